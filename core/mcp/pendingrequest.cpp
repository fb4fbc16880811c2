// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "pendingrequest.h"

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
}

void PendingRequest::cancel(const QString &reason)
{
    if (!isFinished())
        cancelRequested(reason);
}

int PendingRequest::remainingTimeoutMs() const
{
    if (isFinished() || m_deadline.isForever())
        return -1;
    return int(qMax<qint64>(0, m_deadline.remainingTime()));
}

void PendingRequest::reportProgress(double progress, double total, const QString &message)
{
    m_hasProgress = true;
    m_progress = progress;
    m_progressTotal = total;
    m_progressMessage = message;
    Q_EMIT progressReported(progress, total, message);
}

bool PendingRequest::finish(Outcome outcome, const QString &errorString)
{
    if (isFinished())
        return false;
    m_outcome = outcome;
    m_errorString = errorString;
    m_deadline = QDeadlineTimer(QDeadlineTimer::Forever);
    Q_EMIT finished();
    deleteLater();
    return true;
}
