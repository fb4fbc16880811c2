// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/catalog/catalogentry.h>

#include <QObject>
#include <QPointer>

class MainWindow;
class QInputDialog;
class SavedCallStore;
class SavedCallsPane;
class SessionContext;
class CatalogController;
class ServerWorkspace;
class QWidget;

// Saved calls in the main window: adds the Saved tab (SavedCallsPane) beside Tools, Resources
// and Prompts; Save Call… in the Tools and Prompts panes asks a name and stores the call under
// the live connection's catalog entry (adding the server to the catalog first when it is not
// in it); Run selects the tool or prompt, fills its form and sends it, so the result shows
// where any call's does; Edit fills the form only. Which entry is current follows the live
// connection (CatalogController::entryIdFor). One per workspace. GUI thread.
class SavedCallsController : public QObject
{
    Q_OBJECT
public:
    SavedCallsController(MainWindow *window,
                         ServerWorkspace *workspace,
                         CatalogController *catalog);

    SavedCallStore *store() const { return m_store; }
    SavedCallsPane *pane() const { return m_pane; }
    // Opens the name dialog for this call (what Save Call… does).
    void askToSave(SavedCall::Kind kind, const QString &target, const QJsonObject &arguments);
    // False (and the pane says why) when the tool or prompt is not listed by the live server.
    bool run(const SavedCall &call);
    bool edit(const SavedCall &call);

Q_SIGNALS:
    void callSaved(const QString &callId);

private:
    void followLiveConnection();
    // Adds the live server to the catalog (the Saved tab's button, or a first Save Call…).
    bool addServer(QString *error);
    void showTabOf(QWidget *pane);
    void store(const SavedCall &draft, const QString &name);
    bool fill(const SavedCall &call);
    void report(const QString &problem);

    MainWindow *m_window;
    SessionContext *m_context;
    ServerWorkspace *m_workspace;
    CatalogController *m_catalog;
    SavedCallStore *m_store;
    SavedCallsPane *m_pane;
    QPointer<QInputDialog> m_dialog;
    QString m_replaceName; // asked once whether to replace the call of this name: yes
};
