// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httpsocketreply.h"

#include "httpsocketmanager.h"

#include <QCoreApplication>
#include <QNetworkCookie>
#include <QNetworkCookieJar>
#include <QNetworkProxyFactory>
#include <QSslSocket>
#include <QTcpSocket>

using namespace Qt::StringLiterals;

namespace {

// What the socket may hold beyond what the reply holds: small, so a full reply buffer soon
// leaves the data in the kernel and TCP flow control holds the server back.
constexpr qint64 kSocketBufferBytes = 64 * 1024;
constexpr qint64 kDefaultReplyBufferBytes = qint64(1) << 20;

QNetworkReply::NetworkError networkError(QAbstractSocket::SocketError error)
{
    switch (error) {
    case QAbstractSocket::ConnectionRefusedError:
        return QNetworkReply::ConnectionRefusedError;
    case QAbstractSocket::RemoteHostClosedError:
        return QNetworkReply::RemoteHostClosedError;
    case QAbstractSocket::HostNotFoundError:
        return QNetworkReply::HostNotFoundError;
    case QAbstractSocket::SocketTimeoutError:
        return QNetworkReply::TimeoutError;
    case QAbstractSocket::SslHandshakeFailedError:
    case QAbstractSocket::SslInternalError:
    case QAbstractSocket::SslInvalidUserDataError:
        return QNetworkReply::SslHandshakeFailedError;
    case QAbstractSocket::ProxyConnectionRefusedError:
        return QNetworkReply::ProxyConnectionRefusedError;
    case QAbstractSocket::ProxyConnectionClosedError:
        return QNetworkReply::ProxyConnectionClosedError;
    case QAbstractSocket::ProxyNotFoundError:
        return QNetworkReply::ProxyNotFoundError;
    case QAbstractSocket::ProxyConnectionTimeoutError:
        return QNetworkReply::ProxyTimeoutError;
    case QAbstractSocket::ProxyAuthenticationRequiredError:
        return QNetworkReply::ProxyAuthenticationRequiredError;
    case QAbstractSocket::NetworkError:
        return QNetworkReply::TemporaryNetworkFailureError;
    default:
        return QNetworkReply::UnknownNetworkError;
    }
}

bool isRedirect(int status)
{
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
}

// Sent again on a new connection when a kept-alive one closed unanswered: only methods that
// may be repeated (RFC 9110 9.2.2). A POST the server may have run is not sent twice.
bool isIdempotent(const QByteArray &verb)
{
    return verb == "GET" || verb == "HEAD" || verb == "DELETE" || verb == "OPTIONS"
           || verb == "PUT";
}

// What one response may add to the cookie jar, and how many cookies a request carries back.
constexpr int kMaxCookiesPerResponse = 50;
constexpr int kMaxCookiesPerRequest = 200;

bool hasLineBreak(QByteArrayView text)
{
    return text.contains('\r') || text.contains('\n') || text.contains('\0');
}

} // namespace

HttpSocketReply::HttpSocketReply(HttpSocketManager *manager,
                                 QNetworkAccessManager::Operation operation,
                                 const QNetworkRequest &request,
                                 const QByteArray &verb,
                                 const QByteArray &body,
                                 QObject *parent)
    : QNetworkReply(parent)
    , m_manager(manager)
    , m_verb(verb)
    , m_body(body)
    , m_parser(verb == "HEAD")
    , m_sslConfiguration(request.sslConfiguration())
{
    setRequest(request);
    setUrl(request.url());
    setOperation(operation);
    QNetworkReply::open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    // Like Qt's replies, nothing is signalled before the caller could connect.
    QMetaObject::invokeMethod(this, &HttpSocketReply::start, Qt::QueuedConnection);
    connect(this,
            &QNetworkReply::redirectAllowed,
            this,
            &HttpSocketReply::followRedirect,
            Qt::QueuedConnection);
}

HttpSocketReply::~HttpSocketReply() = default;

