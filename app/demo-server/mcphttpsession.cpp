// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mcphttpsession.h"

#include "httpconnection.h"
#include "httpresponse.h"
#include "ssestream.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/mcp/mcpmethods.h>
#include <core/transport/httpstatus.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int MaxKeptStreams = 32;
constexpr qsizetype MaxForgottenIds = 256;

bool isRawLine(const McpHttpSession::Output &output)
{
    return !output.message;
}

QJsonValue progressTokenOf(const JsonRpcMessage &request)
{
    return request.paramsObject().value("_meta"_L1).toObject().value("progressToken"_L1);
}

} // namespace

McpHttpSession::McpHttpSession(const QByteArray &id,
                               int keepAliveMs,
                               const DemoServerOptions &options,
                               QObject *parent)
    : QObject(parent)
    , m_id(id)
    , m_keepAliveMs(keepAliveMs)
    , m_server(options)
    , m_getStream(new SseStream(0, keepAliveMs, this))
{
    m_streams.insert(0, m_getStream);
    connect(&m_server, &DemoServer::messageReady, this, [this](const JsonRpcMessage &message) {
        capture({message, {}});
    });
    connect(&m_server, &DemoServer::rawLineReady, this, [this](const QByteArray &line) {
        capture({std::nullopt, line});
    });
    connect(&m_server, &DemoServer::diagnosticReady, this, &McpHttpSession::log);
    connect(&m_server, &DemoServer::exitRequested, this, [this](int exitCode) {
        m_exiting = true;
        Q_EMIT exitRequested(exitCode);
    });
}

McpHttpSession::~McpHttpSession() = default;

void McpHttpSession::log(const QString &line)
{
    Q_EMIT logLine(u"[session %1] %2"_s.arg(QString::fromLatin1(m_id.left(8)), line));
}

HttpHeaderList McpHttpSession::sessionHeaders() const
{
    // Before a successful initialize the session does not exist for the client yet.
    if (m_server.negotiatedVersion().isEmpty())
        return {};
    return {{"Mcp-Session-Id", m_id}};
}

void McpHttpSession::capture(const Output &output)
{
    // DemoServer answers most requests synchronously, inside handleFrame(): collect those
    // answers so that post() can choose between application/json and an event stream.
    if (m_capturing)
        m_captured.append(output);
    else if (!m_exiting && !m_terminated)
        route(output, nullptr);
}

void McpHttpSession::post(HttpConnection *connection, const QByteArray &body)
{
    const JsonRpc::DecodeResult decoded = JsonRpc::decode(body);
    std::unique_ptr<Exchange> exchange = makeExchange(connection, decoded);
    const QList<Output> immediate = runServer(body);
    if (m_exiting)
        return; // misbehave crash: the process goes away without another byte
    for (const JsonRpcMessage &message : decoded.messages) {
        if (message.isNotification() && message.method() == Mcp::Method::Cancelled)
            cancelExchange(JsonRpcId::fromJson(message.paramsObject().value("requestId"_L1)));
    }
    if (!answerAtOnce(*exchange, immediate))
        keep(std::move(exchange), immediate);
}

std::unique_ptr<McpHttpSession::Exchange>
McpHttpSession::makeExchange(HttpConnection *connection, const JsonRpc::DecodeResult &decoded)
{
    auto exchange = std::make_unique<Exchange>();
    exchange->serial = m_nextSerial++;
    exchange->connection = connection;
    exchange->batch = decoded.shape == JsonRpc::DecodeResult::Shape::Batch;
    for (const JsonRpcMessage &message : decoded.messages) {
        if (!message.isRequest() || !message.id().isValidRequestId())
            continue;
        exchange->awaiting.append(message.id());
        if (exchange->progressToken.isUndefined())
            exchange->progressToken = progressTokenOf(message);
    }
    return exchange;
}

QList<McpHttpSession::Output> McpHttpSession::runServer(const QByteArray &body)
{
    m_capturing = true;
    m_server.handleFrame(body);
    m_capturing = false;
    return std::exchange(m_captured, {});
}

bool McpHttpSession::answerAtOnce(const Exchange &exchange, const QList<Output> &immediate)
{
    HttpConnection *connection = exchange.connection;
    if (exchange.awaiting.isEmpty()) {
        // MCP 2025-11-25: notifications and responses are accepted with 202 and no body; what
        // DemoServer rejected (an invalid message, a parse error) comes back as 400 and its error.
        if (immediate.isEmpty())
            connection->respond(202, sessionHeaders());
        else
            answerImmediately(connection, 400, immediate);
        return true;
    }
    if (exchange.batch && !m_server.acceptsBatches()) {
        answerImmediately(connection, 400, immediate); // the batch was refused as a whole
        return true;
    }
    const bool hasResponse = std::any_of(immediate.cbegin(), immediate.cend(), [](const Output &o) {
        return o.message && o.message->isResponse();
    });
    if (hasResponse || !std::any_of(immediate.cbegin(), immediate.cend(), isRawLine))
        return false;
    // misbehave malformed: the bytes are the whole (broken) application/json body.
    QByteArrayList lines;
    for (const Output &output : immediate)
        lines.append(output.rawLine);
    HttpHeaderList headers = sessionHeaders();
    headers.emplaceBack("Content-Type", "application/json");
    connection->respond(200, headers, lines.join('\n'));
    return true;
}

