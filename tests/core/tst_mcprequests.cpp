// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// McpRequest: each typed request's method and params, as built and as they reach the wire in
// both eras (the session, not the builder, adds 2026-07-28's _meta and the progress token).
#include "modernharness.h"

#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcprequests.h>
#include <core/mcp/modernmeta.h>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct TypedRequestCase
{
    const char *name;
    std::function<McpRequest()> build;
    QLatin1StringView method;
    const char *params; // the exact params, as JSON
};

void PrintTo(const TypedRequestCase &c, std::ostream *out)
{
    *out << c.name;
}

QJsonObject paramsJson(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}

const TypedRequestCase kTypedRequests[] = {
    {"ping", [] { return McpRequest::ping(); }, Mcp::Method::Ping, "{}"},
    {"firstPage",
     [] { return McpRequest::listPage(Mcp::Method::ToolsList); },
     Mcp::Method::ToolsList,
     "{}"},
    {"nextPage",
     [] { return McpRequest::listPage(Mcp::Method::ResourcesList, u"page 2"_s); },
     Mcp::Method::ResourcesList,
     R"({"cursor":"page 2"})"},
    {"emptyCursorIsACursor",
     [] { return McpRequest::listPage(Mcp::Method::PromptsList, QString()); },
     Mcp::Method::PromptsList,
     R"({"cursor":""})"},
    {"pageWithBaseParams",
     [] {
         return McpRequest::listPage(
             Mcp::Method::ResourcesTemplatesList, u"c"_s, QJsonObject{{"extra"_L1, 1}});
     },
     Mcp::Method::ResourcesTemplatesList,
     R"({"extra":1,"cursor":"c"})"},
    {"callTool",
     [] {
         return McpRequest::callTool(u"echo"_s, QJsonObject{{"message"_L1, u"hi"_s}});
     },
     Mcp::Method::ToolsCall,
     R"({"name":"echo","arguments":{"message":"hi"}})"},
    {"callToolWithoutArguments",
     [] { return McpRequest::callTool(u"now"_s, QJsonValue(QJsonValue::Undefined)); },
     Mcp::Method::ToolsCall,
     R"({"name":"now"})"},
    {"callToolWithNonObjectArguments",
     [] {
         return McpRequest::callTool(u"odd"_s, QJsonArray{1, 2});
     },
     Mcp::Method::ToolsCall,
     R"({"name":"odd","arguments":[1,2]})"},
    {"readResource",
     [] { return McpRequest::readResource(u"file:///a.txt"_s); },
     Mcp::Method::ResourcesRead,
     R"({"uri":"file:///a.txt"})"},
    {"subscribe",
     [] { return McpRequest::subscribe(u"file:///a.txt"_s); },
     Mcp::Method::ResourcesSubscribe,
     R"({"uri":"file:///a.txt"})"},
    {"unsubscribe",
     [] { return McpRequest::unsubscribe(u"file:///a.txt"_s); },
     Mcp::Method::ResourcesUnsubscribe,
     R"({"uri":"file:///a.txt"})"},
    {"getPromptWithoutArguments",
     [] { return McpRequest::getPrompt(u"greet"_s); },
     Mcp::Method::PromptsGet,
     R"({"name":"greet"})"},
    {"getPrompt",
     [] {
         return McpRequest::getPrompt(u"greet"_s, QJsonObject{{"who"_L1, u"you"_s}});
     },
     Mcp::Method::PromptsGet,
     R"({"name":"greet","arguments":{"who":"you"}})"},
    {"completePrompt",
     [] { return McpRequest::complete(McpRequest::promptRef(u"greet"_s), u"who"_s, u"y"_s); },
     Mcp::Method::CompletionComplete,
     R"({"ref":{"type":"ref/prompt","name":"greet"},"argument":{"name":"who","value":"y"}})"},
    {"completeResourceWithContext",
     [] {
         return McpRequest::complete(McpRequest::resourceRef(u"file:///{dir}/{name}"_s),
                                     u"name"_s,
                                     u"a"_s,
                                     QJsonObject{{"dir"_L1, u"etc"_s}});
     },
     Mcp::Method::CompletionComplete,
     R"({"ref":{"type":"ref/resource","uri":"file:///{dir}/{name}"},
         "argument":{"name":"name","value":"a"},"context":{"arguments":{"dir":"etc"}}})"},
    {"setLogLevel",
     [] { return McpRequest::setLogLevel(u"debug"_s); },
     Mcp::Method::LoggingSetLevel,
     R"({"level":"debug"})"},
    {"taskGet",
     [] { return McpRequest::task(Mcp::Method::TasksGet, u"t-1"_s); },
     Mcp::Method::TasksGet,
     R"({"taskId":"t-1"})"},
    {"taskCancel",
     [] { return McpRequest::task(Mcp::Method::TasksCancel, u"t-1"_s); },
     Mcp::Method::TasksCancel,
     R"({"taskId":"t-1"})"},
    {"listen",
     [] {
         return McpRequest::listen(QJsonObject{{"toolsListChanged"_L1, true}});
     },
     Mcp::Method::SubscriptionsListen,
     R"({"notifications":{"toolsListChanged":true}})"},
    {"withMetaKeepsTheParams",
     [] {
         return McpRequest::readResource(u"a:b"_s).withMeta(QJsonObject{{"trace"_L1, u"x"_s}});
     },
     Mcp::Method::ResourcesRead,
     R"({"uri":"a:b","_meta":{"trace":"x"}})"},
};

// The one message of the test's request on the wire (the handshake's are left out).
JsonRpcMessage lastSentRequest(const FakeTransport &transport)
{
    const QList<JsonRpcMessage> sent = transport.sentMessages();
    return sent.isEmpty() ? JsonRpcMessage() : sent.last();
}

class McpRequestTable : public ::testing::TestWithParam<TypedRequestCase>
{};

} // namespace

TEST_P(McpRequestTable, BuildsTheExactMethodAndParams)
{
    const TypedRequestCase &c = GetParam();
    const McpRequest request = c.build();
    EXPECT_EQ(request.method, QString(c.method));
    EXPECT_EQ(request.params, paramsJson(c.params));
}

TEST_P(McpRequestTable, ReachesALegacyServerAsBuilt)
{
    const TypedRequestCase &c = GetParam();
    SessionHarness h;
    ASSERT_TRUE(h.connectAndWait());
    c.build().send(*h.session);
    const JsonRpcMessage sent = lastSentRequest(*h.transport);
    EXPECT_TRUE(sent.isRequest());
    EXPECT_EQ(sent.method(), QString(c.method));
    EXPECT_EQ(sent.paramsObject(), paramsJson(c.params)); // nothing added in 2025-11-25
}

TEST_P(McpRequestTable, ReachesAModernServerWithTheSessionsMetaAdded)
{
    const TypedRequestCase &c = GetParam();
    MrtrTest::ModernHarness h;
    ASSERT_TRUE(h.connectAndWait());
    c.build().send(*h.session);
    const JsonRpcMessage sent = lastSentRequest(*h.transport);
    EXPECT_EQ(sent.method(), QString(c.method));
    QJsonObject params = sent.paramsObject();
    QJsonObject meta = params.take(Mcp::Key::Meta).toObject();
    // The session's per-request _meta, added once, beside what the request carried.
    EXPECT_EQ(meta.take(ModernMeta::ProtocolVersionKey).toString(), u"2026-07-28"_s);
    EXPECT_TRUE(meta.take(ModernMeta::ClientInfoKey).isObject());
    EXPECT_TRUE(meta.take(ModernMeta::ClientCapabilitiesKey).isObject());
    QJsonObject expected = paramsJson(c.params);
    EXPECT_EQ(meta, expected.take(Mcp::Key::Meta).toObject());
    EXPECT_EQ(params, expected);
}

INSTANTIATE_TEST_SUITE_P(Requests,
                         McpRequestTable,
                         ::testing::ValuesIn(kTypedRequests),
                         [](const ::testing::TestParamInfo<TypedRequestCase> &info) {
                             return std::string(info.param.name);
                         });

TEST(McpRequest, AProgressTokenIsTheSessionsOnlyWhenAskedFor)
{
    SessionHarness h;
    ASSERT_TRUE(h.connectAndWait());
    const McpRequest call = McpRequest::callTool(u"slow"_s, QJsonObject{});

    call.send(*h.session);
    EXPECT_FALSE(lastSentRequest(*h.transport).paramsObject().contains(Mcp::Key::Meta));

    RequestOptions options;
    options.withProgress = true;
    PendingRequest *request = call.send(*h.session, options);
    const JsonRpcMessage sent = lastSentRequest(*h.transport);
    const QJsonObject meta = sent.paramsObject().value(Mcp::Key::Meta).toObject();
    // The token is the request's own id (same wire type), and the builder's params are intact.
    EXPECT_EQ(meta.value(Mcp::Key::ProgressToken), request->id().toJson());
    EXPECT_EQ(meta.size(), 1);
    EXPECT_EQ(sent.paramsObject().value(Mcp::Key::Name).toString(), u"slow"_s);
    EXPECT_EQ(call.params, paramsJson(R"({"name":"slow","arguments":{}})"));
}

TEST(McpRequest, WithMetaAddsToTheMetaAlreadyThere)
{
    McpRequest request = McpRequest::ping();
    request.params.insert(Mcp::Key::Meta, QJsonObject{{"a"_L1, 1}, {"b"_L1, 1}});
    EXPECT_EQ(request.withMeta(QJsonObject{{"b"_L1, 2}, {"c"_L1, 3}}).params,
              paramsJson(R"({"_meta":{"a":1,"b":2,"c":3}})"));
    EXPECT_EQ(request.withMeta({}).params, request.params); // nothing to add: unchanged
}
