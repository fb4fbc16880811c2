// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/lineframer.h>

#include <QByteArrayList>
#include <QObject>

class QSocketNotifier;

// The server side of the MCP stdio transport: newline-delimited frames in on one descriptor,
// compact lines out on another, free-form diagnostics on a third (stdin/stdout/stderr by
// default). Reading is driven by a QSocketNotifier, never by a blocking read. Writes go straight
// to the descriptor (no user-space buffer to flush); when the output is a pipe or socket it is
// made non-blocking and whatever the reader has not taken yet waits in a queue, so a client that
// is slow to read cannot stall the event loop. Does not own the descriptors; main (event-loop)
// thread.
class StdioServerIo : public QObject
{
    Q_OBJECT

public:
    explicit StdioServerIo(QObject *parent = nullptr);
    StdioServerIo(int inputFd, int outputFd, int errorFd, QObject *parent = nullptr);
    ~StdioServerIo() override;

    void start();
    // Stops delivering frames, including ones already read but not yet delivered.
    void stopReading();
    // Writes line plus '\n'; line must hold no newline.
    void writeLine(const QByteArray &line);
    // One line on the error descriptor (blocking: diagnostics are small and must not be lost).
    void writeDiagnostic(const QString &line);
    bool hasPendingOutput() const { return !m_pending.isEmpty(); }

Q_SIGNALS:
    void frameReceived(const QByteArray &frame);
    // The input reached end of file (the client closed our stdin) or failed.
    void inputClosed();
    // The queued output has been written completely.
    void outputDrained();
    // The reader went away (EPIPE) or writing failed; further output is dropped.
    void outputClosed();

private:
    void readAvailable();
    void deliver(const QList<LineFramer::Line> &lines);
    void closeInput();
    void flushPending();

    int m_inputFd;
    int m_outputFd;
    int m_errorFd;
    int m_savedOutputFlags = -1; // restored on destruction when we set O_NONBLOCK
    bool m_reading = false;
    bool m_outputOpen = true;
    LineFramer m_framer;
    QSocketNotifier *m_readNotifier = nullptr;
    QSocketNotifier *m_writeNotifier = nullptr;
    QByteArrayList m_pending;      // lines not yet written, each with its '\n'
    qsizetype m_pendingOffset = 0; // bytes of m_pending.first() already written
};
