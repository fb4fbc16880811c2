// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "savedcallspane.h"

#include "palettecolors.h"
#include "savedcalllistmodel.h"
#include "savedcallstore.h"
#include "widgets/fontunits.h"
#include "widgets/servertext.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

SavedCallsPane::SavedCallsPane(SavedCallStore *store, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_model(new SavedCallListModel(store, this))
    , m_status(ServerText::label(u"savedCallsStatus"_s, this))
    , m_problem(ServerText::label(u"savedCallsProblem"_s, this))
    , m_addServer(new QPushButton(tr("&Add Server to Catalog"), this))
    , m_view(new QTreeView(this))
    , m_run(new QPushButton(tr("&Run"), this))
    , m_edit(new QPushButton(tr("&Edit"), this))
    , m_rename(new QPushButton(tr("Re&name…"), this))
    , m_remove(new QPushButton(tr("Remo&ve"), this))
    , m_undoBar(new QWidget(this))
    , m_undoText(ServerText::label(u"savedCallsUndoText"_s, m_undoBar))
{
    m_addServer->setObjectName(u"addServerToCatalogButton"_s);
    m_addServer->setToolTip(tr("Keep this server in the catalog (servers.json), so calls can "
                               "be saved under it"));
    m_view->setObjectName(u"savedCallsView"_s);
    m_view->setAccessibleName(tr("Saved calls"));
    m_view->setAccessibleDescription(tr("The calls saved for this server: name, kind and target"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->header()->setStretchLastSection(true);
    m_view->setColumnWidth(SavedCallListModel::NameColumn, FontUnits::chars(m_view, 31));
    m_view->setColumnWidth(SavedCallListModel::KindColumn, FontUnits::chars(m_view, 10));
    m_view->setColumnWidth(SavedCallListModel::TargetColumn, FontUnits::chars(m_view, 22));
    ServerText::installPlainToolTips(m_view);
    PaletteColors::setTextTone(m_problem, PaletteColors::Tone::Error);
    m_problem->hide();
    m_run->setObjectName(u"runSavedCallButton"_s);
    m_run->setToolTip(tr("Send the call as it was saved; the result shows where a call's does"));
    m_edit->setObjectName(u"editSavedCallButton"_s);
    m_edit->setToolTip(tr("Put the call in the Tools or Prompts form to change and send it"));
    m_rename->setObjectName(u"renameSavedCallButton"_s);
    m_remove->setObjectName(u"removeSavedCallButton"_s);

    auto *top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_addServer);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_edit);
    buttons->addStretch(1);
    buttons->addWidget(m_rename);
    buttons->addWidget(m_remove);
    m_undoBar->setObjectName(u"savedCallsUndoBar"_s);
    auto *undo = new QPushButton(tr("&Undo"), m_undoBar);
    undo->setObjectName(u"undoRemoveSavedCallButton"_s);
    undo->setToolTip(tr("Put the removed call back where it was (Ctrl+Z)"));
    auto *undoLayout = new QHBoxLayout(m_undoBar);
    undoLayout->setContentsMargins(0, 0, 0, 0);
    undoLayout->addWidget(m_undoText, 1);
    undoLayout->addWidget(undo);
    m_undoBar->hide();
    // In the list (and the pane's buttons), not window-wide: Ctrl+Z in a form edits text.
    auto *undoShortcut = new QShortcut(QKeySequence::Undo, this);
    undoShortcut->setContext(Qt::WidgetWithChildrenShortcut);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_problem);
    layout->addWidget(m_undoBar);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);

    connect(m_addServer, &QPushButton::clicked, this, &SavedCallsPane::addServerRequested);
    connect(m_run, &QPushButton::clicked, this, [this] {
        if (const std::optional<SavedCall> call = selected())
            Q_EMIT runRequested(*call);
    });
    connect(m_view, &QTreeView::doubleClicked, m_run, &QPushButton::click);
    connect(m_edit, &QPushButton::clicked, this, [this] {
        if (const std::optional<SavedCall> call = selected())
            Q_EMIT editRequested(*call);
    });
    connect(m_rename, &QPushButton::clicked, this, &SavedCallsPane::renameSelected);
    connect(m_remove, &QPushButton::clicked, this, &SavedCallsPane::removeSelected);
    connect(undo, &QPushButton::clicked, this, &SavedCallsPane::undoRemove);
    connect(undoShortcut, &QShortcut::activated, this, &SavedCallsPane::undoRemove);
    connect(m_view->selectionModel(),
            &QItemSelectionModel::selectionChanged,
            this,
            &SavedCallsPane::updateWidgets);
    connect(m_model, &QAbstractItemModel::modelReset, this, &SavedCallsPane::updateWidgets);
    connect(store, &SavedCallStore::entryChanged, this, [this] { m_problem->hide(); });
    updateWidgets();
}

