// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagelogview.h"

#include "messagedetailview.h"
#include "messagefilterproxymodel.h"
#include "messagelogdelegate.h"

#include <core/log/messagelogmodel.h>

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

MessageLogView::MessageLogView(MessageLogModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new MessageFilterProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_errorsOnly(new QCheckBox(tr("Errors only"), this))
    , m_count(new QLabel(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_table(new QTableView(m_splitter))
    , m_detail(new MessageDetailView(m_splitter))
{
    m_proxy->setSourceModel(m_model);
    setUpTable();
    m_splitter->setObjectName(u"logSplitter"_s);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setSizes({800, 460});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(createFilterRow());
    layout->addWidget(m_splitter, 1);

    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &MessageLogView::handleRowsInserted);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &MessageLogView::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, [this] {
        m_detail->clear();
        updateCount();
    });
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &MessageLogView::updateCount);
    connect(m_detail, &MessageDetailView::pairedRowRequested, this, &MessageLogView::goToPairedRow);
    updateCount();
}

QLayout *MessageLogView::createFilterRow()
{
    m_filter->setObjectName(u"logFilter"_s);
    m_filter->setPlaceholderText(tr("Filter messages by method, id or text"));
    m_filter->setClearButtonEnabled(true);
    m_errorsOnly->setObjectName(u"errorsOnly"_s);
    m_count->setObjectName(u"logCount"_s);
    auto *clearButton = new QPushButton(tr("Clear"), this);
    clearButton->setObjectName(u"clearLogButton"_s);
    clearButton->setToolTip(tr("Remove every row from the log"));
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("<b>Messages</b>"), this));
    row->addSpacing(8);
    row->addWidget(m_filter, 1);
    row->addWidget(m_errorsOnly);
    row->addWidget(m_count);
    row->addWidget(clearButton);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &MessageFilterProxyModel::setText);
    connect(m_errorsOnly, &QCheckBox::toggled, m_proxy, &MessageFilterProxyModel::setErrorsOnly);
    connect(clearButton, &QPushButton::clicked, m_model, &MessageLogModel::clear);
    return row;
}

void MessageLogView::setUpTable()
{
    m_table->setObjectName(u"messageTable"_s);
    m_table->setModel(m_proxy);
    m_table->setItemDelegate(new MessageLogDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->setShowGrid(false);
    m_table->setAlternatingRowColors(true);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->verticalHeader()->hide();
    // Fixed row heights: the view never measures rows, so a million rows stay cheap.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    sizeColumns();

    connect(m_table->selectionModel(),
            &QItemSelectionModel::currentRowChanged,
            this,
            &MessageLogView::showCurrent);
    connect(m_table, &QTableView::doubleClicked, this, &MessageLogView::goToPairedRow);
    QScrollBar *scrollBar = m_table->verticalScrollBar();
    connect(scrollBar, &QScrollBar::valueChanged, this, [this, scrollBar](int value) {
        m_following = value >= scrollBar->maximum();
    });
    connect(scrollBar, &QScrollBar::rangeChanged, this, [this, scrollBar](int, int maximum) {
        if (m_following)
            scrollBar->setValue(maximum);
    });
}

void MessageLogView::sizeColumns()
{
    // Widths from the font, never from the contents: measuring a million rows would stall.
    const QFontMetrics metrics = fontMetrics();
    const auto width
        = [&metrics](const QString &sample) { return metrics.horizontalAdvance(sample) + 24; };
    QHeaderView *header = m_table->horizontalHeader();
    header->resizeSection(MessageLogModel::NumberColumn, width(u"00000"_s));
    header->resizeSection(MessageLogModel::TimeColumn, width(u"00:00:00.000"_s));
    header->resizeSection(MessageLogModel::DirectionColumn, width(u"• local"_s));
    header->resizeSection(MessageLogModel::MethodColumn, width(u"notifications/initialized"_s));
    header->resizeSection(MessageLogModel::IdColumn, width(u"\"abc\""_s));
    header->resizeSection(MessageLogModel::LatencyColumn, width(u"999.9 ms"_s));
    header->resizeSection(MessageLogModel::SizeColumn, width(u"9999999"_s));
}

int MessageLogView::currentRow() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? m_proxy->mapToSource(current).row() : -1;
}

void MessageLogView::showCurrent()
{
    const int row = currentRow();
    if (row < 0) {
        m_detail->clear();
        return;
    }
    m_detail->showRecord(m_model->record(row));
}

void MessageLogView::selectRow(int sourceRow)
{
    if (sourceRow < 0 || sourceRow >= m_model->rowCount())
        return;
    QModelIndex index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    if (!index.isValid()) {
        m_filter->clear();
        m_errorsOnly->setChecked(false);
        Q_EMIT statusMessage(
            tr("Cleared the log filter to show row #%1").arg(m_model->record(sourceRow).sequence));
        index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    }
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

void MessageLogView::goToPairedRow()
{
    const int row = currentRow();
    if (row < 0)
        return;
    const int paired = m_model->pairedRow(row);
    if (paired < 0) {
        Q_EMIT statusMessage(tr("This row has no paired request or response"));
        return;
    }
    selectRow(paired);
}

void MessageLogView::focusFilter()
{
    m_filter->setFocus(Qt::ShortcutFocusReason);
    m_filter->selectAll();
}

void MessageLogView::handleRowsInserted()
{
    updateCount();
    if (m_following) {
        // After the view has laid out the new rows; rangeChanged covers most cases, this the
        // first rows (no scroll bar range yet).
        QTimer::singleShot(0, m_table, [this] { m_table->scrollToBottom(); });
    }
}

void MessageLogView::updateCount()
{
    const int total = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    const QString messages = total == 1 ? tr("1 message") : tr("%1 messages").arg(total);
    m_count->setText(shown == total ? messages : tr("%1 of %2").arg(shown).arg(messages));
}
