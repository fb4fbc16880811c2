// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagelogdelegate.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "widgets/servertext.h"

#include <core/log/messagelogmodel.h>

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace {

bool isMuted(const QModelIndex &index)
{
    return index.data(MessageLogModel::KindRole).toInt() == int(TrafficEvent::Kind::Transport)
           && !index.data(MessageLogModel::IsErrorRole).toBool();
}

} // namespace

void MessageLogDelegate::initStyleOption(QStyleOptionViewItem *option,
                                         const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->text = DisplayText::firstLine(option->text);
    // The style fills backgroundBrush unless the row is selected, so selection still shows.
    if (m_conversation >= 0
        && index.data(MessageLogModel::ConversationRole).toInt() == m_conversation) {
        option->backgroundBrush
            = PaletteColors::color(option->palette, PaletteColors::Role::ConversationBackground);
    }
    if (index.data(MessageLogModel::IsErrorRole).toBool())
        option->backgroundBrush
            = PaletteColors::background(option->palette, PaletteColors::Tone::Error);
    if (isMuted(index)) {
        option->palette.setColor(
            QPalette::Text,
            PaletteColors::color(option->palette, PaletteColors::Role::NeutralText));
    } else if (index.column() == MessageLogModel::DirectionColumn) {
        // The arrow in the colour of its direction: received and sent tell apart at a glance.
        const int direction = index.data(MessageLogModel::DirectionRole).toInt();
        if (direction == int(TrafficEvent::Direction::Incoming))
            option->palette.setColor(
                QPalette::Text,
                PaletteColors::color(option->palette, PaletteColors::Role::LogIncoming));
        else if (direction == int(TrafficEvent::Direction::Outgoing))
            option->palette.setColor(
                QPalette::Text,
                PaletteColors::color(option->palette, PaletteColors::Role::LogOutgoing));
    }
    // What the user did stands out from the traffic it caused.
    if (index.data(MessageLogModel::KindRole).toInt() == int(TrafficEvent::Kind::UserAction))
        option->font.setBold(true);
}

bool MessageLogDelegate::helpEvent(QHelpEvent *event,
                                   QAbstractItemView *view,
                                   const QStyleOptionViewItem &option,
                                   const QModelIndex &index)
{
    if (event->type() != QEvent::ToolTip || !index.isValid())
        return QStyledItemDelegate::helpEvent(event, view, option, index);
    QString tip = index.data(Qt::ToolTipRole).toString();
    if (tip.isEmpty()) {
        // An elided cell shows its whole text on hover.
        const QString text = index.data(Qt::DisplayRole).toString();
        const int available = view->visualRect(index).width() - 8;
        if (option.fontMetrics.horizontalAdvance(DisplayText::firstLine(text)) > available)
            tip = text;
    }
    if (tip.isEmpty()) {
        QToolTip::hideText();
        return true;
    }
    // Plain text: a summary may contain markup-like characters from the server.
    QToolTip::showText(event->globalPos(), ServerText::toolTip(tip, 2000), view);
    return true;
}
