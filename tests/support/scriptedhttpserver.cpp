// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "scriptedhttpserver.h"

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
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QObject::destroyed, this, [this, socket] { m_buffers.remove(socket); });
    }
}

void ScriptedHttpServer::read(QTcpSocket *socket)
{
    QByteArray &buffer = m_buffers[socket];
    buffer += socket->readAll();
    const qsizetype headEnd = buffer.indexOf("\r\n\r\n");
    if (headEnd < 0)
        return;
    Request request;
    const QList<QByteArray> lines = buffer.left(headEnd).split('\n');
    const QList<QByteArray> requestLine = lines.first().trimmed().split(' ');
    request.method = requestLine.value(0);
    request.path = requestLine.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines.at(i).indexOf(':');
        if (colon > 0)
            request.headers.insert(lines.at(i).left(colon).trimmed().toLower(),
                                   lines.at(i).mid(colon + 1).trimmed());
    }
    const qsizetype length = request.headers.value("content-length", "0").toLongLong();
    if (buffer.size() < headEnd + 4 + length)
        return; // wait for the whole body
    request.body = buffer.mid(headEnd + 4, length);
    request.receivedAtMs = QDateTime::currentMSecsSinceEpoch() - m_startMs;
    request.connection = socket->property("connection").toInt();
    buffer.clear();
    m_requests.append(request);
    m_handler(request, Reply(socket));
}
