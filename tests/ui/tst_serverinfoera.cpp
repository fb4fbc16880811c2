// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The server info pane names the era the session detected, with server/discover's caching
// hints, and the tools left out for invalid x-mcp-header markers.
#include "support/faketransport.h"
#include "uitesthelpers.h"

#include <core/mcp/mcpsession.h>
#include <ui/server/serverinfopane.h>

#include <QJsonArray>
#include <QLabel>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

TEST(ServerInfoEra, LegacySessionSaysInitialize)
{
    auto fake = std::make_unique<FakeTransport>();
    new ScriptedServer(fake.get()); // a child of the transport
    McpSession session(std::move(fake));
    ServerInfoPane pane;
    pane.setSession(&session);
    session.connectToServer();
    ASSERT_TRUE(QTest::qWaitFor([&] { return session.state() == McpSession::State::Ready; }));
    EXPECT_EQ(UiTest::labelText(&pane, u"serverEra"_s), u"legacy (initialize)"_s);
}

TEST(ServerInfoEra, ModernSessionShowsDiscoverCachingAndVersions)
{
    auto fake = std::make_unique<FakeTransport>();
    auto *server = new ScriptedServer(fake.get()); // a child of the transport
    server->on(u"server/discover"_s, [server](const JsonRpcMessage &r) {
        server->respond(r,
                        QJsonObject{{"resultType"_L1, u"complete"_s},
                                    {"supportedVersions"_L1, QJsonArray{u"2026-07-28"_s}},
                                    {"capabilities"_L1, QJsonObject{}},
                                    {"ttlMs"_L1, 60000},
                                    {"cacheScope"_L1, u"public"_s}});
    });
    McpSession session(std::move(fake));
    session.setEraPreference(ServerConfig::Era::Modern);
    ServerInfoPane pane;
    pane.setSession(&session);
    session.connectToServer();
    ASSERT_TRUE(QTest::qWaitFor([&] { return session.state() == McpSession::State::Ready; }));
    const QString era = UiTest::labelText(&pane, u"serverEra"_s);
    EXPECT_TRUE(era.startsWith(u"modern (server/discover)"_s)) << era.toStdString();
    EXPECT_TRUE(era.contains(u"ttl 60000 ms, public"_s)) << era.toStdString();
    EXPECT_TRUE(era.contains(u"supports 2026-07-28"_s)) << era.toStdString();
    EXPECT_EQ(UiTest::labelText(&pane, u"serverProtocol"_s), u"2026-07-28"_s);
    EXPECT_EQ(UiTest::labelText(&pane, u"serverExcludedTools"_s), u"—"_s);
}

} // namespace
