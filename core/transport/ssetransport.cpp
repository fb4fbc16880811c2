// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "ssetransport.h"

#include "httpauthorizer.h"
#include "httpdiagnosis.h"
#include "httpreplyreader.h"
#include "httprequestbuilder.h"
#include "httpsocketmanager.h"
#include "tlspolicy.h"

#include <QNetworkReply>

using namespace Qt::StringLiterals;

namespace {
constexpr int kEndpointTimeoutMs = 15000;
// MCP step-up: at most this many authorizations for one request (then its 401/403 stands).

} // namespace

SseTransport::SseTransport(const ServerConfig &config, QObject *parent)
    : Transport(parent)
    , m_config(config)
    , m_network(new HttpSocketManager(this))
{
    m_endpointTimer.setSingleShot(true);
    connect(&m_endpointTimer, &QTimer::timeout, this, [this] {
        closeWith(u"no `endpoint` event within %1 s from GET %2: is this an HTTP+SSE (2024-11-05) "
                  "server? For Streamable HTTP use its /mcp URL"_s.arg(kEndpointTimeoutMs / 1000)
                      .arg(m_config.url.toDisplayString()));
    });
}

SseTransport::~SseTransport()
{
    if (m_stream)
        m_stream->disconnect(this);
}

QString SseTransport::description() const
{
    return u"HTTP+SSE: "_s + m_config.url.toDisplayString();
}

QNetworkRequest SseTransport::request(const QByteArray &verb,
                                      const QUrl &url,
                                      const QByteArray &accept,
                                      HttpHeaderList *logged,
                                      QString *problem) const
{
    HttpHeaderList headers{{QByteArray("Accept"), accept}};
    if (!m_protocolVersion.isEmpty())
        headers.append({QByteArray("MCP-Protocol-Version"), m_protocolVersion.toLatin1()});
    QNetworkRequest built = HttpRequestBuilder::build(m_config, url, headers, logged, problem);
    HttpRequestBuilder::applyAuthorization(authorizer(), verb, &built, logged, problem);
    return built;
}

HttpReplyReader *SseTransport::makeReader(QNetworkReply *reply,
                                          const QByteArray &method,
                                          const HttpHeaderList &logged)
{
    TlsPolicy::apply(reply, m_config.acceptedCertificateSha256, this);
    auto *reader = new HttpReplyReader(reply, method, logged, m_config.maxMessageBytes, this);
    connect(reader, &HttpReplyReader::redirectReported, this, &Transport::eventOccurred);
    return reader;
}

void SseTransport::open()
{
    if (state() != State::Closed)
        return;
    setCloseReason({});
    m_endpoint.clear();
    const QString scheme = m_config.url.scheme();
    if (!m_config.url.isValid() || (scheme != "http"_L1 && scheme != "https"_L1)) {
        setCloseReason(u"not an http:// or https:// URL: \"%1\""_s.arg(m_config.url.toString()));
        emitEvent(TransportEvent::Kind::Error, closeReason());
        return;
    }
    setState(State::Opening);
    m_streamAuthorizations = 0;
    startStream();
}

void SseTransport::startStream()
{
    HttpHeaderList logged;
    QString problem;
    const QNetworkRequest get
        = request("GET", m_config.url, "text/event-stream", &logged, &problem);
    if (!problem.isEmpty()) {
        QTimer::singleShot(0, this, [this, problem] { closeWith(problem); });
        return;
    }
    m_stream = makeReader(m_network->get(get), "GET", logged);
    connect(m_stream, &HttpReplyReader::headersReceived, this, [this] {
        const int status = m_stream->status();
        const TransportEvent::Kind kind
            = status < 300 ? TransportEvent::Kind::Info : TransportEvent::Kind::Error;
        Q_EMIT eventOccurred(
            {kind,
             u"GET → %1 %2 (%3)"_s.arg(status).arg(QString::fromLatin1(m_stream->reason()),
                                                   QString::fromLatin1(m_stream->contentType())),
             {},
             m_stream->exchange()});
    });
    connect(m_stream, &HttpReplyReader::sseItem, this, [this](const SseParser::Item &item) {
        if (item.kind == SseParser::Item::Kind::Event && item.hasData)
            handleStreamItem(item.eventType, item.data, item.id);
    });
    connect(m_stream, &HttpReplyReader::finished, this, &SseTransport::handleStreamFinished);
    m_endpointTimer.start(kEndpointTimeoutMs);
}

