// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionreader.h"

#include "sessionformat.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QStringList>

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
    m_analyses.clear();
    m_selected = -1;
    m_selectedHeader = {};
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
    m_analyses.resize(size_t(std::max<qsizetype>(1, m_header.connections.size())));
    return true;
}

bool SessionReader::selectConnection(int tag)
{
    if (!m_header.hasSeveralConnections())
        return false;
    for (qsizetype i = 0; i < m_header.connections.size(); ++i) {
        if (m_header.connections.at(i).tag == tag) {
            m_selected = i;
            m_selectedHeader = m_header.only(m_header.connections.at(i));
            return true;
        }
    }
    return false;
}

qsizetype SessionReader::connectionIndex(const SessionEvent &event)
{
    if (!m_header.hasSeveralConnections()) {
        if (event.connection == SessionEvent::kNoConnection)
            return 0;
        fail(u"the event names connection %1, but the file records one connection and its "
             "header lists none"_s.arg(event.connection));
        return -1;
    }
    if (event.connection == SessionEvent::kNoConnection) {
        fail(u"the event names no connection (\"conn\"); every event of a file of several "
             "connections must"_s);
        return -1;
    }
    for (qsizetype i = 0; i < m_header.connections.size(); ++i) {
        if (m_header.connections.at(i).tag == event.connection)
            return i;
    }
    QStringList tags;
    for (const SessionConnection &connection : std::as_const(m_header.connections))
        tags << QString::number(connection.tag);
    fail(u"the event names connection %1, which the header does not list (it lists %2)"_s.arg(
        QString::number(event.connection), tags.join(u", "_s)));
    return -1;
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
    while (!m_done) {
        QByteArray line;
        do {
            if (!readLine(&line))
                return false;
        } while (SessionFormat::isBlankLine(line)); // blank lines carry nothing; tolerate them
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
        SessionFormat::ParsedEvent parsed
            = SessionFormat::eventFromJson(doc.object(), m_decodeFrames);
        if (!parsed.event)
            return fail(parsed.error);
        const qsizetype index = connectionIndex(*parsed.event);
        if (index < 0)
            return false;
        ++m_events;
        if (m_selected >= 0 && index != m_selected)
            continue; // another connection's: checked, not returned
        *event = std::move(*parsed.event);
        if (event->type == SessionEvent::Type::Traffic)
            event->traffic.stored = RawLocation{m_path, m_lineOffset, {}};
        if (event->type == SessionEvent::Type::Handshake) {
            if (m_header.hasSeveralConnections())
                m_header.connections[index].absorb(event->handshake);
            else
                m_header.absorb(event->handshake);
            if (m_selected >= 0)
                m_selectedHeader.absorb(event->handshake);
        }
        analyse(*event, index);
        return true;
    }
    return false;
}

void SessionReader::analyse(SessionEvent &event, qsizetype index)
{
    if (!m_decodeFrames) // nothing to analyse: the caller wants the bytes only
        return;
    ConnectionAnalysis &analysis = m_analyses[size_t(index)];
    if (event.type == SessionEvent::Type::Handshake) {
        analysis.setNegotiated(event.handshake.protocolVersion,
                               event.handshake.capabilities,
                               event.handshake.clientCapabilities);
        return;
    }
    if (event.type != SessionEvent::Type::Traffic)
        return;
    // Files keep no pairs: the analysis pairs every file again, as it did live, so that the
    // log, the replay plan and everyone else read the pairs instead of keeping an id table.
    ConnectionAnalysis::Result result = analysis.analyze(event.traffic);
    event.traffic.answersFrame = result.answersFrame;
    event.traffic.continuesFrame = result.continuesFrame;
    // Recorded findings came from the live analysis, which knew what the file may not (lint's
    // shape checks): they stay.
    const bool hasFindings = m_header.hasSeveralConnections()
                                 ? m_header.connections.at(index).hasFindings
                                 : m_header.hasFindings;
    if (!hasFindings)
        event.traffic.findings = std::move(result.findings);
}

SessionReader::Loaded SessionReader::load(const QString &path)
{
    return load(path, Limits());
}

SessionReader::Loaded SessionReader::load(const QString &path, const Limits &limits)
{
    return load(path, limits, SessionEvent::kNoConnection);
}

SessionReader::Loaded SessionReader::load(const QString &path, const Limits &limits, int connection)
{
    Loaded loaded;
    SessionReader reader;
    reader.setLimits(limits);
    const bool opened = reader.open(path);
    if (opened && connection != SessionEvent::kNoConnection && !reader.selectConnection(connection))
        reader.fail(u"the file records no connection with tag %1"_s.arg(connection));
    else if (opened) {
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
    return reader.openForRaw(*where.file, error) && reader.rawAt(where.offset, raw, error);
}

bool SessionReader::openForRaw(const QString &path, QString *error)
{
    m_file.close();
    m_file.setFileName(path);
    m_buffer.clear();
    m_bufferOffset = m_start = m_scanned = 0;
    if (!m_file.open(QIODevice::ReadOnly)) {
        *error = u"cannot read %1: %2"_s.arg(path, m_file.errorString());
        return false;
    }
    return true;
}

bool SessionReader::rawAt(qint64 offset, QByteArray *raw, QString *error)
{
    // A line already in the buffer (the next rows of an ascending walk) is read from there.
    if (offset >= m_bufferOffset && offset <= m_bufferOffset + m_buffer.size()) {
        m_start = m_scanned = qsizetype(offset - m_bufferOffset);
    } else {
        if (!m_file.seek(offset)) {
            *error = u"cannot read %1: %2"_s.arg(m_file.fileName(), m_file.errorString());
            return false;
        }
        m_buffer.clear();
        m_bufferOffset = offset;
        m_start = m_scanned = 0;
    }
    m_done = false;
    m_error.clear();
    QByteArray line;
    if (!readLine(&line)) {
        *error = m_error.isEmpty() ? u"%1 ends before byte %2"_s.arg(m_file.fileName()).arg(offset)
                                   : m_error;
        return false;
    }
    const QJsonObject object = QJsonDocument::fromJson(line).object();
    SessionFormat::ParsedEvent parsed = SessionFormat::eventFromJson(object, false);
    if (!parsed.event || parsed.event->type != SessionEvent::Type::Traffic) {
        *error = u"%1 changed: byte %2 no longer starts the recorded event"_s.arg(m_file.fileName())
                     .arg(offset);
        return false;
    }
    *raw = std::move(parsed.event->traffic.raw);
    return true;
}
