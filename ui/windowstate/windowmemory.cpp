// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "windowmemory.h"

#include "autosaveoffer.h"
#include "mainwindow.h"
#include "openworkspaces.h"
#include "recentsessions.h"
#include "session/sessioncontroller.h"
#include "widgets/servertext.h"
#include "windowlayout.h"
#include "workspace/workspaceset.h"

#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

WindowMemory::WindowMemory(MainWindow *window, QTabWidget *bottomTabs)
    : QObject(window)
    , m_window(window)
    , m_layout(new WindowLayout(window, bottomTabs))
{
    if (auto *view = window->menuBar()->findChild<QMenu *>(u"viewMenu"_s))
        m_layout->addActionsTo(view);
    if (auto *file = window->menuBar()->findChild<QMenu *>(u"fileMenu"_s)) {
        // Right under Open Session….
        const QList<QAction *> actions = file->actions();
        m_recent = new RecentSessions(window->sessions(), file, actions.value(1));
    }
    // Across the top of the window, above the servers: it is about the whole last run.
    m_offer = new AutosaveOffer(window->sessions(), window->centralWidget());
    if (auto *central = qobject_cast<QVBoxLayout *>(window->centralWidget()->layout()))
        central->insertWidget(0, m_offer);
    // The last run's leftovers first, then this run's own marker.
    const QStringList leftovers = RunMarker::leftovers();
    if (QString error; !m_run.start(&error))
        ServerText::showStatus(
            window->statusBar(), tr("Crash recovery is off: %1").arg(error), 8000);
    connect(window->sessions(),
            &SessionController::recordingStarted,
            this,
            [this](const QString &path) { m_run.addRecording(path); });
    m_offer->offer(leftovers);
}

void WindowMemory::save() const
{
    QSettings settings;
    m_layout->save(settings);
    OpenWorkspaces::save(settings, *m_window->workspaces(), *m_window->sessions());
}

void WindowMemory::restoreWorkspaces(bool showSaved) const
{
    QSettings settings;
    OpenWorkspaces::restore(settings, *m_window->workspaces(), showSaved);
}
