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
// current connection's request rows by sequence. Inserts are batched: append() queues, and one
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

    // An event of the current connection, its sequence that connection's (increasing: what
    // answersFrame and continuesFrame refer to), shown as its number.
    void append(const TrafficEvent &event);
    // The same, shown as No. number instead (the main window numbers its log across
    // reconnects, while each session numbers its events from 1).
    void appendNumbered(const TrafficEvent &event, qint64 number);
    // An event of a connection the log has moved on from (the last frames of a session being
    // closed while the next one runs): shown in order, but neither paired nor checked, since
    // its sequences and clock belong to that connection, not to the current one.
    void appendFromEndedConnection(const TrafficEvent &event);
    void flush(); // insert everything queued now (tests, and before reading record())
    void clear();
    // A new connection starts: its sequences restart, so nothing it says pairs with the rows
    // of the previous one. Rows stay.
    void startSession();
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

private:
    MessageRecord &recordAt(int row); // a row, or one still queued
    const MessageRecord &recordAt(int row) const;
    void appendRecord(const TrafficEvent &event, qint64 number, bool currentConnection);
    void link(MessageRecord &record, int row, const TrafficEvent &event);
    int requestRow(qint64 frame) const; // -1: not a request row of the current connection
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
    std::vector<RequestRow> m_requestRows;
    // Conversations: row of the first request -> rows of all its requests, in order.
    QHash<int, QList<int>> m_conversations;
    qint64 m_rawBudget = kDefaultRawMemoryBudget;
    qint64 m_rawInMemory = 0;
    size_t m_spillFrom = 0; // rows before this were spilled, or must keep their bytes
    // One copy of each method and channel name for all rows ("tools/call" a million times).
    QSet<QString> m_names;
};
