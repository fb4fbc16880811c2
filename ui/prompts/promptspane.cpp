// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "promptspane.h"

#include "completion/completioncontroller.h"
#include "displaytext.h"
#include "forms/schemaformview.h"
#include "palettecolors.h"
#include "promptlistmodel.h"
#include "promptmessagesview.h"
#include "results/resourcereader.h"
#include "session/sessioncontext.h"
#include "widgets/listheader.h"
#include "widgets/servertext.h"

#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcprequests.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pagedlist.h>
#include <core/mcp/pendingrequest.h>
#include <core/schema/formschemas.h>
#include <core/schema/schemaformmodel.h>

#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

PromptsPane::PromptsPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new PromptListModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_loader(new PagedList(Mcp::Method::PromptsList, Mcp::Key::Prompts, this))
    , m_completion(new CompletionController(this))
    , m_reader(new ResourceReader(this))
{
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(createListSide());
    splitter->setObjectName(u"promptsSplitter"_s);
    auto *right = new QSplitter(Qt::Vertical, splitter);
    right->setObjectName(u"promptDetailSplitter"_s);
    right->addWidget(createDetail());
    m_messages = new PromptMessagesView(right);
    m_messages->setObjectName(u"promptMessages"_s);
    // Resource links in messages are read over the same session, shown where they were clicked.
    connect(
        m_messages, &PromptMessagesView::resourceReadRequested, m_reader, &ResourceReader::read);
    connect(m_reader,
            &ResourceReader::contentsRead,
            m_messages,
            &PromptMessagesView::showResourceContents);
    connect(
        m_reader, &ResourceReader::readFailed, m_messages, &PromptMessagesView::showResourceError);
    right->addWidget(m_messages);
    right->setStretchFactor(1, 1);
    right->setSizes({190, 310}); // the messages read better with more room than the form
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({260, 740});
    for (QSplitter *s : {splitter, right})
        s->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);

    connect(m_loader, &PagedList::pageLoaded, this, [this](const QJsonArray &items, bool first) {
        if (first)
            m_model->setPrompts(items);
        else
            m_model->appendPrompts(items);
    });
    connect(m_loader, &PagedList::finished, this, &PromptsPane::listFinished);
    setSession(nullptr);
}

QWidget *PromptsPane::createListSide()
{
    auto *side = new QWidget(this);
    const ListHeader top = makeListHeader(
        tr("Prompts"), tr("Filter prompts"), u"promptFilter"_s, u"refreshPromptsButton"_s, side);
    m_filter = top.filter;
    m_refresh = top.refresh;
    QHBoxLayout *header = top.layout;
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterRole(PromptListModel::SearchTextRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_view = new QListView(side);
    m_view->setObjectName(u"promptList"_s);
    m_view->setAccessibleName(tr("Prompts"));
    m_view->setModel(m_proxy);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_status = ServerText::label(u"promptListStatus"_s, side);
    auto *layout = new QVBoxLayout(side);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);
    connect(
        m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_refresh, &QPushButton::clicked, this, &PromptsPane::refresh);
    connect(m_view->selectionModel(),
            &QItemSelectionModel::currentChanged,
            this,
            &PromptsPane::showSelection);
    return side;
}

QWidget *PromptsPane::createDetail()
{
    auto *detail = new QWidget(this);
    m_title = ServerText::heading(u"promptTitle"_s, detail);
    m_description = ServerText::label(u"promptDescription"_s, detail);
    m_getButton = new QPushButton(tr("Get"), detail);
    m_getButton->setObjectName(u"getPromptButton"_s);
    m_getButton->setToolTip(tr("Send prompts/get with these arguments"));
    m_saveButton = new QPushButton(tr("Save Call…"), detail);
    m_saveButton->setObjectName(u"savePromptCallButton"_s);
    m_saveButton->setToolTip(tr("Keep this prompt and these arguments under a name, to get "
                                "again from the Saved tab"));
    m_form = new SchemaFormView(detail);
    m_form->setObjectName(u"promptForm"_s);
    auto *header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    header->addWidget(m_getButton);
    header->addWidget(m_saveButton);
    auto *layout = new QVBoxLayout(detail);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_description);
    layout->addWidget(m_form, 1);
    connect(m_getButton, &QPushButton::clicked, this, &PromptsPane::getPrompt);
    connect(m_saveButton, &QPushButton::clicked, this, &PromptsPane::saveCall);
    return detail;
}

void PromptsPane::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    m_listedOnce = false;
    m_pending.clear();
    m_model->clear();
    m_loader->setSession(session);
    m_completion->setSession(session);
    m_reader->setSession(session);
    m_messages->clear();
    if (session) {
        connect(session, &McpSession::stateChanged, this, &PromptsPane::handleSessionState);
        connect(session,
                &McpSession::notificationReceived,
                this,
                [this](const JsonRpcMessage &notification) {
                    if (notification.method() == Mcp::Method::PromptsListChanged)
                        refresh();
                });
    }
    handleSessionState();
    showSelection();
}

void PromptsPane::setContext(SessionContext *context)
{
    context->followShown(this, [this, context] { setSession(context->session()); });
}

