// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "remotewindowtest.h"
#include "support/nodeserver.h"
#include "support/tlsmcpserver.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/mcp/mcpsession.h>
#include <core/transport/tlspolicy.h>
#include <ui/connection/certificatedialog.h>
#include <ui/connection/connectionbar.h>
#include <ui/connection/statusindicator.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>

#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QWebSocket>
#include <QWebSocketServer>

using namespace Qt::StringLiterals;
using Direction = TrafficEvent::Direction;
using MessageKind = JsonRpcMessage::Kind;

namespace {

// A minimal MCP server over WebSocket on 127.0.0.1: initialize, tools/list (echo) and
// tools/call (echo), as text frames.
class WebSocketEchoServer
{
public:
    WebSocketEchoServer()
    {
        m_server.setSupportedSubprotocols({u"mcp"_s});
        QObject::connect(&m_server, &QWebSocketServer::newConnection, &m_server, [this] {
            QWebSocket *socket = m_server.nextPendingConnection();
            socket->setParent(&m_server); // ours to delete, not the server's
            QObject::connect(socket,
                             &QWebSocket::textMessageReceived,
                             socket,
                             [socket](const QString &text) { answer(socket, text); });
        });
    }
    bool listen() { return m_server.listen(QHostAddress::LocalHost, 0); }
    QString url() const { return u"ws://127.0.0.1:%1/"_s.arg(m_server.serverPort()); }

private:
    static void answer(QWebSocket *socket, const QString &text)
    {
        const JsonRpcMessage message = JsonRpc::decode(text.toUtf8()).messages.value(0);
        QJsonObject result;
        if (message.method() == "initialize"_L1) {
            result = {
                {"protocolVersion"_L1, u"2025-06-18"_s},
                {"capabilities"_L1, QJsonObject{{"tools"_L1, QJsonObject{}}}},
                {"serverInfo"_L1, QJsonObject{{"name"_L1, u"ws-echo"_s}, {"version"_L1, u"1"_s}}}};
        } else if (message.method() == "tools/list"_L1) {
            const QJsonObject schema{
                {"type"_L1, u"object"_s},
                {"properties"_L1,
                 QJsonObject{{"message"_L1, QJsonObject{{"type"_L1, u"string"_s}}}}}};
            result
                = {{"tools"_L1,
                    QJsonArray{QJsonObject{{"name"_L1, u"echo"_s}, {"inputSchema"_L1, schema}}}}};
        } else if (message.method() == "tools/call"_L1) {
            const QString echoed = message.paramsObject()
                                       .value("arguments"_L1)
                                       .toObject()
                                       .value("message"_L1)
                                       .toString();
            result = {{"content"_L1,
                       QJsonArray{QJsonObject{{"type"_L1, u"text"_s},
                                              {"text"_L1, QString(u"ws says: "_s + echoed)}}}}};
        } else {
            return; // notifications
        }
        socket->sendTextMessage(
            QString::fromUtf8(JsonRpc::encode(JsonRpcMessage::response(message.id(), result))));
    }

    QWebSocketServer m_server{u"ws-echo"_s, QWebSocketServer::NonSecureMode};
};

} // namespace

