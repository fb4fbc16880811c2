// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "clioptions.h"

#include <QObject>

class QIODevice;
class SessionReplayer;
struct ReplayOutcome;

// `mcpscope-cli replay FILE …`: loads the session file (refusing a damaged one), replays it
// against the server the options name, prints each difference as it is found and a summary,
// then emits finished() with 0 (identical), 6 (differences) or 4 (the server failed).
// Asynchronous; lives on the main thread.
class CliReplayRunner : public QObject
{
    Q_OBJECT
public:
    CliReplayRunner(const CliOptions &options,
                    QIODevice *out,
                    QIODevice *err,
                    QObject *parent = nullptr);
    void start();
    // SIGINT/SIGTERM: stops the replay, prints what was compared so far, exits 4.
    void interrupt();

Q_SIGNALS:
    void finished(int exitCode);

private:
    bool chooseConnection(int *tag, QString *error) const;
    void printOutcome(const ReplayOutcome &outcome);
    void finishReplay();
    void fail(int exitCode, const QString &message);
    void writeOut(const QString &text);
    void writeErr(const QString &text);

    CliOptions m_options;
    QIODevice *m_out;
    QIODevice *m_err;
    SessionReplayer *m_replayer = nullptr;
    bool m_interrupted = false;
};
