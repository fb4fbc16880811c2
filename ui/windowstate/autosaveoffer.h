// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <ui/widgets/noticebanner.h>

#include <QStringList>

class QPushButton;
class SessionController;

// The strip at the top of the window after a run that did not end cleanly (RunMarker):
// "mcpscope did not close normally. The session it was recording (N events, saved at TIME) can
// be reopened." Reopen opens the newest recording offline, through Open Session's path
// (SessionController::openSession); Save As… copies it; Discard deletes what is offered. Several
// recordings: the newest is offered and the others counted (they stay in the sessions folder).
// Never modal. The events are counted off the GUI thread before the strip shows. GUI thread.
class AutosaveOffer : public NoticeBanner
{
    Q_OBJECT
public:
    AutosaveOffer(SessionController *sessions, QWidget *parent);

    // recordings: newest first (RunMarker::leftovers()); nothing shown for none.
    void offer(const QStringList &recordings);
    QString offered() const { return m_recordings.value(0); }
    void reopen();
    bool saveAs(const QString &target, QString *error) const;
    void discard();

Q_SIGNALS:
    void ready(); // the text is shown

private:
    void showCounted(qint64 events);
    void askToSaveAs();

    SessionController *m_sessions;
    QStringList m_recordings;
};
