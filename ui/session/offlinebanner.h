// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <ui/widgets/noticebanner.h>

class QProgressBar;
class QPushButton;

// The strip above the panes while a session file is open: what is shown ("Offline session
// FILE, recorded DATE, SERVER — read-only"), where loading stopped if the file is damaged,
// and the ways on: back to live mode, connect to the recorded server, replay (the whole file
// or the rows selected in the log). While a file is being indexed: a progress bar and Cancel.
class OfflineBanner : public NoticeBanner
{
    Q_OBJECT
public:
    explicit OfflineBanner(QWidget *parent = nullptr);

    // canStartRecorded: the recording names a server that could be started or connected to.
    void showSession(const QString &description, const QString &problem, bool canStartRecorded);
    // A file being opened: the description, a progress bar (done of total bytes) and Cancel;
    // the other buttons wait until it is open.
    void showLoading(const QString &description, qint64 done, qint64 total);
    void setProgress(qint64 done, qint64 total);
    // A file that could not be opened at all: only the message and a Close button.
    void showFailure(const QString &message);
    QString text() const;

Q_SIGNALS:
    void backToLiveRequested();
    void connectRecordedRequested();
    void replayRequested();
    void replaySelectedRequested(); // the rows selected in the message log
    void cancelLoadingRequested();

private:
    static constexpr int kProgressSteps = 1000;

    void showLoadingWidgets(bool loading);

    QLabel *m_problem = nullptr;
    QProgressBar *m_progress = nullptr;
    // In the order on screen: the way out at the end.
    QPushButton *m_cancel = nullptr;
    QPushButton *m_replay = nullptr;
    QPushButton *m_replaySelected = nullptr;
    QPushButton *m_connect = nullptr;
    QPushButton *m_back = nullptr;
};
