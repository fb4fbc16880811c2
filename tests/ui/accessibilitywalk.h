// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAccessible>
#include <QSet>
#include <QStringList>

class QAccessibleInterface;
class QWidget;

namespace UiTest {

// Walks the accessibility tree a screen reader sees (QAccessible::queryAccessibleInterface,
// which needs no AT-SPI bridge, so it works on the offscreen platform) and collects every
// shown interactive node without a name: what a screen reader would announce as "button" or
// "edit" and nothing else. Invisible subtrees (hidden widgets, other tab pages) are skipped:
// a test shows them (switches tabs, opens docks) and walks again.
class AccessibilityWalk
{
public:
    // Walks the widget's tree; may be called for several roots (the window, its dialogs).
    void walk(QWidget *root);

    // Each unnamed interactive node once: its role, class#objectName and its parent chain.
    QStringList unnamed() const { return m_unnamed; }
    // How many nodes were visited, over every walk.
    int visited() const { return m_visited; }

    static bool isInteractive(QAccessible::Role role);
    static QString roleName(QAccessible::Role role);
    // "Role class#objectName" for a failure message.
    static QString describe(QAccessibleInterface *node);

private:
    void visit(QAccessibleInterface *node, const QStringList &chain, int depth);

    QStringList m_unnamed;
    QSet<QString> m_seen;
    int m_visited = 0;
};

} // namespace UiTest
