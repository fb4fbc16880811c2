// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

// The schemas of the other things a form edits, so that one engine (SchemaNormalizer,
// SchemaFormModel, SchemaValidator) drives tool arguments, prompt arguments, resource
// template variables and elicitation forms alike.
namespace FormSchemas {

// tools/list Tool: its inputSchema as received; {"type": "object"} when it has none.
QJsonObject toolArguments(const QJsonObject &tool);

// elicitation/create params (form mode): the requestedSchema as received.
QJsonObject elicitation(const QJsonObject &params);

// prompts/list Prompt.arguments [{name, title?, description?, required?}]: an object of
// strings, since MCP prompt arguments are strings (prompts/get arguments: {string: string}).
QJsonObject promptArguments(const QJsonArray &arguments);

// resources/templates/list uriTemplate (RFC 6570): one string property per variable, in
// order of first appearance. An explode modifier ("{/path*}") makes it a list of strings, a
// prefix modifier ("{id:3}") a maxLength. Variables of "{?...}" and "{&...}" (query parts)
// are optional, the others required.
QJsonObject uriTemplateVariables(const QString &uriTemplate);

} // namespace FormSchemas
