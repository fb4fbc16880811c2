// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcmessage.h>

#include <QObject>
#include <QTimer>

// One running call of the long_operation tool. Steps are spaced by a QTimer, so the server
// keeps handling other requests in between. Emits progressed() after each step when the
// request carried a progress token, then finished() once with the CallToolResult. Dropping it
// (DemoServer deletes it on notifications/cancelled) ends it silently. Owned by DemoServer;
// main (event-loop) thread.
class LongOperation : public QObject
{
    Q_OBJECT

public:
    // progressToken: the request's _meta.progressToken, or Undefined for no progress.
    LongOperation(const JsonRpcId &requestId,
                  const QJsonValue &progressToken,
                  double durationSeconds,
                  int steps,
                  QObject *parent = nullptr);

    JsonRpcId requestId() const { return m_requestId; }
    void start();

Q_SIGNALS:
    void progressed(const JsonRpcMessage &notification);
    void finished(const QJsonObject &result);

private:
    void step();

    JsonRpcId m_requestId;
    QJsonValue m_progressToken;
    double m_durationSeconds;
    int m_steps;
    int m_done = 0;
    QTimer m_timer;
};