void SseTransport::handleStreamItem(const QByteArray &eventType,
                                    const QByteArray &data,
                                    const QByteArray &id)
{
    if (eventType == "endpoint") {
        handleEndpoint(data);
        return;
    }
    if (eventType != "message") {
        emitEvent(TransportEvent::Kind::Warning,
                  u"ignored an SSE event of type \"%1\""_s.arg(QString::fromUtf8(eventType)),
                  data);
        return;
    }
    Q_EMIT frameReceived(data, FrameInfo{u"SSE stream"_s, m_stream ? m_stream->status() : 0, id});
}

void SseTransport::handleEndpoint(const QByteArray &data)
{
    const QUrl endpoint = m_config.url.resolved(QUrl(QString::fromUtf8(data).trimmed()));
    if (!HttpReplyReader::sameOrigin(endpoint, m_config.url)) {
        closeWith(u"the server's endpoint %1 is on another origin than %2; mcpscope does not "
                  "post there"_s.arg(endpoint.toDisplayString(), m_config.url.toDisplayString()));
        return;
    }
    m_endpointTimer.stop();
    const bool first = m_endpoint.isEmpty();
    m_endpoint = endpoint;
    emitEvent(TransportEvent::Kind::Info, u"endpoint: %1"_s.arg(endpoint.toDisplayString()));
    if (!first)
        return;
    setState(State::Open);
    const QList<QByteArray> queued = std::exchange(m_queued, {});
    for (const QByteArray &frame : queued)
        post(frame);
}

void SseTransport::handleStreamFinished()
{
    HttpReplyReader *stream = m_stream;
    if (!stream)
        return;
    stream->deleteLater();
    if (state() == State::Closing || state() == State::Closed || stream->wasAborted())
        return;
    QNetworkReply *reply = stream->reply();
    const int status = stream->status();
    if (!stream->refusal().isEmpty()) {
        closeWith(stream->refusal());
        return;
    }
    if (awaitAuthorization(status,
                           stream->header("WWW-Authenticate"),
                           stream->header("DPoP-Nonce"),
                           &m_streamAuthorizations)) {
        m_endpointTimer.stop();
        m_streamAwaitsAuthorization = true;
        return;
    }
    QString reason;
    if (status == 0)
        reason = TlsPolicy::failureText(reply).isEmpty() ? HttpDiagnosis::describeNetworkError(
                     reply->error(), reply->url(), reply->errorString())
                                                         : TlsPolicy::failureText(reply);
    else if (status >= 400)
        reason = HttpDiagnosis::describeStatus(
            "GET", reply->url(), status, stream->reason(), stream->body());
    else if (!stream->isEventStream())
        reason = u"GET %1 answered \"%2\", not text/event-stream: not an HTTP+SSE endpoint"_s.arg(
            reply->url().toDisplayString(), QString::fromLatin1(stream->contentType()));
    else
        reason = u"the server closed the SSE stream"_s;
    closeWith(reason);
}

void SseTransport::sendFrame(const QByteArray &frame)
{
    if (state() == State::Opening) {
        m_queued.append(frame);
        return;
    }
    if (state() != State::Open) {
        emitEvent(TransportEvent::Kind::Warning, u"not sent: the SSE transport is not open"_s);
        return;
    }
    post(frame);
}

