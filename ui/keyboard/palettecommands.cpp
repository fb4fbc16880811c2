// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "palettecommands.h"

#include "catalog/catalogcontroller.h"
#include "catalog/catalogmodel.h"
#include "catalog/savedcallscontroller.h"
#include "catalog/savedcallstore.h"
#include "forms/formpanel.h"
#include "forms/schemaformview.h"
#include "mainwindow.h"
#include "menuactions.h"
#include "panenavigator.h"
#include "prompts/promptlistmodel.h"
#include "prompts/promptspane.h"
#include "resources/resourcelistmodel.h"
#include "resources/resourcescontroller.h"
#include "resources/resourcespane.h"
#include "shortcutsettings.h"
#include "tools/toolcallpane.h"
#include "tools/toollistmodel.h"
#include "tools/toollistpane.h"
#include "widgets/servertext.h"
#include "workspace/serverworkspace.h"
#include "workspace/workspaceset.h"

#include <core/catalog/servercatalog.h>

#include <QJsonObject>
#include <QListView>
#include <QMenuBar>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace {

// A server's name as the palette shows it: one plain line, capped.
QString paletteName(const QString &serverText)
{
    return ServerText::line(serverText, 120);
}

PaletteItem
serverItem(PaletteItem::Kind kind, const QString &key, const QString &title, const QString &where)
{
    PaletteItem item;
    item.kind = kind;
    item.key = key;
    item.title = paletteName(title.isEmpty() ? key : title);
    item.where = where;
    return item;
}

void collectActions(MainWindow *window, QList<PaletteItem> *items)
{
    for (const MenuAction &entry : MenuActions::of(window->menuBar())) {
        QAction *action = entry.action;
        if (!action || !action->isEnabled() || !action->isVisible()
            || action->objectName() == "commandPaletteAction"_L1)
            continue;
        PaletteItem item;
        item.kind = PaletteItem::Kind::Action;
        item.title = entry.title();
        item.where = entry.menuText();
        item.shortcut = ShortcutSettings::displayText(action->shortcuts());
        item.key = action->objectName();
        item.action = action;
        items->append(item);
    }
}

void collectServerLists(ServerWorkspace *workspace, QList<PaletteItem> *items)
{
    const ToolListModel *tools = workspace->toolList()->model();
    for (int row = 0; row < std::min(tools->rowCount(), PaletteCommands::kMaxPerList); ++row) {
        const QString name = tools->tool(row).value("name"_L1).toString();
        items->append(serverItem(PaletteItem::Kind::Tool, name, name, QObject::tr("Tool")));
    }
    const ResourcesController *resources = workspace->resources()->controller();
    const ResourceListModel *listed = resources->resources();
    for (int row = 0; row < std::min(listed->rowCount(), PaletteCommands::kMaxPerList); ++row) {
        const QJsonObject entry = listed->entry(row);
        const QString uri = listed->uriAt(row);
        items->append(serverItem(PaletteItem::Kind::Resource,
                                 uri,
                                 entry.value("name"_L1).toString(),
                                 QObject::tr("Resource: %1").arg(paletteName(uri))));
    }
    const ResourceListModel *templates = resources->templates();
    for (int row = 0; row < std::min(templates->rowCount(), PaletteCommands::kMaxPerList); ++row) {
        const QJsonObject entry = templates->entry(row);
        const QString uriTemplate = templates->uriAt(row);
        items->append(
            serverItem(PaletteItem::Kind::ResourceTemplate,
                       uriTemplate,
                       entry.value("name"_L1).toString(),
                       QObject::tr("Resource template: %1").arg(paletteName(uriTemplate))));
    }
    const PromptListModel *prompts = workspace->prompts()->model();
    for (int row = 0; row < std::min(prompts->rowCount(), PaletteCommands::kMaxPerList); ++row) {
        const QString name = prompts->prompt(row).value("name"_L1).toString();
        items->append(serverItem(PaletteItem::Kind::Prompt, name, name, QObject::tr("Prompt")));
    }
    if (auto *saved = workspace->findChild<SavedCallsController *>(u"savedCallsController"_s,
                                                                   Qt::FindDirectChildrenOnly)) {
        const QList<SavedCall> calls = saved->store()->calls();
        for (int i = 0; i < std::min(int(calls.size()), PaletteCommands::kMaxPerList); ++i) {
            items->append(serverItem(PaletteItem::Kind::SavedCall,
                                     calls.at(i).id,
                                     calls.at(i).name,
                                     QObject::tr("Saved call")));
        }
    }
}

