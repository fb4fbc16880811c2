// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

// Fuzzy matching for the command palette: the typed letters must appear in the text in order
// (a subsequence, case-insensitive), and the score says how well they do. Matches at word
// starts ("gtp" in "Go to Paired") and runs of consecutive letters score high, exact case a
// little; gaps cost. Pure, no regular expression: the texts are often a server's names. Text
// and pattern are capped (kMaxText, kMaxPattern) so a hostile name costs a bounded amount.
class FuzzyMatcher
{
public:
    static constexpr qsizetype kMaxText = 256;
    static constexpr qsizetype kMaxPattern = 64;

    // The score of `text` for `pattern`: -1 when the pattern is not a subsequence of the
    // text's first kMaxText characters, else >= 0 (0 for an empty pattern). Spaces in the
    // pattern are ignored, so "tool echo" finds "Tool › echo".
    static int score(const QString &pattern, const QString &text);

    struct Candidate
    {
        int index = 0; // into the caller's list
        int score = 0;
    };
    // Indices of the texts that match, best first; ties keep the shorter text, then the
    // caller's order (stable). An empty pattern keeps every text in the caller's order.
    static QList<Candidate> rank(const QString &pattern, const QStringList &texts);
};
