// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "loopbackreceiver.h"

#include <core/transport/httprequestparser.h>
#include <core/transport/httpstatus.h>

#include <QTcpSocket>
#include <QTimer>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

// The redirect is a GET; a browser sends no body with it.
constexpr qsizetype kMaxRedirectBodyBytes = 16 * 1024;

QByteArray response(int status, const QByteArray &text)
{
    return "HTTP/1.1 " + QByteArray::number(status) + ' ' + HttpStatus::reasonPhrase(status)
           + "\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n"
             "Content-Length: "
           + QByteArray::number(text.size()) + "\r\n\r\n" + text;
}

} // namespace

LoopbackReceiver::LoopbackReceiver(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &LoopbackReceiver::handleConnection);
}

bool LoopbackReceiver::listen(QString *error, quint16 preferredPort)
{
    if (m_server.isListening())
        return true;
    if ((preferredPort != 0 && m_server.listen(QHostAddress::LocalHost, preferredPort))
        || m_server.listen(QHostAddress::LocalHost, 0)) {
        m_port = m_server.serverPort();
        return true;
    }
    *error = u"cannot listen on 127.0.0.1 for the redirect: "_s + m_server.errorString();
    return false;
}

void LoopbackReceiver::stop()
{
    m_server.close();
}

QUrl LoopbackReceiver::redirectUri() const
{
    return QUrl(u"http://127.0.0.1:%1/callback"_s.arg(m_port));
}

bool LoopbackReceiver::isRedirect(const QUrl &url) const
{
    return url.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment) == redirectUri();
}

void LoopbackReceiver::handleConnection()
{
    HttpRequestParser::Limits limits;
    limits.maxBodyBytes = kMaxRedirectBodyBytes;
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        auto parser = std::make_shared<HttpRequestParser>(limits);
        auto receivedBytes = std::make_shared<bool>(false);
        // The deadline belongs to the socket: it goes when the socket does.
        auto *deadline = new QTimer(socket);
        deadline->setSingleShot(true);
        const int deadlineMs = m_requestDeadlineMs;
        connect(deadline, &QTimer::timeout, socket, [socket, parser, receivedBytes, deadlineMs] {
            if (parser->isFinished())
                return; // answered already
            if (*receivedBytes) {
                const QByteArray why = HttpStatus::reasonPhrase(408)
                                       + ": the request was not complete within "
                                       + QByteArray::number(deadlineMs) + " ms\n";
                socket->write(response(408, why));
            }
            socket->disconnectFromHost();
        });
        deadline->start(deadlineMs);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket, parser, receivedBytes] {
            if (parser->isFinished()) {
                socket->readAll(); // answered already; the rest is not read
                return;
            }
            const QByteArray bytes = socket->readAll();
            *receivedBytes = *receivedBytes || !bytes.isEmpty();
            parser->feed(bytes);
            if (parser->state() == HttpRequestParser::State::Failed) {
                // Whatever sent it (a browser, a port scanner) learns why, and the socket closes.
                const int status = parser->errorStatus();
                socket->write(response(status,
                                       HttpStatus::reasonPhrase(status) + ": "
                                           + parser->errorText().toUtf8() + '\n'));
                socket->disconnectFromHost();
                return;
            }
            if (parser->state() == HttpRequestParser::State::Complete)
                answer(socket, parser->request());
        });
    }
}

void LoopbackReceiver::answer(QTcpSocket *socket, const HttpRequest &request)
{
    QByteArray pathAndQuery = request.path;
    if (request.target.contains('?'))
        pathAndQuery += '?' + request.query();
    const QUrl target(u"http://127.0.0.1"_s + QString::fromLatin1(pathAndQuery));
    if (request.method != "GET" || target.path() != "/callback"_L1) {
        socket->write(response(404, "Not the authorization callback.\n"));
        socket->disconnectFromHost();
        return;
    }
    socket->write(
        response(200, "mcpscope received the authorization response; you can close this tab.\n"));
    socket->disconnectFromHost();
    Q_EMIT received(QUrlQuery(target));
}
