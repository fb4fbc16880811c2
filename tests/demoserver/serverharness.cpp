// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverharness.h"

#include <core/mcp/mcpmethods.h>

#include <QJsonArray>

using namespace Qt::StringLiterals;

ServerHarness::ServerHarness(const DemoServerOptions &options)
    : server(options)
{
    QObject::connect(&server, &DemoServer::messageReady, &server, [this](const JsonRpcMessage &m) {
        messages << m;
    });
    QObject::connect(&server, &DemoServer::rawLineReady, &server, [this](const QByteArray &line) {
        rawLines << line;
    });
    QObject::connect(&server, &DemoServer::diagnosticReady, &server, [this](const QString &line) {
        diagnostics << line;
    });
    QObject::connect(
        &server, &DemoServer::exitRequested, &server, [this](int code) { exitCodes << code; });
}

JsonRpcMessage ServerHarness::request(const QString &method, const QJsonObject &params)
{
    const JsonRpcId id(m_nextId++);
    server.handle(JsonRpcMessage::request(id, method, params));
    return responseTo(id).value_or(JsonRpcMessage());
}

void ServerHarness::notify(const QString &method, const QJsonObject &params)
{
    server.handle(JsonRpcMessage::notification(method, params));
}

JsonRpcMessage ServerHarness::initialize(const QString &version)
{
    const JsonRpcMessage response = request(
        Mcp::Method::Initialize,
        {{"protocolVersion"_L1, version},
         {"capabilities"_L1, QJsonObject{}},
         {"clientInfo"_L1, QJsonObject{{"name"_L1, u"harness"_s}, {"version"_L1, u"1"_s}}}});
    notify(Mcp::Method::Initialized);
    return response;
}

QJsonObject ServerHarness::callTool(const QString &name, const QJsonObject &arguments)
{
    return request(Mcp::Method::ToolsCall, {{"name"_L1, name}, {"arguments"_L1, arguments}})
        .result()
        .toObject();
}

std::optional<JsonRpcMessage> ServerHarness::responseTo(const JsonRpcId &id) const
{
    for (const JsonRpcMessage &message : messages) {
        if (message.isResponse() && message.id() == id)
            return message;
    }
    return std::nullopt;
}

QList<JsonRpcMessage> ServerHarness::notifications(const QString &method) const
{
    QList<JsonRpcMessage> found;
    for (const JsonRpcMessage &message : messages) {
        if (message.isNotification() && message.method() == method)
            found << message;
    }
    return found;
}

void ServerHarness::clear()
{
    messages.clear();
    rawLines.clear();
    diagnostics.clear();
    exitCodes.clear();
}

QJsonObject jsonObject(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

QString firstText(const QJsonObject &callToolResult)
{
    const QJsonArray content = callToolResult.value("content"_L1).toArray();
    for (const QJsonValue &item : content) {
        if (item.toObject().value("type"_L1).toString() == "text"_L1)
            return item.toObject().value("text"_L1).toString();
    }
    return {};
}

void PrintTo(const QString &string, std::ostream *os)
{
    *os << '"' << string.toStdString() << '"';
}

void PrintTo(const QByteArray &bytes, std::ostream *os)
{
    *os << '"' << bytes.left(200).toStdString() << (bytes.size() > 200 ? "...\"" : "\"");
}
