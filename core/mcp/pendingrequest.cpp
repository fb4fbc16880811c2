// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "pendingrequest.h"

#include <core/jsonrpc/jsonrpcerrors.h>

using namespace Qt::StringLiterals;

PendingRequest::PendingRequest(const JsonRpcId &id,
                               const QString &method,
                               const QJsonObject &params,
                               QObject *parent)
    : QObject(parent)
    , m_id(id)
    , m_method(method)
    , m_params(params)
{
    m_elapsed.start();
    m_timeout.setSingleShot(true);
    m_timeout.setTimerType(Qt::PreciseTimer); // a coarse timer may fire 5 % early
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        if (m_timeoutHook)
            m_timeoutHook(this);
    });
}

void PendingRequest::cancel(const QString &reason)
{
    if (isFinished())
        return;
    if (m_cancelHook)
        m_cancelHook(this, reason);
    finishLocally(Outcome::Cancelled,
                  reason.isEmpty() ? u"cancelled"_s : u"cancelled: "_s + reason);
}

void PendingRequest::armTimeout(int timeoutMs, int maxTotalMs)
{
    m_timeoutMs = timeoutMs;
    m_maxTotalMs = maxTotalMs;
    if (timeoutMs > 0)
        m_timeout.start(maxTotalMs > 0 ? qMin(timeoutMs, maxTotalMs) : timeoutMs);
}

void PendingRequest::holdTimeout()
{
    if (!m_timeout.isActive())
        return;
    m_heldRemainingMs = int(m_timeout.remainingTime());
    m_timeout.stop();
}

void PendingRequest::releaseTimeout()
{
    if (m_heldRemainingMs < 0)
        return;
    m_timeout.start(m_heldRemainingMs);
    m_heldRemainingMs = -1;
}

int PendingRequest::remainingTimeoutMs() const
{
    return m_timeout.isActive() ? int(m_timeout.remainingTime()) : -1;
}

void PendingRequest::reportProgress(double progress, double total, const QString &message)
{
    if (isFinished())
        return;
    m_hasProgress = true;
    m_progress = progress;
    m_progressTotal = total;
    m_progressMessage = message;
    // MCP: progress may reset the timeout, but a hard maximum still applies.
    if (m_timeoutMs > 0) {
        int next = m_timeoutMs;
        if (m_maxTotalMs > 0)
            next = int(qMin<qint64>(next, qMax<qint64>(0, m_maxTotalMs - elapsedMs())));
        m_timeout.start(next);
    }
    Q_EMIT progressReported(progress, total, message);
}

void PendingRequest::finishWithResult(const QJsonValue &result)
{
    m_result = result;
    finish(Outcome::Result);
}

void PendingRequest::finishWithRemoteError(const JsonRpcError &error)
{
    m_error = error;
    m_errorString = u"server answered %1 with error %2: %3"_s.arg(
        m_method, JsonRpc::errorCodeName(error.code), error.message);
    finish(Outcome::RemoteError);
}

void PendingRequest::finishLocally(Outcome outcome, const QString &errorString)
{
    m_errorString = errorString;
    finish(outcome);
}

void PendingRequest::finish(Outcome outcome)
{
    if (isFinished())
        return;
    m_outcome = outcome;
    m_timeout.stop();
    Q_EMIT finished();
    deleteLater();
}
