// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "shortcutsettings.h"

#include <QAction>
#include <QSettings>
#include <QVariant>

using namespace Qt::StringLiterals;

namespace {

constexpr char kDefaultsProperty[] = "mcpscopeDefaultShortcuts";

QString settingsKey(const QAction *action)
{
    return u"shortcuts/"_s + action->objectName();
}

void rememberDefaults(QAction *action)
{
    if (!action->property(kDefaultsProperty).isValid())
        action->setProperty(kDefaultsProperty, QVariant::fromValue(action->shortcuts()));
}

} // namespace

void ShortcutSettings::apply(const QList<MenuAction> &actions)
{
    QSettings settings;
    for (const MenuAction &entry : actions) {
        QAction *action = entry.action;
        if (!action || action->objectName().isEmpty())
            continue; // no stable id to store it under (the objectName test fails on these)
        rememberDefaults(action);
        const QVariant stored = settings.value(settingsKey(action));
        if (stored.isValid())
            action->setShortcuts(
                QKeySequence::listFromString(stored.toString(), QKeySequence::PortableText));
    }
}

QList<QKeySequence> ShortcutSettings::defaults(const QAction *action)
{
    const QVariant recorded = action->property(kDefaultsProperty);
    return recorded.isValid() ? recorded.value<QList<QKeySequence>>() : action->shortcuts();
}

QList<MenuAction> ShortcutSettings::conflicts(const QList<MenuAction> &actions,
                                              const QAction *self,
                                              const QKeySequence &sequence)
{
    QList<MenuAction> users;
    if (sequence.isEmpty())
        return users;
    for (const MenuAction &entry : actions) {
        if (entry.action && entry.action != self && entry.action->shortcuts().contains(sequence))
            users.append(entry);
    }
    return users;
}

void ShortcutSettings::assign(QAction *action, const QList<QKeySequence> &shortcuts)
{
    rememberDefaults(action);
    action->setShortcuts(shortcuts);
    QSettings settings;
    if (shortcuts == defaults(action))
        settings.remove(settingsKey(action));
    else
        settings.setValue(settingsKey(action),
                          QKeySequence::listToString(shortcuts, QKeySequence::PortableText));
}

void ShortcutSettings::resetToDefault(QAction *action)
{
    assign(action, defaults(action));
}

QString ShortcutSettings::displayText(const QList<QKeySequence> &shortcuts)
{
    return QKeySequence::listToString(shortcuts, QKeySequence::NativeText);
}
