// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

// A glob typed by the user ("tools/*", "notifications/?rogress") matched against names a
// server sent, without a regular expression: '*' is any run of characters, '?' any one, every
// other character itself (case-sensitive, as method names are). The pattern is split at its
// stars once; a name is matched by finding the pieces between them leftmost, in order, each
// looked for once: never backtracking, at worst (name length × pattern length) steps, whatever
// the name holds. Value type, cheap to copy to a worker thread.
class GlobMatcher
{
public:
    GlobMatcher() = default;
    explicit GlobMatcher(const QString &glob);

    bool isEmpty() const { return m_empty; }
    bool matches(QStringView name) const;

private:
    bool m_empty = true;
    bool m_anchoredStart = true; // no '*' before the first piece
    bool m_anchoredEnd = true;   // no '*' after the last piece
    QStringList m_pieces;        // the text between stars ('?' in them matches any character)
};
