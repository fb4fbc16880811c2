// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStyledItemDelegate>

// Draws message-log cells: error rows tinted (from MessageLogModel::IsErrorRole, with colours
// derived from the view's palette so dark themes work), stderr and transport rows in a muted
// colour, and cell text and tooltips capped so a megabyte-long stderr line costs nothing.
class MessageLogDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // Rows of this conversation (MessageLogModel::ConversationRole) are tinted: the rounds of
    // the selected MRTR call stand out among the traffic around them. -1: none.
    void setHighlightedConversation(int conversationRow) { m_conversation = conversationRow; }

    bool helpEvent(QHelpEvent *event,
                   QAbstractItemView *view,
                   const QStyleOptionViewItem &option,
                   const QModelIndex &index) override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    int m_conversation = -1;
};
