// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "sessionreader.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <functional>

class MessageLogModel;

// Opens a .mcpsession file into a MessageLogModel without freezing the GUI: a slice of events
// per turn of the event loop (a million events take seconds), progress() after each slice,
// finished() once at the end or at the first bad line (error() and errorLine() then say why;
// the rows before it stay). Rows are appended (clear() the model first for a fresh view).
// User actions become rows too. Every event arrives analysed by the SessionReader (paired,
// and with findings; see there). Does not own the model; GUI thread.
class SessionLoader : public QObject
{
    Q_OBJECT
public:
    explicit SessionLoader(QObject *parent = nullptr);

    // False (and no signal) when the file cannot be opened or has no valid header, or when it
    // records several connections and connection is not the tag of one of them (a log
    // connection pairs the frames of one). Rows go to the model's connection logConnection.
    bool start(const QString &path,
               MessageLogModel *model,
               int connection = SessionEvent::kNoConnection,
               int logConnection = 0);
    void cancel();
    const SessionHeader &header() const { return m_reader.header(); }
    QList<UserAction> actions() const { return m_actions; }
    qint64 eventCount() const { return m_events; }
    QString error() const { return m_startError.isEmpty() ? m_reader.errorString() : m_startError; }
    int errorLine() const { return m_reader.errorLine(); }
    void setSliceSize(int events) { m_sliceSize = events; }
    // Sees every event as it is read (a replay plan is built this way, in the same pass).
    void setObserver(std::function<void(const SessionEvent &)> observer)
    {
        m_observer = std::move(observer);
    }

Q_SIGNALS:
    void progress(qint64 events);
    void finished();

private:
    void readSlice();

    SessionReader m_reader;
    QPointer<MessageLogModel> m_model;
    QTimer m_slice;
    QList<UserAction> m_actions;
    std::function<void(const SessionEvent &)> m_observer;
    qint64 m_events = 0;
    int m_sliceSize = 20000;
    int m_logConnection = 0;
    QString m_startError; // why start() refused a file it could open
    bool m_running = false;
};
