// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "websockettransport.h"

#include "httpdiagnosis.h"
#include "httprequestbuilder.h"
#include "tlspolicy.h"

#include <QWebSocket>
#include <QWebSocketHandshakeOptions>

using namespace Qt::StringLiterals;

WebSocketTransport::WebSocketTransport(const ServerConfig &config, QObject *parent)
    : Transport(parent)
    , m_config(config)
{}

QString WebSocketTransport::description() const
{
    return u"WebSocket (experimental): "_s + m_config.url.toDisplayString();
}

void WebSocketTransport::open()
{
    if (state() != State::Closed)
        return;
    setCloseReason({});
    m_errorText.clear();
    const QString scheme = m_config.url.scheme();
    if (!m_config.url.isValid() || (scheme != "ws"_L1 && scheme != "wss"_L1)) {
        setCloseReason(u"not a ws:// or wss:// URL: \"%1\""_s.arg(m_config.url.toString()));
        emitEvent(TransportEvent::Kind::Error, closeReason());
        return;
    }
    delete m_socket;
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    connect(m_socket, &QWebSocket::connected, this, &WebSocketTransport::handleConnected);
    connect(m_socket, &QWebSocket::disconnected, this, &WebSocketTransport::handleDisconnected);
    // Qt 6.4 names the signal error(); later versions add errorOccurred().
    connect(m_socket,
            qOverload<QAbstractSocket::SocketError>(&QWebSocket::error),
            this,
            &WebSocketTransport::handleError);
    connect(m_socket, &QWebSocket::textMessageReceived, this, [this](const QString &message) {
        Q_EMIT frameReceived(message.toUtf8(), FrameInfo{u"WebSocket"_s, 0, {}});
    });
    connect(m_socket, &QWebSocket::binaryMessageReceived, this, [this](const QByteArray &message) {
        emitEvent(
            TransportEvent::Kind::Warning,
            u"the server sent a binary frame (%1 bytes); MCP over WebSocket uses text frames"_s.arg(
                message.size()));
        Q_EMIT frameReceived(message, FrameInfo{u"WebSocket (binary)"_s, 0, {}});
    });
    connect(m_socket, &QWebSocket::sslErrors, this, [this](const QList<QSslError> &errors) {
        const QSslCertificate peer = m_socket->sslConfiguration().peerCertificate();
        if (TlsPolicy::matches(peer, m_config.acceptedCertificateSha256)) {
            m_socket->ignoreSslErrors(errors);
            return;
        }
        const QString problems = HttpDiagnosis::describeSslErrors(errors);
        m_errorText
            = u"TLS: %1; certificate: %2"_s.arg(problems, TlsPolicy::describeCertificate(peer));
        Q_EMIT certificateRejected(peer, problems);
    });
    HttpHeaderList logged;
    QString problem;
    const QNetworkRequest request
        = HttpRequestBuilder::build(m_config, m_config.url, {}, &logged, &problem);
    if (!problem.isEmpty()) {
        setCloseReason(problem);
        m_lastDiagnostic = problem;
        emitEvent(TransportEvent::Kind::Error, problem);
        return;
    }
    // Qt's default is about 2 GiB per message: a server could exhaust memory with one frame.
    // A message over the limit makes Qt close the socket with 1009 (message too big).
    m_socket->setMaxAllowedIncomingMessageSize(quint64(m_config.maxMessageBytes));
    m_socket->setMaxAllowedIncomingFrameSize(quint64(m_config.maxMessageBytes));
    QWebSocketHandshakeOptions options;
    options.setSubprotocols({u"mcp"_s});
    setState(State::Opening);
    HttpExchange exchange;
    exchange.method = "GET (upgrade)";
    exchange.url = m_config.url;
    exchange.requestHeaders = logged;
    Q_EMIT eventOccurred(
        {TransportEvent::Kind::Info, u"opening WebSocket (subprotocol mcp)"_s, {}, exchange});
    m_socket->open(request, options);
}

void WebSocketTransport::handleConnected()
{
    const QString subprotocol = m_socket->subprotocol();
    emitEvent(TransportEvent::Kind::Info,
              subprotocol.isEmpty() ? u"WebSocket connected; the server selected no subprotocol"_s
                                    : u"WebSocket connected (subprotocol %1)"_s.arg(subprotocol));
    setState(State::Open);
}

void WebSocketTransport::handleError(QAbstractSocket::SocketError error)
{
    if (!m_errorText.isEmpty())
        return; // the TLS explanation is more useful than Qt's generic text
    switch (error) {
    case QAbstractSocket::ConnectionRefusedError:
        m_errorText = HttpDiagnosis::describeNetworkError(
            QNetworkReply::ConnectionRefusedError, m_config.url, m_socket->errorString());
        break;
    case QAbstractSocket::HostNotFoundError:
        m_errorText = HttpDiagnosis::describeNetworkError(
            QNetworkReply::HostNotFoundError, m_config.url, m_socket->errorString());
        break;
    default:
        m_errorText = u"WebSocket error: "_s + m_socket->errorString();
        break;
    }
}

void WebSocketTransport::handleDisconnected()
{
    const bool wasClosing = state() == State::Closing;
    const bool neverOpened = state() == State::Opening;
    const int code = m_socket->closeCode();
    QString text = HttpDiagnosis::describeWebSocketClose(code, m_socket->closeReason());
    if (neverOpened && m_errorText.isEmpty()
        && m_socket->error() != QAbstractSocket::UnknownSocketError)
        handleError(m_socket->error());
    if (neverOpened) {
        // No close frame was ever exchanged: the close code means nothing, the error does.
        text = m_errorText.isEmpty() ? u"could not open the WebSocket to %1: %2"_s.arg(
                   m_config.url.toDisplayString(), m_socket->errorString())
                                     : m_errorText;
    } else if (!m_errorText.isEmpty() && code == 1006) {
        text = m_errorText;
    } else if (code == QWebSocketProtocol::CloseCodeTooMuchData && !wasClosing) {
        // Qt closes with 1009 itself when a message or frame is over our limit.
        text = TransportLimits::exceeded(
            u"WebSocket message"_s, m_config.maxMessageBytes, u"connection closed"_s);
    }
    if (!wasClosing) {
        m_lastDiagnostic = text;
        setCloseReason(text);
    }
    emitEvent(wasClosing ? TransportEvent::Kind::Info : TransportEvent::Kind::Error, text);
    setState(State::Closed);
}

void WebSocketTransport::sendFrame(const QByteArray &frame)
{
    if (!m_socket || state() != State::Open) {
        emitEvent(TransportEvent::Kind::Warning, u"not sent: the WebSocket is not open"_s);
        return;
    }
    m_socket->sendTextMessage(QString::fromUtf8(frame));
}

void WebSocketTransport::close()
{
    if (!m_socket || state() == State::Closed || state() == State::Closing)
        return;
    if (m_socket->state() == QAbstractSocket::UnconnectedState) {
        setState(State::Closed);
        return;
    }
    setState(State::Closing);
    m_socket->close(QWebSocketProtocol::CloseCodeNormal, u"client disconnecting"_s);
}
