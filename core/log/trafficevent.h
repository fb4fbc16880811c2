// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/analysis/finding.h>
#include <core/jsonrpc/jsonrpccodec.h>
#include <core/transport/transport.h>

#include <QByteArray>
#include <QMetaType>
#include <QString>

#include <atomic>
#include <memory>

// Where an event's exact bytes are kept on disk: the line of the session file that holds them
// (written by SessionRecorder while the session runs, or read by SessionReader). The message
// log drops the bytes of its oldest rows from memory beyond a budget and reads them back from
// here (SessionReader::readRaw).
struct RawLocation
{
    std::shared_ptr<const QString> file; // shared by every event of one file
    qint64 offset = -1;                  // of the line, in bytes from the start of the file
    // While the file is being written: how far it holds whole lines (a large line is written
    // on a worker thread, after its place is known). Null: the file is complete.
    std::shared_ptr<const std::atomic<qint64>> written;
    bool isValid() const { return file && offset >= 0; }
    // The line is in the file now: its bytes can be read back.
    bool isReadable() const { return isValid() && (!written || offset < written->load()); }
};

// One thing the log shows: a frame in either direction (exact bytes plus their decode), or an
// event on the transport (stderr line, process exit, failure) or a finding of the session
// itself (late response, unknown id). McpSession emits every one of them, in order.
struct TrafficEvent
{
    // ToApp, FromApp: between mcpscope (the host) and an MCP App in its view (postMessage).
    enum class Direction { Outgoing, Incoming, Local, User, ToApp, FromApp };
    // UserAction: something the user did (see UserAction), shown in order with the traffic.
    // AppBridge: a JSON-RPC message between an MCP App and the host (AppBridge), never on the
    // server's wire; raw and decoded as for a frame, direction ToApp or FromApp.
    enum class Kind { Frame, Transport, Diagnostic, UserAction, AppBridge };

    qint64 sequence = 0;
    qint64 wallClockMs = 0; // ms since the epoch
    qint64 monotonicNs = 0; // since the session started; for Δt and latency
    Direction direction = Direction::Local;
    Kind kind = Kind::Frame;
    QByteArray raw;                // frame bytes, or the stderr line
    JsonRpc::DecodeResult decoded; // frames only
    TransportEvent::Kind transportKind = TransportEvent::Kind::Info; // Transport only
    QString text; // Transport and Diagnostic: what happened, in words; AppBridge: the method a
                  // response answers
    QString channel;
    std::optional<HttpExchange> http; // Transport rows of HTTP exchanges
    int httpStatus = 0;               // frames that arrived in an HTTP response
    // A request sent again under a new id (an MRTR round, a retry with another protocol
    // version): the id of the round before it. The log shows the rounds as one conversation.
    JsonRpcId continues;
    // Where the bytes of raw were written, exactly as they are (invalid: nowhere, or only a
    // redacted copy). McpSession's recorder sets it before anyone observes the event.
    RawLocation stored;
    // What the connection's analysis found in this event (ConnectionAnalysis; for a Diagnostic,
    // the finding it reports). Set by McpSession before anyone observes the event.
    Findings findings;
    // The pairs the analysis made, as sequences of this connection (0: none), so that nobody
    // else keeps an id table: for a single response frame, the single request frame it
    // answers; for a request frame sent again (continues), the frame of the round before.
    // Set with findings; a session file does not store them (SessionReader pairs again).
    qint64 answersFrame = 0;
    qint64 continuesFrame = 0;

    // "→ out", "← in", "• local", "● user", "⇢ app", "⇠ app": how the log and the detail pane show a direction.
    static QString directionLabel(Direction direction);
};

Q_DECLARE_METATYPE(TrafficEvent)
