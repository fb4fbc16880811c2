// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// StreamableHttpTransport, when an exchange goes wrong: HTTP refusals, authorization (401, and
// 403 insufficient_scope for step-up), and SSE streams that end early (resumed with
// Last-Event-ID where the era allows it).
#include "httpauthorizer.h"
#include "httpdiagnosis.h"
#include "httpreplyreader.h"
#include "streamablehttptransport.h"

#include <QNetworkReply>

using namespace Qt::StringLiterals;

namespace {

constexpr int kMaxResumeAttempts = 5;
// MCP step-up: at most this many authorizations for one request (then its 401/403 stands).

} // namespace

void StreamableHttpTransport::handleFailure(HttpReplyReader *reader, Stream &stream)
{
    const int status = reader->status();
    const QByteArray body = reader->body();
    const QString described = HttpDiagnosis::describeStatus(
        reader->exchange().method, reader->reply()->url(), status, reader->reason(), body);
    if (stream.standalone && awaitAuthorization(reader, stream))
        return;
    if (stream.standalone) {
        m_standaloneStarted = status != 404;
        if (status == 405)
            reportExchange(reader,
                           TransportEvent::Kind::Info,
                           u"the server offers no GET stream (HTTP 405); server messages can only "
                           "arrive on POST responses"_s);
        else
            reportExchange(
                reader, TransportEvent::Kind::Warning, u"GET stream refused: "_s + described);
        return;
    }
    if (status == 404 && !stream.sentSessionId.isEmpty()) {
        const QString message
            = u"session expired: the server answered HTTP 404 for session %1"_s.arg(
                QString::fromLatin1(stream.sentSessionId));
        m_sessionId.clear();
        reportExchange(reader, TransportEvent::Kind::Error, message);
        fail(stream.frame, message, status);
        Q_EMIT sessionExpired();
        return;
    }
    if (awaitAuthorization(reader, stream))
        return;
    Ending ending{stream, status, reader->exchange(), {}, {}, {}, -1, {}};
    ending.body = body;
    ending.described = described;
    // A JSON-RPC error in the body may answer the request (better than the status alone):
    // the session, which decodes, says whether it does (settleExchange()).
    if (!stream.requests.isEmpty() && !body.trimmed().isEmpty()) {
        ask(std::move(ending));
        return;
    }
    refuse(ending);
}

void StreamableHttpTransport::refuse(const Ending &ending)
{
    const int status = ending.status;
    if (m_fallbackAllowed && !m_anyPostAnswered && !isModernEra()
        && (status == 400 || status == 404 || status == 405)) {
        reportExchange(ending.exchange, TransportEvent::Kind::Info, ending.described);
        Q_EMIT fallbackRequested(ending.stream.frame, ending.described);
        return;
    }
    reportExchange(ending.exchange, TransportEvent::Kind::Error, ending.described);
    fail(ending.stream.frame, ending.described, status, ending.body);
}

bool StreamableHttpTransport::awaitAuthorization(HttpReplyReader *reader, Stream &stream)
{
    const int status = reader->status();
    const QByteArray challenge = reader->header("WWW-Authenticate");
    HttpAuthorizer *auth = authorizer();
    // 401: authorize; 403: only a step-up challenge (insufficient_scope) can be cured by one.
    const bool stepUp = status == 403 && challenge.toLower().contains("insufficient_scope");
    if (!auth || (status != 401 && !stepUp)
        || stream.authorizations >= HttpAuthorizer::kMaxAuthorizationsPerRequest)
        return false;
    stream.refusal = HttpDiagnosis::describeStatus(reader->exchange().method,
                                                   reader->reply()->url(),
                                                   status,
                                                   reader->reason(),
                                                   reader->body());
    reportExchange(reader, TransportEvent::Kind::Error, stream.refusal + u"; authorizing"_s);
    ++stream.authorizations;
    m_awaitingAuthorization.append(stream);
    connect(auth,
            &HttpAuthorizer::authorized,
            this,
            &StreamableHttpTransport::resendAuthorized,
            Qt::UniqueConnection);
    connect(auth,
            &HttpAuthorizer::authorizationFailed,
            this,
            &StreamableHttpTransport::failUnauthorized,
            Qt::UniqueConnection);
    auth->noteNonce(reader->header("DPoP-Nonce"));
    auth->challenge(status, challenge);
    return true;
}

