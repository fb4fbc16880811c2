// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "skillverifier.h"

#include "skillfrontmatter.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace SkillVerifier {

namespace {

// A value in a mismatch message: compact JSON, bounded.
QString shown(const QJsonValue &value)
{
    if (value.isUndefined())
        return u"(absent)"_s;
    QString text = QString::fromUtf8(
        QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).chopped(1).mid(1));
    if (text.size() > 80)
        text = text.left(80) + u'…';
    return text;
}

} // namespace

QString contentBytes(const QJsonObject &readResult, const QString &uri, QByteArray *bytes)
{
    const QJsonArray contents = readResult.value("contents"_L1).toArray();
    QJsonObject content;
    for (const QJsonValue &item : contents) {
        if (item.toObject().value("uri"_L1).toString() == uri) {
            content = item.toObject();
            break;
        }
    }
    if (content.isEmpty() && contents.size() == 1)
        content = contents.first().toObject();
    if (content.isEmpty())
        return u"the resources/read result has no content for %1"_s.arg(uri);
    if (content.value("text"_L1).isString()) {
        *bytes = content.value("text"_L1).toString().toUtf8();
        return {};
    }
    if (content.value("blob"_L1).isString()) {
        const auto decoded
            = QByteArray::fromBase64Encoding(content.value("blob"_L1).toString().toLatin1(),
                                             QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            return u"the blob of %1 is not valid base64"_s.arg(uri);
        *bytes = *decoded;
        return {};
    }
    return u"the content of %1 has neither text nor blob"_s.arg(uri);
}

QString checkFile(const SkillFile &entry, const QByteArray &bytes)
{
    if (!entry.problem.isEmpty())
        return u"%1 cannot be verified: %2"_s.arg(entry.uri, entry.problem);
    if (bytes.size() != entry.size)
        return u"size mismatch for %1: the skill lists %2 bytes, the server sent %3"_s
            .arg(entry.uri)
            .arg(entry.size)
            .arg(bytes.size());
    const QByteArray actual = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    if (actual != entry.sha256)
        return u"digest mismatch for %1: the skill lists sha256:%2, the content is sha256:%3"_s.arg(
            entry.uri,
            QString::fromLatin1(entry.sha256.toHex()),
            QString::fromLatin1(actual.toHex()));
    return {};
}

QString checkFrontmatter(const QJsonObject &expected, const QByteArray &skillMd)
{
    const SkillFrontmatter::Parsed parsed = SkillFrontmatter::parse(skillMd);
    if (!parsed.found)
        return u"frontmatter mismatch: the SKILL.md has no YAML frontmatter"_s;
    if (!parsed.error.isEmpty())
        return u"frontmatter mismatch: the SKILL.md's frontmatter cannot be read (%1)"_s.arg(
            parsed.error);
    QStringList differences;
    QStringList keys = expected.keys();
    for (const QString &key : parsed.frontmatter.keys()) {
        if (!expected.contains(key))
            keys << key;
    }
    for (const QString &key : std::as_const(keys)) {
        const QJsonValue listed = expected.value(key);
        const QJsonValue inFile = parsed.frontmatter.value(key);
        if (listed != inFile)
            differences << u"%1: listed %2, in the file %3"_s.arg(
                key.left(80), shown(listed), shown(inFile));
        if (differences.size() == 5)
            break;
    }
    if (differences.isEmpty())
        return {};
    return u"frontmatter mismatch: "_s + differences.join(u"; "_s);
}

QString verify(const SkillManifest &skill, const SkillFile &entry, const QByteArray &bytes)
{
    if (QString problem = checkFile(entry, bytes); !problem.isEmpty())
        return problem;
    if (entry.uri == skill.uri)
        return checkFrontmatter(skill.frontmatter, bytes);
    return {};
}

} // namespace SkillVerifier
