// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "toollistpane.h"

#include "palettecolors.h"
#include "session/sessioncontext.h"
#include "toollistmodel.h"
#include "widgets/servertext.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pagedlist.h>

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPainter>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// Two lines per tool: the name, then the title or the description's first line, muted.
class ToolItemDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &) const override
    {
        // The view gives each row its full width; only the height matters here.
        return {option.fontMetrics.averageCharWidth() * 12, option.fontMetrics.height() * 2 + 10};
    }

    void paint(QPainter *painter,
               const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        opt.text.clear();
        const QWidget *widget = option.widget;
        QStyle *style = widget ? widget->style() : nullptr;
        if (style)
            style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
        const bool selected = option.state & QStyle::State_Selected;
        const QPalette::ColorGroup group
            = option.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
        QRect area = option.rect.adjusted(8, 4, -8, -4);
        const int lineHeight = option.fontMetrics.height();
        QFont nameFont = option.font;
        nameFont.setBold(true);
        painter->save();
        const QIcon icon = index.data(Qt::DecorationRole).value<QIcon>();
        if (!icon.isNull()) {
            const int side = lineHeight * 2 - 4;
            icon.paint(painter, QRect(area.left(), area.top() + 2, side, side));
            area.setLeft(area.left() + side + 6);
        }
        // The server's hints ("read-only", "destructive") right-aligned on the name's line.
        const QString hints = index.data(ToolListModel::HintsRole).toString();
        const int hintsWidth
            = hints.isEmpty() ? 0 : option.fontMetrics.horizontalAdvance(hints) + 8;
        if (!hints.isEmpty() && hintsWidth < area.width() / 2) {
            const bool destructive = index.data(ToolListModel::DestructiveRole).toBool();
            painter->setPen(selected
                                ? option.palette.color(group, QPalette::HighlightedText)
                                : PaletteColors::text(option.palette,
                                                      destructive ? PaletteColors::Tone::Error
                                                                  : PaletteColors::Tone::Neutral));
            painter->drawText(QRect(area.right() - hintsWidth, area.top(), hintsWidth, lineHeight),
                              Qt::AlignRight | Qt::AlignVCenter,
                              hints);
        }
        const int nameWidth = area.width() - (hintsWidth < area.width() / 2 ? hintsWidth : 0);
        painter->setFont(nameFont);
        painter->setPen(
            option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
        const QString name = index.data(Qt::DisplayRole).toString();
        painter->drawText(QRect(area.left(), area.top(), nameWidth, lineHeight),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          QFontMetrics(nameFont).elidedText(name, Qt::ElideRight, nameWidth));
        painter->setFont(option.font);
        if (!selected)
            painter->setPen(option.palette.color(group, QPalette::PlaceholderText));
        QString second = index.data(ToolListModel::ProblemRole).toString();
        second = second.isEmpty() ? index.data(ToolListModel::TitleRole).toString()
                                  : ToolListPane::tr("Problem: %1").arg(second);
        if (second.isEmpty())
            second = index.data(ToolListModel::DescriptionRole).toString();
        painter->drawText(QRect(area.left(), area.top() + lineHeight, area.width(), lineHeight),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          option.fontMetrics.elidedText(second, Qt::ElideRight, area.width()));
        painter->restore();
    }
};

} // namespace

ToolListPane::ToolListPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new ToolListModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_refreshButton(new QToolButton(this))
    , m_view(new QListView(this))
    , m_status(ServerText::lineLabel(QString(), this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterRole(ToolListModel::SearchTextRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    setUpView();
    m_status->setObjectName(u"toolListStatus"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(createHeader());
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);
    setSession(nullptr);
}

QLayout *ToolListPane::createHeader()
{
    m_filter->setObjectName(u"toolFilter"_s);
    m_filter->setAccessibleName(tr("Filter tools"));
    m_filter->setPlaceholderText(tr("Filter tools"));
    m_filter->setClearButtonEnabled(true);
    m_refreshButton->setObjectName(u"refreshToolsButton"_s);
    m_refreshButton->setText(tr("Refresh"));
    m_refreshButton->setToolTip(tr("List the server's tools again (F5)"));
    auto *header = new QHBoxLayout;
    header->addWidget(ServerText::caption(tr("Tools"), this, true));
    header->addWidget(m_filter, 1);
    header->addWidget(m_refreshButton);
    connect(
        m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_refreshButton, &QToolButton::clicked, this, &ToolListPane::refresh);
    return header;
}

void ToolListPane::setUpView()
{
    m_view->setObjectName(u"toolList"_s);
    m_view->setAccessibleName(tr("Tools"));
    m_view->setAccessibleDescription(
        tr("The server's tools: select one to fill in its arguments and call it"));
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new ToolItemDelegate(m_view));
    m_view->setUniformItemSizes(true);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the delegate elides instead
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_view->selectionModel(),
            &QItemSelectionModel::currentChanged,
            this,
            &ToolListPane::emitSelection);
}

