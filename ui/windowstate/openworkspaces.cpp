// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "openworkspaces.h"

#include "connection/connectionbar.h"
#include "connection/connectionhistory.h"
#include "forms/formvaluestore.h"
#include "session/offlinesession.h"
#include "session/sessioncontroller.h"
#include "workspace/serverworkspace.h"
#include "workspace/workspaceset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTabWidget>

using namespace Qt::StringLiterals;

namespace OpenWorkspaces {

namespace {

const QString kWorkspacesKey = u"window/workspaces"_s;
const QString kShownKey = u"window/shownWorkspace"_s;
constexpr int kSavedWorkspacesLimit = 50;

QString shownTabOf(const ServerWorkspace *workspace)
{
    const QTabWidget *tabs = workspace->featureTabs();
    const QWidget *page = tabs->currentWidget();
    if (!page)
        return {};
    return page->objectName().isEmpty() ? u"#%1"_s.arg(tabs->currentIndex()) : page->objectName();
}

void showTab(ServerWorkspace *workspace, const QString &tab)
{
    QTabWidget *tabs = workspace->featureTabs();
    if (tab.startsWith(u'#')) {
        bool ok = false;
        const int index = tab.mid(1).toInt(&ok);
        if (ok && index >= 0 && index < tabs->count())
            tabs->setCurrentIndex(index);
        return;
    }
    for (int i = 0; i < tabs->count(); ++i) {
        if (tabs->widget(i)->objectName() == tab)
            tabs->setCurrentIndex(i);
    }
}

} // namespace

void save(QSettings &settings, const WorkspaceSet &workspaces, const SessionController &sessions)
{
    QJsonArray saved;
    int shown = 0;
    for (ServerWorkspace *workspace : workspaces.workspaces()) {
        const OfflineSession *offline = sessions.offlineOf(workspace);
        const ServerConfig config = workspace->serverConfig();
        if ((offline && offline->isActive()) || !ConnectionBar::canStart(config))
            continue;
        if (workspace == workspaces.current())
            shown = int(saved.size());
        saved.append(QJsonObject{
            {"server"_L1, ConnectionHistory::withoutSecrets(config).toJson(false)},
            {"tab"_L1, shownTabOf(workspace)},
        });
    }
    settings.setValue(kWorkspacesKey,
                      QString::fromUtf8(QJsonDocument(saved).toJson(QJsonDocument::Compact)));
    settings.setValue(kShownKey, shown);
}

QList<Entry> load(QSettings &settings)
{
    const QJsonArray saved
        = QJsonDocument::fromJson(settings.value(kWorkspacesKey).toString().toUtf8()).array();
    QList<Entry> entries;
    for (const QJsonValue &value : saved) {
        const QJsonObject object = value.toObject();
        Entry entry{ConnectionHistory::withoutSecrets(
                        ServerConfig::fromJson(object.value("server"_L1).toObject())),
                    object.value("tab"_L1).toString()};
        if (ConnectionBar::canStart(entry.config))
            entries << entry;
        if (entries.size() == kSavedWorkspacesLimit)
            break;
    }
    return entries;
}

void restore(QSettings &settings, WorkspaceSet &workspaces, bool showSaved)
{
    const QList<Entry> entries = load(settings);
    ServerWorkspace *first = workspaces.current();
    const QString firstIdentity = FormValueStore::serverIdentity(first->serverConfig());
    bool firstTaken = false;
    QList<ServerWorkspace *> restored;
    for (const Entry &entry : entries) {
        ServerWorkspace *workspace = nullptr;
        if (!firstTaken && FormValueStore::serverIdentity(entry.config) == firstIdentity) {
            workspace = first;
            firstTaken = true;
        } else {
            workspace = workspaces.add(entry.config); // in the connection bar, not connected
        }
        showTab(workspace, entry.tab);
        restored << workspace;
    }
    const int shown = settings.value(kShownKey).toInt();
    workspaces.show(showSaved && shown >= 0 && shown < restored.size() ? restored.at(shown)
                                                                       : first);
}

} // namespace OpenWorkspaces