void McpHttpSession::keep(std::unique_ptr<Exchange> exchange, const QList<Output> &immediate)
{
    Exchange *current = exchange.get();
    m_exchanges.push_back(std::move(exchange));
    const quint64 serial = current->serial;
    connect(current->connection, &HttpConnection::closed, this, [this, serial] {
        Exchange *closed = findExchange(serial);
        // An event stream stays for resumption; a plain POST cannot be resumed.
        if (!closed || closed->stream)
            return;
        for (const JsonRpcId &id : std::as_const(closed->awaiting))
            forget(id);
        takeExchange(closed);
    });
    // A request that asked for progress, or a non-JSON line before the answer, needs events.
    if (!current->progressToken.isUndefined()
        || std::any_of(immediate.cbegin(), immediate.cend(), isRawLine))
        openStream(current);
    for (const Output &output : immediate) {
        // Answering may have finished the exchange already (a batch answered in parts).
        route(output, findExchange(serial));
    }
}

void McpHttpSession::answerImmediately(HttpConnection *connection,
                                       int status,
                                       const QList<Output> &immediate)
{
    QJsonArray messages;
    for (const Output &output : immediate) {
        if (output.message)
            messages.append(output.message->json());
    }
    HttpHeaderList headers = sessionHeaders();
    headers.emplaceBack("Content-Type", "application/json");
    connection->respond(status,
                        headers,
                        messages.size() == 1 ? JsonRpc::encode(messages.first())
                                             : JsonRpc::encode(messages));
}

void McpHttpSession::openStream(Exchange *exchange)
{
    exchange->stream = new SseStream(m_nextStream++, m_keepAliveMs, this);
    m_streams.insert(exchange->stream->number(), exchange->stream);
    exchange->stream->attach(exchange->connection, sessionHeaders());
    pruneStreams();
}

void McpHttpSession::route(const Output &output, Exchange *current)
{
    if (!output.message) {
        if (current && current->stream)
            current->stream->send(output.rawLine);
        else
            m_getStream->send(output.rawLine);
        return;
    }
    if (output.message->isResponse())
        routeResponse(*output.message, current);
    else
        routeNotification(*output.message, current);
}

void McpHttpSession::routeResponse(const JsonRpcMessage &response, Exchange *current)
{
    const JsonRpcId id = response.id();
    if (Exchange *exchange = exchangeAwaiting(id)) {
        deliver(exchange, response);
        return;
    }
    // Answered while its POST was being handled, but not with the request's id (misbehave
    // wrong_id_type, or an error with id null inside a batch): it still belongs to that POST.
    if (current) {
        deliver(current, response);
        return;
    }
    if (m_forgotten.remove(id)) {
        log(u"dropped the response to request %1: the client cancelled it or closed its POST"_s.arg(
            id.displayText()));
        return;
    }
    log(u"a response with id %1 matches no open POST; sending it on the GET stream"_s.arg(
        id.displayText()));
    m_getStream->send(JsonRpc::encode(response));
}

void McpHttpSession::routeNotification(const JsonRpcMessage &notification, Exchange *current)
{
    if (notification.method() == Mcp::Method::Progress) {
        const QJsonValue token = notification.paramsObject().value("progressToken"_L1);
        for (const auto &exchange : m_exchanges) {
            if (exchange->stream && exchange->progressToken == token) {
                exchange->stream->send(JsonRpc::encode(notification));
                return;
            }
        }
    }
    // Related to the request being handled: on its stream if it has one (MCP 2025-11-25 lets
    // a POST's stream carry messages related to the request); anything else is server-initiated.
    SseStream *stream = current && current->stream ? current->stream : m_getStream;
    stream->send(JsonRpc::encode(notification));
}

void McpHttpSession::deliver(Exchange *exchange, const JsonRpcMessage &response)
{
    const qsizetype index = exchange->awaiting.indexOf(response.id());
    if (index >= 0)
        exchange->awaiting.removeAt(index);
    else if (!response.id().isNull() && !response.id().isNone() && !exchange->awaiting.isEmpty())
        exchange->awaiting.removeFirst(); // a wrong id still answers the request it was meant for
    if (exchange->stream) {
        exchange->stream->send(JsonRpc::encode(response));
        if (exchange->awaiting.isEmpty()) {
            exchange->stream->end();
            takeExchange(exchange);
        }
        return;
    }
    exchange->collected.append(response.json());
    if (!exchange->awaiting.isEmpty())
        return;
    // Taken out first: responding may close the connection, which looks the exchange up.
    const std::unique_ptr<Exchange> done = takeExchange(exchange);
    if (done->connection && done->connection->isWritable()) {
        HttpHeaderList headers = sessionHeaders();
        headers.emplaceBack("Content-Type", "application/json");
        done->connection->respond(200,
                                  headers,
                                  done->batch ? JsonRpc::encode(done->collected)
                                              : JsonRpc::encode(done->collected.first()));
    }
}

