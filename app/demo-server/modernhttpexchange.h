// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "demoserver.h"

#include <QPointer>
#include <QTimer>

class HttpConnection;

// One modern (2026-07-28) Streamable HTTP POST and its answer. There are no sessions: each
// request gets a DemoServer of its own (sharing the process's notebook), and everything that
// server emits belongs to this one request. An answer available at once is an
// application/json body (status 400 for -32020/-32021/-32022, 404 for -32601); anything else
// becomes a text/event-stream of the request's notifications and then its response, without
// event ids (streams are not resumable in this revision). A subscriptions/listen stream stays
// open until the client closes it. Closing the connection cancels the request: the
// DemoServer, with its long operation or subscription, goes with the exchange. Owns its
// DemoServer, not the connection. Main (event-loop) thread.
class ModernHttpExchange : public QObject
{
    Q_OBJECT

public:
    ModernHttpExchange(HttpConnection *connection,
                       const DemoServerOptions &options,
                       NoteBook *notes,
                       TaskStore *tasks,
                       int keepAliveMs,
                       QObject *parent = nullptr);

    void start(const QByteArray &body);
    // Server shutdown: a listen stream ends with its result, anything else just ends.
    void endGracefully();
    bool isFinished() const { return m_finished; }

    // The HTTP status for an immediate JSON-RPC answer.
    static int statusFor(const JsonRpcMessage &message);

Q_SIGNALS:
    void finished();
    void logLine(const QString &line);
    void exitRequested(int exitCode);

private:
    struct Output
    {
        std::optional<JsonRpcMessage> message;
        QByteArray rawLine;
    };
    void capture(const Output &output);
    void answerAtOnce(const QList<Output> &outputs);
    void openStream();
    void write(const Output &output);
    void finish();

    QPointer<HttpConnection> m_connection;
    DemoServer m_server;
    QTimer m_keepAlive;
    bool m_capturing = false;
    bool m_streaming = false;
    bool m_finished = false;
    bool m_exiting = false;
    QList<Output> m_captured;
};
