// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "bytearena.h"
#include "logrow.h"
#include "trafficevent.h"

#include <core/session/sessionevent.h>

#include <QAbstractTableModel>
#include <QHash>
#include <QTimer>

#include <memory>
#include <vector>

class SessionIndex;

// One row of the message log as a value: the decoded fields the table shows and, from
// recordWithBytes() only, the exact bytes (the detail view decodes them again on demand).
// MessageLogModel keeps rows compact (LogRow) and makes one of these when asked.
struct MessageRecord
{
    qint64 sequence = 0;
    qint64 wallClockMs = 0;
    qint64 monotonicNs = 0;
    TrafficEvent::Direction direction = TrafficEvent::Direction::Local;
    TrafficEvent::Kind kind = TrafficEvent::Kind::Frame;
    TransportEvent::Kind transportKind = TransportEvent::Kind::Info;
    JsonRpcMessage::Kind messageKind = JsonRpcMessage::Kind::Invalid;
    QByteArray raw; // recordWithBytes() only (record() leaves it empty: rawBytes() reads it)
    qint64 rawSize = 0;
    RawLocation stored;      // where the session file keeps the same bytes, if anywhere
    bool rawSpilled = false; // the bytes were dropped from memory (stored has them)
    QString method;          // for responses: the method of the request they answer
    JsonRpcId id;
    QString summary; // for HTTP exchanges the transport's words; the table adds the request
    QString channel;
    // Transport rows of HTTP exchanges, shown in full on demand. Shared and null for every other
    // row, so a frame row does not carry an empty exchange (a third of a row's size).
    std::shared_ptr<const HttpExchange> http;
    int httpStatus = 0; // frames that arrived in an HTTP response
    int batchSize = 0;  // > 0 for a batch frame
    int errorCode = 0;  // JSON-RPC error code of an error response
    bool isError = false;
    // Which connection of the window the row came from: an index into the model's table of
    // connections (connectionName()), two bytes in what was padding, never a string per row.
    quint16 connection = 0;
    int pairedRow = -1;
    qint64 latencyNs = -1; // on both rows of a pair
    // A request sent in rounds under new ids (MRTR, a retry with another protocol version):
    // the row of its first request, on every request and response of it; -1 otherwise.
    int conversationRow = -1;
    int round = 0; // 1 for the first request of a conversation (and its response), then 2…
    // What the connection's analysis found in this event; null when nothing (nearly every row).
    Findings findings;
};

