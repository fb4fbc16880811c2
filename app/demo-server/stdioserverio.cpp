// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "stdioserverio.h"

#include <QSocketNotifier>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype ReadChunk = 64 * 1024;
// A request line larger than this is dropped with a diagnostic rather than buffered forever.
constexpr qsizetype MaxFrameBytes = 64 * 1024 * 1024;

bool isPipeOrSocket(int fd)
{
    struct stat info;
    return ::fstat(fd, &info) == 0 && (S_ISFIFO(info.st_mode) || S_ISSOCK(info.st_mode));
}

} // namespace

StdioServerIo::StdioServerIo(QObject *parent)
    : StdioServerIo(STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO, parent)
{}

StdioServerIo::StdioServerIo(int inputFd, int outputFd, int errorFd, QObject *parent)
    : QObject(parent)
    , m_inputFd(inputFd)
    , m_outputFd(outputFd)
    , m_errorFd(errorFd)
    , m_framer(MaxFrameBytes)
{}

StdioServerIo::~StdioServerIo()
{
    if (m_savedOutputFlags != -1)
        ::fcntl(m_outputFd, F_SETFL, m_savedOutputFlags);
}

void StdioServerIo::start()
{
    // Only pipes and sockets: O_NONBLOCK on a terminal would leak into the user's shell, and
    // regular files never block anyway.
    if (isPipeOrSocket(m_outputFd)) {
        m_savedOutputFlags = ::fcntl(m_outputFd, F_GETFL);
        if (m_savedOutputFlags != -1)
            ::fcntl(m_outputFd, F_SETFL, m_savedOutputFlags | O_NONBLOCK);
    }
    m_writeNotifier = new QSocketNotifier(m_outputFd, QSocketNotifier::Write, this);
    m_writeNotifier->setEnabled(false);
    connect(m_writeNotifier, &QSocketNotifier::activated, this, &StdioServerIo::flushPending);

    m_readNotifier = new QSocketNotifier(m_inputFd, QSocketNotifier::Read, this);
    connect(m_readNotifier, &QSocketNotifier::activated, this, &StdioServerIo::readAvailable);
    m_reading = true;
}

void StdioServerIo::stopReading()
{
    m_reading = false;
    if (m_readNotifier)
        m_readNotifier->setEnabled(false);
}

void StdioServerIo::readAvailable()
{
    char buffer[ReadChunk];
    const ssize_t count = ::read(m_inputFd, buffer, sizeof buffer);
    if (count < 0) {
        // Another process sharing a non-blocking descriptor may have taken the data.
        if (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK)
            return;
        writeDiagnostic(
            u"reading stdin failed: %1"_s.arg(QString::fromLocal8Bit(std::strerror(errno))));
        closeInput();
        return;
    }
    if (count == 0) {
        closeInput();
        return;
    }
    deliver(m_framer.append(QByteArrayView(buffer, count)));
}

void StdioServerIo::deliver(const QList<LineFramer::Line> &lines)
{
    for (const LineFramer::Line &line : lines) {
        if (!m_reading)
            return;
        if (line.droppedSize > 0) {
            writeDiagnostic(
                u"dropped an input line of %1 bytes (the limit is %2)"_s.arg(line.droppedSize)
                    .arg(MaxFrameBytes));
            continue;
        }
        Q_EMIT frameReceived(line.bytes);
    }
}

void StdioServerIo::closeInput()
{
    if (!m_reading)
        return;
    // A last message without its '\n' is still a message; deliver it before reporting EOF.
    const QByteArray rest = m_framer.takeRemainder();
    if (!rest.isEmpty())
        deliver({LineFramer::Line{rest, 0}});
    if (!m_reading)
        return; // the last message asked us to stop (misbehave crash)
    stopReading();
    Q_EMIT inputClosed();
}

void StdioServerIo::writeLine(const QByteArray &line)
{
    if (!m_outputOpen)
        return;
    QByteArray framed;
    framed.reserve(line.size() + 1);
    framed.append(line).append('\n');
    m_pending.append(std::move(framed));
    // Writing at once keeps messages in order with respect to what the client sees, and
    // nothing is held back in a buffer that would need flushing.
    if (!m_writeNotifier || !m_writeNotifier->isEnabled())
        flushPending();
}

void StdioServerIo::flushPending()
{
    while (!m_pending.isEmpty()) {
        const QByteArray &front = m_pending.constFirst();
        const ssize_t written = ::write(m_outputFd,
                                        front.constData() + m_pendingOffset,
                                        size_t(front.size() - m_pendingOffset));
        if (written < 0) {
            if (errno == EINTR)
                continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK) {
                if (m_writeNotifier)
                    m_writeNotifier->setEnabled(true);
                return;
            }
            if (errno != EPIPE)
                writeDiagnostic(u"writing stdout failed: %1"_s.arg(
                    QString::fromLocal8Bit(std::strerror(errno))));
            m_pending.clear();
            m_pendingOffset = 0;
            m_outputOpen = false;
            if (m_writeNotifier)
                m_writeNotifier->setEnabled(false);
            Q_EMIT outputClosed();
            return;
        }
        m_pendingOffset += written;
        if (m_pendingOffset == front.size()) {
            m_pending.removeFirst();
            m_pendingOffset = 0;
        }
    }
    if (m_writeNotifier && m_writeNotifier->isEnabled()) {
        m_writeNotifier->setEnabled(false);
        Q_EMIT outputDrained();
    }
}

void StdioServerIo::writeDiagnostic(const QString &line)
{
    QByteArray bytes = line.toUtf8();
    bytes.replace('\n', ' ');
    bytes.append('\n');
    qsizetype offset = 0;
    while (offset < bytes.size()) {
        const ssize_t written
            = ::write(m_errorFd, bytes.constData() + offset, size_t(bytes.size() - offset));
        if (written < 0 && errno == EINTR)
            continue;
        // Closed, or stderr shares stdout's non-blocking pipe and that is full: losing a log
        // line is better than blocking the event loop.
        if (written <= 0)
            return;
        offset += written;
    }
}
