// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// MessageLogModel's rows of an opened session file, made from its index (SessionIndex) without
// decoding a frame: what a million-event file needs to show at once. A row's bytes stay in the
// file, read back when the row is shown (rawBytes, as for a spilled row).
#include "messagelogmodel.h"

#include <core/session/sessionindex.h>

#include <algorithm>

void MessageLogModel::appendIndexed(
    const SessionIndex &index, qint64 first, qint64 last, int connection, int fileConnection)
{
    using Entry = SessionIndexEntry;
    const RawLocation file{index.pathHandle(), 0, {}};
    const quint16 fileTag = file.file ? fileNumber(file) : 0;
    // The index numbers its names, the log its own: one look-up per name, not per row.
    std::vector<quint16> names(size_t(index.nameCount()), 0);
    for (int n = 1; n < index.nameCount(); ++n)
        names[size_t(n)] = nameNumber(index.name(quint16(n)));
    const auto tag = quint16(std::clamp(connection, 0, int(m_connections.size()) - 1));
    last = std::min(last, index.count() - 1);
    for (qint64 i = std::max<qint64>(first, 0); i <= last; ++i) {
        const Entry &entry = index.entry(i);
        if (fileConnection != SessionEvent::kNoConnection
            && entry.connectionTag() != fileConnection)
            continue; // another connection's event
        if (entry.type == Entry::Type::Action) {
            // A user action's row says what the user did: its words are only in the line.
            const SessionFormat::ParsedEvent parsed = index.readEvent(i);
            if (!parsed.event || parsed.event->type != SessionEvent::Type::Action)
                continue;
            TrafficEvent action = parsed.event->action.toTraffic(parsed.event->wallClockMs);
            action.sequence = entry.sequence;
            action.monotonicNs = entry.monotonicNs;
            appendRecord(action, action.sequence, tag, false);
            continue;
        }
        if (!entry.isTraffic())
            continue; // a handshake, a malformed or too long line: no row
        LogRow row;
        row.sequence = entry.sequence;
        row.wallClockMs = entry.wallClockMs;
        row.monotonicNs = entry.monotonicNs;
        row.direction = entry.direction;
        row.kind = quint8(entry.type == Entry::Type::Frame       ? TrafficEvent::Kind::Frame
                          : entry.type == Entry::Type::Transport ? TrafficEvent::Kind::Transport
                                                                 : TrafficEvent::Kind::Diagnostic);
        row.transportKind = entry.transportKind;
        row.messageKind = entry.messageKind;
        row.rawSize = entry.rawBytes;
        row.errorCode = entry.errorCode;
        row.connection = tag;
        row.set(LogRow::IsError, entry.isError());
        if (entry.method < names.size())
            row.method = names[entry.method];
        if (entry.channel < names.size())
            row.channel = names[entry.channel];
        if (JsonRpcId::Type(entry.idType) == JsonRpcId::Type::Integer) {
            row.idType = entry.idType; // nearly every id: no JsonRpcId made
            row.idValue = entry.idValue;
        } else if (JsonRpcId::Type(entry.idType) != JsonRpcId::Type::None) {
            keepId(row, index.id(i));
        }
        if (fileTag != 0 && entry.rawBytes > 0) {
            row.file = fileTag;
            row.fileOffset = entry.offset;
            row.set(LogRow::BytesSpilled, true);
        }
        const int added = m_rows.size();
        m_rows.push(row);
        // Pairs within one recorded connection only: sequences are each connection's own.
        if (fileConnection != SessionEvent::kNoConnection || !entry.has(Entry::HasConnection)) {
            const bool request
                = JsonRpcMessage::Kind(entry.messageKind) == JsonRpcMessage::Kind::Request;
            const qint64 paired = entry.pairedFrame();
            link(added, entry.sequence, request ? 0 : paired, request ? paired : 0);
        }
    }
    if (!m_flushTimer.isActive())
        m_flushTimer.start();
}
