// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionindexbuilder.h"

#include "sessionformat.h"

#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kIndexChunkBytes = qint64(1) << 20;
constexpr int kLinesBetweenCancelChecks = 1024;

} // namespace

SessionIndexBuilder::SessionIndexBuilder(const QString &path,
                                         const Limits &limits,
                                         std::shared_ptr<const std::atomic<bool>> cancel)
    : m_path(path)
    , m_limits(limits)
    , m_cancel(std::move(cancel))
{}

void SessionIndexBuilder::finish(SessionIndexBatch &batch, const QString &error)
{
    m_done = true;
    batch.done = true;
    batch.error = error;
    m_file.close();
    m_buffer = QByteArray();
}

bool SessionIndexBuilder::open(SessionIndexBatch &batch)
{
    m_opened = true;
    m_file.setFileName(m_path);
    if (!m_file.open(QIODevice::ReadOnly)) {
        finish(batch, u"cannot open %1: %2"_s.arg(m_path, m_file.errorString()));
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

bool SessionIndexBuilder::readChunk()
{
    if (m_eof)
        return false;
    if (m_start > 0) { // what was read already goes
        m_buffer.remove(0, m_start);
        m_bufferOffset += m_start;
        m_scanned -= m_start;
        m_start = 0;
    }
    const qsizetype before = m_buffer.size();
    m_buffer.resize(before + kIndexChunkBytes);
    const qint64 read = m_file.read(m_buffer.data() + before, kIndexChunkBytes);
    m_buffer.resize(before + qMax<qint64>(read, 0));
    if (read <= 0) {
        m_eof = true;
        return false;
    }
    return true;
}

// The next line (CR removed) and its offset; an empty view with the offset for a line longer
// than the limit, whose bytes are skipped without being kept. False at the end of the file.
bool SessionIndexBuilder::nextLine(QByteArrayView *line, qint64 *offset)
{
    while (true) {
        const qsizetype newline = m_buffer.indexOf('\n', m_scanned);
        const qint64 length = (newline >= 0 ? newline : m_buffer.size()) - m_start;
        if (length > m_limits.maxLineBytes) {
            *offset = m_bufferOffset + m_start;
            *line = {};
            ++m_lineNumber;
            qsizetype end = newline;
            while (end < 0) { // skip to the line's end, a chunk at a time
                m_start = m_scanned = m_buffer.size();
                if (!readChunk())
                    break;
                end = m_buffer.indexOf('\n', m_scanned);
            }
            m_start = m_scanned = end < 0 ? m_buffer.size() : end + 1;
            return true;
        }
        if (newline >= 0) {
            *offset = m_bufferOffset + m_start;
            *line = QByteArrayView(m_buffer.constData() + m_start, newline - m_start);
            m_start = m_scanned = newline + 1;
            break;
        }
        m_scanned = m_buffer.size();
        if (!readChunk()) {
            if (m_start == m_buffer.size())
                return false;
            // The last line has no newline: a recording cut short keeps what it has.
            *offset = m_bufferOffset + m_start;
            *line = QByteArrayView(m_buffer.constData() + m_start, m_buffer.size() - m_start);
            m_start = m_scanned = m_buffer.size();
            break;
        }
    }
    ++m_lineNumber;
    if (line->endsWith('\r'))
        line->chop(1);
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
    batch.fileBytes = m_file.size();
    const qint64 stop = m_bufferOffset + m_start + byteBudget;
    batch.entries.reserve(size_t(std::clamp(byteBudget / 256, qint64(64), qint64(1) << 16)));
    QByteArrayView line;
    qint64 offset = 0;
    int lines = 0;
    while (m_bufferOffset + m_start < stop) {
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
    }
    batch.bytesRead = m_done && batch.error.isEmpty() ? batch.fileBytes : m_bufferOffset + m_start;
    batch.names = m_lines.takeNewNames();
    batch.idBytes = m_lines.takeNewIdBytes();
    if (m_lines.takeHeaderChanged())
        batch.header = m_lines.header();
    return batch;
}
