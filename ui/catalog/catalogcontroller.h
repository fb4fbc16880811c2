// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/catalog/catalogentry.h>
#include <core/catalog/configvariables.h>
#include <ui/session/commandconfirmation.h>

#include <QObject>

#include <functional>
#include <memory>
#include <optional>

class CatalogDock;
class QAction;
class CatalogModel;
class CatalogResultTracker;
class ConfirmedCommands;
class MainWindow;
class McpSession;
class SecretStore;
class ServerCatalog;

// The one way the GUI works with the server catalog: MainWindow creates it (the Servers dock
// on the left, File › Import servers…/Export servers…) and gives it the connector; the
// application opens it with the secret store once the keychain has answered. It keeps the
// catalog saved after every change, asks before the first run of any command it did not see
// the user type (ConfirmedCommands: imported entries, --config files), and records how each
// connection made from an entry ended (ok, failed, needs login) as the entry's last result.
class CatalogController : public QObject
{
    Q_OBJECT
public:
    explicit CatalogController(MainWindow *window);
    ~CatalogController() override;

    // Loads the catalog with its secrets (read before the catalog, which restores them).
    // secretsWhere: one sentence for the dock saying where secrets are kept.
    void open(std::unique_ptr<SecretStore> secrets,
              const QString &secretsWhere,
              const QString &catalogPath = {},
              const QString &confirmedPath = {});
    bool isOpen() const { return m_catalog != nullptr; }
    // Null until open(); replaced by a later open() (opened() says so).
    ServerCatalog *catalog() const { return m_catalog.get(); }
    // The entry a connection to `config` belongs to: the first whose command line or URL is
    // the same (FormValueStore::serverIdentity); empty when none is or the catalog is not open.
    // How a connection made from the connection bar finds its entry (saved calls, snapshots).
    QString entryIdFor(const ServerConfig &config) const;
    CatalogModel *model() const { return m_model; }
    CatalogDock *dock() const { return m_dock; }
    void setSecretsWhere(const QString &text);

    // The user's part, replaceable in tests: editing an entry (nullopt: cancelled), confirming
    // a removal, confirming a command before its first run, and answering ${input:…} prompts.
    using EditEntry = std::function<std::optional<ServerConfig>(const ServerConfig &initial)>;
    void setEditEntry(EditEntry edit) { m_editEntry = std::move(edit); }
    void setConfirmRemove(std::function<bool(const QString &name)> confirm)
    {
        m_confirmRemove = std::move(confirm);
    }
    void setCommandConfirmation(CommandConfirmation::Ask ask) { m_ask = std::move(ask); }
    void
    setInputPrompt(std::function<std::optional<QString>(const ConfigImportContext::Input &)> ask)
    {
        m_inputPrompt = std::move(ask);
    }
    // How connectFromFile() tells that it cannot connect (default: a message box).
    void setInform(std::function<void(const QString &text, const QString &details)> inform)
    {
        m_inform = std::move(inform);
    }
    // Where the import dialog looks for other clients' files (their homes and the project).
    ConfigImportContext importContext() const;

    void addEntry();
    void addCurrentConnection();
    void editEntry(const QString &id);
    void removeEntry(const QString &id);
    void moveEntry(const QString &id, int delta);
    // The one way a catalog entry is connected to: confirm the command if it was never
    // confirmed, then the connector and connectRequested().
    void connectEntry(const QString &id);
    // How a server is connected to (MainWindow: in its own workspace, or the one already
    // connected to it); returns the session that connects, whose outcome becomes the entry's
    // last result. Without one, connecting only emits connectRequested().
    using Connector = std::function<McpSession *(const ServerConfig &config)>;
    void setConnector(Connector connector) { m_connector = std::move(connector); }
    // --config FILE --server NAME: the server named in any client's file, with the command
    // line's options laid over it (`layOver`: -e, --cwd, --era…), confirmed as it will run.
    // False (and the error shown in a message box) when the file or the name is unusable.
    bool connectFromFile(const QString &path,
                         const QString &name,
                         QString *error = nullptr,
                         const std::function<void(ServerConfig &)> &layOver = {});
    // Adds imported servers (not confirmed: each is confirmed before its first run). Returns
    // how many were added.
    int addImported(const QList<ServerConfig> &configs);
    // The same with each server's saved calls (an exported mcpscope workspace).
    int addImported(const QList<CatalogEntry> &entries);
    void showImportDialog();
    void showExportDialog(const QString &id = {});

Q_SIGNALS:
    // The catalog was (re)loaded: catalog() is the new one.
    void opened();
    // A connection to this server was started through the connector. entryId is empty for a
    // server from --config (not in the catalog).
    void connectRequested(const QString &entryId, const ServerConfig &config);

private:
    void createMenus();
    bool confirmFirstRun(const ServerConfig &config, const QString &purpose);
    void rememberTyped(const ServerConfig &config);
    void showProblem(const QString &message);

    MainWindow *m_window;
    CatalogDock *m_dock;
    std::unique_ptr<SecretStore> m_secrets;
    std::unique_ptr<ServerCatalog> m_catalog;
    std::unique_ptr<ConfirmedCommands> m_confirmed;
    CatalogModel *m_model = nullptr;
    Connector m_connector;
    EditEntry m_editEntry;
    std::function<bool(const QString &name)> m_confirmRemove;
    CommandConfirmation::Ask m_ask;
    std::function<std::optional<QString>(const ConfigImportContext::Input &)> m_inputPrompt;
    std::function<void(const QString &text, const QString &details)> m_inform;
    CatalogResultTracker *m_results;   // each entry's last result
    QAction *m_importAction = nullptr; // File menu
    QAction *m_exportAction = nullptr;
};
