// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "finding.h"

#include <QJsonValue>
#include <QString>

// The shapes the MCP schema defines for each result and notification, per protocol revision,
// written as data: each row names the schema definition it comes from. Used by
// `mcpscope-cli lint` and `--check` (ConnectionAnalysis::setShapeChecks).
namespace ShapeRules {

// One Rule per row ("shape.ListToolsResult.tools"), for Rules::byId and the README's table.
const QList<const Rule *> &all();

// What the result of `method` (answering a request of the client) breaks, for the negotiated
// `protocolVersion` ("2025-06-18", "2026-07-28"; empty when unknown: the newest legacy
// revision). prefix is the pointer of the result in the frame ("/result", "/2/result").
QList<Finding> checkResult(const QString &method,
                           const QString &protocolVersion,
                           const QJsonValue &result,
                           const QString &prefix);
// The same for the params of a notification the server sent.
QList<Finding> checkNotification(const QString &method,
                                 const QString &protocolVersion,
                                 const QJsonValue &params,
                                 const QString &prefix);

} // namespace ShapeRules
