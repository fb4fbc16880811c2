// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "accessibledefaults.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QKeySequenceEdit>
#include <QLineEdit>
#include <QToolButton>

using namespace Qt::StringLiterals;

void AccessibleDefaults::install()
{
    if (!qApp || qApp->findChild<AccessibleDefaults *>(QString(), Qt::FindDirectChildrenOnly))
        return;
    qApp->installEventFilter(new AccessibleDefaults(qApp));
}

bool AccessibleDefaults::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::Polish)
        return false;
    if (auto *edit = qobject_cast<QLineEdit *>(watched)) {
        // Qt's clear action (a child of the edit, not in its actions()) has no text; its
        // button takes its name from it.
        auto *clear
            = edit->findChild<QAction *>(u"_q_qlineeditclearaction"_s, Qt::FindDirectChildrenOnly);
        if (clear && clear->text().isEmpty())
            clear->setText(tr("Clear"));
        // An editable combo box's line edit is a node of its own: it takes the box's name.
        const auto *combo = qobject_cast<const QComboBox *>(edit->parentWidget());
        if (combo && edit->accessibleName().isEmpty())
            edit->setAccessibleName(combo->accessibleName());
        // So is a key sequence edit's (where a shortcut is typed).
        const auto *keys = qobject_cast<const QKeySequenceEdit *>(edit->parentWidget());
        if (keys && edit->accessibleName().isEmpty())
            edit->setAccessibleName(keys->accessibleName().isEmpty() ? tr("Shortcut")
                                                                     : keys->accessibleName());
    } else if (auto *button = qobject_cast<QToolButton *>(watched)) {
        if (button->objectName() == "qt_toolbar_ext_button"_L1
            && button->accessibleName().isEmpty())
            button->setAccessibleName(tr("More tools"));
    }
    return false;
}
