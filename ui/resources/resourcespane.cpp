// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "resourcespane.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "resourcecontentsview.h"
#include "resourcelistmodel.h"
#include "resourcescontroller.h"
#include "session/sessioncontext.h"
#include "templatepanel.h"
#include "widgets/fontunits.h"
#include "widgets/listheader.h"
#include "widgets/servertext.h"

#include <core/mcp/mcpsession.h>
#include <core/mcp/pagedlist.h>

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

enum DetailPage { NothingPage, ResourcePage, TemplatePage };

} // namespace

ResourcesPane::ResourcesPane(QWidget *parent)
    : QWidget(parent)
    , m_controller(new ResourcesController(this))
    , m_template(new TemplatePanel(this))
    , m_resourceProxy(new QSortFilterProxyModel(this))
    , m_templateProxy(new QSortFilterProxyModel(this))
    , m_contents(new ResourceContentsView(this))
{
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(createListSide());
    splitter->setObjectName(u"resourcesSplitter"_s);
    auto *right = new QSplitter(Qt::Vertical, splitter);
    right->setObjectName(u"resourceDetailSplitter"_s);
    m_detail = new QStackedWidget(right);
    m_detail->addWidget(ServerText::label(u"resourceNothingSelected"_s, m_detail));
    m_detail->addWidget(createResourceDetail());
    m_detail->addWidget(m_template);
    right->addWidget(m_detail);
    right->addWidget(m_contents);
    right->setStretchFactor(1, 1);
    right->setSizes({170, 330});
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({460, 600});
    for (QSplitter *s : {splitter, right})
        s->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);

    connect(m_controller, &ResourcesController::stateChanged, this, &ResourcesPane::updateWidgets);
    connect(m_template, &TemplatePanel::readRequested, m_controller, &ResourcesController::read);
    connect(m_controller, &ResourcesController::listed, this, &ResourcesPane::restoreSelection);
    connect(m_controller,
            &ResourcesController::readStarted,
            m_contents,
            &ResourceContentsView::showBusy);
    connect(m_controller, &ResourcesController::readFinished, this, &ResourcesPane::showContents);
    connect(m_controller, &ResourcesController::readFailed, this, &ResourcesPane::showReadFailure);
    connect(m_controller,
            &ResourcesController::subscriptionFailed,
            this,
            [this](const QString &uri, const QString &message) {
                m_listStatus->setText(tr("Subscription to %1 failed: %2")
                                          .arg(ServerText::line(uri), ServerText::plain(message)));
                updateWidgets();
            });
    connect(m_controller->resources(),
            &QAbstractItemModel::dataChanged,
            this,
            &ResourcesPane::updateWidgets);
    setSession(nullptr);
}

QWidget *ResourcesPane::createListSide()
{
    auto *side = new QWidget(this);
    m_listTabs = new QTabWidget(side);
    m_listTabs->setObjectName(u"resourceListTabs"_s);
    m_resourceView = createView(m_controller->resources(), m_resourceProxy);
    m_resourceView->setObjectName(u"resourceList"_s);
    m_resourceView->setAccessibleName(tr("Resources"));
    m_templateView = createView(m_controller->templates(), m_templateProxy);
    m_templateView->setObjectName(u"templateList"_s);
    m_templateView->setAccessibleName(tr("Resource templates"));
    m_listTabs->addTab(m_resourceView, tr("Resources"));
    m_listTabs->addTab(m_templateView, tr("Templates"));
    auto *layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(createListHeader(side));
    layout->addWidget(m_listTabs, 1);
    layout->addLayout(createListFooter(side));
    connect(m_listTabs, &QTabWidget::currentChanged, this, &ResourcesPane::showSelection);
    return side;
}

QLayout *ResourcesPane::createListHeader(QWidget *side)
{
    const ListHeader top = makeListHeader(tr("Resources"),
                                          tr("Filter resources"),
                                          u"resourceFilter"_s,
                                          u"refreshResourcesButton"_s,
                                          side);
    m_filter = top.filter;
    m_refresh = top.refresh;
    QHBoxLayout *header = top.layout;
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_resourceProxy->setFilterFixedString(text);
        m_templateProxy->setFilterFixedString(text);
    });
    connect(m_refresh, &QPushButton::clicked, m_controller, &ResourcesController::refresh);
    return header;
}

QLayout *ResourcesPane::createListFooter(QWidget *side)
{
    m_listStatus = ServerText::label(u"resourceListStatus"_s, side);
    m_allPages = new QCheckBox(tr("All pages"), side);
    m_allPages->setObjectName(u"allPagesCheck"_s);
    m_allPages->setChecked(true);
    m_allPages->setToolTip(tr("Follow nextCursor to the end, or list one page per click"));
    m_loadMore = new QPushButton(tr("Load more"), side);
    m_loadMore->setObjectName(u"loadMoreButton"_s);
    auto *footer = new QHBoxLayout;
    footer->addWidget(m_listStatus, 1);
    footer->addWidget(m_allPages);
    footer->addWidget(m_loadMore);
    connect(m_allPages, &QCheckBox::toggled, this, [this](bool all) {
        const int budget = all ? PagedList::kDefaultPageBudget : 1;
        m_controller->resourceLoader()->setPageBudget(budget);
        m_controller->templateLoader()->setPageBudget(budget);
    });
    connect(m_loadMore, &QPushButton::clicked, this, [this] {
        m_controller->resourceLoader()->loadMore();
        m_controller->templateLoader()->loadMore();
        updateWidgets();
    });
    return footer;
}

