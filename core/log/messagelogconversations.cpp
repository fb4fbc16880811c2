// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The message log's conversations: a request the session sent again under a new id (an MRTR
// round answered with inputResponses, a retry with another protocol version) says which id it
// continues, and the connection's analysis names that round's frame (continuesFrame); the rows
// of every round, requests and responses, are linked to the first request.
#include "messagelogmodel.h"

#include <algorithm>

using namespace Qt::StringLiterals;

void MessageLogModel::linkRound(int row, int previous)
{
    if (m_rows[previous].round == 0) {
        joinConversation(previous, previous, 1);
        m_conversations.insert(previous, {previous});
    }
    const LogRow &earlier = m_rows[previous];
    LogRow &added = m_rows[row];
    added.conversationRow = earlier.conversationRow;
    added.round = quint16(std::min(earlier.round + 1, 0xFFFF));
    m_conversations[added.conversationRow].append(row);
}

void MessageLogModel::joinConversation(int row, int conversationRow, int round)
{
    for (int member : {row, m_rows[row].pairedRow}) {
        if (member < 0)
            continue;
        LogRow &joined = m_rows[member];
        joined.conversationRow = conversationRow;
        joined.round = quint16(round);
        announceChange(member, SummaryColumn);
    }
}

void MessageLogModel::announceChange(int row, int column)
{
    if (row >= m_shown)
        return; // still queued: inserted with the change
    const QModelIndex changed = index(row, column);
    Q_EMIT dataChanged(changed, changed);
}

QList<int> MessageLogModel::conversation(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const auto found = m_conversations.constFind(m_rows[row].conversationRow);
    if (found == m_conversations.constEnd())
        return {};
    QList<int> rows;
    for (int request : *found) {
        if (request >= rowCount())
            continue; // queued, not yet a row
        rows << request;
        const int response = m_rows[request].pairedRow;
        if (response >= 0 && response < rowCount())
            rows << response;
    }
    std::sort(rows.begin(), rows.end());
    return rows;
}

QString MessageLogModel::conversationText(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const LogRow &current = m_rows[row];
    const auto found = m_conversations.constFind(current.conversationRow);
    if (found == m_conversations.constEnd())
        return {};
    QStringList numbers;
    for (int request : *found) {
        if (request < rowCount())
            numbers << u"No. "_s + QString::number(m_rows[request].sequence);
    }
    const LogRow &first = m_rows[current.conversationRow];
    const QString summary = summaryOf(current.conversationRow);
    const QString what = summary.isEmpty() ? methodOf(first) : methodOf(first) + u' ' + summary;
    return u"round %1 of %2 of %3 (requests %4)"_s.arg(current.round)
        .arg(found->size())
        .arg(what, numbers.join(u", "_s));
}
