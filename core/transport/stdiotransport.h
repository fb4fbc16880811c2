// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "lineframer.h"
#include "serverconfig.h"
#include "transport.h"

#include <QProcess>
#include <QStringList>
#include <QTimer>

#include <deque>

// MCP stdio transport: spawns the server as an argv list (never a shell), writes one frame per
// line to its stdin, reads frames line by line from stdout and reports stderr line by line.
// Every stdout line is delivered as a frame, JSON or not: deciding what is a protocol
// violation is the codec's job, and the log must keep the exact bytes.
// Shutdown follows the spec: close stdin, wait, SIGTERM, wait, SIGKILL, all timer-driven.
class StdioTransport : public Transport
{
    Q_OBJECT
public:
    explicit StdioTransport(const ServerConfig &config, QObject *parent = nullptr);
    ~StdioTransport() override;

    QString description() const override;
    void open() override;
    void close() override;
    void sendFrame(const QByteArray &frame) override;

    // The CLI and replays shorten the first: many servers ignore a closed stdin.
    void setShutdownGrace(int closeStdinMs, int terminateMs) override;
    // The last stderr lines (at most 20), oldest first.
    QStringList recentStderr() const { return m_recentStderr; }
    qint64 processId() const;
    QString lastDiagnostic() const override;

private:
    void handleStarted();
    void handleProcessError(QProcess::ProcessError error);
    void handleFinished(int exitCode, QProcess::ExitStatus status);
    void readStdout();
    void readStderr();
    // Delivers the lines read so far, for at most budgetNs (0: all of them); the rest on the
    // next turn of the event loop, so a flood never holds the loop for long.
    void deliverStdoutLines(qint64 budgetNs);
    void deliverStderrLine(const QByteArray &line);
    // A stdout line over ServerConfig::maxMessageBytes: the connection closes, saying why.
    void refuseOversizedLine();
    QString describeExit(int exitCode, QProcess::ExitStatus status) const;

    ServerConfig m_config;
    QProcess *m_process = nullptr;
    LineFramer m_stdoutFramer;
    std::deque<LineFramer::Line> m_stdoutLines; // read, not yet delivered
    bool m_deliveryScheduled = false;
    bool m_refuseAfterLines = false; // an oversized line came after lines still to deliver
    LineFramer m_stderrFramer{1024 * 1024};
    QStringList m_recentStderr;
    QTimer m_shutdownTimer;
    int m_closeStdinGraceMs = 2000;
    int m_terminateGraceMs = 2000;
    bool m_closeRequested = false;
    bool m_terminateSent = false;
    bool m_lineRefused = false;
};
