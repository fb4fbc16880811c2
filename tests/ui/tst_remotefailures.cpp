// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "remotewindowtest.h"
#include "support/scriptedhttpserver.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/mcp/mcpsession.h>
#include <ui/connection/connectionbar.h>
#include <ui/connection/statusindicator.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>

#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTcpServer>

using namespace Qt::StringLiterals;
using Reply = ScriptedHttpServer::Reply;
using Request = ScriptedHttpServer::Request;

namespace {

// One way a remote server refuses a connection, and the status line that must explain it.
struct RefusalCase
{
    const char *name;
    int status;
    QByteArray reason;
    QByteArray body;
    QString statusLine; // %1: the server's URL
};

// ctest lists parameterised cases by their name, not their bytes.
void PrintTo(const RefusalCase &testCase, std::ostream *out)
{
    *out << testCase.name;
}

class RemoteRefusal : public RemoteWindowTest, public ::testing::WithParamInterface<RefusalCase>
{};

TEST_P(RemoteRefusal, StatusLineSaysWhyInOneLine)
{
    const RefusalCase refusal = GetParam();
    ScriptedHttpServer server([refusal](const Request &, Reply reply) {
        reply.head(refusal.status,
                   refusal.reason,
                   {{"Content-Type", "application/json"},
                    {"Content-Length", QByteArray::number(refusal.body.size())},
                    {"WWW-Authenticate", "Bearer"}});
        reply.write(refusal.body);
        reply.finish();
    });
    ASSERT_TRUE(server.listen());
    const QString url = QString::fromLatin1(server.url("/mcp"));
    typeServer(url);
    clickConnectAndWait();
    ASSERT_EQ(m_window->session()->state(), McpSession::State::Failed);
    EXPECT_EQ(statusText(), refusal.statusLine.arg(url));
    EXPECT_EQ(UiTest::find<StatusIndicator>(m_window.get(), u"statusIndicator"_s)->level(),
              StatusIndicator::Level::Bad);

    // The refused exchange is in the log as an error row, with its response headers.
    const int row = findExchangeRow("POST", refusal.status);
    ASSERT_GE(row, 0);
    EXPECT_TRUE(log().record(row).isError);
    const QString detail = showLogRow(row);
    EXPECT_TRUE(detail.contains(u"  WWW-Authenticate: Bearer\n"_s)) << qPrintable(detail);
    if (!refusal.body.isEmpty()) {
        EXPECT_TRUE(detail.contains(u"\nBody (first %1 bytes)\n"_s.arg(refusal.body.size())
                                    + QString::fromLatin1(refusal.body)))
            << qPrintable(detail);
    }
}

INSTANTIATE_TEST_SUITE_P(
    Http,
    RemoteRefusal,
    ::testing::Values(
        RefusalCase{"Unauthorized401",
                    401,
                    "Unauthorized",
                    R"({"error":"invalid_token"})",
                    u"Failed: authorization required (HTTP 401). Add a bearer token or an "
                    "Authorization header in Settings… and connect again. HTTP 401 "
                    "Unauthorized from POST %1: authorization required: the server wants "
                    "credentials (a bearer token or OAuth); body: {\"error\":\"invalid_token\"}; "
                    // The 401 started OAuth, which found no metadata and was refused at the
                    // 2025-03-26 default registration endpoint.
                    "OAuth: authorization failed at the client registration step: dynamic "
                    "client registration refused: invalid_token (sending initialize)"_s},
        RefusalCase{"Forbidden403",
                    403,
                    "Forbidden",
                    {},
                    u"Failed: authorization required (HTTP 403). Add a bearer token or an "
                    "Authorization header in Settings… and connect again. HTTP 403 Forbidden "
                    "from POST %1: forbidden: the credentials lack a permission, or the server "
                    "refuses this Origin (sending initialize)"_s},
        RefusalCase{"ServerError500",
                    500,
                    "Internal Server Error",
                    "database is down",
                    u"Failed: HTTP 500 Internal Server Error from POST %1: the server failed "
                    "while handling the request; its own logs say why; body: database is down "
                    "(sending initialize)"_s}),
    [](const ::testing::TestParamInfo<RefusalCase> &info) { return std::string(info.param.name); });

QByteArray answer(const JsonRpcMessage &request, const QJsonObject &result)
{
    return JsonRpc::encode(JsonRpcMessage::response(request.id(), result));
}

// Connects fine, lists one tool, and refuses to call it with 401 (a token that expired).
void refuseToolCalls(const Request &request, Reply reply)
{
    if (request.method != "POST") {
        reply.send(405, "text/plain", "no GET stream");
        return;
    }
    const JsonRpcMessage message = JsonRpc::decode(request.body).messages.value(0);
    if (message.method() == "initialize"_L1) {
        reply.send(200,
                   "application/json",
                   answer(message,
                          {{"protocolVersion"_L1, u"2025-06-18"_s},
                           {"capabilities"_L1, QJsonObject{{"tools"_L1, QJsonObject{}}}},
                           {"serverInfo"_L1, QJsonObject{{"name"_L1, u"expiring"_s}}}}));
    } else if (message.method() == "tools/list"_L1) {
        const QJsonObject tool{{"name"_L1, u"echo"_s},
                               {"inputSchema"_L1, QJsonObject{{"type"_L1, u"object"_s}}}};
        reply.send(200, "application/json", answer(message, {{"tools"_L1, QJsonArray{tool}}}));
    } else if (message.method() == "tools/call"_L1) {
        reply.send(401, "application/json", R"({"error":"token expired"})");
    } else {
        reply.send(202, {}, {});
    }
}

} // namespace

