// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/analysis/connectionanalysis.h>

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace connectionanalysis_test {

// '>' client to server, '<' server to client.
struct Step
{
    char direction;
    const char *frame;
};

struct CheckerRow
{
    const char *name;
    std::vector<Step> steps;
    std::vector<const char *> expected;     // "code@pointer" for the last step's diagnostics
    std::vector<const char *> earlier = {}; // what the steps before the last report
};

std::ostream &operator<<(std::ostream &out, const CheckerRow &row)
{
    return out << row.name;
}

class ConnectionAnalysisTable : public ::testing::TestWithParam<CheckerRow>
{};

TrafficEvent frameEvent(qint64 sequence, char direction, const QByteArray &raw)
{
    TrafficEvent event;
    event.sequence = sequence;
    event.kind = TrafficEvent::Kind::Frame;
    event.direction
        = direction == '>' ? TrafficEvent::Direction::Outgoing : TrafficEvent::Direction::Incoming;
    event.raw = raw;
    event.decoded = JsonRpc::decode(raw);
    return event;
}

QStringList described(const QList<Finding> &findings)
{
    QStringList out;
    for (const Finding &finding : findings)
        out << finding.ruleId() + u'@' + finding.pointer;
    return out;
}

QStringList run(ConnectionAnalysis &checker, const std::vector<Step> &steps, QStringList *earlier)
{
    QStringList last;
    qint64 sequence = 0;
    for (const Step &step : steps) {
        if (!last.isEmpty())
            *earlier << last;
        last.clear();
        const TrafficEvent event = frameEvent(++sequence, step.direction, step.frame);
        if (const Findings found = checker.analyze(event).findings) {
            for (const Finding &finding : *found)
                EXPECT_EQ(finding.frame, sequence) << finding.ruleId().toStdString();
            last = described(*found);
        }
    }
    return last;
}

TEST_P(ConnectionAnalysisTable, FindsExactlyTheViolations)
{
    const CheckerRow &row = GetParam();
    ConnectionAnalysis checker;
    QStringList earlier;
    const QStringList actual = run(checker, row.steps, &earlier);
    QStringList expected;
    for (const char *code : row.expected)
        expected << QString::fromUtf8(code);
    EXPECT_EQ(actual, expected);
    QStringList expectedEarlier;
    for (const char *code : row.earlier)
        expectedEarlier << QString::fromUtf8(code);
    EXPECT_EQ(earlier, expectedEarlier);
}

#define INIT_REQ                                                                                       \
    Step                                                                                               \
    {                                                                                                  \
        '>',                                                                                           \
            R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{"roots":{}}}})" \
    }
#define INIT_RES(VERSION, CAPS)                                                                    \
    Step                                                                                           \
    {                                                                                              \
        '<', R"({"jsonrpc":"2.0","id":0,"result":{"protocolVersion":")" VERSION                    \
             R"(","capabilities":)" CAPS R"(}})"                                                   \
    }

// The 2026-07-28 handshake: server/discover, answered with the tools capability.
#define DISCOVER_REQ                                                                                                                             \
    Step                                                                                                                                         \
    {                                                                                                                                            \
        '>',                                                                                                                                     \
            R"({"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}})" \
    }
#define DISCOVER_RES                                                                                     \
    Step                                                                                                 \
    {                                                                                                    \
        '<',                                                                                             \
            R"({"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","capabilities":{"tools":{}}}})" \
    }

