// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "reply.h"

#include <QJsonArray>
#include <QStringList>

// The demo resources: two text documents, one PNG blob and the template
// demo://greetings/{name}. Stateless, pure functions.
namespace ResourceCatalogue {

inline constexpr QLatin1StringView GreetingTemplate{"demo://greetings/{name}"};

QJsonArray resources();
QJsonArray templates();
// A ReadResourceResult, or -32002 (MCP 2025-11-25 "Resource not found") with data {uri}.
Reply read(const QString &uri);
// Names offered for {name} in demo://greetings/{name}, for completion.
QStringList greetingNames();

} // namespace ResourceCatalogue
