// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "savedcallscontroller.h"

#include "catalogcontroller.h"
#include "catalogmodel.h"
#include "forms/schemaformview.h"
#include "mainwindow.h"
#include "prompts/promptspane.h"
#include "savedcallspane.h"
#include "savedcallstore.h"
#include "session/sessioncontext.h"
#include "session/windowpanes.h"
#include "tools/toolcallpane.h"
#include "tools/toollistpane.h"
#include "widgets/servertext.h"
#include "workspace/serverworkspace.h"

#include <core/schema/schemaformmodel.h>

#include <QInputDialog>
#include <QJsonDocument>
#include <QStatusBar>
#include <QTabWidget>

using namespace Qt::StringLiterals;

SavedCallsController::SavedCallsController(MainWindow *window,
                                           ServerWorkspace *workspace,
                                           CatalogController *catalog)
    : QObject(workspace)
    , m_window(window)
    , m_context(workspace->context())
    , m_workspace(workspace)
    , m_catalog(catalog)
    , m_store(new SavedCallStore(this))
{
    setObjectName(u"savedCallsController"_s);
    const WindowPanes panes = WindowPanes::of(window, workspace);
    m_pane = new SavedCallsPane(m_store, panes.featureTabs);
    m_pane->setObjectName(u"savedCallsPane"_s);
    panes.featureTabs->addTab(m_pane, tr("Saved"));
    connect(panes.toolCall,
            &ToolCallPane::saveCallRequested,
            this,
            [this](const QString &tool, const QJsonObject &arguments) {
                askToSave(SavedCall::Kind::Tool, tool, arguments);
            });
    connect(panes.prompts,
            &PromptsPane::saveCallRequested,
            this,
            [this](const QString &prompt, const QJsonObject &arguments) {
                askToSave(SavedCall::Kind::Prompt, prompt, arguments);
            });
    connect(m_pane, &SavedCallsPane::runRequested, this, &SavedCallsController::run);
    connect(m_pane, &SavedCallsPane::editRequested, this, &SavedCallsController::edit);
    connect(m_pane, &SavedCallsPane::addServerRequested, this, [this] {
        QString error;
        if (!addServer(&error))
            report(error);
    });
    m_context->followLive(this, [this] { followLiveConnection(); });
    // The catalog opens once the keychain has answered (and may be opened again).
    connect(catalog, &CatalogController::opened, this, &SavedCallsController::followLiveConnection);
    followLiveConnection();
}

bool SavedCallsController::addServer(QString *error)
{
    // False with an entry: added, but servers.json could not be written (error says so).
    const bool added = m_store->addServer(m_context->liveConfig(), error);
    // Added behind the dock's model: it reads the catalog again to show the new entry.
    if (CatalogModel *model = m_catalog->model(); model && m_store->hasEntry())
        model->reload();
    return added;
}

void SavedCallsController::showTabOf(QWidget *pane)
{
    QTabWidget *tabs = m_workspace->featureTabs();
    for (QWidget *widget = pane; widget; widget = widget->parentWidget()) {
        if (const int index = tabs->indexOf(widget); index >= 0) {
            tabs->setCurrentIndex(index);
            return;
        }
    }
}

void SavedCallsController::followLiveConnection()
{
    // Before the first connect there is no server to save calls under.
    const ServerConfig &config = m_context->liveConfig();
    const bool none = config.program.isEmpty() && config.url.isEmpty();
    m_store->setCatalog(m_catalog->catalog(), none ? QString() : m_catalog->entryIdFor(config));
}

