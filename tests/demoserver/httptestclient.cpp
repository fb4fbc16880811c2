// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httptestclient.h"

#include <core/jsonrpc/jsonrpccodec.h>

#include <QDeadlineTimer>
#include <QNetworkProxy>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

JsonRpcMessage HttpResult::message() const
{
    return JsonRpc::decode(body).messages.value(0);
}

StreamReader::StreamReader(QNetworkReply *reply)
    : m_reply(reply)
{
    QObject::connect(reply, &QNetworkReply::readyRead, reply, [this] { read(); });
    read();
}

StreamReader::~StreamReader()
{
    if (m_reply) {
        m_reply->disconnect();
        m_reply->abort();
        m_reply->deleteLater();
    }
}

void StreamReader::read()
{
    if (!m_reply)
        return;
    for (const SseParser::Item &item : m_parser.feed(m_reply->readAll())) {
        if (item.kind == SseParser::Item::Kind::Comment)
            comments.append(item.comment);
        else if (item.kind == SseParser::Item::Kind::Event && item.data.isEmpty())
            primingIds.append(item.id);
        else if (item.kind == SseParser::Item::Kind::Event)
            events.append(item);
    }
}

bool StreamReader::waitForEvents(qsizetype count, int ms)
{
    return QTest::qWaitFor(
        [this, count] {
            read();
            return events.size() >= count;
        },
        ms);
}

bool StreamReader::waitForComment(int ms)
{
    return QTest::qWaitFor(
        [this] {
            read();
            return !comments.isEmpty();
        },
        ms);
}

bool StreamReader::waitForFinished(int ms)
{
    const bool finished = QTest::qWaitFor([this] { return !m_reply || m_reply->isFinished(); }, ms);
    read();
    return finished;
}

int StreamReader::status() const
{
    return m_reply ? m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() : 0;
}

QList<JsonRpcMessage> StreamReader::messages() const
{
    QList<JsonRpcMessage> decoded;
    for (const SseParser::Item &item : events)
        decoded.append(JsonRpc::decode(item.data).messages.value(0));
    return decoded;
}

HttpTestClient::HttpTestClient(const QUrl &url)
    : m_url(url)
{
    m_network.setProxy(QNetworkProxy::NoProxy);
}

HttpHeaderList HttpTestClient::headers() const
{
    HttpHeaderList list{{"Accept", "application/json, text/event-stream"},
                        {"Content-Type", "application/json"}};
    if (!sessionId.isEmpty())
        list.emplaceBack("Mcp-Session-Id", sessionId);
    if (!protocolVersion.isEmpty())
        list.emplaceBack("MCP-Protocol-Version", protocolVersion);
    return list;
}

QNetworkReply *
HttpTestClient::start(const QByteArray &verb, const QByteArray &body, const HttpHeaderList &headers)
{
    QNetworkRequest request(m_url);
    for (const auto &[name, value] : headers)
        request.setRawHeader(name, value);
    return m_network.sendCustomRequest(request, verb, body);
}

HttpResult HttpTestClient::finish(QNetworkReply *reply)
{
    // A reply that never ends (misbehave no_answer) is cut off, so the result shows it.
    if (!QTest::qWaitFor([reply] { return reply->isFinished(); }, HttpWaitMs))
        reply->abort();
    HttpResult result;
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.error = reply->error();
    for (const auto &[name, value] : reply->rawHeaderPairs())
        result.headers.insert(name.toLower(), value);
    result.body = reply->readAll();
    reply->deleteLater();
    return result;
}

HttpResult HttpTestClient::post(const QByteArray &body, const HttpHeaderList &headers)
{
    return finish(start("POST", body, headers));
}

HttpResult HttpTestClient::send(const QByteArray &verb, const HttpHeaderList &headers)
{
    return finish(start(verb, {}, headers));
}

bool HttpTestClient::initialize()
{
    const HttpResult result = post(requestFrame(
        1,
        u"initialize"_s,
        {{"protocolVersion"_L1, u"2025-11-25"_s},
         {"capabilities"_L1, QJsonObject()},
         {"clientInfo"_L1, QJsonObject{{"name"_L1, u"http-test"_s}, {"version"_L1, u"1"_s}}}}));
    sessionId = result.header("mcp-session-id");
    if (result.status != 200 || sessionId.isEmpty())
        return false;
    protocolVersion
        = result.message().result().toObject().value("protocolVersion"_L1).toString().toLatin1();
    return post(notificationFrame(u"notifications/initialized"_s)).status == 202;
}

QByteArray requestFrame(qint64 id, const QString &method, const QJsonObject &params)
{
    return JsonRpc::encode(JsonRpcMessage::request(JsonRpcId(id), method, params));
}

QByteArray notificationFrame(const QString &method, const QJsonObject &params)
{
    return JsonRpc::encode(JsonRpcMessage::notification(method, params));
}

QByteArray toolCallFrame(qint64 id,
                         const QString &tool,
                         const QJsonObject &arguments,
                         const QJsonValue &progressToken)
{
    QJsonObject params{{"name"_L1, tool}, {"arguments"_L1, arguments}};
    if (!progressToken.isUndefined())
        params.insert("_meta"_L1, QJsonObject{{"progressToken"_L1, progressToken}});
    return requestFrame(id, u"tools/call"_s, params);
}

int RawExchange::status() const
{
    if (!received.startsWith("HTTP/1.1 "))
        return 0;
    return received.mid(9, 3).toInt();
}

RawExchange rawExchange(quint16 port, const QByteArray &request, int waitMs)
{
    RawExchange exchange;
    QTcpSocket socket;
    socket.setProxy(QNetworkProxy::NoProxy);
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!QTest::qWaitFor([&socket] { return socket.state() == QAbstractSocket::ConnectedState; },
                         waitMs))
        return exchange;
    socket.write(request);
    exchange.closedByServer = QTest::qWaitFor(
        [&] {
            exchange.received += socket.readAll();
            return socket.state() == QAbstractSocket::UnconnectedState;
        },
        waitMs);
    exchange.received += socket.readAll();
    return exchange;
}

void McpHttpServerTest::start(const McpHttpServer::Options &options)
{
    client.reset();
    server = std::make_unique<McpHttpServer>(options);
    QObject::connect(server.get(),
                     &McpHttpServer::logLine,
                     server.get(),
                     [this](const QString &line) { log.append(line); });
    QObject::connect(server.get(), &McpHttpServer::exitRequested, server.get(), [this](int code) {
        exitCodes.append(code);
    });
    ASSERT_TRUE(server->listen(0)) << server->errorString().toStdString();
    client = std::make_unique<HttpTestClient>(server->url());
}
