// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/diff/jsondiff.h>
#include <core/jsonrpc/jsonrpcmessage.h>

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

// How one replayed request compares with its recording.
struct ReplayOutcome
{
    enum class Status {
        Identical,  // same result (or same error) once the ignore paths are left out
        Changed,    // differences lists where
        NewError,   // the recording got a result, the replay a JSON-RPC error
        Missing,    // the replay got no answer (timeout, connection lost)
        NotCompared // the recording has no answer to compare with
    };
    QString method;
    JsonRpcId recordedId;
    Status status = Status::Identical;
    QList<JsonDifference> differences; // Changed: pointers into the result (or the error)
    QString detail;                    // NewError / Missing / NotCompared: what happened

    static QString statusName(Status status); // "identical", "changed", "new error", ...
    QJsonObject toJson() const;

    // recorded: the recording's response, if any. replayed: the replay's response, or nothing
    // with why in failure (a local timeout, a closed connection).
    static ReplayOutcome compare(const QString &method,
                                 const JsonRpcId &recordedId,
                                 const std::optional<JsonRpcMessage> &recorded,
                                 const std::optional<JsonRpcMessage> &replayed,
                                 const QString &failure,
                                 const JsonIgnoreList &ignore);
};

struct ReplaySummary
{
    int identical = 0;
    int changed = 0;
    int newErrors = 0;
    int missing = 0;
    int notCompared = 0;

    static ReplaySummary of(const QList<ReplayOutcome> &outcomes);
    bool isIdentical() const { return changed == 0 && newErrors == 0 && missing == 0; }
    QString toString() const; // "3 identical, 1 changed, 0 new errors, 0 missing"
    QJsonObject toJson() const;
};
