// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

// One file a skill lists in its skills/list entry (SEP-2640): where it is, its SHA-256 digest
// ("sha256:" and 64 lowercase hex digits) and its size in bytes, against which the file is
// verified when it is read.
struct SkillFile
{
    QString uri;
    QString digest;    // as the server sent it, for display
    QByteArray sha256; // the 32 bytes it names; empty when the digest is malformed
    qint64 size = -1;  // -1: missing or not a non-negative integer
    QString problem;   // why this entry cannot be verified (then it is never read)
};

// One entry of a skills/list result, read as hostile input: every member checked, every
// string and list bounded, nothing assumed. problems lists what is wrong (shown as errors);
// a skill whose SKILL.md entry cannot be verified cannot be loaded.
struct SkillManifest
{
    QString uri;         // the skill's SKILL.md, skill://<path>/<name>/SKILL.md
    QString name;        // the last path segment before SKILL.md
    QString description; // frontmatter.description when it is a string
    QJsonObject frontmatter;
    bool dynamicResources = false; // "resources": "dynamic": the files are not listed
    QList<SkillFile> files;        // in the server's order
    qint64 totalSize = 0;          // of the files with a valid size
    QStringList problems;

    // The entry for the SKILL.md itself, or nullptr.
    const SkillFile *skillFile() const;
    const SkillFile *file(const QString &uri) const;
    // SKILL.md can be read and verified (listed with a valid digest and size), or the files
    // are dynamic (then nothing can be verified and the view says so).
    bool isLoadable() const;
};

namespace SkillManifests {

inline constexpr QLatin1StringView ExtensionId{"io.modelcontextprotocol/skills"};
inline constexpr int kMaxSkills = 4096;
inline constexpr int kMaxFilesPerSkill = 512;              // SEP-2640's limit
inline constexpr qint64 kMaxSkillBytes = 16 * 1024 * 1024; // SEP-2640: per skill, summed
inline constexpr qsizetype kMaxUriLength = 2048;
inline constexpr qsizetype kMaxFrontmatterBytes = 64 * 1024; // as JSON

// The skills/list items; entries beyond kMaxSkills are dropped with a warning.
QList<SkillManifest> parse(const QJsonArray &skills, QStringList *warnings = nullptr);
// "sha256:<64 lowercase hex>" -> the 32 bytes; else an empty array and why.
QByteArray parseDigest(const QJsonValue &digest, QString *problem);
// The skill name of a skill:// URI ending in /SKILL.md, else empty.
QString skillName(const QString &uri);
// SEP-2640 / Agent Skills naming rules: 1-64 of [a-z0-9-], no leading, trailing or double '-'.
bool isValidName(const QString &name);

} // namespace SkillManifests
