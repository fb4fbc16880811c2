// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionindexpairing.h"

#include <core/log/trafficevent.h>

#include <limits>

RequestLedger *SessionIndexPairing::ledgerOf(const SessionIndexEntry &entry)
{
    const auto direction = TrafficEvent::Direction(entry.direction);
    if (entry.type != SessionIndexEntry::Type::Frame
        || (direction != TrafficEvent::Direction::Outgoing
            && direction != TrafficEvent::Direction::Incoming))
        return nullptr;
    return &m_ledgers[entry.connectionTag()];
}

qint64 SessionIndexPairing::take(RequestLedger &ledger,
                                 const SessionIndexEntry &entry,
                                 JsonRpcMessage::Kind kind,
                                 const JsonRpcId &id,
                                 bool single)
{
    // Outgoing: the client sent it.
    const bool fromClient
        = TrafficEvent::Direction(entry.direction) == TrafficEvent::Direction::Outgoing;
    using Side = RequestLedger::Side;
    if (kind == JsonRpcMessage::Kind::Request) {
        ledger.open(fromClient ? Side::Client : Side::Server, id, {{}, entry.sequence, single});
        return 0;
    }
    if ((kind != JsonRpcMessage::Kind::Result && kind != JsonRpcMessage::Kind::Error) || id.isNone()
        || id.isNull())
        return 0;
    const std::optional<RequestLedger::OpenRequest> request
        = ledger.answer(fromClient ? Side::Server : Side::Client, id);
    return request && single && request->single ? request->frame : 0;
}

void SessionIndexPairing::keep(SessionIndexEntry *entry, qint64 frame)
{
    // A frame of the connection before this one; anything else only a broken file holds.
    const qint64 back = entry->sequence - frame;
    if (frame != 0 && back > 0 && back <= std::numeric_limits<quint32>::max())
        entry->pairedBack = quint32(back);
}

void SessionIndexPairing::pairSingle(SessionIndexEntry *entry,
                                     const JsonRpcId &id,
                                     const JsonRpcId &continues)
{
    pairOne(entry, JsonRpcMessage::Kind(entry->messageKind), id, continues);
}

void SessionIndexPairing::pairOne(SessionIndexEntry *entry,
                                  JsonRpcMessage::Kind kind,
                                  const JsonRpcId &id,
                                  const JsonRpcId &continues)
{
    RequestLedger *ledger = ledgerOf(*entry);
    if (!ledger)
        return;
    const bool fromClient
        = TrafficEvent::Direction(entry->direction) == TrafficEvent::Direction::Outgoing;
    // Looked up before the request itself is counted: a round never continues itself.
    if (kind == JsonRpcMessage::Kind::Request && !continues.isNone())
        keep(entry,
             ledger->previousRound(fromClient ? RequestLedger::Side::Client
                                              : RequestLedger::Side::Server,
                                   continues));
    if (const qint64 answers = take(*ledger, *entry, kind, id, true); answers != 0)
        keep(entry, answers);
}

void SessionIndexPairing::pairDecoded(SessionIndexEntry *entry,
                                      const JsonRpc::DecodeResult &decoded,
                                      const JsonRpcId &continues)
{
    using Shape = JsonRpc::DecodeResult::Shape;
    if (decoded.shape == Shape::Single && decoded.messages.size() == 1) {
        const JsonRpcMessage &message = decoded.messages.first();
        pairOne(entry, message.kind(), message.id(), continues);
        return;
    }
    RequestLedger *ledger = ledgerOf(*entry);
    if (!ledger || decoded.shape != Shape::Batch)
        return;
    // A batch's row stands for many messages and pairs with none; its messages still open and
    // close requests.
    for (const JsonRpcMessage &message : decoded.messages)
        take(*ledger, *entry, message.kind(), message.id(), false);
}
