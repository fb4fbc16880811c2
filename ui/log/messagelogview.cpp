// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagelogview.h"

#include "messagedetailview.h"
#include "messagefilterproxymodel.h"
#include "messagelogdelegate.h"
#include "messagelogfinder.h"
#include "messagelogtoolbar.h"
#include "session/sessioncontext.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcpsession.h>
#include <core/session/sessionredactor.h>

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

MessageLogView::MessageLogView(MessageLogModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_proxy(new MessageFilterProxyModel(this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_table(new QTableView(m_splitter))
    , m_detail(new MessageDetailView(m_splitter))
{
    m_proxy->setSourceModel(m_model);
    m_toolbar = new MessageLogToolbar(m_proxy, this);
    m_toolbar->setObjectName(u"logToolbar"_s);
    setUpTable();
    m_finder = new MessageLogFinder(m_model, m_proxy, m_table, m_toolbar, this);
    m_splitter->setObjectName(u"logSplitter"_s);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setSizes({800, 460});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_toolbar);
    layout->addWidget(m_splitter, 1);

    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &MessageLogView::handleRowsInserted);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &MessageLogView::updateCount);
    // A new filter result is one reset: the row that was current stays current if it is shown.
    connect(m_proxy, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        m_rowBeforeReset = currentRow();
    });
    connect(m_proxy, &QAbstractItemModel::modelReset, this, [this] {
        const QModelIndex kept = m_rowBeforeReset < 0 || m_rowBeforeReset >= m_model->rowCount()
                                     ? QModelIndex()
                                     : m_proxy->mapFromSource(m_model->index(m_rowBeforeReset, 0));
        if (kept.isValid()) {
            selectOnly(kept);
            m_table->scrollTo(kept, QAbstractItemView::PositionAtCenter);
        }
        showCurrent();
        updateCount();
    });
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &MessageLogView::updateCount);
    connect(m_detail, &MessageDetailView::pairedRowRequested, this, &MessageLogView::goToPairedRow);
    connect(m_toolbar, &MessageLogToolbar::findRequested, this, &MessageLogView::findNext);
    connect(m_toolbar, &MessageLogToolbar::clearRequested, m_model, &MessageLogModel::clear);
    connect(m_finder, &MessageLogFinder::statusMessage, this, &MessageLogView::statusMessage);
    connect(m_model, &MessageLogModel::connectionAdded, this, &MessageLogView::updateServers);
    // F3 wherever the focus is in the window, as in every editor and browser.
    auto *next = new QShortcut(QKeySequence::FindNext, this, [this] { findNext(false); });
    auto *previous = new QShortcut(QKeySequence::FindPrevious, this, [this] { findNext(true); });
    for (QShortcut *shortcut : {next, previous})
        shortcut->setContext(Qt::WindowShortcut);
    updateCount();
}

void MessageLogView::setUpTable()
{
    m_table->setObjectName(u"messageTable"_s);
    m_table->setAccessibleName(tr("Message log"));
    m_table->setAccessibleDescription(tr("Every frame sent and received, one row each: number, "
                                         "time, direction, method, id, latency, size and summary"));
    m_table->setModel(m_proxy);
    m_delegate = new MessageLogDelegate(m_table);
    m_table->setItemDelegate(m_delegate);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Several rows (Shift, Ctrl): what "Replay Selected" replays.
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->setShowGrid(false);
    m_table->setAlternatingRowColors(true);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    m_table->verticalHeader()->hide();
    // Fixed row heights: the view never measures rows, so a million rows stay cheap.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    sizeColumns();
    updateServers();

    connect(m_table->selectionModel(),
            &QItemSelectionModel::currentRowChanged,
            this,
            &MessageLogView::showCurrent);
    connect(m_table, &QTableView::doubleClicked, this, &MessageLogView::goToPairedRow);
    connect(m_table, &QWidget::customContextMenuRequested, this, &MessageLogView::showContextMenu);
    QScrollBar *scrollBar = m_table->verticalScrollBar();
    connect(scrollBar, &QScrollBar::valueChanged, this, [this, scrollBar](int value) {
        m_following = value >= scrollBar->maximum();
    });
    connect(scrollBar, &QScrollBar::rangeChanged, this, [this, scrollBar](int, int maximum) {
        if (m_following)
            scrollBar->setValue(maximum);
    });
}

