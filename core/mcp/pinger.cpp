// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "pinger.h"

#include "mcprequests.h"
#include "mcpsession.h"
#include "pendingrequest.h"

Pinger::Pinger(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(&m_timer, &QTimer::timeout, this, &Pinger::ping);
    connect(session, &McpSession::stateChanged, this, &Pinger::updateTimer);
}

void Pinger::setInterval(int ms)
{
    m_timer.setInterval(ms);
    updateTimer();
}

void Pinger::updateTimer()
{
    const bool run
        = m_session && m_session->state() == McpSession::State::Ready && m_timer.interval() > 0;
    if (run && !m_timer.isActive())
        m_timer.start();
    else if (!run)
        m_timer.stop();
}

void Pinger::ping()
{
    if (!m_session || m_inFlight)
        return;
    m_inFlight = true;
    PendingRequest *request = McpRequest::ping().send(*m_session);
    connect(request, &PendingRequest::finished, this, [this, request] {
        m_inFlight = false;
        if (request->hasError())
            Q_EMIT failed(request->errorString());
        else
            Q_EMIT ponged(request->elapsedMs());
    });
}
