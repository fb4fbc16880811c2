// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// MRTR (MCP 2026-07-28, SEP-2322) against a scripted modern server: the embedded requests reach
// the same ClientFeatures handlers as legacy server requests; the retry has a new id, the
// original params, inputResponses and requestState exactly as sent (left out when none came);
// parallel calls stay apart; rounds are capped; a refusal ends the call; resultType rules.
#include "modernharness.h"
#include "support/qtprinters.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/clientfeatures.h>
#include <core/mcp/inboundrequest.h>
#include <core/mcp/modernmeta.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

using namespace MrtrTest;

TEST(Mrtr, RetryEchoesRequestStateExactlyWithANewIdAndTheOriginalParams)
{
    ModernHarness h;
    // Quotes, backslashes, escapes, non-ASCII, an emoji and a line separator: the state is
    // opaque and must come back exactly as the server wrote it.
    const QString state = u"{\"n\":\"a\\\\b\\\"c\",\"é\":\"😀\u2028\\u0001\"}"_s;
    h.server->on(u"tools/call"_s, [&h, state](const JsonRpcMessage &r) {
        const QJsonObject params = r.paramsObject();
        if (!params.contains("inputResponses"_L1))
            h.server->respond(r, inputRequired({{"confirm"_L1, elicitation(u"Sure?"_s)}}, state));
        else
            h.server->respond(r, complete(u"done"_s));
    });
    ASSERT_TRUE(h.connectAndWait()) << h.session->failureReason().toStdString();
    const auto call = h.call(u"echo"_s);
    ASSERT_TRUE(finished(call));
    EXPECT_EQ(call->outcome, Outcome::Result) << call->errorString.toStdString();
    EXPECT_EQ(call->result.value("content"_L1).toArray().first().toObject().value("text"_L1),
              u"done"_s);
    EXPECT_EQ(call->rounds, 1);
    const QList<JsonRpcMessage> calls = h.callsOf(u"echo"_s);
    ASSERT_EQ(calls.size(), 2);
    EXPECT_NE(calls.at(0).id(), calls.at(1).id());
    const QJsonObject retry = calls.at(1).paramsObject();
    EXPECT_EQ(retry.value("requestState"_L1).toString(), state);
    EXPECT_EQ(retry.value("arguments"_L1).toObject(), (QJsonObject{{"x"_L1, 1}}));
    EXPECT_EQ(retry.value("inputResponses"_L1).toObject().value("confirm"_L1).toObject(),
              json(R"({"action":"accept","content":{"ok":true}})"));
    EXPECT_EQ(retry.value("_meta"_L1).toObject().value(ModernMeta::ProtocolVersionKey),
              u"2026-07-28"_s);
    // The elicitation was handed out like a legacy server request (the GUI's card path).
    EXPECT_EQ(h.elicitations.size(), 1);
    EXPECT_TRUE(h.diagnostics().join(u'\n').contains(u"MRTR round 1"_s));
}

TEST(Mrtr, NoRequestStateFromTheServerMeansNoneInTheRetry)
{
    ModernHarness h;
    h.server->on(u"tools/call"_s, [&h](const JsonRpcMessage &r) {
        if (!r.paramsObject().contains("inputResponses"_L1))
            h.server->respond(r, inputRequired({{"confirm"_L1, elicitation(u"Sure?"_s)}}));
        else
            h.server->respond(r, complete(u"ok"_s));
    });
    ASSERT_TRUE(h.connectAndWait());
    const auto call = h.call(u"nostate"_s);
    ASSERT_TRUE(finished(call));
    ASSERT_EQ(h.callsOf(u"nostate"_s).size(), 2);
    EXPECT_FALSE(h.callsOf(u"nostate"_s).at(1).paramsObject().contains("requestState"_L1));
}