void ToolListPane::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    m_loading = false;
    m_listAgain = false;
    m_model->clear();
    emitSelection();
    if (session) {
        connect(session, &McpSession::stateChanged, this, &ToolListPane::handleSessionState);
        connect(session,
                &McpSession::notificationReceived,
                this,
                [this](const JsonRpcMessage &notification) {
                    if (notification.method() == Mcp::Method::ToolsListChanged)
                        refresh();
                });
    }
    handleSessionState();
}

void ToolListPane::setContext(SessionContext *context)
{
    context->followShown(this, [this, context] { setSession(context->session()); });
}

void ToolListPane::handleSessionState()
{
    const bool ready = m_session && m_session->state() == McpSession::State::Ready;
    m_refreshButton->setEnabled(ready);
    if (!m_session) {
        setStatus(tr("Connect to a server to list its tools."));
        return;
    }
    switch (m_session->state()) {
    case McpSession::State::Ready:
        if (m_model->rowCount() == 0 && !m_loading)
            listIfOffered();
        break;
    case McpSession::State::Connecting:
    case McpSession::State::Initializing:
        setStatus(tr("Waiting for the server…"));
        break;
    case McpSession::State::Failed:
    case McpSession::State::Disconnected:
    case McpSession::State::Closing:
        if (m_model->rowCount() > 0)
            setStatus(tr("Not connected: the list shows what the server offered last."));
        else if (!m_loading)
            setStatus(tr("Not connected."));
        break;
    }
}

void ToolListPane::listIfOffered()
{
    if (m_session->serverInfo().hasCapability(u"tools"_s)) {
        refresh();
        return;
    }
    // MCP: clients use only what the server declared. Refresh asks anyway, for debugging.
    setStatus(tr("The server does not offer tools (no \"tools\" capability). "
                 "Press Refresh to ask anyway."));
    Q_EMIT toolsLoaded();
}

void ToolListPane::refresh()
{
    if (!m_session || m_session->state() != McpSession::State::Ready)
        return;
    if (m_loading) {
        // The list may change while a listing is under way (servers often announce
        // list_changed right after initialize): list again once this one is done.
        m_listAgain = true;
        return;
    }
    m_loading = true;
    setStatus(tr("Listing tools…"));
    PagedList *list = PagedList::start(m_session, Mcp::Method::ToolsList, Mcp::Key::Tools);
    connect(list, &PagedList::finished, this, [this, list] { listFinished(list); });
}

void ToolListPane::listFinished(PagedList *list)
{
    m_loading = false;
    if (m_listAgain) {
        m_listAgain = false;
        refresh();
        return;
    }
    if (list->hasError() && list->items().isEmpty()) {
        QString text
            = tr("Could not list the tools: %1").arg(ServerText::plain(list->errorString()));
        if (list->isRemoteError())
            text += u"\n"_s + JsonRpc::describeError(list->remoteError().code).hint;
        m_model->clear();
        emitSelection();
        setStatus(text, true);
        Q_EMIT toolsLoaded();
        return;
    }
    const QList<McpSession::ExcludedTool> leftOut = m_session->excludedTools();
    m_model->setTools(list->items(), leftOut);
    const int count = m_model->rowCount() - int(leftOut.size());
    QStringList notes{count == 1 ? tr("1 tool") : tr("%n tools", nullptr, count)};
    if (!leftOut.isEmpty())
        notes << tr(
            "%n left out (invalid x-mcp-header markers, greyed)", nullptr, int(leftOut.size()));
    if (list->pageCount() > 1)
        notes << tr("in %n pages", nullptr, int(list->pageCount()));
    if (!list->warning().isEmpty())
        notes << list->warning();
    if (list->hasError())
        notes << tr("listing stopped early: %1").arg(ServerText::plain(list->errorString()));
    if (const QString caching = list->cachingHint(); !caching.isEmpty())
        notes << tr("cache: %1").arg(caching);
    setStatus(notes.join(u"; "_s), list->hasError());
    if (!selectTool(m_selectedName)) {
        if (m_proxy->rowCount() > 0 && m_proxy->index(0, 0).flags() & Qt::ItemIsEnabled)
            m_view->setCurrentIndex(m_proxy->index(0, 0));
        else
            emitSelection();
    }
    Q_EMIT toolsLoaded();
}

bool ToolListPane::selectTool(const QString &name)
{
    const int row = name.isEmpty() ? -1 : m_model->rowOf(name);
    if (row < 0)
        return false;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return false;
    m_view->setCurrentIndex(index);
    return true;
}

void ToolListPane::emitSelection()
{
    const QModelIndex current = m_view->currentIndex();
    const QJsonObject tool = current.data(ToolListModel::ToolRole).toJsonObject();
    // Remember the last real choice, so a refresh or a reconnect selects the same tool again.
    if (!tool.isEmpty())
        m_selectedName = tool.value("name"_L1).toString();
    Q_EMIT toolSelected(tool);
}

void ToolListPane::setStatus(const QString &text, bool isError)
{
    m_status->setText(text);
    PaletteColors::setTextTone(m_status,
                               isError ? PaletteColors::Tone::Error : PaletteColors::Tone::Neutral);
}
