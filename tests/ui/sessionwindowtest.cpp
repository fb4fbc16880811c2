// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionwindowtest.h"

#include <core/mcp/mcpsession.h>
#include <ui/session/offlinebanner.h>
#include <ui/session/offlinesession.h>
#include <ui/tools/toollistmodel.h>
#include <ui/tools/toollistpane.h>

#include <QApplication>
#include <QFileInfo>
#include <QTimer>

using namespace Qt::StringLiterals;

void SessionWindowTest::SetUp()
{
    MainWindowTest::SetUp();
    ASSERT_TRUE(m_folder.isValid());
    sessions()->setSessionsFolder(m_folder.filePath(u"sessions"_s));
}

ServerConfig SessionWindowTest::demoConfig() const
{
    const QStringList command = UiTest::demoServerCommand();
    ServerConfig config;
    config.program = command.first();
    config.arguments = command.mid(1);
    return config;
}

QString SessionWindowTest::recordEcho(const QString &message)
{
    [&] {
        connectToServer();
        selectTool(u"echo"_s);
        ASSERT_NE(editor(u"message"_s), nullptr);
        QTest::keyClicks(editor(u"message"_s), message);
        clickCallAndWait();
        m_window->disconnectFromServer();
        ASSERT_TRUE(UiTest::waitFor([this] { return !isActive(); }));
    }();
    return sessions()->recordingPath();
}

void SessionWindowTest::openOffline(const QString &path)
{
    ASSERT_TRUE(sessions()->openSession(path)) << qPrintable(sessions()->banner()->text());
    ASSERT_TRUE(UiTest::waitFor([this] {
        return sessions()->offline()->isLoaded() && toolCount() > 0;
    })) << qPrintable(sessions()->banner()->text());
}

int SessionWindowTest::toolCount() const
{
    return UiTest::find<ToolListPane>(m_window.get(), u"toolListPane"_s)->model()->rowCount();
}

void SessionWindowTest::whenModal(const std::function<bool(QWidget *)> &act)
{
    auto *check = new QTimer(qApp);
    QObject::connect(check, &QTimer::timeout, check, [check, act] {
        QWidget *modal = QApplication::activeModalWidget();
        if (modal && act(modal))
            check->deleteLater();
    });
    check->start(10);
}
