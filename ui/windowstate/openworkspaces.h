// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QList>
#include <QString>

class QSettings;
class SessionController;
class WorkspaceSet;

// The servers open in the window, and the feature tab (Tools, Resources, Prompts…) each one
// showed, across runs ("window/workspaces"). A server is saved as the connection history saves
// one (ConnectionHistory::withoutSecrets: no secret value, no token) and known again by
// FormValueStore::serverIdentity. Restoring puts each server in the connection bar of a
// workspace of its own, ready to Connect: nothing is started or connected. Workspaces that
// show a session file offline, or have no server yet, are not saved.
namespace OpenWorkspaces {

struct Entry
{
    ServerConfig config;
    QString tab; // the feature tab page's object name, or "#index"
};

void save(QSettings &settings, const WorkspaceSet &workspaces, const SessionController &sessions);
QList<Entry> load(QSettings &settings);
// The saved servers into the set: the shown workspace keeps its server and takes the tab saved
// for it; every other server gets a workspace of its own. showSaved: the workspace shown at
// close is shown again; else the shown one stays (the command line named what to show).
void restore(QSettings &settings, WorkspaceSet &workspaces, bool showSaved);

} // namespace OpenWorkspaces
