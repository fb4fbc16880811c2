// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "recordedframes.h"
#include "replayplantext.h"
#include "support/faketransport.h"
#include "support/qtprinters.h"

#include <core/replay/sessionreplayer.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

std::vector<SessionEvent> recording()
{
    const std::vector<RecordedFrame> frames = {
        {'>',
         R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{"roots":{}},"clientInfo":{"name":"rec","version":"0"}}})"},
        {'<',
         R"({"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"scripted","version":"1.0"}}})"},
        {'>', R"({"jsonrpc":"2.0","method":"notifications/initialized"})"},
        {'>',
         R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"echo","arguments":{"m":"a"},"_meta":{"progressToken":2}}})"},
        {'<', R"({"jsonrpc":"2.0","id":"s1","method":"roots/list"})"},
        {'>', R"({"jsonrpc":"2.0","id":"s1","result":{"roots":[{"uri":"file:///r"}]}})"},
        {'<', R"({"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"a"}]}})"},
        {'>', R"({"jsonrpc":"2.0","id":3,"method":"tools/list"})"},
        {'<', R"({"jsonrpc":"2.0","id":3,"result":{"tools":[]}})"},
        {'>', R"({"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"fail"}})"},
        {'<', R"({"jsonrpc":"2.0","id":4,"result":{"content":[]}})"},
        {'>', "not json, sent on purpose"},
        {'>', R"({"jsonrpc":"2.0","id":5,"method":"prompts/list"})"},
    };
    return recordedFrames(frames);
}

TEST(ReplayPlan, ReadsRequestsAnswersAndSkippedFrames)
{
    const ReplayPlan plan = ReplayPlan::fromEvents(recording());
    EXPECT_TRUE(plan.hasHandshake);
    EXPECT_EQ(plan.initializeParams.value("protocolVersion"_L1).toString(), u"2025-06-18"_s);
    ASSERT_EQ(plan.steps.size(), 4);
    EXPECT_TRUE(plan.steps.at(0).withProgress);
    EXPECT_FALSE(plan.steps.at(0).params.contains("_meta"_L1));
    EXPECT_FALSE(plan.steps.at(3).recordedResponse.has_value());
    EXPECT_EQ(plan.answers.value(u"roots/list"_s).size(), 1);
    EXPECT_EQ(plan.skippedFrames, 1);
    EXPECT_EQ(plan.requestCount(), 5);
}

// Pairing comes from the connection's analysis (answersFrame, continuesFrame), not from an id
// table of the plan's own. Each row: recorded frames, and the plan as lines: the initialize
// response's id, each step with the id of the response it recorded, each recorded answer.
struct PlanRow
{
    const char *name;
    std::vector<RecordedFrame> frames;
    QStringList plan;
};

std::ostream &operator<<(std::ostream &out, const PlanRow &row)
{
    return out << row.name;
}

class ReplayPlanPairing : public ::testing::TestWithParam<PlanRow>
{};

TEST_P(ReplayPlanPairing, ReadsThePairsOfTheAnalysis)
{
    EXPECT_EQ(ReplayPlanText::describe(ReplayPlan::fromEvents(recordedFrames(GetParam().frames))),
              GetParam().plan);
}

constexpr auto kInitialize
    = R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18"}})";
constexpr auto kInitializeResult = R"({"jsonrpc":"2.0","id":1,"result":{}})";

