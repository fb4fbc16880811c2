// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "sessionindexentry.h"

#include <core/analysis/requestledger.h>
#include <core/jsonrpc/jsonrpccodec.h>

#include <QHash>

// Pairs the frames of a session file as its index reads them, without the connection's whole
// analysis: each response entry gets the request it answers, each resent request the round it
// continues (SessionIndexEntry::pairedBack), as ConnectionAnalysis pairs them when the file is
// read in full, from the same RequestLedger, one per recorded connection ("conn"). Frames go in
// in file order. Not thread-safe.
class SessionIndexPairing
{
public:
    // A frame the index read the fast way: one plain message, its kind and id in the entry (id
    // as JsonRpcId, wire type kept). continues: the line's "continues" id, or none.
    void pairSingle(SessionIndexEntry *entry, const JsonRpcId &id, const JsonRpcId &continues);
    // A frame decoded in full (a batch, a message with a problem, anything else).
    void pairDecoded(SessionIndexEntry *entry,
                     const JsonRpc::DecodeResult &decoded,
                     const JsonRpcId &continues);

private:
    // The ledger of the entry's connection, or null when the frame is not between client and
    // server (the analysis pairs only those).
    RequestLedger *ledgerOf(const SessionIndexEntry &entry);
    // One message of a frame: the frame it answers (a single response), else 0.
    void pairOne(SessionIndexEntry *entry,
                 JsonRpcMessage::Kind kind,
                 const JsonRpcId &id,
                 const JsonRpcId &continues);
    static qint64 take(RequestLedger &ledger,
                       const SessionIndexEntry &entry,
                       JsonRpcMessage::Kind kind,
                       const JsonRpcId &id,
                       bool single);
    static void keep(SessionIndexEntry *entry, qint64 frame);

    QHash<int, RequestLedger> m_ledgers; // by connection tag
};
