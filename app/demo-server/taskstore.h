// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QObject>

#include <optional>

class LongOperation;

// The tasks extension (io.modelcontextprotocol/tasks, for MCP 2026-07-28) as the demo server
// offers it: a tools/call of long_operation from a client that declared the extension becomes
// a task, run in the background, that tasks/get polls and tasks/cancel stops. Tasks are state
// that outlives the request, so on modern HTTP one store serves every request (like the
// notes). Tasks are kept for TtlMs after their last update. Owns the running operations;
// main (event-loop) thread.
class TaskStore : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;
    ~TaskStore() override;

    static constexpr qint64 TtlMs = 10 * 60 * 1000;
    static constexpr int PollIntervalMs = 250;

    // Starts long_operation as a task; returns the Task (taskId, status working, ...).
    QJsonObject start(double durationSeconds, int steps);
    // The DetailedTask: a completed one carries result. nullopt for an unknown or expired id.
    std::optional<QJsonObject> detailed(const QString &taskId);
    // Cooperative cancel: a working task becomes cancelled. nullopt for an unknown id; false
    // when the task had already reached a terminal status.
    std::optional<bool> cancel(const QString &taskId);

Q_SIGNALS:
    void taskChanged(const QJsonObject &detailedTask);

private:
    struct Entry
    {
        QJsonObject task; // the Task fields
        QJsonObject result;
        LongOperation *operation = nullptr;
        qint64 touchedMs = 0;
    };
    void update(Entry &entry, const QString &status, const QString &message);
    QJsonObject detailedOf(const Entry &entry) const;
    void dropExpired();

    QHash<QString, Entry> m_tasks;
    int m_nextNumber = 1;
};
