// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "reply.h"

#include <QJsonArray>
#include <QStringList>

// The demo prompts: summarize(text*, style), code_review(language*, code*) and greeting.
// Stateless, pure functions.
namespace PromptCatalogue {

QJsonArray prompts();
// The prompt's definition as in prompts/list, or empty for an unknown name.
QJsonObject prompt(const QString &name);
// A GetPromptResult; -32602 for an unknown prompt, a missing required argument or an argument
// that is not a string (MCP prompt arguments are strings).
Reply get(const QJsonObject &params);
// Values offered for completion of one argument; empty when the argument has no suggestions.
QStringList suggestions(const QString &promptName, const QString &argumentName);

} // namespace PromptCatalogue
