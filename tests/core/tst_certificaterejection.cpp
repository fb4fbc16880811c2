// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"
#include "support/tlsmcpserver.h"

#include <core/mcp/mcpsession.h>
#include <core/transport/autohttptransport.h>
#include <core/transport/tlspolicy.h>

#include <QFile>
#include <QSignalSpy>
#include <QSslKey>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// Transport::certificateRejected: every transport reports a refused TLS certificate with the
// certificate itself, so the GUI can show it before the user accepts it; an accepted
// fingerprint lets the connection through without a report.
namespace {

struct RemoteCase
{
    const char *name;
    QString path;
    ServerConfig::TransportKind transport;
    bool chosen;
};

// ctest lists parameterised cases by their name, not their bytes.
void PrintTo(const RemoteCase &testCase, std::ostream *out)
{
    *out << testCase.name;
}

class CertificateRejection : public ::testing::TestWithParam<RemoteCase>
{};

bool waitForState(const McpSession &session, McpSession::State state)
{
    return QTest::qWaitFor([&session, state] { return session.state() == state; }, 10000);
}

TEST_P(CertificateRejection, SelfSignedCertificateIsReportedWithItsProblems)
{
    TlsMcpServer server;
    ASSERT_TRUE(server.listen());
    ServerConfig config;
    config.url = server.url(GetParam().path);
    config.transport = GetParam().transport;
    config.transportChosen = GetParam().chosen;
    McpSession session(createTransport(config));
    QSignalSpy rejected(&session, &McpSession::certificateRejected);
    session.connectToServer();
    ASSERT_TRUE(waitForState(session, McpSession::State::Failed));
    ASSERT_GE(rejected.count(), 1);
    EXPECT_EQ(rejected.first().at(0).value<QSslCertificate>(), server.certificate());
    EXPECT_EQ(rejected.first().at(1).toString(),
              u"the certificate is self-signed (accept it for this server if you trust it)"_s);
    EXPECT_TRUE(session.failureReason().contains(TlsPolicy::fingerprint(server.certificate())))
        << session.failureReason().toStdString();
    EXPECT_EQ(server.answeredRequests(), 0);
}

TEST_P(CertificateRejection, AcceptedFingerprintConnectsWithoutReport)
{
    TlsMcpServer server;
    ASSERT_TRUE(server.listen());
    ServerConfig config;
    config.url = server.url(GetParam().path);
    config.transport = GetParam().transport;
    config.transportChosen = GetParam().chosen;
    config.acceptedCertificateSha256 = TlsPolicy::fingerprint(server.certificate());
    McpSession session(createTransport(config));
    QSignalSpy rejected(&session, &McpSession::certificateRejected);
    session.connectToServer();
    if (GetParam().transport == ServerConfig::TransportKind::Sse) {
        // The test server is no HTTP+SSE server: it gets past TLS and answers GET with 405.
        ASSERT_TRUE(waitForState(session, McpSession::State::Failed));
        EXPECT_TRUE(session.failureReason().startsWith(u"HTTP 405"_s))
            << session.failureReason().toStdString();
    } else {
        ASSERT_TRUE(waitForState(session, McpSession::State::Ready))
            << session.failureReason().toStdString();
    }
    EXPECT_EQ(rejected.count(), 0);
    EXPECT_GE(server.answeredRequests(), 1);
}

INSTANTIATE_TEST_SUITE_P(
    Transports,
    CertificateRejection,
    ::testing::Values(
        RemoteCase{
            "AutoStreamableHttp", u"/mcp"_s, ServerConfig::TransportKind::StreamableHttp, false},
        RemoteCase{
            "ChosenStreamableHttp", u"/mcp"_s, ServerConfig::TransportKind::StreamableHttp, true},
        RemoteCase{"LegacySse", u"/sse"_s, ServerConfig::TransportKind::Sse, true}),
    [](const ::testing::TestParamInfo<RemoteCase> &info) { return std::string(info.param.name); });

TEST(CertificateRejection, WebSocketReportsTheCertificate)
{
    TlsMcpServer https; // only for the certificate and key it loads
    ASSERT_TRUE(https.listen());
    QFile keyFile(QStringLiteral(MCPSCOPE_TEST_DATA_DIR) + u"/selfsigned-key.pem"_s);
    ASSERT_TRUE(keyFile.open(QIODevice::ReadOnly));
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificate(https.certificate());
    tls.setPrivateKey(QSslKey(keyFile.readAll(), QSsl::Rsa));
    tls.setPeerVerifyMode(QSslSocket::VerifyNone);
    QWebSocketServer server(u"wss-test"_s, QWebSocketServer::SecureMode);
    server.setSslConfiguration(tls);
    ASSERT_TRUE(server.listen(QHostAddress::LocalHost, 0));
    ServerConfig config;
    config.url = QUrl(u"wss://127.0.0.1:%1/"_s.arg(server.serverPort()));
    McpSession session(createTransport(config));
    QSignalSpy rejected(&session, &McpSession::certificateRejected);
    session.connectToServer();
    ASSERT_TRUE(waitForState(session, McpSession::State::Failed));
    ASSERT_EQ(rejected.count(), 1);
    EXPECT_EQ(rejected.first().at(0).value<QSslCertificate>(), https.certificate());
    EXPECT_TRUE(session.failureReason().startsWith(u"TLS: the certificate is self-signed"_s))
        << session.failureReason().toStdString();
}

} // namespace
