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
} // namespace Mcp::Logging
