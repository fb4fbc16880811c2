// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

// Runs `mcpscope-demo-server --http 0 --ws 0` and reads the URLs it bound (127.0.0.1, free
// ports) from its stderr; stops it when the test ends.
class DemoRemoteServer
{
public:
    DemoRemoteServer();
    ~DemoRemoteServer();
    // extraArguments: more demo server options, e.g. {"--era", "modern"}.
    bool start(const QStringList &extraArguments = {}, int timeoutMs = 15000);
    QString httpUrl() const { return m_httpUrl; }
    QString wsUrl() const { return m_wsUrl; }
    QString output() const { return QString::fromUtf8(m_stderr); }

private:
    QProcess m_process;
    QByteArray m_stderr;
    QString m_httpUrl;
    QString m_wsUrl;
};