// The message log: every TrafficEvent as a row, each response paired with its request and each
// resent request linked to its earlier rounds as the connection's analysis paired them
// (TrafficEvent::answersFrame, continuesFrame): the log keeps no id table of its own, only the
// request rows of each connection by sequence. Inserts are batched: append() queues, and one
// beginInsertRows/endInsertRows per flush (at most every 16 ms) keeps a flood of frames cheap.
// Memory: a row is a LogRow of 96 bytes in chunks that never move (names numbered once,
// texts and bytes in arenas), queued rows included. Beyond rawMemoryBudget() bytes of raw
// frames, the oldest rows whose bytes are also in a session file (MessageRecord::stored: the
// autosave, --record, an opened file) drop them from memory; rawBytes() and recordWithBytes()
// read them back from the file on demand, so nothing captured is lost. Rows whose bytes are
// nowhere else keep them.
class MessageLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        NumberColumn,
        TimeColumn,
        DirectionColumn,
        MethodColumn,
        IdColumn,
        LatencyColumn,
        SizeColumn,
        SummaryColumn,
        // Last in the model so existing column numbers stay; the view shows it after No.
        ServerColumn,
        ColumnCount
    };
    enum Role {
        IsErrorRole = Qt::UserRole + 1,
        PairedRowRole,
        DirectionRole,
        KindRole,
        DiagnosticsRole, // QStringList: the analysis' findings, "rule-id: message"
        ConversationRole // int: row of the conversation's first request, -1 when none
    };

    explicit MessageLogModel(QObject *parent = nullptr);

    // A recent-bytes cache: what is in a session file is read back from there.
    static constexpr qint64 kDefaultRawMemoryBudget = qint64(32) << 20;
    void setRawMemoryBudget(qint64 bytes);
    qint64 rawMemoryBudget() const { return m_rawBudget; }
    qint64 rawBytesInMemory() const;                    // raw of every row, queued too
    qint64 totalRawBytes() const { return m_totalRaw; } // of the rows shown, in memory or not
    // A row's exact bytes, from memory or read back from its session file (then false with
    // *error when the file cannot give them any more).
    bool rawBytes(int row, QByteArray *raw, QString *error = nullptr) const;
    // record(row) with its raw bytes in place, for the detail view and copying. A spilled row
    // whose file cannot be read says so in its summary.
    MessageRecord recordWithBytes(int row) const;

    // Connections: the log of a window with several servers at once tags every row with the
    // connection it came from. Connection 0 is there from the start, unnamed (a log of one
    // connection: the CLI, a session file). addConnection() names a new one and returns its
    // tag; each connection pairs its own requests and responses, since every connection numbers
    // its frames from 1. At most kMaxConnections: beyond that, new connections share the last
    // tag (named "(more servers)") rather than grow without bound.
    static constexpr int kMaxConnections = 0xFFFF;
    int addConnection(const QString &name);
    QString connectionName(int connection) const;
    int connectionCount() const { return int(m_connections.size()); }
    // A connection that will send nothing more (its session is gone): its request table goes.
    void endConnection(int connection);

    // An event of connection 0, its sequence that connection's (increasing: what answersFrame
    // and continuesFrame refer to), shown as its number.
    void append(const TrafficEvent &event);
    // The same for another connection of the log.
    void appendFrom(int connection, const TrafficEvent &event);
    // The same, shown as No. number instead (the main window numbers its log across
    // reconnects, while each session numbers its events from 1).
    void appendNumbered(const TrafficEvent &event, qint64 number, int connection = 0);
    // The same, numbered by the log itself: one more than the last number it gave (clear()
    // does not start again, so a number is never shown twice in one window).
    void appendNext(const TrafficEvent &event, int connection);
    // An event of a connection the log has moved on from (the last frames of a session being
    // closed while the next one runs): shown in order, but neither paired nor checked, since
    // its sequences and clock belong to that connection, not to the current one.
    void appendFromEndedConnection(const TrafficEvent &event, int connection = 0);
    // Rows of an opened session file without decoding it (messagelogindexed.cpp): entries
    // first to last of index, each a row of connection made from what the entry keeps (clocks,
    // kinds, method, id, size, error), its bytes left in the file (read back on demand, as a
    // spilled row's) and its summary made from them when shown, as every frame's. Handshake,
    // malformed and too-long lines make no row; a user action's line is read and decoded (few
    // of them). Rows are paired as the index paired their entries
    // (SessionIndexEntry::pairedFrame) when they come from one recorded connection
    // (fileConnection set, or a file of one). fileConnection: only the entries of that recorded
    // connection of a file of several ("conn", SessionEvent::connection); kNoConnection: every
    // entry.
    void appendIndexed(const SessionIndex &index,
                       qint64 first,
                       qint64 last,
                       int connection = 0,
                       int fileConnection = SessionEvent::kNoConnection);
    void flush(); // insert everything queued now (tests, and before reading record())
    void clear();
    // A connection starts again: its sequences restart, so nothing it says pairs with the rows
    // it sent before. Rows stay.
    void startSession(int connection = 0);
    // The row's fields without its bytes (raw empty: rawBytes(), recordWithBytes()).
    MessageRecord record(int row) const;
    int pairedRow(int row) const { return m_rows[row].pairedRow; }
    // A row's compact fields and its texts one at a time, without making a MessageRecord
    // (what a filter over a million rows wants: no copy of the rest of the row).
    const LogRow &row(int row) const { return m_rows[row]; }
    QString method(int row) const { return methodOf(m_rows[row]); }
    QString channel(int row) const { return channelOf(m_rows[row]); }
    // A frame's summary is made from its bytes when asked (memory or its session file; a few
    // hundred kept for scrolling), other rows' is their stored text.
    QString summary(int row) const { return summaryOf(row); }
    JsonRpcId id(int row) const { return idOf(m_rows[row]); }
    // Where the session file keeps the row's bytes (invalid: in no file).
    RawLocation rawLocation(int row) const { return locationOf(m_rows[row]); }
    // Memory the rows take besides their bytes: rows, names, texts, side table.
    qint64 rowMemoryBytes() const;
    // Every row of the conversation `row` belongs to (requests and responses, in order); empty
    // when it belongs to none.
    QList<int> conversation(int row) const;
    // "round 2 of 3 of tools/call confirm_booking (No. 23, 31, 40)"; empty when none.
    QString conversationText(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static MessageRecord makeRecord(const TrafficEvent &event);
    // makeRecord without a frame's summary: the index fields only (what ingest and an index
    // keep; the summary is made from the bytes when shown).
    static MessageRecord indexFields(const TrafficEvent &event);
    // The summary makeRecord gives a frame (or app message) of these bytes.
    static QString frameSummary(TrafficEvent::Kind kind, const QByteArray &raw);
    static QString formatLatency(qint64 ns);

Q_SIGNALS:
    void connectionAdded(int connection);

private:
    // A row's rarely used fields: only rows that have one of them get an entry.
    struct RowExtra
    {
        std::shared_ptr<const HttpExchange> http;
        Findings findings;
        QString method; // a name the name table does not keep
        QString channel;
        QString summary; // SummaryStored on a row with an id
    };

    void
    appendRecord(const TrafficEvent &event, qint64 number, int connection, bool currentConnection);
    // messagelogrows.cpp: MessageRecord <-> LogRow
    LogRow compact(const MessageRecord &record, const TrafficEvent &event);
    MessageRecord expand(int row) const;
    quint16 nameNumber(const QString &name);
    QString methodOf(const LogRow &row) const;
    QString channelOf(const LogRow &row) const;
    QString summaryOf(int row) const;
    // messagelogrecord.cpp: makeRecord, with the summary or only the index fields
    static MessageRecord describe(const TrafficEvent &event, bool withSummary);
    static bool summaryFromBytes(const TrafficEvent &event); // made when shown, not stored
    static bool summaryIsBytes(const TrafficEvent &event);
    JsonRpcId idOf(const LogRow &row) const;
    RowExtra &extraOf(LogRow &row);
    const RowExtra *extraOf(const LogRow &row) const;
    void link(int row, const TrafficEvent &event);
    void link(int row, qint64 sequence, qint64 answersFrame, qint64 continuesFrame);
    // -1: not a request row of the record's connection
    int requestRow(int connection, qint64 frame) const;
    void pair(int row, int requestRow);
    // messagelogconversations.cpp
    void linkRound(int row, int previousRow);
    void joinConversation(int row, int conversationRow, int round);
    void announceChange(int row, int column);
    // messagelogmemory.cpp
    void keepBytes(LogRow &row, const TrafficEvent &event);
    quint16 fileNumber(const RawLocation &where); // 0: the file table is full
    void keepId(LogRow &row, const JsonRpcId &id);
    void spillOldest();
    RawLocation locationOf(const LogRow &row) const;
    QString displayText(int row, int column) const;
    QString accessibleText(int row, int column) const;
    qint64 latencyNs(int row) const; // -1: not paired

    // Every row, queued ones too (rows m_shown and after are not inserted yet).
    LogRowStore m_rows;
    int m_shown = 0;
    qint64 m_totalRaw = 0; // raw sizes of rows 0 to m_shown
    QTimer m_flushTimer;
    // The current connection's single request frames (the only rows answersFrame and
    // continuesFrame name), ascending by sequence for a binary search: 16 bytes a request,
    // sized by rows, never by a sequence number (a session file may carry any). A request
    // whose sequence does not increase (only a broken file) is left out, unpaired.
    struct RequestRow
    {
        qint64 frame = 0;
        int row = -1;
    };
    struct Connection
    {
        QString name;
        std::vector<RequestRow> requestRows;
    };
    std::vector<Connection> m_connections{Connection{}};
    qint64 m_lastNumber = 0; // appendNext()
    // Conversations: row of the first request -> rows of all its requests, in order.
    QHash<int, QList<int>> m_conversations;
    qint64 m_rawBudget = kDefaultRawMemoryBudget;
    qint64 m_recentInMemory = 0; // raw sizes of the rows in m_recentBytes
    qint64 m_keptInMemory = 0;   // raw sizes of the rows in m_keptBytes
    int m_spillFrom = 0;         // rows before this were spilled, or must keep their bytes
    // One copy of each method and channel name for all rows ("tools/call" a million times),
    // numbered; a hostile peer's thousands of names go to the side table instead.
    QStringList m_names{QString()};
    QHash<QString, quint16> m_nameNumbers;
    ByteArena m_texts{qsizetype(256) << 10}; // summaries, ids that are not integers (UTF-8)
    ByteArena m_keptBytes;                   // bytes that are nowhere else
    ByteArena m_recentBytes;                 // bytes the session file has too (oldest go first)
    std::vector<RowExtra> m_extras;
    // Frame summaries made lately, by row (direct-mapped): scrolling and repainting do not
    // decode a row twice, and at most kSummaryCacheSize texts are kept.
    static constexpr int kSummaryCacheSize = 512;
    struct CachedSummary
    {
        int row = -1;
        QString text;
    };
    mutable std::vector<CachedSummary> m_summaryCache;
    // The session files rows' bytes are in (RawLocation without its offset); LogRow::file - 1.
    std::vector<RawLocation> m_files;
};
