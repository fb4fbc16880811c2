// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/log/protocolchecker.h>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

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

class ProtocolCheckerTable : public ::testing::TestWithParam<CheckerRow>
{};

QStringList run(ProtocolChecker &checker, const std::vector<Step> &steps, QStringList *earlier)
{
    QStringList last;
    for (const Step &step : steps) {
        const auto direction = step.direction == '>' ? TrafficEvent::Direction::Outgoing
                                                     : TrafficEvent::Direction::Incoming;
        if (!last.isEmpty())
            *earlier << last;
        last.clear();
        for (const ProtocolDiagnostic &diagnostic :
             checker.check(direction, JsonRpc::decode(QByteArrayView(step.frame))))
            last << ProtocolDiagnostic::codeName(diagnostic.code) + u'@' + diagnostic.pointer;
    }
    return last;
}

TEST_P(ProtocolCheckerTable, FindsExactlyTheViolations)
{
    const CheckerRow &row = GetParam();
    ProtocolChecker checker;
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
     {"response-to-notification@"}},
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
    {"not_json_is_left_to_the_codec", {{'<', "banner"}}, {}},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         ProtocolCheckerTable,
                         ::testing::ValuesIn(checkerRows),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(ProtocolChecker, SettersStandInForAHandshakeNotSeen)
{
    ProtocolChecker checker;
    checker.setNegotiated(u"2025-06-18"_s, {{"tools"_L1, QJsonObject{}}}, {});
    const auto found
        = checker.check(TrafficEvent::Direction::Outgoing,
                        JsonRpc::decode(R"({"jsonrpc":"2.0","id":1,"method":"prompts/get"})"));
    ASSERT_EQ(found.size(), 1);
    EXPECT_TRUE(found.first().message.contains(u"\"prompts\""_s));
    checker.reset();
    EXPECT_TRUE(checker
                    .check(TrafficEvent::Direction::Outgoing,
                           JsonRpc::decode(R"({"jsonrpc":"2.0","id":1,"method":"prompts/get"})"))
                    .isEmpty());
}

} // namespace
