// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "reply.h"

#include <QJsonArray>
#include <QString>

#include <optional>

// The demo skills (SEP-2640, extension io.modelcontextprotocol/skills): two good ones and one
// deliberately broken, "tampered-notes", whose SKILL.md was edited after its digest was taken,
// so an inspector has a verification failure to show. Each skill is listed by skills/list with
// its frontmatter and every file's digest and size, and its files are read with
// resources/read (skill:// URIs). Stateless, pure functions.
namespace SkillCatalogue {

inline constexpr QLatin1StringView Extension{"io.modelcontextprotocol/skills"};

// The skills/list result (one page; a cursor is refused by the caller like other lists).
QJsonObject list();
// A ReadResourceResult for a skill:// file, or nullopt when the URI is no demo skill file.
std::optional<Reply> read(const QString &uri);

} // namespace SkillCatalogue
