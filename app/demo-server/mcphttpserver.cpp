// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mcphttpserver.h"

#include "httpresponse.h"
#include "mcphttpsession.h"
#include "modernhttpendpoint.h"
#include "originpolicy.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/protocolversion.h>

#include <QTcpSocket>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace {

// Header values come from the client: show them short and printable.
QString quoted(const QByteArray &value)
{
    QString text = QString::fromLatin1(value.left(80));
    for (QChar &c : text) {
        if (c.unicode() < 0x20 || c.unicode() >= 0x7f)
            c = u'?';
    }
    return u'"' + text + (value.size() > 80 ? u"…\""_s : u"\""_s);
}

} // namespace

McpHttpServer::McpHttpServer(QObject *parent)
    : McpHttpServer(Options{}, parent)
{}

McpHttpServer::McpHttpServer(const Options &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_modern(new ModernHttpEndpoint(options.server, options.keepAliveMs, this))
{
    connect(m_modern, &ModernHttpEndpoint::logLine, this, &McpHttpServer::logLine);
    connect(m_modern, &ModernHttpEndpoint::exitRequested, this, &McpHttpServer::exitRequested);
    connect(&m_tcp, &QTcpServer::newConnection, this, &McpHttpServer::acceptConnections);
}

McpHttpServer::~McpHttpServer()
{
    abort();
}

bool McpHttpServer::listen(quint16 port)
{
    return m_tcp.listen(QHostAddress::LocalHost, port);
}

QUrl McpHttpServer::url() const
{
    QUrl url;
    url.setScheme(u"http"_s);
    url.setHost(u"127.0.0.1"_s);
    url.setPort(port());
    url.setPath(QString::fromLatin1(EndpointPath));
    return url;
}

void McpHttpServer::acceptConnections()
{
    while (QTcpSocket *socket = m_tcp.nextPendingConnection()) {
        auto *connection = new HttpConnection(socket, m_options.limits, m_options.timeouts, this);
        m_connections.insert(connection);
        connect(connection, &HttpConnection::closed, this, [this, connection] {
            m_connections.remove(connection);
            connection->deleteLater();
        });
        connect(connection, &HttpConnection::requestReady, this, [this, connection] {
            dispatch(connection);
        });
        connect(connection,
                &HttpConnection::responseStarted,
                this,
                [this, connection](int status, const QByteArray &contentType) {
                    const HttpRequest &request = connection->request();
                    const QString method = request.method.isEmpty()
                                               ? u"(unread request)"_s
                                               : QString::fromLatin1(request.method);
                    QString line
                        = u"HTTP %1 %2 → %3"_s.arg(method,
                                                   QString::fromLatin1(request.target.left(100)),
                                                   QString::number(status));
                    if (!contentType.isEmpty())
                        line += u' ' + QString::fromLatin1(contentType);
                    Q_EMIT logLine(line);
                });
        if (m_connections.size() > m_options.maxConnections) {
            connection->respondError(503,
                                     HttpResponse::BadRequestCode,
                                     u"Service Unavailable: more than %1 open connections"_s.arg(
                                         m_options.maxConnections));
        }
    }
}

void McpHttpServer::dispatch(HttpConnection *connection)
{
    const HttpRequest &request = connection->request();
    if (request.path != EndpointPath) {
        connection->respondError(404,
                                 HttpResponse::BadRequestCode,
                                 u"Not Found: the MCP endpoint of this server is /mcp"_s);
        return;
    }
    if (!checkOrigin(connection))
        return;
    // MCP 2026-07-28, Backward Compatibility: a modern-only server answers GET and DELETE
    // with 405.
    if (m_options.server.era == DemoEra::Modern && request.method != "POST") {
        connection->respondError(
            405,
            HttpResponse::BadRequestCode,
            u"Method Not Allowed: this server speaks MCP 2026-07-28 only, where /mcp takes POST "
            "alone (no GET stream, no sessions to DELETE)"_s,
            {{"Allow", "POST"}});
        return;
    }
    if (request.method == "POST")
        handlePost(connection);
    else if (request.method == "GET")
        handleGet(connection);
    else if (request.method == "DELETE")
        handleDelete(connection);
    else
        connection->respondError(
            405,
            HttpResponse::BadRequestCode,
            u"Method Not Allowed: /mcp takes POST, GET and DELETE, not %1"_s.arg(
                quoted(request.method)),
            {{"Allow", "GET, POST, DELETE"}});
}

bool McpHttpServer::checkOrigin(HttpConnection *connection)
{
    const HttpRequest &request = connection->request();
    const QByteArray host = request.header("host");
    if (request.hasHeader("host") && !OriginPolicy::isAllowedHost(host)) {
        connection->respondError(
            403,
            HttpResponse::BadRequestCode,
            u"Forbidden: Host %1 is not this server; it answers to 127.0.0.1 "
            "and localhost only (DNS rebinding protection)"_s.arg(quoted(host)));
        return false;
    }
    const QByteArray origin = request.header("origin");
    if (!OriginPolicy::isAllowedOrigin(origin)) {
        connection->respondError(
            403,
            HttpResponse::BadRequestCode,
            u"Forbidden: Origin %1 is not a local page; only origins on "
            "127.0.0.1 and localhost may use this server"_s.arg(quoted(origin)));
        return false;
    }
    return true;
}

bool McpHttpServer::checkPostHeaders(HttpConnection *connection)
{
    const HttpRequest &request = connection->request();
    // MCP 2025-11-25, Streamable HTTP: the client MUST list both types in Accept.
    if (!request.accepts("application/json") || !request.accepts("text/event-stream")) {
        connection->respondError(
            406,
            HttpResponse::BadRequestCode,
            u"Not Acceptable: a POST must accept both application/json and "
            "text/event-stream (Accept: %1)"_s.arg(quoted(request.header("accept"))));
        return false;
    }
    if (request.mediaType() != "application/json") {
        connection->respondError(
            415,
            HttpResponse::BadRequestCode,
            u"Unsupported Media Type: the body must be application/json, not %1"_s.arg(
                quoted(request.header("content-type"))));
        return false;
    }
    if (request.body.trimmed().isEmpty()) {
        connection->respondError(400,
                                 HttpResponse::BadRequestCode,
                                 u"Bad Request: the body is empty; POST one JSON-RPC message"_s);
        return false;
    }
    return true;
}

void McpHttpServer::handlePost(HttpConnection *connection)
{
    if (!checkPostHeaders(connection))
        return;
    const HttpRequest &request = connection->request();
    const JsonRpc::DecodeResult decoded = JsonRpc::decode(request.body);
    const DemoEra era = m_options.server.era;
    if (era == DemoEra::Modern
        || (era == DemoEra::Both && ModernHttpEndpoint::isModernPost(decoded))) {
        m_modern->post(connection, decoded);
        return;
    }
    const bool isInitialize = decoded.shape == JsonRpc::DecodeResult::Shape::Single
                              && decoded.messages.constFirst().isRequest()
                              && decoded.messages.constFirst().method() == Mcp::Method::Initialize;
    if (isInitialize && !request.hasHeader("mcp-session-id")) {
        McpHttpSession *session = createSession();
        session->post(connection, request.body);
        // Only a successful initialize creates a session the client can use.
        if (session->negotiatedVersion().isEmpty())
            endSession(session, u"initialize failed"_s);
        return;
    }
    if (McpHttpSession *session = sessionFor(connection))
        session->post(connection, request.body);
}

void McpHttpServer::handleGet(HttpConnection *connection)
{
    const HttpRequest &request = connection->request();
    if (!request.accepts("text/event-stream")) {
        connection->respondError(406,
                                 HttpResponse::BadRequestCode,
                                 u"Not Acceptable: GET opens a text/event-stream, which Accept %1 "
                                 "does not list"_s.arg(quoted(request.header("accept"))));
        return;
    }
    if (McpHttpSession *session = sessionFor(connection))
        session->get(connection, request.header("last-event-id"));
}

void McpHttpServer::handleDelete(HttpConnection *connection)
{
    if (McpHttpSession *session = sessionFor(connection)) {
        endSession(session, u"the client sent DELETE"_s);
        connection->respond(200, {});
    }
}

McpHttpSession *McpHttpServer::sessionFor(HttpConnection *connection)
{
    const HttpRequest &request = connection->request();
    const QByteArray id = request.header("mcp-session-id");
    if (id.isEmpty()) {
        connection->respondError(400,
                                 HttpResponse::BadRequestCode,
                                 u"Bad Request: no Mcp-Session-Id header; start a session with "
                                 "initialize first"_s);
        return nullptr;
    }
    McpHttpSession *session = m_sessions.value(id);
    if (!session) {
        // MCP 2025-11-25: 404 tells the client to start a new session with initialize.
        connection->respondError(
            404,
            HttpResponse::SessionNotFoundCode,
            u"Not Found: there is no session %1 (it ended, or the server "
            "restarted); send initialize to start a new one"_s.arg(quoted(id)));
        return nullptr;
    }
    const QByteArray version = request.header("mcp-protocol-version");
    const QString negotiated = session->negotiatedVersion();
    if (!version.isEmpty() && version != negotiated.toLatin1()) {
        const QString why
            = ProtocolVersion::isSupportedLegacy(QString::fromLatin1(version))
                  ? u"differs from %1, the version this session negotiated"_s.arg(negotiated)
                  : u"is not supported; this server speaks %1"_s.arg(
                      ProtocolVersion::legacyVersions().join(u", "_s));
        connection->respondError(
            400,
            HttpResponse::BadRequestCode,
            u"Bad Request: MCP-Protocol-Version %1 %2"_s.arg(quoted(version), why));
        return nullptr;
    }
    m_lastUse.insert(session, ++m_useCounter);
    return session;
}

qsizetype McpHttpServer::modernRequestCount() const
{
    return m_modern->openExchangeCount();
}

McpHttpSession *McpHttpServer::createSession()
{
    if (m_sessions.size() >= m_options.maxSessions) {
        const auto oldest = std::min_element(m_lastUse.cbegin(), m_lastUse.cend());
        endSession(oldest.key(),
                   u"more than %1 sessions; this one was used least recently"_s.arg(
                       m_options.maxSessions));
    }
    // A random UUID: visible ASCII, as MCP requires, and not guessable.
    const QByteArray id = QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
    auto *session = new McpHttpSession(id, m_options.keepAliveMs, m_options.server, this);
    m_sessions.insert(id, session);
    m_lastUse.insert(session, ++m_useCounter);
    connect(session, &McpHttpSession::logLine, this, &McpHttpServer::logLine);
    connect(session, &McpHttpSession::exitRequested, this, &McpHttpServer::exitRequested);
    return session;
}

void McpHttpServer::endSession(McpHttpSession *session, const QString &why, int pendingStatus)
{
    m_sessions.remove(session->id());
    m_lastUse.remove(session);
    session->terminate(why, pendingStatus);
    session->deleteLater();
}

void McpHttpServer::close()
{
    m_tcp.close();
    m_modern->close();
    for (McpHttpSession *session : m_sessions.values())
        endSession(session, u"the server is shutting down"_s, 503);
    for (HttpConnection *connection : m_connections.values())
        connection->closeNow();
}

void McpHttpServer::abort()
{
    m_tcp.close();
    m_modern->abort();
    for (HttpConnection *connection : m_connections.values()) {
        connection->disconnect(this);
        connection->abort();
        delete connection;
    }
    m_connections.clear();
    qDeleteAll(m_sessions);
    m_sessions.clear();
    m_lastUse.clear();
}