void McpHttpSession::cancelExchange(const JsonRpcId &requestId)
{
    Exchange *exchange = exchangeAwaiting(requestId);
    if (!exchange)
        return;
    exchange->awaiting.removeAll(requestId);
    forget(requestId); // an answer that comes anyway is dropped, not sent on the GET stream
    if (!exchange->awaiting.isEmpty())
        return; // the rest of a batch is still coming
    // MCP 2025-11-25, Cancellation: a cancelled request gets no response. End its HTTP
    // exchange anyway, so that neither side keeps a connection open for nothing.
    log(u"request %1 was cancelled; ending its HTTP response without a JSON-RPC answer"_s.arg(
        requestId.displayText()));
    const std::unique_ptr<Exchange> done = takeExchange(exchange);
    if (done->stream)
        done->stream->end();
    else if (done->connection)
        done->connection->respond(204, sessionHeaders());
}

McpHttpSession::Exchange *McpHttpSession::exchangeAwaiting(const JsonRpcId &id) const
{
    for (const auto &exchange : m_exchanges) {
        if (exchange->awaiting.contains(id))
            return exchange.get();
    }
    return nullptr;
}

McpHttpSession::Exchange *McpHttpSession::findExchange(quint64 serial) const
{
    for (const auto &exchange : m_exchanges) {
        if (exchange->serial == serial)
            return exchange.get();
    }
    return nullptr;
}

std::unique_ptr<McpHttpSession::Exchange> McpHttpSession::takeExchange(const Exchange *exchange)
{
    const auto it = std::find_if(m_exchanges.begin(), m_exchanges.end(), [exchange](const auto &e) {
        return e.get() == exchange;
    });
    if (it == m_exchanges.end())
        return {};
    std::unique_ptr<Exchange> taken = std::move(*it);
    m_exchanges.erase(it);
    return taken;
}

void McpHttpSession::forget(const JsonRpcId &id)
{
    if (m_forgotten.size() >= MaxForgottenIds)
        m_forgotten.clear();
    m_forgotten.insert(id);
}

void McpHttpSession::get(HttpConnection *connection, const QByteArray &lastEventId)
{
    if (lastEventId.isEmpty()) {
        if (m_getStream->isAttached()) {
            connection->respondError(409,
                                     HttpResponse::BadRequestCode,
                                     u"Conflict: this session already has an open GET stream"_s,
                                     sessionHeaders());
            return;
        }
        m_getStream->attach(connection, sessionHeaders());
        return;
    }
    const auto position = SseStream::parseEventId(lastEventId);
    SseStream *stream = position ? m_streams.value(position->first) : nullptr;
    if (!stream) {
        connection->respondError(
            400,
            HttpResponse::BadRequestCode,
            u"Bad Request: Last-Event-ID \"%1\" names no stream of this "
            "session that can be resumed"_s.arg(QString::fromLatin1(lastEventId)),
            sessionHeaders());
        return;
    }
    log(u"resuming stream %1 after event %2"_s.arg(position->first).arg(position->second));
    stream->attach(connection, sessionHeaders(), position->second);
}

void McpHttpSession::pruneStreams()
{
    // Ended POST streams are kept only for late resumption; the oldest go first.
    QList<int> ended;
    for (auto it = m_streams.cbegin(); it != m_streams.cend(); ++it) {
        if (it.key() != 0 && it.value()->isEnded())
            ended.append(it.key());
    }
    std::sort(ended.begin(), ended.end());
    for (qsizetype i = 0; i < ended.size() && m_streams.size() > MaxKeptStreams; ++i)
        delete m_streams.take(ended.at(i));
}

void McpHttpSession::terminate(const QString &why, int pendingStatus)
{
    m_terminated = true; // what DemoServer still emits until it is deleted goes nowhere
    log(u"session ended: %1"_s.arg(why));
    // Moved out first: answering may close connections, which look their exchange up.
    const std::vector<std::unique_ptr<Exchange>> exchanges = std::exchange(m_exchanges, {});
    for (const auto &exchange : exchanges) {
        if (!exchange->stream && exchange->connection)
            exchange->connection->respondError(
                pendingStatus,
                pendingStatus == 404 ? HttpResponse::SessionNotFoundCode
                                     : HttpResponse::BadRequestCode,
                u"%1: the session ended (%2) before this request was answered"_s.arg(
                    QString::fromLatin1(HttpStatus::reasonPhrase(pendingStatus)), why));
    }
    for (SseStream *stream : std::as_const(m_streams))
        stream->end();
}
