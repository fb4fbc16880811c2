// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionindex.h"

#include <core/log/messagelogmodel.h>
#include <core/platform/offthread.h>

#include <QJsonDocument>
#include <QJsonParseError>

using namespace Qt::StringLiterals;

SessionIndex::SessionIndex(QObject *parent)
    : QObject(parent)
{
    connect(&m_step, &QFutureWatcherBase::finished, this, &SessionIndex::stepDone);
}

SessionIndex::~SessionIndex()
{
    if (m_cancel) // a step still running finishes on its own and is dropped
        m_cancel->store(true);
}

void SessionIndex::open(const QString &path)
{
    if (m_cancel)
        m_cancel->store(true); // an earlier index's step: its result is not wanted any more
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_builder = std::make_shared<SessionIndexBuilder>(path, m_limits, m_cancel);
    m_path = std::make_shared<const QString>(path);
    m_opened = true;
    m_file.close();
    m_state = State::Indexing;
    m_error.clear();
    m_header = SessionHeader{};
    m_bytesIndexed = m_fileBytes = 0;
    m_chunks.clear();
    m_count = m_malformed = m_firstMalformedLine = 0;
    m_names = QStringList{QString()};
    m_idPool.clear();
    runStep(kFirstStepBytes);
}

void SessionIndex::cancel()
{
    if (m_state == State::Indexing && m_cancel)
        m_cancel->store(true);
}

void SessionIndex::runStep(qint64 byteBudget)
{
    // The step reads only the builder it holds; the builder is used by one step at a time.
    m_step.setFuture(
        OffThread::run([builder = m_builder, byteBudget] { return builder->step(byteBudget); }));
}

void SessionIndex::stepDone()
{
    if (m_state != State::Indexing)
        return;
    SessionIndexBatch batch = m_step.future().takeResult();
    absorb(batch);
    if (batch.done) {
        m_state = batch.error.isEmpty() ? State::Complete : State::Failed;
        m_error = batch.error;
        m_builder.reset();
        Q_EMIT finished();
        return;
    }
    if (m_cancel->load()) {
        m_state = State::Cancelled;
        m_builder.reset();
        Q_EMIT finished();
        return;
    }
    runStep(kStepBytes);
}

void SessionIndex::absorb(SessionIndexBatch &batch)
{
    if (batch.header)
        m_header = *batch.header;
    m_names.append(batch.names);
    m_idPool.append(batch.idBytes);
    m_fileBytes = batch.fileBytes;
    m_bytesIndexed = batch.bytesRead;
    if (batch.firstMalformedLine > 0)
        m_firstMalformedLine = batch.firstMalformedLine;
    const qint64 first = m_count;
    for (const Entry &entry : batch.entries)
        push(entry);
    if (m_count > first)
        Q_EMIT eventsIndexed(first, m_count - 1);
    Q_EMIT progressed(m_bytesIndexed, m_fileBytes);
}

void SessionIndex::push(const Entry &entry)
{
    if ((m_count & (kChunkSize - 1)) == 0)
        m_chunks.push_back(std::make_unique<Entry[]>(size_t(kChunkSize)));
    m_chunks.back()[size_t(m_count & (kChunkSize - 1))] = entry;
    ++m_count;
    if (entry.type == Entry::Type::Malformed || entry.type == Entry::Type::TooLong)
        ++m_malformed;
}

bool SessionIndex::append(const TrafficEvent &event)
{
    if (m_opened) // the names of an opened file are numbered by its builder
        return false;
    if (!m_path && event.stored.isValid())
        m_path = event.stored.file; // the session file being written: readEvent() reads it
    Entry entry;
    m_live.indexTraffic(event, &entry);
    m_names.append(m_live.takeNewNames());
    m_idPool.append(m_live.takeNewIdBytes());
    push(entry);
    return true;
}

JsonRpcId SessionIndex::id(qint64 i) const
{
    const Entry &e = entry(i);
    switch (JsonRpcId::Type(e.idType)) {
    case JsonRpcId::Type::None:
        return {};
    case JsonRpcId::Type::Null:
        return JsonRpcId::fromJson(QJsonValue(QJsonValue::Null));
    case JsonRpcId::Type::Integer:
        return JsonRpcId(e.idValue);
    case JsonRpcId::Type::String:
        if (!e.has(Entry::IdNotKept))
            return JsonRpcId(QString::fromUtf8(m_idPool.constData() + e.idValue, e.idBytes));
        break;
    case JsonRpcId::Type::Other:
        break;
    }
    const SessionFormat::ParsedEvent parsed = readEvent(i);
    if (!parsed.event)
        return {};
    return MessageLogModel::makeRecord(parsed.event->traffic).id;
}

qint64 SessionIndex::memoryBytes() const
{
    qint64 names = 0;
    for (const QString &name : m_names)
        names += qint64(sizeof(QString)) + name.capacity() * qint64(sizeof(QChar));
    return qint64(m_chunks.size()) * kChunkSize * qint64(sizeof(Entry)) + names
           + m_idPool.capacity();
}

SessionFormat::ParsedEvent SessionIndex::readEvent(qint64 i) const
{
    const Entry &e = entry(i);
    if (!m_path || e.offset < 0)
        return {std::nullopt, u"the event was not written to a session file"_s};
    const QString &path = *m_path;
    if (e.type == Entry::Type::TooLong)
        return {std::nullopt,
                u"%1, byte %2: the line is longer than %3 bytes; the file is damaged or not a "
                "session file"_s.arg(
                    path, QString::number(e.offset), QString::number(m_limits.maxLineBytes))};
    if (!m_file.isOpen()) {
        m_file.setFileName(path);
        if (!m_file.open(QIODevice::ReadOnly))
            return {std::nullopt, u"cannot open %1: %2"_s.arg(path, m_file.errorString())};
    }
    QByteArray line;
    bool whole = m_file.seek(e.offset);
    if (whole && e.lineBytes == 0) { // captured live: the line ends at its newline
        line = m_file.readLine(m_limits.maxLineBytes + 2);
        whole = line.endsWith('\n');
        line.chop(line.endsWith("\r\n") ? 2 : 1);
    } else if (whole) {
        line = m_file.read(e.lineBytes);
        whole = line.size() == qsizetype(e.lineBytes);
    }
    if (!whole) {
        m_file.close(); // replaced or cut short: open it again next time
        return {std::nullopt,
                u"%1 changed: it ends before the event at byte %2"_s.arg(
                    path, QString::number(e.offset))};
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return {
            std::nullopt,
            u"%1, byte %2: not JSON (%3 at byte %4); the file may be truncated or damaged"_s.arg(
                path,
                QString::number(e.offset),
                parseError.errorString(),
                QString::number(parseError.offset))};
    if (!doc.isObject())
        return {
            std::nullopt,
            u"%1, byte %2: an event must be a JSON object"_s.arg(path, QString::number(e.offset))};
    SessionFormat::ParsedEvent parsed = SessionFormat::eventFromJson(doc.object());
    if (!parsed.event) {
        parsed.error = u"%1, byte %2: %3"_s.arg(path, QString::number(e.offset), parsed.error);
        return parsed;
    }
    if (const QString problem = m_header.connectionProblem(parsed.event->connection);
        !problem.isEmpty())
        return {std::nullopt, u"%1, byte %2: %3"_s.arg(path, QString::number(e.offset), problem)};
    if (parsed.event->type == SessionEvent::Type::Traffic)
        parsed.event->traffic.stored = RawLocation{m_path, e.offset, {}};
    return parsed;
}
