// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsonview.h"

#include "displaytext.h"
#include "jsontreemodel.h"
#include "textpreview.h"
#include "widgets/fontunits.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

JsonView::JsonView(QWidget *parent)
    : QWidget(parent)
    , m_model(new JsonTreeModel(this))
    , m_toggle(new QToolButton(this))
    , m_tree(new QTreeView(this))
    , m_text(new TextPreview(this))
{
    m_toggle->setObjectName(u"jsonModeToggle"_s);
    m_toggle->setCheckable(true);
    m_toggle->setText(tr("Show as text"));
    m_toggle->setAutoRaise(true);
    connect(m_toggle, &QToolButton::toggled, this, [this](bool asText) {
        setMode(asText ? Mode::Text : Mode::Tree);
    });
    m_tree->setObjectName(u"jsonTree"_s);
    m_tree->setAccessibleName(tr("JSON tree"));
    m_text->editor()->setAccessibleName(tr("JSON text"));
    m_tree->setModel(m_model);
    m_tree->setUniformRowHeights(true); // lets the view skip measuring thousands of rows
    m_tree->setAlternatingRowColors(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(JsonTreeModel::ValueColumn, QHeaderView::Stretch);
    m_tree->setColumnWidth(JsonTreeModel::NameColumn, FontUnits::chars(m_tree, 25));
    connect(m_tree, &QTreeView::expanded, this, &JsonView::updateTreeHeight);
    connect(m_tree, &QTreeView::collapsed, this, &JsonView::updateTreeHeight);
    connect(m_model, &JsonTreeModel::rowsInserted, this, &JsonView::updateTreeHeight);
    m_text->setObjectName(u"jsonText"_s);
    m_text->hide(); // hidden rather than stacked: a hidden view takes no room

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addStretch(1);
    bar->addWidget(m_toggle);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_text, 1);
}

void JsonView::setJson(const QJsonValue &value, const QString &suggestedFileName)
{
    m_value = value;
    m_fileName = suggestedFileName.isEmpty() ? u"value.json"_s : suggestedFileName;
    m_textStale = true;
    m_model->setJson(value);
    // A few members are opened for a first look; many stay closed, since every open row
    // fetches its own children.
    if (m_model->rowCount() <= 12)
        m_tree->expandToDepth(0);
    if (m_mode == Mode::Text)
        setMode(Mode::Text);
    updateTreeHeight();
}

void JsonView::setMode(Mode mode)
{
    m_mode = mode;
    if (mode == Mode::Text && m_textStale) {
        m_text->setText(DisplayText::prettyJson(m_value), m_fileName);
        m_textStale = false;
    }
    m_tree->setVisible(mode == Mode::Tree);
    m_text->setVisible(mode == Mode::Text);
    const QSignalBlocker blocker(m_toggle);
    m_toggle->setChecked(mode == Mode::Text);
}

void JsonView::setMaximumViewHeight(int pixels)
{
    m_maxHeight = pixels;
    m_text->setMaximumPreviewHeight(pixels);
    updateTreeHeight();
}

void JsonView::updateTreeHeight()
{
    if (m_maxHeight <= 0) {
        m_tree->setMinimumHeight(0);
        m_tree->setMaximumHeight(QWIDGETSIZE_MAX);
        return;
    }
    // Count visible rows only up to the cap: walking a huge expanded tree is what we avoid.
    const int rowHeight = qMax(m_tree->fontMetrics().height() + 4, 18);
    const int maxRows = m_maxHeight / rowHeight + 1;
    int rows = 0;
    for (QModelIndex index = m_model->index(0, 0); index.isValid() && rows < maxRows;
         index = m_tree->indexBelow(index))
        ++rows;
    const int height = m_tree->header()->sizeHint().height() + 2 * m_tree->frameWidth()
                       + qMax(1, rows) * rowHeight + 4;
    m_tree->setFixedHeight(qMin(m_maxHeight, height));
}
