// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "catalogdock.h"

#include "catalogmodel.h"
#include "widgets/fontunits.h"
#include "widgets/servertext.h"
#include "widgets/svgicon.h"

#include <core/catalog/servercatalog.h>

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

// The rows ServerCatalog::filter() keeps (name, command line or URL), in the model's order.
// The ids are asked of the catalog again after any change to the model: the cache is marked
// stale by connections made before the proxy's own, so it is fresh when the proxy filters.
class CatalogFilterProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setCatalogModel(CatalogModel *model)
    {
        const auto stale = [this] { m_stale = true; };
        connect(model, &QAbstractItemModel::rowsInserted, this, stale);
        connect(model, &QAbstractItemModel::rowsRemoved, this, stale);
        connect(model, &QAbstractItemModel::rowsMoved, this, stale);
        connect(model, &QAbstractItemModel::dataChanged, this, [this] { m_stale = true; });
        connect(model, &QAbstractItemModel::modelReset, this, [this] { m_stale = true; });
        m_model = model;
        m_stale = true;
        setSourceModel(model);
    }
    void setText(const QString &text)
    {
        m_text = text;
        m_stale = true;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        if (m_text.isEmpty() || !m_model)
            return true;
        if (m_stale) {
            const QStringList ids = m_model->catalog().filter(m_text);
            m_kept = QSet<QString>(ids.begin(), ids.end());
            m_stale = false;
        }
        return m_kept.contains(m_model->idAt(row)) && !parent.isValid();
    }

private:
    CatalogModel *m_model = nullptr;
    QString m_text;
    mutable QSet<QString> m_kept;
    mutable bool m_stale = true;
};

namespace {

// Enter on a row connects, as a double-click does; F2 (the view's own edit key) renames. A
// Return that ends an inline rename reaches the view too (the editor ignores it and the
// delegate commits later): it must not connect.
class CatalogTreeView : public QTreeView
{
public:
    CatalogTreeView(QAction *connectAction, QWidget *parent)
        : QTreeView(parent)
        , m_connect(connectAction)
    {}

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)
            && state() != EditingState && currentIndex().isValid()) {
            m_connect->trigger();
            event->accept();
            return;
        }
        QTreeView::keyPressEvent(event);
    }

private:
    QAction *m_connect;
};

} // namespace

CatalogDock::CatalogDock(QWidget *parent)
    : QDockWidget(tr("Servers"), parent)
    , m_proxy(new CatalogFilterProxy(this))
    , m_filter(new QLineEdit(this))
    , m_view(nullptr)
    , m_problem(ServerText::label(u"catalogProblem"_s, this))
    , m_secrets(ServerText::label(u"catalogSecrets"_s, this))
    , m_menu(new QMenu(this))
{
    setObjectName(u"catalogDock"_s);
    toggleViewAction()->setObjectName(u"catalogDockToggleAction"_s);
    auto *body = new QWidget(this);
    m_filter->setObjectName(u"catalogFilter"_s);
    m_filter->setToolTip(tr("Shows the servers whose name, command line or URL contains this"));
    m_filter->setClearButtonEnabled(true);
    body->setObjectName(u"catalogBody"_s);
    QWidget *toolBar = createToolBar(); // the actions, which the view's Enter key triggers
    m_view = new CatalogTreeView(actionConnect, this);
    m_view->setObjectName(u"catalogView"_s);
    m_view->setAccessibleName(tr("Servers"));
    m_view->setAccessibleDescription(
        tr("The server catalog: Enter or a double-click connects to the selected server"));
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::EditKeyPressed);
    m_view->setDragDropMode(QAbstractItemView::InternalMove); // drag a row to reorder
    m_view->setDefaultDropAction(Qt::MoveAction);
    m_view->setDropIndicatorShown(true);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setModel(m_proxy);
    m_view->header()->setStretchLastSection(true);
    ServerText::installPlainToolTips(m_view);
    m_problem->setVisible(false);
    m_secrets->setEnabled(false); // muted: a note, not a warning
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(toolBar);
    auto *filterRow = new QHBoxLayout;
    QLabel *filterLabel = ServerText::label(u"catalogFilterLabel"_s, body);
    filterLabel->setText(tr("&Filter:"));
    filterLabel->setBuddy(m_filter);
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(m_filter, 1);
    layout->addLayout(filterRow);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_problem);
    layout->addWidget(m_secrets);
    setWidget(body);
    for (QAction *action :
         {actionConnect, actionEdit, actionRename, actionDuplicate, actionRemove, actionExport})
        m_menu->addAction(action);
    connect(m_filter, &QLineEdit::textChanged, this, &CatalogDock::setFilterText);
    connect(m_view, &QAbstractItemView::doubleClicked, actionConnect, &QAction::trigger);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        if (m_view->indexAt(at).isValid())
            m_menu->popup(m_view->viewport()->mapToGlobal(at));
    });
    connect(actionRename, &QAction::triggered, this, &CatalogDock::renameCurrent);
    updateActions();
}

QAction *
CatalogDock::createAction(const QString &text, const QString &objectName, const QString &tip)
{
    auto *action = new QAction(text, this);
    action->setObjectName(objectName);
    action->setToolTip(tip);
    return action;
}

