// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverharness.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/modernmeta.h>

#include <QJsonArray>

#include <gtest/gtest.h>
#include <misbehaviour.h>
#include <toolcatalogue.h>

using namespace Qt::StringLiterals;

namespace {

struct ModeRow : NamedRow<ModeRow>
{
    QString mode;
    int rawLines;
    bool answered;
    int stderrLines;
    int exitCode; // -1: no exit
};

class Misbehave : public ::testing::TestWithParam<ModeRow>
{};

TEST_P(Misbehave, BreaksTheProtocolAsDescribed)
{
    const ModeRow &row = GetParam();
    ServerHarness harness;
    harness.initialize();
    harness.clear();
    harness.callTool(u"misbehave"_s, {{"mode"_L1, row.mode}});
    const JsonRpcId id = harness.lastId();

    EXPECT_EQ(harness.rawLines.size(), row.rawLines);
    for (const QByteArray &line : std::as_const(harness.rawLines)) {
        EXPECT_FALSE(line.contains('\n'));
        EXPECT_EQ(JsonRpc::decode(line).shape, JsonRpc::DecodeResult::Shape::NotJson)
            << line.toStdString();
    }
    // wrong_id_type answers, but never to the id that was asked.
    const bool answeredRightId = harness.responseTo(id).has_value();
    EXPECT_EQ(answeredRightId, row.answered && row.mode != "wrong_id_type"_L1);
    EXPECT_EQ(harness.messages.size(), row.answered ? 1 : 0);
    EXPECT_EQ(harness.diagnostics.size(), row.stderrLines);
    EXPECT_EQ(harness.exitCodes, row.exitCode < 0 ? QList<int>() : QList<int>{row.exitCode});
}

INSTANTIATE_TEST_SUITE_P(
    Misbehaviour,
    Misbehave,
    ::testing::Values(ModeRow{"banner", u"banner"_s, 1, true, 0, -1},
                      ModeRow{"malformed", u"malformed"_s, 1, false, 1, -1},
                      ModeRow{"huge", u"huge"_s, 0, true, 0, -1},
                      ModeRow{"wrong_id_type", u"wrong_id_type"_s, 0, true, 0, -1},
                      ModeRow{"no_answer", u"no_answer"_s, 0, false, 1, -1},
                      ModeRow{"stderr_burst", u"stderr_burst"_s, 0, true, 50, -1},
                      ModeRow{"crash", u"crash"_s, 0, false, 1, 3},
                      ModeRow{"bad_result_type", u"bad_result_type"_s, 0, true, 0, -1}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(Misbehaviour, ModesMatchTheToolSchema)
{
    const ToolCatalogue catalogue;
    const QJsonArray schemaModes
        = catalogue
              .definition(u"misbehave"_s)["inputSchema"_L1]["properties"_L1]["mode"_L1]["enum"_L1]
              .toArray();
    QStringList modes;
    for (const QJsonValue &mode : schemaModes)
        modes << mode.toString();
    EXPECT_EQ(modes, Misbehaviour::modes());
}

TEST(Misbehaviour, BadResultTypeAnswersWithAResultTypeNoRequestTakes)
{
    const MisbehaviourPlan plan = Misbehaviour::plan(u"bad_result_type"_s, JsonRpcId(4));
    ASSERT_TRUE(plan.reply.has_value());
    EXPECT_EQ(plan.reply->id(), JsonRpcId(4));
    const QJsonObject result = plan.reply->result().toObject();
    EXPECT_EQ(result.value("resultType"_L1).toString(), Misbehaviour::BadResultType);
    EXPECT_FALSE(result.value("content"_L1).toArray().isEmpty());
    EXPECT_FALSE(ModernMeta::allowsResultType(Mcp::Method::ToolsCall.toString(),
                                              ModernMeta::resultType(result)));
}

TEST(Misbehaviour, MalformedLineIsTheStartOfARealAnswer)
{
    const MisbehaviourPlan plan = Misbehaviour::plan(u"malformed"_s, JsonRpcId(4));
    ASSERT_EQ(plan.rawLines.size(), 1);
    EXPECT_TRUE(plan.rawLines.first().startsWith(R"({"id":4,"jsonrpc":"2.0","result":)"));
    EXPECT_FALSE(plan.reply.has_value());
}

TEST(Misbehaviour, HugeAnswerIsAboutTwentyMegabytesOnOneLine)
{
    const MisbehaviourPlan plan = Misbehaviour::plan(u"huge"_s, JsonRpcId(2));
    ASSERT_TRUE(plan.reply.has_value());
    const QByteArray encoded = JsonRpc::encode(*plan.reply);
    EXPECT_GE(encoded.size(), Misbehaviour::HugeResultBytes);
    EXPECT_LT(encoded.size(), 2 * Misbehaviour::HugeResultBytes);
    EXPECT_FALSE(encoded.contains('\n'));
    EXPECT_EQ(plan.reply->id(), JsonRpcId(2));
    EXPECT_TRUE(firstText(plan.reply->result().toObject())
                    .startsWith(u"line 0000001 of the huge answer"_s));
}

struct FlipRow : NamedRow<FlipRow>
{
    JsonRpcId request;
    JsonRpcId answer;
};

class WrongIdType : public ::testing::TestWithParam<FlipRow>
{};

TEST_P(WrongIdType, AnswersWithTheOtherJsonType)
{
    const MisbehaviourPlan plan = Misbehaviour::plan(u"wrong_id_type"_s, GetParam().request);
    ASSERT_TRUE(plan.reply.has_value());
    EXPECT_EQ(plan.reply->id(), GetParam().answer);
    EXPECT_NE(plan.reply->id().type(), GetParam().request.type());
}

INSTANTIATE_TEST_SUITE_P(
    Misbehaviour,
    WrongIdType,
    ::testing::Values(FlipRow{"integer_to_string", JsonRpcId(7), JsonRpcId(u"7"_s)},
                      FlipRow{"numeric_string_to_integer", JsonRpcId(u"12"_s), JsonRpcId(12)},
                      FlipRow{"other_string_to_zero", JsonRpcId(u"abc"_s), JsonRpcId(0)}),
    [](const auto &info) { return std::string(info.param.name); });

} // namespace
