// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsondiff.h"

#include <core/schema/jsonpointer.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <set>

using namespace Qt::StringLiterals;

QString JsonDifference::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Changed:
        return u"changed"_s;
    case Kind::Added:
        return u"added"_s;
    case Kind::Removed:
        return u"removed"_s;
    }
    return {};
}

QJsonObject JsonDifference::toJson(QLatin1StringView beforeKey, QLatin1StringView afterKey) const
{
    QJsonObject entry{{"pointer"_L1, pointer}, {"kind"_L1, kindName(kind)}};
    if (!before.isUndefined())
        entry.insert(beforeKey, before);
    if (!after.isUndefined())
        entry.insert(afterKey, after);
    return entry;
}

QString JsonDifference::toString() const
{
    const QString where = JsonPointer::display(pointer);
    switch (kind) {
    case Kind::Changed:
        return u"%1: %2 → %3"_s.arg(where, JsonDiff::brief(before), JsonDiff::brief(after));
    case Kind::Added:
        return u"%1: added %2"_s.arg(where, JsonDiff::brief(after));
    case Kind::Removed:
        return u"%1: removed %2"_s.arg(where, JsonDiff::brief(before));
    }
    return {};
}

namespace {

// "*" any run of characters (a "/" inside an unescaped key included), "?" one character.
QRegularExpression globToRegularExpression(const QString &glob)
{
    QString pattern = u"\\A"_s;
    for (const QChar c : glob) {
        if (c == u'*')
            pattern += u".*"_s;
        else if (c == u'?')
            pattern += u'.';
        else
            pattern += QRegularExpression::escape(QString(c));
    }
    return QRegularExpression(pattern + u"\\z"_s, QRegularExpression::DotMatchesEverythingOption);
}

} // namespace

JsonIgnoreList::JsonIgnoreList(const QStringList &patterns)
{
    for (const QString &pattern : patterns) {
        if (checkPattern(pattern))
            continue;
        Pattern compiled;
        const QStringList tokens = JsonPointer::split(pattern).value_or(QStringList());
        for (const QString &token : tokens) {
            Token part;
            if (token == "*"_L1) {
                part.type = Token::Type::AnyOne;
            } else if (token == "**"_L1) {
                part.type = Token::Type::AnyMany;
            } else if (token.contains(u'*') || token.contains(u'?')) {
                part.type = Token::Type::Glob;
                part.glob = globToRegularExpression(token);
            } else {
                part.literal = token;
            }
            compiled.push_back(std::move(part));
        }
        m_patterns << pattern;
        m_compiled.push_back(std::move(compiled));
    }
}

QStringList JsonIgnoreList::defaultPatterns()
{
    // Clocks: "timestamp", "lastTimestamp", "createdAt", "startTime". Per-run ids: the ones MCP
    // and common servers mint afresh on every run.
    return {u"/**/timestamp"_s,
            u"/**/*Timestamp"_s,
            u"/**/*At"_s,
            u"/**/*Time"_s,
            u"/**/requestId"_s,
            u"/**/sessionId"_s,
            u"/**/progressToken"_s};
}

std::optional<QString> JsonIgnoreList::checkPattern(const QString &pattern)
{
    if (pattern.isEmpty())
        return u"an empty pattern would ignore the whole document"_s;
    if (!JsonPointer::split(pattern))
        return u"\"%1\" is not a JSON pointer: it must start with /"_s.arg(pattern);
    return std::nullopt;
}

bool JsonIgnoreList::matchFrom(const Pattern &pattern,
                               size_t p,
                               const QStringList &tokens,
                               qsizetype t)
{
    if (p == pattern.size())
        return true; // the pattern names an ancestor (or the location itself)
    const Token &token = pattern[p];
    if (token.type == Token::Type::AnyMany) {
        for (qsizetype skip = t; skip <= tokens.size(); ++skip) {
            if (matchFrom(pattern, p + 1, tokens, skip))
                return true;
        }
        return false;
    }
    if (t == tokens.size())
        return false;
    const QString &actual = tokens.at(t);
    bool ok = true;
    if (token.type == Token::Type::Literal)
        ok = token.literal == actual;
    else if (token.type == Token::Type::Glob)
        ok = token.glob.match(actual).hasMatch();
    return ok && matchFrom(pattern, p + 1, tokens, t + 1);
}