TEST_F(RemoteWindowTest, CallRefusedWith401SaysAuthorizationRequiredInTheResult)
{
    ScriptedHttpServer server(refuseToolCalls);
    ASSERT_TRUE(server.listen());
    typeServer(QString::fromLatin1(server.url("/mcp")));
    connectToServer();
    selectTool(u"echo"_s);
    clickCallAndWait();
    EXPECT_EQ(callPane()->resultView()->outcome(), ResultView::Outcome::LocalError);
    EXPECT_TRUE(bannerText().startsWith(u"<b>Authorization required</b> — HTTP 401 "_s))
        << qPrintable(bannerText());
}

TEST_F(RemoteWindowTest, UnusableUrlIsExplainedBeforeConnecting)
{
    chooseTransport(TransportChoice::StreamableHttp);
    typeServer(u"localhost:3001/mcp"_s);
    QTest::mouseClick(button(u"connectButton"_s), Qt::LeftButton);
    EXPECT_EQ(m_window->session(), nullptr);
    EXPECT_EQ(statusText(),
              u"\"localhost:3001/mcp\" has no scheme: start the URL with http://, https://, "
              "ws:// or wss://."_s);
    typeServer(u"ws://localhost:3001/"_s);
    QTest::keyClick(serverEdit(), Qt::Key_Return);
    EXPECT_EQ(m_window->session(), nullptr);
    EXPECT_EQ(statusText(),
              u"Streamable HTTP needs an http:// or https:// URL; ws:// is for WebSocket."_s);
}

TEST_F(RemoteWindowTest, SecretHeaderWithoutValueAsksForItInsteadOfConnecting)
{
    // What a restart leaves: the header's name, not its value.
    ServerConfig config;
    config.url = QUrl(u"http://127.0.0.1:9/mcp"_s);
    config.headers = {{u"Authorization"_s, QString(), true}};
    m_window->setServerConfig(config);
    EXPECT_EQ(statusText(),
              u"Not connected. The secret header Authorization has no value (secret values are "
              "not saved): enter it in Settings…."_s);
    QTest::mouseClick(button(u"connectButton"_s), Qt::LeftButton);
    EXPECT_EQ(m_window->session(), nullptr);
    EXPECT_EQ(statusText(),
              u"The secret header Authorization has no value (secret values are not saved): "
              "enter it in Settings…."_s);
    EXPECT_EQ(button(u"settingsButton"_s)->text(), u"Settings (1 header)…"_s);
}

TEST_F(RemoteWindowTest, ConnectionRefusedNamesTheLayerAndTheFix)
{
    QTcpServer probe; // a port that was free a moment ago and has nobody listening now
    ASSERT_TRUE(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 port = probe.serverPort();
    probe.close();
    typeServer(u"http://127.0.0.1:%1/mcp"_s.arg(port));
    clickConnectAndWait();
    EXPECT_EQ(statusText(),
              u"Failed: connection refused by 127.0.0.1:%1: nothing listens there; is the server "
              "running, and is the port right? (sending initialize)"_s.arg(port));
}

TEST_F(RemoteWindowTest, RefusedTokenIsNamedAsRefusedAndNeverShown)
{
    ScriptedHttpServer server([](const Request &, Reply reply) {
        reply.send(401, "application/json", R"({"error":"invalid_token"})");
    });
    ASSERT_TRUE(server.listen());
    ServerConfig config;
    config.url = QUrl(QString::fromLatin1(server.url("/mcp")));
    config.bearerToken = u"expired-token"_s;
    m_window->setServerConfig(config);
    EXPECT_EQ(button(u"settingsButton"_s)->text(), u"Settings (token)…"_s);
    clickConnectAndWait();
    EXPECT_TRUE(statusText().startsWith(
        u"Failed: authorization required (HTTP 401). The server refused the credentials "
        "mcpscope sent: check the bearer token or the Authorization header in Settings… and "
        "connect again. HTTP 401 "_s))
        << qPrintable(statusText());
    ASSERT_FALSE(server.requests().isEmpty());
    EXPECT_EQ(server.requests().first().headers.value("authorization"),
              QByteArray("Bearer expired-token"));
    const QString detail = showLogRow(findExchangeRow("POST", 401));
    EXPECT_TRUE(detail.contains(u"  Authorization: ***\n"_s)) << qPrintable(detail);
    EXPECT_FALSE(detail.contains(u"expired-token"_s));
}