QString SavedCallsPane::statusText() const
{
    return m_status->text();
}

bool SavedCallsPane::selectCall(const QString &name)
{
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (m_model->callAt(row).name == name) {
            m_view->setCurrentIndex(m_model->index(row, 0));
            return true;
        }
    }
    return false;
}

void SavedCallsPane::showProblem(const QString &problem)
{
    ServerText::setText(m_problem, problem);
    m_problem->setVisible(!problem.isEmpty());
}

std::optional<SavedCall> SavedCallsPane::selected() const
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid() || !m_view->selectionModel()->isRowSelected(current.row()))
        return std::nullopt;
    return m_store->call(m_model->callAt(current.row()).id);
}

void SavedCallsPane::updateWidgets()
{
    const bool inCatalog = m_store->hasEntry();
    if (!m_store->catalog())
        m_status->setText(tr("No catalog: calls cannot be saved."));
    else if (!inCatalog)
        m_status->setText(tr("This server is not in the catalog. Saved calls are kept under a "
                             "catalog server: Save Call… in the Tools or Prompts tab adds it."));
    else if (m_model->rowCount() == 0)
        ServerText::setText(m_status,
                            tr("No saved calls for %1 yet: Save Call… in the Tools or Prompts "
                               "tab keeps one here.")
                                .arg(m_store->entryName()));
    else
        ServerText::setText(
            m_status,
            tr("%n saved call(s) for %1", nullptr, m_model->rowCount()).arg(m_store->entryName()));
    m_addServer->setVisible(m_store->catalog() && !inCatalog);
    const QString removed = m_store->undoableRemoval();
    if (!removed.isEmpty())
        ServerText::setText(m_undoText, tr("Removed \"%1\".").arg(removed));
    m_undoBar->setVisible(!removed.isEmpty());
    const bool one = selected().has_value();
    for (QPushButton *button : {m_run, m_edit, m_rename, m_remove})
        button->setEnabled(one);
}

void SavedCallsPane::renameSelected()
{
    const std::optional<SavedCall> call = selected();
    if (!call)
        return;
    // Not modal-blocking: the window keeps running (and tests type into it).
    auto *dialog = new QInputDialog(this);
    dialog->setObjectName(u"renameSavedCallDialog"_s);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Rename Saved Call"));
    dialog->setLabelText(tr("New name (unique for this server):"));
    dialog->setTextValue(call->name);
    const QString id = call->id;
    connect(dialog, &QInputDialog::textValueSelected, this, [this, id](const QString &name) {
        QString error;
        showProblem(m_store->rename(id, name, &error) ? QString() : error);
    });
    dialog->open();
}

void SavedCallsPane::removeSelected()
{
    if (const std::optional<SavedCall> call = selected()) {
        QString error;
        showProblem(m_store->remove(call->id, &error) ? QString() : error);
    }
}

void SavedCallsPane::undoRemove()
{
    const QString name = m_store->undoableRemoval();
    if (name.isEmpty())
        return;
    QString error;
    showProblem(m_store->undoRemove(&error) ? QString() : error);
    selectCall(name);
}
