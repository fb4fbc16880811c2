// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "catalogcontroller.h"

#include "catalogdock.h"
#include "catalogentrydialog.h"
#include "catalogexportdialog.h"
#include "catalogimportdialog.h"
#include "catalogmodel.h"
#include "catalogresulttracker.h"
#include "forms/formvaluestore.h"
#include "mainwindow.h"
#include "widgets/servertext.h"

#include <core/catalog/clientconfigimporter.h>
#include <core/catalog/confirmedcommands.h>
#include <core/catalog/secretstore.h>
#include <core/catalog/servercatalog.h>
#include <core/mcp/mcpsession.h>

#include <QAction>
#include <QCoreApplication>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>

using namespace Qt::StringLiterals;

namespace {

QMenu *menuNamed(MainWindow *window, const QString &objectName)
{
    return window->menuBar()->findChild<QMenu *>(objectName);
}

std::optional<QString> askInputWithDialog(QWidget *parent, const ConfigImportContext::Input &input)
{
    QInputDialog dialog(parent);
    dialog.setObjectName(u"importInputDialog"_s);
    dialog.setWindowTitle(
        QCoreApplication::translate("CatalogController", "A value for the import"));
    dialog.setLabelText(
        QCoreApplication::translate(
            "CatalogController",
            "%1\n(${input:%2}; kept with the server's secrets when it is a password)")
            .arg(ServerText::line(input.description), ServerText::line(input.id)));
    // The description comes from the file: the dialog's label must not read it as rich text.
    for (QLabel *label : dialog.findChildren<QLabel *>())
        label->setTextFormat(Qt::PlainText);
    dialog.setTextEchoMode(input.password ? QLineEdit::Password : QLineEdit::Normal);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.textValue();
}

} // namespace

