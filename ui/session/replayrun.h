// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "replaystepmodel.h"

#include <core/replay/sessionreplayer.h>

#include <QObject>
#include <QPointer>

struct TrafficEvent;

// One run of core SessionReplayer for the GUI: besides each comparison it keeps the two
// responses compared (the recorded one from the plan, the live one as it arrived) and the
// live latency, which the replayer itself does not expose. The replayer sends one request at
// a time, so the last response frame before a step finishes is that step's. GUI thread.
class ReplayRun : public QObject
{
    Q_OBJECT
public:
    ReplayRun(const ReplayPlan &plan,
              std::unique_ptr<Transport> transport,
              const JsonIgnoreList &ignore,
              QObject *parent = nullptr);

    void start() { m_replayer->start(); }
    SessionReplayer *replayer() const { return m_replayer; }
    QString targetDescription() const;

Q_SIGNALS:
    void stepFinished(const ReplayStepRow &row);
    void finished(const ReplaySummary &summary, const QString &failure);

private:
    void observe(const TrafficEvent &event);
    void finishStep(const ReplayOutcome &outcome);
    QJsonValue recordedResponse(const ReplayOutcome &outcome) const;

    SessionReplayer *m_replayer = nullptr;
    qint64 m_sentNs = -1;
    qint64 m_latencyNs = -1;
    QJsonValue m_live;
};
