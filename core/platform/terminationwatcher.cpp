// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "terminationwatcher.h"

#include <QSocketNotifier>

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>
#include <utility>

namespace {

// A signal handler can reach nothing but globals: the pipe, and the hard-exit state.
int s_pipe[2] = {-1, -1};
volatile sig_atomic_t s_hardExit = 0;
volatile sig_atomic_t s_firstSignal = 0;

extern "C" void onTerminationSignal(int signalNumber)
{
    const int savedErrno = errno;
    const char byte = char(signalNumber);
    [[maybe_unused]] const ssize_t ignored = ::write(s_pipe[1], &byte, 1);
    if (s_hardExit && s_firstSignal == 0) {
        s_firstSignal = signalNumber;
        ::alarm(TerminationWatcher::StuckExitSeconds);
    }
    errno = savedErrno;
}

extern "C" void onHardExitAlarm(int)
{
    ::_exit(128 + (s_firstSignal ? int(s_firstSignal) : SIGALRM));
}

} // namespace

TerminationWatcher::TerminationWatcher(QObject *parent)
    : QObject(parent)
{
    if (s_pipe[0] != -1 || ::pipe(s_pipe) != 0)
        return;
    for (int fd : s_pipe) {
        ::fcntl(fd, F_SETFD, FD_CLOEXEC);
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    }
    struct sigaction action = {};
    action.sa_handler = onTerminationSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGTERM, &action, nullptr);
    ::sigaction(SIGINT, &action, nullptr);
    m_notifier = new QSocketNotifier(s_pipe[0], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &TerminationWatcher::readSignal);
}

void TerminationWatcher::setHardExit(bool enabled)
{
    if (!m_notifier)
        return;
    struct sigaction action = {};
    action.sa_handler = enabled ? onHardExitAlarm : SIG_DFL;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGALRM, &action, nullptr);
    s_hardExit = enabled ? 1 : 0;
}

TerminationWatcher::~TerminationWatcher()
{
    if (!m_notifier)
        return;
    setHardExit(false);
    ::alarm(0);
    s_firstSignal = 0;
    ::signal(SIGTERM, SIG_DFL);
    ::signal(SIGINT, SIG_DFL);
    ::close(s_pipe[0]);
    ::close(s_pipe[1]);
    s_pipe[0] = s_pipe[1] = -1;
}

void TerminationWatcher::readSignal()
{
    char byte = 0;
    // The loop is alive, so the graceful stop runs: give it time, but not forever.
    if (s_hardExit && !std::exchange(m_gracefulStopArmed, true))
        ::alarm(GracefulStopSeconds);
    while (::read(s_pipe[0], &byte, 1) == 1)
        Q_EMIT terminationRequested(int(byte));
}
