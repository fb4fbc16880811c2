// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionreader.h"

#include "sessionformat.h"

#include <QJsonDocument>
#include <QJsonParseError>

using namespace Qt::StringLiterals;

bool SessionReader::fail(const QString &message)
{
    m_error = u"%1, line %2: %3"_s.arg(m_file.fileName()).arg(m_line).arg(message);
    m_errorLine = int(m_line);
    m_done = true;
    return false;
}

bool SessionReader::open(const QString &path)
{
    m_file.setFileName(path);
    m_error.clear();
    m_errorLine = 0;
    m_line = 0;
    m_events = 0;
    m_done = false;
    m_analysis = ConnectionAnalysis();
    m_buffer.clear();
    m_start = m_scanned = 0;
    m_bufferOffset = m_lineOffset = 0;
    m_path = std::make_shared<const QString>(path);
    if (!m_file.open(QIODevice::ReadOnly)) {
        m_error = u"cannot open %1: %2"_s.arg(path, m_file.errorString());
        m_done = true;
        return false;
    }
    QByteArray line;
    if (!readLine(&line)) {
        if (m_error.isEmpty())
            fail(u"the file is empty; a session file starts with its header line"_s);
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
    if (!doc.isObject())
        return fail(u"not an mcpscope session (the first line is not a JSON object)"_s);
    const SessionFormat::ParsedHeader parsed = SessionFormat::headerFromJson(doc.object());
    if (!parsed.error.isEmpty())
        return fail(parsed.error);
    m_header = parsed.header;
    return true;
}

// One line without its newline. False at the end of the file, or after fail() for a line
// longer than the limit: the file is read in 1 MB chunks, so a hostile file cannot make a
// line (or a buffer) grow past the limit.
bool SessionReader::readLine(QByteArray *line)
{
    constexpr qint64 kChunk = qint64(1) << 20;
    while (true) {
        qsizetype newline = m_buffer.indexOf('\n', m_scanned);
        if (newline - m_start > m_limits.maxLineBytes)
            newline = -1; // too long, whether or not it ends in this chunk
        if (newline >= 0) {
            m_lineOffset = m_bufferOffset + m_start;
            *line = QByteArray(m_buffer.constData() + m_start, newline - m_start);
            m_start = m_scanned = newline + 1;
            break;
        }
        m_scanned = m_buffer.size();
        if (m_buffer.size() - m_start > m_limits.maxLineBytes) {
            ++m_line;
            return fail(u"the line is longer than %1 bytes; the file is damaged or not a "
                        "session file"_s.arg(m_limits.maxLineBytes));
        }
        m_buffer.remove(0, m_start);
        m_bufferOffset += m_start;
        m_scanned -= m_start;
        m_start = 0;
        const QByteArray chunk = m_file.read(kChunk);
        if (chunk.isEmpty()) {
            if (m_buffer.isEmpty()) {
                m_done = true;
                return false;
            }
            // The last line has no newline: a recording cut short keeps what it has.
            m_lineOffset = m_bufferOffset;
            *line = m_buffer;
            m_buffer.clear();
            m_scanned = 0;
            break;
        }
        m_buffer.append(chunk);
    }
    ++m_line;
    if (line->endsWith('\r'))
        line->chop(1);
    return true;
}

bool SessionReader::next(SessionEvent *event)
{
    if (m_done)
        return false;
    QByteArray line;
    do {
        if (!readLine(&line))
            return false;
    } while (line.trimmed().isEmpty()); // blank lines carry nothing; tolerate them
    if (m_events >= m_limits.maxEvents)
        return fail(u"more than %1 events; not loading further"_s.arg(m_limits.maxEvents));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(u"not JSON (%1 at byte %2); the file may be truncated or damaged"_s
                        .arg(parseError.errorString())
                        .arg(parseError.offset));
    if (!doc.isObject())
        return fail(u"an event must be a JSON object"_s);
    SessionFormat::ParsedEvent parsed = SessionFormat::eventFromJson(doc.object(), m_decodeFrames);
    if (!parsed.event)
        return fail(parsed.error);
    *event = std::move(*parsed.event);
    if (event->type == SessionEvent::Type::Traffic)
        event->traffic.stored = RawLocation{m_path, m_lineOffset, {}};
    if (event->type == SessionEvent::Type::Handshake)
        m_header.absorb(event->handshake);
    analyse(*event);
    ++m_events;
    return true;
}

void SessionReader::analyse(SessionEvent &event)
{
    if (!m_decodeFrames) // nothing to analyse: the caller wants the bytes only
        return;
    if (event.type == SessionEvent::Type::Handshake) {
        m_analysis.setNegotiated(event.handshake.protocolVersion,
                                 event.handshake.capabilities,
                                 event.handshake.clientCapabilities);
        return;
    }
    if (event.type != SessionEvent::Type::Traffic)
        return;
    // Files keep no pairs: the analysis pairs every file again, as it did live, so that the
    // log, the replay plan and everyone else read the pairs instead of keeping an id table.
    ConnectionAnalysis::Result analysis = m_analysis.analyze(event.traffic);
    event.traffic.answersFrame = analysis.answersFrame;
    event.traffic.continuesFrame = analysis.continuesFrame;
    // Recorded findings came from the live analysis, which knew what the file may not (lint's
    // shape checks): they stay.
    if (!m_header.hasFindings)
        event.traffic.findings = std::move(analysis.findings);
}

SessionReader::Loaded SessionReader::load(const QString &path)
{
    return load(path, Limits());
}

SessionReader::Loaded SessionReader::load(const QString &path, const Limits &limits)
{
    Loaded loaded;
    SessionReader reader;
    reader.setLimits(limits);
    if (reader.open(path)) {
        SessionEvent event;
        while (reader.next(&event))
            loaded.events.push_back(std::move(event));
    }
    loaded.header = reader.header();
    loaded.error = reader.errorString();
    loaded.errorLine = reader.errorLine();
    return loaded;
}

bool SessionReader::readRaw(const RawLocation &where, QByteArray *raw, QString *error)
{
    if (!where.isValid()) {
        *error = u"the bytes were never written to a session file"_s;
        return false;
    }
    SessionReader reader;
    reader.m_file.setFileName(*where.file);
    if (!reader.m_file.open(QIODevice::ReadOnly) || !reader.m_file.seek(where.offset)) {
        *error = u"cannot read %1: %2"_s.arg(*where.file, reader.m_file.errorString());
        return false;
    }
    QByteArray line;
    if (!reader.readLine(&line)) {
        *error = reader.m_error.isEmpty()
                     ? u"%1 ends before byte %2"_s.arg(*where.file).arg(where.offset)
                     : reader.m_error;
        return false;
    }
    const QJsonObject object = QJsonDocument::fromJson(line).object();
    SessionFormat::ParsedEvent parsed = SessionFormat::eventFromJson(object, false);
    if (!parsed.event || parsed.event->type != SessionEvent::Type::Traffic) {
        *error = u"%1 changed: byte %2 no longer starts the recorded event"_s.arg(*where.file)
                     .arg(where.offset);
        return false;
    }
    *raw = std::move(parsed.event->traffic.raw);
    return true;
}
