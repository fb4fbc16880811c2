// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "validationsummary.h"

#include "palettecolors.h"
#include "widgets/servertext.h"

#include <core/schema/schemaformmodel.h>

#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

struct Problem
{
    QString pointer;
    QString message;
};

void collect(const SchemaFormModel &model, const QModelIndex &parent, QList<Problem> &out)
{
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, SchemaFormModel::NameColumn, parent);
        const QString pointer = index.data(SchemaFormModel::JsonPointerRole).toString();
        for (const QString &message : index.data(SchemaFormModel::MessagesRole).toStringList())
            out.append({pointer, message});
        collect(model, index, out);
    }
}

} // namespace

ValidationSummary::ValidationSummary(QWidget *parent)
    : QWidget(parent)
    , m_title(ServerText::lineLabel(QString(), this))
    , m_list(new QListWidget(this))
{
    m_list->setObjectName(u"validationList"_s);
    m_list->setToolTip(tr("Click a problem to go to its field"));
    m_list->setUniformItemSizes(true);
    PaletteColors::setTextTone(m_title, PaletteColors::Tone::Error);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addWidget(m_list);
    const auto activate = [this](QListWidgetItem *item) {
        Q_EMIT problemActivated(item->data(Qt::UserRole).toString());
    };
    connect(m_list, &QListWidget::itemClicked, this, activate);
    connect(m_list, &QListWidget::itemActivated, this, activate);
    hide();
}

void ValidationSummary::update(const SchemaFormModel &model)
{
    QList<Problem> problems;
    for (const QString &message : model.messages({}))
        problems.append({QString(), message});
    collect(model, {}, problems);
    m_problems.clear();
    m_list->clear();
    for (const Problem &problem : problems) {
        const QString line = (problem.pointer.isEmpty() ? tr("(root)") : problem.pointer) + u": "_s
                             + problem.message;
        m_problems << line;
        auto *item = new QListWidgetItem(ServerText::line(line, 1000), m_list);
        item->setData(Qt::UserRole, problem.pointer);
        item->setToolTip(ServerText::toolTip(line));
    }
    m_title->setText(tr("%n problem(s) — click one to go to its field", nullptr, problems.size()));
    // A few lines are enough to see that there are problems; the list scrolls for more.
    const int rows = std::min<int>(problems.size(), 4);
    m_list->setFixedHeight(m_list->sizeHintForRow(0) * rows + m_list->frameWidth() * 2 + 2);
    setVisible(!problems.isEmpty());
}
