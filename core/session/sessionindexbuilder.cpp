// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionindexbuilder.h"

#include "sessionformat.h"

#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr int kLinesBetweenCancelChecks = 1024;

} // namespace

SessionIndexBuilder::SessionIndexBuilder(const QString &path,
                                         const Limits &limits,
                                         std::shared_ptr<const std::atomic<bool>> cancel)
    : m_path(path)
    , m_limits(limits)
    , m_cancel(std::move(cancel))
    , m_reader(limits.maxLineBytes)
{}

void SessionIndexBuilder::finish(SessionIndexBatch &batch, const QString &error)
{
    m_done = true;
    batch.done = true;
    batch.error = error;
    m_reader.close();
}

bool SessionIndexBuilder::open(SessionIndexBatch &batch)
{
    m_opened = true;
    if (!m_reader.open(m_path)) {
        finish(batch, u"cannot open %1: %2"_s.arg(m_path, m_reader.errorString()));
        return false;
    }
    QByteArrayView line;
    qint64 offset = 0;
    const auto failOnFirstLine = [&](const QString &message) {
        finish(batch, u"%1, line 1: %2"_s.arg(m_path, message));
        return false;
    };
    if (!nextLine(&line, &offset))
        return failOnFirstLine(u"the file is empty; a session file starts with its header line"_s);
    if (line.data() == nullptr)
        return failOnFirstLine(u"the line is longer than %1 bytes; the file is damaged or not a "
                               "session file"_s.arg(m_limits.maxLineBytes));
    const QJsonDocument doc = QJsonDocument::fromJson(line.toByteArray());
    if (!doc.isObject())
        return failOnFirstLine(u"not an mcpscope session (the first line is not a JSON object)"_s);
    const SessionFormat::ParsedHeader parsed = SessionFormat::headerFromJson(doc.object());
    if (!parsed.error.isEmpty())
        return failOnFirstLine(parsed.error);
    m_lines.setHeader(parsed.header);
    batch.header = parsed.header;
    return true;
}

// The next line and its offset (a null view for a line longer than the limit), counted.
bool SessionIndexBuilder::nextLine(QByteArrayView *line, qint64 *offset)
{
    if (!m_reader.next(line, offset))
        return false;
    ++m_lineNumber;
    return true;
}

void SessionIndexBuilder::take(QByteArrayView line, qint64 offset, SessionIndexBatch &batch)
{
    SessionIndexEntry &entry = batch.entries.emplace_back();
    entry.offset = offset;
    if (line.data() == nullptr) {
        entry.type = SessionIndexEntry::Type::TooLong;
        entry.flags = SessionIndexEntry::IsError;
        entry.lineBytes = quint32(qMin<qint64>(m_limits.maxLineBytes, 0xFFFFFFFF));
        return;
    }
    m_lines.index(line, &entry);
}

SessionIndexBatch SessionIndexBuilder::step(qint64 byteBudget)
{
    SessionIndexBatch batch;
    if (m_done) {
        batch.done = true;
        return batch;
    }
    if (!m_opened && !open(batch))
        return batch;
    batch.fileBytes = m_reader.fileSize();
    const qint64 stop = m_reader.position() + byteBudget;
    batch.entries.reserve(size_t(std::clamp(byteBudget / 256, qint64(64), qint64(1) << 16)));
    QByteArrayView line;
    qint64 offset = 0;
    int lines = 0;
    while (m_reader.position() < stop) {
        if (++lines % kLinesBetweenCancelChecks == 0 && m_cancel && m_cancel->load())
            break;
        if (!nextLine(&line, &offset)) {
            finish(batch);
            break;
        }
        if (line.data() != nullptr && SessionFormat::isBlankLine(line))
            continue; // blank lines carry nothing; SessionReader tolerates them too
        if (m_events >= m_limits.maxEvents) {
            finish(batch,
                   u"%1, line %2: more than %3 events; not indexing further"_s.arg(
                       m_path, QString::number(m_lineNumber), QString::number(m_limits.maxEvents)));
            break;
        }
        ++m_events;
        take(line, offset, batch);
        const SessionIndexEntry::Type type = batch.entries.back().type;
        if (m_firstMalformedLine == 0
            && (type == SessionIndexEntry::Type::Malformed
                || type == SessionIndexEntry::Type::TooLong))
            m_firstMalformedLine = batch.firstMalformedLine = m_lineNumber;
    }
    batch.bytesRead = m_done && batch.error.isEmpty() ? batch.fileBytes : m_reader.position();
    batch.names = m_lines.takeNewNames();
    batch.idBytes = m_lines.takeNewIdBytes();
    if (m_lines.takeHeaderChanged())
        batch.header = m_lines.header();
    return batch;
}
