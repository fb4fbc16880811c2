// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "modernhttpendpoint.h"

#include "httpconnection.h"
#include "modernhttpexchange.h"
#include "modernhttpheaders.h"
#include "moderntools.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>

using namespace Qt::StringLiterals;

namespace {

JsonRpcMessage errorMessage(const JsonRpcId &id, int code, const QString &message)
{
    return JsonRpcMessage::errorResponse(id, {code, message, QJsonValue(QJsonValue::Undefined)});
}

} // namespace

ModernHttpEndpoint::ModernHttpEndpoint(const DemoServerOptions &options,
                                       int keepAliveMs,
                                       QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_keepAliveMs(keepAliveMs)
{}

ModernHttpEndpoint::~ModernHttpEndpoint() = default;

bool ModernHttpEndpoint::isModernPost(const JsonRpc::DecodeResult &decoded)
{
    return decoded.shape == JsonRpc::DecodeResult::Shape::Single
           && decoded.messages.constFirst().isRequest()
           && ModernProtocol::looksModern(decoded.messages.constFirst());
}

void ModernHttpEndpoint::post(HttpConnection *connection, const JsonRpc::DecodeResult &decoded)
{
    switch (decoded.shape) {
    case JsonRpc::DecodeResult::Shape::Empty:
    case JsonRpc::DecodeResult::Shape::NotJson:
        refuse(connection,
               400,
               errorMessage(JsonRpcId(),
                            JsonRpc::ErrorCode::ParseError,
                            u"Parse error: %1"_s.arg(decoded.errorString)));
        return;
    case JsonRpc::DecodeResult::Shape::Batch:
        refuse(connection,
               400,
               errorMessage(JsonRpcId(),
                            JsonRpc::ErrorCode::InvalidRequest,
                            u"Invalid Request: a POST carries one JSON-RPC message; 2026-07-28 "
                            "has no batches"_s));
        return;
    case JsonRpc::DecodeResult::Shape::Single:
        break;
    }
    const JsonRpcMessage &message = decoded.messages.constFirst();
    if (message.isNotification()) {
        // 2026-07-28 defines no client notifications over HTTP: cancelling is closing the
        // stream. Accept and ignore, as the transport's notification rule says.
        Q_EMIT logLine(
            u"ignored notification %1: nothing to do over modern HTTP"_s.arg(message.method()));
        connection->respond(202, {});
        return;
    }
    if (!message.isRequest() || !message.id().isValidRequestId()) {
        refuse(connection,
               400,
               errorMessage(JsonRpcId(),
                            JsonRpc::ErrorCode::InvalidRequest,
                            message.isResponse()
                                ? u"Invalid Request: clients must not POST responses; this "
                                  "server never sends requests"_s
                                : u"Invalid Request: %1"_s.arg(message.problemText())));
        return;
    }
    if (message.method() == Mcp::Method::Initialize) {
        refuse(connection, 400, ModernProtocol::initializeRefused(message).toMessage(message.id()));
        return;
    }
    const std::optional<ModernHttpHeaders::Refusal> refusal = ModernHttpHeaders::check(
        connection->request(), message, ModernTools::definitions(m_options.invalidHeaderTools));
    if (refusal) {
        refuse(connection,
               refusal->status,
               JsonRpcMessage::errorResponse(message.id(), refusal->error));
        return;
    }
    startExchange(connection);
}

void ModernHttpEndpoint::refuse(HttpConnection *connection, int status, const JsonRpcMessage &error)
{
    Q_EMIT logLine(u"refused: %1"_s.arg(error.error().message));
    connection->respond(status, {{"Content-Type", "application/json"}}, JsonRpc::encode(error));
}

void ModernHttpEndpoint::startExchange(HttpConnection *connection)
{
    auto owned = std::make_unique<ModernHttpExchange>(
        connection, m_options, &m_notes, &m_tasks, m_keepAliveMs, this);
    ModernHttpExchange *exchange = owned.get();
    m_exchanges.push_back(std::move(owned));
    connect(exchange, &ModernHttpExchange::logLine, this, &ModernHttpEndpoint::logLine);
    connect(exchange, &ModernHttpExchange::exitRequested, this, &ModernHttpEndpoint::exitRequested);
    connect(exchange, &ModernHttpExchange::finished, this, [this, exchange] { remove(exchange); });
    exchange->start(connection->request().body);
}

void ModernHttpEndpoint::remove(ModernHttpExchange *exchange)
{
    const auto it = std::find_if(m_exchanges.begin(), m_exchanges.end(), [exchange](const auto &e) {
        return e.get() == exchange;
    });
    if (it == m_exchanges.end())
        return;
    // Later: the exchange is still on the stack (it emitted finished).
    it->release()->deleteLater();
    m_exchanges.erase(it);
}

void ModernHttpEndpoint::abort()
{
    // Deleted now, before their connections go: nothing may be logged from a dying server.
    m_exchanges.clear();
}

void ModernHttpEndpoint::close()
{
    // Moved out first: ending an exchange removes it from the list.
    std::vector<ModernHttpExchange *> open;
    for (const auto &exchange : m_exchanges)
        open.push_back(exchange.get());
    for (ModernHttpExchange *exchange : open)
        exchange->endGracefully();
}
