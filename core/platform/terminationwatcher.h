// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QSocketNotifier;

// Turns SIGTERM and SIGINT into a Qt signal, so shutdown runs on the event loop instead of in
// a signal handler (the classic self-pipe: the handler only writes one byte). One instance per
// process, since signal dispositions are process-wide. main (event-loop) thread.
//
// With setHardExit(true) (mcpscope-cli) a signal also ends a process that cannot stop
// gracefully: the first signal arms alarm(StuckExitSeconds); when the event loop reads the
// signal it is alive, and the graceful stop gets GracefulStopSeconds in all; when the alarm
// fires the process _exit()s with 128 + the signal's number, as if the signal had killed it.
// Only async-signal-safe calls (write, alarm, _exit) run in the handlers.
class TerminationWatcher : public QObject
{
    Q_OBJECT

public:
    explicit TerminationWatcher(QObject *parent = nullptr);
    ~TerminationWatcher() override;

    static constexpr unsigned StuckExitSeconds = 1;
    static constexpr unsigned GracefulStopSeconds = 5;

    bool isValid() const { return m_notifier != nullptr; }
    void setHardExit(bool enabled);

Q_SIGNALS:
    void terminationRequested(int signalNumber);

private:
    void readSignal();

    QSocketNotifier *m_notifier = nullptr;
    bool m_gracefulStopArmed = false;
};
