// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "interfacediffdialog.h"

#include "widgets/fontunits.h"
#include "widgets/servertext.h"

#include <core/schema/jsonpointer.h>
#include <core/snapshot/interfacediff.h>

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

enum Column { WhatColumn, BeforeColumn, AfterColumn };

// One cell of server text: one visible line, the whole (capped) text in the tooltip.
void setCell(QTreeWidgetItem *item, int column, const QString &text)
{
    item->setText(column, ServerText::line(text));
    item->setToolTip(column, ServerText::toolTip(text));
}

QString brief(const QJsonValue &value)
{
    return value.isUndefined() ? QString() : JsonDiff::brief(value, 400);
}

} // namespace

InterfaceDiffDialog::InterfaceDiffDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"interfaceDiffDialog"_s);
    setWindowTitle(tr("Interface Changes"));
    m_summary = ServerText::label(u"interfaceDiffSummary"_s, this);
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(u"interfaceDiffTree"_s);
    m_tree->setHeaderLabels({tr("Change"), tr("Before"), tr("After")});
    m_tree->setUniformRowHeights(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setColumnWidth(WhatColumn, FontUnits::chars(m_tree, 53));
    m_tree->setColumnWidth(BeforeColumn, FontUnits::chars(m_tree, 36));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    layout->addWidget(buttons);
    resize(900, 520);
}

QString InterfaceDiffDialog::takenAtText(const QDateTime &takenAt)
{
    return takenAt.toLocalTime().toString(u"yyyy-MM-dd HH:mm"_s);
}

void InterfaceDiffDialog::setDiff(const InterfaceDiff &diff, const QString &serverName)
{
    QString summary = tr("%1 — compared with the snapshot of %2: %3")
                          .arg(serverName, takenAtText(diff.beforeTakenAt()), diff.summary());
    for (const QString &note : diff.notes())
        summary += u"\n"_s + tr("Note: %1").arg(note);
    ServerText::setText(m_summary, summary);
    m_tree->clear();
    QHash<int, QTreeWidgetItem *> sections;
    for (const InterfaceChange &change : diff.changes()) {
        QTreeWidgetItem *&section = sections[int(change.section)];
        if (!section) {
            section = new QTreeWidgetItem(m_tree);
            section->setFirstColumnSpanned(true);
        }
        section->setData(
            WhatColumn, Qt::UserRole, section->data(WhatColumn, Qt::UserRole).toInt() + 1);
        section->setText(WhatColumn,
                         u"%1 (%2)"_s.arg(InterfaceChange::sectionName(change.section))
                             .arg(section->data(WhatColumn, Qt::UserRole).toInt()));
        auto *item = new QTreeWidgetItem(section);
        setCell(item, WhatColumn, change.title());
        if (change.type != InterfaceChange::Type::Changed) {
            setCell(item, BeforeColumn, brief(change.before));
            setCell(item, AfterColumn, brief(change.after));
            continue;
        }
        for (const JsonDifference &difference : change.differences) {
            auto *row = new QTreeWidgetItem(item);
            // A changed value says so by its two sides; an added or removed one in words.
            const QString where = JsonPointer::display(difference.pointer);
            setCell(row,
                    WhatColumn,
                    difference.kind == JsonDifference::Kind::Changed
                        ? where
                        : u"%1 (%2)"_s.arg(where, JsonDifference::kindName(difference.kind)));
            setCell(row, BeforeColumn, brief(difference.before));
            setCell(row, AfterColumn, brief(difference.after));
        }
    }
    m_tree->expandAll();
}
