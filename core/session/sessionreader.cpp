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
    m_error = u"%1, line %2: %3"_s.arg(m_lines.fileName()).arg(m_line).arg(message);
    m_errorLine = int(m_line);
    m_done = true;
    return false;
}

bool SessionReader::open(const QString &path)
{
    m_error.clear();
    m_errorLine = 0;
    m_line = 0;
    m_events = 0;
    m_done = false;
    m_analyses.clear();
    m_selected = -1;
    m_selectedHeader = {};
    m_lineOffset = 0;
    m_path = std::make_shared<const QString>(path);
    m_lines.setMaxLineBytes(m_limits.maxLineBytes);
    if (!m_lines.open(path)) {
        m_error = u"cannot open %1: %2"_s.arg(path, m_lines.errorString());
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
    if (const QString problem = m_header.connectionProblem(event.connection); !problem.isEmpty()) {
        fail(problem);
        return -1;
    }
    if (!m_header.hasSeveralConnections())
        return 0;
    for (qsizetype i = 0; i < m_header.connections.size(); ++i) {
        if (m_header.connections.at(i).tag == event.connection)
            return i;
    }
    return -1; // connectionProblem() said it is listed
}

// One line without its newline. False at the end of the file, or after fail() for a line
// longer than the limit, which the line reader reports before reading it whole: a hostile file
// cannot make a line (or a buffer) grow past the limit.
bool SessionReader::readLine(QByteArray *line)
{
    QByteArrayView view;
    if (!m_lines.next(&view, &m_lineOffset)) {
        m_done = true;
        return false;
    }
    ++m_line;
    if (view.isNull())
        return fail(u"the line is longer than %1 bytes; the file is damaged or not a "
                    "session file"_s.arg(m_limits.maxLineBytes));
    *line = view.toByteArray();
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
    m_lines.setMaxLineBytes(m_limits.maxLineBytes);
    if (!m_lines.open(path)) {
        *error = u"cannot read %1: %2"_s.arg(path, m_lines.errorString());
        return false;
    }
    return true;
}

bool SessionReader::rawAt(qint64 offset, QByteArray *raw, QString *error)
{
    // A line already read (the next rows of an ascending walk) is read from the buffer.
    if (!m_lines.seek(offset)) {
        *error = u"cannot read %1: %2"_s.arg(m_lines.fileName(), m_lines.errorString());
        return false;
    }
    m_done = false;
    m_error.clear();
    QByteArray line;
    if (!readLine(&line)) {
        *error = m_error.isEmpty() ? u"%1 ends before byte %2"_s.arg(m_lines.fileName()).arg(offset)
                                   : m_error;
        return false;
    }
    const QJsonObject object = QJsonDocument::fromJson(line).object();
    SessionFormat::ParsedEvent parsed = SessionFormat::eventFromJson(object, false);
    if (!parsed.event || parsed.event->type != SessionEvent::Type::Traffic) {
        *error
            = u"%1 changed: byte %2 no longer starts the recorded event"_s.arg(m_lines.fileName())
                  .arg(offset);
        return false;
    }
    *raw = std::move(parsed.event->traffic.raw);
    return true;
}