QTreeView *ResourcesPane::createView(ResourceListModel *model, QSortFilterProxyModel *proxy)
{
    proxy->setSourceModel(model);
    proxy->setFilterRole(ResourceListModel::SearchTextRole);
    proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    auto *view = new QTreeView(this);
    view->setModel(proxy);
    view->setRootIsDecorated(false);
    view->setUniformRowHeights(true);
    view->setAlternatingRowColors(true);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->header()->setStretchLastSection(true);
    view->setColumnWidth(ResourceListModel::NameColumn, FontUnits::chars(view, 21));
    view->setColumnWidth(ResourceListModel::UriColumn, FontUnits::chars(view, 26));
    view->setColumnWidth(ResourceListModel::MimeTypeColumn, FontUnits::chars(view, 15));
    view->setColumnWidth(ResourceListModel::SizeColumn, FontUnits::chars(view, 10));
    connect(view->selectionModel(),
            &QItemSelectionModel::currentChanged,
            this,
            &ResourcesPane::showSelection);
    connect(view, &QTreeView::activated, this, &ResourcesPane::readSelected);
    return view;
}

QWidget *ResourcesPane::createResourceDetail()
{
    auto *page = new QWidget(this);
    m_resourceTitle = ServerText::heading(u"resourceTitle"_s, page);
    m_resourceFacts = ServerText::label(u"resourceFacts"_s, page);
    m_readButton = new QPushButton(tr("Read"), page);
    m_readButton->setObjectName(u"readResourceButton"_s);
    m_readButton->setDefault(true);
    m_subscribeButton = new QPushButton(tr("Subscribe"), page);
    m_subscribeButton->setObjectName(u"subscribeButton"_s);
    m_subscribeButton->setCheckable(true);
    m_autoReread = new QCheckBox(tr("Re-read when updated"), page);
    m_autoReread->setObjectName(u"autoRereadCheck"_s);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_readButton);
    buttons->addWidget(m_subscribeButton);
    buttons->addWidget(m_autoReread);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_resourceTitle);
    layout->addWidget(m_resourceFacts);
    layout->addLayout(buttons);
    m_listenStatus = ServerText::label(u"listenStatus"_s, page);
    m_listenStatus->setToolTip(
        tr("MCP 2026-07-28: updates and list changes arrive only on a subscriptions/listen "
           "stream; mcpscope keeps one open with what you subscribed to"));
    layout->addWidget(m_listenStatus);
    layout->addStretch(1);
    connect(m_readButton, &QPushButton::clicked, this, &ResourcesPane::readSelected);
    connect(m_subscribeButton, &QPushButton::clicked, this, [this](bool on) {
        m_controller->setSubscribed(m_selectedUri, on);
    });
    connect(m_autoReread, &QCheckBox::toggled, this, [this](bool on) {
        m_controller->setAutoReread(m_selectedUri, on);
    });
    return page;
}

void ResourcesPane::setSession(McpSession *session)
{
    m_controller->setSession(session);
    m_template->setSession(session);
    m_contents->clear();
    showSelection();
}

void ResourcesPane::setContext(SessionContext *context)
{
    context->followShown(this, [this, context] { setSession(context->session()); });
}

QTreeView *ResourcesPane::currentView() const
{
    return m_listTabs->currentWidget() == m_templateView ? m_templateView : m_resourceView;
}

void ResourcesPane::showSelection()
{
    const QModelIndex current = currentView()->currentIndex();
    const QJsonObject entry = current.data(ResourceListModel::EntryRole).toJsonObject();
    if (entry.isEmpty()) {
        m_entry = {};
        m_detail->setCurrentIndex(NothingPage);
        static_cast<QLabel *>(m_detail->widget(NothingPage))
            ->setText(tr("Select a resource or a template on the left."));
        updateWidgets();
        return;
    }
    if (currentView() == m_templateView) {
        m_entry = entry;
        m_template->showTemplate(entry);
        m_detail->setCurrentIndex(TemplatePage);
    } else {
        showResource(entry);
    }
    updateWidgets();
}

void ResourcesPane::showResource(const QJsonObject &entry)
{
    m_entry = entry;
    m_selectedUri = entry.value("uri"_L1).toString();
    m_resourceTitle->setText(ServerText::line(ResourceListModel::titleOf(entry)));
    ServerText::setText(m_resourceFacts, ResourceListModel::describe(entry));
    const QSignalBlocker blocker(m_autoReread);
    m_autoReread->setChecked(m_controller->autoRereads(m_selectedUri));
    m_detail->setCurrentIndex(ResourcePage);
}

