// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "fuzzymatcher.h"

#include <algorithm>
#include <vector>

namespace {

constexpr int kMatchScore = 1;
constexpr int kWordStartBonus = 8;
constexpr int kConsecutiveBonus = 5;
constexpr int kExactCaseBonus = 1;
constexpr int kGapPenalty = 1;
constexpr int kNoMatch = -1;
constexpr int kImpossible = -1000000;

bool isSeparator(QChar c)
{
    return c.isSpace() || c.isPunct() || c.isSymbol();
}

// A word starts at the text's start, after a separator, at an upper-case letter after a
// lower-case one (camelCase), and at a digit after a letter.
bool isWordStart(const QString &text, qsizetype at)
{
    if (at == 0)
        return true;
    const QChar before = text.at(at - 1);
    const QChar here = text.at(at);
    if (isSeparator(before))
        return !isSeparator(here);
    if (before.isLower() && here.isUpper())
        return true;
    return before.isLetter() && here.isDigit();
}

QString patternLetters(const QString &pattern)
{
    QString letters;
    for (const QChar c : pattern.left(FuzzyMatcher::kMaxPattern)) {
        if (!c.isSpace())
            letters.append(c);
    }
    return letters;
}

} // namespace

// Dynamic programming over (pattern letter, text position): the best score of matching the
// first i letters with letter i at position j. O(pattern × text), both capped.
int FuzzyMatcher::score(const QString &pattern, const QString &text)
{
    const QString letters = patternLetters(pattern);
    if (letters.isEmpty())
        return 0;
    const QString haystack = text.left(kMaxText);
    const qsizetype m = letters.size();
    const qsizetype n = haystack.size();
    if (m > n)
        return kNoMatch;
    const QString lowerText = haystack.toCaseFolded();
    const QString lowerLetters = letters.toCaseFolded();
    if (lowerText.size() != n || lowerLetters.size() != m)
        return kNoMatch; // folding changed a length: no position map, so no match
    std::vector<int> previous(size_t(n), kImpossible);
    std::vector<int> current(size_t(n), kImpossible);
    for (qsizetype i = 0; i < m; ++i) {
        int bestBefore = kImpossible; // best of previous[0 .. j-2]
        for (qsizetype j = 0; j < n; ++j) {
            if (i > 0 && j >= 2)
                bestBefore = std::max(bestBefore, previous[size_t(j - 2)]);
            current[size_t(j)] = kImpossible;
            if (lowerText.at(j) != lowerLetters.at(i))
                continue;
            int here = kMatchScore;
            if (isWordStart(haystack, j))
                here += kWordStartBonus;
            if (haystack.at(j) == letters.at(i))
                here += kExactCaseBonus;
            if (i == 0) {
                current[size_t(j)] = here;
                continue;
            }
            int best = kImpossible;
            if (j >= 1 && previous[size_t(j - 1)] > kImpossible)
                best = previous[size_t(j - 1)] + kConsecutiveBonus;
            if (bestBefore > kImpossible)
                best = std::max(best, bestBefore - kGapPenalty);
            if (best > kImpossible)
                current[size_t(j)] = best + here;
        }
        std::swap(previous, current);
    }
    const int best = *std::max_element(previous.begin(), previous.end());
    return best > kImpossible ? std::max(best, 0) : kNoMatch;
}

QList<FuzzyMatcher::Candidate> FuzzyMatcher::rank(const QString &pattern, const QStringList &texts)
{
    QList<Candidate> matches;
    if (patternLetters(pattern).isEmpty()) {
        // Nothing typed: everything, in the caller's order.
        for (int i = 0; i < texts.size(); ++i)
            matches.append({i, 0});
        return matches;
    }
    for (int i = 0; i < texts.size(); ++i) {
        if (const int s = score(pattern, texts.at(i)); s >= 0)
            matches.append({i, s});
    }
    std::stable_sort(
        matches.begin(), matches.end(), [&texts](const Candidate &a, const Candidate &b) {
            if (a.score != b.score)
                return a.score > b.score;
            return texts.at(a.index).size() < texts.at(b.index).size();
        });
    return matches;
}
