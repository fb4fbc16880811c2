// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "skillmanifest.h"

#include <core/jsonrpc/jsontypes.h>

#include <QJsonDocument>

using namespace Qt::StringLiterals;

const SkillFile *SkillManifest::skillFile() const
{
    return file(uri);
}

const SkillFile *SkillManifest::file(const QString &fileUri) const
{
    for (const SkillFile &f : files) {
        if (f.uri == fileUri)
            return &f;
    }
    return nullptr;
}

bool SkillManifest::isLoadable() const
{
    if (name.isEmpty())
        return false;
    if (dynamicResources)
        return true;
    const SkillFile *skill = skillFile();
    return skill && skill->problem.isEmpty();
}

namespace SkillManifests {

namespace {

// A JSON string shown in a message: bounded, on one line.
QString quoted(const QString &text)
{
    QString shown = text.left(80).simplified();
    if (text.size() > 80)
        shown += u'…';
    return u"\"%1\""_s.arg(shown);
}

QString skillDirectory(const QString &uri)
{
    return uri.chopped(qsizetype(sizeof("SKILL.md") - 1));
}

SkillFile readFile(const QJsonValue &value, int index, const QString &directory)
{
    SkillFile file;
    const QJsonObject entry = value.toObject();
    const QJsonValue uri = entry.value("uri"_L1);
    if (!value.isObject() || !uri.isString() || uri.toString().isEmpty()) {
        file.uri = u"resources[%1]"_s.arg(index);
        file.problem = u"resources[%1] has no uri string"_s.arg(index);
        return file;
    }
    file.uri = uri.toString();
    if (file.uri.size() > kMaxUriLength) {
        file.uri = file.uri.left(80) + u'…';
        file.problem = u"the uri is longer than %1 characters"_s.arg(kMaxUriLength);
        return file;
    }
    QString problem;
    file.sha256 = parseDigest(entry.value("digest"_L1), &problem);
    file.digest = entry.value("digest"_L1).toString().left(80);
    const QJsonValue size = entry.value("size"_L1);
    if (JsonTypes::isInt64(size) && size.toInteger() >= 0)
        file.size = size.toInteger();
    if (!problem.isEmpty())
        file.problem = problem;
    else if (file.size < 0)
        file.problem = u"size is missing or not a non-negative integer"_s;
    else if (file.size > kMaxSkillBytes)
        file.problem = u"size %1 is larger than a skill may be (%2 bytes)"_s.arg(file.size).arg(
            kMaxSkillBytes);
    else if (!directory.isEmpty() && !file.uri.startsWith(directory))
        file.problem = u"the file is not inside the skill's directory"_s;
    return file;
}

SkillManifest readEntry(const QJsonValue &value, int index)
{
    SkillManifest skill;
    const QJsonObject entry = value.toObject();
    const QJsonValue uri = entry.value("uri"_L1);
    if (!value.isObject() || !uri.isString()) {
        skill.uri = u"skills[%1]"_s.arg(index);
        skill.problems << u"skills[%1] is not an object with a uri string"_s.arg(index);
        return skill;
    }
    skill.uri = uri.toString();
    if (skill.uri.size() > kMaxUriLength) {
        skill.uri = skill.uri.left(80) + u'…';
        skill.problems << u"the uri is longer than %1 characters"_s.arg(kMaxUriLength);
        return skill;
    }
    skill.name = skillName(skill.uri);
    if (skill.name.isEmpty())
        skill.problems << u"the uri %1 is not a skill:// URI ending in /SKILL.md"_s.arg(
            quoted(skill.uri));
    else if (!isValidName(skill.name))
        skill.problems << u"the skill name %1 breaks the naming rules (1-64 of a-z, 0-9 and "
                          "single inner hyphens)"_s.arg(quoted(skill.name));

    const QJsonValue frontmatter = entry.value("frontmatter"_L1);
    if (!frontmatter.isObject()) {
        skill.problems << u"frontmatter is missing or not an object"_s;
    } else if (QJsonDocument(frontmatter.toObject()).toJson(QJsonDocument::Compact).size()
               > kMaxFrontmatterBytes) {
        skill.problems << u"the frontmatter is larger than %1 bytes"_s.arg(kMaxFrontmatterBytes);
    } else {
        skill.frontmatter = frontmatter.toObject();
        skill.description = skill.frontmatter.value("description"_L1).toString();
        const QJsonValue name = skill.frontmatter.value("name"_L1);
        if (!skill.name.isEmpty() && name.isString() && name.toString() != skill.name)
            skill.problems << u"frontmatter.name %1 differs from the name in the uri %2"_s.arg(
                quoted(name.toString()), quoted(skill.name));
    }

    const QJsonValue resources = entry.value("resources"_L1);
    if (resources.isString() && resources.toString() == "dynamic"_L1) {
        skill.dynamicResources = true;
        return skill;
    }
    if (!resources.isArray()) {
        skill.problems << u"resources is missing (neither a list nor \"dynamic\")"_s;
        return skill;
    }
    const QJsonArray list = resources.toArray();
    if (list.size() > kMaxFilesPerSkill)
        skill.problems << u"%1 files listed; only the first %2 are kept"_s.arg(list.size())
                              .arg(kMaxFilesPerSkill);
    const QString directory = skill.name.isEmpty() ? QString() : skillDirectory(skill.uri);
    for (int i = 0; i < list.size() && i < kMaxFilesPerSkill; ++i) {
        SkillFile file = readFile(list.at(i), i, directory);
        if (skill.file(file.uri)) {
            skill.problems << u"%1 is listed twice"_s.arg(quoted(file.uri));
            continue;
        }
        if (file.size > 0)
            skill.totalSize += file.size;
        skill.files.append(file);
    }
    if (skill.totalSize > kMaxSkillBytes)
        skill.problems << u"the files add up to %1 bytes, more than a skill may be (%2)"_s
                              .arg(skill.totalSize)
                              .arg(kMaxSkillBytes);
    const SkillFile *skillMd = skill.skillFile();
    if (!skill.name.isEmpty() && !skillMd)
        skill.problems << u"resources has no entry for the SKILL.md itself, so it cannot be "
                          "verified"_s;
    for (const SkillFile &file : std::as_const(skill.files)) {
        if (!file.problem.isEmpty())
            skill.problems << u"%1: %2"_s.arg(quoted(file.uri), file.problem);
    }
    return skill;
}

} // namespace

QList<SkillManifest> parse(const QJsonArray &skills, QStringList *warnings)
{
    QList<SkillManifest> result;
    if (skills.size() > kMaxSkills && warnings)
        *warnings << u"the server lists %1 skills; only the first %2 are shown"_s.arg(skills.size())
                         .arg(kMaxSkills);
    for (int i = 0; i < skills.size() && i < kMaxSkills; ++i)
        result.append(readEntry(skills.at(i), i));
    return result;
}

QByteArray parseDigest(const QJsonValue &digest, QString *problem)
{
    const QString text = digest.toString();
    const QLatin1StringView prefix("sha256:");
    bool good = digest.isString() && text.size() == prefix.size() + 64 && text.startsWith(prefix);
    for (qsizetype i = prefix.size(); good && i < text.size(); ++i) {
        const QChar c = text.at(i);
        good = (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f');
    }
    if (good)
        return QByteArray::fromHex(text.mid(prefix.size()).toLatin1());
    if (problem)
        *problem = digest.isString() ? u"the digest %1 is not \"sha256:\" and 64 lowercase hex "
                                       "digits"_s.arg(quoted(text))
                                     : u"digest is missing or not a string"_s;
    return {};
}

QString skillName(const QString &uri)
{
    const QLatin1StringView scheme("skill://");
    const QLatin1StringView file("/SKILL.md");
    if (!uri.startsWith(scheme) || !uri.endsWith(file))
        return {};
    const QString path = uri.mid(scheme.size(), uri.size() - scheme.size() - file.size());
    const QString name = path.mid(path.lastIndexOf(u'/') + 1);
    return name;
}

bool isValidName(const QString &name)
{
    if (name.isEmpty() || name.size() > 64 || name.startsWith(u'-') || name.endsWith(u'-')
        || name.contains("--"_L1))
        return false;
    for (const QChar c : name) {
        if (!((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-'))
            return false;
    }
    return true;
}

} // namespace SkillManifests