void SavedCallsController::askToSave(SavedCall::Kind kind,
                                     const QString &target,
                                     const QJsonObject &arguments)
{
    const ServerConfig &config = m_context->liveConfig();
    if (!m_store->hasEntry() && config.program.isEmpty() && config.url.isEmpty()) {
        report(tr("Connect to the server first: saved calls are kept under a catalog server."));
        return;
    }
    delete m_dialog; // one question at a time
    m_replaceName.clear();
    const SavedCall draft = SavedCall::make({}, kind, target, arguments);
    // Not modal-blocking: the window keeps running (and tests type into it). The texts are
    // ours; the server's names are not put in a dialog label.
    m_dialog = new QInputDialog(m_window);
    m_dialog->setObjectName(u"saveCallDialog"_s);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->setWindowTitle(tr("Save Call"));
    const QString where = m_store->hasEntry()
                              ? tr("Kept under this server in the catalog.")
                              : tr("This server is not in the catalog yet: saving adds it.");
    m_dialog->setLabelText(tr("Name of the saved call (unique for this server):") + u"\n"_s
                           + where);
    m_dialog->setTextValue(target);
    connect(m_dialog, &QInputDialog::textValueSelected, this, [this, draft](const QString &name) {
        store(draft, name.trimmed());
    });
    m_dialog->open();
}

void SavedCallsController::store(const SavedCall &draft, const QString &name)
{
    if (m_store->hasCallNamed(name) && name != m_replaceName) {
        // Asked again with the same dialog: saving under the same name once more replaces it.
        m_replaceName = name;
        auto *again = new QInputDialog(m_window);
        again->setObjectName(u"saveCallDialog"_s);
        again->setAttribute(Qt::WA_DeleteOnClose);
        again->setWindowTitle(tr("Save Call"));
        again->setLabelText(tr("A saved call of this server has that name already.\nSave "
                               "under it again to replace it, or choose another name:"));
        again->setTextValue(name);
        connect(again, &QInputDialog::textValueSelected, this, [this, draft](const QString &next) {
            store(draft, next.trimmed());
        });
        m_dialog = again;
        again->open();
        return;
    }
    QString error;
    if (!m_store->hasEntry() && !addServer(&error) && !m_store->hasEntry()) {
        report(error);
        return;
    }
    SavedCall call = draft;
    call.name = name;
    const QString id = m_store->save(call, name == m_replaceName, &error);
    m_replaceName.clear();
    report(error);
    if (id.isEmpty())
        return;
    m_pane->selectCall(name);
    ServerText::showStatus(m_window->statusBar(),
                           tr("Saved the call as %1 (Saved tab)").arg(ServerText::line(name, 80)),
                           5000);
    Q_EMIT callSaved(id);
}

void SavedCallsController::report(const QString &problem)
{
    m_pane->showProblem(problem);
    if (!problem.isEmpty())
        ServerText::showStatus(m_window->statusBar(), problem, 10000);
}

bool SavedCallsController::fill(const SavedCall &call)
{
    const WindowPanes panes = WindowPanes::of(m_window, m_workspace);
    const QByteArray arguments = QJsonDocument(call.arguments).toJson(QJsonDocument::Compact);
    bool found = false;
    if (call.kind == SavedCall::Kind::Tool) {
        found = panes.toolList->selectTool(call.target);
        if (found) {
            panes.toolCall->form()->model()->setJson(arguments);
            showTabOf(panes.toolCall);
        }
    } else {
        found = panes.prompts->selectPrompt(call.target);
        if (found) {
            panes.prompts->form()->model()->setJson(arguments);
            showTabOf(panes.prompts);
        }
    }
    if (!found)
        report(call.kind == SavedCall::Kind::Tool
                   ? tr("The server does not list the tool %1 (now, or yet).")
                         .arg(ServerText::line(call.target, 80))
                   : tr("The server does not list the prompt %1 (now, or yet).")
                         .arg(ServerText::line(call.target, 80)));
    else
        report({});
    return found;
}

bool SavedCallsController::run(const SavedCall &call)
{
    if (!fill(call))
        return false;
    const WindowPanes panes = WindowPanes::of(m_window, m_workspace);
    if (call.kind == SavedCall::Kind::Tool)
        panes.toolCall->callTool();
    else
        panes.prompts->getPrompt();
    return true;
}

bool SavedCallsController::edit(const SavedCall &call)
{
    return fill(call);
}
