// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/catalog/catalogentry.h>
#include <core/catalog/clientconfigimporter.h>

#include <QDialog>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;
class ServerCatalog;

// File › Import Servers…: the MCP clients' config files found on this machine (ConfigLocations:
// the user's and the current folder's) and any file opened by hand. A checked file is read
// (ClientConfigImporter, which asks for VS Code's ${input:…} values through the context) and
// each of its servers becomes a row: its name (editable), the client, what it will run (program
// and arguments, environment names only) or connect to, and why to look twice: the same name
// as a catalog entry (renamed, the user may change it), the same command or URL as one
// (unchecked), a server the client has disabled, the importer's notes. Nothing runs here: every
// imported command is confirmed before its first run. Everything from a file is shown as
// plain, capped text with control and bidi characters visible.
class CatalogImportDialog : public QDialog
{
    Q_OBJECT
public:
    enum Column { NameColumn, ClientColumn, TargetColumn, NotesColumn, ColumnCount };

    CatalogImportDialog(const ServerCatalog &catalog,
                        const ConfigImportContext &context,
                        QWidget *parent = nullptr);

    // Lists the files found on this machine, unchecked.
    void addFoundFiles();
    // Lists a file (checked: its servers are read at once). What "Open File…" does.
    void addFile(const QString &path, const QString &client = {}, bool checked = true);
    void openFile();

    // The checked servers, under the names in the table.
    QList<ServerConfig> chosen() const;
    // The same, each with its saved calls when its file is an exported mcpscope workspace
    // (CatalogFile::exportWorkspace); other clients' files have none.
    QList<CatalogEntry> chosenEntries() const;
    QTreeWidget *serverTable() const { return m_servers; }
    QListWidget *fileList() const { return m_files; }
    QString problems() const;

private:
    void fileToggled(QListWidgetItem *item);
    void readFile(const QString &path);
    void addServer(const QString &path, const ClientConfigImport &imported, int index);
    QStringList duplicateNotes(const ImportedServer &server, bool *sameTarget) const;
    void updateProblems();
    void updateButton();

    const ServerCatalog &m_catalog;
    ConfigImportContext m_context;
    QListWidget *m_files;
    QTreeWidget *m_servers;
    QLabel *m_problems;
    QPushButton *m_import;
    QHash<QString, QStringList> m_fileProblems;   // path -> error or problems
    QHash<QString, ClientConfigImport> m_imports; // path -> what it gave (configs by row)
    // path -> server name in the file -> its saved calls (mcpscope workspaces only)
    QHash<QString, QHash<QString, QList<SavedCall>>> m_savedCalls;
};
