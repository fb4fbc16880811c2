// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <ui/connection/transportchoice.h>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct UrlCase
{
    const char *name;
    QString text;
    TransportChoice choice;
    QString problem; // empty: the URL is usable
};

// ctest lists parameterised cases by their name, not their bytes.
void PrintTo(const UrlCase &testCase, std::ostream *out)
{
    *out << testCase.name;
}

class UrlProblem : public ::testing::TestWithParam<UrlCase>
{};

TEST_P(UrlProblem, IsNamedInWords)
{
    EXPECT_EQ(TransportChoices::urlProblem(GetParam().text, GetParam().choice), GetParam().problem);
}

INSTANTIATE_TEST_SUITE_P(
    TransportChoices,
    UrlProblem,
    ::testing::Values(
        UrlCase{"HttpUrl", u"http://localhost:3001/mcp"_s, TransportChoice::Auto, {}},
        UrlCase{"BlanksAround", u"  https://example.test/mcp  "_s, TransportChoice::Auto, {}},
        UrlCase{"WebSocketUrl", u"wss://example.test/"_s, TransportChoice::WebSocket, {}},
        UrlCase{"Empty",
                u"  "_s,
                TransportChoice::Auto,
                u"Enter the server's URL first, e.g. http://localhost:3001/mcp."_s},
        UrlCase{"NoScheme",
                u"localhost:3001/mcp"_s,
                TransportChoice::Auto,
                u"\"localhost:3001/mcp\" has no scheme: start the URL with http://, https://, "
                "ws:// or wss://."_s},
        UrlCase{"OtherScheme",
                u"ftp://example.test/"_s,
                TransportChoice::Auto,
                u"mcpscope cannot connect to ftp:// URLs: use http://, https://, ws:// or "
                "wss://."_s},
        UrlCase{"NoHost",
                u"http:///mcp"_s,
                TransportChoice::StreamableHttp,
                u"The URL has no host: write it as http://HOST[:PORT]/PATH."_s},
        UrlCase{"BadPort",
                u"http://localhost:99999/mcp"_s,
                TransportChoice::Auto,
                u"\"http://localhost:99999/mcp\" is not a valid URL: Invalid port or port number "
                "out of range."_s},
        UrlCase{"HttpUrlForWebSocket",
                u"http://localhost:3001/"_s,
                TransportChoice::WebSocket,
                u"WebSocket needs a ws:// or wss:// URL; http:// is for Streamable HTTP or "
                "HTTP+SSE."_s},
        UrlCase{"WebSocketUrlForSse",
                u"ws://localhost:3001/sse"_s,
                TransportChoice::Sse,
                u"HTTP+SSE (2024-11-05, deprecated) needs an http:// or https:// URL; ws:// is for "
                "WebSocket."_s}),
    [](const ::testing::TestParamInfo<UrlCase> &info) { return std::string(info.param.name); });

TEST(TransportChoices, EveryChoiceRoundTripsThroughServerConfig)
{
    for (TransportChoice choice : TransportChoices::all()) {
        ServerConfig config;
        config.url = QUrl(u"http://localhost:3001/mcp"_s);
        TransportChoices::applyTo(choice, config);
        EXPECT_EQ(TransportChoices::of(config), choice)
            << qPrintable(TransportChoices::label(choice));
    }
}

TEST(TransportChoices, AutoInfersTheTransportFromTheUrl)
{
    ServerConfig config;
    config.url = QUrl(u"ws://localhost:3001/"_s);
    TransportChoices::applyTo(TransportChoice::Auto, config);
    EXPECT_FALSE(config.transportChosen);
    EXPECT_EQ(config.transport, ServerConfig::TransportKind::WebSocket);
    EXPECT_EQ(TransportChoices::autoDescription(QUrl(u"http://h/sse/"_s)),
              u"HTTP+SSE (2024-11-05), since the path ends in /sse"_s);
    EXPECT_EQ(TransportChoices::autoDescription(QUrl(u"https://h/mcp"_s)),
              u"Streamable HTTP, then HTTP+SSE if the server refuses it"_s);
}

TEST(TransportChoices, ConfigWithoutUrlIsStdio)
{
    ServerConfig config; // what a command line with -- COMMAND, or an old session file, holds
    config.program = u"server"_s;
    EXPECT_EQ(TransportChoices::of(config), TransportChoice::Stdio);
}

TEST(TransportChoices, UrlsAreRecognisedByTheirScheme)
{
    EXPECT_TRUE(TransportChoices::looksLikeUrl(u"http://"_s));
    EXPECT_TRUE(TransportChoices::looksLikeUrl(u"HTTPS://example.test"_s));
    EXPECT_TRUE(TransportChoices::looksLikeUrl(u" wss://x"_s));
    EXPECT_FALSE(TransportChoices::looksLikeUrl(u"http"_s));
    EXPECT_FALSE(TransportChoices::looksLikeUrl(u"npx http://x"_s));
    EXPECT_FALSE(TransportChoices::looksLikeUrl(u"/usr/bin/server"_s));
}

} // namespace
