// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "stdiotransport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QProcessEnvironment>
#include <QStandardPaths>

#include <csignal>
#include <cstring>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcStdio, "mcpscope.transport.stdio", QtWarningMsg)

namespace {

// Lines delivered in one turn of the event loop at most (then the rest on the next turn): a
// server flooding stdout must leave the GUI time to paint. 4 ms: with the log's work and a
// paint, a turn under a flood stays near 10 ms (BM_GuiFlood p99); 8 ms gave no more frames.
constexpr qint64 kDeliveryBudgetNs = 4'000'000;

constexpr int kRecentStderrLines = 20;

QString signalName(int signal)
{
    switch (signal) {
    case SIGSEGV:
        return u"SIGSEGV"_s;
    case SIGABRT:
        return u"SIGABRT"_s;
    case SIGKILL:
        return u"SIGKILL"_s;
    case SIGTERM:
        return u"SIGTERM"_s;
    case SIGINT:
        return u"SIGINT"_s;
    case SIGBUS:
        return u"SIGBUS"_s;
    case SIGFPE:
        return u"SIGFPE"_s;
    case SIGPIPE:
        return u"SIGPIPE"_s;
    case SIGILL:
        return u"SIGILL"_s;
    }
    return u"signal %1"_s.arg(signal);
}

} // namespace

StdioTransport::StdioTransport(const ServerConfig &config, QObject *parent)
    : Transport(parent)
    , m_config(config)
{
    m_shutdownTimer.setSingleShot(true);
    connect(&m_shutdownTimer, &QTimer::timeout, this, [this] {
        if (!m_process || m_process->state() == QProcess::NotRunning)
            return;
        if (!m_terminateSent) {
            m_terminateSent = true;
            emitEvent(TransportEvent::Kind::Info,
                      u"server still running %1 ms after stdin was closed; sending SIGTERM"_s.arg(
                          m_closeStdinGraceMs));
            m_process->terminate();
            m_shutdownTimer.start(m_terminateGraceMs);
        } else {
            emitEvent(
                TransportEvent::Kind::Warning,
                u"server ignored SIGTERM for %1 ms; sending SIGKILL"_s.arg(m_terminateGraceMs));
            m_process->kill();
        }
    });
}

StdioTransport::~StdioTransport()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        // Going away (application exit): do not leave the server orphaned.
        m_process->disconnect(this);
        m_process->kill();
    }
}

QString StdioTransport::description() const
{
    return u"stdio: "_s + m_config.displayCommand();
}

qint64 StdioTransport::processId() const
{
    return m_process ? m_process->processId() : 0;
}

QString StdioTransport::lastDiagnostic() const
{
    for (auto it = m_recentStderr.crbegin(); it != m_recentStderr.crend(); ++it) {
        if (!it->trimmed().isEmpty())
            return u"last stderr: "_s + it->trimmed();
    }
    return {};
}

void StdioTransport::setShutdownGrace(int closeStdinMs, int terminateMs)
{
    m_closeStdinGraceMs = closeStdinMs;
    m_terminateGraceMs = terminateMs;
}

void StdioTransport::open()
{
    if (state() != State::Closed)
        return;
    setCloseReason({});
    m_closeRequested = false;
    m_terminateSent = false;
    m_lineRefused = false;
    m_recentStderr.clear();
    m_stdoutFramer = LineFramer(m_config.maxMessageBytes);
    m_stderrFramer = LineFramer(1024 * 1024);

    if (m_config.program.isEmpty()) {
        setCloseReason(u"no server command given"_s);
        emitEvent(TransportEvent::Kind::Error, closeReason());
        return;
    }
    const QString workingDirectory = m_config.workingDirectory;
    if (!workingDirectory.isEmpty() && !QFileInfo(workingDirectory).isDir()) {
        setCloseReason(u"working directory \"%1\" does not exist"_s.arg(workingDirectory));
        emitEvent(TransportEvent::Kind::Error, closeReason());
        return;
    }
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const ServerConfig::EnvironmentVariable &variable : m_config.environment)
        environment.insert(variable.name, variable.value);
    const bool hasPath = m_config.program.contains(u'/');
    const QString resolved
        = hasPath
              ? m_config.program
              : QStandardPaths::findExecutable(
                  m_config.program, environment.value(u"PATH"_s).split(u':', Qt::SkipEmptyParts));
    if (resolved.isEmpty()) {
        setCloseReason(
            u"could not start the server: \"%1\" was not found in PATH"_s.arg(m_config.program));
        emitEvent(TransportEvent::Kind::Error, closeReason());
        return;
    }

    delete m_process;
    m_process = new QProcess(this);
    m_process->setProcessEnvironment(environment);
    if (!workingDirectory.isEmpty())
        m_process->setWorkingDirectory(workingDirectory);
    connect(m_process, &QProcess::started, this, &StdioTransport::handleStarted);
    connect(m_process, &QProcess::errorOccurred, this, &StdioTransport::handleProcessError);
    connect(m_process, &QProcess::finished, this, &StdioTransport::handleFinished);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &StdioTransport::readStdout);
    connect(m_process, &QProcess::readyReadStandardError, this, &StdioTransport::readStderr);
    setState(State::Opening);
    m_process->start(resolved, m_config.arguments);
}

void StdioTransport::handleStarted()
{
    emitEvent(TransportEvent::Kind::Info,
              u"started %1 (pid %2)"_s.arg(m_config.displayCommand()).arg(m_process->processId()));
    setState(State::Open);
}

