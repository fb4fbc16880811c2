// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcmessage.h>
#include <core/transport/httprequest.h>
#include <core/transport/sseparser.h>

#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPointer>
#include <QTcpSocket>
#include <QUrl>

#include <gtest/gtest.h>
#include <mcphttpserver.h>
#include <memory>

inline constexpr int HttpWaitMs = 10000;

// One HTTP reply read to its end (or as far as it got).
struct HttpResult
{
    int status = 0; // 0: no HTTP answer at all
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QHash<QByteArray, QByteArray> headers; // names in lower case
    QByteArray body;
    QByteArray header(const QByteArray &lowerCaseName) const
    {
        return headers.value(lowerCaseName);
    }
    // The JSON-RPC message of an application/json body (Invalid if it is not one).
    JsonRpcMessage message() const;
};

// Follows a streaming reply (text/event-stream) as it arrives.
class StreamReader
{
public:
    explicit StreamReader(QNetworkReply *reply);
    ~StreamReader();

    bool waitForEvents(qsizetype count, int ms = HttpWaitMs); // events that carry data
    bool waitForComment(int ms = HttpWaitMs);
    bool waitForFinished(int ms = HttpWaitMs);
    int status() const;
    QNetworkReply *reply() const { return m_reply; }
    QList<JsonRpcMessage> messages() const; // the data of every event, decoded

    QList<SseParser::Item> events; // with data; the priming event is in primingIds
    QList<QByteArray> primingIds;
    QList<QByteArray> comments;

private:
    void read();
    QPointer<QNetworkReply> m_reply;
    SseParser m_parser;
};

// A Streamable HTTP client by hand, on QNetworkAccessManager, that sends exactly what a test
// asks for. After initialize() it sends the session's headers like a real client.
class HttpTestClient
{
public:
    explicit HttpTestClient(const QUrl &url);

    QUrl url() const { return m_url; }
    void setUrl(const QUrl &url) { m_url = url; }
    // Accept (both types), Content-Type: application/json, and once known Mcp-Session-Id and
    // MCP-Protocol-Version.
    HttpHeaderList headers() const;
    HttpResult post(const QByteArray &body) { return post(body, headers()); }
    HttpResult post(const QByteArray &body, const HttpHeaderList &headers);
    HttpResult send(const QByteArray &verb, const HttpHeaderList &headers);
    QNetworkReply *
    start(const QByteArray &verb, const QByteArray &body, const HttpHeaderList &headers);
    HttpResult finish(QNetworkReply *reply);
    // initialize (keeping the session id) + notifications/initialized.
    bool initialize();

    QByteArray sessionId;
    QByteArray protocolVersion;

private:
    QNetworkAccessManager m_network;
    QUrl m_url;
};

QByteArray requestFrame(qint64 id, const QString &method, const QJsonObject &params = {});
QByteArray notificationFrame(const QString &method, const QJsonObject &params = {});
QByteArray toolCallFrame(qint64 id,
                         const QString &tool,
                         const QJsonObject &arguments,
                         const QJsonValue &progressToken = QJsonValue(QJsonValue::Undefined));

// Writes raw bytes to 127.0.0.1:port and returns all it reads until the server closes.
struct RawExchange
{
    QByteArray received;
    bool closedByServer = false;
    int status() const; // from the status line, 0 if none
};
RawExchange rawExchange(quint16 port, const QByteArray &request, int waitMs = HttpWaitMs);

// An in-process McpHttpServer on a free port, its log, and a client for it.
class McpHttpServerTest : public ::testing::Test
{
protected:
    void SetUp() override { start({}); }
    void start(const McpHttpServer::Options &options);

    std::unique_ptr<McpHttpServer> server;
    std::unique_ptr<HttpTestClient> client;
    QStringList log;
    QList<int> exitCodes;
};
