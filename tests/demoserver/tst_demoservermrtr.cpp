// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// Multi round-trip requests (MCP 2026-07-28) of the demo's confirm_booking and roots_report,
// driven in-process, and the Mcp-Param-*/Mcp-Name value encoding the HTTP side decodes.
#include "modernframes.h"
#include "serverharness.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>

#include <QJsonArray>

#include <gtest/gtest.h>
#include <modernhttpheaders.h>
#include <mrtr.h>

using namespace Qt::StringLiterals;

namespace {

const QJsonObject Lisbon{{"destination"_L1, u"Lisbon"_s}, {"nights"_L1, 2}};

QJsonObject accepted(const QString &name, bool confirm = true)
{
    return {{"confirm"_L1,
             QJsonObject{{"action"_L1, u"accept"_s},
                         {"content"_L1, QJsonObject{{"confirm"_L1, confirm}, {"name"_L1, name}}}}}};
}

class DemoServerMrtr : public ::testing::Test
{
protected:
    // tools/call as a modern request; extra holds inputResponses/requestState for a retry.
    JsonRpcMessage call(const QString &tool,
                        const QJsonObject &arguments,
                        const QJsonObject &extra = {},
                        const QJsonObject &capabilities = ModernFrames::allCapabilities())
    {
        QJsonObject params{{"name"_L1, tool}, {"arguments"_L1, arguments}};
        for (auto it = extra.begin(); it != extra.end(); ++it)
            params.insert(it.key(), it.value());
        return harness.request(Mcp::Method::ToolsCall, ModernFrames::params(params, capabilities));
    }
    QString stateOf(const JsonRpcMessage &response)
    {
        return response.result()["requestState"_L1].toString();
    }