bool JsonIgnoreList::matches(const QStringList &tokens) const
{
    for (const Pattern &pattern : m_compiled) {
        if (matchFrom(pattern, 0, tokens, 0))
            return true;
    }
    return false;
}

bool JsonIgnoreList::matches(const QString &pointer) const
{
    const std::optional<QStringList> tokens = JsonPointer::split(pointer);
    return tokens && matches(*tokens);
}

namespace JsonDiff {

namespace {

class Comparer
{
public:
    Comparer(const JsonIgnoreList &ignore, int limit)
        : m_ignore(ignore)
        , m_limit(limit)
    {}

    void compare(const QJsonValue &before, const QJsonValue &after)
    {
        if (full() || (!m_tokens.isEmpty() && m_ignore.matches(m_tokens)))
            return;
        if (before.isObject() && after.isObject()) {
            compareObjects(before.toObject(), after.toObject());
            return;
        }
        if (before.isArray() && after.isArray()) {
            compareArrays(before.toArray(), after.toArray());
            return;
        }
        if (before != after) // QJsonValue compares numbers as doubles: 1 == 1.0
            add(JsonDifference::Kind::Changed, before, after);
    }

    QList<JsonDifference> differences;

private:
    bool full() const { return differences.size() >= m_limit; }

    void compareObjects(const QJsonObject &before, const QJsonObject &after)
    {
        std::set<QString> keys; // sorted, so the report does not depend on key order
        for (auto it = before.begin(); it != before.end(); ++it)
            keys.insert(it.key());
        for (auto it = after.begin(); it != after.end(); ++it)
            keys.insert(it.key());
        for (const QString &key : keys)
            descend(key, before.value(key), after.value(key));
    }

    void compareArrays(const QJsonArray &before, const QJsonArray &after)
    {
        const qsizetype count = std::max(before.size(), after.size());
        for (qsizetype i = 0; i < count; ++i) {
            descend(QString::number(i),
                    i < before.size() ? before.at(i) : QJsonValue(QJsonValue::Undefined),
                    i < after.size() ? after.at(i) : QJsonValue(QJsonValue::Undefined));
        }
    }

    void descend(const QString &token, const QJsonValue &before, const QJsonValue &after)
    {
        m_tokens.append(token);
        if (before.isUndefined() || after.isUndefined()) {
            if (!m_ignore.matches(m_tokens) && !full())
                add(before.isUndefined() ? JsonDifference::Kind::Added
                                         : JsonDifference::Kind::Removed,
                    before,
                    after);
        } else {
            compare(before, after);
        }
        m_tokens.removeLast();
    }

    void add(JsonDifference::Kind kind, const QJsonValue &before, const QJsonValue &after)
    {
        differences.append({kind, JsonPointer::join(m_tokens), before, after});
    }

    const JsonIgnoreList &m_ignore;
    const int m_limit;
    QStringList m_tokens;
};

} // namespace

QList<JsonDifference> compare(const QJsonValue &before,
                              const QJsonValue &after,
                              const JsonIgnoreList &ignore,
                              int maxDifferences)
{
    Comparer comparer(ignore, maxDifferences);
    comparer.compare(before, after);
    return comparer.differences;
}

QString brief(const QJsonValue &value, int maxLength)
{
    QString text;
    if (value.isUndefined())
        text = u"(absent)"_s;
    else if (value.isObject() || value.isArray())
        text = QString::fromUtf8(
            value.isObject() ? QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact)
                             : QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    else
        text = QString::fromUtf8(
            QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact).chopped(1).mid(1));
    return text.size() > maxLength ? text.left(maxLength - 1) + u'…' : text;
}

} // namespace JsonDiff
