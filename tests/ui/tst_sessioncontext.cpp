// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The SessionContext in the real main window: one sessionChanged() per connect, per offline file
// opened and per return to live, and every pane following it (the shown session or the live
// one) without MainWindow handing the session to each.
#include "sessionwindowtest.h"

#include <core/mcp/clientfeatures.h>
#include <core/mcp/mcpsession.h>
#include <ui/log/messagelogview.h>
#include <ui/session/offlinesession.h>
#include <ui/session/sessioncontext.h>
#include <ui/tools/toolcallpane.h>

#include <QAction>
#include <QComboBox>
#include <QPushButton>
#include <QSignalSpy>

using namespace Qt::StringLiterals;
using Change = SessionContext::Change;

namespace {

Change changeAt(const QSignalSpy &spy, qsizetype index)
{
    return spy.at(index).at(0).value<Change>();
}

} // namespace

class SessionContextTest : public SessionWindowTest
{
protected:
    SessionContext *context() const { return m_window->context(); }
    QString label(const QString &name) const { return UiTest::labelText(m_window.get(), name); }
    template<class T>
    T *widget(const QString &name) const
    {
        return UiTest::find<T>(m_window.get(), name);
    }
    QAction *callAction() const { return widget<QAction>(u"callAction"_s); }
    // What the live-only panes show of the live session: enabled while it is ready.
    void expectLivePanesReady(bool ready) const
    {
        EXPECT_EQ(widget<QPushButton>(u"pingButton"_s)->isEnabled(), ready);
        EXPECT_EQ(widget<QComboBox>(u"logLevelPicker"_s)->isEnabled(), ready);
        EXPECT_EQ(widget<QPushButton>(u"consoleSend"_s)->isEnabled(), ready);
    }
    void reconnectAs(ServerConfig::Era era)
    {
        m_window->disconnectFromServer();
        ASSERT_TRUE(UiTest::waitFor([this] { return !isActive(); }));
        ServerConfig config = demoConfig();
        config.era = era;
        m_window->setServerConfig(config);
        connectToServer();
    }
};

TEST_F(SessionContextTest, EachConnectIsOneChangeThatEveryPaneFollows)
{
    QSignalSpy changes(context(), &SessionContext::sessionChanged);
    connectToServer();
    ASSERT_EQ(changes.count(), 1);
    EXPECT_EQ(changeAt(changes, 0), Change::Connected);
    McpSession *first = m_window->session();
    EXPECT_EQ(context()->session(), first);
    EXPECT_EQ(context()->liveSession(), first);
    EXPECT_TRUE(context()->isLive());
    // Client features are attached once, before the handshake (the request queue follows them).
    EXPECT_EQ(first->findChildren<ClientFeatures *>().size(), 1);
    EXPECT_TRUE(label(u"serverEra"_s).startsWith(u"legacy"_s)) << qPrintable(label(u"serverEra"_s));
    const QString legacyProtocol = label(u"serverProtocol"_s);
    EXPECT_EQ(widget<MessageLogView>(u"messageLogView"_s)->copyContext().protocolVersion,
              first->serverInfo().protocolVersion);
    expectLivePanesReady(true);

    // A reconnect to the same program in the other era: every pane shows the new server.
    ASSERT_NO_FATAL_FAILURE(reconnectAs(ServerConfig::Era::Modern));
    ASSERT_EQ(changes.count(), 2);
    EXPECT_EQ(changeAt(changes, 1), Change::Connected);
    McpSession *second = m_window->session();
    ASSERT_NE(second, first);
    EXPECT_EQ(context()->session(), second);
    EXPECT_EQ(context()->liveConfig().era, ServerConfig::Era::Modern);
    EXPECT_EQ(second->findChildren<ClientFeatures *>().size(), 1);
    EXPECT_TRUE(label(u"serverEra"_s).startsWith(u"modern"_s)) << qPrintable(label(u"serverEra"_s));
    EXPECT_NE(label(u"serverProtocol"_s), legacyProtocol);
    EXPECT_EQ(widget<MessageLogView>(u"messageLogView"_s)->copyContext().protocolVersion,
              second->serverInfo().protocolVersion);
    expectLivePanesReady(true);
    selectTool(u"echo"_s);
    EXPECT_TRUE(button(u"callButton"_s)->isEnabled());
    EXPECT_TRUE(callAction()->isEnabled());
}

TEST_F(SessionContextTest, AnOfflineFileIsOneChangeAndBackToLiveAnother)
{
    const QString path = recordEcho(u"context"_s);
    ASSERT_FALSE(path.isEmpty());
    McpSession *live = m_window->session();
    QSignalSpy changes(context(), &SessionContext::sessionChanged);

    openOffline(path);
    ASSERT_EQ(changes.count(), 1);
    EXPECT_EQ(changeAt(changes, 0), Change::OfflineOpened);
    EXPECT_FALSE(context()->isLive());
    EXPECT_EQ(context()->session(), sessions()->offline()->session());
    EXPECT_EQ(context()->config().program, demoConfig().program);
    // The live-only panes keep the (ended) live session; the offline one gets no features.
    EXPECT_EQ(context()->liveSession(), live);
    EXPECT_TRUE(context()->session()->findChildren<ClientFeatures *>().isEmpty());
    expectLivePanesReady(false);
    // The recorded server's name, from its recorded answer; its tools can be looked at only.
    EXPECT_TRUE(label(u"serverName"_s).contains(live->serverInfo().name()))
        << qPrintable(label(u"serverName"_s));
    EXPECT_FALSE(callAction()->isEnabled());
    selectTool(u"echo"_s);
    EXPECT_FALSE(button(u"callButton"_s)->isEnabled());

    sessions()->backToLive();
    ASSERT_EQ(changes.count(), 2);
    EXPECT_EQ(changeAt(changes, 1), Change::OfflineClosed);
    EXPECT_TRUE(context()->isLive());
    EXPECT_EQ(context()->session(), live);
    EXPECT_TRUE(callAction()->isEnabled());
    sessions()->backToLive(); // already live: nothing changes
    EXPECT_EQ(changes.count(), 2);

    // Connecting while a file is shown is one change too: the live session replaces the file.
    openOffline(path);
    ASSERT_EQ(changes.count(), 3);
    connectToServer();
    ASSERT_EQ(changes.count(), 4);
    EXPECT_EQ(changeAt(changes, 3), Change::Connected);
    EXPECT_TRUE(context()->isLive());
    EXPECT_EQ(context()->session(), m_window->session());
    EXPECT_FALSE(sessions()->offline()->isActive());
    EXPECT_TRUE(callAction()->isEnabled());
    expectLivePanesReady(true);
}