const CheckerRow checkerRows[] = {
    {"clean_exchange",
     {INIT_REQ,
      INIT_RES("2025-11-25", R"({"tools":{}})"),
      {'>', R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})"},
      {'<', R"({"jsonrpc":"2.0","id":1,"result":{"tools":[]}})"}},
     {}},
    {"missing_jsonrpc", {{'>', R"({"id":1,"method":"ping"})"}}, {"missing-jsonrpc@"}},
    {"wrong_jsonrpc",
     {{'>', R"({"jsonrpc":"1.0","id":1,"method":"ping"})"}},
     {"wrong-jsonrpc@/jsonrpc"}},
    {"jsonrpc_as_number",
     {{'>', R"({"jsonrpc":2.0,"id":1,"method":"ping"})"}},
     {"wrong-jsonrpc@/jsonrpc"}},
    {"result_and_error",
     {{'>', R"({"jsonrpc":"2.0","id":1,"method":"ping"})"},
      {'<', R"({"jsonrpc":"2.0","id":1,"result":{},"error":{"code":1,"message":"x"}})"}},
     {"result-and-error@/error"}},
    {"unknown_response_id",
     {{'>', R"({"jsonrpc":"2.0","id":1,"method":"ping"})"},
      {'<', R"({"jsonrpc":"2.0","id":7,"result":{}})"}},
     {"unknown-response-id@/id"}},
    {"duplicate_response",
     {{'>', R"({"jsonrpc":"2.0","id":1,"method":"ping"})"},
      {'<', R"({"jsonrpc":"2.0","id":1,"result":{}})"},
      {'<', R"({"jsonrpc":"2.0","id":1,"result":{}})"}},
     {"duplicate-response@/id"}},
    {"id_type_changed_integer_to_string",
     {{'>', R"({"jsonrpc":"2.0","id":1,"method":"ping"})"},
      {'<', R"({"jsonrpc":"2.0","id":"1","result":{}})"}},
     {"id-type-changed@/id"}},
    {"id_type_changed_string_to_integer",
     {{'>', R"({"jsonrpc":"2.0","id":"5","method":"ping"})"},
      {'<', R"({"jsonrpc":"2.0","id":5,"result":{}})"}},
     {"id-type-changed@/id"}},
    {"duplicate_request_id",
     {{'>', R"({"jsonrpc":"2.0","id":1,"method":"ping"})"},
      {'>', R"({"jsonrpc":"2.0","id":1,"method":"ping"})"}},
     {"duplicate-request-id@/id"}},
    {"reused_id_after_answer",
     {{'>', R"({"jsonrpc":"2.0","id":1,"method":"ping"})"},
      {'<', R"({"jsonrpc":"2.0","id":1,"result":{}})"},
      {'>', R"({"jsonrpc":"2.0","id":1,"method":"ping"})"}},
     {"duplicate-request-id@/id"}},
    {"same_id_both_directions_is_fine",
     {{'>', R"({"jsonrpc":"2.0","id":1,"method":"ping"})"},
      {'<', R"({"jsonrpc":"2.0","id":1,"method":"ping"})"}},
     {}},
    {"notification_with_id",
     {{'>', R"({"jsonrpc":"2.0","id":3,"method":"notifications/initialized"})"}},
     {"notification-with-id@/id"}},
    {"response_to_notification",
     {{'<', R"({"jsonrpc":"2.0","id":3,"method":"notifications/message"})"},
      {'>', R"({"jsonrpc":"2.0","id":3,"result":{}})"}},
     {"response-to-notification@/id"},
     {"notification-with-id@/id"}},
    {"result_without_id",
     {{'>', R"({"jsonrpc":"2.0","method":"notifications/initialized"})"},
      {'<', R"({"jsonrpc":"2.0","result":{}})"}},
     {"response-without-id@", "response-to-notification@"}},
    {"error_code_not_integer",
     {{'>', R"({"jsonrpc":"2.0","id":1,"method":"ping"})"},
      {'<', R"({"jsonrpc":"2.0","id":1,"error":{"code":1.5,"message":"x"}})"}},
     {"error-code-not-integer@/error/code"}},
    {"empty_batch", {{'<', "[]"}}, {"neither-request-nor-response@"}},
    {"modern_result_without_result_type",
     {DISCOVER_REQ,
      DISCOVER_RES,
      {'>',
       R"({"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}})"},
      {'<', R"({"jsonrpc":"2.0","id":2,"result":{"tools":[]}})"}},
     {"missing-result-type@/result"}},
    {"modern_result_type_that_cannot_answer_the_method",
     {DISCOVER_REQ,
      DISCOVER_RES,
      {'>',
       R"({"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}})"},
      {'<', R"({"jsonrpc":"2.0","id":2,"result":{"resultType":"input_required","tools":[]}})"}},
     {"result-type-not-allowed@/result/resultType"}},
    {"modern_unknown_result_type",
     {DISCOVER_REQ,
      {'<',
       R"({"jsonrpc":"2.0","id":1,"result":{"resultType":"partial","capabilities":{"tools":{}}}})"}},
     {"result-type-not-allowed@/result/resultType"}},
    {"modern_task_answers_tools_call",
     {DISCOVER_REQ,
      DISCOVER_RES,
      {'>',
       R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"t","_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}})"},
      {'<', R"({"jsonrpc":"2.0","id":2,"result":{"resultType":"task","taskId":"t1"}})"}},
     {}},
    {"legacy_result_type_is_not_checked",
     {INIT_REQ,
      INIT_RES("2025-11-25", R"({"tools":{}})"),
      {'>', R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})"},
      {'<', R"({"jsonrpc":"2.0","id":1,"result":{"resultType":"partial","tools":[]}})"}},
     {}},
    {"modern_capabilities_come_from_discover",
     {DISCOVER_REQ,
      DISCOVER_RES,
      {'>',
       R"({"jsonrpc":"2.0","id":2,"method":"prompts/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}})"}},
     {"method-not-in-capabilities@/method"}},
    {"modern_server_request",
     {DISCOVER_REQ, {'<', R"({"jsonrpc":"2.0","id":9,"method":"ping"})"}},
     {"server-request-in-modern-era@/method"}},
    {"legacy_result_needs_no_result_type",
     {INIT_REQ,
      INIT_RES("2025-11-25", R"({"tools":{}})"),
      {'>', R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})"},
      {'<', R"({"jsonrpc":"2.0","id":1,"result":{"tools":[]}})"}},
     {}},
    {"error_with_null_id_is_allowed",
     {{'<', R"({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}})"}},
     {}},
    {"batch_on_2025_03_26_is_fine",
     {INIT_REQ,
      INIT_RES("2025-03-26", "{}"),
      {'<',
       R"([{"jsonrpc":"2.0","method":"notifications/x"},{"jsonrpc":"2.0","method":"notifications/y"}])"}},
     {}},
    {"batch_after_2025_03_26",
     {INIT_REQ,
      INIT_RES("2025-06-18", "{}"),
      {'<', R"([{"jsonrpc":"2.0","method":"notifications/x"}])"}},
     {"batch-not-allowed@"}},
    {"batch_element_pointer",
     {INIT_REQ,
      INIT_RES("2025-03-26", "{}"),
      {'<', R"([{"jsonrpc":"2.0","method":"notifications/x"},{"method":"notifications/y"}])"}},
     {"missing-jsonrpc@/1"}},
    {"method_not_in_server_capabilities",
     {INIT_REQ,
      INIT_RES("2025-11-25", R"({"tools":{}})"),
      {'>', R"({"jsonrpc":"2.0","id":1,"method":"prompts/list"})"}},
     {"method-not-in-capabilities@/method"}},
    {"subscribe_needs_subscribe_flag",
     {INIT_REQ,
      INIT_RES("2025-11-25", R"({"resources":{}})"),
      {'>', R"({"jsonrpc":"2.0","id":1,"method":"resources/subscribe"})"}},
     {"method-not-in-capabilities@/method"}},
    {"subscribe_with_flag",
     {INIT_REQ,
      INIT_RES("2025-11-25", R"({"resources":{"subscribe":true}})"),
      {'>', R"({"jsonrpc":"2.0","id":1,"method":"resources/subscribe"})"}},
     {}},
    {"server_request_needs_client_capability",
     {INIT_REQ,
      INIT_RES("2025-11-25", "{}"),
      {'<', R"({"jsonrpc":"2.0","id":9,"method":"sampling/createMessage"})"}},
     {"method-not-in-capabilities@/method"}},
    {"server_request_with_client_capability",
     {INIT_REQ,
      INIT_RES("2025-11-25", "{}"),
      {'<', R"({"jsonrpc":"2.0","id":9,"method":"roots/list"})"}},
     {}},
    {"capabilities_unknown_before_handshake",
     {{'>', R"({"jsonrpc":"2.0","id":1,"method":"prompts/list"})"}},
     {}},
    {"not_json", {{'<', "banner"}}, {"not-json@"}},
    {"empty_frame", {{'<', ""}}, {"empty-frame@"}},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         ConnectionAnalysisTable,
                         ::testing::ValuesIn(checkerRows),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(ConnectionAnalysis, SettersStandInForAHandshakeNotSeen)
{
    ConnectionAnalysis checker;
    checker.setNegotiated(u"2025-06-18"_s, {{"tools"_L1, QJsonObject{}}}, {});
    const Findings found
        = checker.analyze(frameEvent(1, '>', R"({"jsonrpc":"2.0","id":1,"method":"prompts/get"})"))
              .findings;
    ASSERT_TRUE(found);
    ASSERT_EQ(found->size(), 1);
    EXPECT_TRUE(found->first().message.contains(u"\"prompts\""_s));
    EXPECT_EQ(found->first().severity(), Rule::Severity::Warning);
}