MessageLogView::~MessageLogView()
{
    // The table dies with QWidget's destructor, after ours: its scroll bar must not call the
    // follow-the-end lambdas on a view that is already half destroyed (UBSan saw it).
    m_table->verticalScrollBar()->disconnect(this);
}

void MessageLogView::sizeColumns()
{
    // Widths from the font, never from the contents: measuring a million rows would stall.
    const QFontMetrics metrics = fontMetrics();
    const auto width
        = [&metrics](const QString &sample) { return metrics.horizontalAdvance(sample) + 24; };
    QHeaderView *header = m_table->horizontalHeader();
    header->resizeSection(MessageLogModel::NumberColumn, width(u"00000"_s) + 18); // + pin
    header->resizeSection(MessageLogModel::TimeColumn, width(u"00:00:00.000"_s));
    header->resizeSection(MessageLogModel::DirectionColumn, width(u"• local"_s));
    header->resizeSection(MessageLogModel::MethodColumn, width(Mcp::Method::Initialized));
    header->resizeSection(MessageLogModel::IdColumn, width(u"\"abc\""_s));
    header->resizeSection(MessageLogModel::LatencyColumn, width(u"999.9 ms"_s));
    header->resizeSection(MessageLogModel::SizeColumn, width(u"9999999"_s));
    header->resizeSection(MessageLogModel::ServerColumn, width(u"demo-server (2)"_s));
    // Last in the model, shown after No.: which server a row came from reads first.
    header->moveSection(header->visualIndex(MessageLogModel::ServerColumn), 1);
}