TEST(Mrtr, ParallelCallsNeverShareInputResponsesOrState)
{
    ModernHarness h;
    h.autoAccept = false; // hold the first call in its round while the second goes out
    h.server->on(u"tools/call"_s, [&h](const JsonRpcMessage &r) {
        const QJsonObject params = r.paramsObject();
        if (params.value("name"_L1) == u"unrelated"_s || params.contains("inputResponses"_L1))
            h.server->respond(r, complete(u"ok"_s));
        else
            h.server->respond(
                r, inputRequired({{"confirm"_L1, elicitation(u"Sure?"_s)}}, u"state-of-mrtr"_s));
    });
    ASSERT_TRUE(h.connectAndWait());
    const auto mrtr = h.call(u"mrtr"_s);
    ASSERT_TRUE(QTest::qWaitFor([&h] { return h.elicitations.size() == 1; }, 5000));
    const auto unrelated = h.call(u"unrelated"_s);
    ASSERT_TRUE(finished(unrelated));
    h.elicitations.first()->accept({});
    ASSERT_TRUE(finished(mrtr));
    ASSERT_EQ(h.callsOf(u"unrelated"_s).size(), 1);
    const QJsonObject params = h.callsOf(u"unrelated"_s).first().paramsObject();
    EXPECT_FALSE(params.contains("inputResponses"_L1));
    EXPECT_FALSE(params.contains("requestState"_L1));
    EXPECT_EQ(unrelated->rounds, 0);
    EXPECT_EQ(mrtr->outcome, Outcome::Result);
}

TEST(Mrtr, RoundsAreCapped)
{
    ModernHarness h;
    h.session->setMaxInputRounds(3);
    h.server->on(u"tools/call"_s, [&h](const JsonRpcMessage &r) {
        h.server->respond(r, inputRequired({{"again"_L1, elicitation(u"More?"_s)}}, u"s"_s));
    });
    ASSERT_TRUE(h.connectAndWait());
    const auto call = h.call(u"endless"_s);
    ASSERT_TRUE(finished(call));
    EXPECT_NE(call->outcome, Outcome::Result);
    EXPECT_TRUE(call->errorString.contains(u"3 rounds"_s)) << call->errorString.toStdString();
    EXPECT_EQ(h.callsOf(u"endless"_s).size(), 4); // the call and three retries
}

TEST(Mrtr, EachRoundsStateReplacesTheLast)
{
    ModernHarness h;
    answerInTwoRounds(h);
    ASSERT_TRUE(h.connectAndWait());
    const auto call = h.call(u"multi"_s);
    ASSERT_TRUE(finished(call));
    EXPECT_EQ(call->rounds, 2);
    const QList<JsonRpcMessage> calls = h.callsOf(u"multi"_s);
    ASSERT_EQ(calls.size(), 3);
    // The second retry answers only the second round's request.
    EXPECT_EQ(calls.at(2).paramsObject().value("inputResponses"_L1).toObject().keys(),
              QStringList{u"b"_s});
    EXPECT_EQ(calls.at(2).paramsObject().value("requestState"_L1), u"two"_s);
}

TEST(Mrtr, ARefusedInputEndsTheCallWithoutARetry)
{
    ModernHarness h;
    h.server->on(u"tools/call"_s, [&h](const JsonRpcMessage &r) {
        h.server->respond(
            r,
            inputRequired(
                {{"llm"_L1,
                  QJsonObject{{"method"_L1, u"sampling/createMessage"_s},
                              {"params"_L1, json(R"({"messages":[],"maxTokens":5})")}}}}));
    });
    ASSERT_TRUE(h.connectAndWait());
    // No receiver for sampling: ClientFeatures refuses it at once (error -1).
    const auto call = h.call(u"sample"_s);
    ASSERT_TRUE(finished(call));
    EXPECT_NE(call->outcome, Outcome::Result);
    EXPECT_TRUE(call->errorString.contains(u"llm"_s)) << call->errorString.toStdString();
    EXPECT_EQ(h.callsOf(u"sample"_s).size(), 1);
}

