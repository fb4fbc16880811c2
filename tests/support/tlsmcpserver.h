// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QObject>
#include <QSslCertificate>
#include <QSslServer>
#include <QUrl>

class HttpRequestParser;
class QSslSocket;

// A tiny MCP server over HTTPS on 127.0.0.1 (port chosen by the system) with the self-signed
// test certificate from tests/data: answers initialize, ping and tools/list (one tool, echo)
// with JSON, notifications with 202 and GET with 405; GET /bytes/N answers N bytes of 'x'. For
// the "accept this certificate" tests and large bodies over TLS. Requests are read with the
// project's HttpRequestParser; one that fails it is answered with its 4xx.
class TlsMcpServer : public QObject
{
    Q_OBJECT
public:
    explicit TlsMcpServer(QObject *parent = nullptr);
    bool listen(); // false if the certificate or key cannot be read, or no port
    QUrl url(const QString &path = QStringLiteral("/mcp")) const;
    QSslCertificate certificate() const { return m_certificate; }
    int answeredRequests() const { return m_answered; }

private:
    void accept();
    void read(QSslSocket *socket, HttpRequestParser *parser);
    void answer(QSslSocket *socket, const QByteArray &method, const QByteArray &body);

    QSslServer m_server;
    QSslCertificate m_certificate;
    int m_answered = 0;
};
