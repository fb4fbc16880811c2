// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "modernprotocol.h"
#include "notebook.h"
#include "taskstore.h"

#include <core/jsonrpc/jsonrpccodec.h>

#include <QObject>

#include <memory>
#include <vector>

class HttpConnection;
class ModernHttpExchange;

// The modern (2026-07-28) side of McpHttpServer: one POST carries one request, which is
// checked (ModernHttpHeaders) and then answered by a ModernHttpExchange of its own. No
// sessions, no GET stream, no Mcp-Session-Id (ignored when sent). The notes are the only
// state, shared by every request, so one client's add_note reaches another client's
// subscriptions/listen stream. Owns the notebook and the exchanges. Main (event-loop) thread.
class ModernHttpEndpoint : public QObject
{
    Q_OBJECT

public:
    ModernHttpEndpoint(const DemoServerOptions &options,
                       int keepAliveMs,
                       QObject *parent = nullptr);
    ~ModernHttpEndpoint() override;

    // True when a POST body belongs here under --era both: a single request that carries the
    // modern _meta protocolVersion or uses a modern-only method.
    static bool isModernPost(const JsonRpc::DecodeResult &decoded);
    // A POST whose Accept, Content-Type and non-empty body McpHttpServer already checked.
    void post(HttpConnection *connection, const JsonRpc::DecodeResult &decoded);
    // Shutdown: listen streams end with their result, other requests are dropped.
    void close();
    // Drops every request at once, silently (server abort or destruction).
    void abort();
    qsizetype openExchangeCount() const { return qsizetype(m_exchanges.size()); }

Q_SIGNALS:
    void logLine(const QString &line);
    void exitRequested(int exitCode);

private:
    void refuse(HttpConnection *connection, int status, const JsonRpcMessage &error);
    void startExchange(HttpConnection *connection);
    void remove(ModernHttpExchange *exchange);

    DemoServerOptions m_options;
    int m_keepAliveMs;
    NoteBook m_notes;
    TaskStore m_tasks;
    std::vector<std::unique_ptr<ModernHttpExchange>> m_exchanges;
};
