// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "shortcutsdialog.h"

#include "shortcutsettings.h"
#include "widgets/servertext.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeySequenceEdit>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ShortcutListModel::ShortcutListModel(const QMenuBar *bar, QObject *parent)
    : QAbstractTableModel(parent)
    , m_actions(MenuActions::of(bar))
{}

QAction *ShortcutListModel::actionAt(int row) const
{
    return row >= 0 && row < m_actions.size() ? m_actions.at(row).action.data() : nullptr;
}

int ShortcutListModel::rowOf(const QString &objectName) const
{
    for (int row = 0; row < m_actions.size(); ++row) {
        if (m_actions.at(row).action && m_actions.at(row).action->objectName() == objectName)
            return row;
    }
    return -1;
}

void ShortcutListModel::shortcutsChanged()
{
    if (!m_actions.isEmpty())
        Q_EMIT dataChanged(index(0, ShortcutColumn), index(rowCount() - 1, ShortcutColumn));
}

int ShortcutListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_actions.size());
}

int ShortcutListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ShortcutListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const MenuAction &entry = m_actions.at(index.row());
    if (!entry.action)
        return {};
    if (role == ObjectNameRole)
        return entry.action->objectName();
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case ActionColumn:
        return entry.title();
    case MenuColumn:
        return entry.menuText();
    case ShortcutColumn:
        return ShortcutSettings::displayText(entry.action->shortcuts());
    default:
        return {};
    }
}

QVariant ShortcutListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ActionColumn:
        return tr("Action");
    case MenuColumn:
        return tr("Menu");
    case ShortcutColumn:
        return tr("Shortcut");
    default:
        return {};
    }
}

ShortcutsDialog::ShortcutsDialog(const QMenuBar *bar, QWidget *parent)
    : QDialog(parent)
    , m_model(new ShortcutListModel(bar, this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(u"shortcutsDialog"_s);
    setWindowTitle(tr("Keyboard Shortcuts"));
    auto *layout = new QVBoxLayout(this);
    QLabel *searchCaption = ServerText::caption(tr("&Search:"), this);
    m_search = new QLineEdit(this);
    m_search->setObjectName(u"shortcutsSearch"_s);
    m_search->setAccessibleName(tr("Search shortcuts"));
    m_search->setToolTip(tr("Shows the actions whose name, menu or shortcut contains this text"));
    searchCaption->setBuddy(m_search);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_view = new QTreeView(this);
    m_view->setObjectName(u"shortcutsView"_s);
    m_view->setAccessibleName(tr("Actions and their shortcuts"));
    m_view->setModel(m_proxy);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->header()->setSectionResizeMode(ShortcutListModel::ActionColumn,
                                           QHeaderView::ResizeToContents);
    auto *searchRow = new QHBoxLayout;
    searchRow->addWidget(searchCaption);
    searchRow->addWidget(m_search, 1);
    layout->addLayout(searchRow);
    layout->addWidget(m_view, 1);
    layout->addWidget(createEditRow());
    m_problem = ServerText::caption(QString(), this);
    m_problem->setObjectName(u"shortcutsProblem"_s);
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // A plain text filter, never a pattern: what the user types is what is looked for.
    connect(
        m_search, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        showSelected();
    });
    resize(720, 520);
    if (m_proxy->rowCount() > 0)
        m_view->setCurrentIndex(m_proxy->index(0, 0));
    showSelected();
}

QWidget *ShortcutsDialog::createEditRow()
{
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    QLabel *caption = ServerText::caption(tr("Shortc&ut:"), row);
    m_editor = new QKeySequenceEdit(row);
    m_editor->setObjectName(u"shortcutEditor"_s);
    m_editor->setAccessibleName(tr("New shortcut"));
    m_editor->setToolTip(tr("Press the keys of the new shortcut for the selected action"));
    caption->setBuddy(m_editor);
    m_clear = new QPushButton(tr("C&lear"), row);
    m_clear->setObjectName(u"clearShortcutButton"_s);
    m_clear->setToolTip(tr("The selected action gets no shortcut"));
    m_reset = new QPushButton(tr("&Reset to Default"), row);
    m_reset->setObjectName(u"resetShortcutButton"_s);
    m_reset->setToolTip(tr("Gives the selected action its original shortcuts back"));
    layout->addWidget(caption);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_clear);
    layout->addWidget(m_reset);
    connect(m_editor, &QKeySequenceEdit::editingFinished, this, &ShortcutsDialog::assignEdited);
    connect(m_clear, &QPushButton::clicked, this, [this] { setSelectedShortcuts({}); });
    connect(m_reset, &QPushButton::clicked, this, [this] {
        if (QAction *action = selectedAction()) {
            m_problem->clear();
            ShortcutSettings::resetToDefault(action);
            m_model->shortcutsChanged();
            showSelected();
        }
    });
    return row;
}

QString ShortcutsDialog::problemText() const
{
    return m_problem->text();
}

bool ShortcutsDialog::selectAction(const QString &objectName)
{
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(m_model->rowOf(objectName), 0));
    if (!index.isValid())
        return false;
    m_view->setCurrentIndex(index);
    return true;
}

QAction *ShortcutsDialog::selectedAction() const
{
    return m_model->actionAt(m_proxy->mapToSource(m_view->currentIndex()).row());
}

void ShortcutsDialog::showSelected()
{
    QAction *action = selectedAction();
    for (QWidget *control : std::initializer_list<QWidget *>{m_editor, m_clear, m_reset})
        control->setEnabled(action != nullptr);
    const QSignalBlocker quiet(m_editor);
    m_editor->setKeySequence(action ? action->shortcut() : QKeySequence());
}

void ShortcutsDialog::assignEdited()
{
    const QKeySequence typed = m_editor->keySequence();
    setSelectedShortcuts(typed.isEmpty() ? QList<QKeySequence>{} : QList<QKeySequence>{typed});
}

// The typed shortcut replaces the action's (Reset to Default gives every default back); one
// another action uses is refused, naming that action, so no key ever means two things.
void ShortcutsDialog::setSelectedShortcuts(const QList<QKeySequence> &shortcuts)
{
    QAction *action = selectedAction();
    if (!action)
        return;
    for (const QKeySequence &sequence : shortcuts) {
        const QList<MenuAction> users
            = ShortcutSettings::conflicts(m_model->actions(), action, sequence);
        if (!users.isEmpty()) {
            m_problem->setText(
                tr("%1 is already the shortcut of %2: choose another one, or "
                   "change that action's first.")
                    .arg(sequence.toString(QKeySequence::NativeText), users.first().pathText()));
            showSelected();
            return;
        }
    }
    m_problem->clear();
    ShortcutSettings::assign(action, shortcuts);
    m_model->shortcutsChanged();
    showSelected();
}
