// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "subscriptionlistener.h"

#include "mcpmethods.h"
#include "mcprequests.h"
#include "mcpsession.h"
#include "pendingrequest.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {
constexpr QLatin1StringView kSubscriptionIdKey = "io.modelcontextprotocol/subscriptionId"_L1;
} // namespace

QJsonObject SubscriptionListener::Filter::toJson() const
{
    QJsonObject notifications;
    if (toolsListChanged)
        notifications.insert("toolsListChanged"_L1, true);
    if (promptsListChanged)
        notifications.insert("promptsListChanged"_L1, true);
    if (resourcesListChanged)
        notifications.insert("resourcesListChanged"_L1, true);
    if (!resourceSubscriptions.isEmpty())
        notifications.insert("resourceSubscriptions"_L1,
                             QJsonArray::fromStringList(resourceSubscriptions));
    return notifications;
}

SubscriptionListener::SubscriptionListener(McpSession *session, const Filter &filter)
    : QObject(session)
    , m_session(session)
    , m_filter(filter)
{
    connect(session,
            &McpSession::notificationReceived,
            this,
            &SubscriptionListener::handleNotification);
}

void SubscriptionListener::start()
{
    m_stopping = false;
    m_reissues = 0;
    listen();
}

void SubscriptionListener::listen()
{
    RequestOptions options;
    options.timeoutMs = 0; // it lasts until either side ends it
    PendingRequest *request = McpRequest::listen(m_filter.toJson()).send(*m_session, options);
    m_request = request;
    m_id = request->id();
    m_acknowledged = {};
    connect(request, &PendingRequest::finished, this, [this, request] { handleFinished(request); });
}

JsonRpcId SubscriptionListener::subscriptionId() const
{
    return m_request ? m_request->id() : m_id;
}

void SubscriptionListener::stop()
{
    if (!m_request)
        return;
    m_stopping = true;
    m_request->cancel(u"the subscription was closed"_s);
}

void SubscriptionListener::handleNotification(const JsonRpcMessage &notification)
{
    const QJsonObject params = notification.paramsObject();
    const JsonRpcId id
        = JsonRpcId::fromJson(params.value("_meta"_L1).toObject().value(kSubscriptionIdKey));
    // The request's current id: the session may have re-issued it after a broken stream.
    if (!m_request || id != m_request->id())
        return; // another subscription's, or not one at all
    m_id = m_request->id();
    if (notification.method() != Mcp::Method::SubscriptionsAcknowledged) {
        Q_EMIT notified(notification);
        return;
    }
    m_acknowledged = params.value("notifications"_L1).toObject();
    const QJsonObject asked = m_filter.toJson();
    if (m_acknowledged != asked)
        m_session->logDiagnostic(
            u"subscription %1: the server agreed to %2 of the %3 asked for"_s.arg(
                m_id.displayText(),
                QString::number(m_acknowledged.size()),
                QString::number(asked.size())));
    Q_EMIT acknowledgedChanged(m_acknowledged);
}

void SubscriptionListener::handleFinished(PendingRequest *request)
{
    if (request != m_request)
        return;
    m_request = nullptr;
    if (request->outcome() == PendingRequest::Outcome::Result) {
        Q_EMIT ended(true, u"the server ended the subscription"_s);
        return;
    }
    if (m_stopping || request->outcome() == PendingRequest::Outcome::Cancelled) {
        Q_EMIT ended(true, u"closed"_s);
        return;
    }
    // A stream that broke while the connection stands; a closed connection (or a session
    // being destroyed) has nothing to listen on.
    const bool broken = request->outcome() == PendingRequest::Outcome::TransportError;
    if (broken && m_session->state() == McpSession::State::Ready && m_reissues < m_maxReissues) {
        ++m_reissues;
        m_session->logDiagnostic(u"subscription %1 broke (%2); listening again (%3 of %4)"_s.arg(
            m_id.displayText(),
            request->errorString(),
            QString::number(m_reissues),
            QString::number(m_maxReissues)));
        listen();
        return;
    }
    Q_EMIT ended(false, request->errorString());
}
