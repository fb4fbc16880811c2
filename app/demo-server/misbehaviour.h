// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcmessage.h>

#include <QByteArrayList>
#include <QStringList>

#include <optional>

// What the misbehave tool does for one request, as data: DemoServer carries the plan out in
// field order (stderr lines, raw stdout lines, the reply, the exit). Keeping it a pure value
// lets tests check every mode without a process.
struct MisbehaviourPlan
{
    QStringList stderrLines;
    QByteArrayList rawLines;             // written to stdout as they are, before the reply
    std::optional<JsonRpcMessage> reply; // nullopt: the request is never answered
    std::optional<int> exitCode;         // set: the process exits without further output
};

namespace Misbehaviour {

// banner, malformed, huge, wrong_id_type, no_answer, stderr_burst, crash, bad_result_type
QStringList modes();
// mode must be one of modes() (the tool's schema guarantees it).
MisbehaviourPlan plan(const QString &mode, const JsonRpcId &requestId);
// The id that wrong_id_type answers with: 7 <-> "7"; a non-numeric string becomes 0.
JsonRpcId flippedId(const JsonRpcId &id);

inline constexpr int CrashExitCode = 3;
inline constexpr QLatin1StringView BadResultType{"partial"}; // bad_result_type's resultType
inline constexpr qsizetype HugeResultBytes = 20 * 1000 * 1000;

} // namespace Misbehaviour