void HttpSocketReply::start()
{
    if (m_done)
        return;
    const QUrl target = url();
    const bool tls = target.scheme() == "https"_L1;
    if (!tls && target.scheme() != "http"_L1) {
        failWith(ProtocolUnknownError, u"unsupported URL scheme \"%1\""_s.arg(target.scheme()));
        return;
    }
    if (!target.isValid() || target.host().isEmpty()) {
        failWith(HostNotFoundError, u"the URL has no host"_s);
        return;
    }
    const QNetworkRequest sent = request();
    for (const QByteArray &name : sent.rawHeaderList()) {
        if (hasLineBreak(name) || hasLineBreak(sent.rawHeader(name))) {
            failWith(ProtocolInvalidOperationError,
                     u"the request header %1 holds a line break; not sent"_s.arg(
                         QString::fromLatin1(name)));
            return;
        }
    }
    QList<QNetworkProxy> proxies;
    if (m_manager && m_manager->proxy().type() != QNetworkProxy::DefaultProxy)
        proxies = {m_manager->proxy()};
    else if (m_manager && m_manager->proxyFactory())
        proxies = m_manager->proxyFactory()->queryProxy(QNetworkProxyQuery(target));
    else
        proxies = QNetworkProxyFactory::proxyForQuery(QNetworkProxyQuery(target));
    m_proxy = QNetworkProxy(QNetworkProxy::NoProxy);
    m_proxyForwards = false;
    bool usable = proxies.isEmpty();
    for (const QNetworkProxy &proxy : std::as_const(proxies)) {
        const QNetworkProxy::ProxyType type = proxy.type();
        usable = true;
        if (type == QNetworkProxy::NoProxy || type == QNetworkProxy::DefaultProxy)
            break;
        if (type == QNetworkProxy::Socks5Proxy || (tls && type == QNetworkProxy::HttpProxy)) {
            m_proxy = proxy;
            break;
        }
        if (!tls && (type == QNetworkProxy::HttpProxy || type == QNetworkProxy::HttpCachingProxy)) {
            m_proxy = proxy;
            m_proxyForwards = true;
            break;
        }
        usable = false; // a proxy this request cannot use: try the next one
    }
    if (!usable) {
        // Proxies were configured but none can carry this request: never go around them.
        failWith(ProxyNotFoundError,
                 u"no configured proxy can carry a %1 request"_s.arg(target.scheme()));
        return;
    }
    connectSocket(true);
}

QString HttpSocketReply::connectionKey() const
{
    return u"%1://%2:%3 via %4:%5:%6:%7"_s.arg(url().scheme(), url().host())
        .arg(url().port(url().scheme() == "https"_L1 ? 443 : 80))
        .arg(int(m_proxy.type()))
        .arg(m_proxy.hostName())
        .arg(m_proxy.port())
        .arg(m_proxy.user());
}

void HttpSocketReply::connectSocket(bool allowReuse)
{
    m_parser = HttpResponseParser(m_verb == "HEAD");
    m_socketClosed = false;
    m_extraBytes = false;
    m_reusedConnection = false;
    if (allowReuse && m_manager) {
        if (QAbstractSocket *idle = m_manager->takeIdleConnection(connectionKey())) {
            m_reusedConnection = true;
            idle->setParent(this);
            adopt(idle);
            sendRequest();
            return;
        }
    }
    const QUrl target = url();
    if (target.scheme() == "https"_L1) {
        auto *socket = new QSslSocket(this);
        socket->setSslConfiguration(m_sslConfiguration);
        connect(socket, &QSslSocket::sslErrors, this, &HttpSocketReply::handleSslErrors);
        connect(socket, &QSslSocket::encrypted, this, &HttpSocketReply::sendRequest);
        adopt(socket);
        socket->setProxy(m_proxy);
        socket->connectToHostEncrypted(target.host(), quint16(target.port(443)));
        return;
    }
    auto *socket = new QTcpSocket(this);
    connect(socket, &QTcpSocket::connected, this, &HttpSocketReply::sendRequest);
    adopt(socket);
    if (m_proxyForwards) {
        socket->setProxy(QNetworkProxy::NoProxy);
        socket->connectToHost(m_proxy.hostName(), m_proxy.port());
    } else {
        socket->setProxy(m_proxy);
        socket->connectToHost(target.host(), quint16(target.port(80)));
    }
}

void HttpSocketReply::adopt(QAbstractSocket *socket)
{
    m_socket = socket;
    socket->setReadBufferSize(kSocketBufferBytes);
    connect(socket, &QAbstractSocket::readyRead, this, &HttpSocketReply::pump);
    connect(socket, &QAbstractSocket::errorOccurred, this, &HttpSocketReply::handleSocketError);
    connect(socket, &QAbstractSocket::disconnected, this, &HttpSocketReply::handleDisconnected);
}

