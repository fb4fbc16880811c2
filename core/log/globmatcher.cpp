// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "globmatcher.h"

namespace {

// The piece at text[at], '?' matching any character.
bool globPieceAt(QStringView text, qsizetype at, QStringView piece)
{
    for (qsizetype i = 0; i < piece.size(); ++i) {
        if (piece[i] != u'?' && piece[i] != text[at + i])
            return false;
    }
    return true;
}

// The first place at or after `from` where the piece fits; -1 when none.
qsizetype findGlobPiece(QStringView text, qsizetype from, QStringView piece)
{
    for (qsizetype at = from; at + piece.size() <= text.size(); ++at) {
        if (globPieceAt(text, at, piece))
            return at;
    }
    return -1;
}

} // namespace

GlobMatcher::GlobMatcher(const QString &glob)
    : m_empty(glob.isEmpty())
{
    if (m_empty)
        return;
    m_pieces = glob.split(u'*');
    m_anchoredStart = !glob.startsWith(u'*');
    m_anchoredEnd = !glob.endsWith(u'*');
    m_pieces.removeAll(QString()); // "a**b" is "a*b"
}

bool GlobMatcher::matches(QStringView name) const
{
    if (m_empty)
        return true;
    qsizetype begin = 0;
    qsizetype end = name.size();
    qsizetype first = 0;
    qsizetype last = m_pieces.size();
    if (m_anchoredStart && m_anchoredEnd && last == 1)
        return name.size() == m_pieces[0].size() && globPieceAt(name, 0, m_pieces[0]);
    if (m_anchoredStart && first < last) {
        const QString &piece = m_pieces[first++];
        if (piece.size() > end || !globPieceAt(name, 0, piece))
            return false;
        begin = piece.size();
    }
    if (m_anchoredEnd && first < last) {
        const QString &piece = m_pieces[--last];
        if (piece.size() > end - begin || !globPieceAt(name, end - piece.size(), piece))
            return false;
        end -= piece.size();
    }
    // The pieces between stars, leftmost each: a later match of one piece can only leave less
    // room for the next, so the leftmost is never worse and nothing is tried twice.
    const QStringView middle = name.first(end);
    for (qsizetype i = first; i < last; ++i) {
        const qsizetype at = findGlobPiece(middle, begin, m_pieces[i]);
        if (at < 0)
            return false;
        begin = at + m_pieces[i].size();
    }
    return true;
}
