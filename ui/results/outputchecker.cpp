// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "outputchecker.h"

#include <core/platform/offthread.h>
#include <core/schema/schemavalidator.h>

#include <QFutureWatcher>
#include <QPromise>

#include <memory>

static_assert(OutputChecker::BudgetMs == SchemaValidator::DefaultBudgetMs,
              "the GUI and the CLI give a validation the same time");

OutputChecker::OutputChecker(QObject *parent)
    : QObject(parent)
{
    m_budget.setSingleShot(true);
    m_budget.setInterval(BudgetMs);
    connect(&m_budget, &QTimer::timeout, this, [this] { deliver(OutputCheck::tookTooLong()); });
}

OutputChecker::~OutputChecker()
{
    cancel();
}

void OutputChecker::check(const QJsonObject &result, const QJsonValue &outputSchema)
{
    cancel();
    if (const std::optional<OutputCheck::Outcome> early
        = OutputCheck::precheck(result, outputSchema)) {
        Q_EMIT finished(*early);
        return;
    }
    // The worker owns copies of what it checks and fulfils a promise nobody may be waiting for
    // any more; nothing it touches belongs to this object.
    auto promise = std::make_shared<QPromise<OutputCheck::Outcome>>();
    promise->start();
    m_watcher = new QFutureWatcher<OutputCheck::Outcome>(this);
    QFutureWatcher<OutputCheck::Outcome> *watcher = m_watcher;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        if (watcher == m_watcher && watcher->future().resultCount() > 0)
            deliver(watcher->future().result());
    });
    watcher->setFuture(promise->future());
    const QDeadlineTimer deadline(BudgetMs);
    OffThread::pool().start([promise, result, outputSchema, deadline] {
        promise->addResult(OutputCheck::check(result, outputSchema, deadline));
        promise->finish();
    });
    m_budget.start();
}

void OutputChecker::cancel()
{
    m_budget.stop();
    if (m_watcher) {
        m_watcher->disconnect(this);
        m_watcher->deleteLater();
        m_watcher = nullptr;
    }
}

void OutputChecker::deliver(const OutputCheck::Outcome &outcome)
{
    cancel();
    Q_EMIT finished(outcome);
}