void StreamableHttpTransport::resendAuthorized()
{
    const QList<Stream> waiting = std::exchange(m_awaitingAuthorization, {});
    for (const Stream &stream : waiting) {
        if (state() != State::Open)
            return;
        launch(stream.standalone ? "GET" : "POST", stream);
    }
}

void StreamableHttpTransport::failUnauthorized(const QString &reason)
{
    const QList<Stream> waiting = std::exchange(m_awaitingAuthorization, {});
    for (const Stream &stream : waiting) {
        if (stream.standalone)
            emitEvent(TransportEvent::Kind::Warning, u"GET stream not opened: "_s + reason);
        else
            fail(stream.frame, stream.refusal + u"; OAuth: "_s + reason, 401);
    }
}

void StreamableHttpTransport::resumeOrFail(const Ending &ending)
{
    Stream stream = ending.stream;
    const QByteArray lastId = ending.lastEventId;
    // A connection that broke (reset, crash) is a different story from a server that closed
    // the stream on purpose: ending.how says which one happened.
    const QString &how = ending.how;
    // MCP 2026-07-28 removed resumption: the request is lost and must be sent again.
    if (isModernEra() || lastId.isEmpty() || stream.resumeAttempts >= kMaxResumeAttempts) {
        fail(stream.frame,
             lastId.isEmpty() ? u"%1 before the response arrived, and the server sent no event id "
                                "to resume from"_s.arg(how)
                              : u"%1 before the response arrived, %2 times"_s.arg(how).arg(
                                  stream.resumeAttempts + 1),
             ending.status);
        return;
    }
    // MCP 2025-11-25, Streamable HTTP: resume with GET and Last-Event-ID, after the delay the
    // server asked for with retry:.
    const int delay = ending.retryMs >= 0 ? TransportLimits::clampRetryMs(ending.retryMs)
                                          : backoffMs(stream.resumeAttempts);
    emitEvent(TransportEvent::Kind::Info,
              u"%1 before the response; resuming with GET and Last-Event-ID %2 in %3 ms"_s
                  .arg(how, QString::fromLatin1(lastId))
                  .arg(delay));
    ++stream.resumeAttempts;
    stream.channel = u"GET (resumed)"_s;
    QTimer::singleShot(delay, this, [this, stream, lastId] {
        if (state() == State::Open)
            launch("GET", stream, lastId);
    });
}

void StreamableHttpTransport::setProtocolVersion(const QString &version)
{
    m_protocolVersion = version;
    // MCP 2026-07-28 replaced the GET stream with subscriptions/listen.
    if (!m_standaloneStarted && state() == State::Open && !isModernEra() && !version.isEmpty()) {
        m_standaloneStarted = true;
        m_standaloneFailures = 0;
        openStandaloneStream();
    }
}

void StreamableHttpTransport::openStandaloneStream(const QByteArray &lastEventId)
{
    if (state() != State::Open)
        return;
    Stream stream;
    stream.standalone = true;
    stream.channel = u"GET stream"_s;
    launch("GET", stream, lastEventId);
}

void StreamableHttpTransport::reportExchange(HttpReplyReader *reader,
                                             TransportEvent::Kind kind,
                                             const QString &text)
{
    reportExchange(reader->exchange(), kind, text);
}

void StreamableHttpTransport::reportExchange(const HttpExchange &exchange,
                                             TransportEvent::Kind kind,
                                             const QString &text)
{
    if (kind == TransportEvent::Kind::Error || kind == TransportEvent::Kind::Warning)
        m_lastDiagnostic = text;
    TransportEvent event{kind, text, {}, exchange};
    Q_EMIT eventOccurred(event);
}

void StreamableHttpTransport::fail(const QByteArray &frame,
                                   const QString &message,
                                   int httpStatus,
                                   const QByteArray &body)
{
    m_lastDiagnostic = message;
    Q_EMIT sendFailed(frame, TransportFailure{message, httpStatus, body});
}