void collectServers(MainWindow *window, QList<PaletteItem> *items)
{
    const CatalogModel *catalog = window->catalog()->model();
    const ServerCatalog *entries = window->catalog()->catalog();
    for (int row = 0;
         catalog && entries && row < std::min(catalog->rowCount(), PaletteCommands::kMaxPerList);
         ++row) {
        const QString id = catalog->idAt(row);
        if (const CatalogEntry *entry = entries->find(id)) {
            items->append(serverItem(PaletteItem::Kind::CatalogEntry,
                                     id,
                                     entry->name(),
                                     QObject::tr("Connect to server")));
        }
    }
    for (ServerWorkspace *workspace : window->workspaces()->workspaces()) {
        PaletteItem item = serverItem(PaletteItem::Kind::Workspace,
                                      workspace->label(),
                                      workspace->label(),
                                      QObject::tr("Show open server"));
        item.workspace = workspace;
        items->append(item);
    }
}

// The first field of a form, or the form itself when it has none.
void focusForm(SchemaFormView *form)
{
    PaneNavigator::focusFirstIn(form->panel());
}

bool runServerItem(MainWindow *window, const PaletteItem &item)
{
    ServerWorkspace *workspace = window->currentWorkspace();
    switch (item.kind) {
    case PaletteItem::Kind::Tool:
        PaneNavigator::reveal(workspace->toolList());
        if (!workspace->toolList()->selectTool(item.key))
            return false;
        focusForm(workspace->toolCall()->form());
        return true;
    case PaletteItem::Kind::Resource:
        PaneNavigator::reveal(workspace->resources());
        if (!workspace->resources()->selectResource(item.key))
            return false;
        workspace->resources()->resourceView()->setFocus(Qt::ShortcutFocusReason);
        return true;
    case PaletteItem::Kind::ResourceTemplate:
        PaneNavigator::reveal(workspace->resources());
        if (!workspace->resources()->selectTemplate(item.key))
            return false;
        if (SchemaFormView *form = workspace->resources()->templateForm())
            focusForm(form);
        return true;
    case PaletteItem::Kind::Prompt:
        PaneNavigator::reveal(workspace->prompts());
        if (!workspace->prompts()->selectPrompt(item.key))
            return false;
        focusForm(workspace->prompts()->form());
        return true;
    case PaletteItem::Kind::SavedCall: {
        auto *saved = workspace->findChild<SavedCallsController *>(u"savedCallsController"_s,
                                                                   Qt::FindDirectChildrenOnly);
        const std::optional<SavedCall> call = saved ? saved->store()->call(item.key) : std::nullopt;
        return call && saved->edit(*call);
    }
    default:
        return false;
    }
}

} // namespace

QList<PaletteItem> PaletteCommands::collect(MainWindow *window)
{
    QList<PaletteItem> items;
    collectActions(window, &items);
    collectServerLists(window->currentWorkspace(), &items);
    collectServers(window, &items);
    return items;
}

bool PaletteCommands::run(MainWindow *window, const PaletteItem &item)
{
    switch (item.kind) {
    case PaletteItem::Kind::Action:
        if (!item.action || !item.action->isEnabled())
            return false;
        item.action->trigger();
        return true;
    case PaletteItem::Kind::CatalogEntry:
        window->catalog()->connectEntry(item.key);
        return true;
    case PaletteItem::Kind::Workspace:
        if (!item.workspace)
            return false;
        window->workspaces()->show(item.workspace);
        return true;
    default:
        return runServerItem(window, item);
    }
}
