// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "scriptedhttpserver.h"

#include <core/transport/httprequestparser.h>
#include <core/transport/httpstatus.h>

#include <QDateTime>
#include <QTcpSocket>
#include <QTimer>

void ScriptedHttpServer::Reply::head(int status,
                                     const QByteArray &reason,
                                     const QList<QPair<QByteArray, QByteArray>> &headers)
{
    if (!m_socket)
        return;
    QByteArray text = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n";
    for (const auto &[name, value] : headers)
        text += name + ": " + value + "\r\n";
    text += "Connection: close\r\n\r\n";
    m_socket->write(text);
}

void ScriptedHttpServer::Reply::write(const QByteArray &bytes)
{
    if (m_socket)
        m_socket->write(bytes);
}

void ScriptedHttpServer::Reply::writeAfter(int ms, const QByteArray &bytes)
{
    QPointer<QTcpSocket> socket = m_socket;
    QTimer::singleShot(ms, socket, [socket, bytes] {
        if (socket)
            socket->write(bytes);
    });
}

void ScriptedHttpServer::Reply::writeForever(const QByteArray &chunk)
{
    QTcpSocket *socket = m_socket;
    if (!socket)
        return;
    QObject::connect(socket, &QTcpSocket::bytesWritten, socket, [socket, chunk] {
        if (socket->state() == QAbstractSocket::ConnectedState && socket->bytesToWrite() == 0)
            socket->write(chunk);
    });
    socket->write(chunk);
}

void ScriptedHttpServer::Reply::finishAfter(int ms)
{
    QPointer<QTcpSocket> socket = m_socket;
    QTimer::singleShot(ms, socket, [socket] {
        if (socket)
            socket->disconnectFromHost();
    });
}

void ScriptedHttpServer::Reply::finish()
{
    if (m_socket)
        m_socket->disconnectFromHost();
}

void ScriptedHttpServer::Reply::drop()
{
    if (m_socket)
        m_socket->abort();
}

void ScriptedHttpServer::Reply::send(int status,
                                     const QByteArray &contentType,
                                     const QByteArray &body,
                                     const QList<QPair<QByteArray, QByteArray>> &headers)
{
    QList<QPair<QByteArray, QByteArray>> all = headers;
    if (!contentType.isEmpty())
        all.append({"Content-Type", contentType});
    all.append({"Content-Length", QByteArray::number(body.size())});
    head(status, HttpStatus::reasonPhrase(status), all);
    write(body);
    finish();
}

ScriptedHttpServer::ScriptedHttpServer(Handler handler, QObject *parent)
    : QObject(parent)
    , m_handler(std::move(handler))
{
    connect(&m_server, &QTcpServer::newConnection, this, &ScriptedHttpServer::accept);
}

bool ScriptedHttpServer::listen()
{
    m_startMs = QDateTime::currentMSecsSinceEpoch();
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QByteArray ScriptedHttpServer::url(const QByteArray &path) const
{
    return "http://127.0.0.1:" + QByteArray::number(port()) + path;
}

QList<ScriptedHttpServer::Request>
ScriptedHttpServer::requestsWithMethod(const QByteArray &method) const
{
    QList<Request> matching;
    for (const Request &request : m_requests) {
        if (request.method == method)
            matching << request;
    }
    return matching;
}

void ScriptedHttpServer::accept()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        socket->setParent(this);
        socket->setProperty("connection", ++m_connections);
        auto parser = std::make_shared<HttpRequestParser>();
        connect(socket, &QTcpSocket::readyRead, this, [this, socket, parser] {
            read(socket, parser.get());
        });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }
}

void ScriptedHttpServer::read(QTcpSocket *socket, HttpRequestParser *parser)
{
    if (parser->state() == HttpRequestParser::State::Failed) {
        socket->readAll(); // answered with its 4xx already
        return;
    }
    parser->feed(socket->readAll());
    const QPointer<QTcpSocket> alive(socket);
    // A keep-alive client sends its next request after the answer; one that pipelines has it
    // in the same read already.
    while (alive && parser->state() == HttpRequestParser::State::Complete) {
        const HttpRequest &http = parser->request();
        Request request;
        request.method = http.method;
        request.path = http.target;
        for (const auto &header : http.headers)
            request.headers.insert(header.first, http.header(header.first));
        request.body = http.body;
        request.receivedAtMs = QDateTime::currentMSecsSinceEpoch() - m_startMs;
        request.connection = socket->property("connection").toInt();
        m_requests.append(request);
        m_handler(request, Reply(socket));
        parser->next();
    }
    if (alive && parser->state() == HttpRequestParser::State::Failed) {
        Reply(socket).send(parser->errorStatus(),
                           "text/plain",
                           HttpStatus::reasonPhrase(parser->errorStatus()) + ": "
                               + parser->errorText().toUtf8() + '\n');
    }
}
