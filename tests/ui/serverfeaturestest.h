// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "mainwindowtest.h"

#include <core/schema/schemaformmodel.h>
#include <ui/activity/activitypane.h>
#include <ui/forms/schemaformview.h>
#include <ui/logging/loggingpane.h>
#include <ui/prompts/promptspane.h>
#include <ui/resources/resourcecontentsview.h>
#include <ui/resources/resourcelistmodel.h>
#include <ui/resources/resourcescontroller.h>
#include <ui/resources/resourcespane.h>
#include <ui/tools/toolcallpane.h>

#include <QJsonDocument>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTreeView>

using namespace Qt::StringLiterals; // as in every test file that includes this one

// The "Server features" panes of the real main window, against the bundled demo server over
// stdio: resources, templates, subscriptions, prompts, completion, logging, in-flight requests,
// destructive-tool confirmation and ping.
class ServerFeaturesTest : public MainWindowTest
{
protected:
    ResourcesPane *resources() const
    {
        return UiTest::find<ResourcesPane>(m_window.get(), u"resourcesPane"_s);
    }
    PromptsPane *prompts() const
    {
        return UiTest::find<PromptsPane>(m_window.get(), u"promptsPane"_s);
    }
    LoggingPane *logging() const
    {
        return UiTest::find<LoggingPane>(m_window.get(), u"loggingPane"_s);
    }
    ActivityPane *activity() const
    {
        return UiTest::find<ActivityPane>(m_window.get(), u"activityPane"_s);
    }

    void connectAndShowResources()
    {
        connectToServer();
        ASSERT_TRUE(m_window->showTab(u"resourcesPane"_s));
        ASSERT_TRUE(UiTest::waitFor([this] {
            return !resources()->controller()->isLoading()
                   && resources()->controller()->resources()->rowCount() >= 4;
        }));
    }

    void clickResource(const QString &uri)
    {
        QTreeView *view = resources()->resourceView();
        auto *proxy = qobject_cast<QSortFilterProxyModel *>(view->model());
        const int row = resources()->controller()->resources()->rowOfUri(uri);
        ASSERT_GE(row, 0) << qPrintable(uri);
        UiTest::clickRow(
            view, proxy->mapFromSource(resources()->controller()->resources()->index(row, 0)));
        ASSERT_EQ(resources()->selectedUri(), uri);
    }

    void clickButtonAndWaitForContents(const QString &button, const QString &uri)
    {
        QPushButton *read = UiTest::find<QPushButton>(resources(), button);
        ASSERT_TRUE(read->isEnabled());
        QTest::mouseClick(read, Qt::LeftButton);
        ASSERT_TRUE(UiTest::waitFor([this, uri] {
            return resources()->contentsView()->uri() == uri;
        })) << qPrintable(resources()->contentsView()->bannerText());
    }

    // Calls a tool through the Tools tab with arguments typed into its JSON view.
    void callTool(const QString &name, const QByteArray &arguments)
    {
        m_window->showTab(u"Tools"_s);
        selectTool(name);
        ASSERT_TRUE(callPane()->form()->model()->setJson(arguments));
        clickCallAndWait();
    }

    // The params of the last request of this method the window sent, as logged.
    QJsonObject lastSentParams(const QString &method) const
    {
        m_window->logModel()->flush();
        QJsonObject params;
        for (int row = 0; (row = UiTest::findRow(log(),
                                                 TrafficEvent::Direction::Outgoing,
                                                 method,
                                                 JsonRpcMessage::Kind::Request,
                                                 row))
                          >= 0;
             ++row)
            params = QJsonDocument::fromJson(log().recordWithBytes(row).raw)
                         .object()["params"_L1]
                         .toObject();
        return params;
    }
};

// The same panes with the demo server in the 2026-07-28 era.
class ModernServerFeaturesTest : public ServerFeaturesTest
{
protected:
    void SetUp() override { startOnDemoServer(ServerConfig::Era::Modern); }
};