// The row alone, whatever keys are held: QAbstractItemView::setCurrentIndex() would add it to
// the selection while Ctrl is down.
void MessageLogView::selectOnly(const QModelIndex &index)
{
    m_table->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

QList<int> MessageLogView::selectedRows() const
{
    QList<int> rows;
    const QModelIndexList selected = m_table->selectionModel()->selectedRows();
    rows.reserve(selected.size());
    for (const QModelIndex &index : selected)
        rows.append(m_proxy->mapToSource(index).row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

int MessageLogView::currentRow() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? m_proxy->mapToSource(current).row() : -1;
}

void MessageLogView::showCurrent()
{
    const int row = currentRow();
    const int conversation = row < 0 ? -1 : m_model->record(row).conversationRow;
    m_delegate->setHighlightedConversation(conversation);
    m_table->viewport()->update();
    if (row < 0) {
        m_detail->clear();
        return;
    }
    m_detail->showRecord(m_model->recordWithBytes(row), m_model->conversationText(row));
}

void MessageLogView::selectRow(int sourceRow)
{
    if (sourceRow < 0 || sourceRow >= m_model->rowCount())
        return;
    QModelIndex index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    if (!index.isValid()) {
        m_toolbar->resetFilters();
        Q_EMIT statusMessage(
            tr("Cleared the log filter to show row #%1").arg(m_model->record(sourceRow).sequence));
        index = m_proxy->mapFromSource(m_model->index(sourceRow, 0));
    }
    selectOnly(index);
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
    m_toolbar->filterEdit()->setFocus(Qt::ShortcutFocusReason);
    m_toolbar->filterEdit()->selectAll();
}

void MessageLogView::focusSearch()
{
    m_toolbar->searchEdit()->setFocus(Qt::ShortcutFocusReason);
    m_toolbar->searchEdit()->selectAll();
}

MessageLogSearch *MessageLogView::search() const
{
    return m_finder->search();
}

bool MessageLogView::findNext(bool backwards)
{
    return m_finder->findNext(backwards);
}

void MessageLogView::cancelJobs()
{
    m_finder->cancelJobs();
}

void MessageLogView::setPinned(int sourceRow, bool pinned)
{
    m_proxy->setPinned(sourceRow, pinned);
    updateCount();
}

void MessageLogView::togglePinCurrent()
{
    const int row = currentRow();
    if (row >= 0)
        setPinned(row, !m_proxy->isPinned(row));
}

void MessageLogView::setConnection(McpSession *session,
                                   const ServerConfig &config,
                                   bool noHandshake)
{
    m_session = session;
    m_config = config;
    m_noHandshake = noHandshake;
}

void MessageLogView::setContext(SessionContext *context)
{
    if (m_context)
        disconnect(m_context, nullptr, this, nullptr);
    m_context = context;
    context->followLive(this, [this, context] {
        setConnection(context->liveSession(), context->liveConfig(), context->skipsHandshake());
    });
    setConnection(context->liveSession(), context->liveConfig(), context->skipsHandshake());
}

void MessageLogView::setCurrentConnections(const QList<int> &connections)
{
    m_toolbar->setCurrentConnections(connections);
}

void MessageLogView::updateServers()
{
    const QStringList servers = m_proxy->servers();
    m_toolbar->setServers(servers);
    // One server: its name on every row says nothing.
    m_table->setColumnHidden(MessageLogModel::ServerColumn, servers.size() < 2);
}

CopyContext MessageLogView::copyContext() const
{
    CopyContext context{m_config, {}, {}, m_noHandshake};
    if (m_session)
        context.protocolVersion = m_session->serverInfo().protocolVersion;
    if (m_context)
        context.sessionId = m_context->liveSessionId();
    return context;
}

QString MessageLogView::copyText(CopyFormat format) const
{
    const int row = currentRow();
    if (row < 0 || m_model->record(row).kind != TrafficEvent::Kind::Frame)
        return {};
    // A secret the frame carries (a token an echoing server sent back) is masked too.
    SessionRedactor redactor(m_config);
    if (m_context) {
        for (const QByteArray &secret : m_context->liveSecrets())
            redactor.addSecret(secret);
    }
    const QByteArray frame = redactor.scrub(m_model->recordWithBytes(row).raw);
    switch (format) {
    case CopyFormat::Json:
        return CopyAs::json(frame);
    case CopyFormat::CliCommand:
        return CopyAs::cliCommand(frame, copyContext());
    case CopyFormat::Curl:
        return CopyAs::curl(frame, copyContext());
    }
    return {};
}

void MessageLogView::copyCurrent(CopyFormat format)
{
    const QString text = copyText(format);
    if (text.isEmpty())
        return;
    QApplication::clipboard()->setText(text);
    Q_EMIT statusMessage(tr("Copied (secrets replaced by placeholders)"));
}

void MessageLogView::showContextMenu(const QPoint &position)
{
    const QModelIndex index = m_table->indexAt(position);
    if (!index.isValid())
        return;
    // A click into the selection keeps it (it is what Replay Selected takes).
    if (m_table->selectionModel()->isSelected(index))
        m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::NoUpdate);
    else
        selectOnly(index);
    const int row = currentRow();
    const bool isFrame = m_model->record(row).kind == TrafficEvent::Kind::Frame;
    QMenu menu(this);
    menu.setObjectName(u"logContextMenu"_s);
    const auto named = [](QAction *action, const QString &objectName) {
        action->setObjectName(objectName);
        return action;
    };
    named(menu.addAction(tr("Copy as JSON"), this, [this] { copyCurrent(CopyFormat::Json); }),
          u"copyAsJsonAction"_s)
        ->setEnabled(isFrame);
    named(menu.addAction(tr("Copy as mcpscope-cli Command"),
                         this,
                         [this] { copyCurrent(CopyFormat::CliCommand); }),
          u"copyAsCliAction"_s)
        ->setEnabled(isFrame && !m_config.displayName().isEmpty());
    named(menu.addAction(tr("Copy as curl"), this, [this] { copyCurrent(CopyFormat::Curl); }),
          u"copyAsCurlAction"_s)
        ->setEnabled(isFrame && m_config.transport == ServerConfig::TransportKind::StreamableHttp);
    menu.addSeparator();
    named(menu.addAction(m_proxy->isPinned(row) ? tr("Unpin Row") : tr("Pin Row"),
                         this,
                         &MessageLogView::togglePinCurrent),
          u"pinRowAction"_s);
    named(menu.addAction(tr("Go to Paired Request/Response"), this, &MessageLogView::goToPairedRow),
          u"contextGoToPairedAction"_s)
        ->setEnabled(m_model->pairedRow(row) >= 0);
    menu.addSeparator();
    menu.addAction(tr("Replay Selected…"), this, &MessageLogView::replaySelectedRequested)
        ->setObjectName(u"replaySelectedAction"_s);
    menu.exec(m_table->viewport()->mapToGlobal(position));
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
    m_toolbar->setCount(m_proxy->rowCount(), m_model->rowCount());
}
