// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "pendingrequest.h"

#include <QHash>
#include <QObject>
#include <QTimer>

#include <functional>
#include <map>

// The requests of one connection between sending and their outcome: allocates ids (never
// reused, kept in their wire type), pairs answers by id, runs every timeout off one timer
// armed for the earliest deadline, routes progress (which restarts a timeout, within the
// maximum total), cancels, holds timeouts while the user logs in, sends a request again under a
// new id (MRTR rounds, the -32022 correction) as the same PendingRequest, and remembers the ids
// it gave up on so a late answer can be explained. It is the only writer of PendingRequest and
// finishes each exactly once. It sends nothing itself: the session puts on the wire what its
// signals ask for. GUI thread.
class RequestCorrelator : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        int timeoutMs = 0;         // 0: none
        bool withProgress = false; // the request carries its id as _meta.progressToken
        bool cancellable = true;   // tell the server (cancelRequired) on timeout or cancel()
    };
    // What a request may do once per life.
    enum class Retry { VersionCorrection, BrokenStream };

    explicit RequestCorrelator(QObject *parent = nullptr);
    ~RequestCorrelator() override;

    void setMaxTotalTimeout(int ms) { m_maxTotalMs = ms; } // 0: none
    int maxTotalTimeout() const { return m_maxTotalMs; }

    // The next id; ids are integers counted from 1 and never given twice.
    JsonRpcId nextId() { return JsonRpcId(m_nextId++); }
    // A request on its way out: pending under its id, its timeout running (or held).
    PendingRequest *open(const JsonRpcId &id,
                         const QString &method,
                         const QJsonObject &params,
                         const Options &options);
    // A request that could not go out: never pending, it finishes with ConnectionClosed on the
    // next event-loop turn so the caller can connect to finished() first.
    PendingRequest *refuse(const JsonRpcId &id,
                           const QString &method,
                           const QJsonObject &params,
                           const QString &why);
    PendingRequest *pending(const JsonRpcId &id) const;
    int count() const { return int(m_table.size()); }

    // The size of the frame that carried the response (PendingRequest::responseBytes()).
    void setResponseBytes(PendingRequest *request, qsizetype bytes);
    // Each takes the request out of the table and finishes it, once: later calls do nothing.
    void finishWithResult(PendingRequest *request, const QJsonValue &result);
    void finishWithRemoteError(PendingRequest *request, const JsonRpcError &error);
    void finishLocally(PendingRequest *request,
                       PendingRequest::Outcome outcome,
                       const QString &why,
                       int httpStatus = 0);
    // cancel(): cancelRequired (when cancellable), then Cancelled. PendingRequest::cancel() too.
    void cancel(PendingRequest *request, const QString &reason);
    // Every pending request ends with ConnectionClosed; why(request) says how, in one line.
    void closeAll(const std::function<QString(const PendingRequest &)> &why);

    // notifications/progress for token: false when no pending request asked for progress so.
    bool
    reportProgress(const JsonRpcId &token, double progress, double total, const QString &message);
    // The same request under a new id (its previousId() the old one) with a fresh timeout;
    // resent() asks the session to transmit it.
    void resend(PendingRequest *request, const QJsonObject &params, const QString &why);
    // The timeout stops until the next resend() (a person answering an MRTR round).
    void pauseTimeout(PendingRequest *request);
    // Counts an MRTR round; returns how many this request has taken.
    int countInputRound(PendingRequest *request);
    // True the first time only.
    bool spendRetry(PendingRequest *request, Retry retry);
    // A transport failure's HTTP status, kept on the request whatever its outcome.
    void setHttpStatus(PendingRequest *request, int status);
    // While the user logs in (OAuth in a browser) every timeout stands still, keeping what was
    // left; requests opened meanwhile start held.
    void holdTimeouts(bool hold);
    bool timeoutsHeld() const { return m_held; }

    // Ids not (or no longer) pending, for a response that names one.
    bool wasAbandoned(const JsonRpcId &id) const { return m_abandoned.contains(id); }
    // For a response to a request given up on (wasAbandoned()): which, and how it ended.
    QString lateResponseExplanation(const JsonRpcId &id) const;

Q_SIGNALS:
    // Before the request finishes with Timeout.
    void timedOut(PendingRequest *request);
    // The server should be told to stop working on it (timeout or cancel of a cancellable one).
    void cancelRequired(PendingRequest *request, const QString &reason);
    // To transmit again under request->id(); request->previousId() was the last one.
    void resent(PendingRequest *request, const QString &why);

private:
    class Entry; // the PendingRequest subclass; a member, so it may call in here
    Entry *entryOf(PendingRequest *request) const;
    void retire(Entry *entry, const QString &abandonedBecause = {});
    void arm(Entry *entry, qint64 ms);
    void disarm(Entry *entry);
    void schedule();
    void expire();

    QHash<JsonRpcId, Entry *> m_table;
    std::multimap<qint64, Entry *> m_deadlines; // by QDeadlineTimer::deadlineNSecs()
    QTimer m_timer;                             // armed for the earliest deadline (or later)
    qint64 m_timerDeadlineNs = -1;
    QHash<JsonRpcId, QString> m_abandoned; // ids that timed out or were cancelled, and how
    qint64 m_nextId = 1;
    int m_maxTotalMs = 0;
    bool m_held = false;
};