TEST_F(RemoteWindowTest, StreamableHttpToServerEverythingShowsEveryExchange)
{
    NodeHttpServer server(u"streamableHttp"_s);
    ASSERT_TRUE(server.start()) << qPrintable(server.output());
    const QString url = u"http://127.0.0.1:%1/mcp"_s.arg(server.port());
    typeServer(url);
    EXPECT_EQ(connectionBar()->transportChoice(), TransportChoice::Auto);
    QSignalSpy started(m_window.get(), &MainWindow::connectionStarted);
    connectToServer();
    // What app/gui remembers for the next start.
    ASSERT_EQ(started.count(), 1);
    const auto remembered = started.first().at(0).value<ServerConfig>();
    EXPECT_EQ(remembered.url, QUrl(url));
    EXPECT_FALSE(remembered.transportChosen);
    EXPECT_EQ(started.first().at(1).toInt(), 20000);
    EXPECT_TRUE(statusText().endsWith(u"over Streamable HTTP)"_s)) << qPrintable(statusText());

    selectTool(u"echo"_s);
    QTest::keyClicks(editor(u"message"_s), u"hello over HTTP"_s);
    clickCallAndWait();
    EXPECT_EQ(callPane()->resultView()->outcome(), ResultView::Outcome::Result)
        << qPrintable(bannerText());
    EXPECT_EQ(resultText(), u"Echo: hello over HTTP"_s);

    // The exchanges are rows of their own, between the frames.
    const int call
        = UiTest::findRow(log(), Direction::Outgoing, u"tools/call"_s, MessageKind::Request);
    ASSERT_GE(call, 0);
    const int exchange = findExchangeRow("POST", 200, call);
    ASSERT_GT(exchange, call);
    EXPECT_EQ(log().record(exchange).method, u"HTTP POST"_s);
    const QString summary
        = log().data(log().index(exchange, MessageLogModel::SummaryColumn)).toString();
    EXPECT_TRUE(summary.startsWith(u"200 OK · "_s)) << qPrintable(summary);
    EXPECT_TRUE(summary.contains(u" ms · "_s + url)) << qPrintable(summary);

    const QString detail = showLogRow(exchange);
    EXPECT_TRUE(detail.startsWith(u"#%1  HTTP  POST /mcp  → 200 OK\n"_s.arg(exchange + 1)))
        << qPrintable(detail);
    EXPECT_TRUE(detail.contains(u"Request\n  POST "_s + url + u'\n')) << qPrintable(detail);
    EXPECT_TRUE(detail.contains(u"  Mcp-Session-Id: "_s)) << qPrintable(detail);
    EXPECT_TRUE(detail.contains(u"  MCP-Protocol-Version: 2025-11-25\n"_s)) << qPrintable(detail);
    EXPECT_TRUE(detail.contains(u"\nResponse\n  200 OK  (after "_s)) << qPrintable(detail);
    // Response headers as the server wrote them (Express writes this one in lower case).
    EXPECT_TRUE(detail.contains(u"  content-type: text/event-stream\n"_s, Qt::CaseInsensitive))
        << qPrintable(detail);

    // The result frame says how it arrived.
    const int result = log().pairedRow(call);
    ASSERT_GT(result, exchange);
    EXPECT_EQ(log().record(result).channel, u"POST response (SSE)"_s);
    const QString resultDetail = showLogRow(result);
    EXPECT_TRUE(resultDetail.contains(u"via POST response (SSE)  ·  HTTP 200"_s))
        << qPrintable(resultDetail);
    EXPECT_TRUE(resultDetail.contains(u"Echo: hello over HTTP"_s));
}

TEST_F(RemoteWindowTest, LegacySseServerIsFoundByItsPath)
{
    NodeHttpServer server(u"sse"_s);
    ASSERT_TRUE(server.start()) << qPrintable(server.output());
    typeServer(u"http://127.0.0.1:%1/sse"_s.arg(server.port()));
    EXPECT_EQ(transportCombo()->currentText(), u"Auto (from URL): HTTP+SSE"_s);
    connectToServer();
    EXPECT_TRUE(statusText().endsWith(u"over HTTP+SSE)"_s)) << qPrintable(statusText());
    selectTool(u"echo"_s);
    QTest::keyClicks(editor(u"message"_s), u"over SSE"_s);
    clickCallAndWait();
    EXPECT_EQ(resultText(), u"Echo: over SSE"_s) << qPrintable(bannerText());
    // The stream GET, then a POST per frame to the endpoint the server named.
    const int stream = findExchangeRow("GET", 200);
    ASSERT_GE(stream, 0);
    EXPECT_GT(findExchangeRow("POST", 0, stream), stream);
    const int result
        = UiTest::findRow(log(), Direction::Incoming, u"tools/call"_s, MessageKind::Result);
    ASSERT_GE(result, 0);
    EXPECT_EQ(log().record(result).channel, u"SSE stream"_s);
}

TEST_F(RemoteWindowTest, WebSocketServerIsLabelledExperimentalAndWorks)
{
    WebSocketEchoServer server;
    ASSERT_TRUE(server.listen());
    chooseTransport(TransportChoice::WebSocket);
    EXPECT_EQ(transportCombo()->currentText(), u"WebSocket (experimental)"_s);
    typeServer(server.url());
    connectToServer();
    EXPECT_TRUE(statusText().endsWith(u"over WebSocket (experimental))"_s))
        << qPrintable(statusText());
    selectTool(u"echo"_s);
    QTest::keyClicks(editor(u"message"_s), u"hi"_s);
    clickCallAndWait();
    EXPECT_EQ(resultText(), u"ws says: hi"_s) << qPrintable(bannerText());

    const int upgrade = findExchangeRow("GET (upgrade)");
    ASSERT_GE(upgrade, 0);
    EXPECT_TRUE(showLogRow(upgrade).contains(u"Request\n  GET (upgrade) "_s + server.url()));
    const int call
        = UiTest::findRow(log(), Direction::Incoming, u"tools/call"_s, MessageKind::Result);
    ASSERT_GE(call, 0);
    EXPECT_EQ(log().record(call).channel, u"WebSocket"_s);
}

