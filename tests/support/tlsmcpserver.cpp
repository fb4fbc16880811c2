// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "tlsmcpserver.h"

#include <core/transport/httprequestparser.h>
#include <core/transport/httpstatus.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslSocket>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

QByteArray readFile(const QString &name)
{
    QFile file(QStringLiteral(MCPSCOPE_TEST_DATA_DIR) + u'/' + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QJsonObject resultFor(const QString &method)
{
    if (method == "initialize"_L1)
        return {{"protocolVersion"_L1, u"2025-06-18"_s},
                {"capabilities"_L1, QJsonObject{{"tools"_L1, QJsonObject{}}}},
                {"serverInfo"_L1, QJsonObject{{"name"_L1, u"tls-test"_s}, {"version"_L1, u"1"_s}}}};
    if (method == "tools/list"_L1) {
        const QJsonObject schema{{"type"_L1, u"object"_s}};
        return {{"tools"_L1,
                 QJsonArray{QJsonObject{{"name"_L1, u"echo"_s}, {"inputSchema"_L1, schema}}}}};
    }
    return {};
}

void writeResponse(QSslSocket *socket,
                   const QByteArray &statusLine,
                   const QByteArray &contentType = {},
                   const QByteArray &body = {})
{
    QByteArray head = "HTTP/1.1 " + statusLine + "\r\nConnection: close\r\n";
    if (!contentType.isEmpty())
        head += "Content-Type: " + contentType + "\r\n";
    head += "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n";
    socket->write(head + body);
    socket->disconnectFromHost();
}

} // namespace

TlsMcpServer::TlsMcpServer(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &QTcpServer::pendingConnectionAvailable, this, &TlsMcpServer::accept);
}

bool TlsMcpServer::listen()
{
    const QList<QSslCertificate> certificates
        = QSslCertificate::fromData(readFile(u"selfsigned-cert.pem"_s));
    const QSslKey key(readFile(u"selfsigned-key.pem"_s), QSsl::Rsa);
    if (certificates.isEmpty() || key.isNull())
        return false;
    m_certificate = certificates.first();
    QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
    configuration.setLocalCertificate(m_certificate);
    configuration.setPrivateKey(key);
    configuration.setPeerVerifyMode(QSslSocket::VerifyNone);
    m_server.setSslConfiguration(configuration);
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QUrl TlsMcpServer::url(const QString &path) const
{
    return QUrl(u"https://127.0.0.1:%1%2"_s.arg(m_server.serverPort()).arg(path));
}

void TlsMcpServer::accept()
{
    while (auto *socket = qobject_cast<QSslSocket *>(m_server.nextPendingConnection())) {
        socket->setParent(this);
        auto parser = std::make_shared<HttpRequestParser>();
        connect(socket, &QSslSocket::readyRead, this, [this, socket, parser] {
            read(socket, parser.get());
        });
        connect(socket, &QSslSocket::disconnected, socket, &QObject::deleteLater);
    }
}

void TlsMcpServer::read(QSslSocket *socket, HttpRequestParser *parser)
{
    if (parser->state() == HttpRequestParser::State::Failed) {
        socket->readAll(); // answered with its 4xx already
        return;
    }
    parser->feed(socket->readAll());
    if (parser->state() == HttpRequestParser::State::Failed) {
        const int status = parser->errorStatus();
        writeResponse(socket,
                      QByteArray::number(status) + ' ' + HttpStatus::reasonPhrase(status),
                      "text/plain",
                      parser->errorText().toUtf8());
        return;
    }
    // GET /bytes/N keeps the connection for the next request; every other answer closes it.
    while (parser->state() == HttpRequestParser::State::Complete) {
        const HttpRequest request = parser->request();
        parser->next();
        if (request.method == "GET" && request.path.startsWith("/bytes/")) {
            const QByteArray filler(request.path.mid(7).toInt(), 'x');
            socket->write(
                "HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nContent-Length: "
                + QByteArray::number(filler.size()) + "\r\n\r\n" + filler);
            continue;
        }
        answer(socket, request.method, request.body);
        return;
    }
}

void TlsMcpServer::answer(QSslSocket *socket, const QByteArray &method, const QByteArray &body)
{
    ++m_answered;
    if (method == "GET") {
        writeResponse(socket, "405 Method Not Allowed");
        return;
    }
    if (method != "POST") {
        writeResponse(socket, "200 OK");
        return;
    }
    const QJsonObject message = QJsonDocument::fromJson(body).object();
    if (!message.contains("id"_L1)) {
        writeResponse(socket, "202 Accepted");
        return;
    }
    const QJsonObject response{{"jsonrpc"_L1, u"2.0"_s},
                               {"id"_L1, message.value("id"_L1)},
                               {"result"_L1, resultFor(message.value("method"_L1).toString())}};
    writeResponse(socket,
                  "200 OK",
                  "application/json",
                  QJsonDocument(response).toJson(QJsonDocument::Compact));
}
