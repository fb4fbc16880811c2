// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcid.h>

#include <QHash>
#include <QString>

#include <deque>
#include <optional>

// One connection's id table: the requests each side sent that are still open, and the ids it
// answered lately (bounded), kept by JsonRpcId (its wire type too: 1 and "1" are two ids). What
// pairs a response with its request and a resent request with its earlier round, for
// ConnectionAnalysis (which says what is wrong around it) and for a session file's index (which
// pairs without decoding: SessionLineIndexer). Pure value type; no I/O.
class RequestLedger
{
public:
    // Answered requests remembered per side, oldest forgotten first: for duplicate responses,
    // reused ids and the round a resent request continues. Bounded, because a connection may
    // run for days.
    static constexpr qsizetype kRememberedAnswers = 65536;

    // Who sent a request (a response is from the other side).
    enum class Side { Client, Server };

    struct OpenRequest
    {
        QString method;
        qint64 frame = 0;
        bool single = false;    // a frame of its own, not part of a batch: it can be paired
        bool cancelled = false; // the sender gave up on it: an answer is optional now
    };

    // A request sender sent in frame (single: the frame holds it alone). An id already open
    // is replaced (the analysis reports the reuse).
    void open(Side sender, const JsonRpcId &id, OpenRequest request);
    // A response to a request requester sent: the request it closes (then remembered as
    // answered), or nothing when none of requester's open requests has the id.
    std::optional<OpenRequest> answer(Side requester, const JsonRpcId &id);
    // The sender gave up on its request (notifications/cancelled).
    void cancel(Side sender, const JsonRpcId &id);
    // A request that will never be answered (it was not delivered): no longer open.
    void forget(Side sender, const JsonRpcId &id) { side(sender).open.remove(id); }

    bool isOpen(Side sender, const JsonRpcId &id) const { return side(sender).open.contains(id); }
    bool isAnswered(Side sender, const JsonRpcId &id) const
    {
        return side(sender).answered.contains(id);
    }
    // The single frame of the earlier round of a request sent again with the id (open or
    // answered), or 0.
    qint64 previousRound(Side sender, const JsonRpcId &id) const;
    const QHash<JsonRpcId, OpenRequest> &openRequests(Side sender) const
    {
        return side(sender).open;
    }
    // Everything forgotten: the connection ended.
    void clear() { *this = {}; }

private:
    struct Book
    {
        QHash<JsonRpcId, OpenRequest> open; // requests this side sent, not yet answered
        // Answered requests -> their frame when it was a single one, else 0.
        QHash<JsonRpcId, qint64> answered;
        std::deque<JsonRpcId> answeredOrder; // oldest first, to forget
    };
    Book &side(Side sender) { return sender == Side::Client ? m_client : m_server; }
    const Book &side(Side sender) const { return sender == Side::Client ? m_client : m_server; }

    Book m_client;
    Book m_server;
};
