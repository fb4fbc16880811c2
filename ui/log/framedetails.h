// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/log/messagelogmodel.h>

#include <QJsonValue>
#include <QList>
#include <QString>

// A JSON-RPC error object, decoded into words for people.
struct DecodedError
{
    int code = 0;
    QString codeName; // "-32602 Invalid params"
    QString meaning;
    QString hint;
    QString source;  // which spec defines the code
    QString message; // what the server said
    QString data;    // error.data as pretty JSON; empty when absent
};

// Everything the detail pane shows about one log row. Pure: built from the record's exact
// bytes, so it can be tested without widgets. Bodies are already cut for display
// (DisplayText::forView), however large the frame was.
struct FrameDetails
{
    QString heading;   // "#12  ← in  tools/call  result  id 3"
    QStringList facts; // "14:03:22.123", "latency 2.1 ms", "345 bytes", ...
    QString body;      // pretty JSON, or the text as received
    bool bodyIsJson = false;
    QJsonValue json; // the frame's JSON (the message, or the batch as an array): decoded once

    QStringList notes;            // why the body is raw, what was cut, protocol problems
    QList<DecodedError> errors;   // one per error response in the frame
    QString toolError;            // set when a result carries isError: true
    QString transportProblem;     // an HTTP exchange that failed or warns: what went wrong
    qsizetype errorPosition = -1; // where in `body` a non-JSON frame stops parsing, if known
};

namespace FrameDescriber {

FrameDetails describe(const MessageRecord &record, qsizetype maxBodyChars);
DecodedError decodeError(const JsonRpcError &error);

} // namespace FrameDescriber