CatalogController::CatalogController(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_dock(new CatalogDock(window))
    , m_confirmed(std::make_unique<ConfirmedCommands>())
    , m_results(new CatalogResultTracker(this))
{
    setObjectName(u"catalogController"_s);
    m_editEntry = [this](const ServerConfig &initial) -> std::optional<ServerConfig> {
        CatalogEntryDialog dialog(m_window);
        dialog.setConfig(initial);
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        return dialog.config();
    };
    m_confirmRemove = [this](const QString &name) {
        const ServerText::Message message{QMessageBox::Question,
                                          tr("Remove the server?"),
                                          tr("Remove \"%1\" from the catalog? Its saved calls "
                                             "and the secrets kept for it go too.")
                                              .arg(ServerText::line(name)),
                                          {},
                                          u"removeConfirmation"_s};
        return ServerText::confirm(m_window, message, tr("Remove"), u"removeButton"_s);
    };
    m_ask = [this](const ServerConfig &config, const QString &purpose) {
        return CommandConfirmation::askWithMessageBox(
            m_window, config, purpose, CommandConfirmation::Origin::ImportedFile);
    };
    m_inputPrompt = [this](const ConfigImportContext::Input &input) {
        return askInputWithDialog(m_window, input);
    };
    m_inform = [this](const QString &text, const QString &details) {
        ServerText::inform(m_window,
                           {QMessageBox::Warning,
                            tr("Cannot connect to the server"),
                            text,
                            details,
                            u"configServerError"_s});
    };
    m_window->addDockWidget(Qt::LeftDockWidgetArea, m_dock);
    m_window->resizeDocks({m_dock}, {300}, Qt::Horizontal); // a sidebar: the panes keep the room
    m_dock->setSecretsWhere(tr("Opening the keychain…"));
    connect(m_dock->actionAdd, &QAction::triggered, this, &CatalogController::addEntry);
    connect(m_dock->actionAddCurrent,
            &QAction::triggered,
            this,
            &CatalogController::addCurrentConnection);
    connect(m_dock->actionImport, &QAction::triggered, this, &CatalogController::showImportDialog);
    const auto onCurrent = [this](QAction *action, auto slot) {
        connect(action, &QAction::triggered, this, [this, slot] {
            if (const QString id = m_dock->currentId(); !id.isEmpty())
                slot(id);
        });
    };
    onCurrent(m_dock->actionEdit, [this](const QString &id) { editEntry(id); });
    onCurrent(m_dock->actionDuplicate, [this](const QString &id) {
        if (const QString copy = m_model->duplicate(id); !copy.isEmpty())
            m_dock->selectId(copy);
    });
    onCurrent(m_dock->actionRemove, [this](const QString &id) { removeEntry(id); });
    onCurrent(m_dock->actionMoveUp, [this](const QString &id) { moveEntry(id, -1); });
    onCurrent(m_dock->actionMoveDown, [this](const QString &id) { moveEntry(id, 1); });
    onCurrent(m_dock->actionConnect, [this](const QString &id) { connectEntry(id); });
    onCurrent(m_dock->actionExport, [this](const QString &id) { showExportDialog(id); });
    createMenus();
}

CatalogController::~CatalogController() = default;

void CatalogController::createMenus()
{
    if (QMenu *view = menuNamed(m_window, u"viewMenu"_s))
        view->addAction(m_dock->toggleViewAction());
    QMenu *file = menuNamed(m_window, u"fileMenu"_s);
    if (!file)
        return;
    QAction *first = file->actions().value(0);
    m_importAction = new QAction(tr("&Import Servers…"), file);
    m_importAction->setObjectName(u"importServersAction"_s);
    m_exportAction = new QAction(tr("&Export Servers…"), file);
    m_exportAction->setObjectName(u"exportServersAction"_s);
    file->insertActions(first, {m_importAction, m_exportAction});
    file->insertSeparator(first);
    connect(m_importAction, &QAction::triggered, this, &CatalogController::showImportDialog);
    connect(m_exportAction, &QAction::triggered, this, [this] { showExportDialog(); });
    // Until open(): the catalog is loaded once the keychain has answered.
    m_importAction->setEnabled(false);
    m_exportAction->setEnabled(false);
}

void CatalogController::open(std::unique_ptr<SecretStore> secrets,
                             const QString &secretsWhere,
                             const QString &catalogPath,
                             const QString &confirmedPath)
{
    if (!confirmedPath.isEmpty())
        m_confirmed = std::make_unique<ConfirmedCommands>(confirmedPath);
    m_secrets = std::move(secrets);
    m_catalog = std::make_unique<ServerCatalog>(
        *m_secrets, catalogPath.isEmpty() ? ServerCatalog::defaultPath() : catalogPath);
    QString error;
    if (!m_catalog->load(&error))
        showProblem(error); // a damaged file was kept as .bad; what could be read is loaded
    if (m_model)
        m_model->deleteLater();
    m_model = new CatalogModel(*m_catalog, this);
    m_model->setObjectName(u"catalogModel"_s);
    connect(m_model, &CatalogModel::problem, this, &CatalogController::showProblem);
    m_results->setModel(m_model);
    m_dock->setModel(m_model);
    setSecretsWhere(secretsWhere);
    for (QAction *action : {m_importAction, m_exportAction}) {
        if (action)
            action->setEnabled(true);
    }
    Q_EMIT opened();
}

QString CatalogController::entryIdFor(const ServerConfig &config) const
{
    if (!m_catalog || (config.program.isEmpty() && config.url.isEmpty()))
        return {};
    const QString identity = FormValueStore::serverIdentity(config);
    for (const CatalogEntry &entry : m_catalog->entries()) {
        if (FormValueStore::serverIdentity(entry.config) == identity)
            return entry.id;
    }
    return {};
}

void CatalogController::setSecretsWhere(const QString &text)
{
    m_dock->setSecretsWhere(text);
}

void CatalogController::showProblem(const QString &message)
{
    m_dock->showProblem(message);
    m_dock->show();
}

ConfigImportContext CatalogController::importContext() const
{
    ConfigImportContext context = ConfigImportContext::fromProcess();
    context.ask = m_inputPrompt;
    return context;
}

void CatalogController::rememberTyped(const ServerConfig &config)
{
    // The user typed (or saw and accepted) this command in the entry dialog: it needs no
    // second confirmation before it runs.
    if (QString error; !m_confirmed->confirm(config, &error))
        showProblem(tr("The command was saved but its confirmation is not: %1").arg(error));
}

void CatalogController::addEntry()
{
    if (!m_model)
        return;
    ServerConfig initial;
    initial.name = m_catalog->uniqueName(tr("New server"));
    const std::optional<ServerConfig> config = m_editEntry(initial);
    if (!config)
        return;
    if (const QString id = m_model->add(*config); !id.isEmpty()) {
        rememberTyped(*config);
        m_dock->selectId(id);
    }
}

void CatalogController::addCurrentConnection()
{
    if (!m_model)
        return;
    ServerConfig config = m_window->serverConfig();
    if (config.transport == ServerConfig::TransportKind::Stdio ? config.program.isEmpty()
                                                               : !config.url.isValid()) {
        showProblem(tr("The connection bar has no server to add."));
        return;
    }
    config.name = m_catalog->uniqueName(config.displayName().left(ServerCatalog::kMaxNameLength));
    if (const QString id = m_model->add(config); !id.isEmpty())
        m_dock->selectId(id); // it already ran from the connection bar: nothing to confirm
}

void CatalogController::editEntry(const QString &id)
{
    const CatalogEntry *entry = m_catalog ? m_catalog->find(id) : nullptr;
    if (!entry)
        return;
    const QString oldName = entry->name();
    std::optional<ServerConfig> config = m_editEntry(entry->config);
    if (!config)
        return;
    if (config->name != oldName && !m_model->rename(id, config->name))
        return;
    if (m_model->update(id, *config))
        rememberTyped(*config);
}

void CatalogController::removeEntry(const QString &id)
{
    const CatalogEntry *entry = m_catalog ? m_catalog->find(id) : nullptr;
    if (entry && m_confirmRemove(entry->name()))
        m_model->remove(id);
}

void CatalogController::moveEntry(const QString &id, int delta)
{
    const int index = m_catalog->indexOf(id) + delta;
    if (index < 0 || index >= m_catalog->size())
        return;
    if (m_model->move(id, index))
        m_dock->selectId(id);
}

bool CatalogController::confirmFirstRun(const ServerConfig &config, const QString &purpose)
{
    if (m_confirmed->isConfirmed(config))
        return true;
    if (!m_ask(config, purpose))
        return false;
    if (QString error; !m_confirmed->confirm(config, &error))
        showProblem(tr("The confirmation is not remembered: %1").arg(error));
    return true;
}

void CatalogController::connectEntry(const QString &id)
{
    const CatalogEntry *entry = m_catalog ? m_catalog->find(id) : nullptr;
    if (!entry)
        return;
    const ServerConfig config = entry->config;
    if (!confirmFirstRun(config, tr("Connect to \"%1\" from the server catalog.").arg(config.name)))
        return;
    m_dock->clearProblem();
    m_results->track(id, m_connector ? m_connector(config) : nullptr);
    Q_EMIT connectRequested(id, config);
}

bool CatalogController::connectFromFile(const QString &path,
                                        const QString &name,
                                        QString *error,
                                        const std::function<void(ServerConfig &)> &layOver)
{
    const ClientConfigImport imported = ClientConfigImporter::importFile(path, importContext());
    const ImportedServer *server = imported.ok() ? imported.find(name) : nullptr;
    QString problem = imported.error;
    if (imported.ok() && !server) {
        QStringList names;
        for (const QString &known : imported.names())
            names << u"  "_s + ServerText::line(known);
        problem = tr("There is no server \"%1\" in %2 (%3). It has:\n%4")
                      .arg(ServerText::line(name),
                           path,
                           ClientConfigFormats::displayName(imported.format),
                           names.isEmpty() ? tr("  (none)") : names.join(u'\n'));
    }
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        m_inform(tr("Cannot connect to --server %1 from --config %2.")
                     .arg(ServerText::line(name), ServerText::line(path)),
                 problem);
        return false;
    }
    ServerConfig config = server->config;
    config.name = server->name;
    if (layOver)
        layOver(config);
    if (!confirmFirstRun(
            config,
            tr("Connect to \"%1\" from %2 (%3).")
                .arg(server->name, path, ClientConfigFormats::displayName(imported.format)))) {
        if (error)
            *error = tr("not confirmed: nothing was started");
        return false;
    }
    if (m_connector)
        m_connector(config);
    Q_EMIT connectRequested({}, config);
    return true;
}

