// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "sessionevent.h"
#include "sessionlinereader.h"

#include <core/analysis/connectionanalysis.h>

#include <QString>

#include <vector>

// Reads a .mcpsession file one event at a time, trusting nothing: it stops at the first line
// that is too long, not JSON, or not a well-formed event, and says which line and what was
// wrong; everything before that line stays usable. It only reads: a session file never makes
// mcpscope start a process or open a connection. Every traffic event it returns has passed
// through the file's ConnectionAnalysis, as it did live (learning the recorded handshake): it
// carries the analysis' pairs (answersFrame, continuesFrame; files keep none), and a file from
// before findings were recorded gets the analysis' findings. A file of several connections
// (SessionHeader::connections) is analysed per connection, and every event line must name one
// the header lists; selectConnection() reads one of them as if it were the file's only one.
// Reads through a SessionLineReader; GUI thread.
class SessionReader
{
public:
    struct Limits
    {
        qint64 maxLineBytes = SessionLineReader::kDefaultMaxLineBytes; // a 4 GB line is not fine
        qint64 maxEvents = 50'000'000;
    };

    SessionReader() = default;
    SessionReader(const SessionReader &) = delete;
    SessionReader &operator=(const SessionReader &) = delete;

    void setLimits(const Limits &limits) { m_limits = limits; }
    void setDecodeFrames(bool decode) { m_decodeFrames = decode; }
    // Opens path and reads the header. False with errorString() when the file is unusable.
    bool open(const QString &path);
    // The file's header; after selectConnection(), the header of that connection alone.
    const SessionHeader &header() const { return m_selected >= 0 ? m_selectedHeader : m_header; }
    // The header as the file has it (every connection), whatever is selected.
    const SessionHeader &fileHeader() const { return m_header; }
    // After open(): next() returns only the events of the connection with this tag (the others
    // are still checked, and skipped). False when the header lists no such connection.
    bool selectConnection(int tag);
    // The next event, or false at the end of the file or at the first bad line (then
    // errorString() says why), analysed. Handshake events also update header().
    bool next(SessionEvent *event);
    bool atEnd() const { return m_done && m_error.isEmpty(); }
    QString errorString() const { return m_error; }
    int errorLine() const { return m_errorLine; } // 1-based; 0 when there is no error
    qint64 lineNumber() const { return m_line; }

    struct Loaded
    {
        SessionHeader header;
        std::vector<SessionEvent> events;
        QString error; // empty: the whole file was read
        int errorLine = 0;
    };
    // Convenience: the header and every event up to the first bad line.
    static Loaded load(const QString &path);
    static Loaded load(const QString &path, const Limits &limits);
    // The same, of one connection of a file of several (its tag), or all when kNoConnection.
    static Loaded load(const QString &path, const Limits &limits, int connection);

    // The exact bytes of the traffic event on the line at where (see RawLocation), read again
    // from the file; false with *error when the file is gone or the line is not such an event.
    static bool readRaw(const RawLocation &where, QByteArray *raw, QString *error);
    // The same for many events of one file: openForRaw() once (no header read), then rawAt()
    // for each line's offset; ascending offsets read the file once, through one buffer.
    bool openForRaw(const QString &path, QString *error);
    bool rawAt(qint64 offset, QByteArray *raw, QString *error);

private:
    bool readLine(QByteArray *line);
    bool fail(const QString &message);
    void analyse(SessionEvent &event, qsizetype index);
    // The position of the event's connection in the header (0 in a file of one); -1 after
    // fail() for a tag the header does not list.
    qsizetype connectionIndex(const SessionEvent &event);

    SessionLineReader m_lines;
    std::shared_ptr<const QString> m_path; // for the RawLocation of every traffic event
    qint64 m_lineOffset = 0;               // file offset of the line readLine() returned last
    Limits m_limits;
    bool m_decodeFrames = true;
    SessionHeader m_header;
    SessionHeader m_selectedHeader; // header() after selectConnection()
    qsizetype m_selected = -1;      // index into m_header.connections
    // Per connection, in the header's order: pairs; findings for files recorded without them.
    std::vector<ConnectionAnalysis> m_analyses;
    QString m_error;
    int m_errorLine = 0;
    qint64 m_line = 0;
    qint64 m_events = 0;
    bool m_done = false;
};
