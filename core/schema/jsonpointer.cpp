// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsonpointer.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace JsonPointer {

QString escape(const QString &token)
{
    QString escaped = token;
    escaped.replace(u'~', "~0"_L1);
    escaped.replace(u'/', "~1"_L1);
    return escaped;
}

QString unescape(const QString &token)
{
    // Order matters (RFC 6901, section 4): "~01" is "~1", not "/".
    QString plain = token;
    plain.replace("~1"_L1, "/"_L1);
    plain.replace("~0"_L1, "~"_L1);
    return plain;
}

std::optional<QStringList> split(const QString &pointer)
{
    if (pointer.isEmpty())
        return QStringList();
    if (!pointer.startsWith(u'/'))
        return std::nullopt;
    QStringList tokens = pointer.mid(1).split(u'/');
    for (QString &token : tokens)
        token = unescape(token);
    return tokens;
}

QString join(const QStringList &tokens)
{
    QString pointer;
    for (const QString &token : tokens)
        pointer += u'/' + escape(token);
    return pointer;
}

QString append(const QString &pointer, const QString &token)
{
    return pointer + u'/' + escape(token);
}

QString append(const QString &pointer, qsizetype index)
{
    return pointer + u'/' + QString::number(index);
}

QString parent(const QString &pointer)
{
    const qsizetype slash = pointer.lastIndexOf(u'/');
    return slash <= 0 ? QString() : pointer.left(slash);
}

bool startsWith(const QString &pointer, const QString &prefix)
{
    if (!pointer.startsWith(prefix))
        return false;
    return pointer.size() == prefix.size() || pointer.at(prefix.size()) == u'/';
}

static std::optional<qsizetype> arrayIndex(const QString &token)
{
    // RFC 6901: decimal digits without leading zeros; "-" (past the end) never resolves.
    if (token.isEmpty() || (token.size() > 1 && token.front() == u'0'))
        return std::nullopt;
    for (const QChar c : token) {
        if (!c.isDigit() || c.unicode() > 0x7f)
            return std::nullopt;
    }
    bool ok = false;
    const qsizetype index = token.toLongLong(&ok);
    return ok ? std::optional<qsizetype>(index) : std::nullopt;
}

std::optional<QJsonValue> resolve(const QJsonValue &root, const QString &pointer)
{
    const std::optional<QStringList> tokens = split(pointer);
    if (!tokens)
        return std::nullopt;
    QJsonValue current = root;
    for (const QString &token : *tokens) {
        if (current.isObject()) {
            const QJsonObject object = current.toObject();
            const auto it = object.constFind(token);
            if (it == object.constEnd())
                return std::nullopt;
            current = it.value();
        } else if (current.isArray()) {
            const QJsonArray array = current.toArray();
            const std::optional<qsizetype> index = arrayIndex(token);
            if (!index || *index >= array.size())
                return std::nullopt;
            current = array.at(*index);
        } else {
            return std::nullopt;
        }
    }
    return current;
}

namespace {

QJsonValue removedAt(const QJsonValue &value, const QStringList &tokens, qsizetype depth)
{
    const QString &token = tokens.at(depth);
    const bool last = depth + 1 == tokens.size();
    if (value.isObject()) {
        QJsonObject object = value.toObject();
        const auto it = object.find(token);
        if (it == object.end())
            return value;
        if (last)
            object.erase(it);
        else
            it.value() = removedAt(it.value(), tokens, depth + 1);
        return object;
    }
    if (value.isArray()) {
        QJsonArray array = value.toArray();
        const std::optional<qsizetype> index = arrayIndex(token);
        if (!index || *index >= array.size())
            return value;
        if (last)
            array.removeAt(*index);
        else
            array.replace(*index, removedAt(array.at(*index), tokens, depth + 1));
        return array;
    }
    return value;
}

} // namespace

QJsonValue removed(const QJsonValue &root, const QString &pointer)
{
    const std::optional<QStringList> tokens = split(pointer);
    if (!tokens || tokens->isEmpty())
        return root;
    return removedAt(root, *tokens, 0);
}

std::optional<QString> fromUriFragment(const QString &fragment)
{
    const QString decoded = QUrl::fromPercentEncoding(fragment.toUtf8());
    if (!decoded.isEmpty() && !decoded.startsWith(u'/'))
        return std::nullopt;
    return decoded;
}

QString toUriFragment(const QString &pointer)
{
    // Percent-encode what would end or confuse a URI fragment; keep the rest readable.
    return QString::fromLatin1(pointer.toUtf8().toPercentEncoding("/~!$&'()*+,;=:@?"));
}

QString display(const QString &pointer)
{
    return pointer.isEmpty() ? u"(root)"_s : pointer;
}

} // namespace JsonPointer