void PromptsPane::handleSessionState()
{
    const bool ready = m_session && m_session->state() == McpSession::State::Ready;
    if (ready && !m_listedOnce && m_session->serverInfo().hasCapability(u"prompts"_s)) {
        m_listedOnce = true;
        refresh();
    } else if (ready && !m_session->serverInfo().hasCapability(u"prompts"_s)) {
        m_status->setText(tr("The server does not offer prompts (no \"prompts\" capability). "
                             "Refresh asks anyway."));
    } else if (!ready) {
        m_status->setText(m_model->rowCount() > 0
                              ? tr("Not connected: showing what the server offered last.")
                              : tr("Connect to a server to list its prompts."));
    }
    updateWidgets();
}

void PromptsPane::refresh()
{
    if (!m_session || m_session->state() != McpSession::State::Ready)
        return;
    m_status->setText(tr("Listing prompts…"));
    m_loader->restart();
}

void PromptsPane::listFinished()
{
    QStringList notes{tr("%n prompt(s)", nullptr, m_model->rowCount())};
    if (m_loader->pageCount() > 1)
        notes << tr("%n page(s)", nullptr, m_loader->pageCount());
    if (!m_loader->errorString().isEmpty())
        notes << tr("listing failed: %1").arg(m_loader->errorString());
    if (!m_loader->warning().isEmpty())
        notes << m_loader->warning();
    // The pane has no Load more: a listing that paused at its page budget is cut short.
    if (m_loader->hasMore())
        notes << tr(
            "stopped after %n page(s); the server has more", nullptr, m_loader->pageCount());
    if (!m_loader->cachingHint().isEmpty())
        notes << tr("cache: %1").arg(m_loader->cachingHint());
    ServerText::setText(m_status, notes.join(u"; "_s)); // errors quote the server
    PaletteColors::setTextTone(m_status,
                               m_loader->errorString().isEmpty() ? PaletteColors::Tone::Neutral
                                                                 : PaletteColors::Tone::Error);
    if (!selectPrompt(m_selectedName) && m_proxy->rowCount() > 0)
        m_view->setCurrentIndex(m_proxy->index(0, 0));
    Q_EMIT promptsListed();
}

bool PromptsPane::selectPrompt(const QString &name)
{
    const int row = name.isEmpty() ? -1 : m_model->rowOf(name);
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (row < 0 || !index.isValid())
        return false;
    m_view->setCurrentIndex(index);
    return true;
}

void PromptsPane::showSelection()
{
    const QJsonObject prompt
        = m_view->currentIndex().data(PromptListModel::PromptRole).toJsonObject();
    const bool samePrompt = !prompt.isEmpty() && prompt == m_prompt;
    m_prompt = prompt;
    if (prompt.isEmpty()) {
        m_title->setText(tr("No prompt selected"));
        m_description->setText(tr("Pick a prompt on the left to see its arguments here."));
        m_form->hide();
        updateWidgets();
        return;
    }
    const QString name = prompt.value("name"_L1).toString();
    const QString title = prompt.value("title"_L1).toString();
    m_selectedName = name;
    m_title->setText(title.isEmpty() || title == name
                         ? ServerText::line(name)
                         : u"%1 — %2"_s.arg(ServerText::line(name), ServerText::line(title)));
    const QString description = prompt.value("description"_L1).toString();
    ServerText::setText(m_description, description);
    m_description->setVisible(!description.isEmpty());
    m_form->show();
    if (!samePrompt) { // a list_changed refresh keeps what was typed
        m_form->setSchema(FormSchemas::promptArguments(prompt.value("arguments"_L1).toArray()));
        m_completion->attach(m_form, McpRequest::promptRef(name));
    }
    updateWidgets();
}

void PromptsPane::getPrompt()
{
    if (!m_session || m_session->state() != McpSession::State::Ready || m_prompt.isEmpty()
        || isGetting())
        return;
    m_form->applyPendingJson();
    m_form->validateNow(); // marks missing required arguments; the server decides anyway
    const QString name = m_prompt.value("name"_L1).toString();
    const McpRequest get = McpRequest::getPrompt(name, m_form->model()->value().toObject());
    m_session->reportUserAction({get.method, tr("Got prompt %1").arg(name), get.params});
    PendingRequest *request = get.send(*m_session);
    m_pending = request;
    m_messages->showBusy(name);
    connect(request, &PendingRequest::finished, this, [this, request] { handleFinished(request); });
    updateWidgets();
}

void PromptsPane::saveCall()
{
    if (m_prompt.isEmpty())
        return;
    m_form->applyPendingJson();
    Q_EMIT saveCallRequested(m_prompt.value("name"_L1).toString(),
                             m_form->model()->value().toObject());
}

// The result's description is worth a line only when it says more than the prompt's own.
QJsonObject PromptsPane::withoutRepeatedDescription(QJsonObject result) const
{
    if (result.value("description"_L1) == m_prompt.value("description"_L1))
        result.remove("description"_L1);
    return result;
}

void PromptsPane::handleFinished(PendingRequest *request)
{
    if (request == m_pending)
        m_pending.clear();
    const QString name = request->params().value("name"_L1).toString();
    if (request->hasError())
        m_messages->showError(name, request->errorString());
    else
        m_messages->showMessages(name, withoutRepeatedDescription(request->result().toObject()));
    updateWidgets();
}

void PromptsPane::updateWidgets()
{
    const bool ready = m_session && m_session->state() == McpSession::State::Ready;
    m_refresh->setEnabled(ready);
    m_getButton->setEnabled(ready && !m_prompt.isEmpty() && !isGetting());
    m_saveButton->setEnabled(!m_prompt.isEmpty());
}
