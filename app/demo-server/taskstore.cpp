// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "taskstore.h"

#include "longoperation.h"

#include <QDateTime>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace {

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

} // namespace

TaskStore::~TaskStore()
{
    for (const Entry &entry : std::as_const(m_tasks))
        delete entry.operation;
}

QJsonObject TaskStore::start(double durationSeconds, int steps)
{
    dropExpired();
    // Unguessable, since on HTTP every client shares the store.
    const QString id = u"task-%1-%2"_s.arg(m_nextNumber++)
                           .arg(QUuid::createUuid().toString(QUuid::Id128).left(12));
    Entry entry;
    const QString created = now();
    entry.task = {{"taskId"_L1, id},
                  {"status"_L1, u"working"_s},
                  {"statusMessage"_L1, u"long_operation is running"_s},
                  {"createdAt"_L1, created},
                  {"lastUpdatedAt"_L1, created},
                  {"ttlMs"_L1, TtlMs},
                  {"pollIntervalMs"_L1, PollIntervalMs}};
    entry.touchedMs = QDateTime::currentMSecsSinceEpoch();
    auto *operation = new LongOperation(
        JsonRpcId(id), QJsonValue(QJsonValue::Undefined), durationSeconds, steps, this);
    entry.operation = operation;
    connect(operation, &LongOperation::finished, this, [this, id](const QJsonObject &result) {
        const auto it = m_tasks.find(id);
        if (it == m_tasks.end())
            return;
        it->result = result;
        it->operation->deleteLater();
        it->operation = nullptr;
        update(*it, u"completed"_s, u"long_operation finished"_s);
    });
    m_tasks.insert(id, entry);
    operation->start();
    return entry.task;
}

std::optional<QJsonObject> TaskStore::detailed(const QString &taskId)
{
    dropExpired();
    const auto it = m_tasks.constFind(taskId);
    if (it == m_tasks.cend())
        return std::nullopt;
    return detailedOf(*it);
}

std::optional<bool> TaskStore::cancel(const QString &taskId)
{
    dropExpired();
    const auto it = m_tasks.find(taskId);
    if (it == m_tasks.end())
        return std::nullopt;
    if (!it->operation)
        return false;
    delete it->operation;
    it->operation = nullptr;
    update(*it, u"cancelled"_s, u"cancelled by the client"_s);
    return true;
}

void TaskStore::update(Entry &entry, const QString &status, const QString &message)
{
    entry.task.insert("status"_L1, status);
    entry.task.insert("statusMessage"_L1, message);
    entry.task.insert("lastUpdatedAt"_L1, now());
    entry.touchedMs = QDateTime::currentMSecsSinceEpoch();
    Q_EMIT taskChanged(detailedOf(entry));
}

QJsonObject TaskStore::detailedOf(const Entry &entry) const
{
    QJsonObject task = entry.task;
    if (task.value("status"_L1) == "completed"_L1)
        task.insert("result"_L1, entry.result);
    return task;
}

void TaskStore::dropExpired()
{
    const qint64 limit = QDateTime::currentMSecsSinceEpoch() - TtlMs;
    for (auto it = m_tasks.begin(); it != m_tasks.end();) {
        if (!it->operation && it->touchedMs < limit)
            it = m_tasks.erase(it);
        else
            ++it;
    }
}
