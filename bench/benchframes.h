// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/log/trafficevent.h>

class MessageLogModel;

#include <QByteArray>
#include <QList>

// Typical MCP traffic for the benchmarks: what an inspector sees in a busy session.
namespace BenchFrames {

QByteArray toolCallRequest(qint64 id);
QByteArray toolCallResult(qint64 id);
QByteArray progressNotification(qint64 token, int step);
QByteArray toolsListResult(qint64 id); // a ~6 KB result with 20 tools and their schemas

// The n-th event of a synthetic session: a request, two progress reports, the result, and
// every 50th a stderr line; ids unique. decode: fill TrafficEvent::decoded like the session.
TrafficEvent event(qint64 n, bool decode = true);

// Rows the 1M-row benchmarks use; --rows=N on the command line changes it (smoke runs).
extern qint64 rowCount;

// The model's 16 ms timer batches about this many rows in a flood.
constexpr int kFlushEvery = 5000;
// Appends `rows` events to model as McpSession hands them over (through one ConnectionAnalysis,
// which pairs them), flushing as the model's timer would in a flood.
void fill(MessageLogModel &model, qint64 rows);
// A log of rowCount rows, built once and shared by the benchmarks that only read it.
MessageLogModel &bigLog();
// A .mcpsession file of rowCount events (a few more: whole rounds of SyntheticSession, the
// tests' generator: the demo server's handshake, tools/call, notifications, stderr lines, a few
// errors), written once in a temporary folder.
const QString &sessionFile();
// The process' resident set now (/proc/self/statm), in bytes.
qint64 residentBytes();
} // namespace BenchFrames
