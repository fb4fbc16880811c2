// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionharness.h"
#include "support/qtprinters.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// What an in-flight view reads: requestStarted(), the countdown and the last progress.

TEST(InFlightRequests, RequestStartedFiresForEverySentRequest)
{
    SessionHarness h;
    ASSERT_TRUE(h.connectAndWait());
    QList<PendingRequest *> started;
    QObject::connect(h.session.get(),
                     &McpSession::requestStarted,
                     h.session.get(),
                     [&started](PendingRequest *request) { started << request; });
    PendingRequest *request = h.session->sendRequest(u"tools/list"_s);
    ASSERT_EQ(started.size(), 1);
    EXPECT_EQ(started.first(), request);
}

TEST(InFlightRequests, NoRequestStartedWhenNothingWasSent)
{
    SessionHarness h; // never connected
    int started = 0;
    QObject::connect(
        h.session.get(), &McpSession::requestStarted, h.session.get(), [&started] { ++started; });
    h.session->sendRequest(u"tools/list"_s);
    EXPECT_EQ(started, 0);
}

TEST(InFlightRequests, CountdownRunsAndProgressRestartsIt)
{
    SessionHarness h;
    ASSERT_TRUE(h.connectAndWait());
    RequestOptions options;
    options.timeoutMs = 3000;
    options.withProgress = true;
    PendingRequest *request = h.session->sendRequest(u"tools/call"_s, {}, options);
    EXPECT_GT(request->remainingTimeoutMs(), 0);
    EXPECT_LE(request->remainingTimeoutMs(), 3000);
    EXPECT_FALSE(request->hasProgress());
    ASSERT_TRUE(QTest::qWaitFor([request] { return request->remainingTimeoutMs() < 2950; }));

    h.transport->deliver(QJsonObject{{"jsonrpc"_L1, u"2.0"_s},
                                     {"method"_L1, u"notifications/progress"_s},
                                     {"params"_L1,
                                      QJsonObject{{"progressToken"_L1, request->id().toJson()},
                                                  {"progress"_L1, 2},
                                                  {"total"_L1, 5},
                                                  {"message"_L1, u"step 2"_s}}}});
    EXPECT_TRUE(request->hasProgress());
    EXPECT_EQ(request->progress(), 2);
    EXPECT_EQ(request->progressTotal(), 5);
    EXPECT_EQ(request->progressMessage(), u"step 2"_s);
    EXPECT_GE(request->remainingTimeoutMs(), 2950); // restarted from the full 3 s
}

TEST(InFlightRequests, NoCountdownWithoutTimeout)
{
    SessionHarness h;
    ASSERT_TRUE(h.connectAndWait());
    RequestOptions options;
    options.timeoutMs = 0;
    PendingRequest *request = h.session->sendRequest(u"tools/call"_s, {}, options);
    EXPECT_EQ(request->remainingTimeoutMs(), -1);
}

TEST(InFlightRequests, ProgressNeverExtendsBeyondTheMaximumTotal)
{
    SessionHarness h;
    ASSERT_TRUE(h.connectAndWait());
    h.session->setMaxTotalTimeout(1000);
    RequestOptions options;
    options.timeoutMs = 5000;
    options.withProgress = true;
    PendingRequest *request = h.session->sendRequest(u"tools/call"_s, {}, options);
    EXPECT_LE(request->remainingTimeoutMs(), 1000); // capped from the start
    h.transport->deliver(QJsonObject{
        {"jsonrpc"_L1, u"2.0"_s},
        {"method"_L1, u"notifications/progress"_s},
        {"params"_L1,
         QJsonObject{{"progressToken"_L1, request->id().toJson()}, {"progress"_L1, 1}}}});
    EXPECT_LE(request->remainingTimeoutMs(), 1000); // progress restarts, but not past the cap
}
