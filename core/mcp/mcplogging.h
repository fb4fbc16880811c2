// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

// MCP logging levels (RFC 5424 severities), least to most severe, for logging/setLevel and the
// level of notifications/message.
namespace Mcp::Logging {
inline QStringList levels()
{
    return {QStringLiteral("debug"),
            QStringLiteral("info"),
            QStringLiteral("notice"),
            QStringLiteral("warning"),
            QStringLiteral("error"),
            QStringLiteral("critical"),
            QStringLiteral("alert"),
            QStringLiteral("emergency")};
}
inline bool isLevel(const QString &level)
{
    return levels().contains(level);
}
// 0 (debug) to 7 (emergency); -1 for a level MCP does not define.
inline int severity(const QString &level)
{
    return int(levels().indexOf(level));
}
// For a log pane's filter: whether a notifications/message level passes a threshold. Unknown
// levels always pass, so a misbehaving server's messages are never hidden.
inline bool passes(const QString &level, const QString &threshold)
{
    const int value = severity(level);
    return value < 0 || value >= severity(threshold);
}
} // namespace Mcp::Logging
