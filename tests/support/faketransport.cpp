// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "faketransport.h"

#include <core/jsonrpc/jsonrpccodec.h>

#include <QTimer>

using namespace Qt::StringLiterals;

FakeTransport::FakeTransport(QObject *parent)
    : Transport(parent)
{}

void FakeTransport::open()
{
    if (!m_openFailure.isEmpty()) {
        setCloseReason(m_openFailure);
        return;
    }
    setState(State::Opening);
    QTimer::singleShot(0, this, [this] { setState(State::Open); });
}

void FakeTransport::close()
{
    setState(State::Closing);
    QTimer::singleShot(0, this, [this] { setState(State::Closed); });
}

void FakeTransport::sendFrame(const QByteArray &frame)
{
    m_sent.append(frame);
    Q_EMIT frameSent(frame);
}

void FakeTransport::deliver(const QByteArray &frame)
{
    Q_EMIT frameReceived(frame, FrameInfo{u"fake"_s});
}

void FakeTransport::deliver(const QJsonObject &message)
{
    deliver(JsonRpc::encode(message));
}

void FakeTransport::closeFromServer(const QString &reason, const QString &lastDiagnostic)
{
    setCloseReason(reason);
    m_lastDiagnostic = lastDiagnostic;
    setState(State::Closed);
}

QList<JsonRpcMessage> FakeTransport::sentMessages() const
{
    QList<JsonRpcMessage> messages;
    for (const QByteArray &frame : m_sent)
        messages << JsonRpc::decode(frame).messages;
    return messages;
}

QList<JsonRpcMessage> FakeTransport::sentWithMethod(const QString &method) const
{
    QList<JsonRpcMessage> matching;
    for (const JsonRpcMessage &message : sentMessages()) {
        if (message.method() == method)
            matching << message;
    }
    return matching;
}

ScriptedServer::ScriptedServer(FakeTransport *transport)
    : QObject(transport)
    , m_transport(transport)
{
    connect(transport, &FakeTransport::frameSent, this, &ScriptedServer::handleFrame);
    on(u"initialize"_s, [this](const JsonRpcMessage &request) {
        respond(request,
                QJsonObject{{"protocolVersion"_L1, m_protocolVersion},
                            {"capabilities"_L1, QJsonObject{{"tools"_L1, QJsonObject{}}}},
                            {"serverInfo"_L1,
                             QJsonObject{{"name"_L1, u"scripted"_s}, {"version"_L1, u"1.0"_s}}}});
    });
    on(u"ping"_s, [this](const JsonRpcMessage &request) { respond(request, QJsonObject{}); });
}

void ScriptedServer::handleFrame(const QByteArray &frame)
{
    for (const JsonRpcMessage &message : JsonRpc::decode(frame).messages) {
        m_received << message;
        if (!message.isRequest())
            continue;
        const auto handler = m_handlers.constFind(message.method());
        if (handler != m_handlers.constEnd()) {
            // Answer asynchronously, like a real server.
            const Handler h = *handler;
            QTimer::singleShot(0, this, [h, message] { h(message); });
        }
    }
}

void ScriptedServer::respond(const JsonRpcMessage &request, const QJsonValue &result)
{
    m_transport->deliver(JsonRpcMessage::response(request.id(), result).json().toObject());
}

void ScriptedServer::respondError(const JsonRpcMessage &request, int code, const QString &message)
{
    m_transport->deliver(
        JsonRpcMessage::errorResponse(request.id(), {code, message, {}}).json().toObject());
}

QList<JsonRpcMessage> ScriptedServer::receivedWithMethod(const QString &method) const
{
    QList<JsonRpcMessage> matching;
    for (const JsonRpcMessage &message : m_received) {
        if (message.method() == method)
            matching << message;
    }
    return matching;
}
