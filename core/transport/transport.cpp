// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "transport.h"

Transport::Transport(QObject *parent)
    : QObject(parent)
{}

void Transport::setProtocolVersion(const QString &) {}

void Transport::setAuthorizer(HttpAuthorizer *authorizer)
{
    if (m_authorizer)
        disconnect(m_authorizer, nullptr, this, nullptr);
    m_authorizer = authorizer;
    if (authorizer)
        connect(authorizer,
                &HttpAuthorizer::waitingForUser,
                this,
                &Transport::authorizationWaitingForUser);
}

void Transport::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void Transport::emitEvent(TransportEvent::Kind kind, const QString &text, const QByteArray &raw)
{
    Q_EMIT eventOccurred(TransportEvent{kind, text, raw});
}
