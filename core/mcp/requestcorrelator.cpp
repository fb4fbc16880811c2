// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "requestcorrelator.h"

#include <core/jsonrpc/jsonrpcerrors.h>

#include <QPointer>

using namespace Qt::StringLiterals;

namespace {
constexpr int kMaxRememberedAbandonedIds = 4096;

qint64 nowNs()
{
    return QDeadlineTimer::current(Qt::PreciseTimer).deadlineNSecs();
}
} // namespace

// The request as the correlator keeps it: the PendingRequest callers see, plus the bookkeeping
// only the correlator reads.
class RequestCorrelator::Entry final : public PendingRequest
{
public:
    Entry(RequestCorrelator *correlator,
          const JsonRpcId &id,
          const QString &method,
          const QJsonObject &params)
        : PendingRequest(id, method, params, correlator)
        , correlator(correlator)
    {}
    ~Entry() override
    {
        if (correlator && !isFinished()) // deleted by hand: never reachable through the table
            correlator->retire(this);
    }
    void cancelRequested(const QString &reason) override
    {
        if (correlator)
            correlator->cancel(this, reason);
        else
            finish(Outcome::Cancelled, u"cancelled"_s);
    }

    using PendingRequest::finish;
    using PendingRequest::m_deadline;
    using PendingRequest::m_error;
    using PendingRequest::m_hasProgressToken;
    using PendingRequest::m_httpStatus;
    using PendingRequest::m_id;
    using PendingRequest::m_inputRounds;
    using PendingRequest::m_params;
    using PendingRequest::m_previousId;
    using PendingRequest::m_responseBytes;
    using PendingRequest::m_result;
    using PendingRequest::m_timeoutMs;
    using PendingRequest::reportProgress;

    RequestCorrelator *correlator;
    std::multimap<qint64, Entry *>::iterator deadlineSlot;
    bool armed = false;
    bool inTable = false;
    bool cancellable = true;
    qint64 heldMs = -1; // >= 0: the timeout is held with this much left
    unsigned retriesSpent = 0;
};

RequestCorrelator::RequestCorrelator(QObject *parent)
    : QObject(parent)
{
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer); // a coarse timer may fire 5 % early
    connect(&m_timer, &QTimer::timeout, this, &RequestCorrelator::expire);
}

RequestCorrelator::~RequestCorrelator()
{
    closeAll([](const PendingRequest &) { return u"session closed"_s; });
    // The requests are children and die with us: they must not call back into a dead table.
    for (QObject *child : children())
        if (auto *entry = dynamic_cast<Entry *>(child))
            entry->correlator = nullptr;
}

RequestCorrelator::Entry *RequestCorrelator::entryOf(PendingRequest *request) const
{
    // Every PendingRequest is an Entry of a correlator; only this one's may be touched here.
    auto *entry = static_cast<Entry *>(request);
    return entry && entry->correlator == this && !entry->isFinished() ? entry : nullptr;
}

PendingRequest *RequestCorrelator::pending(const JsonRpcId &id) const
{
    return m_table.value(id);
}

PendingRequest *RequestCorrelator::open(const JsonRpcId &id,
                                        const QString &method,
                                        const QJsonObject &params,
                                        const Options &options)
{
    auto *entry = new Entry(this, id, method, params);
    entry->m_hasProgressToken = options.withProgress;
    entry->m_timeoutMs = qMax(0, options.timeoutMs);
    entry->cancellable = options.cancellable;
    entry->inTable = true;
    m_table.insert(id, entry);
    if (entry->m_timeoutMs > 0)
        arm(entry, m_maxTotalMs > 0 ? qMin(entry->m_timeoutMs, m_maxTotalMs) : entry->m_timeoutMs);
    return entry;
}

PendingRequest *RequestCorrelator::refuse(const JsonRpcId &id,
                                          const QString &method,
                                          const QJsonObject &params,
                                          const QString &why)
{
    auto *entry = new Entry(this, id, method, params);
    QTimer::singleShot(
        0, entry, [entry, why] { entry->finish(PendingRequest::Outcome::ConnectionClosed, why); });
    return entry;
}