QWidget *CatalogDock::createToolBar()
{
    actionAdd = createAction(tr("Add…"), u"catalogAdd"_s, tr("Add a server to the catalog"));
    actionAddCurrent = createAction(tr("Add Current Connection"),
                                    u"catalogAddCurrent"_s,
                                    tr("Add the connection bar's server to the catalog"));
    actionImport = createAction(tr("Import…"),
                                u"catalogImport"_s,
                                tr("Import servers from other MCP clients' config files"));
    actionEdit = createAction(tr("Edit…"), u"catalogEdit"_s, tr("Edit the selected server"));
    actionDuplicate = createAction(tr("Duplicate"), u"catalogDuplicate"_s, tr("Copy the server"));
    actionRename = createAction(tr("Rename"), u"catalogRename"_s, tr("Rename the server (F2)"));
    actionRemove = createAction(tr("Remove…"), u"catalogRemove"_s, tr("Remove the server"));
    actionMoveUp = createAction(tr("Move Up"), u"catalogMoveUp"_s, tr("Move the server up"));
    actionMoveDown
        = createAction(tr("Move Down"), u"catalogMoveDown"_s, tr("Move the server down"));
    actionConnect = createAction(
        tr("Connect"), u"catalogConnect"_s, tr("Connect to the server (double-click or Enter)"));
    actionExport = createAction(tr("Export…"),
                                u"catalogExport"_s,
                                tr("Write the server as a snippet for another MCP client"));
    // The desktop's icons where its theme has them, else ours: SVG, sharp at any scale.
    actionAdd->setIcon(QIcon::fromTheme(u"list-add"_s, SvgIcon::themed(u"list-add"_s)));
    actionRemove->setIcon(QIcon::fromTheme(u"list-remove"_s, SvgIcon::themed(u"list-remove"_s)));
    actionMoveUp->setIcon(SvgIcon::themed(u"go-up"_s));
    actionMoveDown->setIcon(SvgIcon::themed(u"go-down"_s));
    actionConnect->setIcon(SvgIcon::themed(u"connect"_s));
    auto *bar = new QToolBar(this);
    bar->setObjectName(u"catalogToolBar"_s);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->setIconSize(QSize(16, 16));
    auto *more = new QMenu(bar);
    more->setObjectName(u"catalogMoreMenu"_s);
    more->addActions({actionAddCurrent, actionImport, actionExport});
    more->addSeparator();
    more->addActions({actionDuplicate, actionRename, actionRemove});
    bar->addAction(actionAdd);
    bar->addAction(actionEdit);
    bar->addAction(actionMoveUp);
    bar->addAction(actionMoveDown);
    bar->addAction(actionConnect);
    QAction *moreAction = bar->addAction(tr("More"));
    moreAction->setObjectName(u"catalogMore"_s);
    moreAction->setMenu(more);
    if (auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(moreAction)))
        button->setPopupMode(QToolButton::InstantPopup);
    for (QAction *action : {actionMoveUp, actionMoveDown, actionConnect})
        action->setIconVisibleInMenu(true);
    for (QAction *action : {actionMoveUp, actionMoveDown}) {
        action->setText(action == actionMoveUp ? u"↑"_s : u"↓"_s);
        // The button shows an arrow; a screen reader says what it does.
        if (QWidget *button = bar->widgetForAction(action))
            button->setAccessibleName(action == actionMoveUp ? tr("Move Up") : tr("Move Down"));
    }
    return bar;
}

void CatalogDock::setModel(CatalogModel *model)
{
    m_model = model;
    m_proxy->setCatalogModel(model);
    m_view->header()->setSectionResizeMode(CatalogModel::NameColumn, QHeaderView::Interactive);
    m_view->setColumnWidth(CatalogModel::NameColumn, FontUnits::chars(m_view, 17));
    m_view->setColumnWidth(CatalogModel::TransportColumn, FontUnits::chars(m_view, 11));
    m_view->setColumnWidth(CatalogModel::EraColumn, FontUnits::chars(m_view, 8));
    connect(m_view->selectionModel(),
            &QItemSelectionModel::currentChanged,
            this,
            &CatalogDock::updateActions);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &CatalogDock::updateActions);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &CatalogDock::updateActions);
    connect(m_proxy, &QAbstractItemModel::rowsMoved, this, &CatalogDock::updateActions);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &CatalogDock::updateActions);
    // A move in the source is a layout change in the proxy.
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &CatalogDock::updateActions);
    updateActions();
}

QString CatalogDock::currentId() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(CatalogModel::IdRole).toString() : QString();
}

void CatalogDock::selectId(const QString &id)
{
    if (!m_model)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->indexOf(id));
    if (!index.isValid())
        return;
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
}

void CatalogDock::renameCurrent()
{
    const QModelIndex current = m_view->currentIndex();
    if (current.isValid())
        m_view->edit(current.siblingAtColumn(CatalogModel::NameColumn));
}

void CatalogDock::setFilterText(const QString &text)
{
    if (m_filter->text() != text)
        m_filter->setText(text); // comes back here through textChanged
    else
        m_proxy->setText(text.trimmed());
    updateActions();
}

void CatalogDock::showProblem(const QString &message)
{
    ServerText::setText(m_problem, message);
    m_problem->setVisible(!message.isEmpty());
}

void CatalogDock::clearProblem()
{
    showProblem({});
}

QString CatalogDock::problem() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void CatalogDock::setSecretsWhere(const QString &text)
{
    ServerText::setText(m_secrets, text);
}

void CatalogDock::updateActions()
{
    const bool loaded = m_model != nullptr;
    const QModelIndex current = m_view->currentIndex();
    const bool selected = current.isValid();
    for (QAction *action : {actionAdd, actionAddCurrent, actionImport})
        action->setEnabled(loaded);
    for (QAction *action :
         {actionEdit, actionDuplicate, actionRename, actionRemove, actionConnect, actionExport})
        action->setEnabled(selected);
    // Reordering a filtered list would move rows the user cannot see past each other.
    const bool unfiltered = m_filter->text().trimmed().isEmpty();
    actionMoveUp->setEnabled(selected && unfiltered && current.row() > 0);
    m_view->setDragEnabled(unfiltered);
    actionMoveDown->setEnabled(selected && unfiltered && current.row() < m_proxy->rowCount() - 1);
}
