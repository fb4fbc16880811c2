// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "displaytext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace DisplayText {

QString capped(const QString &text, qsizetype maxChars)
{
    if (text.size() <= maxChars)
        return text;
    qsizetype cut = maxChars;
    // Never split a surrogate pair: half an emoji renders as a replacement box.
    if (cut > 0 && text.at(cut - 1).isHighSurrogate())
        --cut;
    return text.left(cut) + u'…';
}

QString forView(const QString &text, qsizetype limit, QString *note)
{
    QStringList notes;
    const QString shown = text.size() > limit ? text.left(limit) : text;
    if (text.size() > limit) {
        notes << u"Showing the first %1 of %2."_s.arg(formatSize(limit), formatSize(text.size()));
    }
    QString result;
    result.reserve(shown.size() + shown.size() / kLongLine + 1);
    bool broke = false;
    qsizetype lineStart = 0;
    while (lineStart <= shown.size()) {
        qsizetype lineEnd = shown.indexOf(u'\n', lineStart);
        if (lineEnd < 0)
            lineEnd = shown.size();
        for (qsizetype at = lineStart; at < lineEnd; at += kLongLine) {
            if (at > lineStart) {
                result += u'\n';
                broke = true;
            }
            result += QStringView(shown).mid(at, qMin(kLongLine, lineEnd - at));
        }
        if (lineEnd < shown.size())
            result += u'\n';
        lineStart = lineEnd + 1;
    }
    if (broke)
        notes << u"Lines longer than %1 characters are broken for display."_s.arg(kLongLine);
    if (note)
        *note = notes.join(u' ');
    return result;
}

QString firstLine(const QString &text, qsizetype maxChars)
{
    const qsizetype newline = text.indexOf(u'\n');
    if (newline < 0)
        return capped(text, maxChars);
    return capped(text.left(qMin(newline, maxChars + 1)), maxChars) + u" …"_s;
}

QString formatSize(qint64 bytes)
{
    if (bytes < 1024)
        return bytes == 1 ? u"1 byte"_s : u"%1 bytes"_s.arg(bytes);
    if (bytes < 1024 * 1024)
        return u"%1 KB"_s.arg(double(bytes) / 1024.0, 0, 'f', 1);
    return u"%1 MB"_s.arg(double(bytes) / (1024.0 * 1024.0), 0, 'f', 1);
}

QString prettyJson(const QJsonValue &value)
{
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented))
            .trimmed();
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented))
            .trimmed();
    return compactJson(value);
}

QString compactJson(const QJsonValue &value)
{
    if (value.isUndefined())
        return {};
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    // Serialise a scalar inside an array and strip the brackets: exact JSON number and string
    // escaping without writing our own encoder.
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
}

} // namespace DisplayText
