// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "streamablehttptransport.h"

#include "httpauthorizer.h"
#include "httpdiagnosis.h"
#include "httpreplyreader.h"
#include "httprequestbuilder.h"
#include "httpsocketmanager.h"
#include "tlspolicy.h"

#include <QNetworkReply>
#include <QNetworkRequest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr int kMaxStandaloneFailures = 5;
// A GET stream that stayed open this long worked, even without events: its close starts a new
// count (a server that closes idle streams every few minutes is not failing).
constexpr qint64 kHealthyStreamMs = 30000;
constexpr int kDefaultRetryMs = 1000;
constexpr int kDeleteTimeoutMs = 2000;

} // namespace

int StreamableHttpTransport::backoffMs(int attempt)
{
    return int(kDefaultRetryMs * std::pow(1.5, attempt));
}

StreamableHttpTransport::StreamableHttpTransport(const ServerConfig &config, QObject *parent)
    : Transport(parent)
    , m_config(config)
    , m_network(new HttpSocketManager(this))
{
    m_closeTimer.setSingleShot(true);
    connect(&m_closeTimer, &QTimer::timeout, this, &StreamableHttpTransport::finishClosing);
}

StreamableHttpTransport::~StreamableHttpTransport()
{
    for (HttpReplyReader *reader : m_streams.keys())
        reader->disconnect(this);
}

QString StreamableHttpTransport::description() const
{
    return u"Streamable HTTP: "_s + m_config.url.toDisplayString();
}

void StreamableHttpTransport::open()
{
    if (state() != State::Closed)
        return;
    setCloseReason({});
    m_sessionId.clear();
    m_protocolVersion.clear();
    m_standaloneStarted = false;
    m_anyPostAnswered = false;
    const QString scheme = m_config.url.scheme();
    if (!m_config.url.isValid() || (scheme != "http"_L1 && scheme != "https"_L1)) {
        setCloseReason(u"not an http:// or https:// URL: \"%1\""_s.arg(m_config.url.toString()));
        emitEvent(TransportEvent::Kind::Error, closeReason());
        return;
    }
    // HTTP has no connection to open up front: the first POST (initialize) shows whether the
    // server is there, and its failure is reported against that request.
    setState(State::Opening);
    QTimer::singleShot(0, this, [this] {
        if (state() == State::Opening)
            setState(State::Open);
    });
}

QNetworkRequest StreamableHttpTransport::makeRequest(const QByteArray &verb,
                                                     const QByteArray &accept,
                                                     HttpHeaderList *logged,
                                                     QString *problem) const
{
    HttpHeaderList headers{{QByteArray("Accept"), accept}};
    if (!m_sessionId.isEmpty() && !isModernEra())
        headers.append({QByteArray("Mcp-Session-Id"), m_sessionId});
    if (!m_protocolVersion.isEmpty())
        headers.append({QByteArray("MCP-Protocol-Version"), m_protocolVersion.toLatin1()});
    QNetworkRequest request
        = HttpRequestBuilder::build(m_config, m_config.url, headers, logged, problem);
    HttpRequestBuilder::applyAuthorization(authorizer(), verb, &request, logged, problem);
    return request;
}

void StreamableHttpTransport::launch(const QByteArray &method,
                                     Stream stream,
                                     const QByteArray &lastEventId)
{
    const bool post = method == "POST";
    QString problem;
    HttpReplyReader *reader = startRequest(method,
                                           post ? stream.frame : QByteArray(),
                                           lastEventId,
                                           post ? stream.headers : HttpHeaderList(),
                                           &problem);
    if (reader) {
        track(reader, stream);
        return;
    }
    // Later, not now: the session learns of the failure after it has noted what it sent.
    QTimer::singleShot(0, this, [this, stream, problem] {
        emitEvent(TransportEvent::Kind::Error, problem);
        if (!stream.standalone)
            fail(stream.frame, problem, 0);
    });
}

