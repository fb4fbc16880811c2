// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "trafficevent.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QSet>
#include <QTimer>

#include <deque>
#include <memory>
#include <vector>

// One row of the message log. Keeps the exact bytes and the few decoded fields the table
// shows; the detail view decodes the bytes again on demand, so a row stays small.
struct MessageRecord
{
    qint64 sequence = 0;
    qint64 wallClockMs = 0;
    qint64 monotonicNs = 0;
    TrafficEvent::Direction direction = TrafficEvent::Direction::Local;
    TrafficEvent::Kind kind = TrafficEvent::Kind::Frame;
    TransportEvent::Kind transportKind = TransportEvent::Kind::Info;
    JsonRpcMessage::Kind messageKind = JsonRpcMessage::Kind::Invalid;
    QByteArray raw; // empty once spilled: MessageLogModel::rawBytes() reads it back
    qint64 rawSize = 0;
    RawLocation stored;      // where the session file keeps the same bytes, if anywhere
    bool rawSpilled = false; // raw was dropped from memory (stored has it)
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
// Memory: beyond rawMemoryBudget() bytes of raw frames, the oldest rows whose bytes are also in
// a session file (MessageRecord::stored: the autosave, --record, an opened file) drop them from
// memory; rawBytes() and recordWithBytes() read them back from the file on demand, so nothing
// captured is lost. Rows whose bytes are nowhere else keep them.
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

    static constexpr qint64 kDefaultRawMemoryBudget = qint64(256) << 20;
    void setRawMemoryBudget(qint64 bytes);
    qint64 rawMemoryBudget() const { return m_rawBudget; }
    qint64 rawBytesInMemory() const { return m_rawInMemory; } // raw of every row, queued too
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
    void flush(); // insert everything queued now (tests, and before reading record())
    void clear();
    // A connection starts again: its sequences restart, so nothing it says pairs with the rows
    // it sent before. Rows stay.
    void startSession(int connection = 0);
    const MessageRecord &record(int row) const { return m_records.at(size_t(row)); }
    int pairedRow(int row) const { return record(row).pairedRow; }
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
    static QString formatLatency(qint64 ns);

Q_SIGNALS:
    void connectionAdded(int connection);

private:
    MessageRecord &recordAt(int row); // a row, or one still queued
    const MessageRecord &recordAt(int row) const;
    void
    appendRecord(const TrafficEvent &event, qint64 number, int connection, bool currentConnection);
    void link(MessageRecord &record, int row, const TrafficEvent &event);
    // -1: not a request row of the record's connection
    int requestRow(int connection, qint64 frame) const;
    void pair(MessageRecord &record, int row, int requestRow);
    // messagelogconversations.cpp
    void linkRound(MessageRecord &record, int row, int previousRow);
    void joinConversation(int row, int conversationRow, int round);
    void announceChange(int row, int column);
    void intern(MessageRecord &record);
    void spillOldest();
    QString displayText(const MessageRecord &record, int column) const;

    // A deque: growing never moves the rows already there (a vector moved every row each time it
    // grew, a stall of tens of ms at a few hundred thousand rows).
    std::deque<MessageRecord> m_records;
    std::vector<MessageRecord> m_queued;
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
    qint64 m_rawInMemory = 0;
    size_t m_spillFrom = 0; // rows before this were spilled, or must keep their bytes
    // One copy of each method and channel name for all rows ("tools/call" a million times).
    QSet<QString> m_names;
};
