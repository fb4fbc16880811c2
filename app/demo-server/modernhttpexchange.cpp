// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "modernhttpexchange.h"

#include "httpconnection.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/jsonrpc/jsonrpcerrors.h>

using namespace Qt::StringLiterals;

namespace {

// An SSE event without an id: this revision has no resumption to offer.
QByteArray sseEvent(const QByteArray &data)
{
    QByteArray normalized = data;
    normalized.replace("\r\n", "\n").replace('\r', '\n');
    QByteArray bytes;
    for (const QByteArray &line : normalized.split('\n'))
        bytes += "data: " + line + '\n';
    return bytes + '\n';
}

DemoServerOptions modernOnly(DemoServerOptions options)
{
    // The endpoint sends only modern requests here, whatever --era says.
    options.era = DemoEra::Modern;
    return options;
}

} // namespace

ModernHttpExchange::ModernHttpExchange(HttpConnection *connection,
                                       const DemoServerOptions &options,
                                       NoteBook *notes,
                                       TaskStore *tasks,
                                       int keepAliveMs,
                                       QObject *parent)
    : QObject(parent)
    , m_connection(connection)
    , m_server(modernOnly(options), notes)
{
    m_server.setSharedTasks(tasks);
    m_keepAlive.setInterval(keepAliveMs);
    connect(&m_keepAlive, &QTimer::timeout, this, [this] {
        if (m_connection)
            m_connection->writeChunk(QByteArrayLiteral(":\n\n"));
    });
    connect(&m_server, &DemoServer::messageReady, this, [this](const JsonRpcMessage &message) {
        capture({message, {}});
    });
    connect(&m_server, &DemoServer::rawLineReady, this, [this](const QByteArray &line) {
        capture({std::nullopt, line});
    });
    connect(&m_server, &DemoServer::diagnosticReady, this, &ModernHttpExchange::logLine);
    connect(&m_server, &DemoServer::exitRequested, this, [this](int exitCode) {
        m_exiting = true;
        Q_EMIT exitRequested(exitCode);
    });
    // MCP 2026-07-28, Cancellation: closing the response is cancelling the request.
    connect(connection, &HttpConnection::closed, this, [this] {
        if (!m_finished)
            Q_EMIT logLine(u"the client closed its POST; the request is cancelled"_s);
        finish();
    });
}

int ModernHttpExchange::statusFor(const JsonRpcMessage &message)
{
    if (message.kind() != JsonRpcMessage::Kind::Error)
        return 200;
    switch (message.error().code) {
    case JsonRpc::ErrorCode::MethodNotFound:
        return 404;
    case JsonRpc::ErrorCode::HeaderMismatch:
    case JsonRpc::ErrorCode::MissingRequiredClientCapability:
    case JsonRpc::ErrorCode::UnsupportedProtocolVersion:
        return 400;
    default:
        return 200;
    }
}

void ModernHttpExchange::start(const QByteArray &body)
{
    m_capturing = true;
    m_server.handleFrame(body);
    m_capturing = false;
    if (m_exiting)
        return; // misbehave crash: the process goes away without another byte
    const QList<Output> outputs = std::exchange(m_captured, {});
    const bool onlyAResponse
        = outputs.size() == 1 && outputs.first().message && outputs.first().message->isResponse();
    if (onlyAResponse) {
        answerAtOnce(outputs);
        return;
    }
    const bool onlyRawLines
        = !outputs.isEmpty() && std::all_of(outputs.cbegin(), outputs.cend(), [](const Output &o) {
              return !o.message;
          });
    if (onlyRawLines) {
        answerAtOnce(outputs); // misbehave malformed: a broken application/json body
        return;
    }
    openStream();
    for (const Output &output : outputs)
        write(output);
}

void ModernHttpExchange::capture(const Output &output)
{
    if (m_capturing)
        m_captured.append(output);
    else if (!m_finished && !m_exiting)
        write(output);
}

void ModernHttpExchange::answerAtOnce(const QList<Output> &outputs)
{
    const Output &output = outputs.first();
    const QByteArray body = output.message ? JsonRpc::encode(*output.message) : output.rawLine;
    const int status = output.message ? statusFor(*output.message) : 200;
    if (m_connection)
        m_connection->respond(status, {{"Content-Type", "application/json"}}, body);
    finish();
}

void ModernHttpExchange::openStream()
{
    m_streaming = true;
    m_connection->startStream(200,
                              {{"Content-Type", "text/event-stream"},
                               {"Cache-Control", "no-cache"},
                               {"X-Accel-Buffering", "no"}});
    m_keepAlive.start();
}

void ModernHttpExchange::write(const Output &output)
{
    if (!m_streaming || !m_connection)
        return;
    m_connection->writeChunk(
        sseEvent(output.message ? JsonRpc::encode(*output.message) : output.rawLine));
    // The final response ends the stream (a listen stream's response is its graceful end).
    if (output.message && output.message->isResponse()) {
        m_connection->endStream();
        finish();
    }
}

void ModernHttpExchange::endGracefully()
{
    if (m_finished)
        return;
    m_server.endSubscriptions(); // writes each listen result, which ends the stream
    if (!m_finished && m_connection && m_streaming)
        m_connection->endStream();
    finish();
}

void ModernHttpExchange::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    m_keepAlive.stop();
    Q_EMIT finished();
}
