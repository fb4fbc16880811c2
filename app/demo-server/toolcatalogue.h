// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <optional>

// The demo tools: their definitions (tools/list) and the tools that answer at once (echo, add,
// create_ticket, fail, get_image, get_audio, mixed_content, plan_trip). Tools that need the
// server's output channel (log, long_operation, misbehave) are run by DemoServer. A plain value
// owned by DemoServer; the only state is the ticket counter.
class ToolCatalogue
{
public:
    ToolCatalogue();

    QJsonArray definitions() const { return m_definitions; }
    // Empty when there is no tool of that name.
    QJsonObject definition(const QString &name) const;

    // Problems with arguments against the tool's inputSchema (see ToolArguments), or empty.
    QStringList validateArguments(const QString &name, const QJsonObject &arguments) const;
    // arguments with the schema's defaults filled in; call after validateArguments().
    QJsonObject withDefaults(const QString &name, const QJsonObject &arguments) const;

    // A CallToolResult for a synchronous tool, or nullopt when name is not one of them.
    // arguments must already be valid and have defaults filled in.
    std::optional<QJsonObject> callSynchronous(const QString &name, const QJsonObject &arguments);

    static QJsonObject textResult(const QString &text, bool isError = false);
    // MCP 2025-11-25 (SEP-1303): input validation failures are tool errors, not -32602, so the
    // model can read them and retry.
    static QJsonObject invalidArgumentsResult(const QString &name, const QStringList &problems);
    static QByteArray definitionsJson();

private:
    QJsonObject createTicket(const QJsonObject &arguments);

    QJsonArray m_definitions;
    int m_nextTicketNumber = 1;
};
