// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "menuactions.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>

using namespace Qt::StringLiterals;

namespace {

void collectMenuActions(const QList<QAction *> &actions,
                        const QStringList &path,
                        QList<MenuAction> *into)
{
    for (QAction *action : actions) {
        if (action->isSeparator())
            continue;
        if (QMenu *menu = action->menu()) {
            collectMenuActions(menu->actions(),
                               path + QStringList{MenuActions::withoutMnemonic(menu->title())},
                               into);
            continue;
        }
        into->append({action, path});
    }
}

} // namespace

QString MenuAction::title() const
{
    return action ? MenuActions::withoutMnemonic(action->text()) : QString();
}

QString MenuAction::pathText() const
{
    return (path + QStringList{title()}).join(u" › "_s);
}

QString MenuAction::menuText() const
{
    return path.join(u" › "_s);
}

QList<MenuAction> MenuActions::of(const QMenuBar *bar)
{
    QList<MenuAction> actions;
    if (bar)
        collectMenuActions(bar->actions(), {}, &actions);
    return actions;
}

QString MenuActions::withoutMnemonic(const QString &text)
{
    QString plain;
    plain.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == u'&') {
            if (i + 1 < text.size() && text.at(i + 1) == u'&')
                plain.append(u'&');
            else
                continue;
            ++i;
            continue;
        }
        plain.append(text.at(i));
    }
    return plain;
}
