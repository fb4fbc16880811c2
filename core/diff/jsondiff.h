// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

// One place where two JSON documents differ, named by an RFC 6901 pointer into them.
struct JsonDifference
{
    enum class Kind { Changed, Added, Removed };
    Kind kind = Kind::Changed;
    QString pointer;   // "" is the whole document
    QJsonValue before; // Undefined for Added
    QJsonValue after;  // Undefined for Removed

    // "/tools/0/description: \"a\" → \"b\"", "/x: added 3", "/y: removed {…}".
    QString toString() const;
    // {"pointer", "kind", BEFORE, AFTER}, each side only when it is there; the sides are named
    // by what is compared ("before"/"after" for interfaces, "recorded"/"replayed" for replay).
    QJsonObject toJson(QLatin1StringView beforeKey, QLatin1StringView afterKey) const;
    static QString kindName(Kind kind); // "changed", "added", "removed"
};

// Pointer patterns whose locations a diff skips, with everything below them. A pattern is a
// JSON pointer whose tokens may be "*" (any one token), "**" (any number of tokens, none
// included) or contain the globs "*" and "?" ("*At" matches "createdAt"). "/a" also ignores
// "/a/b". Patterns are matched against unescaped tokens, so "/a~1b" names the key "a/b".
class JsonIgnoreList
{
public:
    JsonIgnoreList() = default;
    // Invalid patterns are dropped; check them first with checkPattern() to tell the user.
    explicit JsonIgnoreList(const QStringList &patterns);

    // The defaults of replay: fields that differ between two runs of the same server without
    // meaning anything (clocks, per-run ids).
    static QStringList defaultPatterns();
    // Why a pattern is not usable, or nothing when it is.
    static std::optional<QString> checkPattern(const QString &pattern);

    QStringList patterns() const { return m_patterns; }
    bool isEmpty() const { return m_compiled.empty(); }
    bool matches(const QStringList &tokens) const;
    bool matches(const QString &pointer) const;

private:
    struct Token
    {
        enum class Type { Literal, AnyOne, AnyMany, Glob };
        Type type = Type::Literal;
        QString literal;
        QRegularExpression glob;
    };
    using Pattern = std::vector<Token>;
    static bool matchFrom(const Pattern &pattern, size_t p, const QStringList &tokens, qsizetype t);

    QStringList m_patterns;
    std::vector<Pattern> m_compiled;
};

namespace JsonDiff {

// Semantic comparison: object key order never matters, numbers compare by value (1 == 1.0),
// arrays compare element by element at the same index. Stops after maxDifferences entries.
QList<JsonDifference> compare(const QJsonValue &before,
                              const QJsonValue &after,
                              const JsonIgnoreList &ignore = {},
                              int maxDifferences = 1000);

// A short one-line rendering of a value for messages: strings quoted, containers abbreviated.
QString brief(const QJsonValue &value, int maxLength = 80);

} // namespace JsonDiff