HttpReplyReader *StreamableHttpTransport::startRequest(const QByteArray &method,
                                                       const QByteArray &body,
                                                       const QByteArray &lastEventId,
                                                       const HttpHeaderList &extraHeaders,
                                                       QString *problem)
{
    HttpHeaderList logged;
    QNetworkRequest request = makeRequest(method,
                                          method == "POST" ? "application/json, text/event-stream"
                                                           : "text/event-stream",
                                          &logged,
                                          problem);
    for (const auto &[name, value] : extraHeaders)
        HttpRequestBuilder::addHeader(&request, &logged, name, value, problem);
    if (!lastEventId.isEmpty())
        HttpRequestBuilder::addHeader(&request, &logged, "Last-Event-ID", lastEventId, problem);
    if (method == "POST")
        HttpRequestBuilder::addHeader(
            &request, &logged, "Content-Type", "application/json", problem);
    if (!problem->isEmpty())
        return nullptr;
    QNetworkReply *reply = nullptr;
    if (method == "POST") {
        reply = m_network->post(request, body);
    } else if (method == "DELETE") {
        reply = m_network->deleteResource(request);
    } else {
        reply = m_network->get(request);
    }
    TlsPolicy::apply(reply, m_config.acceptedCertificateSha256, this);
    auto *reader = new HttpReplyReader(reply, method, logged, m_config.maxMessageBytes, this);
    connect(reader, &HttpReplyReader::redirectReported, this, &Transport::eventOccurred);
    return reader;
}

void StreamableHttpTransport::sendFrame(const QByteArray &frame)
{
    sendRequestFrame(frame, {}, {});
}

void StreamableHttpTransport::sendRequestFrame(const QByteArray &frame,
                                               const HttpHeaderList &headers,
                                               const QList<JsonRpcId> &requestIds)
{
    if (state() != State::Open) {
        emitEvent(TransportEvent::Kind::Warning, u"not sent: the HTTP transport is not open"_s);
        return;
    }
    Stream stream;
    stream.frame = frame;
    stream.headers = headers;
    stream.requests = requestIds;
    stream.channel = u"POST response"_s;
    launch("POST", stream);
}

void StreamableHttpTransport::abandonRequest(const JsonRpcId &id)
{
    for (auto it = m_streams.begin(); it != m_streams.end(); ++it) {
        if (!it->standalone && it->requests.contains(id)) {
            emitEvent(TransportEvent::Kind::Info,
                      u"closing the response stream of request %1"_s.arg(id.displayText()));
            it.key()->abort();
            return;
        }
    }
}

void StreamableHttpTransport::track(HttpReplyReader *reader, Stream stream)
{
    stream.sentSessionId = m_sessionId;
    m_streams.insert(reader, stream);
    connect(
        reader, &HttpReplyReader::headersReceived, this, [this, reader] { handleHeaders(reader); });
    connect(reader, &HttpReplyReader::sseItem, this, [this, reader](const SseParser::Item &item) {
        if (item.kind == SseParser::Item::Kind::Event && !item.data.isEmpty())
            handleSseItem(reader, item.data, item.id);
    });
    connect(reader, &HttpReplyReader::finished, this, [this, reader] { handleFinished(reader); });
}

void StreamableHttpTransport::handleHeaders(HttpReplyReader *reader)
{
    const int status = reader->status();
    if (status < 200 || status >= 300)
        return; // reported with the body when the reply finishes
    if (authorizer())
        authorizer()->requestSucceeded(reader->header("DPoP-Nonce"));
    // MCP 2026-07-28 has no sessions: a server's Mcp-Session-Id is ignored.
    const QByteArray sessionId = isModernEra() ? QByteArray() : reader->header("Mcp-Session-Id");
    if (!sessionId.isEmpty() && sessionId != m_sessionId)
        adoptSessionId(sessionId);
    // find(), not operator[]: headers reported after the reply finished (seen with bodiless 202
    // answers) would otherwise re-insert a reader that is about to be deleted.
    const auto stream = m_streams.constFind(reader);
    if (stream == m_streams.constEnd())
        return;
    // A GET stream that answers 200 and closes at once is not a recovery: the failure count
    // is reset only once an event arrived on it (handleSseItem).
    const QByteArray type = reader->contentType();
    reportExchange(
        reader,
        TransportEvent::Kind::Info,
        u"%1 → %2 %3%4"_s.arg(QString::fromLatin1(reader->exchange().method))
            .arg(status)
            .arg(QString::fromLatin1(reader->reason()),
                 type.isEmpty() ? QString() : u" ("_s + QString::fromLatin1(type) + u')'));
}