void SseTransport::post(const QByteArray &frame, int authorizations)
{
    HttpHeaderList logged;
    QString problem;
    QNetworkRequest postRequest
        = request("POST", m_endpoint, "application/json, text/event-stream", &logged, &problem);
    HttpRequestBuilder::addHeader(
        &postRequest, &logged, "Content-Type", "application/json", &problem);
    if (!problem.isEmpty()) {
        // Later, not now: the session learns of the failure after it has noted what it sent.
        QTimer::singleShot(0, this, [this, frame, problem] {
            m_lastDiagnostic = problem;
            emitEvent(TransportEvent::Kind::Error, problem);
            Q_EMIT sendFailed(frame, TransportFailure{problem, 0, {}});
        });
        return;
    }
    auto *reader = makeReader(m_network->post(postRequest, frame), "POST", logged);
    connect(reader, &HttpReplyReader::finished, this, [this, reader, frame, authorizations] {
        reader->deleteLater();
        if (state() != State::Open)
            return;
        const int status = reader->status();
        int count = authorizations;
        if (awaitAuthorization(
                status, reader->header("WWW-Authenticate"), reader->header("DPoP-Nonce"), &count)) {
            m_framesAwaitingAuthorization.append({frame, count});
            return;
        }
        if (status >= 200 && status < 300 && authorizer())
            authorizer()->requestSucceeded(reader->header("DPoP-Nonce"));
        // A limit or a redirect elsewhere is said in the reader's words.
        QString failure = reader->refusal();
        if (failure.isEmpty() && status == 0)
            failure = HttpDiagnosis::describeNetworkError(
                reader->reply()->error(), reader->reply()->url(), reader->reply()->errorString());
        else if (failure.isEmpty() && status >= 400)
            failure = HttpDiagnosis::describeStatus(
                "POST", reader->reply()->url(), status, reader->reason(), reader->body());
        const QString text
            = failure.isEmpty()
                  ? u"POST → %1 %2"_s.arg(status).arg(QString::fromLatin1(reader->reason()))
                  : failure;
        Q_EMIT eventOccurred(
            {failure.isEmpty() ? TransportEvent::Kind::Info : TransportEvent::Kind::Error,
             text,
             {},
             reader->exchange()});
        if (!failure.isEmpty()) {
            m_lastDiagnostic = failure;
            Q_EMIT sendFailed(frame, TransportFailure{failure, status, {}});
            return;
        }
        // Some servers answer on the POST itself instead of the stream; accept that too.
        if (reader->contentType() == "application/json" && !reader->body().trimmed().isEmpty())
            Q_EMIT frameReceived(reader->body(), FrameInfo{u"POST response"_s, status, {}});
    });
}

bool SseTransport::awaitAuthorization(int status,
                                      const QByteArray &wwwAuthenticate,
                                      const QByteArray &dpopNonce,
                                      int *authorizations)
{
    HttpAuthorizer *auth = authorizer();
    // 401: authorize; 403: only a step-up challenge (insufficient_scope) can be cured by one.
    const bool stepUp = status == 403 && wwwAuthenticate.toLower().contains("insufficient_scope");
    if (!auth || (status != 401 && !stepUp)
        || *authorizations >= HttpAuthorizer::kMaxAuthorizationsPerRequest)
        return false;
    ++*authorizations;
    emitEvent(TransportEvent::Kind::Info,
              u"HTTP %1: authorizing, then sending the request again"_s.arg(status));
    connect(auth,
            &HttpAuthorizer::authorized,
            this,
            &SseTransport::resendAuthorized,
            Qt::UniqueConnection);
    connect(auth,
            &HttpAuthorizer::authorizationFailed,
            this,
            &SseTransport::failUnauthorized,
            Qt::UniqueConnection);
    auth->noteNonce(dpopNonce);
    auth->challenge(status, wwwAuthenticate);
    return true;
}

void SseTransport::resendAuthorized()
{
    if (std::exchange(m_streamAwaitsAuthorization, false) && state() == State::Opening) {
        m_endpointTimer.start(kEndpointTimeoutMs);
        startStream();
    }
    const auto frames = std::exchange(m_framesAwaitingAuthorization, {});
    for (const auto &[frame, authorizations] : frames) {
        if (state() == State::Open)
            post(frame, authorizations);
    }
}

void SseTransport::failUnauthorized(const QString &reason)
{
    if (std::exchange(m_streamAwaitsAuthorization, false) && state() == State::Opening)
        closeWith(reason);
    const auto frames = std::exchange(m_framesAwaitingAuthorization, {});
    for (const auto &pending : frames)
        Q_EMIT sendFailed(pending.first, TransportFailure{reason, 401});
}

void SseTransport::closeWith(const QString &reason)
{
    m_endpointTimer.stop();
    m_lastDiagnostic = reason;
    setCloseReason(reason);
    emitEvent(TransportEvent::Kind::Error, reason);
    if (m_stream)
        m_stream->abort();
    setState(State::Closed);
}

void SseTransport::close()
{
    if (state() == State::Closed)
        return;
    setState(State::Closing);
    m_endpointTimer.stop();
    if (m_stream)
        m_stream->abort();
    QTimer::singleShot(0, this, [this] { setState(State::Closed); });
}
