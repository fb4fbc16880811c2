// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionharness.h"
#include "support/qtprinters.h"

#include <core/mcp/pinger.h>

#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

TEST(Pinger, PingsPeriodicallyOnlyWhileReady)
{
    SessionHarness h;
    Pinger pinger(h.session.get());
    pinger.setInterval(20);
    EXPECT_FALSE(pinger.isPeriodic()); // not connected yet
    QSignalSpy ponged(&pinger, &Pinger::ponged);
    ASSERT_TRUE(h.connectAndWait());
    EXPECT_TRUE(pinger.isPeriodic());
    ASSERT_TRUE(QTest::qWaitFor([&] { return ponged.size() >= 2; }, 3000));
    EXPECT_GE(ponged.first().at(0).toLongLong(), 0);
    pinger.setInterval(0);
    EXPECT_FALSE(pinger.isPeriodic());
    h.session->disconnectFromServer();
    pinger.setInterval(20);
    EXPECT_FALSE(pinger.isPeriodic()); // no periodic ping on a closed session
}

TEST(Pinger, UnansweredPingFails)
{
    SessionHarness h;
    h.server->on(u"ping"_s, [](const JsonRpcMessage &) {}); // never answers
    ASSERT_TRUE(h.connectAndWait());
    h.session->setDefaultTimeout(30);
    Pinger pinger(h.session.get());
    QSignalSpy failed(&pinger, &Pinger::failed);
    pinger.ping();
    pinger.ping(); // one in flight at a time
    ASSERT_TRUE(failed.wait(2000));
    EXPECT_TRUE(failed.first().at(0).toString().contains(u"no answer to ping"_s))
        << failed.first().at(0).toString().toStdString();
    EXPECT_EQ(h.server->receivedWithMethod(u"ping"_s).size(), 1);
}

} // namespace