TEST(Mrtr, RootsListIsAnsweredFromTheRootsList)
{
    ModernHarness h;
    ASSERT_TRUE(h.features->setRoots({{u"file:///work"_s, u"work"_s}}).isEmpty());
    h.server->on(u"tools/call"_s, [&h](const JsonRpcMessage &r) {
        if (r.paramsObject().contains("inputResponses"_L1))
            h.server->respond(r, complete(u"ok"_s));
        else
            h.server->respond(
                r, inputRequired({{"roots"_L1, QJsonObject{{"method"_L1, u"roots/list"_s}}}}));
    });
    ASSERT_TRUE(h.connectAndWait());
    const auto call = h.call(u"roots"_s);
    ASSERT_TRUE(finished(call));
    const QJsonObject responses
        = h.callsOf(u"roots"_s).at(1).paramsObject().value("inputResponses"_L1).toObject();
    EXPECT_EQ(responses.value("roots"_L1)
                  .toObject()
                  .value("roots"_L1)
                  .toArray()
                  .first()
                  .toObject()
                  .value("uri"_L1),
              u"file:///work"_s);
}

TEST(Mrtr, InputRequiredIsOnlyForCallsGetsAndReads)
{
    ModernHarness h;
    h.server->on(u"tools/list"_s, [&h](const JsonRpcMessage &r) {
        h.server->respond(r, inputRequired({{"a"_L1, elicitation(u"?"_s)}}));
    });
    ASSERT_TRUE(h.connectAndWait());
    PendingRequest *request = h.session->sendRequest(u"tools/list"_s);
    QString error;
    QObject::connect(request, &PendingRequest::finished, request, [&error, request] {
        error = request->errorString();
    });
    ASSERT_TRUE(QTest::qWaitFor([&error] { return !error.isEmpty(); }, 5000));
    EXPECT_TRUE(error.contains(u"input_required"_s)) << error.toStdString();
    EXPECT_TRUE(h.elicitations.isEmpty());
}

struct ResultTypeRow
{
    const char *label;
    const char *result;
    bool accepted;
};

class ResultTypes : public ::testing::TestWithParam<ResultTypeRow>
{};

TEST_P(ResultTypes, AbsentIsCompleteAndUnknownIsInvalid)
{
    ModernHarness h;
    const QJsonObject result = json(GetParam().result);
    h.server->on(u"tools/call"_s,
                 [&h, result](const JsonRpcMessage &r) { h.server->respond(r, result); });
    ASSERT_TRUE(h.connectAndWait());
    const auto call = h.call(u"t"_s);
    ASSERT_TRUE(finished(call));
    EXPECT_EQ(call->outcome == Outcome::Result, GetParam().accepted)
        << GetParam().label << ": " << call->errorString.toStdString();
    EXPECT_EQ(h.callsOf(u"t"_s).size(), 1) << "never retried";
    // A refused resultType is one finding, the analysis' on the frame; the session's line
    // saying what became of the call carries none of its own.
    int findings = 0;
    for (const TrafficEvent &event : std::as_const(h.traffic)) {
        for (const Finding &finding : event.findings ? *event.findings : QList<Finding>())
            findings += finding.rule == &Rules::ResultTypeNotAllowed;
    }
    EXPECT_EQ(findings, GetParam().accepted ? 0 : 1) << GetParam().label;
}

INSTANTIATE_TEST_SUITE_P(
    Table,
    ResultTypes,
    ::testing::Values(ResultTypeRow{"absent", R"({"content":[]})", true},
                      ResultTypeRow{"complete", R"({"resultType":"complete","content":[]})", true},
                      ResultTypeRow{"task for tools/call",
                                    R"({"resultType":"task","taskId":"t1","status":"working"})",
                                    true},
                      ResultTypeRow{"unknown", R"({"resultType":"partial","content":[]})", false},
                      ResultTypeRow{"not a string", R"({"resultType":5,"content":[]})", false}));

TEST(ModernMeta, CachingHintsAreSummarised)
{
    EXPECT_EQ(ModernMeta::cachingSummary(json(R"({"ttlMs":5000,"cacheScope":"public"})")),
              u"ttl 5000 ms, public"_s);
    EXPECT_EQ(ModernMeta::cachingSummary(json(R"({"ttlMs":-3,"cacheScope":"private"})")),
              u"ttl 0 ms, private"_s);
    EXPECT_EQ(ModernMeta::cachingSummary(json(R"({"cacheScope":"private"})")),
              u"ttl 0 ms, private"_s);
    EXPECT_TRUE(ModernMeta::cachingSummary(json(R"({"tools":[]})")).isEmpty());
}

} // namespace