int CatalogController::addImported(const QList<ServerConfig> &configs)
{
    QList<CatalogEntry> entries;
    for (const ServerConfig &config : configs)
        entries.append(CatalogEntry{.config = config});
    return addImported(entries);
}

int CatalogController::addImported(const QList<CatalogEntry> &entries)
{
    int added = 0;
    QString lastId;
    bool withCalls = false;
    for (const CatalogEntry &imported : entries) {
        ServerConfig config = imported.config;
        if (m_catalog->findByName(config.name))
            config.name = m_catalog->uniqueName(config.name);
        const QString id = m_model->add(config);
        if (id.isEmpty())
            continue;
        lastId = id;
        ++added;
        for (const SavedCall &call : imported.savedCalls) {
            QString error;
            if (m_catalog->addSavedCall(id, call, &error).isEmpty())
                showProblem(tr("A saved call of \"%1\" was left out: %2")
                                .arg(ServerText::line(config.name, 80), error));
            else
                withCalls = true;
        }
    }
    if (QString error; withCalls && !m_catalog->save(&error))
        showProblem(tr("The saved calls are not saved: %1").arg(error));
    if (!lastId.isEmpty())
        m_dock->selectId(lastId);
    return added;
}

void CatalogController::showImportDialog()
{
    if (!m_catalog)
        return;
    CatalogImportDialog dialog(*m_catalog, importContext(), m_window);
    dialog.addFoundFiles();
    if (dialog.exec() == QDialog::Accepted)
        addImported(dialog.chosenEntries());
}

void CatalogController::showExportDialog(const QString &id)
{
    if (!m_catalog)
        return;
    CatalogExportDialog dialog(*m_catalog, m_window);
    dialog.setEntry(id);
    dialog.exec();
}
