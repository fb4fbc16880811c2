// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "support/scriptedhttpserver.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>
#include <core/transport/streamablehttptransport.h>

#include <QJsonArray>
#include <QTest>

// A Streamable HTTP server (ScriptedHttpServer) with a session on it, for the HTTP transport
// tests: each test chooses how tools/call is answered. Named namespace: the test files of one
// target are compiled in batches (unity build).
namespace HttpTest {

using namespace Qt::StringLiterals;
using Reply = ScriptedHttpServer::Reply;
using Request = ScriptedHttpServer::Request;

inline JsonRpcMessage parse(const QByteArray &body)
{
    return JsonRpc::decode(body).messages.value(0);
}

inline QByteArray answer(const JsonRpcMessage &request, const QJsonObject &result)
{
    return JsonRpc::encode(JsonRpcMessage::response(request.id(), result));
}

inline QJsonObject initializeResult()
{
    return {
        {"protocolVersion"_L1, u"2025-11-25"_s},
        {"capabilities"_L1, QJsonObject{{"tools"_L1, QJsonObject{}}}},
        {"serverInfo"_L1, QJsonObject{{"name"_L1, u"scripted-http"_s}, {"version"_L1, u"1"_s}}}};
}

// A Streamable HTTP server whose tools/call behaviour each test chooses.
struct HttpFixture
{
    std::function<void(const JsonRpcMessage &, Reply)> onCall;
    std::function<void(const Request &, Reply)> onGet; // unset: 405, no GET stream
    QByteArray sessionId = "s1";
    bool sessionKnown = true;
    ScriptedHttpServer server{
        [this](const Request &request, Reply reply) { handle(request, reply); }};
    std::unique_ptr<McpSession> session;
    QList<TrafficEvent> traffic;

    void handle(const Request &request, Reply reply)
    {
        if (request.method == "GET" && onGet) {
            onGet(request, reply);
            return;
        }
        if (request.method == "GET") {
            reply.send(405, "text/plain", "GET not supported");
            return;
        }
        if (request.method == "DELETE") {
            reply.send(200, {}, {});
            return;
        }
        const JsonRpcMessage message = parse(request.body);
        if (message.method() == "initialize"_L1) {
            sessionKnown = true;
            reply.send(200,
                       "application/json",
                       answer(message, initializeResult()),
                       {{"Mcp-Session-Id", sessionId}});
            return;
        }
        if (!sessionKnown && request.headers.contains("mcp-session-id")) {
            reply.send(404, "text/plain", "Session not found");
            return;
        }
        if (!message.isRequest()) {
            reply.send(202, {}, {});
            return;
        }
        if (onCall)
            onCall(message, reply);
        else
            reply.send(
                200, "application/json", answer(message, QJsonObject{{"tools"_L1, QJsonArray{}}}));
    }

    bool connect(ServerConfig config = {})
    {
        if (!server.listen())
            return false;
        if (config.url.isEmpty())
            config.url = QUrl(QString::fromLatin1(server.url("/mcp")));
        config.transportChosen = true;
        session = std::make_unique<McpSession>(std::make_unique<StreamableHttpTransport>(config));
        QObject::connect(session.get(),
                         &McpSession::trafficObserved,
                         session.get(),
                         [this](const TrafficEvent &e) { traffic << e; });
        session->connectToServer();
        return QTest::qWaitFor(
                   [this] {
                       return session->state() == McpSession::State::Ready
                              || session->state() == McpSession::State::Failed;
                   },
                   10000)
               && session->state() == McpSession::State::Ready;
    }

    QStringList transportTexts() const
    {
        QStringList texts;
        for (const TrafficEvent &e : traffic) {
            if (e.kind != TrafficEvent::Kind::Frame)
                texts << e.text;
        }
        return texts;
    }
};

struct Outcome
{
    bool done = false;
    PendingRequest::Outcome outcome = PendingRequest::Outcome::Pending;
    QJsonValue result;
    QString error;
    int progressCount = 0;
};

inline Outcome
call(McpSession *session, const QString &method = u"tools/call"_s, bool progress = false)
{
    Outcome out;
    RequestOptions options;
    options.withProgress = progress;
    options.timeoutMs = 10000;
    PendingRequest *request = session->sendRequest(method, {{"name"_L1, u"t"_s}}, options);
    QObject::connect(
        request, &PendingRequest::progressReported, request, [&out] { ++out.progressCount; });
    QObject::connect(request, &PendingRequest::finished, request, [&out, request] {
        out.done = true;
        out.outcome = request->outcome();
        out.result = request->result();
        out.error = request->errorString();
    });
    // The callers assert on out.done and out.outcome, which say more than a bare false.
    static_cast<void>(QTest::qWaitFor([&out] { return out.done; }, 15000));
    return out;
}

} // namespace HttpTest