TEST(ConnectionAnalysis, CleanFramesAndOtherEventsCarryNothing)
{
    ConnectionAnalysis checker;
    EXPECT_FALSE(checker.analyze(frameEvent(1, '>', R"({"jsonrpc":"2.0","id":1,"method":"ping"})"))
                     .findings);
    TrafficEvent stderrLine;
    stderrLine.kind = TrafficEvent::Kind::Transport;
    stderrLine.raw = "not json";
    EXPECT_FALSE(checker.analyze(stderrLine).findings);
    // A session's own finding (a timeout) passes through unchanged.
    TrafficEvent diagnostic;
    diagnostic.kind = TrafficEvent::Kind::Diagnostic;
    diagnostic.findings = std::make_shared<const QList<Finding>>(
        QList<Finding>{{&Rules::RequestTimedOut, {}, u"no answer"_s, 4}});
    EXPECT_EQ(checker.analyze(diagnostic).findings, diagnostic.findings);
}

TEST(ConnectionAnalysis, CloseReportsRequestsNeverAnsweredButNotCancelledOnes)
{
    ConnectionAnalysis checker;
    checker.analyze(frameEvent(1, '>', R"({"jsonrpc":"2.0","id":1,"method":"ping"})"));
    checker.analyze(frameEvent(2, '>', R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})"));
    checker.analyze(frameEvent(3, '<', R"({"jsonrpc":"2.0","id":1,"result":{}})"));
    checker.analyze(frameEvent(4, '>', R"({"jsonrpc":"2.0","id":3,"method":"tools/call"})"));
    checker.analyze(frameEvent(
        5,
        '>',
        R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}})"));
    checker.analyze(frameEvent(6, '<', R"({"jsonrpc":"2.0","id":7,"method":"roots/list"})"));
    const QList<Finding> closing = checker.close();
    ASSERT_EQ(closing.size(), 1); // the server's own open request is not the server's fault
    EXPECT_EQ(closing.first().rule, &Rules::RequestUnanswered);
    EXPECT_EQ(closing.first().frame, 2);
    EXPECT_TRUE(closing.first().message.contains(u"tools/list"_s));
    EXPECT_TRUE(checker.close().isEmpty()); // the ledger starts over
}