void StreamableHttpTransport::adoptSessionId(const QByteArray &sessionId)
{
    // MCP: the session id must only contain visible ASCII (0x21 to 0x7E); anything else would
    // go back on the wire in our next request header.
    const bool visible = std::all_of(
        sessionId.cbegin(), sessionId.cend(), [](char c) { return c >= 0x21 && c <= 0x7E; });
    if (!visible || sessionId.size() > 1024) {
        emitEvent(TransportEvent::Kind::Error,
                  u"ignored the server's Mcp-Session-Id: it is longer than 1024 bytes or has a "
                  "character other than visible ASCII (the spec allows 0x21 to 0x7E only)"_s);
        return;
    }
    m_sessionId = sessionId;
    emitEvent(TransportEvent::Kind::Info, u"session id: %1"_s.arg(QString::fromLatin1(sessionId)));
}

void StreamableHttpTransport::handleSseItem(HttpReplyReader *reader,
                                            const QByteArray &data,
                                            const QByteArray &id)
{
    auto it = m_streams.find(reader);
    if (it == m_streams.end())
        return;
    if (it->standalone)
        m_standaloneFailures = 0; // the stream works: a later close starts a new count
    FrameInfo info{
        it->standalone ? u"GET stream"_s : it->channel + u" (SSE)"_s, reader->status(), id};
    Q_EMIT frameReceived(data, info);
}

void StreamableHttpTransport::deliver(const Stream &stream, int httpStatus, const QByteArray &frame)
{
    Q_EMIT frameReceived(frame, FrameInfo{stream.channel, httpStatus, {}});
}

void StreamableHttpTransport::handleFinished(HttpReplyReader *reader)
{
    Stream stream = m_streams.take(reader);
    reader->deleteLater();
    if (state() == State::Closing || state() == State::Closed || reader->wasAborted())
        return;
    QNetworkReply *reply = reader->reply();
    const int status = reader->status();
    if (!reader->refusal().isEmpty()) {
        // A limit or a redirect elsewhere: reopening or resuming would only meet it again.
        reportExchange(reader, TransportEvent::Kind::Error, reader->refusal());
        if (!stream.standalone)
            fail(stream.frame, reader->refusal(), status);
        return;
    }
    if (status == 0) {
        const QString message = TlsPolicy::failureText(reply).isEmpty()
                                    ? HttpDiagnosis::describeNetworkError(
                                        reply->error(), reply->url(), reply->errorString())
                                    : TlsPolicy::failureText(reply);
        reportExchange(reader, TransportEvent::Kind::Error, message);
        if (stream.standalone)
            return;
        fail(stream.frame, message, 0);
        return;
    }
    if (status >= 400) {
        handleFailure(reader, stream);
        return;
    }
    if (!stream.standalone)
        m_anyPostAnswered = true;
    if (reader->isEventStream()) {
        if (reader->incompleteEventAtEnd())
            emitEvent(
                TransportEvent::Kind::Warning,
                u"the SSE stream ended in the middle of an event; the partial event is lost"_s);
        if (stream.standalone) {
            if (reader->elapsedMs() >= kHealthyStreamMs)
                m_standaloneFailures = 0;
            if (++m_standaloneFailures <= kMaxStandaloneFailures) {
                const int delay = reader->retryMs() >= 0
                                      ? TransportLimits::clampRetryMs(reader->retryMs())
                                      : backoffMs(m_standaloneFailures);
                emitEvent(TransportEvent::Kind::Info,
                          u"the GET stream closed; reopening in %1 ms"_s.arg(delay));
                const QByteArray lastId = reader->lastEventId();
                QTimer::singleShot(delay, this, [this, lastId] { openStandaloneStream(lastId); });
            } else {
                emitEvent(TransportEvent::Kind::Warning,
                          u"the GET stream closed %1 times in a row; not reopening it"_s.arg(
                              kMaxStandaloneFailures));
            }
            return;
        }
        if (stream.requests.isEmpty())
            return; // nothing awaited an answer here (a notification, a response, a raw frame)
        // The session says whether the responses came, once it has handled every frame of
        // the stream (the last may still be decoding); then it is resumed or fails.
        Ending ending{stream, status, reader->exchange(), {}, {}, {}, -1, {}};
        ending.lastEventId = reader->lastEventId();
        ending.retryMs = reader->retryMs();
        ending.how = u"the SSE stream ended"_s;
        if (reply->error() != QNetworkReply::NoError)
            ending.how = u"the SSE stream broke (%1)"_s.arg(reply->errorString());
        else if (reader->incompleteEventAtEnd())
            ending.how = u"the SSE stream ended in the middle of an event"_s;
        ask(std::move(ending));
        return;
    }
    const QByteArray body = reader->body();
    if (body.trimmed().isEmpty()) {
        if (!stream.requests.isEmpty()) // nothing came on this exchange: nothing answered them
            fail(stream.frame,
                 u"HTTP %1 with an empty body: the server sent no response to the request"_s.arg(
                     status),
                 status);
        return;
    }
    if (reader->contentType() != "application/json") {
        const QString message = u"expected application/json or text/event-stream from POST %1, got "
                                "\"%2\": %3"_s.arg(reply->url().toDisplayString(),
                                                   QString::fromLatin1(reader->contentType()),
                                                   HttpDiagnosis::bodyPreview(body));
        reportExchange(reader, TransportEvent::Kind::Error, message);
        fail(stream.frame, message, status);
        return;
    }
    deliver(stream, status, body);
}

