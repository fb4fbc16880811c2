// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Era detection (MCP 2026-07-28 backward compatibility, checklist §1.4): the probe's verdict
// table, then each outcome end to end over stdio (a fake transport) and Streamable HTTP (a
// scripted server on 127.0.0.1).
#include "sessionharness.h"
#include "support/qtprinters.h"
#include "support/scriptedhttpserver.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/modernhandshake.h>
#include <core/mcp/modernmeta.h>
#include <core/skills/skillmanifest.h>
#include <core/transport/streamablehttptransport.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using Outcome = PendingRequest::Outcome;
using Verdict = EraProbe::Verdict;

namespace {

struct ProbeRow
{
    const char *label;
    Outcome outcome;
    bool discoverResult;
    int errorCode;
    int httpStatus;
    bool http;
    Verdict expected;
};

class ProbeVerdicts : public ::testing::TestWithParam<ProbeRow>
{};

TEST_P(ProbeVerdicts, ClassifiesLikeTheChecklist)
{
    const ProbeRow &row = GetParam();
    EraProbe::Answer answer;
    answer.outcome = row.outcome;
    if (row.discoverResult)
        answer.result = {{"supportedVersions"_L1, QJsonArray{u"2026-07-28"_s}}};
    else if (row.outcome == Outcome::Result)
        answer.result = {{"protocolVersion"_L1, u"2025-11-25"_s}};
    answer.errorCode = row.errorCode;
    answer.httpStatus = row.httpStatus;
    answer.http = row.http;
    QString why;
    EXPECT_EQ(EraProbe::classify(answer, &why), row.expected) << row.label;
    EXPECT_FALSE(why.isEmpty());
}

constexpr bool kStdio = false;
constexpr bool kHttp = true;

INSTANTIATE_TEST_SUITE_P(
    Table,
    ProbeVerdicts,
    ::testing::Values(
        ProbeRow{"stdio DiscoverResult", Outcome::Result, true, 0, 0, kStdio, Verdict::Modern},
        ProbeRow{"stdio other result", Outcome::Result, false, 0, 0, kStdio, Verdict::Legacy},
        ProbeRow{"stdio -32022", Outcome::RemoteError, false, -32022, 0, kStdio, Verdict::Modern},
        ProbeRow{"stdio -32601", Outcome::RemoteError, false, -32601, 0, kStdio, Verdict::Legacy},
        ProbeRow{"stdio -32602", Outcome::RemoteError, false, -32602, 0, kStdio, Verdict::Legacy},
        ProbeRow{"stdio -32600", Outcome::RemoteError, false, -32600, 0, kStdio, Verdict::Legacy},
        ProbeRow{"stdio -32001", Outcome::RemoteError, false, -32001, 0, kStdio, Verdict::Legacy},
        ProbeRow{"stdio silence", Outcome::Timeout, false, 0, 0, kStdio, Verdict::Legacy},
        ProbeRow{
            "stdio child exit", Outcome::ConnectionClosed, false, 0, 0, kStdio, Verdict::Legacy},
        ProbeRow{"stdio cancelled", Outcome::Cancelled, false, 0, 0, kStdio, Verdict::Failure},
        ProbeRow{"HTTP DiscoverResult", Outcome::Result, true, 0, 200, kHttp, Verdict::Modern},
        ProbeRow{
            "HTTP 400 -32022", Outcome::RemoteError, false, -32022, 400, kHttp, Verdict::Modern},
        ProbeRow{
            "HTTP 400 -32020", Outcome::RemoteError, false, -32020, 400, kHttp, Verdict::Modern},
        ProbeRow{
            "HTTP 400 -32021", Outcome::RemoteError, false, -32021, 400, kHttp, Verdict::Modern},
        ProbeRow{"HTTP 400 -32600 (legacy: no session)",
                 Outcome::RemoteError,
                 false,
                 -32600,
                 400,
                 kHttp,
                 Verdict::Legacy},
        ProbeRow{
            "HTTP 400 empty body", Outcome::TransportError, false, 0, 400, kHttp, Verdict::Legacy},
        ProbeRow{"HTTP 404 HTML", Outcome::TransportError, false, 0, 404, kHttp, Verdict::Legacy},
        ProbeRow{"HTTP 405", Outcome::TransportError, false, 0, 405, kHttp, Verdict::Legacy},
        ProbeRow{
            "HTTP 401 is auth", Outcome::TransportError, false, 0, 401, kHttp, Verdict::Failure},
        ProbeRow{
            "HTTP 403 is auth", Outcome::TransportError, false, 0, 403, kHttp, Verdict::Failure},
        ProbeRow{"HTTP 500", Outcome::TransportError, false, 0, 500, kHttp, Verdict::Failure},
        ProbeRow{"HTTP 503", Outcome::TransportError, false, 0, 503, kHttp, Verdict::Failure},
        ProbeRow{"HTTP no response", Outcome::TransportError, false, 0, 0, kHttp, Verdict::Failure},
        ProbeRow{
            "HTTP timeout is an outage", Outcome::Timeout, false, 0, 0, kHttp, Verdict::Failure},
        ProbeRow{"HTTP closed", Outcome::ConnectionClosed, false, 0, 0, kHttp, Verdict::Failure}));

QJsonObject discoverResult(const QJsonArray &versions = {u"2026-07-28"_s})
{
    return {{"resultType"_L1, u"complete"_s},
            {"supportedVersions"_L1, versions},
            {"capabilities"_L1, QJsonObject{{"tools"_L1, QJsonObject{}}}},
            {"ttlMs"_L1, 0},
            {"cacheScope"_L1, u"private"_s},
            {"_meta"_L1,
             QJsonObject{{"io.modelcontextprotocol/serverInfo"_L1,
                          QJsonObject{{"name"_L1, u"modern"_s}, {"version"_L1, u"2"_s}}}}}};
}

void respondUnsupported(SessionHarness &h,
                        const JsonRpcMessage &request,
                        const QJsonArray &supported)
{
    h.transport->deliver(
        JsonRpcMessage::errorResponse(
            request.id(),
            {JsonRpc::ErrorCode::UnsupportedProtocolVersion,
             u"Unsupported protocol version"_s,
             QJsonObject{{"supported"_L1, supported}, {"requested"_L1, u"2026-07-28"_s}}})
            .json()
            .toObject());
}

void useAutoEra(SessionHarness &h, int probeTimeoutMs = 3000)
{
    auto handshake = std::make_unique<AutoEraHandshake>(u"2026-07-28"_s);
    handshake->setProbeTimeout(probeTimeoutMs);
    h.session->setHandshake(std::move(handshake));
}

bool connectAndSettle(SessionHarness &h)
{
    h.session->connectToServer();
    const bool settled = QTest::qWaitFor(
        [&h] {
            return h.session->state() == McpSession::State::Ready
                   || h.session->state() == McpSession::State::Failed;
        },
        5000);
    return settled && h.session->state() == McpSession::State::Ready;
}

TEST(EraDetectionStdio, LegacyIsTheDefaultAndNeverProbes)
{
    SessionHarness h;
    ASSERT_TRUE(h.connectAndWait());
    EXPECT_TRUE(h.server->receivedWithMethod(u"server/discover"_s).isEmpty());
    EXPECT_EQ(h.session->era(), ServerConfig::Era::Legacy);
    EXPECT_EQ(h.session->protocolVersion(), u"2025-11-25"_s);
}

TEST(EraDetectionStdio, DiscoverResultMeansModern)
{
    SessionHarness h;
    useAutoEra(h);
    h.server->on(u"server/discover"_s,
                 [&h](const JsonRpcMessage &r) { h.server->respond(r, discoverResult()); });
    QSignalSpy detected(h.session.get(), &McpSession::eraDetected);
    ASSERT_TRUE(connectAndSettle(h)) << h.session->failureReason().toStdString();
    EXPECT_TRUE(h.server->receivedWithMethod(u"initialize"_s).isEmpty());
    EXPECT_EQ(h.session->era(), ServerConfig::Era::Modern);
    EXPECT_EQ(h.session->serverInfo().name(), u"modern"_s);
    EXPECT_EQ(h.session->serverInfo().era, u"modern"_s);
    ASSERT_EQ(detected.size(), 1);
    EXPECT_EQ(detected.at(0).at(1).toString(), u"2026-07-28"_s);
    const QJsonObject meta = h.server->receivedWithMethod(u"server/discover"_s)
                                 .first()
                                 .paramsObject()
                                 .value("_meta"_L1)
                                 .toObject();
    EXPECT_EQ(meta.value(ModernMeta::ProtocolVersionKey).toString(), u"2026-07-28"_s);
    EXPECT_TRUE(meta.value(ModernMeta::ClientCapabilitiesKey).isObject());
    EXPECT_EQ(meta.value(ModernMeta::ClientInfoKey).toObject().value("name"_L1).toString(),
              u"mcpscope"_s);
    // The client reads skills (SEP-2640) and says so from the first modern request on.
    EXPECT_EQ(meta.value(ModernMeta::ClientCapabilitiesKey)
                  .toObject()
                  .value("extensions"_L1)
                  .toObject()
                  .value(SkillManifests::ExtensionId),
              QJsonValue(QJsonObject()));
}

class LegacyAnswers : public ::testing::TestWithParam<int>
{};

TEST_P(LegacyAnswers, AnyOtherErrorFallsBackToInitialize)
{
    SessionHarness h;
    useAutoEra(h);
    const int code = GetParam();
    h.server->on(u"server/discover"_s, [&h, code](const JsonRpcMessage &r) {
        h.server->respondError(r, code, u"no such method"_s);
    });
    ASSERT_TRUE(connectAndSettle(h)) << h.session->failureReason().toStdString();
    EXPECT_EQ(h.server->receivedWithMethod(u"initialize"_s).size(), 1);
    EXPECT_EQ(h.session->era(), ServerConfig::Era::Legacy);
    EXPECT_TRUE(h.diagnostics().join(u'\n').contains(u"era: legacy"_s));
    // Legacy requests carry no modern _meta.
    const QJsonObject init = h.server->receivedWithMethod(u"initialize"_s).first().paramsObject();
    EXPECT_FALSE(init.contains("_meta"_L1));
    // Nor the 2026-07-28 extensions the probe declared.
    EXPECT_FALSE(init.value("capabilities"_L1).toObject().contains("extensions"_L1));
}
INSTANTIATE_TEST_SUITE_P(Codes,
                         LegacyAnswers,
                         ::testing::Values(-32601, -32602, -32600, -32603, -1));

TEST(EraDetectionStdio, SilenceFallsBackAfterTheProbeTimeout)
{
    SessionHarness h;
    useAutoEra(h, 100);
    ASSERT_TRUE(connectAndSettle(h)) << h.session->failureReason().toStdString();
    EXPECT_EQ(h.server->receivedWithMethod(u"initialize"_s).size(), 1);
    EXPECT_EQ(h.session->era(), ServerConfig::Era::Legacy);
}

TEST(EraDetectionStdio, UnsupportedVersionIsRetriedOnceWithAMutualVersion)
{
    SessionHarness h;
    useAutoEra(h);
    int probes = 0;
    h.server->on(u"server/discover"_s, [&](const JsonRpcMessage &r) {
        if (++probes == 1)
            respondUnsupported(h, r, {u"2026-07-28"_s, u"2099-01-01"_s});
        else
            h.server->respond(r, discoverResult());
    });
    ASSERT_TRUE(connectAndSettle(h)) << h.session->failureReason().toStdString();
    const QList<JsonRpcMessage> discovers = h.server->receivedWithMethod(u"server/discover"_s);
    ASSERT_EQ(discovers.size(), 2);
    EXPECT_NE(discovers.at(0).id(), discovers.at(1).id());
    EXPECT_TRUE(h.server->receivedWithMethod(u"initialize"_s).isEmpty());
    EXPECT_EQ(h.session->era(), ServerConfig::Era::Modern);
}

TEST(EraDetectionStdio, UnsupportedVersionTwiceIsNotRetriedAgain)
{
    SessionHarness h;
    useAutoEra(h);
    h.server->on(u"server/discover"_s,
                 [&h](const JsonRpcMessage &r) { respondUnsupported(h, r, {u"2026-07-28"_s}); });
    EXPECT_FALSE(connectAndSettle(h));
    EXPECT_EQ(h.server->receivedWithMethod(u"server/discover"_s).size(), 2);
    // Modern evidence: no fallback to initialize.
    EXPECT_TRUE(h.server->receivedWithMethod(u"initialize"_s).isEmpty());
}

TEST(EraDetectionStdio, NoMutualVersionFailsWithoutFallingBack)
{
    SessionHarness h;
    useAutoEra(h);
    h.server->on(u"server/discover"_s,
                 [&h](const JsonRpcMessage &r) { respondUnsupported(h, r, {u"2099-01-01"_s}); });
    EXPECT_FALSE(connectAndSettle(h));
    EXPECT_EQ(h.server->receivedWithMethod(u"server/discover"_s).size(), 1);
    EXPECT_TRUE(h.server->receivedWithMethod(u"initialize"_s).isEmpty());
    EXPECT_TRUE(h.diagnostics().join(u'\n').contains(u"2099-01-01"_s));
}

TEST(EraDetectionStdio, PinnedModernNeverFallsBack)
{
    SessionHarness h;
    h.session->setEraPreference(ServerConfig::Era::Modern);
    h.server->on(u"server/discover"_s, [&h](const JsonRpcMessage &r) {
        h.server->respondError(r, JsonRpc::ErrorCode::MethodNotFound, u"nope"_s);
    });
    EXPECT_FALSE(connectAndSettle(h));
    EXPECT_TRUE(h.server->receivedWithMethod(u"initialize"_s).isEmpty());
    EXPECT_TRUE(h.session->failureReason().contains(u"server/discover"_s));
}

TEST(EraDetectionStdio, ModernRequestsCarryTheModernCapabilityShapes)
{
    SessionHarness h;
    h.session->setEraPreference(ServerConfig::Era::Modern);
    h.session->setClientCapabilities({{"roots"_L1, QJsonObject{{"listChanged"_L1, true}}},
                                      {"elicitation"_L1, QJsonObject{{"form"_L1, QJsonObject{}}}},
                                      {"tasks"_L1, QJsonObject{{"list"_L1, QJsonObject{}}}}});
    h.session->setRequestLogLevel(u"debug"_s);
    h.server->on(u"server/discover"_s,
                 [&h](const JsonRpcMessage &r) { h.server->respond(r, discoverResult()); });
    ASSERT_TRUE(connectAndSettle(h));
    h.session->sendRequest(u"tools/list"_s);
    ASSERT_TRUE(QTest::qWaitFor(
        [&h] { return !h.server->receivedWithMethod(u"tools/list"_s).isEmpty(); }, 2000));
    const QJsonObject meta = h.server->receivedWithMethod(u"tools/list"_s)
                                 .first()
                                 .paramsObject()
                                 .value("_meta"_L1)
                                 .toObject();
    const QJsonObject capabilities = meta.value(ModernMeta::ClientCapabilitiesKey).toObject();
    EXPECT_EQ(capabilities.value("roots"_L1).toObject(), QJsonObject{});
    EXPECT_FALSE(capabilities.contains("tasks"_L1));
    EXPECT_TRUE(capabilities.contains("elicitation"_L1));
    EXPECT_EQ(meta.value(ModernMeta::LogLevelKey).toString(), u"debug"_s);
}

// --- Streamable HTTP ---

QByteArray jsonBody(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

struct HttpEraFixture
{
    std::function<void(const ScriptedHttpServer::Request &, ScriptedHttpServer::Reply)> onDiscover;
    QJsonArray tools;
    ScriptedHttpServer server{[this](const ScriptedHttpServer::Request &request,
                                     ScriptedHttpServer::Reply reply) { handle(request, reply); }};
    std::unique_ptr<McpSession> session;

    void handle(const ScriptedHttpServer::Request &request, ScriptedHttpServer::Reply reply)
    {
        if (request.method != "POST") {
            reply.send(405, "text/plain", "POST only");
            return;
        }
        const JsonRpcMessage message = JsonRpc::decode(request.body).messages.value(0);
        if (message.method() == "server/discover"_L1) {
            onDiscover(request, reply);
            return;
        }
        if (message.method() == "initialize"_L1) {
            reply.send(200,
                       "application/json",
                       jsonBody(JsonRpcMessage::response(
                                    message.id(),
                                    QJsonObject{{"protocolVersion"_L1, u"2025-11-25"_s},
                                                {"capabilities"_L1, QJsonObject{}},
                                                {"serverInfo"_L1,
                                                 QJsonObject{{"name"_L1, u"legacy"_s},
                                                             {"version"_L1, u"1"_s}}}})
                                    .json()
                                    .toObject()));
            return;
        }
        if (!message.isRequest()) {
            reply.send(202, {}, {});
            return;
        }
        reply.send(200,
                   "application/json",
                   jsonBody(JsonRpcMessage::response(message.id(), QJsonObject{{"tools"_L1, tools}})
                                .json()
                                .toObject()));
    }

    bool connect(ServerConfig::Era era = ServerConfig::Era::Auto)
    {
        if (!server.listen())
            return false;
        ServerConfig config;
        config.url = QUrl(QString::fromLatin1(server.url("/mcp")));
        config.transportChosen = true;
        session = std::make_unique<McpSession>(std::make_unique<StreamableHttpTransport>(config));
        session->setEraPreference(era);
        session->connectToServer();
        const bool settled = QTest::qWaitFor(
            [this] {
                return session->state() == McpSession::State::Ready
                       || session->state() == McpSession::State::Failed;
            },
            10000);
        return settled && session->state() == McpSession::State::Ready;
    }

    QList<JsonRpcMessage> posted(const QString &method) const
    {
        QList<JsonRpcMessage> found;
        for (const ScriptedHttpServer::Request &request : server.requestsWithMethod("POST")) {
            const JsonRpcMessage message = JsonRpc::decode(request.body).messages.value(0);
            if (message.method() == method)
                found << message;
        }
        return found;
    }
};

TEST(EraDetectionHttp, EmptyBody400FallsBackToInitialize)
{
    HttpEraFixture f;
    f.onDiscover
        = [](const auto &, ScriptedHttpServer::Reply reply) { reply.send(400, "text/plain", ""); };
    ASSERT_TRUE(f.connect()) << f.session->failureReason().toStdString();
    EXPECT_EQ(f.posted(u"initialize"_s).size(), 1);
    EXPECT_EQ(f.session->era(), ServerConfig::Era::Legacy);
}

TEST(EraDetectionHttp, Unrecognized404FallsBackToInitialize)
{
    HttpEraFixture f;
    f.onDiscover = [](const auto &, ScriptedHttpServer::Reply reply) {
        reply.send(404, "text/html", "<html><body>Not Found</body></html>");
    };
    ASSERT_TRUE(f.connect()) << f.session->failureReason().toStdString();
    EXPECT_EQ(f.posted(u"initialize"_s).size(), 1);
}

class AuthAndOutages : public ::testing::TestWithParam<int>
{};

TEST_P(AuthAndOutages, AreNotEraEvidence)
{
    HttpEraFixture f;
    const int status = GetParam();
    f.onDiscover = [status](const auto &, ScriptedHttpServer::Reply reply) {
        reply.send(status, "text/plain", "no");
    };
    EXPECT_FALSE(f.connect());
    EXPECT_TRUE(f.posted(u"initialize"_s).isEmpty());
    EXPECT_TRUE(f.session->failureReason().contains(QString::number(status)))
        << f.session->failureReason().toStdString();
}
INSTANTIATE_TEST_SUITE_P(Statuses, AuthAndOutages, ::testing::Values(401, 403, 500, 503));

TEST(EraDetectionHttp, ModernErrorBodyIsCorrectedOnceAndHeadersFollowTheVersion)
{
    HttpEraFixture f;
    int probes = 0;
    f.onDiscover = [&probes](const ScriptedHttpServer::Request &request,
                             ScriptedHttpServer::Reply reply) {
        const JsonRpcMessage message = JsonRpc::decode(request.body).messages.value(0);
        if (++probes == 1) {
            // As the suite's mocks do: 400 and a JSON-RPC error with a null id.
            reply.send(
                400,
                "application/json",
                R"({"jsonrpc":"2.0","id":null,"error":{"code":-32022,"message":"Unsupported",)"
                R"("data":{"supported":["2026-07-28"],"requested":"2026-07-28"}}})");
            return;
        }
        reply.send(
            200,
            "application/json",
            jsonBody(JsonRpcMessage::response(message.id(), discoverResult()).json().toObject()));
    };
    ASSERT_TRUE(f.connect()) << f.session->failureReason().toStdString();
    EXPECT_EQ(f.session->era(), ServerConfig::Era::Modern);
    EXPECT_TRUE(f.posted(u"initialize"_s).isEmpty());
    f.session->sendRequest(u"tools/list"_s);
    ASSERT_TRUE(QTest::qWaitFor([&f] { return !f.posted(u"tools/list"_s).isEmpty(); }, 5000));
    for (const ScriptedHttpServer::Request &request : f.server.requests()) {
        EXPECT_EQ(request.method, QByteArray("POST")) << "no GET stream, no DELETE";
        EXPECT_EQ(request.headers.value("mcp-protocol-version"), QByteArray("2026-07-28"));
        EXPECT_FALSE(request.headers.value("mcp-method").isEmpty());
        EXPECT_FALSE(request.headers.contains("mcp-session-id"));
    }
}

TEST(EraDetectionHttp, ToolsWithInvalidMarkersAreLeftOutAndMarkedArgumentsMirrored)
{
    HttpEraFixture f;
    f.onDiscover = [](const ScriptedHttpServer::Request &request, ScriptedHttpServer::Reply reply) {
        const JsonRpcMessage message = JsonRpc::decode(request.body).messages.value(0);
        reply.send(
            200,
            "application/json",
            jsonBody(JsonRpcMessage::response(message.id(), discoverResult()).json().toObject()));
    };
    f.tools = QJsonDocument::fromJson(R"([
        {"name":"good","inputSchema":{"type":"object","properties":{
            "region":{"type":"string","x-mcp-header":"Region"}}}},
        {"name":"bad","inputSchema":{"type":"object","properties":{
            "score":{"type":"number","x-mcp-header":"Score"}}}}])")
                  .array();
    ASSERT_TRUE(f.connect(ServerConfig::Era::Modern)) << f.session->failureReason().toStdString();
    QSignalSpy excluded(f.session.get(), &McpSession::toolsExcluded);

    PendingRequest *list = f.session->sendRequest(u"tools/list"_s);
    QJsonArray listed;
    QString listError;
    QObject::connect(list, &PendingRequest::finished, list, [&listed, &listError, list] {
        listed = list->result().toObject().value("tools"_L1).toArray();
        listError = list->errorString();
    });
    ASSERT_TRUE(QTest::qWaitFor([&listed] { return !listed.isEmpty(); }, 5000))
        << listError.toStdString();
    ASSERT_EQ(listed.size(), 1);
    EXPECT_EQ(listed.first().toObject().value("name"_L1), u"good"_s);
    ASSERT_EQ(f.session->excludedTools().size(), 1);
    EXPECT_EQ(f.session->excludedTools().first().name, u"bad"_s);
    EXPECT_TRUE(f.session->excludedTools().first().reason.contains(u"number"_s));
    EXPECT_EQ(excluded.size(), 1);
    f.session->sendRequest(
        u"tools/call"_s,
        {{"name"_L1, u"good"_s}, {"arguments"_L1, QJsonObject{{"region"_L1, u"eu west"_s}}}});
    ASSERT_TRUE(QTest::qWaitFor([&f] { return !f.posted(u"tools/call"_s).isEmpty(); }, 5000));
    for (const ScriptedHttpServer::Request &request : f.server.requestsWithMethod("POST")) {
        if (request.headers.value("mcp-method") != "tools/call")
            continue;
        EXPECT_EQ(request.headers.value("mcp-name"), QByteArray("good"));
        EXPECT_EQ(request.headers.value("mcp-param-region"), QByteArray("eu west"));
    }
}

} // namespace
