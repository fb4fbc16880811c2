// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/replay/replayplan.h>
#include <core/session/sessionevent.h>

#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

class ReplayPlanLoader;
class ServerLogModel;
class SessionIndex;

// What an opened session file gives besides its log rows, read without decoding the whole file
// (a million events): the replay plan the panes are rebuilt from (server info, tools,
// resources, prompts: ReplayPlanLoader on a slice of only the handshake and the listing
// requests, with their responses), the server log pane (the recorded notifications/message,
// read from the file in bounded slices per turn of the event loop) and the first damaged
// line's entry. take() looks at the index's entries as they arrive; finish() starts the reading
// once the index has ended; ready() follows once the plan is read (the server log may still be
// filling). GUI thread.
class OfflineFileDetails : public QObject
{
    Q_OBJECT
public:
    static constexpr qsizetype kMaxPaneRequests = 1024; // listing requests the plan is read from
    static constexpr int kServerLogSlice = 256;         // events read per turn of the event loop

    // connection: the tag shown of a file of several (kNoConnection: a file of one).
    OfflineFileDetails(const SessionIndex *index,
                       int connection,
                       ServerLogModel *serverLog,
                       QObject *parent);
    ~OfflineFileDetails() override;

    // Entries first..last of the index (one eventsIndexed batch).
    void take(qint64 first, qint64 last);
    void finish();

    bool isReady() const { return m_planRead; }
    const ReplayPlan &plan() const { return m_plan; }
    // The first damaged line's entry (-1: none); its line number is the index's
    // (SessionIndex::firstMalformedLine).
    qint64 firstDamagedEntry() const { return m_firstDamaged; }
    qsizetype serverLogEvents() const { return m_serverLog.size(); }

Q_SIGNALS:
    void ready();

private:
    void planRead();
    void readServerLog();
    void checkReady();

    const SessionIndex *m_index = nullptr;
    int m_connection = SessionEvent::kNoConnection;
    QPointer<ServerLogModel> m_serverLogModel;
    ReplayPlanLoader *m_loader = nullptr;
    QTimer m_serverLogTimer;
    QList<qint64> m_paneRequests; // offsets
    QList<qint64> m_serverLog;    // entries
    qsizetype m_serverLogRead = 0;
    quint16 m_messageName = 0; // the index's number of notifications/message (0: not seen)
    QList<quint16> m_paneNames;
    int m_namesSeen = 1;
    qint64 m_firstDamaged = -1;
    ReplayPlan m_plan;
    bool m_planRead = false;
};
