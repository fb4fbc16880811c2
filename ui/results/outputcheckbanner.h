// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QWidget>

class OutputChecker;
class QLabel;
namespace OutputCheck {
struct Outcome;
}

// Under a tool's result: "Checking structuredContent against the outputSchema…" while
// OutputChecker works off the GUI thread, then the verdict: nothing to show, matched() (the
// caller says so in its banner), or a warning listing the problems (server text, escaped) —
// "not validated: took too long" when the budget ran out. GUI thread.
class OutputCheckBanner : public QWidget
{
    Q_OBJECT
public:
    explicit OutputCheckBanner(QWidget *parent = nullptr);

    void check(const QJsonObject &result, const QJsonValue &outputSchema);
    void clear(); // drops a check under way and hides everything
    bool isChecking() const;

Q_SIGNALS:
    void matched(); // structuredContent matches the outputSchema

private:
    void showOutcome(const OutputCheck::Outcome &outcome);

    QLabel *m_status;  // "checking…"
    QLabel *m_warning; // the problems
    OutputChecker *m_checker;
};
