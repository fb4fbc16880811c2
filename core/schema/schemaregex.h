// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringView>

#include <memory>

// One regular expression from a schema ("pattern", "patternProperties"): server input, so it
// runs on PCRE2 (the engine under QRegularExpression, used directly because only its own API
// can bound a match) with limits that make every match finish quickly whatever the pattern and
// the subject: a pattern length cap, a nesting cap, a cap on the steps (and heap) of one match,
// and a subject length cap. A match that hits a limit says so (TooExpensive, TooLong) instead
// of passing for "no match". Compiled once; copies share the compiled code. ECMA-262 flavour
// where PCRE2 can give it: \uXXXX and \u{X…} escapes, "$" only at the very end, Unicode
// properties (\p{L}); a subject with unpaired surrogates is matched, never rejected. Any
// thread: a match allocates its own match data.
class SchemaRegex
{
public:
    static constexpr qsizetype MaxPatternLength = 4096;    // UTF-16 code units
    static constexpr qsizetype MaxSubjectLength = 1 << 20; // UTF-16 code units
    static constexpr quint32 MaxSteps = 1000000;           // PCRE2 match limit per match
    static constexpr quint32 MaxNesting = 64;              // parentheses inside parentheses

    enum class Result { Match, NoMatch, TooExpensive, TooLong };

    SchemaRegex() = default;
    explicit SchemaRegex(const QString &pattern);

    bool isValid() const { return m_code != nullptr; }
    QString errorString() const { return m_error; } // why the pattern was refused
    QString pattern() const { return m_pattern; }
    // Searches (unanchored, as JSON Schema's "pattern" does). Invalid patterns never match.
    Result search(QStringView subject) const;
    // "needs more than 1000000 steps on this string", "…": why a result is not a verdict.
    static QString explain(Result result);

private:
    QString m_pattern;
    QString m_error;
    std::shared_ptr<void> m_code; // pcre2_code_16, freed with the last copy
};
