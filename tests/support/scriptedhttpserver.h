// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>

#include <functional>
#include <memory>

class HttpRequestParser;

// A raw HTTP/1.1 server on 127.0.0.1 (port chosen by the system) for transport tests that need
// faults a real server library would not produce: streams dropped mid-event, slow drips, wrong
// content types, 404 for a session; requests may follow each other on one connection. Requests
// are read with the project's HttpRequestParser (one that fails it is answered with its 4xx and
// never reaches the handler). Each request goes to the handler, which answers through a Reply:
// write the head, write chunks (now or later), then finish or drop the connection.
class ScriptedHttpServer : public QObject
{
    Q_OBJECT
public:
    struct Request
    {
        QByteArray method;
        QByteArray path;                      // the request target as sent, query included
        QMap<QByteArray, QByteArray> headers; // names in lower case; repeated ones joined
        QByteArray body;
        qint64 receivedAtMs = 0; // since the server started
        int connection = 0;      // which TCP connection carried it: 1, 2, … in accept order
    };

    class Reply
    {
    public:
        Reply(QTcpSocket *socket)
            : m_socket(socket)
        {}
        // Writes the status line and headers; the body is sent with Connection: close framing.
        void head(int status,
                  const QByteArray &reason,
                  const QList<QPair<QByteArray, QByteArray>> &headers = {});
        // Raw bytes; without head() the handler writes the whole response itself, and a
        // response that leaves the connection open (keep-alive) lets the next request come on it.
        void write(const QByteArray &bytes);
        void writeAfter(int ms, const QByteArray &bytes);
        // Writes chunk again each time the client has taken the last one, until it hangs up:
        // a stream without end, at the pace the client reads (a hostile server).
        void writeForever(const QByteArray &chunk);
        void finishAfter(int ms); // closes the connection cleanly after ms
        void finish();            // closes now: the end of the body
        void drop();              // aborts the connection (RST), as a crash would
        // Convenience: a complete response with a body.
        void send(int status,
                  const QByteArray &contentType,
                  const QByteArray &body,
                  const QList<QPair<QByteArray, QByteArray>> &headers = {});

    private:
        QPointer<QTcpSocket> m_socket;
    };

    using Handler = std::function<void(const Request &, Reply)>;

    explicit ScriptedHttpServer(Handler handler, QObject *parent = nullptr);
    bool listen();
    quint16 port() const { return m_server.serverPort(); }
    QByteArray url(const QByteArray &path) const;
    QList<Request> requests() const { return m_requests; }
    QList<Request> requestsWithMethod(const QByteArray &method) const;

private:
    void accept();
    void read(QTcpSocket *socket, HttpRequestParser *parser);

    QTcpServer m_server;
    Handler m_handler;
    QList<Request> m_requests;
    qint64 m_startMs = 0;
    int m_connections = 0;
};
