// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "replayoutcome.h"
#include "replayplan.h"

#include <QObject>

#include <memory>

class McpSession;
class PendingRequest;
class Transport;

// Re-runs a recorded session against a live server: the recorded handshake, then every
// recorded client request and notification in order, one at a time, under new ids (the
// session numbers them; notifications/cancelled is remapped to the new id), answering server
// requests with the recording's answers. Each response is compared with the recorded one
// (semantic diff, ignore list applied) as soon as it arrives: stepFinished(). finished() fires
// once, after the server has been shut down; failureReason() is non-empty when the server
// could not be reached, failed the handshake, or went away before the end. Owns its
// McpSession (and through it the transport); GUI thread; asynchronous.
class SessionReplayer : public QObject
{
    Q_OBJECT
public:
    SessionReplayer(ReplayPlan plan,
                    std::unique_ptr<Transport> transport,
                    JsonIgnoreList ignore,
                    QObject *parent = nullptr);

    McpSession *session() const { return m_session; } // for observing traffic or recording it
    void setTimeout(int ms);
    void start();

    const ReplayPlan &plan() const { return m_plan; }
    QList<ReplayOutcome> outcomes() const { return m_outcomes; }
    ReplaySummary summary() const { return ReplaySummary::of(m_outcomes); }
    QString failureReason() const { return m_failure; }
    bool isFinished() const { return m_finished; }
    // Ends the replay before its end (the user interrupted it): the server is shut down, then
    // finished() follows with `failure` as failureReason(). Nothing after the first call.
    void stop(const QString &failure);

Q_SIGNALS:
    void stepFinished(const ReplayOutcome &outcome);
    void finished();

private:
    void installAnswers();
    void handleState();
    void sendNext();
    void sendNotification(const ReplayPlan::Step &step);
    void compareHandshake();
    void record(const ReplayOutcome &outcome);
    void finishRequest(PendingRequest *request, const ReplayPlan::Step &step);

    ReplayPlan m_plan;
    JsonIgnoreList m_ignore;
    McpSession *m_session = nullptr;
    QList<ReplayOutcome> m_outcomes;
    QHash<JsonRpcId, JsonRpcId> m_newIds; // recorded id -> replay id
    qsizetype m_next = 0;
    bool m_started = false;
    bool m_stopping = false;
    bool m_finished = false;
    QString m_failure;
};
