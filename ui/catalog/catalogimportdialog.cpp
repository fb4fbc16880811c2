// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "catalogimportdialog.h"

#include "displaytext.h"
#include "widgets/fontunits.h"
#include "widgets/servertext.h"

#include <core/catalog/catalogfile.h>
#include <core/catalog/configlocations.h>
#include <core/catalog/servercatalog.h>

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

enum ItemRole {
    PathRole = Qt::UserRole + 1, // the file the row (or list item) came from
    IndexRole,                   // the server's index in that file's import
    OriginalNameRole,            // the name as the file has it
};

bool sameTarget(const ServerConfig &a, const ServerConfig &b)
{
    const bool stdio = a.transport == ServerConfig::TransportKind::Stdio;
    if (stdio != (b.transport == ServerConfig::TransportKind::Stdio))
        return false;
    return stdio ? a.program == b.program && a.arguments == b.arguments : a.url == b.url;
}

// What the server will run or connect to, in one line: never an environment or header value.
QString targetLine(const ServerConfig &config)
{
    QStringList parts;
    if (config.transport == ServerConfig::TransportKind::Stdio) {
        parts << config.displayCommand();
        QStringList names;
        for (const ServerConfig::EnvironmentVariable &variable : config.environment)
            names << variable.name;
        if (!names.isEmpty())
            parts << QCoreApplication::translate("CatalogImportDialog", "env: %1")
                         .arg(names.join(u", "_s));
        if (!config.workingDirectory.isEmpty())
            parts << QCoreApplication::translate("CatalogImportDialog", "in %1")
                         .arg(config.workingDirectory);
    } else {
        parts << u"%1 (%2)"_s.arg(config.url.toString(),
                                  ServerConfig::transportName(config.transport));
        QStringList names;
        for (const ServerConfig::Header &header : config.headers)
            names << header.name;
        if (!names.isEmpty())
            parts << QCoreApplication::translate("CatalogImportDialog", "headers: %1")
                         .arg(names.join(u", "_s));
    }
    return parts.join(u"; "_s);
}

// A file as the list shows it: under the home folder as "~/…", as a person knows it.
QString importFileShown(const QString &path)
{
    const QString home = QDir::homePath();
    const QString relative = QDir(home).relativeFilePath(path);
    const bool inHome = !home.isEmpty() && home != u"/"_s && QDir::isAbsolutePath(path)
                        && !relative.startsWith(u".."_s) && !QDir::isAbsolutePath(relative);
    return QDir::toNativeSeparators(inHome ? u"~/"_s + relative : path);
}

} // namespace