    ServerHarness harness;
};

TEST_F(DemoServerMrtr, ConfirmBookingAsksThroughElicitationThenBooks)
{
    const JsonRpcMessage first = call(u"confirm_booking"_s, Lisbon);
    const QJsonObject asked = first.result().toObject();
    EXPECT_EQ(asked["resultType"_L1], u"input_required"_s);
    const QJsonObject request = asked["inputRequests"_L1]["confirm"_L1].toObject();
    EXPECT_EQ(request["method"_L1], u"elicitation/create"_s);
    EXPECT_EQ(request["params"_L1]["mode"_L1], u"form"_s);
    EXPECT_TRUE(
        request["params"_L1]["requestedSchema"_L1]["properties"_L1]["confirm"_L1].isObject());
    EXPECT_FALSE(stateOf(first).isEmpty());
    EXPECT_FALSE(asked.contains("ttlMs"_L1)) << "input_required results carry no cache hints";

    const JsonRpcMessage second
        = call(u"confirm_booking"_s,
               Lisbon,
               {{"inputResponses"_L1, accepted(u"Ada"_s)}, {"requestState"_L1, stateOf(first)}});
    EXPECT_NE(second.id(), first.id());
    EXPECT_EQ(second.result()["resultType"_L1], u"complete"_s);
    EXPECT_TRUE(firstText(second.result().toObject())
                    .startsWith(u"Booked 2 night(s) in Lisbon for Ada. Reference DEMO-"_s));
}

TEST_F(DemoServerMrtr, AValidStateWithoutAnswersAsksAgainAndDeclineEndsTheCall)
{
    const QString state = stateOf(call(u"confirm_booking"_s, Lisbon));
    EXPECT_EQ(
        call(u"confirm_booking"_s, Lisbon, {{"requestState"_L1, state}}).result()["resultType"_L1],
        u"input_required"_s);
    const JsonRpcMessage declined
        = call(u"confirm_booking"_s,
               Lisbon,
               {{"inputResponses"_L1,
                 QJsonObject{{"confirm"_L1, QJsonObject{{"action"_L1, u"decline"_s}}}}},
                {"requestState"_L1, state}});
    EXPECT_EQ(declined.result()["resultType"_L1], u"complete"_s);
    EXPECT_EQ(firstText(declined.result().toObject()),
              u"Not booked: the user chose decline on the confirmation form."_s);
}

struct BadRetryRow : NamedRow<BadRetryRow>
{
    // Builds the retry's extra params from the first round's state and another tool's state.
    QJsonObject (*retry)(const QString &state, const QString &otherToolState);
    QJsonObject arguments;
    const char *words;
};

class DemoServerMrtrRetries : public ::testing::TestWithParam<BadRetryRow>
{};

TEST_P(DemoServerMrtrRetries, AreRefusedWithInvalidParamsInWords)
{
    const BadRetryRow &row = GetParam();
    ServerHarness harness;
    const auto call = [&](const QString &tool, const QJsonObject &arguments, QJsonObject extra) {
        extra.insert("name"_L1, tool);
        extra.insert("arguments"_L1, arguments);
        return harness.request(Mcp::Method::ToolsCall,
                               ModernFrames::params(extra, ModernFrames::allCapabilities()));
    };
    const QString state
        = call(u"confirm_booking"_s, Lisbon, {}).result()["requestState"_L1].toString();
    const QString other = call(u"roots_report"_s, {}, {}).result()["requestState"_L1].toString();
    const JsonRpcMessage refused
        = call(u"confirm_booking"_s, row.arguments, row.retry(state, other));
    ASSERT_EQ(refused.kind(), JsonRpcMessage::Kind::Error);
    EXPECT_EQ(refused.error().code, JsonRpc::ErrorCode::InvalidParams);
    EXPECT_TRUE(refused.error().message.contains(QLatin1StringView(row.words)))
        << refused.error().message.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    Table,
    DemoServerMrtrRetries,
    ::testing::Values(
        BadRetryRow{{"responses_without_state"},
                    [](const QString &, const QString &) {
                        return QJsonObject{{"inputResponses"_L1, accepted(u"Ada"_s)}};
                    },
                    Lisbon,
                    "without requestState"},
        BadRetryRow{{"tampered_state"},
                    [](const QString &state, const QString &) {
                        QString changed = state;
                        changed[3] = changed[3] == u'A' ? u'B' : u'A';
                        return QJsonObject{{"inputResponses"_L1, accepted(u"Ada"_s)},
                                           {"requestState"_L1, changed}};
                    },
                    Lisbon,
                    "not one this server issued"},
        BadRetryRow{{"state_for_other_arguments"},
                    [](const QString &state, const QString &) {
                        return QJsonObject{{"inputResponses"_L1, accepted(u"Ada"_s)},
                                           {"requestState"_L1, state}};
                    },
                    QJsonObject{{"destination"_L1, u"Porto"_s}, {"nights"_L1, 2}},
                    "different arguments"},
        BadRetryRow{{"state_for_other_tool"},
                    [](const QString &, const QString &other) {
                        return QJsonObject{{"inputResponses"_L1, accepted(u"Ada"_s)},
                                           {"requestState"_L1, other}};
                    },
                    Lisbon,
                    "issued for tool roots_report"},
        BadRetryRow{{"state_not_a_string"},
                    [](const QString &, const QString &) {
                        return QJsonObject{{"requestState"_L1, 42}};
                    },
                    Lisbon,
                    "must be a string"},
        BadRetryRow{
            {"responses_not_an_object"},
            [](const QString &state, const QString &) {
                return QJsonObject{{"inputResponses"_L1, u"yes"_s}, {"requestState"_L1, state}};
            },
            Lisbon,
            "inputResponses must be an object"},
        BadRetryRow{{"not_an_elicit_result"},
                    [](const QString &state, const QString &) {
                        return QJsonObject{
                            {"inputResponses"_L1,
                             QJsonObject{{"confirm"_L1, QJsonObject{{"action"_L1, u"maybe"_s}}}}},
                            {"requestState"_L1, state}};
                    },
                    Lisbon,
                    "must be an ElicitResult"}));

TEST_F(DemoServerMrtr, MissingClientCapabilitiesAreNamed)
{
    const JsonRpcMessage booking = call(u"confirm_booking"_s, Lisbon, {}, {});
    EXPECT_EQ(booking.error().code, JsonRpc::ErrorCode::MissingRequiredClientCapability);
    EXPECT_TRUE(booking.error().data["requiredCapabilities"_L1]["elicitation"_L1].isObject());
    const JsonRpcMessage roots
        = call(u"roots_report"_s, {}, {}, {{"elicitation"_L1, QJsonObject()}});
    EXPECT_EQ(roots.error().code, JsonRpc::ErrorCode::MissingRequiredClientCapability);
    const QJsonObject required = roots.error().data["requiredCapabilities"_L1].toObject();
    EXPECT_EQ(required.keys(), (QStringList{u"roots"_s, u"sampling"_s}));
}

TEST_F(DemoServerMrtr, RootsReportCarriesTheRootsToItsSamplingRound)
{
    const JsonRpcMessage first = call(u"roots_report"_s, {});
    EXPECT_EQ(first.result()["inputRequests"_L1]["roots"_L1]["method"_L1], u"roots/list"_s);
    const JsonRpcMessage second = call(
        u"roots_report"_s,
        {},
        {{"inputResponses"_L1,
          QJsonObject{
              {"roots"_L1,
               QJsonObject{{"roots"_L1, QJsonArray{QJsonObject{{"uri"_L1, u"file:///work"_s}}}}}}}},
         {"requestState"_L1, stateOf(first)}});
    const QJsonObject sampling = second.result()["inputRequests"_L1]["summary"_L1].toObject();
    EXPECT_EQ(sampling["method"_L1], u"sampling/createMessage"_s);
    EXPECT_TRUE(
        sampling["params"_L1]["messages"_L1][0]["content"_L1]["text"_L1].toString().contains(
            u"file:///work"_s));
    const QJsonObject answer{
        {"role"_L1, u"assistant"_s},
        {"content"_L1, QJsonObject{{"type"_L1, u"text"_s}, {"text"_L1, u"A tidy tree."_s}}},
        {"model"_L1, u"m1"_s}};
    const JsonRpcMessage third = call(u"roots_report"_s,
                                      {},
                                      {{"inputResponses"_L1, QJsonObject{{"summary"_L1, answer}}},
                                       {"requestState"_L1, stateOf(second)}});
    EXPECT_EQ(third.result()["resultType"_L1], u"complete"_s);
    EXPECT_EQ(firstText(third.result().toObject()),
              u"Roots: file:///work. m1 says: A tidy tree."_s);
}

TEST_F(DemoServerMrtr, InvalidArgumentsAreAToolErrorBeforeAnyRound)
{
    const QJsonObject result
        = call(u"confirm_booking"_s, {{"destination"_L1, u"Lisbon"_s}, {"nights"_L1, 0}})
              .result()
              .toObject();
    EXPECT_TRUE(result["isError"_L1].toBool());
    EXPECT_EQ(result["resultType"_L1], u"complete"_s);
    EXPECT_TRUE(firstText(result).contains(u"/nights: 0 is less than the minimum 1"_s))
        << firstText(result).toStdString();
}

TEST(MrtrState, SealedStateOpensOnlyForItsToolAndArguments)
{
    const QString sealed = Mrtr::seal(u"roots_report"_s, {}, {2, {{"roots"_L1, QJsonArray{1}}}});
    QString why;
    const std::optional<Mrtr::State> state = Mrtr::open(sealed, u"roots_report"_s, {}, &why);
    ASSERT_TRUE(state) << why.toStdString();
    EXPECT_EQ(state->round, 2);
    EXPECT_EQ(state->carried["roots"_L1], QJsonArray{1});
    EXPECT_FALSE(Mrtr::open(sealed, u"roots_report"_s, {{"x"_L1, 1}}, &why));
    EXPECT_FALSE(Mrtr::open(u"garbage"_s, u"roots_report"_s, {}, &why));
}

struct HeaderValueRow : NamedRow<HeaderValueRow>
{
    const char *value; // UTF-8
    const char *wire;
};

class HeaderValueEncoding : public ::testing::TestWithParam<HeaderValueRow>
{};

// The spec's own examples (streamable-http.mdx, Value Encoding), both ways.
TEST_P(HeaderValueEncoding, RoundTrips)
{
    const QString value = QString::fromUtf8(GetParam().value);
    EXPECT_EQ(ModernHttpHeaders::encodeValue(value), QByteArray(GetParam().wire));
    QString why;
    EXPECT_EQ(ModernHttpHeaders::decodeValue(GetParam().wire, &why), std::optional(value));
}

INSTANTIATE_TEST_SUITE_P(
    Spec,
    HeaderValueEncoding,
    ::testing::Values(
        HeaderValueRow{{"plain"}, "us-west1", "us-west1"},
        HeaderValueRow{{"non_ascii"}, "Hello, 世界", "=?base64?SGVsbG8sIOS4lueVjA==?="},
        HeaderValueRow{{"padded"}, " padded ", "=?base64?IHBhZGRlZCA=?="},
        HeaderValueRow{{"newline"}, "line1\nline2", "=?base64?bGluZTEKbGluZTI=?="},
        HeaderValueRow{{"tab"}, "a\tb", "=?base64?YQli?="},
        HeaderValueRow{
            {"sentinel_lookalike"}, "=?base64?literal?=", "=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?="}));

TEST(HeaderValueDecoding, RefusesWhatNoClientMaySend)
{
    QString why;
    EXPECT_FALSE(ModernHttpHeaders::decodeValue("=?base64?not*base64?=", &why));
    EXPECT_TRUE(why.contains(u"not valid Base64"_s));
    EXPECT_FALSE(ModernHttpHeaders::decodeValue("Z\xc3\xbcrich", &why));
    EXPECT_TRUE(why.contains(u"0xc3"_s)) << why.toStdString();
    EXPECT_FALSE(ModernHttpHeaders::decodeValue("=?base64?/w==?=", &why)) << "0xff is no UTF-8";
}

} // namespace
