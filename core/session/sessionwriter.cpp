// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionwriter.h"

#include "sessionformat.h"

#include <core/platform/offthread.h>
#include <core/platform/privatefiles.h>

#include <QFile>
#include <QJsonDocument>
#include <QMutex>
#include <QSaveFile>
#include <QWaitCondition>

#include <deque>

using namespace Qt::StringLiterals;

struct SessionWriter::Output
{
    struct Line
    {
        QByteArray json;     // the event without its large bytes
        QByteArray largeRaw; // added as the line's last member; may be empty
    };

    QFile file;
    QMutex mutex; // guards what follows; the file belongs to the worker while it runs
    QWaitCondition idle;
    std::deque<Line> lines;
    bool workerRunning = false;
    QString error; // the first line that could not be written
    QObject *failureContext = nullptr;
    std::function<void(const QString &)> failureHandler;
};

namespace {

bool writeLine(QFile &file, QByteArray json, const QByteArray &largeRaw, QString *error)
{
    // Compact JSON escapes newlines inside strings, so one object is exactly one line.
    bool written = true;
    if (largeRaw.isEmpty()) {
        json.append('\n');
        written = file.write(json) == json.size();
    } else {
        // The large bytes go last, written from their own buffer (they may be tens of MB).
        const SessionFormat::RawMember member = SessionFormat::rawMember(largeRaw);
        json.chop(1);
        json.append(json.size() > 1 ? "," : "").append('"').append(member.key).append("\":");
        written = file.write(json) == json.size() && file.write(member.value) == member.value.size()
                  && file.write("}\n") == 2;
    }
    if (!(written && file.flush())) {
        *error = u"cannot write the session file %1: %2"_s.arg(file.fileName(), file.errorString());
        return false;
    }
    return true;
}

} // namespace

// The worker: writes queued lines in order until none is left or one fails.
void SessionWriter::writeQueuedLines(const std::shared_ptr<Output> &output,
                                     const std::shared_ptr<std::atomic<qint64>> &written)
{
    for (;;) {
        Output::Line line;
        {
            QMutexLocker lock(&output->mutex);
            if (output->lines.empty() || !output->error.isEmpty()) {
                output->lines.clear();
                output->workerRunning = false;
                output->idle.wakeAll();
                return;
            }
            line = std::move(output->lines.front());
            output->lines.pop_front();
        }
        QString error;
        if (writeLine(output->file, std::move(line.json), line.largeRaw, &error)) {
            written->store(output->file.pos());
            continue;
        }
        QMutexLocker lock(&output->mutex);
        output->error = error;
        if (output->failureContext && output->failureHandler)
            QMetaObject::invokeMethod(
                output->failureContext,
                [handler = output->failureHandler, error] { handler(error); },
                Qt::QueuedConnection);
    }
}

SessionWriter::SessionWriter()
    : m_output(std::make_shared<Output>())
{}

SessionWriter::~SessionWriter()
{
    close();
}

bool SessionWriter::open(const QString &path, const SessionHeader &header)
{
    close();
    m_error.clear();
    m_output->error.clear();
    m_events = 0;
    m_redactor = SessionRedactor(header.server);
    m_connectionRedactors.clear();
    for (const SessionConnection &connection : header.connections)
        m_connectionRedactors.insert(connection.tag, SessionRedactor(connection.server));
    m_path = std::make_shared<const QString>(path);
    m_written = std::make_shared<std::atomic<qint64>>(0);
    m_lastLocation = {};
    QFile &file = m_output->file;
    file.setFileName(path);
    // A session holds a server's traffic: owner-only from creation (an existing file being
    // overwritten is made so too).
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate, PrivateFiles::kOwnerOnly)
        || !file.setPermissions(PrivateFiles::kOwnerOnly)) {
        m_error = u"cannot write the session file %1: %2"_s.arg(path, file.errorString());
        file.close();
        return false;
    }
    const QJsonObject headerLine = SessionFormat::headerToJson(header, m_redactor);
    if (!writeLine(file, QJsonDocument(headerLine).toJson(QJsonDocument::Compact), {}, &m_error)) {
        file.close();
        return false;
    }
    m_written->store(file.pos());
    m_open = true;
    return true;
}