CatalogImportDialog::CatalogImportDialog(const ServerCatalog &catalog,
                                         const ConfigImportContext &context,
                                         QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_context(context)
    , m_files(new QListWidget(this))
    , m_servers(new QTreeWidget(this))
    , m_problems(ServerText::label(u"importProblems"_s, this))
    , m_import(new QPushButton(tr("Import"), this))
{
    setObjectName(u"catalogImportDialog"_s);
    setWindowTitle(tr("Import Servers"));
    m_files->setObjectName(u"importFiles"_s);
    m_servers->setObjectName(u"importServers"_s);
    m_servers->setColumnCount(ColumnCount);
    m_servers->setHeaderLabels({tr("Name"), tr("Client"), tr("Runs or connects to"), tr("Notes")});
    m_servers->setRootIsDecorated(false);
    m_servers->setUniformRowHeights(true);
    m_servers->header()->resizeSection(NameColumn, FontUnits::chars(m_servers, 24));
    m_servers->header()->resizeSection(ClientColumn, FontUnits::chars(m_servers, 17));
    m_servers->header()->resizeSection(TargetColumn, FontUnits::chars(m_servers, 58));
    m_servers->setEditTriggers(QAbstractItemView::DoubleClicked
                               | QAbstractItemView::EditKeyPressed);
    m_problems->setVisible(false);
    m_import->setObjectName(u"importButton"_s);
    auto *open = new QPushButton(tr("Open File…"), this);
    open->setObjectName(u"importOpenFile"_s);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->addButton(m_import, QDialogButtonBox::AcceptRole);
    buttons->addButton(open, QDialogButtonBox::ActionRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(
        ServerText::caption(tr("Config files of MCP clients on this computer:"), this));
    layout->addWidget(m_files, 1);
    m_files->setMaximumHeight(m_files->fontMetrics().height() * 8);
    layout->addWidget(ServerText::caption(tr("Servers in the checked files:"), this));
    layout->addWidget(m_servers, 3);
    layout->addWidget(m_problems);
    layout->addWidget(ServerText::caption(
        tr("Nothing is started now: each command is shown for confirmation before its first run."),
        this));
    layout->addWidget(buttons);
    connect(m_files, &QListWidget::itemChanged, this, &CatalogImportDialog::fileToggled);
    connect(m_servers, &QTreeWidget::itemChanged, this, &CatalogImportDialog::updateButton);
    connect(open, &QPushButton::clicked, this, &CatalogImportDialog::openFile);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(1120, 560);
    updateButton();
}

void CatalogImportDialog::addFoundFiles()
{
    const QList<ConfigLocations::Location> found = ConfigLocations::existing(
        ConfigLocations::currentOs(), ConfigLocations::currentRoots(), QDir::currentPath());
    for (const ConfigLocations::Location &location : found)
        addFile(location.path, location.client, false);
    if (found.isEmpty()) {
        auto *none = new QListWidgetItem(tr("(none found: use Open File…)"), m_files);
        none->setFlags(Qt::NoItemFlags);
    }
}

void CatalogImportDialog::addFile(const QString &path, const QString &client, bool checked)
{
    for (int i = 0; i < m_files->count(); ++i) {
        if (m_files->item(i)->data(PathRole).toString() == path) {
            m_files->item(i)->setCheckState(Qt::Checked);
            return;
        }
    }
    const QString shown = ServerText::line(importFileShown(path));
    auto *item = new QListWidgetItem(client.isEmpty() ? shown : u"%1 — %2"_s.arg(client, shown));
    item->setToolTip(ServerText::toolTip(QDir::toNativeSeparators(path)));
    item->setData(PathRole, path);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    item->setCheckState(Qt::Unchecked);
    m_files->addItem(item); // itemChanged from here on reads or drops the file
    if (checked)
        item->setCheckState(Qt::Checked);
}

void CatalogImportDialog::openFile()
{
    const QStringList paths
        = QFileDialog::getOpenFileNames(this,
                                        tr("Open MCP Client Config Files"),
                                        QDir::homePath(),
                                        tr("JSON config files (*.json *.jsonc);;All files (*)"));
    for (const QString &path : paths)
        addFile(path);
}

void CatalogImportDialog::fileToggled(QListWidgetItem *item)
{
    const QString path = item->data(PathRole).toString();
    if (path.isEmpty())
        return;
    if (item->checkState() == Qt::Checked) {
        if (!m_imports.contains(path))
            readFile(path);
    } else {
        m_imports.remove(path);
        m_fileProblems.remove(path);
        for (int i = m_servers->topLevelItemCount() - 1; i >= 0; --i) {
            if (m_servers->topLevelItem(i)->data(NameColumn, PathRole).toString() == path)
                delete m_servers->takeTopLevelItem(i);
        }
    }
    updateProblems();
    updateButton();
}

void CatalogImportDialog::readFile(const QString &path)
{
    const ClientConfigImport imported = ClientConfigImporter::importFile(path, m_context);
    m_imports.insert(path, imported);
    if (imported.ok() && imported.format == ClientConfigFormat::McpScope) {
        // An exported workspace: its saved calls come along (read as the catalog reads them).
        QHash<QString, QList<SavedCall>> calls;
        for (const CatalogEntry &entry : CatalogFile::readFile(path).entries)
            calls.insert(entry.config.name, entry.savedCalls);
        m_savedCalls.insert(path, calls);
    }
    QStringList problems;
    if (!imported.ok())
        problems << imported.error;
    problems += imported.problems;
    if (!problems.isEmpty())
        m_fileProblems.insert(path, problems);
    const QSignalBlocker blocker(m_servers);
    for (int i = 0; i < imported.servers.size(); ++i)
        addServer(path, imported, i);
}

QStringList CatalogImportDialog::duplicateNotes(const ImportedServer &server, bool *same) const
{
    QStringList notes;
    *same = false;
    for (const CatalogEntry &entry : m_catalog.entries()) {
        if (sameTarget(entry.config, server.config)) {
            notes << (server.config.transport == ServerConfig::TransportKind::Stdio
                          ? tr("the same command as \"%1\" in the catalog")
                          : tr("the same URL as \"%1\" in the catalog"))
                         .arg(entry.name());
            *same = true;
            break;
        }
    }
    const QString clean = ServerCatalog::cleanName(server.name);
    if (m_catalog.findByName(clean))
        notes << tr("renamed: the catalog has a server called \"%1\"").arg(clean);
    return notes;
}

void CatalogImportDialog::addServer(const QString &path,
                                    const ClientConfigImport &imported,
                                    int index)
{
    const ImportedServer &server = imported.servers.at(index);
    bool same = false;
    QStringList notes = duplicateNotes(server, &same);
    if (server.disabled)
        notes << tr("disabled in %1").arg(ClientConfigFormats::displayName(imported.format));
    if (!server.origin.isEmpty())
        notes << tr("from %1").arg(server.origin);
    notes += server.notes;
    // A name the catalog would refuse (control characters, spaces at the ends, too long) is
    // offered cleaned, the file's own shown escaped, rather than refused when it is added.
    const QString clean = ServerCatalog::cleanName(server.name);
    if (clean != server.name)
        notes << tr("name cleaned: the file calls it \"%1\"").arg(server.name);
    const QString name = m_catalog.findByName(clean) ? m_catalog.uniqueName(clean) : clean;
    auto *item = new QTreeWidgetItem(m_servers);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable
                   | Qt::ItemIsEditable);
    item->setData(NameColumn, PathRole, path);
    item->setData(NameColumn, IndexRole, index);
    item->setData(NameColumn, OriginalNameRole, name);
    item->setText(NameColumn, ServerText::line(name, DisplayText::kCellLimit));
    if (clean != server.name)
        item->setToolTip(NameColumn,
                         ServerText::toolTip(tr("The file calls it \"%1\"").arg(server.name)));
    item->setCheckState(NameColumn, same || server.disabled ? Qt::Unchecked : Qt::Checked);
    item->setText(ClientColumn, ClientConfigFormats::displayName(imported.format));
    item->setToolTip(ClientColumn, ServerText::toolTip(imported.detectedBecause));
    const QString target = targetLine(server.config);
    item->setText(TargetColumn, ServerText::line(target, DisplayText::kCellLimit));
    item->setToolTip(TargetColumn, ServerText::toolTip(target));
    const QString noteText = notes.join(u"; "_s);
    item->setText(NotesColumn, ServerText::line(noteText, DisplayText::kCellLimit));
    item->setToolTip(NotesColumn, ServerText::toolTip(noteText));
}

QList<ServerConfig> CatalogImportDialog::chosen() const
{
    QList<ServerConfig> configs;
    for (const CatalogEntry &entry : chosenEntries())
        configs << entry.config;
    return configs;
}

QList<CatalogEntry> CatalogImportDialog::chosenEntries() const
{
    QList<CatalogEntry> entries;
    for (int i = 0; i < m_servers->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_servers->topLevelItem(i);
        if (item->checkState(NameColumn) != Qt::Checked)
            continue;
        const QString path = item->data(NameColumn, PathRole).toString();
        const ClientConfigImport imported = m_imports.value(path);
        const int index = item->data(NameColumn, IndexRole).toInt();
        if (index < 0 || index >= imported.servers.size())
            continue;
        CatalogEntry entry;
        entry.config = imported.servers.at(index).config;
        // The name as the file wrote it, unless the user changed what the table shows (the
        // shown text has control characters made visible; it is not the name).
        const QString original = item->data(NameColumn, OriginalNameRole).toString();
        const QString shown = item->text(NameColumn).trimmed();
        entry.config.name
            = shown == ServerText::line(original, DisplayText::kCellLimit) ? original : shown;
        entry.config.name = ServerCatalog::cleanName(entry.config.name);
        entry.savedCalls = m_savedCalls.value(path).value(imported.servers.at(index).name);
        entries << entry;
    }
    return entries;
}

QString CatalogImportDialog::problems() const
{
    return m_problems->isHidden() ? QString() : m_problems->text();
}

void CatalogImportDialog::updateProblems()
{
    QStringList lines;
    for (auto it = m_fileProblems.begin(); it != m_fileProblems.end(); ++it) {
        for (const QString &problem : *it)
            lines << u"%1: %2"_s.arg(QDir::toNativeSeparators(it.key()), problem);
    }
    lines.sort();
    ServerText::setText(m_problems, lines.mid(0, 20).join(u'\n'));
    m_problems->setVisible(!lines.isEmpty());
}

void CatalogImportDialog::updateButton()
{
    int checked = 0;
    for (int i = 0; i < m_servers->topLevelItemCount(); ++i)
        checked += m_servers->topLevelItem(i)->checkState(NameColumn) == Qt::Checked ? 1 : 0;
    m_import->setEnabled(checked > 0);
    m_import->setText(checked == 0   ? tr("Import")
                      : checked == 1 ? tr("Import 1 Server")
                                     : tr("Import %n Servers", nullptr, checked));
}
