// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "listensubscriptions.h"

#include "mcpsession.h"
#include "pendingrequest.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

bool declaresListChanged(const ServerInfo &info, const QString &capability)
{
    return info.capabilities.value(capability).toObject().value("listChanged"_L1).toBool();
}

} // namespace

ListenSubscriptions::ListenSubscriptions(McpSession *session)
    : QObject(session)
    , m_session(session)
{
    connect(session, &McpSession::stateChanged, this, &ListenSubscriptions::handleState);
    handleState();
}

bool ListenSubscriptions::isActive() const
{
    return m_session->isModern() && m_session->state() == McpSession::State::Ready;
}

bool ListenSubscriptions::isListening() const
{
    return m_listener && m_listener->isListening();
}

SubscriptionListener::Filter ListenSubscriptions::filter() const
{
    const ServerInfo info = m_session->serverInfo();
    SubscriptionListener::Filter filter;
    filter.toolsListChanged = declaresListChanged(info, u"tools"_s);
    filter.promptsListChanged = declaresListChanged(info, u"prompts"_s);
    filter.resourcesListChanged = declaresListChanged(info, u"resources"_s);
    filter.resourceSubscriptions = m_resources;
    return filter;
}

void ListenSubscriptions::handleState()
{
    if (!isActive()) {
        // The stream ended with the connection; when it is back, listen anew (MCP 2026-07-28:
        // re-listen after a stdio restart). The subscribed resources stay asked for.
        if (m_listener) {
            m_listener->disconnect(this);
            m_listener->deleteLater();
            m_listener = nullptr;
        }
        Q_EMIT changed();
        return;
    }
    if (!m_listener)
        relisten();
}

void ListenSubscriptions::setResourceSubscribed(const QString &uri, bool subscribed)
{
    if (subscribed == m_resources.contains(uri))
        return;
    if (subscribed)
        m_resources << uri;
    else
        m_resources.removeAll(uri);
    if (isActive())
        relisten();
}

void ListenSubscriptions::relisten()
{
    const SubscriptionListener::Filter wanted = filter();
    const QPointer<SubscriptionListener> previous = m_listener;
    const bool nothingToAsk = wanted.toJson().isEmpty();
    if (nothingToAsk) {
        m_listener = nullptr;
        retire(previous);
        m_ended = u"nothing to listen for: the server declares no list changes and no resource "
                  "is subscribed"_s;
        Q_EMIT changed();
        return;
    }
    auto *listener = new SubscriptionListener(m_session, wanted);
    m_listener = listener;
    connect(listener, &SubscriptionListener::acknowledgedChanged, this, [this, previous] {
        retire(previous); // the new stream is up: the old one can go
        Q_EMIT changed();
    });
    connect(listener,
            &SubscriptionListener::ended,
            this,
            [this, listener, previous](bool, const QString &why) {
                retire(previous); // never acknowledged: the old stream lacks only the change
                if (m_listener != listener)
                    return;
                m_ended = why;
                Q_EMIT changed();
            });
    listener->start();
    Q_EMIT changed();
}

void ListenSubscriptions::retire(const QPointer<SubscriptionListener> &listener)
{
    if (!listener)
        return;
    listener->disconnect(this);
    listener->stop();
    listener->deleteLater();
}

QString ListenSubscriptions::describe() const
{
    if (!isActive())
        return {};
    if (!isListening())
        return u"not listening: "_s + m_ended;
    const QJsonObject asked = filter().toJson();
    QStringList parts;
    for (const auto &[key, words] : {std::pair{"toolsListChanged"_L1, "tools list"_L1},
                                     std::pair{"promptsListChanged"_L1, "prompts list"_L1},
                                     std::pair{"resourcesListChanged"_L1, "resources list"_L1}}) {
        if (asked.contains(key))
            parts << QString(words);
    }
    parts << m_resources;
    return u"listening on request %1: %2"_s.arg(m_listener->subscriptionId().displayText(),
                                                parts.join(u", "_s));
}
