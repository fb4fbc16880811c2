// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The OAuth loopback redirect receiver over a raw socket: it reads the redirect with
// HttpRequestParser, reports the query of GET /callback, and answers anything malformed or too
// large at once with the parser's 4xx and reason, without reporting it (a browser, a port
// scanner or a TLS handshake on the plain port must not leave the connection hanging), and
// closes a connection whose request is still incomplete at its deadline.
#include "support/qtprinters.h"

#include <core/auth/loopbackreceiver.h>
#include <core/transport/transportlimits.h>

#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// Named, not anonymous: the test files share unity translation units.
namespace loopback_test {

constexpr int kLoopbackWaitMs = 5000;

// Sends bytes to the receiver and returns everything it answered until it closed the connection.
QByteArray exchange(const LoopbackReceiver &receiver, const QByteArray &bytes)
{
    QTcpSocket socket;
    QByteArray answer;
    QObject::connect(&socket, &QTcpSocket::readyRead, [&] { answer += socket.readAll(); });
    QSignalSpy closed(&socket, &QTcpSocket::disconnected);
    socket.connectToHost(QHostAddress::LocalHost, receiver.port());
    socket.write(bytes);
    EXPECT_TRUE(closed.wait(kLoopbackWaitMs)) << "the receiver kept the connection open";
    return answer + socket.readAll();
}

struct Listening
{
    explicit Listening(int requestDeadlineMs = LoopbackReceiver::kDefaultRequestDeadlineMs)
    {
        receiver.setRequestDeadline(requestDeadlineMs);
        QString error;
        EXPECT_TRUE(receiver.listen(&error)) << error.toStdString();
    }
    LoopbackReceiver receiver;
    QSignalSpy received{&receiver, &LoopbackReceiver::received};
};

TEST(LoopbackReceiver, ReportsTheQueryOfTheRedirect)
{
    Listening l;
    const QByteArray answer = exchange(
        l.receiver,
        "GET /callback?code=c%2F1&state=s HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: a=b\r\n\r\n");
    EXPECT_TRUE(answer.startsWith("HTTP/1.1 200 OK\r\n")) << answer.toStdString();
    ASSERT_EQ(l.received.size(), 1);
    const QUrlQuery query = l.received.at(0).at(0).value<QUrlQuery>();
    EXPECT_EQ(query.queryItemValue(u"code"_s, QUrl::FullyDecoded), u"c/1"_s);
    EXPECT_EQ(query.queryItemValue(u"state"_s), u"s"_s);
}

TEST(LoopbackReceiver, AnswersOtherPathsAndMethodsWithNotFound)
{
    Listening l;
    EXPECT_TRUE(exchange(l.receiver, "GET /favicon.ico HTTP/1.1\r\nHost: h\r\n\r\n")
                    .startsWith("HTTP/1.1 404 Not Found\r\n"));
    EXPECT_TRUE(exchange(l.receiver,
                         "POST /callback?code=c HTTP/1.1\r\nHost: h\r\nContent-Length: 0\r\n\r\n")
                    .startsWith("HTTP/1.1 404 Not Found\r\n"));
    EXPECT_EQ(l.received.size(), 0);
}

// A local process that sends half a request line and holds the socket: at the deadline it is
// answered 408 and closed. The deadline is shortened, but not so far that it could pass before
// the receiver has read the half line it answers; the wait is the generous one of every
// exchange, so nothing is timed.
TEST(LoopbackReceiver, AnswersAHalfSentRequestWithRequestTimeoutAtTheDeadline)
{
    Listening l(250);
    const QByteArray answer = exchange(l.receiver, "GET /callback?code=c HT");
    EXPECT_TRUE(answer.startsWith("HTTP/1.1 408 Request Timeout\r\n")) << answer.toStdString();
    EXPECT_TRUE(answer.contains("the request was not complete within 250 ms"))
        << answer.toStdString();
    EXPECT_EQ(l.received.size(), 0);
}

// A connection that never sends a byte (a browser's speculative preconnect, a port scanner)
// is closed at the deadline without an answer.
TEST(LoopbackReceiver, ClosesASilentConnectionAtTheDeadline)
{
    Listening l(50);
    EXPECT_EQ(exchange(l.receiver, {}), QByteArray());
    EXPECT_EQ(l.received.size(), 0);
}

struct RefusalRow
{
    const char *name;
    QByteArray request;
    const char *statusLine;
    const char *reason; // in the body

    friend void PrintTo(const RefusalRow &row, std::ostream *os) { *os << row.name; }
};

class LoopbackRefusal : public ::testing::TestWithParam<RefusalRow>
{};

TEST_P(LoopbackRefusal, AnswersAtOnceAndReportsNothing)
{
    Listening l;
    const QByteArray answer = exchange(l.receiver, GetParam().request);
    EXPECT_TRUE(answer.startsWith(GetParam().statusLine)) << answer.left(200).toStdString();
    EXPECT_TRUE(answer.contains(GetParam().reason)) << answer.left(400).toStdString();
    EXPECT_EQ(l.received.size(), 0);
}

// Each request ends exactly where the parser gives up: nothing is left unread when the receiver
// closes, so the answer cannot be lost to a reset.
const QByteArray kRequestLine = "GET /callback?code=c HTTP/1.1\r\n";
const QByteArray kHost = "Host: h\r\n";

INSTANTIATE_TEST_SUITE_P(
    Redirect,
    LoopbackRefusal,
    ::testing::Values(
        RefusalRow{"request_line_without_version",
                   "GET /callback?code=c\r\n",
                   "HTTP/1.1 400 Bad Request\r\n",
                   "Bad Request: a malformed request line: \"GET /callback?code=c\""},
        RefusalRow{"tls_handshake_on_the_plain_port",
                   QByteArray("\x16\x03\x01\x02\x00\x01", 6),
                   "HTTP/1.1 400 Bad Request\r\n",
                   "not an HTTP request"},
        RefusalRow{"malformed_header", kRequestLine + "Host h\r\n", "HTTP/1.1 400 ", "Host h"},
        RefusalRow{"no_host", kRequestLine + "\r\n", "HTTP/1.1 400 ", "no Host header"},
        RefusalRow{"request_line_too_long",
                   "GET /callback?code="
                       + QByteArray(TransportLimits::kMaxRequestLineBytes - 18, 'c'),
                   "HTTP/1.1 414 URI Too Long\r\n",
                   "the request line is longer than the 8 KiB limit"},
        RefusalRow{
            "header_section_too_large",
            kRequestLine + kHost + "Cookie: "
                + QByteArray(TransportLimits::kMaxRequestHeaderBytes - kHost.size() - 7, 'x'),
            "HTTP/1.1 431 Request Header Fields Too Large\r\n",
            "the header section is larger than the 32 KiB limit"},
        RefusalRow{"body_too_large",
                   kRequestLine + kHost + "Content-Length: 1048576\r\n\r\n",
                   "HTTP/1.1 413 ",
                   "the body of 1048576 bytes is larger than the 16 KiB limit"}),
    [](const auto &info) { return std::string(info.param.name); });

} // namespace loopback_test