TEST_F(RemoteWindowTest, UrlTypedIntoTheCommandFieldSwitchesToAutoAndNamesTheTransport)
{
    ServerConfig command; // a stdio server, as the last run left it
    command.program = u"node"_s;
    command.arguments = {u"server.js"_s};
    m_window->setServerConfig(command);
    ASSERT_EQ(connectionBar()->transportChoice(), TransportChoice::Stdio);
    ASSERT_EQ(serverEdit()->text(), u"node server.js"_s);
    typeServer(u"ws://127.0.0.1:9/"_s);
    EXPECT_EQ(connectionBar()->transportChoice(), TransportChoice::Auto);
    EXPECT_EQ(transportCombo()->currentText(), u"Auto (from URL): WebSocket"_s);
    EXPECT_EQ(connectionBar()->config().transport, ServerConfig::TransportKind::WebSocket);
    EXPECT_FALSE(connectionBar()->config().transportChosen);

    typeServer(u"http://127.0.0.1:9/sse"_s);
    EXPECT_EQ(transportCombo()->currentText(), u"Auto (from URL): HTTP+SSE"_s);
    EXPECT_EQ(connectionBar()->config().transport, ServerConfig::TransportKind::Sse);

    typeServer(u"https://example.test/mcp"_s);
    EXPECT_EQ(transportCombo()->currentText(), u"Auto (from URL): Streamable HTTP"_s);
    EXPECT_EQ(statusText(),
              u"Not connected. Auto will use Streamable HTTP, then HTTP+SSE if the server "
              "refuses it. Press Connect (Ctrl+K)."_s);

    // Back to stdio: the command comes back, and the URL waits for the next remote choice.
    chooseTransport(TransportChoice::Stdio);
    EXPECT_EQ(serverEdit()->text(), u"node server.js"_s);
    chooseTransport(TransportChoice::StreamableHttp);
    EXPECT_EQ(serverEdit()->text(), u"https://example.test/mcp"_s);
    EXPECT_TRUE(connectionBar()->config().transportChosen);
}

TEST_F(RemoteWindowTest, SelfSignedCertificateIsShownFirstThenAcceptedAndReconnects)
{
    TlsMcpServer server;
    ASSERT_TRUE(server.listen());
    typeServer(server.url().toString());
    clickConnectAndWait();
    ASSERT_EQ(m_window->session()->state(), McpSession::State::Failed);
    EXPECT_TRUE(statusText().startsWith(u"Failed: TLS: the certificate is self-signed"_s))
        << qPrintable(statusText());

    CertificateDialog *dialog = nullptr;
    ASSERT_TRUE(UiTest::waitFor([&] {
        dialog = m_window->findChild<CertificateDialog *>(u"certificateDialog"_s);
        return dialog && dialog->isVisible();
    }));
    const QString fingerprint = TlsPolicy::fingerprint(server.certificate());
    EXPECT_EQ(UiTest::find<QLabel>(dialog, u"certificateFingerprint"_s)->text(), fingerprint);
    EXPECT_EQ(UiTest::find<QLabel>(dialog, u"certificateProblems"_s)->text(),
              u"the certificate is self-signed (accept it for this server if you trust it)"_s);
    EXPECT_EQ(server.answeredRequests(), 0); // nothing was sent before the user decided

    QTest::mouseClick(dialog->acceptButton(), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor(
        [this] { return m_window->session()->state() == McpSession::State::Ready; }, 10000))
        << qPrintable(statusText());
    EXPECT_EQ(connectionBar()->config().acceptedCertificateSha256, fingerprint);
    EXPECT_FALSE(button(u"certificateButton"_s)->isVisible());
    ASSERT_TRUE(UiTest::waitFor([this] { return m_window->isSettled(); }));
    selectTool(u"echo"_s);
}

TEST_F(RemoteWindowTest, DismissedCertificateCanBeReviewedAgain)
{
    TlsMcpServer server;
    ASSERT_TRUE(server.listen());
    typeServer(server.url().toString());
    clickConnectAndWait();
    CertificateDialog *dialog = nullptr;
    ASSERT_TRUE(UiTest::waitFor([&] {
        dialog = m_window->findChild<CertificateDialog *>(u"certificateDialog"_s);
        return dialog && dialog->isVisible();
    }));
    dialog->reject();
    ASSERT_TRUE(UiTest::waitFor(
        [this] { return !m_window->findChild<CertificateDialog *>(u"certificateDialog"_s); }));
    EXPECT_TRUE(connectionBar()->config().acceptedCertificateSha256.isEmpty());
    QPushButton *review = button(u"certificateButton"_s);
    ASSERT_TRUE(review->isVisible());
    QTest::mouseClick(review, Qt::LeftButton);
    EXPECT_TRUE(UiTest::waitFor([this] {
        auto *again = m_window->findChild<CertificateDialog *>(u"certificateDialog"_s);
        return again && again->isVisible();
    }));
    m_window->findChild<CertificateDialog *>(u"certificateDialog"_s)->reject();
}
