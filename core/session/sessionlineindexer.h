// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "jsonscan.h"
#include "sessionevent.h"
#include "sessionindexentry.h"
#include "sessionindexpairing.h"

#include <QByteArray>
#include <QHash>
#include <QStringList>

#include <utility>

struct MessageRecord;

// Turns one event line of a .mcpsession file into a SessionIndexEntry. The common lines (frames,
// stderr and transport lines, diagnostics, with the members a recording writes) are read by
// JsonScan without building a QJsonObject, and the frame inside them is classified the same
// way when it is plain JSON-RPC (a request, notification, result or error with nothing wrong
// with it). Everything else — a member the fast path does not read (findings, http, rawBase64),
// a batch, a frame with a problem, anything JsonScan does not vouch for — goes the one full way:
// QJsonDocument, SessionFormat::eventFromJson, JsonRpc::decode and MessageLogModel::makeRecord,
// so both ways give the entry the log's own row would have. Frames are paired as they come
// (SessionIndexPairing): lines go in in file order. Keeps the strings it has seen
// (names: methods and channels; the pool of string ids) and hands out the new ones
// (takeNewNames(), takeNewIdBytes()). Not thread-safe; used by one thread at a time.
class SessionLineIndexer
{
public:
    static constexpr qsizetype kMaxNameBytes = 1024;         // a longer method: read on demand
    static constexpr qsizetype kMaxNames = 0xFFFF - 1;       // distinct methods and channels
    static constexpr qsizetype kMaxNameTotalBytes = 8 << 20; // all of them together
    static constexpr qsizetype kMaxIdBytes = 64;             // a longer string id: on demand

    // The line (without its newline, CR removed) into *entry; entry->offset is the caller's.
    void index(QByteArrayView line, SessionIndexEntry *entry);

    // A live event (decoded and analysed as McpSession hands it over; its bytes in the session
    // file at event.stored, or nowhere yet) into *entry: the fields its line will give.
    // lineBytes stays 0: the writer alone knows the line.
    void indexTraffic(const TrafficEvent &event, SessionIndexEntry *entry);

    // Handshake lines complete the header, as SessionReader does.
    void setHeader(const SessionHeader &header) { m_header = header; }
    const SessionHeader &header() const { return m_header; }
    // True once after a handshake line changed header().
    bool takeHeaderChanged() { return std::exchange(m_headerChanged, false); }

    // Names learnt since the last call, numbered after those handed out before (the first
    // call's first name is number 1: 0 is the empty name).
    QStringList takeNewNames() { return std::exchange(m_newNames, {}); }
    // String ids learnt since the last call, to append to the pool (entries hold offsets into
    // the whole pool).
    QByteArray takeNewIdBytes() { return std::exchange(m_newIdBytes, {}); }

    // Lines read each way so far (the benchmark reports how often the fast way held).
    qint64 fastLines() const { return m_fastLines; }
    qint64 fullLines() const { return m_fullLines; }

private:
    bool indexFast(QByteArrayView line, SessionIndexEntry *entry);
    bool readEventMembers(SessionIndexEntry *entry, int *type);
    bool classifyFrame(QByteArrayView frame, SessionIndexEntry *entry);
    bool readFastId(const JsonScan::Member &id, SessionIndexEntry *entry);
    void indexFully(QByteArrayView line, SessionIndexEntry *entry);
    // The fields of the log's row for this event (the full way, and frames the fast way could
    // not classify).
    void takeRecord(const MessageRecord &record, SessionIndexEntry *entry, bool frameOnly);
    quint16 name(const QByteArray &utf8, SessionIndexEntry *entry);
    // A frame decoded the full way: kept for the pairing after the line is read.
    void keepDecoded(JsonRpc::DecodeResult decoded);
    void keepStringId(const QByteArray &utf8, SessionIndexEntry *entry);

    SessionHeader m_header;
    bool m_headerChanged = false;
    QHash<QByteArray, quint16> m_names;
    qsizetype m_nameBytes = 0;
    QStringList m_newNames;
    QByteArray m_newIdBytes;
    qint64 m_idPoolBytes = 0;
    qint64 m_fastLines = 0;
    qint64 m_fullLines = 0;
    SessionIndexPairing m_pairing;
    // Of the line being read: its "continues" id, its frame's id read the fast way, and its
    // frame decoded the full way (then the pairing reads the messages).
    JsonRpcId m_continues;
    JsonRpcId m_fastId;
    JsonRpc::DecodeResult m_decoded;
    bool m_hasDecoded = false;
    // Scratch space kept between lines, so that the fast way allocates nothing per line.
    JsonScan::Members m_members;
    JsonScan::Members m_frameMembers;
    JsonScan::Members m_innerMembers;
    QByteArray m_raw;
    QByteArray m_text;
};
