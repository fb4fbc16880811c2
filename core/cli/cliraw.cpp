// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// CliRunner, --method raw: sends one frame exactly as given and prints what comes back.
#include "clirunner.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/mcp/mcpsession.h>
#include <core/transport/serverconfig.h>

#include <QJsonDocument>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

// stdio gives no sign that a frame needs no answer: after this long without a frame, a frame
// that carried no request id (a notification, a malformed line) is considered answered.
constexpr int kQuietMs = 500;

QString pretty(const QJsonValue &value)
{
    return QString::fromUtf8(value.isArray()
                                 ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented)
                                 : QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented));
}

} // namespace

void CliRunner::sendRaw()
{
    for (const JsonRpcMessage &message : JsonRpc::decode(m_options.frame).messages) {
        if (message.isRequest())
            m_raw.waiting.insert(message.id());
    }
    m_raw.hadRequests = !m_raw.waiting.isEmpty();
    m_raw.quiet = new QTimer(this);
    m_raw.quiet->setSingleShot(true);
    // Requests wait for their answers up to --timeout; anything else for a quiet moment.
    m_raw.quiet->setInterval(m_raw.waiting.isEmpty() ? kQuietMs : m_options.timeoutMs);
    connect(m_raw.quiet, &QTimer::timeout, this, &CliRunner::finishRaw);
    m_raw.sent = true;
    m_session->sendRawFrame(m_options.frame);
    m_raw.quiet->start();
}

void CliRunner::collectRawReply(const TrafficEvent &event)
{
    if (!m_raw.sent || m_answered)
        return;
    if (event.kind == TrafficEvent::Kind::Transport) {
        // HTTP 202 or 204 without a body: accepted, and nothing will come back for it.
        if (event.http && (event.http->status == 202 || event.http->status == 204))
            m_raw.httpNoBody = true;
    } else if (event.kind == TrafficEvent::Kind::Frame
               && event.direction == TrafficEvent::Direction::Incoming) {
        const JsonRpc::DecodeResult &decoded = event.decoded;
        using Shape = JsonRpc::DecodeResult::Shape;
        if (decoded.shape == Shape::Single || decoded.shape == Shape::Batch) {
            QJsonArray batch;
            for (const JsonRpcMessage &message : decoded.messages) {
                batch.append(message.json());
                m_raw.waiting.remove(message.id());
                m_raw.anyError = m_raw.anyError || message.kind() == JsonRpcMessage::Kind::Error;
            }
            m_raw.received.append(decoded.shape == Shape::Batch ? QJsonValue(batch)
                                                                : batch.first());
        } else {
            writeErr(
                u"mcpscope-cli: warning: the server sent a frame that is not JSON (%1): %2\n"_s.arg(
                    decoded.errorString, QString::fromUtf8(event.raw.left(200))));
        }
        if (!m_raw.hadRequests)
            m_raw.quiet->start(kQuietMs); // stdio: more may follow; wait for a quiet moment
    }
    const bool stdio = m_options.server.transport == ServerConfig::TransportKind::Stdio;
    // Finish on the next turn of the event loop, not inside the transport's own signal: closing
    // a transport from within its reply handling is what the rest of the CLI avoids too.
    if (m_raw.waiting.isEmpty()
        && (m_raw.hadRequests || m_raw.httpNoBody || (!stdio && !m_raw.received.isEmpty())))
        m_raw.quiet->start(0);
}

void CliRunner::finishRaw()
{
    if (m_answered)
        return;
    m_raw.quiet->stop();
    if (!m_raw.waiting.isEmpty()) {
        QStringList ids;
        for (const JsonRpcId &id : std::as_const(m_raw.waiting))
            ids << id.displayText();
        printFailure(u"no answer to request id %1 within %2 ms"_s.arg(ids.join(u", "_s))
                         .arg(m_options.timeoutMs));
        return;
    }
    m_answered = true;
    if (m_options.format == CliOptions::Format::Json) {
        writeOut(pretty(QJsonObject{{"received"_L1, m_raw.received}}));
    } else if (m_raw.received.isEmpty()) {
        writeOut(u"no response\n"_s);
    } else {
        for (const QJsonValue &value : std::as_const(m_raw.received))
            writeOut(u"← "_s + pretty(value));
    }
    finishWith(m_raw.anyError ? ServerError : Success);
}