void RequestCorrelator::retire(Entry *entry, const QString &abandonedBecause)
{
    disarm(entry);
    entry->heldMs = -1;
    if (entry->inTable) {
        entry->inTable = false;
        const auto it = m_table.constFind(entry->m_id);
        if (it != m_table.constEnd() && *it == entry)
            m_table.erase(it);
    }
    if (abandonedBecause.isEmpty())
        return;
    if (m_abandoned.size() >= kMaxRememberedAbandonedIds)
        m_abandoned.clear();
    m_abandoned.insert(entry->m_id, entry->method() + u", which had already "_s + abandonedBecause);
}

void RequestCorrelator::setResponseBytes(PendingRequest *request, qsizetype bytes)
{
    static_cast<Entry *>(request)->m_responseBytes = bytes;
}

void RequestCorrelator::finishWithResult(PendingRequest *request, const QJsonValue &result)
{
    Entry *entry = entryOf(request);
    if (!entry)
        return;
    retire(entry);
    entry->m_result = result;
    entry->finish(PendingRequest::Outcome::Result);
}

void RequestCorrelator::finishWithRemoteError(PendingRequest *request, const JsonRpcError &error)
{
    Entry *entry = entryOf(request);
    if (!entry)
        return;
    retire(entry);
    entry->m_error = error;
    entry->finish(PendingRequest::Outcome::RemoteError,
                  u"server answered %1 with error %2: %3"_s.arg(
                      entry->method(), JsonRpc::errorCodeName(error.code), error.message));
}

void RequestCorrelator::finishLocally(PendingRequest *request,
                                      PendingRequest::Outcome outcome,
                                      const QString &why,
                                      int httpStatus)
{
    Entry *entry = entryOf(request);
    if (!entry)
        return;
    retire(entry);
    if (httpStatus != 0)
        entry->m_httpStatus = httpStatus;
    entry->finish(outcome, why);
}

void RequestCorrelator::cancel(PendingRequest *request, const QString &reason)
{
    Entry *entry = entryOf(request);
    if (!entry)
        return;
    const bool tell = entry->inTable && entry->cancellable;
    retire(entry, tell ? u"been cancelled"_s : QString());
    if (tell)
        Q_EMIT cancelRequired(entry, reason);
    entry->finish(PendingRequest::Outcome::Cancelled,
                  reason.isEmpty() ? u"cancelled"_s : u"cancelled: "_s + reason);
}

void RequestCorrelator::closeAll(const std::function<QString(const PendingRequest &)> &why)
{
    // An earlier finished() handler may delete a later request (or finish it).
    QList<QPointer<Entry>> entries;
    entries.reserve(m_table.size());
    for (Entry *entry : std::as_const(m_table))
        entries.append(entry);
    for (const QPointer<Entry> &entry : std::as_const(entries)) {
        if (!entry || entry->isFinished())
            continue;
        retire(entry);
        entry->finish(PendingRequest::Outcome::ConnectionClosed, why(*entry));
    }
}

bool RequestCorrelator::reportProgress(const JsonRpcId &token,
                                       double progress,
                                       double total,
                                       const QString &message)
{
    // The progress token is always the request id, in the same wire type.
    Entry *entry = m_table.value(token);
    if (!entry || !entry->m_hasProgressToken)
        return false;
    // MCP: progress may reset the timeout, but a maximum total still applies.
    if (entry->m_timeoutMs > 0) {
        qint64 next = entry->m_timeoutMs;
        if (m_maxTotalMs > 0)
            next = qMin(next, qMax<qint64>(0, m_maxTotalMs - entry->elapsedMs()));
        if (entry->heldMs >= 0)
            entry->heldMs = next;
        else
            arm(entry, next);
    }
    entry->reportProgress(progress, total, message);
    return true;
}

