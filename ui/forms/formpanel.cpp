// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "formpanel.h"

#include "formnodewidget.h"
#include "palettecolors.h"
#include "widgets/servertext.h"

#include <core/schema/schemaformmodel.h>

#include <QAbstractScrollArea>
#include <QLabel>
#include <QVBoxLayout>

FormPanel::FormPanel(SchemaFormModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_layout(new QVBoxLayout(this))
    , m_emptyNote(ServerText::caption(tr("The schema defines no fields."), this))
{
    m_layout->setContentsMargins(6, 6, 6, 6);
    // The scroll area sizes this panel from its minimum size hint only when told the hint
    // changed, which it is not when rows are added while an ancestor is hidden or short; the
    // panel was then squeezed (buttons 0 px tall) instead of scrolled. An explicit minimum,
    // set by the layout each time it activates, resizes the panel and so updates the area.
    m_layout->setSizeConstraint(QLayout::SetMinimumSize);
    m_emptyNote->setObjectName(QStringLiteral("formEmptyNote"));
    m_emptyNote->setWordWrap(true);
    PaletteColors::setTextTone(m_emptyNote, PaletteColors::Tone::Neutral);
    m_layout->addWidget(m_emptyNote);
    m_layout->addStretch(1); // fields stay at the top of a tall pane
    connect(model, &QAbstractItemModel::modelReset, this, &FormPanel::rebuildAll);
    connect(model, &QAbstractItemModel::layoutChanged, this, &FormPanel::rebuildAll);
    connect(model, &QAbstractItemModel::rowsInserted, this, &FormPanel::rebuildChildren);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &FormPanel::rebuildChildren);
    connect(model, &QAbstractItemModel::rowsMoved, this, [this](const QModelIndex &parent) {
        rebuildChildren(parent);
    });
    connect(model, &QAbstractItemModel::dataChanged, this, &FormPanel::refreshRows);
    // The root has no row, so no dataChanged: its variant and messages follow every change.
    connect(model, &SchemaFormModel::valueChanged, this, &FormPanel::refreshRoot);
    rebuildAll();
}

FormNodeWidget *FormPanel::nodeFor(const QModelIndex &index) const
{
    if (!index.isValid())
        return m_root;
    return m_nodes.value(index.siblingAtColumn(0).internalPointer());
}

void FormPanel::refreshRoot()
{
    if (m_root)
        m_root->refresh();
    updateEmptyNote();
}

void FormPanel::updateEmptyNote()
{
    const SchemaNode *shape = m_model->shapeNode({});
    const bool empty = shape && shape->kind == SchemaNode::Kind::Object && m_model->rowCount() == 0
                       && m_model->schemaNode({})->kind != SchemaNode::Kind::Variant;
    m_emptyNote->setVisible(empty);
}

void FormPanel::rebuildAll()
{
    if (m_root)
        discard(m_root);
    m_root = new FormNodeWidget(m_model, {}, this);
    m_root->setObjectName(QStringLiteral("formRoot"));
    connect(m_root, &FormNodeWidget::focusRequested, this, &FormPanel::focusIndex);
    m_layout->insertWidget(0, m_root);
    m_root->show(); // a layout would show it only once events are processed
    populate(m_root);
    updateTabOrder();
    updateEmptyNote();
}

void FormPanel::rebuildChildren(const QModelIndex &parent)
{
    FormNodeWidget *node = nodeFor(parent);
    if (!node)
        return; // a row whose node is about to be made, children included
    const QList<FormNodeWidget *> old = node->childNodes();
    node->childNodes().clear();
    for (FormNodeWidget *child : old)
        discard(child);
    populate(node);
    updateTabOrder();
    updateEmptyNote();
}

void FormPanel::populate(FormNodeWidget *node)
{
    const QModelIndex parent = node->index();
    for (int row = 0; row < m_model->rowCount(parent); ++row) {
        const QModelIndex index = m_model->index(row, SchemaFormModel::NameColumn, parent);
        auto *child = new FormNodeWidget(m_model, index, node);
        connect(child, &FormNodeWidget::focusRequested, this, &FormPanel::focusIndex);
        node->childLayout()->addWidget(child);
        child->show();
        node->childNodes().append(child);
        m_nodes.insert(index.internalPointer(), child);
        populate(child);
    }
    node->refresh();
}

void FormPanel::discard(FormNodeWidget *node)
{
    for (FormNodeWidget *child : node->childNodes())
        discard(child);
    if (m_nodes.value(node->key()) == node)
        m_nodes.remove(node->key());
    // Later: the node may be the sender of the signal that led here (its remove button).
    node->hide();
    node->deleteLater();
}

void FormPanel::refreshRows(const QModelIndex &topLeft, const QModelIndex &bottomRight)
{
    const QModelIndex parent = topLeft.parent();
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
        if (FormNodeWidget *node = nodeFor(m_model->index(row, 0, parent)))
            node->refresh();
    }
}

void FormPanel::focusIndex(const QModelIndex &index)
{
    FormNodeWidget *node = nodeFor(index);
    QWidget *input = node ? node->input() : nullptr;
    if (!input)
        return;
    input->setFocus(Qt::OtherFocusReason);
    Q_EMIT focused(input);
}

void FormPanel::updateTabOrder()
{
    // Nodes made after the first build would otherwise come last in the focus chain.
    QList<QWidget *> order;
    std::function<void(FormNodeWidget *)> collect = [&](FormNodeWidget *node) {
        order << node->focusWidgets();
        for (FormNodeWidget *child : node->childNodes())
            collect(child);
    };
    collect(m_root);
    order.removeIf([](const QWidget *widget) { return widget->focusPolicy() == Qt::NoFocus; });
    // The fields follow the scroll area that shows them (it keeps the form's place in the
    // window's chain), so Tab from the last field goes on to what comes after the form (Call).
    for (QWidget *at = parentWidget(); at && !order.isEmpty(); at = at->parentWidget()) {
        if (qobject_cast<QAbstractScrollArea *>(at) && at->focusPolicy() != Qt::NoFocus) {
            QWidget::setTabOrder(at, order.first());
            break;
        }
    }
    for (qsizetype i = 1; i < order.size(); ++i)
        QWidget::setTabOrder(order.at(i - 1), order.at(i));
}
