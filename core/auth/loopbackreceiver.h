// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QTcpServer>
#include <QUrl>
#include <QUrlQuery>

class QTcpSocket;
struct HttpRequest;

// Catches the authorization redirect (RFC 8252 §7.3): an HTTP listener on 127.0.0.1 at a port
// the system picks, open only while a flow waits for it. Answers the browser with a short page
// and reports the query of the first request to the callback path. Requests are read with
// HttpRequestParser: one that is malformed or too large is answered with the parser's 4xx and
// its reason, and never reported. Each connection has a deadline: a request still incomplete
// when it passes (any local process can connect and send half a request line, then hold the
// socket) is answered 408 and closed; a connection that sent nothing is just closed.
class LoopbackReceiver : public QObject
{
    Q_OBJECT
public:
    explicit LoopbackReceiver(QObject *parent = nullptr);
    // preferredPort: the port of a redirect URI registered earlier, tried first (a strict
    // authorization server accepts only that URI); 0 or taken: the system picks one.
    bool listen(QString *error, quint16 preferredPort = 0);
    quint16 port() const { return m_port; }
    void stop();
    QUrl redirectUri() const; // http://127.0.0.1:<port>/callback
    bool isRedirect(const QUrl &url) const;
    // How long a connection may take to send its whole request (tests shorten it).
    static constexpr int kDefaultRequestDeadlineMs = 5000;
    void setRequestDeadline(int ms) { m_requestDeadlineMs = ms; }

Q_SIGNALS:
    void received(const QUrlQuery &query);

private:
    void handleConnection();
    void answer(QTcpSocket *socket, const HttpRequest &request);

    QTcpServer m_server;
    // Kept after stop(): the token request repeats the redirect URI (RFC 6749 §4.1.3).
    quint16 m_port = 0;
    int m_requestDeadlineMs = kDefaultRequestDeadlineMs;
};
