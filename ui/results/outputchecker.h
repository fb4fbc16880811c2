// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "outputcheck.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QTimer>

// Runs OutputCheck off the GUI thread: a server's outputSchema and structuredContent can be
// built to make validation slow, and the GUI must stay responsive whatever they hold. check()
// starts a validation on the global thread pool with a deadline of BudgetMs; finished() brings
// the outcome back on the GUI thread, or OutputCheck::tookTooLong() once the budget is spent
// (also when the worker is caught somewhere the deadline is not looked at; its late answer is
// then dropped). A new check() or cancel() drops the answer of the one before. GUI thread.
class OutputChecker : public QObject
{
    Q_OBJECT
public:
    static constexpr int BudgetMs = 2000; // SchemaValidator::DefaultBudgetMs

    explicit OutputChecker(QObject *parent = nullptr);
    ~OutputChecker() override;

    // Emits finished() before returning when no validation is needed (no outputSchema, a tool
    // error, no structuredContent); otherwise isChecking() is true until finished().
    void check(const QJsonObject &result, const QJsonValue &outputSchema);
    void cancel();
    bool isChecking() const { return m_watcher != nullptr; }

Q_SIGNALS:
    void finished(const OutputCheck::Outcome &outcome);

private:
    void deliver(const OutputCheck::Outcome &outcome);

    QPointer<QFutureWatcher<OutputCheck::Outcome>> m_watcher;
    QTimer m_budget;
};
