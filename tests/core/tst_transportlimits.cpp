// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/transport/httpreplyreader.h>
#include <core/transport/httprequestbuilder.h>
#include <core/transport/transportlimits.h>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

TEST(TransportLimits, SizesAreReadAndWrittenInBinaryUnits)
{
    EXPECT_EQ(TransportLimits::parseSize(u"1048576"_s), 1048576);
    EXPECT_EQ(TransportLimits::parseSize(u"64M"_s), qint64(64) << 20);
    EXPECT_EQ(TransportLimits::parseSize(u"64MiB"_s), qint64(64) << 20);
    EXPECT_EQ(TransportLimits::parseSize(u"512k"_s), 512 * 1024);
    EXPECT_EQ(TransportLimits::parseSize(u"1G"_s), qint64(1) << 30);
    EXPECT_EQ(TransportLimits::parseSize(u"100B"_s), 100);
    for (const QString &bad : {u""_s, u"M"_s, u"-5"_s, u"1.5M"_s, u"12T"_s, u"999999999999G"_s})
        EXPECT_EQ(TransportLimits::parseSize(bad), -1) << bad.toStdString();
    EXPECT_EQ(TransportLimits::formatBytes(qint64(64) << 20), u"64 MiB"_s);
    EXPECT_EQ(TransportLimits::formatBytes(1536), u"1.5 KiB"_s);
    EXPECT_EQ(TransportLimits::formatBytes(700), u"700 bytes"_s);
    EXPECT_EQ(TransportLimits::clampMaxMessageBytes(0), TransportLimits::kDefaultMaxMessageBytes);
    EXPECT_EQ(TransportLimits::clampMaxMessageBytes(qint64(1) << 40), qint64(1) << 30);
}

TEST(TransportLimits, RetryHasAFloorAndACeiling)
{
    EXPECT_EQ(TransportLimits::clampRetryMs(0), 250);
    EXPECT_EQ(TransportLimits::clampRetryMs(3000), 3000);
    EXPECT_EQ(TransportLimits::clampRetryMs(std::numeric_limits<int>::max()), 5 * 60 * 1000);
}

TEST(HttpRequestBuilder, HeaderValuesWithControlCharactersAreRefused)
{
    using HttpRequestBuilder::headerProblem;
    EXPECT_TRUE(headerProblem("X-Api-Key", "abc def\tghi").isEmpty());
    EXPECT_TRUE(headerProblem("Mcp-Name", "caf\xC3\xA9").isEmpty()); // obs-text is allowed
    EXPECT_EQ(headerProblem("X-A", "a\r\nX-B: 1"),
              u"the value of the HTTP header X-A has a line break (CR or LF), which could add "
              "headers of its own: request not sent"_s);
    EXPECT_FALSE(headerProblem("X-A", "a\nb").isEmpty());
    EXPECT_EQ(headerProblem("X-A", QByteArrayView("a\0b", 3)),
              u"the value of the HTTP header X-A has the control character 0x00: request not "
              "sent"_s);
    EXPECT_FALSE(headerProblem("X-A", "a\x7F").isEmpty());
    EXPECT_EQ(headerProblem("X A\r\n", "v"),
              u"the HTTP header name \"X A\\x0d\\x0a\" has a character headers cannot carry: "
              "request not sent"_s);
    EXPECT_FALSE(headerProblem("", "v").isEmpty());
}

TEST(HttpRequestBuilder, EveryRequestLetsTheReaderDecideOnRedirects)
{
    HttpHeaderList logged;
    QString problem;
    ServerConfig config;
    config.headers = {{u"X-Secret"_s, u"s"_s, true}, {u"X-Bad"_s, u"a\rb"_s, false}};
    const QNetworkRequest request = HttpRequestBuilder::build(config,
                                                              QUrl(u"http://127.0.0.1:1/mcp"_s),
                                                              {{"Accept", "text/event-stream"}},
                                                              &logged,
                                                              &problem);
    EXPECT_EQ(request.attribute(QNetworkRequest::RedirectPolicyAttribute).toInt(),
              int(QNetworkRequest::UserVerifiedRedirectPolicy));
    EXPECT_TRUE(problem.contains(u"X-Bad has a line break"_s)) << problem.toStdString();
    EXPECT_FALSE(request.hasRawHeader("X-Bad"));
    EXPECT_TRUE(logged.contains(qMakePair(QByteArray("X-Secret"), QByteArray("***"))));
}

TEST(HttpReplyReader, OriginIsSchemeHostAndPort)
{
    using U = QUrl;
    EXPECT_TRUE(HttpReplyReader::sameOrigin(U(u"http://a:80/x"_s), U(u"http://A/y"_s)));
    EXPECT_TRUE(HttpReplyReader::sameOrigin(U(u"https://a/x"_s), U(u"https://a:443/z?q"_s)));
    EXPECT_FALSE(HttpReplyReader::sameOrigin(U(u"http://a/x"_s), U(u"https://a/x"_s)));
    EXPECT_FALSE(
        HttpReplyReader::sameOrigin(U(u"http://127.0.0.1:1/x"_s), U(u"http://127.0.0.1:2/x"_s)));
    EXPECT_FALSE(HttpReplyReader::sameOrigin(U(u"http://a/x"_s), U(u"http://a.evil/x"_s)));
}

} // namespace
