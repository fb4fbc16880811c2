// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "jsonlines.h"

#include <QStringList>
#include <QWidget>

#include <optional>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QTableView;
class ReplayRun;
class ReplayStepModel;
struct JsonDifference;
struct ReplayStepRow;
struct ReplaySummary;

// The outcome of replaying a session: a table of steps (identical / changed / new error /
// missing, with latency), a summary line, and for the selected step the recorded response on
// the left and the live one on the right, the lines of the changed JSON pointers highlighted
// and the pointers listed. The ignore paths are edited here; Rerun asks the owner for a new
// run with them (the pane never starts servers itself).
class ReplayPane : public QWidget
{
    Q_OBJECT
public:
    explicit ReplayPane(QWidget *parent = nullptr);

    // Shows run from now on (the previous run's rows go). Does not own it.
    void showRun(ReplayRun *run, const QString &sessionName);
    // The ignore patterns as typed, or nothing when one is invalid (the pane then says which).
    std::optional<QStringList> ignorePatterns() const;
    void setIgnorePatterns(const QStringList &patterns);
    bool isRunning() const { return m_running; }
    ReplayStepModel *model() const { return m_model; }
    QTableView *stepsView() const { return m_steps; }
    QString summaryText() const;
    void selectStep(int row);

Q_SIGNALS:
    void rerunRequested();
    void stopRequested();
    void runFinished();

private:
    QWidget *createDiffSide();
    QWidget *createIgnoreEditor();
    void appendStep(const ReplayStepRow &row);
    void finishRun(const ReplaySummary &summary, const QString &failure);
    void showSelectedStep();
    void showDifferences(const ReplayStepRow &row);
    void scrollToPointer(int index);
    void validateIgnores();

    ReplayStepModel *m_model = nullptr;
    QLabel *m_target = nullptr;
    QLabel *m_summary = nullptr;
    QPushButton *m_rerun = nullptr;
    QPushButton *m_stop = nullptr;
    QTableView *m_steps = nullptr;
    QListWidget *m_pointers = nullptr;
    QPlainTextEdit *m_recorded = nullptr;
    QPlainTextEdit *m_live = nullptr;
    QPlainTextEdit *m_ignore = nullptr;
    QLabel *m_ignoreError = nullptr;
    JsonLines m_recordedLines;
    JsonLines m_liveLines;
    bool m_running = false;
    bool m_hasRun = false;
    bool m_stopped = false;
};
