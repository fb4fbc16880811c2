// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "reply.h"

// completion/complete for prompt arguments (ref/prompt) and template variables
// (ref/resource). Matching is a case-insensitive prefix match, at most 100 values as MCP
// requires. Pure function.
namespace Completions {

Reply complete(const QJsonObject &params);

} // namespace Completions