void HttpSocketReply::handleSslErrors(const QList<QSslError> &errors)
{
    // Whoever handles sslErrors() may ignore them (TlsPolicy does, for a certificate the user
    // accepted); QSslSocket takes that only from inside its own signal, which is now.
    m_ignoreAllSslErrors = false;
    m_ignoredSslErrors.clear();
    Q_EMIT sslErrors(errors);
    auto *socket = qobject_cast<QSslSocket *>(m_socket);
    if (!socket)
        return;
    if (m_ignoreAllSslErrors)
        socket->ignoreSslErrors();
    else if (!m_ignoredSslErrors.isEmpty())
        socket->ignoreSslErrors(m_ignoredSslErrors);
}

void HttpSocketReply::ignoreSslErrors()
{
    m_ignoreAllSslErrors = true;
}

void HttpSocketReply::ignoreSslErrorsImplementation(const QList<QSslError> &errors)
{
    m_ignoredSslErrors = errors;
}

void HttpSocketReply::sslConfigurationImplementation(QSslConfiguration &configuration) const
{
    if (auto *socket = qobject_cast<QSslSocket *>(m_socket))
        configuration = socket->sslConfiguration();
    else
        configuration = m_sslConfiguration;
}

void HttpSocketReply::setSslConfigurationImplementation(const QSslConfiguration &configuration)
{
    m_sslConfiguration = configuration;
}

QByteArray HttpSocketReply::requestBytes() const
{
    const QUrl target = url();
    QByteArray requestTarget;
    if (m_proxyForwards) {
        requestTarget = target.toEncoded(QUrl::RemoveUserInfo | QUrl::RemoveFragment);
    } else {
        requestTarget = target.path(QUrl::FullyEncoded).toLatin1();
        if (requestTarget.isEmpty())
            requestTarget = "/";
        if (target.hasQuery())
            requestTarget += '?' + target.query(QUrl::FullyEncoded).toLatin1();
    }
    QByteArray host = target.host(QUrl::FullyEncoded).toLatin1();
    if (host.contains(':'))
        host = '[' + host + ']'; // an IPv6 literal
    const int defaultPort = target.scheme() == "https"_L1 ? 443 : 80;
    if (target.port(defaultPort) != defaultPort)
        host += ':' + QByteArray::number(target.port());

    QByteArray out = m_verb + ' ' + requestTarget + " HTTP/1.1\r\nHost: " + host + "\r\n";
    const QNetworkRequest sent = request();
    const auto skipped = [](const QByteArray &name) {
        for (const char *own : {"host", "content-length", "connection", "transfer-encoding"}) {
            if (name.compare(own, Qt::CaseInsensitive) == 0)
                return true;
        }
        return false;
    };
    for (const QByteArray &name : sent.rawHeaderList()) {
        if (!skipped(name))
            out += name + ": " + sent.rawHeader(name) + "\r\n";
    }
    if (!sent.hasRawHeader("User-Agent")) {
        const QByteArray version = QCoreApplication::applicationVersion().toLatin1();
        out += "User-Agent: mcpscope" + (version.isEmpty() ? QByteArray() : '/' + version) + "\r\n";
    }
    if (!sent.hasRawHeader("Cookie") && m_manager && m_manager->cookieJar()) {
        QByteArrayList cookies;
        for (const QNetworkCookie &cookie : m_manager->cookieJar()->cookiesForUrl(target)) {
            const QByteArray pair = cookie.toRawForm(QNetworkCookie::NameAndValueOnly);
            if (cookies.size() < kMaxCookiesPerRequest && !hasLineBreak(pair))
                cookies.append(pair);
        }
        if (!cookies.isEmpty())
            out += "Cookie: " + cookies.join("; ") + "\r\n";
    }
    if (m_proxyForwards && !m_proxy.user().isEmpty()) {
        const QByteArray credentials = (m_proxy.user() + u':' + m_proxy.password()).toUtf8();
        out += "Proxy-Authorization: Basic " + credentials.toBase64() + "\r\n";
    }
    if (!m_body.isEmpty() || m_verb == "POST" || m_verb == "PUT" || m_verb == "PATCH")
        out += "Content-Length: " + QByteArray::number(m_body.size()) + "\r\n";
    return out + "\r\n" + m_body;
}

void HttpSocketReply::sendRequest()
{
    if (m_socket && !m_done)
        m_socket->write(requestBytes());
}

qint64 HttpSocketReply::highWater() const
{
    return readBufferSize() > 0 ? readBufferSize() : kDefaultReplyBufferBytes;
}

void HttpSocketReply::schedulePump()
{
    if (m_pumpScheduled)
        return;
    m_pumpScheduled = true;
    QMetaObject::invokeMethod(this, &HttpSocketReply::pump, Qt::QueuedConnection);
}

