// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>

// Words about a CallToolResult for the result banner. Pure, so it is tested without widgets;
// the content itself is rendered by ContentView (ui/results).
namespace ResultFormatter {

// "1 image item, 2 text items, structured content": what the result holds, by block type.
QString contentSummary(const QJsonObject &result);

} // namespace ResultFormatter
