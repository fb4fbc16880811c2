// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "windowpanes.h"

#include "connection/connectionbar.h"
#include "logging/loggingpane.h"
#include "mainwindow.h"
#include "prompts/promptspane.h"
#include "resources/resourcespane.h"
#include "server/serverinfopane.h"
#include "sessioncontext.h"
#include "tools/toolcallpane.h"
#include "tools/toollistpane.h"

#include <QTabWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

WindowPanes WindowPanes::of(MainWindow *window)
{
    WindowPanes panes;
    panes.window = window;
    panes.connectionBar = window->findChild<ConnectionBar *>(u"connectionBar"_s);
    panes.serverInfo = window->findChild<ServerInfoPane *>(u"serverInfoPane"_s);
    panes.toolList = window->findChild<ToolListPane *>(u"toolListPane"_s);
    panes.toolCall = window->findChild<ToolCallPane *>(u"toolCallPane"_s);
    panes.resources = window->findChild<ResourcesPane *>(u"resourcesPane"_s);
    panes.prompts = window->findChild<PromptsPane *>(u"promptsPane"_s);
    panes.logging = window->findChild<LoggingPane *>(u"loggingPane"_s);
    panes.context = window->context();
    panes.featureTabs = window->findChild<QTabWidget *>(u"featureTabs"_s);
    panes.centralLayout = qobject_cast<QVBoxLayout *>(window->centralWidget()->layout());
    Q_ASSERT(panes.connectionBar && panes.serverInfo && panes.toolList && panes.toolCall
             && panes.resources && panes.prompts && panes.logging && panes.context
             && panes.featureTabs && panes.centralLayout);
    return panes;
}
