// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

// The tools only modern (2026-07-28) requests see: confirm_booking and roots_report, which
// ask for input through MRTR (see Mrtr), and, behind --invalid-header-tools, two tools whose
// x-mcp-header markers break the spec's rules so that a client must exclude them. Plus the
// reading of x-mcp-header markers that Streamable HTTP validation needs. Pure functions.
namespace ModernTools {

QJsonArray definitions(bool withInvalidHeaderTools);
bool isMrtrTool(const QString &name);
// Problems with arguments against the MRTR tool's inputSchema (see ToolArguments), or empty.
QStringList validateArguments(const QString &name, const QJsonObject &arguments);

// One parameter mirrored into an Mcp-Param-<header> HTTP header.
struct HeaderParameter
{
    QStringList path; // the chain of properties keys from the schema root
    QString header;   // the x-mcp-header value: the header is Mcp-Param-<header>
    QString type;     // string, integer or boolean
};
// The x-mcp-header markers reachable from inputSchema through properties chains only
// (the only place the spec allows them).
QList<HeaderParameter> headerParameters(const QJsonObject &inputSchema);
// The argument at path, or Undefined.
QJsonValue valueAt(const QJsonObject &arguments, const QStringList &path);

} // namespace ModernTools