void HttpSocketReply::pump()
{
    m_pumpScheduled = false;
    if (m_done || m_awaitingRedirectDecision || !m_socket)
        return;
    const qsizetype before = buffered();
    while (m_socket && buffered() < highWater() && m_socket->bytesAvailable() > 0
           && !m_parser.isComplete() && !m_parser.hasFailed()) {
        // At most one socket buffer at a time, so the reply overshoots its limit by less than
        // that: a QSslSocket may hold more decrypted bytes than its read buffer size.
        const QByteArray chunk
            = m_socket->read(qMin(m_socket->bytesAvailable(), kSocketBufferBytes));
        const bool hadHeaders = m_parser.headersComplete();
        const qsizetype used = m_parser.feed(chunk, &m_buffer);
        if (used < chunk.size())
            m_extraBytes = true;
        if (!hadHeaders && m_parser.headersComplete()) {
            handleHeaders();
            if (m_done || m_awaitingRedirectDecision)
                return;
        }
    }
    if (m_parser.hasFailed()) {
        failWith(ProtocolFailure, m_parser.error());
        return;
    }
    if (m_socketClosed && m_socket && m_socket->bytesAvailable() == 0 && !m_parser.isComplete()) {
        m_parser.connectionClosed();
        if (m_parser.hasFailed()) {
            failWith(RemoteHostClosedError, m_parser.error());
            return;
        }
        if (!m_parser.headersComplete())
            return; // cannot happen: a close before the headers is a failure
    }
    if (buffered() > before)
        Q_EMIT readyRead();
    if (m_done)
        return; // the reader aborted while reading
    if (m_parser.isComplete()) {
        finishResponse();
        return;
    }
    if (m_socket && m_socket->bytesAvailable() > 0 && buffered() < highWater())
        schedulePump();
}

void HttpSocketReply::handleHeaders()
{
    // Checked before the status is set: the transports then report the refusal, not a 200
    // with an unreadable body.
    const QByteArray coding = m_parser.header("Content-Encoding").trimmed().toLower();
    if (!coding.isEmpty() && coding != "identity") {
        m_buffer.clear(); // bytes nobody can read as they are
        m_readOffset = 0;
        failWith(ProtocolFailure,
                 u"the server compressed its response (Content-Encoding: %1) though mcpscope "
                 "asked for no compression"_s.arg(QString::fromLatin1(coding.left(40))));
        return;
    }
    const int status = m_parser.status();
    setAttribute(QNetworkRequest::HttpStatusCodeAttribute, status);
    setAttribute(QNetworkRequest::HttpReasonPhraseAttribute, m_parser.reason());
    QByteArrayList names;
    for (const auto &[name, value] : m_parser.headers()) {
        bool seen = false;
        for (const QByteArray &known : std::as_const(names))
            seen = seen || known.compare(name, Qt::CaseInsensitive) == 0;
        if (!seen)
            names.append(name);
    }
    for (const QByteArray &name : std::as_const(names)) {
        // Set-Cookie values may hold commas (in dates): one per line, as Qt keeps them.
        if (name.compare("Set-Cookie", Qt::CaseInsensitive) == 0) {
            QByteArrayList values;
            for (const auto &[key, value] : m_parser.headers()) {
                if (key.compare(name, Qt::CaseInsensitive) == 0)
                    values.append(value);
            }
            setRawHeader(name, values.join('\n'));
            if (m_manager && m_manager->cookieJar()) {
                QList<QNetworkCookie> cookies;
                for (const QByteArray &value : std::as_const(values))
                    cookies += QNetworkCookie::parseCookies(value);
                cookies = cookies.mid(0, kMaxCookiesPerResponse); // a flood stays out
                m_manager->cookieJar()->setCookiesFromUrl(cookies, url());
            }
            continue;
        }
        setRawHeader(name, m_parser.header(name));
    }
    const QByteArray location = m_parser.header("Location");
    const auto policy = request().attribute(QNetworkRequest::RedirectPolicyAttribute).toInt();
    if (isRedirect(status) && !location.isEmpty()
        && policy == QNetworkRequest::UserVerifiedRedirectPolicy) {
        if (++m_redirects > request().maximumRedirectsAllowed()) {
            failWith(TooManyRedirectsError,
                     u"more than %1 redirects"_s.arg(request().maximumRedirectsAllowed()));
            return;
        }
        const QUrl target = url().resolved(QUrl::fromEncoded(location));
        setAttribute(QNetworkRequest::RedirectionTargetAttribute, target);
        releaseSocket(false); // its body, if any, is of no interest
        m_buffer.clear();
        m_readOffset = 0;
        m_awaitingRedirectDecision = true;
        Q_EMIT redirected(target); // followed when redirectAllowed() is emitted
        return;
    }
    Q_EMIT metaDataChanged();
}

