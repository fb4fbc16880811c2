// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "moderntools.h"

#include "toolarguments.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace ModernTools {

namespace {

QJsonArray mrtrTools()
{
    return QJsonDocument::fromJson(R"json([
{
  "name": "confirm_booking",
  "title": "Confirm a booking",
  "description": "Books an imaginary stay, but only after the user confirms: the first call returns resultType input_required with an elicitation/create form and a requestState; call again with inputResponses and the requestState echoed. destination and nights are mirrored into the Mcp-Param-Destination and Mcp-Param-Nights HTTP headers (x-mcp-header). Needs the elicitation client capability.",
  "inputSchema": {
    "type": "object",
    "properties": {
      "destination": {"type": "string", "title": "Destination", "minLength": 1, "maxLength": 100,
                      "description": "Where to stay, e.g. Lisbon or Zürich.", "x-mcp-header": "Destination"},
      "nights": {"type": "integer", "title": "Nights", "minimum": 1, "maximum": 30,
                 "x-mcp-header": "Nights"}
    },
    "required": ["destination", "nights"],
    "additionalProperties": false
  },
  "annotations": {"readOnlyHint": false, "destructiveHint": false, "idempotentHint": false,
                  "openWorldHint": false}
},
{
  "name": "roots_report",
  "title": "Describe my roots",
  "description": "Two MRTR rounds: first asks for roots/list, then asks the client's model (sampling/createMessage) to describe them, carrying the roots in requestState between rounds. Needs the roots and sampling client capabilities.",
  "inputSchema": {"type": "object", "properties": {}, "additionalProperties": false},
  "annotations": {"readOnlyHint": true, "openWorldHint": false}
}
])json")
        .array();
}

// Misbehaviour: each breaks one x-mcp-header rule (tools.mdx), so a conforming HTTP client
// leaves it out of its tool list and says why.
QJsonArray invalidHeaderTools()
{
    return QJsonDocument::fromJson(R"json([
{
  "name": "bad_header_number",
  "title": "Invalid x-mcp-header: on a number",
  "description": "Misbehaviour: x-mcp-header marks a parameter of type number, which the spec forbids (only string, integer and boolean). Clients must exclude this tool.",
  "inputSchema": {
    "type": "object",
    "properties": {"amount": {"type": "number", "x-mcp-header": "Amount"}}
  }
},
{
  "name": "bad_header_in_items",
  "title": "Invalid x-mcp-header: inside items",
  "description": "Misbehaviour: x-mcp-header sits inside an array's items, which is not statically reachable through properties. Clients must exclude this tool.",
  "inputSchema": {
    "type": "object",
    "properties": {"tags": {"type": "array", "items": {"type": "string", "x-mcp-header": "Tag"}}}
  }
},
{
  "name": "bad_header_duplicate",
  "title": "Invalid x-mcp-header: duplicate name",
  "description": "Misbehaviour: two parameters use the header names Region and region, which must be unique case-insensitively. Clients must exclude this tool.",
  "inputSchema": {
    "type": "object",
    "properties": {"a": {"type": "string", "x-mcp-header": "Region"},
                   "b": {"type": "string", "x-mcp-header": "region"}}
  }
}
])json")
        .array();
}

// Compiled once per thread: the MRTR tools never change.
const ToolArguments &mrtrArguments()
{
    thread_local const ToolArguments arguments(mrtrTools());
    return arguments;
}

void collectHeaders(const QJsonObject &schema,
                    const QStringList &path,
                    QList<HeaderParameter> *parameters)
{
    const QJsonObject properties = schema.value("properties"_L1).toObject();
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        const QJsonObject property = it.value().toObject();
        const QStringList here = path + QStringList{it.key()};
        if (property.value("x-mcp-header"_L1).isString()) {
            parameters->append({here,
                                property.value("x-mcp-header"_L1).toString(),
                                property.value("type"_L1).toString()});
        }
        collectHeaders(property, here, parameters);
    }
}

} // namespace

QJsonArray definitions(bool withInvalidHeaderTools)
{
    QJsonArray tools = mrtrTools();
    if (withInvalidHeaderTools) {
        for (const QJsonValue &tool : invalidHeaderTools())
            tools.append(tool);
    }
    return tools;
}

bool isMrtrTool(const QString &name)
{
    return name == "confirm_booking"_L1 || name == "roots_report"_L1;
}

QStringList validateArguments(const QString &name, const QJsonObject &arguments)
{
    return mrtrArguments().problems(name, arguments);
}

QList<HeaderParameter> headerParameters(const QJsonObject &inputSchema)
{
    QList<HeaderParameter> parameters;
    collectHeaders(inputSchema, {}, &parameters);
    return parameters;
}

QJsonValue valueAt(const QJsonObject &arguments, const QStringList &path)
{
    QJsonValue value = arguments;
    for (const QString &key : path) {
        if (!value.isObject())
            return QJsonValue(QJsonValue::Undefined);
        value = value.toObject().value(key);
    }
    return value;
}

} // namespace ModernTools
