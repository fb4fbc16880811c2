// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httpsocketmanager.h"

#include "httpsocketreply.h"

#include <QAbstractSocket>
#include <QTimer>

using namespace Qt::StringLiterals;

HttpSocketManager::HttpSocketManager(QObject *parent)
    : QNetworkAccessManager(parent)
{}

HttpSocketManager::~HttpSocketManager()
{
    for (const Idle &idle : std::as_const(m_idle))
        idle.socket->disconnect(this);
}

QNetworkReply *HttpSocketManager::createRequest(Operation operation,
                                                const QNetworkRequest &request,
                                                QIODevice *outgoingData)
{
    const QString scheme = request.url().scheme();
    if (scheme != "http"_L1 && scheme != "https"_L1)
        return QNetworkAccessManager::createRequest(operation, request, outgoingData);
    QByteArray verb;
    switch (operation) {
    case GetOperation:
        verb = "GET";
        break;
    case HeadOperation:
        verb = "HEAD";
        break;
    case PostOperation:
        verb = "POST";
        break;
    case PutOperation:
        verb = "PUT";
        break;
    case DeleteOperation:
        verb = "DELETE";
        break;
    case CustomOperation:
        verb = request.attribute(QNetworkRequest::CustomVerbAttribute).toByteArray();
        break;
    case UnknownOperation:
        return QNetworkAccessManager::createRequest(operation, request, outgoingData);
    }
    // Bodies here are the JSON-RPC frames the user sends: in memory already.
    const QByteArray body = outgoingData ? outgoingData->readAll() : QByteArray();
    return new HttpSocketReply(this, operation, request, verb, body, this);
}

QAbstractSocket *HttpSocketManager::takeIdleConnection(const QString &key)
{
    for (qsizetype i = m_idle.size() - 1; i >= 0; --i) {
        if (m_idle.at(i).key != key)
            continue;
        const Idle idle = m_idle.takeAt(i);
        delete idle.expiry;
        idle.socket->disconnect(this);
        if (idle.socket->state() == QAbstractSocket::ConnectedState
            && idle.socket->bytesAvailable() == 0)
            return idle.socket;
        idle.socket->abort();
        idle.socket->deleteLater();
    }
    return nullptr;
}

void HttpSocketManager::keepIdleConnection(const QString &key, QAbstractSocket *socket)
{
    int sameKey = 0;
    for (const Idle &idle : std::as_const(m_idle))
        sameKey += idle.key == key ? 1 : 0;
    if (sameKey >= kMaxIdlePerOrigin) {
        socket->abort();
        socket->deleteLater();
        return;
    }
    socket->setParent(this);
    auto *expiry = new QTimer(this);
    expiry->setSingleShot(true);
    expiry->start(kIdleMs);
    // A server that closes the connection, or talks on it unasked, ends its reuse.
    connect(expiry, &QTimer::timeout, this, [this, socket] { drop(socket); });
    connect(socket, &QAbstractSocket::disconnected, this, [this, socket] { drop(socket); });
    connect(socket, &QAbstractSocket::errorOccurred, this, [this, socket] { drop(socket); });
    connect(socket, &QAbstractSocket::readyRead, this, [this, socket] { drop(socket); });
    m_idle.append({key, socket, expiry});
}

void HttpSocketManager::drop(QAbstractSocket *socket)
{
    for (qsizetype i = 0; i < m_idle.size(); ++i) {
        if (m_idle.at(i).socket != socket)
            continue;
        const Idle idle = m_idle.takeAt(i);
        idle.expiry->deleteLater();
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
        return;
    }
}