void HttpSocketReply::followRedirect()
{
    if (!m_awaitingRedirectDecision || m_done)
        return;
    m_awaitingRedirectDecision = false;
    const int status = attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    // As browsers and Qt do: 303 always, and 301/302 after a POST, continue with a GET.
    if ((status == 303 && m_verb != "HEAD")
        || ((status == 301 || status == 302) && m_verb == "POST")) {
        m_verb = "GET";
        m_body.clear();
        setOperation(QNetworkAccessManager::GetOperation);
    }
    const QUrl target = attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl();
    for (const QByteArray &name : rawHeaderList())
        setRawHeader(name, QByteArray());
    setAttribute(QNetworkRequest::HttpStatusCodeAttribute, QVariant());
    setAttribute(QNetworkRequest::HttpReasonPhraseAttribute, QVariant());
    setAttribute(QNetworkRequest::RedirectionTargetAttribute, QVariant());
    setUrl(target);
    start();
}

void HttpSocketReply::handleSocketError()
{
    if (m_done || !m_socket)
        return;
    const QAbstractSocket::SocketError error = m_socket->error();
    if (error == QAbstractSocket::RemoteHostClosedError) {
        handleDisconnected(); // what was sent before the close is still to be read
        return;
    }
    if (m_reusedConnection && !m_parser.receivedAnything() && isIdempotent(m_verb)) {
        // The kept-alive connection went stale while idle: once more on a new one.
        releaseSocket(false);
        connectSocket(false);
        return;
    }
    failWith(networkError(error), m_socket->errorString());
}

void HttpSocketReply::handleDisconnected()
{
    if (m_done || !m_socket || m_socketClosed)
        return;
    m_socketClosed = true;
    if (m_reusedConnection && !m_parser.receivedAnything() && m_socket->bytesAvailable() == 0
        && isIdempotent(m_verb)) {
        releaseSocket(false);
        connectSocket(false);
        return;
    }
    pump();
}

void HttpSocketReply::finishResponse()
{
    m_done = true;
    releaseSocket(m_parser.connectionReusable() && !m_extraBytes && !m_socketClosed
                  && m_socket->bytesAvailable() == 0);
    setFinished(true);
    Q_EMIT readChannelFinished();
    Q_EMIT finished();
}

void HttpSocketReply::failWith(NetworkError code, const QString &text)
{
    if (m_done)
        return;
    m_done = true;
    releaseSocket(false);
    setError(code, text);
    Q_EMIT errorOccurred(code);
    setFinished(true);
    Q_EMIT finished();
}

void HttpSocketReply::abort()
{
    if (m_done)
        return;
    m_done = true;
    releaseSocket(false);
    m_buffer.clear();
    m_readOffset = 0;
    QNetworkReply::close();
    setError(OperationCanceledError, u"Operation canceled"_s);
    Q_EMIT errorOccurred(OperationCanceledError);
    setFinished(true);
    Q_EMIT finished();
}

void HttpSocketReply::releaseSocket(bool reusable)
{
    QAbstractSocket *socket = std::exchange(m_socket, nullptr);
    if (!socket)
        return;
    if (auto *ssl = qobject_cast<QSslSocket *>(socket))
        m_sslConfiguration = ssl->sslConfiguration();
    socket->disconnect(this);
    if (reusable && m_manager && socket->state() == QAbstractSocket::ConnectedState) {
        m_manager->keepIdleConnection(connectionKey(), socket);
        return;
    }
    socket->abort();
    socket->deleteLater();
}

qint64 HttpSocketReply::bytesAvailable() const
{
    return buffered() + QNetworkReply::bytesAvailable();
}

qint64 HttpSocketReply::readData(char *data, qint64 maxSize)
{
    const qint64 count = qMin<qint64>(maxSize, buffered());
    if (count == 0)
        return isFinished() ? -1 : 0;
    memcpy(data, m_buffer.constData() + m_readOffset, size_t(count));
    m_readOffset += count;
    if (m_readOffset == m_buffer.size()) {
        m_buffer.clear();
        m_readOffset = 0;
    } else if (m_readOffset >= kSocketBufferBytes) {
        m_buffer.remove(0, m_readOffset);
        m_readOffset = 0;
    }
    if (m_socket && m_socket->bytesAvailable() > 0)
        schedulePump(); // room again: read on, so the server may send on
    return count;
}
