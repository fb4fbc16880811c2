// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "reply.h"

#include <QJsonObject>

#include <optional>

// Multi round-trip requests (MCP 2026-07-28, SEP-2322) for the demo's MRTR tools. The server
// keeps no state between rounds: everything a later round needs travels in requestState,
// which the client must echo byte for byte. The state is
//   base64url(JSON payload) "." base64url(HMAC-SHA256(process key, payload))
// and binds the method, the tool name, a digest of the arguments, the round and an expiry,
// so a tampered, expired or transplanted state is refused with -32602 (the spec treats
// requestState as attacker-controlled input). Pure functions apart from the clock and the
// per-process random key.
namespace Mrtr {

struct State
{
    int round = 0;
    QJsonObject carried; // what the previous rounds learnt (roots_report: the roots)
};

inline constexpr qint64 StateLifetimeMs = 10 * 60 * 1000;

QString seal(const QString &toolName, const QJsonObject &arguments, const State &state);
// The state, or the reason it is refused.
std::optional<State>
open(const QString &sealed, const QString &toolName, const QJsonObject &arguments, QString *why);

// Runs confirm_booking or roots_report for one tools/call: params holds name, arguments
// (already valid) and possibly inputResponses and requestState. Returns an input_required
// result, a complete CallToolResult, or an error (-32021 without the client capability the
// next round needs; -32602 for a bad requestState or malformed inputResponses).
Reply call(const QJsonObject &params, const QJsonObject &clientCapabilities);

} // namespace Mrtr