// With shape checks on (lint, --check), results are held to the schema of the negotiated
// revision; off (the GUI's default), they are not.
TEST(ConnectionAnalysis, ShapeChecksFollowTheNegotiatedRevisionWhenOn)
{
    for (const bool on : {false, true}) {
        ConnectionAnalysis checker;
        checker.setShapeChecks(on);
        checker.analyze(
            frameEvent(1, '>', R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{}})"));
        checker.analyze(frameEvent(
            2,
            '<',
            R"({"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"s","version":"1"}}})"));
        checker.analyze(frameEvent(3, '>', R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})"));
        const Findings found
            = checker
                  .analyze(frameEvent(
                      4,
                      '<',
                      R"({"jsonrpc":"2.0","id":1,"result":{"tools":[{"inputSchema":{"type":"object"}}]}})"))
                  .findings;
        if (!on) {
            EXPECT_FALSE(found);
            continue;
        }
        ASSERT_TRUE(found);
        EXPECT_EQ(described(*found), QStringList{u"shape.Tool.name@/result/tools/0/name"_s});
        EXPECT_EQ(found->first().frame, 4);
    }
}

TEST(ConnectionAnalysis, ARequestThatCouldNotBeDeliveredIsNotLeftUnanswered)
{
    ConnectionAnalysis checker;
    checker.analyze(frameEvent(1, '>', R"({"jsonrpc":"2.0","id":1,"method":"server/discover"})"));
    checker.forgetRequest(JsonRpcId(1)); // connection refused
    EXPECT_TRUE(checker.close().isEmpty());
}

