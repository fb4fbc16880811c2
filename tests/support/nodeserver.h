// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QProcess>
#include <QStringList>

// Starts server-everything in an HTTP mode on a free 127.0.0.1 port (a preloaded script keeps
// it off other interfaces), waits until the port accepts connections, and stops it when the
// test ends.
class NodeHttpServer
{
public:
    explicit NodeHttpServer(const QString &mode); // "streamableHttp" or "sse"
    ~NodeHttpServer();
    bool start(int timeoutMs = 20000);
    quint16 port() const { return m_port; }
    QString output() const { return QString::fromUtf8(m_output); }

private:
    QString m_mode;
    quint16 m_port = 0;
    QProcess m_process;
    QByteArray m_output;
};
