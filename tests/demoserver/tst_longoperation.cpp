// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverharness.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>

#include <QJsonArray>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int LongOperationWaitMs = 5000;

// Sends tools/call long_operation with the given id and optional progress token.
void startOperation(ServerHarness &harness,
                    const JsonRpcId &id,
                    double seconds,
                    int steps,
                    const QJsonValue &token = QJsonValue(QJsonValue::Undefined))
{
    QJsonObject params{
        {"name"_L1, u"long_operation"_s},
        {"arguments"_L1, QJsonObject{{"duration_seconds"_L1, seconds}, {"steps"_L1, steps}}}};
    if (!token.isUndefined())
        params.insert("_meta"_L1, QJsonObject{{"progressToken"_L1, token}});
    harness.server.handle(JsonRpcMessage::request(id, Mcp::Method::ToolsCall, params));
}

bool waitForResponse(const ServerHarness &harness, const JsonRpcId &id)
{
    return QTest::qWaitFor([&] { return harness.responseTo(id).has_value(); }, LongOperationWaitMs);
}

struct TokenRow : NamedRow<TokenRow>
{
    QJsonValue token;
};

class Progress : public ::testing::TestWithParam<TokenRow>
{};

TEST_P(Progress, IsReportedAfterEachStepThenTheResultArrives)
{
    ServerHarness harness;
    harness.initialize();
    harness.clear();
    const JsonRpcId id(u"op-1"_s);
    startOperation(harness, id, 0.2, 4, GetParam().token);
    EXPECT_TRUE(harness.messages.isEmpty()) << "the answer must come later, from a timer";
    ASSERT_TRUE(waitForResponse(harness, id));

    const QList<JsonRpcMessage> progress = harness.notifications(Mcp::Method::Progress);
    ASSERT_EQ(progress.size(), 4);
    for (int i = 0; i < 4; ++i) {
        const QJsonObject params = progress.at(i).paramsObject();
        // The token comes back with its JSON type intact.
        EXPECT_EQ(params["progressToken"_L1], GetParam().token);
        EXPECT_EQ(params["progress"_L1].toInt(), i + 1);
        EXPECT_EQ(params["total"_L1].toInt(), 4);
        EXPECT_EQ(params["message"_L1].toString(), u"Step %1 of 4"_s.arg(i + 1));
    }
    EXPECT_TRUE(harness.messages.last().isResponse()) << "progress must precede the result";
    const QJsonObject result = harness.responseTo(id)->result().toObject();
    EXPECT_FALSE(result["isError"_L1].toBool());
    EXPECT_EQ(firstText(result), u"Finished 4 step(s) in 0.2 s."_s);
    EXPECT_EQ(harness.server.runningOperationCount(), 0);
}

INSTANTIATE_TEST_SUITE_P(LongOperation,
                         Progress,
                         ::testing::Values(TokenRow{"string_token", u"tok-1"_s},
                                           TokenRow{"integer_token", 17}),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(LongOperation, WithoutATokenSendsNoProgress)
{
    ServerHarness harness;
    const JsonRpcId id(1);
    startOperation(harness, id, 0.05, 3);
    ASSERT_TRUE(waitForResponse(harness, id));
    EXPECT_TRUE(harness.notifications(Mcp::Method::Progress).isEmpty());
}

TEST(LongOperation, InvalidTokenIsIgnoredWithAWarning)
{
    ServerHarness harness;
    const JsonRpcId id(1);
    startOperation(harness, id, 0.05, 2, QJsonValue(1.5));
    ASSERT_TRUE(waitForResponse(harness, id));
    EXPECT_TRUE(harness.notifications(Mcp::Method::Progress).isEmpty());
    EXPECT_TRUE(harness.diagnostics.join(u'\n').contains(u"progress token"_s));
}

TEST(LongOperation, OtherRequestsAreAnsweredMeanwhile)
{
    ServerHarness harness;
    harness.initialize();
    const JsonRpcId id(u"slow"_s);
    startOperation(harness, id, 0.5, 2, u"t"_s);
    EXPECT_EQ(harness.server.runningOperationCount(), 1);
    const JsonRpcMessage ping = harness.request(Mcp::Method::Ping);
    EXPECT_EQ(ping.kind(), JsonRpcMessage::Kind::Result);
    const JsonRpcMessage echo = harness.request(
        Mcp::Method::ToolsCall,
        {{"name"_L1, u"echo"_s}, {"arguments"_L1, QJsonObject{{"message"_L1, u"hi"_s}}}});
    EXPECT_EQ(firstText(echo.result().toObject()), u"hi"_s);
    EXPECT_FALSE(harness.responseTo(id).has_value());
    EXPECT_TRUE(waitForResponse(harness, id));
}

TEST(LongOperation, CancellationStopsItWithoutAnAnswer)
{
    ServerHarness harness;
    harness.initialize();
    const JsonRpcId cancelled(7);
    startOperation(harness, cancelled, 0.3, 3, u"c"_s);
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return !harness.notifications(Mcp::Method::Progress).isEmpty(); },
                        LongOperationWaitMs));
    harness.notify(Mcp::Method::Cancelled,
                   {{"requestId"_L1, 7}, {"reason"_L1, u"user pressed stop"_s}});
    EXPECT_EQ(harness.server.runningOperationCount(), 0);
    EXPECT_TRUE(harness.diagnostics.join(u'\n').contains(u"user pressed stop"_s));

    // A sentinel that runs longer than what was left of the cancelled one: once it answers, a
    // late answer or progress from the cancelled operation would already be here.
    const qsizetype progressBefore = harness.notifications(Mcp::Method::Progress).size();
    const JsonRpcId sentinel(8);
    startOperation(harness, sentinel, 0.3, 3);
    ASSERT_TRUE(waitForResponse(harness, sentinel));
    EXPECT_FALSE(harness.responseTo(cancelled).has_value());
    EXPECT_EQ(harness.notifications(Mcp::Method::Progress).size(), progressBefore);
}

TEST(LongOperation, CancellingWithTheOtherIdTypeDoesNotCancel)
{
    ServerHarness harness;
    const JsonRpcId id(5);
    startOperation(harness, id, 0.05, 1);
    harness.notify(Mcp::Method::Cancelled, {{"requestId"_L1, u"5"_s}});
    EXPECT_EQ(harness.server.runningOperationCount(), 1);
    EXPECT_TRUE(harness.diagnostics.last().contains(u"not running"_s));
    EXPECT_TRUE(waitForResponse(harness, id));
}

TEST(LongOperation, CancellingAFinishedRequestIsHarmless)
{
    ServerHarness harness;
    const JsonRpcId id(3);
    startOperation(harness, id, 0, 1);
    ASSERT_TRUE(waitForResponse(harness, id));
    const qsizetype before = harness.messages.size();
    harness.notify(Mcp::Method::Cancelled, {{"requestId"_L1, 3}});
    EXPECT_EQ(harness.messages.size(), before);
}

TEST(LongOperation, ReusingARunningIdIsAnInvalidRequest)
{
    ServerHarness harness;
    const JsonRpcId id(9);
    startOperation(harness, id, 0.2, 1);
    startOperation(harness, id, 0.2, 1);
    ASSERT_EQ(harness.messages.size(), 1);
    EXPECT_EQ(harness.messages.first().error().code, JsonRpc::ErrorCode::InvalidRequest);
    EXPECT_EQ(harness.server.runningOperationCount(), 1);
}

} // namespace
