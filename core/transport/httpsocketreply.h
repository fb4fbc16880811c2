// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "httpresponseparser.h"

#include <QNetworkProxy>
#include <QNetworkReply>
#include <QPointer>
#include <QSslConfiguration>

class HttpSocketManager;
class QAbstractSocket;

// An HTTP/1.1 request on a socket of our own, behind the QNetworkReply interface, so
// HttpReplyReader and the transports read it as any reply.
//
// Why not Qt's: Qt 6.4's HTTP backend reads on its own thread as fast as the server writes and
// ignores setReadBufferSize(), so a server that streams without end filled memory faster than
// the limits could refuse it (measured: 130 MB queued after 2 s). Here the socket reads only as
// fast as the reply is read: the socket's buffer is small, the reply holds at most
// readBufferSize() bytes (1 MiB when unset), and a full buffer stops reading, so TCP makes the
// server wait.
//
// Also: no compression is asked for (a compressed body is an error, not garbage); redirects are
// reported through redirected() and followed only on redirectAllowed() (the
// UserVerifiedRedirectPolicy HttpRequestBuilder sets; any other policy gets the 3xx as it is);
// proxies come from the manager's proxy settings (an HTTP proxy gets absolute-form requests for
// http://, a CONNECT tunnel for https://); cookies use the manager's cookie jar; connections are
// kept alive through the manager. HTTP/1.1 only.
class HttpSocketReply : public QNetworkReply
{
    Q_OBJECT
public:
    HttpSocketReply(HttpSocketManager *manager,
                    QNetworkAccessManager::Operation operation,
                    const QNetworkRequest &request,
                    const QByteArray &verb,
                    const QByteArray &body,
                    QObject *parent = nullptr);
    ~HttpSocketReply() override;

    void abort() override;
    qint64 bytesAvailable() const override;
    void ignoreSslErrors() override;

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    void ignoreSslErrorsImplementation(const QList<QSslError> &errors) override;
    void sslConfigurationImplementation(QSslConfiguration &configuration) const override;
    void setSslConfigurationImplementation(const QSslConfiguration &configuration) override;

private:
    void start();
    void connectSocket(bool allowReuse);
    void adopt(QAbstractSocket *socket);
    void handleSslErrors(const QList<QSslError> &errors);
    void sendRequest();
    QByteArray requestBytes() const;
    void pump();
    void schedulePump();
    void handleHeaders();
    void handleSocketError();
    void handleDisconnected();
    void followRedirect();
    void finishResponse();
    void failWith(NetworkError code, const QString &text);
    void releaseSocket(bool reusable);
    qsizetype buffered() const { return m_buffer.size() - m_readOffset; }
    qint64 highWater() const;
    QString connectionKey() const;

    QPointer<HttpSocketManager> m_manager;
    QByteArray m_verb;
    QByteArray m_body;
    QNetworkProxy m_proxy;
    bool m_proxyForwards = false; // an HTTP proxy that gets absolute-form requests
    QAbstractSocket *m_socket = nullptr;
    bool m_reusedConnection = false;
    bool m_socketClosed = false;
    bool m_extraBytes = false; // the server sent more than the response: do not reuse
    HttpResponseParser m_parser;
    QByteArray m_buffer; // body bytes not yet read, from m_readOffset
    qsizetype m_readOffset = 0;
    QSslConfiguration m_sslConfiguration; // the request's, then the last TLS socket's
    QList<QSslError> m_ignoredSslErrors;
    bool m_ignoreAllSslErrors = false;
    int m_redirects = 0;
    bool m_awaitingRedirectDecision = false;
    bool m_pumpScheduled = false;
    bool m_done = false;
};
