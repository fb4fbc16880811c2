// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "interfacechangescontroller.h"

#include "catalog/catalogcontroller.h"
#include "interfacechangesbanner.h"
#include "interfacediffdialog.h"
#include "mainwindow.h"
#include "session/sessioncontext.h"
#include "widgets/servertext.h"
#include "workspace/serverworkspace.h"

#include <core/mcp/mcpsession.h>
#include <core/snapshot/snapshotcollector.h>

#include <QStatusBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

InterfaceChangesController::InterfaceChangesController(MainWindow *window,
                                                       ServerWorkspace *workspace)
    : QObject(workspace)
    , m_window(window)
    , m_context(workspace->context())
    , m_store(SnapshotStore::defaultFolder())
    , m_banner(new InterfaceChangesBanner(workspace))
{
    setObjectName(u"interfaceChangesController"_s);
    // Under the connection bar (and the offline banner, when it is there).
    workspace->pageLayout()->insertWidget(2, m_banner);
    connect(m_banner,
            &InterfaceChangesBanner::showChangesRequested,
            this,
            &InterfaceChangesController::showChanges);
    m_context->followLive(this, [this] { follow(m_context->liveSession()); });
}

QString InterfaceChangesController::snapshotKey(const QString &catalogEntryId,
                                                const QString &serverIdentity)
{
    return catalogEntryId.isEmpty() ? serverIdentity : u"catalog-entry "_s + catalogEntryId;
}

void InterfaceChangesController::follow(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    delete m_collector; // its answer would belong to the old connection
    m_session = session;
    m_taken = false;
    m_diff.reset();
    m_banner->hide();
    // The window's catalog says which entry this connection belongs to (none: not open yet).
    const CatalogController *catalog = m_window->catalog();
    m_serverKey = snapshotKey(catalog ? catalog->entryIdFor(m_context->liveConfig()) : QString(),
                              m_context->liveServerIdentity());
    m_serverName = m_context->liveDisplayName();
    // A raw console session without a handshake has no interface to compare.
    if (!session || m_context->skipsHandshake())
        return;
    connect(session, &McpSession::stateChanged, this, &InterfaceChangesController::handleState);
}

void InterfaceChangesController::handleState()
{
    if (!m_session || m_taken || m_session->state() != McpSession::State::Ready)
        return;
    m_taken = true;
    m_collector = new SnapshotCollector(m_session, this);
    SnapshotCollector *collector = m_collector;
    connect(collector, &SnapshotCollector::finished, this, [this, collector] {
        collector->deleteLater();
        handleSnapshot(collector);
    });
    // The extra list requests in the log say whom they are for.
    m_session->reportUserAction(
        {u"snapshot"_s, tr("Took a snapshot of the server's interface"), {}});
    collector->start();
}

void InterfaceChangesController::handleSnapshot(SnapshotCollector *collector)
{
    const InterfaceSnapshot &snapshot = collector->snapshot();
    const SnapshotStore::Latest previous = m_store.latest(m_serverKey);
    QStringList problems = previous.problems;
    if (const std::optional<QString> error = m_store.save(m_serverKey, snapshot))
        problems << tr("the interface snapshot was not stored: %1").arg(*error);
    if (!problems.isEmpty())
        ServerText::showStatus(m_window->statusBar(), problems.join(u"; "_s), 15000);
    if (previous.snapshot) {
        m_diff = InterfaceDiff::compare(*previous.snapshot, snapshot);
        if (!m_diff->isEmpty()) {
            const QString since = InterfaceDiffDialog::takenAtText(previous.snapshot->takenAt);
            const QString changes = m_diff->summary();
            // "3 changes: 1 tool added, …" → "3 changes since <date>: 1 tool added, …"
            const qsizetype colon = changes.indexOf(u':');
            m_banner->showText(
                colon < 0 ? changes
                          : u"%1 since %2%3"_s.arg(changes.left(colon), since, changes.mid(colon)));
        }
    }
    Q_EMIT snapshotHandled();
}

void InterfaceChangesController::showChanges()
{
    if (!m_diff)
        return;
    if (!m_dialog)
        m_dialog = new InterfaceDiffDialog(m_window);
    m_dialog->setDiff(*m_diff, m_serverName);
    m_dialog->show();
    m_dialog->raise();
}