void RequestCorrelator::resend(PendingRequest *request,
                               const QJsonObject &params,
                               const QString &why)
{
    Entry *entry = entryOf(request);
    if (!entry || !entry->inTable)
        return;
    m_table.remove(entry->m_id);
    entry->m_previousId = entry->m_id;
    entry->m_id = nextId();
    entry->m_params = params;
    m_table.insert(entry->m_id, entry);
    disarm(entry);
    if (entry->m_timeoutMs > 0)
        arm(entry, m_maxTotalMs > 0 ? qMin(entry->m_timeoutMs, m_maxTotalMs) : entry->m_timeoutMs);
    Q_EMIT resent(entry, why);
}

void RequestCorrelator::pauseTimeout(PendingRequest *request)
{
    if (Entry *entry = entryOf(request)) {
        disarm(entry);
        entry->heldMs = -1;
    }
}

int RequestCorrelator::countInputRound(PendingRequest *request)
{
    Entry *entry = entryOf(request);
    return entry ? ++entry->m_inputRounds : 0;
}

bool RequestCorrelator::spendRetry(PendingRequest *request, Retry retry)
{
    Entry *entry = entryOf(request);
    const unsigned bit = 1u << unsigned(retry);
    if (!entry || (entry->retriesSpent & bit))
        return false;
    entry->retriesSpent |= bit;
    return true;
}

void RequestCorrelator::setHttpStatus(PendingRequest *request, int status)
{
    if (Entry *entry = entryOf(request))
        entry->m_httpStatus = status;
}

void RequestCorrelator::holdTimeouts(bool hold)
{
    if (m_held == hold)
        return;
    m_held = hold;
    for (Entry *entry : std::as_const(m_table)) {
        if (hold && entry->armed) {
            const qint64 left = qMax<qint64>(0, entry->m_deadline.remainingTime());
            disarm(entry);
            entry->heldMs = left;
        } else if (!hold && entry->heldMs >= 0) {
            const qint64 left = entry->heldMs;
            entry->heldMs = -1;
            arm(entry, left);
        }
    }
}

void RequestCorrelator::arm(Entry *entry, qint64 ms)
{
    disarm(entry);
    if (m_held) {
        entry->heldMs = ms;
        return;
    }
    entry->m_deadline = QDeadlineTimer(ms, Qt::PreciseTimer);
    entry->deadlineSlot = m_deadlines.emplace(entry->m_deadline.deadlineNSecs(), entry);
    entry->armed = true;
    schedule();
}

void RequestCorrelator::disarm(Entry *entry)
{
    if (!entry->armed)
        return;
    m_deadlines.erase(entry->deadlineSlot);
    entry->armed = false;
    entry->m_deadline = QDeadlineTimer(QDeadlineTimer::Forever);
}

void RequestCorrelator::schedule()
{
    // The timer may stay armed for a deadline that went away (an answered request): firing
    // then finds nothing due and re-arms. That costs one wake-up per timeout period instead of
    // a timer registration per request.
    if (m_deadlines.empty())
        return;
    const qint64 earliest = m_deadlines.begin()->first;
    if (m_timer.isActive() && m_timerDeadlineNs <= earliest)
        return;
    m_timerDeadlineNs = earliest;
    const qint64 leftNs = qMax<qint64>(0, earliest - nowNs());
    m_timer.start(int(qMin<qint64>((leftNs + 999'999) / 1'000'000, INT_MAX)));
}

void RequestCorrelator::expire()
{
    m_timerDeadlineNs = -1;
    const qint64 now = nowNs();
    while (!m_deadlines.empty() && m_deadlines.begin()->first <= now) {
        Entry *entry = m_deadlines.begin()->second;
        retire(entry, u"timed out"_s);
        Q_EMIT timedOut(entry);
        if (entry->cancellable)
            Q_EMIT cancelRequired(entry, u"timed out after %1 ms"_s.arg(entry->elapsedMs()));
        entry->finish(
            PendingRequest::Outcome::Timeout,
            u"no answer to %1 within %2 ms"_s.arg(entry->method()).arg(entry->m_timeoutMs));
    }
    schedule();
}

QString RequestCorrelator::lateResponseExplanation(const JsonRpcId &id) const
{
    return u"late response to request %1 (%2)"_s.arg(id.displayText(), m_abandoned.value(id));
}
