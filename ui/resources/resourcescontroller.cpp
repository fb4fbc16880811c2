// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "resourcescontroller.h"

#include "resourcelistmodel.h"

#include <core/mcp/listensubscriptions.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcprequests.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pagedlist.h>
#include <core/mcp/pendingrequest.h>

using namespace Qt::StringLiterals;

ResourcesController::ResourcesController(QObject *parent)
    : QObject(parent)
    , m_resources(new ResourceListModel(ResourceListModel::Kind::Resources, this))
    , m_templates(new ResourceListModel(ResourceListModel::Kind::Templates, this))
    , m_resourceLoader(new PagedList(Mcp::Method::ResourcesList, Mcp::Key::Resources, this))
    , m_templateLoader(
          new PagedList(Mcp::Method::ResourcesTemplatesList, Mcp::Key::ResourceTemplates, this))
{
    const auto fill = [](ResourceListModel *model) {
        return [model](const QJsonArray &items, bool first) {
            if (first)
                model->setEntries(items);
            else
                model->appendEntries(items);
        };
    };
    connect(m_resourceLoader, &PagedList::pageLoaded, m_resources, fill(m_resources));
    connect(m_templateLoader, &PagedList::pageLoaded, m_templates, fill(m_templates));
    connect(m_resourceLoader, &PagedList::finished, this, &ResourcesController::loaderFinished);
    connect(m_templateLoader, &PagedList::finished, this, &ResourcesController::loaderFinished);
}

void ResourcesController::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    m_listedOnce = false;
    m_autoReread.clear();
    m_resources->clear();
    m_templates->clear();
    m_resources->clearMarks(); // subscriptions belong to a session
    m_resourceLoader->setSession(session);
    m_templateLoader->setSession(session);
    m_listen = session ? new ListenSubscriptions(session) : nullptr;
    if (session) {
        connect(m_listen, &ListenSubscriptions::changed, this, &ResourcesController::stateChanged);
        connect(session, &McpSession::stateChanged, this, &ResourcesController::handleState);
        connect(session,
                &McpSession::notificationReceived,
                this,
                &ResourcesController::handleNotification);
    }
    handleState();
}

bool ResourcesController::isReady() const
{
    return m_session && m_session->state() == McpSession::State::Ready;
}

bool ResourcesController::offersResources() const
{
    return isReady() && m_session->serverInfo().hasCapability(u"resources"_s);
}

bool ResourcesController::canSubscribe() const
{
    return offersResources()
           && m_session->serverInfo()
                  .capabilities.value("resources"_L1)
                  .toObject()
                  .value("subscribe"_L1)
                  .toBool();
}

bool ResourcesController::isLoading() const
{
    return m_resourceLoader->isLoading() || m_templateLoader->isLoading();
}

void ResourcesController::handleState()
{
    if (offersResources() && !m_listedOnce) {
        m_listedOnce = true;
        refresh();
    }
    Q_EMIT stateChanged();
}

void ResourcesController::refresh()
{
    if (!isReady())
        return;
    m_resourceLoader->restart();
    m_templateLoader->restart();
    Q_EMIT stateChanged();
}

void ResourcesController::loaderFinished()
{
    if (!isLoading())
        Q_EMIT listed();
    Q_EMIT stateChanged();
}

void ResourcesController::read(const QString &uri)
{
    if (!isReady())
        return;
    m_resources->setUpdated(uri, false); // what is shown next is the current content
    const McpRequest readRequest = McpRequest::readResource(uri);
    m_session->reportUserAction(
        {readRequest.method, tr("Read resource %1").arg(uri), readRequest.params});
    PendingRequest *request = readRequest.send(*m_session);
    Q_EMIT readStarted(uri);
    connect(request, &PendingRequest::finished, this, [this, uri, request] {
        handleReadFinished(uri, request);
    });
}

void ResourcesController::handleReadFinished(const QString &uri, PendingRequest *request)
{
    if (request->hasError()) {
        Q_EMIT readFailed(uri, request->errorString());
        return;
    }
    const QJsonValue contents = request->result().toObject().value("contents"_L1);
    if (!contents.isArray()) {
        Q_EMIT readFailed(uri, tr("the resources/read result has no \"contents\" array"));
        return;
    }
    Q_EMIT readFinished(uri, contents.toArray());
}

void ResourcesController::setSubscribed(const QString &uri, bool subscribe)
{
    if (!isReady())
        return;
    if (m_listen && m_listen->isActive()) {
        m_resources->setSubscribed(uri, subscribe);
        m_listen->setResourceSubscribed(uri, subscribe);
        return;
    }
    // Shown at once, taken back if the server refuses: the click should not feel ignored.
    m_resources->setSubscribed(uri, subscribe);
    PendingRequest *request
        = (subscribe ? McpRequest::subscribe(uri) : McpRequest::unsubscribe(uri)).send(*m_session);
    connect(request, &PendingRequest::finished, this, [this, uri, subscribe, request] {
        if (!request->hasError())
            return;
        m_resources->setSubscribed(uri, !subscribe);
        Q_EMIT subscriptionFailed(uri, request->errorString());
    });
}

QString ResourcesController::listenStatus() const
{
    return m_listen ? m_listen->describe() : QString();
}

void ResourcesController::setAutoReread(const QString &uri, bool on)
{
    if (on)
        m_autoReread.insert(uri);
    else
        m_autoReread.remove(uri);
}

void ResourcesController::handleNotification(const JsonRpcMessage &notification)
{
    if (notification.method() == Mcp::Method::ResourcesListChanged) {
        refresh();
        return;
    }
    if (notification.method() != Mcp::Method::ResourcesUpdated)
        return;
    const QString uri = notification.paramsObject().value("uri"_L1).toString();
    if (uri.isEmpty())
        return; // the log shows the malformed notification
    m_resources->setUpdated(uri, true);
    Q_EMIT resourceUpdated(uri);
    if (m_autoReread.contains(uri))
        read(uri);
}
