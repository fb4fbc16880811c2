// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

// The YAML frontmatter of a SKILL.md (SEP-2640, Agent Skills): the block between a first line
// "---" and the next line "---". The file comes from a server, so this reads the subset a
// frontmatter uses, line by line with fixed limits and no regular expression: "key: value"
// scalars (plain, 'single' or "double" quoted), nested block mappings, and block sequences of
// scalars ("- item"). Anything beyond it (anchors and aliases, tags, flow collections, block
// scalars, multi-document streams, tabs as indentation) is refused with a reason rather than
// guessed at, so a crafted file cannot expand or smuggle a value past the comparison.
namespace SkillFrontmatter {

inline constexpr qsizetype kMaxBytes = 64 * 1024; // the frontmatter block itself
inline constexpr int kMaxLines = 1024;
inline constexpr int kMaxDepth = 8;
inline constexpr int kMaxKeys = 512; // keys and items together

struct Parsed
{
    bool found = false;      // the file starts with a frontmatter block
    QJsonObject frontmatter; // scalars become strings, numbers, booleans or null as in YAML
    QString error;           // why it could not be read (then frontmatter is empty)
};

// text: the whole SKILL.md (a UTF-8 byte order mark is skipped).
Parsed parse(const QByteArray &text);

} // namespace SkillFrontmatter
