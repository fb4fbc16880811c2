// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <map>
#include <memory>

class SchemaValidator;

// Checks tools/call arguments against each tool's inputSchema with core's SchemaValidator, the
// inspector's own validator, and fills in the schema's defaults: the one argument check of the
// demo server (ToolCatalogue, ModernTools). Every schema is compiled once, when this is made.
// Owns its validators; not copyable; one thread at a time (SchemaValidator keeps state while it
// validates).
class ToolArguments
{
public:
    // definitions: tool objects as tools/list lists them; tools without inputSchema are skipped.
    explicit ToolArguments(const QJsonArray &definitions);
    ~ToolArguments();
    ToolArguments(const ToolArguments &) = delete;
    ToolArguments &operator=(const ToolArguments &) = delete;

    // One "pointer: reason" line per problem (SchemaIssue::toString(): "/title: required, but
    // missing", "(root): ..." for the whole object). Empty when the arguments conform or the
    // tool has no schema here.
    QStringList problems(const QString &tool, const QJsonObject &arguments) const;
    // arguments with every absent top-level property that has a default filled in; call after
    // problems() came back empty.
    QJsonObject withDefaults(const QString &tool, const QJsonObject &arguments) const;

private:
    struct Tool
    {
        std::unique_ptr<SchemaValidator> validator;
        QJsonObject defaults; // property name -> default, read once
    };
    std::map<QString, Tool> m_tools;
};