TEST(ConnectionAnalysis, VeryLargeMessagesAreNoted)
{
    ConnectionAnalysis checker;
    QByteArray big = R"({"jsonrpc":"2.0","method":"notifications/message","params":{"data":")";
    big += QByteArray(ConnectionAnalysis::kLargeMessageBytes, 'x');
    big += R"("}})";
    const Findings found = checker.analyze(frameEvent(1, '<', big)).findings;
    ASSERT_TRUE(found);
    EXPECT_EQ(described(*found), QStringList{u"message-size@"_s});
    EXPECT_EQ(found->first().severity(), Rule::Severity::Info);
}

// Pairing: the analysis is the connection's one id table. Each step's frame number is its
// position (from 1); answers and continues are the frame numbers the step must be given
// (answersFrame, continuesFrame; 0: none).
struct PairingStep
{
    char direction;
    const char *frame;
    qint64 answers = 0;
    qint64 continues = 0;
    const char *continuesId = nullptr; // TrafficEvent::continues as JSON ("1", "\"1\"")
};

struct PairingRow
{
    const char *name;
    std::vector<PairingStep> steps;
};

std::ostream &operator<<(std::ostream &out, const PairingRow &row)
{
    return out << row.name;
}

class ConnectionAnalysisPairing : public ::testing::TestWithParam<PairingRow>
{};

TEST_P(ConnectionAnalysisPairing, NamesTheFramesEachFramePairsWith)
{
    ConnectionAnalysis analysis;
    qint64 sequence = 0;
    for (const PairingStep &step : GetParam().steps) {
        TrafficEvent event = frameEvent(++sequence, step.direction, step.frame);
        if (step.continuesId)
            event.continues = JsonRpcId::fromJson(
                QJsonDocument::fromJson(QByteArray("[") + step.continuesId + ']').array().first());
        analysis.annotate(event);
        EXPECT_EQ(event.answersFrame, step.answers) << "frame " << sequence;
        EXPECT_EQ(event.continuesFrame, step.continues) << "frame " << sequence;
    }
}

constexpr auto kPing1 = R"({"jsonrpc":"2.0","id":1,"method":"ping"})";
constexpr auto kResult1 = R"({"jsonrpc":"2.0","id":1,"result":{}})";