void StdioTransport::handleProcessError(QProcess::ProcessError error)
{
    if (error != QProcess::FailedToStart)
        return; // crashes and write failures are reported by handleFinished()
    setCloseReason(
        u"could not start the server \"%1\": %2"_s.arg(m_config.program, m_process->errorString()));
    emitEvent(TransportEvent::Kind::Error, closeReason());
    setState(State::Closed);
}

void StdioTransport::handleFinished(int exitCode, QProcess::ExitStatus status)
{
    readStdout();
    deliverStdoutLines(0); // every line the server wrote comes before its exit
    readStderr();
    const QByteArray lastLine = m_stdoutFramer.takeRemainder();
    if (!lastLine.isEmpty()) {
        emitEvent(TransportEvent::Kind::Warning,
                  u"the last line on stdout had no terminating newline"_s);
        Q_EMIT frameReceived(lastLine, FrameInfo{u"stdout"_s});
    }
    const QByteArray lastStderr = m_stderrFramer.takeRemainder();
    if (!lastStderr.isEmpty())
        deliverStderrLine(lastStderr);

    m_shutdownTimer.stop();
    const QString exit = describeExit(exitCode, status);
    const bool clean = m_closeRequested && !m_lineRefused;
    if (!m_closeRequested)
        setCloseReason(exit);
    emitEvent(clean ? TransportEvent::Kind::Info : TransportEvent::Kind::Error, exit);
    setState(State::Closed);
}

QString StdioTransport::describeExit(int exitCode, QProcess::ExitStatus status) const
{
    // On Unix, QProcess reports the terminating signal's number as the exit code of a crash.
    if (status == QProcess::CrashExit) {
        if (m_closeRequested && (exitCode == SIGTERM || exitCode == SIGKILL))
            return u"server stopped by %1"_s.arg(signalName(exitCode));
        return u"server was killed by %1"_s.arg(signalName(exitCode));
    }
    return u"server exited with code %1"_s.arg(exitCode);
}

void StdioTransport::close()
{
    if (!m_process || m_process->state() == QProcess::NotRunning) {
        setState(State::Closed);
        return;
    }
    if (m_closeRequested)
        return;
    m_closeRequested = true;
    setState(State::Closing);
    // MCP stdio shutdown: close the server's input first and give it a chance to exit.
    m_process->closeWriteChannel();
    m_shutdownTimer.start(m_closeStdinGraceMs);
}

void StdioTransport::sendFrame(const QByteArray &frame)
{
    if (!m_process || state() != State::Open) {
        emitEvent(TransportEvent::Kind::Warning, u"not sent: the server process is not running"_s);
        return;
    }
    QByteArray line = frame;
    line.append('\n');
    m_process->write(line);
}

void StdioTransport::readStdout()
{
    if (!m_process)
        return;
    for (LineFramer::Line &line : m_stdoutFramer.append(m_process->readAllStandardOutput()))
        m_stdoutLines.push_back(std::move(line));
    // Refused as soon as the buffered part of a line passes the limit, not at its newline:
    // a line that never ends must not keep the server talking to nobody. Lines before it are
    // delivered first.
    if (m_stdoutFramer.isDropping())
        m_refuseAfterLines = true;
    deliverStdoutLines(kDeliveryBudgetNs);
}

void StdioTransport::refuseOversizedLine()
{
    if (m_lineRefused)
        return;
    m_lineRefused = true;
    const QString reason = TransportLimits::exceeded(
        u"stdout line"_s, m_config.maxMessageBytes, u"server stopped"_s);
    setCloseReason(reason);
    emitEvent(TransportEvent::Kind::Error, reason);
    close();
}

void StdioTransport::deliverStdoutLines(qint64 budgetNs)
{
    QElapsedTimer spent;
    spent.start();
    while (!m_stdoutLines.empty()) {
        if (budgetNs > 0 && spent.nsecsElapsed() > budgetNs) {
            if (!m_deliveryScheduled) {
                m_deliveryScheduled = true;
                QTimer::singleShot(0, this, [this] {
                    m_deliveryScheduled = false;
                    deliverStdoutLines(kDeliveryBudgetNs);
                });
            }
            return;
        }
        const LineFramer::Line line = std::move(m_stdoutLines.front());
        m_stdoutLines.pop_front();
        if (line.droppedSize > 0) {
            m_stdoutLines.clear();
            refuseOversizedLine();
            return;
        }
        qCDebug(lcStdio) << "frame of" << line.bytes.size() << "bytes";
        Q_EMIT frameReceived(line.bytes, FrameInfo{u"stdout"_s});
    }
    if (m_refuseAfterLines) {
        m_refuseAfterLines = false;
        refuseOversizedLine();
    }
}

void StdioTransport::readStderr()
{
    if (!m_process)
        return;
    const QList<LineFramer::Line> lines = m_stderrFramer.append(m_process->readAllStandardError());
    for (const LineFramer::Line &line : lines) {
        if (line.droppedSize > 0) {
            emitEvent(TransportEvent::Kind::Warning,
                      u"dropped a %1-byte stderr line"_s.arg(line.droppedSize));
            continue;
        }
        deliverStderrLine(line.bytes);
    }
}

void StdioTransport::deliverStderrLine(const QByteArray &line)
{
    const QString text = QString::fromUtf8(line);
    m_recentStderr.append(text);
    if (m_recentStderr.size() > kRecentStderrLines)
        m_recentStderr.removeFirst();
    // MCP: stderr is logging, never an error in itself.
    emitEvent(TransportEvent::Kind::Stderr, text, line);
}