void StreamableHttpTransport::ask(Ending ending)
{
    ExchangeEnd end{m_nextTicket++, ending.stream.requests, ending.body};
    m_endings.insert(end.ticket, std::move(ending));
    Q_EMIT exchangeEnded(end); // the answer may come at once, from inside this call
}

void StreamableHttpTransport::settleExchange(quint64 ticket, bool answered)
{
    const auto found = m_endings.constFind(ticket);
    if (found == m_endings.constEnd())
        return;
    const Ending ending = *found;
    m_endings.erase(found);
    if (state() != State::Open)
        return;
    if (ending.body.isEmpty()) {
        if (!answered)
            resumeOrFail(ending);
        return;
    }
    if (!answered) {
        refuse(ending);
        return;
    }
    // A JSON-RPC error in the body answers the request better than the status alone.
    reportExchange(ending.exchange, TransportEvent::Kind::Warning, ending.described);
    deliver(ending.stream, ending.status, ending.body);
}

void StreamableHttpTransport::close()
{
    if (state() == State::Closed || state() == State::Closing)
        return;
    setState(State::Closing);
    m_endings.clear();
    for (HttpReplyReader *reader : m_streams.keys())
        reader->abort();
    if (m_sessionId.isEmpty()) {
        QTimer::singleShot(0, this, &StreamableHttpTransport::finishClosing);
        return;
    }
    // MCP: a client that is done with a session should DELETE it (405 is an allowed answer).
    HttpHeaderList logged;
    QString problem;
    QNetworkRequest request
        = makeRequest("DELETE", "application/json, text/event-stream", &logged, &problem);
    if (!problem.isEmpty()) {
        emitEvent(TransportEvent::Kind::Error, problem);
        QTimer::singleShot(0, this, &StreamableHttpTransport::finishClosing);
        return;
    }
    QNetworkReply *reply = m_network->deleteResource(request);
    TlsPolicy::apply(reply, m_config.acceptedCertificateSha256, this);
    auto *reader = new HttpReplyReader(reply, "DELETE", logged, m_config.maxMessageBytes, this);
    connect(reader, &HttpReplyReader::redirectReported, this, &Transport::eventOccurred);
    connect(reader, &HttpReplyReader::finished, this, [this, reader] {
        reader->deleteLater();
        const int status = reader->status();
        reportExchange(reader,
                       TransportEvent::Kind::Info,
                       status == 0
                           ? u"DELETE of the session failed: "_s + reader->reply()->errorString()
                           : u"DELETE session → %1 %2"_s.arg(status).arg(
                               QString::fromLatin1(reader->reason())));
        finishClosing();
    });
    m_closeTimer.start(kDeleteTimeoutMs);
}

void StreamableHttpTransport::finishClosing()
{
    m_closeTimer.stop();
    m_sessionId.clear();
    setState(State::Closed);
}