const PairingRow pairingRows[] = {
    {"responses_answer_their_requests_in_any_order",
     {{'>', kPing1},
      {'>', R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})"},
      {'<', R"({"jsonrpc":"2.0","id":2,"result":{"tools":[]}})", 2},
      {'<', kResult1, 1}}},
    {"an_error_answers_too",
     {{'>', kPing1}, {'<', R"({"jsonrpc":"2.0","id":1,"error":{"code":-1,"message":"x"}})", 1}}},
    {"the_client_answers_a_server_request",
     {{'<', R"({"jsonrpc":"2.0","id":"s1","method":"roots/list"})"},
      {'>', R"({"jsonrpc":"2.0","id":"s1","result":{"roots":[]}})", 1}}},
    {"an_id_of_the_other_wire_type_is_not_paired",
     {{'>', kPing1}, {'<', R"({"jsonrpc":"2.0","id":"1","result":{}})"}, {'<', kResult1, 1}}},
    {"a_duplicate_response_is_not_paired_again",
     {{'>', kPing1}, {'<', kResult1, 1}, {'<', kResult1}}},
    {"a_response_in_the_request_direction_is_not_paired", {{'>', kPing1}, {'>', kResult1}}},
    {"an_unknown_id_is_not_paired",
     {{'>', kPing1}, {'<', R"({"jsonrpc":"2.0","id":7,"result":{}})"}}},
    {"a_batch_of_responses_is_not_paired",
     {{'>', kPing1}, {'<', R"([{"jsonrpc":"2.0","id":1,"result":{}}])"}, {'<', kResult1}}},
    {"a_response_to_a_batched_request_is_not_paired",
     {{'>',
       R"([{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"ping"}])"},
      {'<', kResult1}}},
    {"a_round_continues_its_answered_predecessor",
     {{'>', R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"book"}})"},
      {'<', R"({"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required"}})", 1},
      {'>',
       R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"book"}})",
       0,
       1,
       "1"},
      {'<', R"({"jsonrpc":"2.0","id":2,"result":{"content":[]}})", 3}}},
    {"a_retry_continues_a_request_still_open",
     {{'>', kPing1}, {'>', R"({"jsonrpc":"2.0","id":2,"method":"ping"})", 0, 1, "1"}}},
    {"continuing_the_other_wire_type_links_nothing",
     {{'>', kPing1},
      {'<', kResult1, 1},
      {'>', R"({"jsonrpc":"2.0","id":2,"method":"ping"})", 0, 0, "\"1\""}}},
    {"continuing_an_id_never_sent_links_nothing",
     {{'>', R"({"jsonrpc":"2.0","id":2,"method":"ping"})", 0, 0, "9"}}},
    {"continuing_the_other_sides_id_links_nothing",
     {{'<', R"({"jsonrpc":"2.0","id":1,"method":"roots/list"})"},
      {'>', R"({"jsonrpc":"2.0","id":1,"result":{"roots":[]}})", 1},
      {'>', R"({"jsonrpc":"2.0","id":2,"method":"ping"})", 0, 0, "1"}}},
    {"only_a_request_continues",
     {{'>', kPing1},
      {'<', kResult1, 1},
      {'>', R"({"jsonrpc":"2.0","method":"notifications/x"})", 0, 0, "1"}}},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         ConnectionAnalysisPairing,
                         ::testing::ValuesIn(pairingRows),
                         [](const auto &info) { return std::string(info.param.name); });

TrafficEvent messageEvent(qint64 sequence, char direction, const JsonRpcMessage &message)
{
    TrafficEvent event;
    event.sequence = sequence;
    event.direction
        = direction == '>' ? TrafficEvent::Direction::Outgoing : TrafficEvent::Direction::Incoming;
    event.decoded.shape = JsonRpc::DecodeResult::Shape::Single;
    event.decoded.messages.append(message);
    return event;
}