const PlanRow planRows[] = {
    // McpSession runs the rounds of a call itself: the replay sends the call once and compares
    // what it finally got with the last round's response.
    {"mrtr_rounds_are_one_step_with_the_last_rounds_response",
     {{'>', kInitialize},
      {'<', kInitializeResult},
      {'>', R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"book"}})"},
      {'<', R"({"jsonrpc":"2.0","id":2,"result":{"resultType":"input_required"}})"},
      {'>',
       R"({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"book","requestState":"s"}})",
       2},
      {'<', R"({"jsonrpc":"2.0","id":3,"result":{"content":[]}})"}},
     {u"initialize -> 1 {}"_s, u"tools/call 2 -> 3 {\"content\":[]}"_s}},
    {"a_version_retry_of_initialize_keeps_the_first_params_and_the_last_response",
     {{'>', kInitialize},
      {'<', R"({"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"version"}})"},
      {'>',
       R"({"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":"2025-03-26"}})",
       1},
      {'<', R"({"jsonrpc":"2.0","id":2,"result":{"protocolVersion":"2025-03-26"}})"}},
     {u"initialize -> 2 {\"protocolVersion\":\"2025-03-26\"}"_s}},
    {"a_second_answer_to_a_server_request_is_no_answer",
     {{'<', R"({"jsonrpc":"2.0","id":"s1","method":"roots/list"})"},
      {'>', R"({"jsonrpc":"2.0","id":"s1","result":{"roots":[]}})"},
      {'>', R"({"jsonrpc":"2.0","id":"s1","result":{"roots":[{"uri":"file:///x"}]}})"}},
     {u"roots/list answered \"s1\" {\"roots\":[]}"_s}},
    {"a_response_under_the_other_wire_type_answers_nothing",
     {{'>', R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})"},
      {'<', R"({"jsonrpc":"2.0","id":"2","result":{"tools":[]}})"}},
     {u"tools/list 2 -> none"_s}},
    {"a_reused_id_pairs_with_its_latest_request",
     {{'>', R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})"},
      {'<', R"({"jsonrpc":"2.0","id":2,"result":{"tools":[]}})"},
      {'>', R"({"jsonrpc":"2.0","id":2,"method":"prompts/list"})"},
      {'<', R"({"jsonrpc":"2.0","id":2,"result":{"prompts":[]}})"}},
     {u"tools/list 2 -> 2 {\"tools\":[]}"_s, u"prompts/list 2 -> 2 {\"prompts\":[]}"_s}},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         ReplayPlanPairing,
                         ::testing::ValuesIn(planRows),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(SessionReplayer, ComparesEveryResponseAndAnswersServerRequestsAsRecorded)
{
    auto fake = std::make_unique<FakeTransport>();
    FakeTransport *transport = fake.get();
    auto *server = new ScriptedServer(transport);
    server->setProtocolVersion(u"2025-06-18"_s);
    server->on(u"tools/call"_s, [server, transport](const JsonRpcMessage &request) {
        if (request.paramsObject().value("name"_L1).toString() == "fail"_L1) {
            server->respondError(request, -32602, u"no such tool"_s);
            return;
        }
        transport->deliver(QJsonObject{
            {"jsonrpc"_L1, u"2.0"_s}, {"id"_L1, u"s9"_s}, {"method"_L1, u"roots/list"_s}});
        server->respond(
            request,
            QJsonObject{{"content"_L1,
                         QJsonArray{QJsonObject{{"type"_L1, u"text"_s}, {"text"_L1, u"a"_s}}}}});
    });
    server->on(u"tools/list"_s, [server](const JsonRpcMessage &request) {
        server->respond(request,
                        QJsonObject{{"tools"_L1, QJsonArray{QJsonObject{{"name"_L1, u"x"_s}}}}});
    });
    server->on(u"prompts/list"_s, [server](const JsonRpcMessage &request) {
        server->respond(request, QJsonObject{});
    });

    SessionReplayer replayer(
        ReplayPlan::fromEvents(recording()), std::move(fake), JsonIgnoreList());
    QSignalSpy finished(&replayer, &SessionReplayer::finished);
    replayer.start();
    ASSERT_TRUE(finished.wait(5000));
    EXPECT_EQ(replayer.failureReason(), QString());

    QStringList statuses;
    for (const ReplayOutcome &outcome : replayer.outcomes())
        statuses << outcome.method + u' ' + ReplayOutcome::statusName(outcome.status);
    EXPECT_EQ(statuses,
              (QStringList{u"initialize identical"_s,
                           u"tools/call identical"_s,
                           u"tools/list changed"_s,
                           u"tools/call new error"_s,
                           u"prompts/list not compared"_s}));
    ASSERT_EQ(replayer.outcomes().at(2).differences.size(), 1);
    EXPECT_EQ(replayer.outcomes().at(2).differences.first().pointer, u"/tools/0"_s);
    EXPECT_FALSE(replayer.summary().isIdentical());

    // The recorded initialize went out verbatim; the progress token is the new request id.
    const JsonRpcMessage initialize = server->receivedWithMethod(u"initialize"_s).first();
    EXPECT_EQ(initialize.paramsObject().value("clientInfo"_L1).toObject().value("name"_L1),
              QJsonValue(u"rec"_s));
    const JsonRpcMessage call = server->receivedWithMethod(u"tools/call"_s).first();
    EXPECT_EQ(call.paramsObject().value("_meta"_L1).toObject().value("progressToken"_L1),
              call.id().toJson());
    // roots/list was answered with the recording's answer, under the live request's id.
    bool answered = false;
    for (const JsonRpcMessage &message : server->received()) {
        if (message.isResponse() && message.id() == JsonRpcId(u"s9"_s)) {
            answered = true;
            EXPECT_EQ(message.result().toObject().value("roots"_L1).toArray().size(), 1);
        }
    }
    EXPECT_TRUE(answered);
}

TEST(SessionReplayer, ServerThatNeverOpensIsAFailure)
{
    auto fake = std::make_unique<FakeTransport>();
    fake->failToOpen(u"cannot start server"_s);
    SessionReplayer replayer(
        ReplayPlan::fromEvents(recording()), std::move(fake), JsonIgnoreList());
    QSignalSpy finished(&replayer, &SessionReplayer::finished);
    replayer.start();
    ASSERT_TRUE(finished.size() == 1 || finished.wait(5000));
    EXPECT_TRUE(replayer.failureReason().contains(u"cannot start server"_s))
        << replayer.failureReason().toStdString();
}

} // namespace
