// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "rootseditor.h"

#include "palettecolors.h"
#include "rootlistmodel.h"
#include "widgets/fontunits.h"
#include "widgets/servertext.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// The root's default name: the folder's own name, as file managers show it.
QString nameOf(const QUrl &url)
{
    const QString name = QFileInfo(url.toLocalFile()).fileName();
    return name.isEmpty() ? url.toLocalFile() : name;
}

} // namespace

RootsEditor::RootsEditor(QWidget *parent)
    : QWidget(parent)
    , m_model(new RootListModel(this))
    , m_view(new QTableView(this))
    , m_typed(new QLineEdit(this))
    , m_addTyped(new QPushButton(tr("Add"), this))
    , m_addFolder(new QPushButton(tr("Add Folder…"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
    , m_problem(ServerText::lineLabel(QString(), this))
{
    m_view->setObjectName(u"rootsTable"_s);
    m_view->setAccessibleName(tr("Roots"));
    m_view->setAccessibleDescription(tr("The roots offered to the server: name and URI"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setColumnWidth(RootListModel::NameColumn, FontUnits::chars(m_view, 17));
    m_typed->setObjectName(u"rootUriEdit"_s);
    m_typed->setAccessibleName(tr("Root to add"));
    m_typed->setPlaceholderText(tr("file:///path/to/folder or /path/to/folder"));
    m_typed->setClearButtonEnabled(true);
    m_addTyped->setObjectName(u"addRootButton"_s);
    m_addFolder->setObjectName(u"addRootFolderButton"_s);
    m_remove->setObjectName(u"removeRootButton"_s);
    m_problem->setObjectName(u"rootsProblem"_s);
    m_problem->setWordWrap(true);
    PaletteColors::setTextTone(m_problem, PaletteColors::Tone::Error);
    m_problem->hide();
    auto *note
        = ServerText::caption(tr("The folders this server may work in. roots/list is answered "
                                 "from this list; each edit sends notifications/roots/"
                                 "list_changed. Double-click a name to rename it."),
                              this);
    note->setWordWrap(true);
    PaletteColors::setTextTone(note, PaletteColors::Tone::Neutral);

    auto *addRow = new QHBoxLayout;
    addRow->addWidget(m_typed, 1);
    addRow->addWidget(m_addTyped);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_addFolder);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(note);
    layout->addWidget(m_view, 1);
    layout->addLayout(addRow);
    layout->addLayout(buttons);
    layout->addWidget(m_problem);

    connect(m_addFolder, &QPushButton::clicked, this, &RootsEditor::chooseFolder);
    connect(m_addTyped, &QPushButton::clicked, this, [this] { addTyped(m_typed->text()); });
    connect(m_typed, &QLineEdit::returnPressed, this, [this] { addTyped(m_typed->text()); });
    connect(m_typed, &QLineEdit::textChanged, this, &RootsEditor::updateButtons);
    connect(m_remove, &QPushButton::clicked, this, &RootsEditor::removeSelected);
    connect(m_model, &RootListModel::editRefused, this, &RootsEditor::showProblem);
    connect(m_model, &RootListModel::rootsEdited, this, [this] {
        showProblem({});
        Q_EMIT rootsChanged(m_model->roots());
    });
    connect(m_view->selectionModel(),
            &QItemSelectionModel::selectionChanged,
            this,
            &RootsEditor::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &RootsEditor::updateButtons);
    updateButtons();
}

void RootsEditor::setRoots(const QList<Root> &roots)
{
    m_model->setRoots(roots);
    showProblem({});
}

QList<Root> RootsEditor::roots() const
{
    return m_model->roots();
}

bool RootsEditor::addFolder(const QString &path)
{
    const QUrl url = QUrl::fromLocalFile(QDir::cleanPath(path));
    const QString problem = m_model->addRoot({url.toString(QUrl::FullyEncoded), nameOf(url)});
    showProblem(problem);
    return problem.isEmpty();
}

bool RootsEditor::addTyped(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        showProblem(tr("Type a file:// URI or an absolute path first."));
        return false;
    }
    if (QDir::isAbsolutePath(trimmed) && !trimmed.contains("://"_L1)) {
        if (!addFolder(trimmed))
            return false;
        m_typed->clear();
        return true;
    }
    const QUrl url(trimmed, QUrl::StrictMode);
    const QString problem
        = m_model->addRoot({trimmed, url.isLocalFile() ? nameOf(url) : QString()});
    showProblem(problem);
    if (problem.isEmpty())
        m_typed->clear();
    return problem.isEmpty();
}

void RootsEditor::removeSelected()
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (!rows.isEmpty())
        m_model->removeRoot(rows.first().row());
}

void RootsEditor::chooseFolder()
{
    const QString path = QFileDialog::getExistingDirectory(this, tr("Add a Root Folder"));
    if (!path.isEmpty())
        addFolder(path);
}

void RootsEditor::showProblem(const QString &problem)
{
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
}

void RootsEditor::updateButtons()
{
    m_remove->setEnabled(m_view->selectionModel()->hasSelection());
    m_addTyped->setEnabled(!m_typed->text().trimmed().isEmpty());
}