bool SessionWriter::append(const SessionEvent &event)
{
    m_lastLocation = {};
    if (!m_open)
        return false;
    QByteArray largeRaw;
    QJsonObject object;
    if (m_connectionRedactors.isEmpty()) {
        if (event.connection == SessionEvent::kNoConnection) {
            object = SessionFormat::eventToJson(event, m_redactor, &largeRaw);
        } else { // one connection of a file of several, copied into a file of its own
            SessionEvent only = event;
            only.connection = SessionEvent::kNoConnection;
            object = SessionFormat::eventToJson(only, m_redactor, &largeRaw);
        }
    } else {
        const auto redactor = m_connectionRedactors.constFind(event.connection);
        if (redactor == m_connectionRedactors.cend()) {
            m_error = u"cannot write to %1: the event names connection %2, which the file "
                      "does not list"_s.arg(fileName(), QString::number(event.connection));
            return false;
        }
        object = SessionFormat::eventToJson(event, *redactor, &largeRaw);
    }
    QByteArray json = QJsonDocument(object).toJson(QJsonDocument::Compact);
    const bool locatable
        = event.type == SessionEvent::Type::Traffic && !object.value("redacted"_L1).toBool();
    QMutexLocker lock(&m_output->mutex);
    if (!m_output->error.isEmpty()) {
        m_error = m_output->error;
        return false;
    }
    const bool fileIsOurs = !m_output->workerRunning;
    const qint64 offset = fileIsOurs ? m_output->file.pos() : -1;
    if (fileIsOurs && largeRaw.size() < kBackgroundBytes) {
        lock.unlock(); // no worker runs, and only this thread starts one
        if (!writeLine(m_output->file, std::move(json), largeRaw, &m_error)) {
            m_output->error = m_error;
            return false;
        }
        m_written->store(m_output->file.pos());
    } else {
        m_output->lines.push_back({std::move(json), largeRaw});
        if (!m_output->workerRunning) {
            m_output->workerRunning = true;
            OffThread::pool().start(
                [output = m_output, written = m_written] { writeQueuedLines(output, written); });
        }
    }
    ++m_events;
    if (locatable && offset >= 0)
        m_lastLocation = RawLocation{m_path, offset, m_written};
    return true;
}

void SessionWriter::addSecrets(const QList<QByteArray> &values)
{
    for (const QByteArray &value : values) {
        m_redactor.addSecret(value);
        for (SessionRedactor &redactor : m_connectionRedactors)
            redactor.addSecret(value);
    }
}

bool SessionWriter::waitForWrites()
{
    QMutexLocker lock(&m_output->mutex);
    while (m_output->workerRunning)
        m_output->idle.wait(&m_output->mutex);
    if (!m_output->error.isEmpty())
        m_error = m_output->error;
    return m_output->error.isEmpty();
}

void SessionWriter::setBackgroundFailureHandler(QObject *context,
                                                std::function<void(const QString &)> handler)
{
    QMutexLocker lock(&m_output->mutex);
    m_output->failureContext = context;
    m_output->failureHandler = std::move(handler);
}

void SessionWriter::close()
{
    waitForWrites();
    m_open = false;
    if (m_output->file.isOpen())
        m_output->file.close();
}

bool SessionWriter::copyAtomically(const QString &source, const QString &target, QString *error)
{
    QFile in(source);
    if (!in.open(QIODevice::ReadOnly)) {
        *error = u"cannot read %1: %2"_s.arg(source, in.errorString());
        return false;
    }
    QSaveFile out(target);
    if (!out.open(QIODevice::WriteOnly) || !out.setPermissions(PrivateFiles::kOwnerOnly)) {
        *error = u"cannot write %1: %2"_s.arg(target, out.errorString());
        return false;
    }
    // Copy only whole lines: a recorder may be in the middle of appending one.
    const qint64 size = in.size();
    qint64 copied = 0;
    QByteArray carry;
    while (copied < size) {
        QByteArray chunk = in.read(std::min<qint64>(1 << 20, size - copied));
        if (chunk.isEmpty())
            break;
        copied += chunk.size();
        carry.append(chunk);
        const qsizetype end = carry.lastIndexOf('\n') + 1;
        if (end > 0 && out.write(carry.constData(), end) != end)
            break;
        carry.remove(0, end);
    }
    if (copied < size || !out.commit()) {
        *error = u"cannot save %1: %2"_s.arg(target, out.errorString());
        return false;
    }
    return true;
}