// The log once searched a bounded number of rows back for the round a request continues; the
// analysis remembers ids, so the traffic in between does not matter.
TEST(ConnectionAnalysis, ARoundFindsItsPredecessorAfterAnyAmountOfTraffic)
{
    ConnectionAnalysis analysis;
    qint64 sequence = 0;
    TrafficEvent first
        = messageEvent(++sequence, '>', JsonRpcMessage::request(JsonRpcId(1), u"tools/call"_s));
    analysis.annotate(first);
    TrafficEvent answer
        = messageEvent(++sequence, '<', JsonRpcMessage::response(JsonRpcId(1), QJsonObject{}));
    analysis.annotate(answer);
    EXPECT_EQ(answer.answersFrame, 1);
    const JsonRpcMessage progress = JsonRpcMessage::notification(u"notifications/progress"_s);
    for (int i = 0; i < 250000; ++i) {
        TrafficEvent event = messageEvent(++sequence, '<', progress);
        analysis.annotate(event);
    }
    TrafficEvent round
        = messageEvent(++sequence, '>', JsonRpcMessage::request(JsonRpcId(2), u"tools/call"_s));
    round.continues = JsonRpcId(1);
    analysis.annotate(round);
    EXPECT_EQ(round.continuesFrame, 1);
}

// A connection may run for days: answered requests are remembered up to a bound, the oldest
// forgotten first.
TEST(ConnectionAnalysis, AnsweredRequestsAreForgottenBeyondTheBound)
{
    ConnectionAnalysis analysis;
    qint64 sequence = 0;
    for (qint64 id = 1; id <= ConnectionAnalysis::kRememberedAnswers + 1; ++id) {
        TrafficEvent request
            = messageEvent(++sequence, '>', JsonRpcMessage::request(JsonRpcId(id), u"ping"_s));
        analysis.annotate(request);
        TrafficEvent response
            = messageEvent(++sequence, '<', JsonRpcMessage::response(JsonRpcId(id), {}));
        analysis.annotate(response);
        ASSERT_EQ(response.answersFrame, request.sequence);
    }
    const auto continuing = [&](qint64 id) {
        ++sequence; // also the round's own id, which no earlier request has
        TrafficEvent round
            = messageEvent(sequence, '>', JsonRpcMessage::request(JsonRpcId(sequence), u"ping"_s));
        round.continues = JsonRpcId(id);
        analysis.annotate(round);
        return round.continuesFrame;
    };
    EXPECT_EQ(continuing(1), 0) << "the oldest is forgotten";
    EXPECT_EQ(continuing(2), 3) << "the next one is still known";
}

TEST(Rules, IdsAreUniqueAndFound)
{
    QSet<QString> seen;
    for (const Rule *rule : Rules::all()) {
        EXPECT_FALSE(seen.contains(QString(rule->id))) << rule->id.data();
        seen.insert(QString(rule->id));
        EXPECT_EQ(Rules::byId(QString(rule->id)), rule);
        EXPECT_TRUE(rule->url.startsWith("https://"_L1)) << rule->id.data();
        // Latin-1 views: anything beyond ASCII would print garbled.
        for (const QLatin1StringView text : {rule->id, rule->title, rule->spec, rule->url})
            for (const char c : text)
                EXPECT_TRUE(uchar(c) < 0x80) << rule->id.data() << ": " << text.data();
    }
    EXPECT_EQ(Rules::byId(u"no-such-rule"_s), nullptr);
    // The codec's problems name rules that exist.
    for (const char *frame : {R"({"id":1,"method":2})",
                              R"({"jsonrpc":"2.0","id":1,"method":"x","params":3})",
                              R"({"jsonrpc":"2.0","id":1.5,"method":"x"})",
                              R"({"jsonrpc":"2.0","id":1,"method":"x","result":1})",
                              R"({"jsonrpc":"2.0"})",
                              R"({"jsonrpc":"2.0","result":1})",
                              R"({"jsonrpc":"2.0","id":null,"result":1})",
                              R"({"jsonrpc":"2.0","id":1,"error":2})",
                              R"({"jsonrpc":"2.0","id":1,"error":{"code":"a","message":3}})",
                              "3"}) {
        const JsonRpc::DecodeResult decoded = JsonRpc::decode(QByteArray(frame));
        for (const JsonRpcMessage &message : decoded.messages)
            for (const JsonRpcProblem &problem : message.problems())
                EXPECT_TRUE(Rules::byId(QString(problem.rule))) << frame;
    }
}

} // namespace connectionanalysis_test
