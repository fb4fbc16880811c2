// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "skillmanifest.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

// The checks SEP-2640 asks of a host that reads a skill's file: the bytes must have the size
// and the SHA-256 digest its skills/list entry gives, and a SKILL.md's YAML frontmatter must
// equal, field by field, the frontmatter of the entry. Content that fails any of them is
// never used. Pure functions; every message names what differed.
namespace SkillVerifier {

// The raw bytes of `uri` in a resources/read result: a text content as UTF-8, a blob content
// base64-decoded. Empty string on success, else why there are none.
QString contentBytes(const QJsonObject &readResult, const QString &uri, QByteArray *bytes);
// Size first (cheap, and a mismatch is a failure on its own), then the digest.
QString checkFile(const SkillFile &entry, const QByteArray &bytes);
// The SKILL.md's frontmatter against the entry's.
QString checkFrontmatter(const QJsonObject &expected, const QByteArray &skillMd);
// Both, for a SKILL.md; checkFile alone for any other file.
QString verify(const SkillManifest &skill, const SkillFile &entry, const QByteArray &bytes);

} // namespace SkillVerifier