void ResourcesPane::readSelected()
{
    if (m_detail->currentIndex() == TemplatePage) {
        const QString uri = m_template->expandedUri();
        if (!uri.isEmpty())
            m_controller->read(uri);
        return;
    }
    if (m_detail->currentIndex() == ResourcePage && !m_selectedUri.isEmpty())
        m_controller->read(m_selectedUri);
}

SchemaFormView *ResourcesPane::templateForm() const
{
    return m_template->form();
}

CompletionController *ResourcesPane::completion() const
{
    return m_template->completion();
}

bool ResourcesPane::selectResource(const QString &uri)
{
    const int row = m_controller->resources()->rowOfUri(uri);
    const QModelIndex index
        = m_resourceProxy->mapFromSource(m_controller->resources()->index(row, 0));
    if (row < 0 || !index.isValid())
        return false;
    m_listTabs->setCurrentWidget(m_resourceView);
    m_resourceView->setCurrentIndex(index);
    return true;
}

bool ResourcesPane::selectTemplate(const QString &uriTemplate)
{
    const int row = m_controller->templates()->rowOfUri(uriTemplate);
    const QModelIndex index
        = m_templateProxy->mapFromSource(m_controller->templates()->index(row, 0));
    if (row < 0 || !index.isValid())
        return false;
    m_listTabs->setCurrentWidget(m_templateView);
    m_templateView->setCurrentIndex(index);
    return true;
}

void ResourcesPane::restoreSelection()
{
    // list_changed lists again and resets the models: select the same entries as before.
    if (!m_selectedUri.isEmpty() && !m_resourceView->currentIndex().isValid())
        selectResource(m_selectedUri);
    const QString uriTemplate = m_template->uriTemplate();
    if (!uriTemplate.isEmpty() && !m_templateView->currentIndex().isValid()) {
        const int tab = m_listTabs->currentIndex();
        selectTemplate(uriTemplate);
        m_listTabs->setCurrentIndex(tab);
    }
    showSelection();
}

void ResourcesPane::showContents(const QString &uri, const QJsonArray &contents)
{
    m_contents->showContents(uri, contents);
}

void ResourcesPane::showReadFailure(const QString &uri, const QString &message)
{
    m_contents->showError(uri, message);
}

void ResourcesPane::updateWidgets()
{
    const bool ready = m_controller->isReady();
    m_refresh->setEnabled(ready);
    m_loadMore->setVisible(m_controller->resourceLoader()->hasMore()
                           || m_controller->templateLoader()->hasMore());
    m_loadMore->setEnabled(ready && !m_controller->isLoading());
    m_readButton->setEnabled(ready && !m_selectedUri.isEmpty());
    const bool canSubscribe = m_controller->canSubscribe();
    m_subscribeButton->setVisible(canSubscribe);
    m_autoReread->setVisible(canSubscribe);
    const bool subscribed = m_controller->resources()->isSubscribed(m_selectedUri);
    m_subscribeButton->setChecked(subscribed);
    m_subscribeButton->setText(subscribed ? tr("Unsubscribe") : tr("Subscribe"));
    const QString listen = m_controller->listenStatus();
    m_listenStatus->setText(tr("Updates: %1").arg(listen));
    m_listenStatus->setVisible(!listen.isEmpty());
    m_template->setReady(ready);
    updateStatus();
}

void ResourcesPane::updateStatus()
{
    if (!m_controller->isReady()) {
        m_listStatus->setText(m_controller->resources()->rowCount() > 0
                                  ? tr("Not connected: showing what the server offered last.")
                                  : tr("Connect to a server to list its resources."));
        return;
    }
    if (!m_controller->offersResources()) {
        m_listStatus->setText(tr("The server does not offer resources (no \"resources\" "
                                 "capability). Refresh asks anyway."));
        return;
    }
    if (m_controller->isLoading()) {
        m_listStatus->setText(tr("Listing…"));
        return;
    }
    const PagedList *loader = m_controller->resourceLoader();
    const PagedList *templateLoader = m_controller->templateLoader();
    QStringList notes{tr("%n resource(s)", nullptr, m_controller->resources()->rowCount()),
                      tr("%n template(s)", nullptr, m_controller->templates()->rowCount())};
    if (loader->pageCount() > 1)
        notes << tr("%n page(s)", nullptr, loader->pageCount());
    for (const PagedList *l : {loader, templateLoader}) {
        if (!l->errorString().isEmpty())
            notes << l->errorString();
        if (!l->warning().isEmpty())
            notes << l->warning();
    }
    if (!loader->cachingHint().isEmpty())
        notes << tr("cache: %1").arg(loader->cachingHint());
    ServerText::setText(m_listStatus, notes.join(u"; "_s)); // errors quote the server
}
