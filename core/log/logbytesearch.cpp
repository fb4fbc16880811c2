// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "logbytesearch.h"

#include <algorithm>
#include <functional>

namespace {

char foldAscii(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

struct FoldedHash
{
    size_t operator()(char c) const { return std::hash<char>()(foldAscii(c)); }
};

struct FoldedEqual
{
    bool operator()(char a, char b) const { return foldAscii(a) == foldAscii(b); }
};

} // namespace

LogByteSearch::LogByteSearch(const QByteArray &needle)
    : m_needle(needle)
{
    std::transform(m_needle.begin(), m_needle.end(), m_needle.begin(), foldAscii);
}

bool LogByteSearch::matches(const QByteArray &haystack) const
{
    if (m_needle.isEmpty() || haystack.size() < m_needle.size())
        return false;
    const std::boyer_moore_horspool_searcher searcher(
        m_needle.cbegin(), m_needle.cend(), FoldedHash(), FoldedEqual());
    return std::search(haystack.cbegin(), haystack.cend(), searcher) != haystack.cend();
}

std::vector<int> LogByteSearch::matchingRows(const LogRowBytes &bytes, LogJobControl *control) const
{
    std::vector<int> rows;
    if (m_needle.isEmpty())
        return rows;
    const std::boyer_moore_horspool_searcher searcher(
        m_needle.cbegin(), m_needle.cend(), FoldedHash(), FoldedEqual());
    qint64 seen = 0;
    bytes.forEach([&](int row, const QByteArray &haystack) {
        if (haystack.size() >= m_needle.size()
            && std::search(haystack.cbegin(), haystack.cend(), searcher) != haystack.cend())
            rows.push_back(row);
        if (control && (++seen & 1023) == 0) {
            control->done.fetch_add(1024, std::memory_order_relaxed);
            return !control->cancelled.load(std::memory_order_relaxed);
        }
        return true;
    });
    std::sort(rows.begin(), rows.end()); // rows in memory come first, then file by file
    return rows;
}
