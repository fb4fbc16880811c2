// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "accessibilitywalk.h"

#include <QAccessibleInterface>
#include <QMetaEnum>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace UiTest {

namespace {
// Deeper than any real widget tree: a loop in a custom interface ends here instead of hanging.
constexpr int kMaxAccessibleDepth = 80;
} // namespace

bool AccessibilityWalk::isInteractive(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::Dial:
    case QAccessible::PageTab:
    case QAccessible::List:
    case QAccessible::Tree:
    case QAccessible::Table:
    case QAccessible::MenuItem:
    case QAccessible::Link:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::ButtonDropGrid:
    case QAccessible::HotkeyField:
        return true;
    default:
        return false;
    }
}

QString AccessibilityWalk::roleName(QAccessible::Role role)
{
    const char *key = QMetaEnum::fromType<QAccessible::Role>().valueToKey(role);
    return key ? QString::fromLatin1(key) : u"role %1"_s.arg(int(role));
}

QString AccessibilityWalk::describe(QAccessibleInterface *node)
{
    const QObject *object = node->object();
    const QString what
        = object ? u"%1#%2"_s.arg(QString::fromLatin1(object->metaObject()->className()),
                                  object->objectName())
                 : u"(no object)"_s;
    return u"%1 %2"_s.arg(roleName(node->role()), what);
}

void AccessibilityWalk::walk(QWidget *root)
{
    if (QAccessibleInterface *node = QAccessible::queryAccessibleInterface(root))
        visit(node, {}, 0);
}

void AccessibilityWalk::visit(QAccessibleInterface *node, const QStringList &chain, int depth)
{
    if (!node || !node->isValid() || depth > kMaxAccessibleDepth)
        return;
    const QAccessible::State state = node->state();
    if (state.invisible)
        return;
    ++m_visited;
    const QString self = describe(node);
    if (isInteractive(node->role()) && node->text(QAccessible::Name).trimmed().isEmpty()) {
        const QString entry = u"%1   in %2"_s.arg(self, chain.join(u" < "_s));
        if (!m_seen.contains(entry)) {
            m_seen.insert(entry);
            m_unnamed << entry;
        }
    }
    // A table's or list's cells are checked by the tests that read them: walking every cell of
    // a long log says nothing more about names.
    const QAccessible::Role role = node->role();
    if (role == QAccessible::Table || role == QAccessible::Tree || role == QAccessible::List)
        return;
    QStringList inner{self};
    inner << chain;
    const int count = node->childCount();
    for (int i = 0; i < count; ++i)
        visit(node->child(i), inner, depth + 1);
}

} // namespace UiTest
