// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionharness.h"
#include "support/jsontext.h"
#include "support/qtprinters.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/clientfeatures.h>
#include <core/mcp/inboundrequest.h>
#include <core/mcp/mcplogging.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// A session with ClientFeatures attached (before the handshake, as the GUI and CLI do).
struct ClientHarness : SessionHarness
{
    ClientFeatures *features = new ClientFeatures(session.get());

    void serverRequest(qint64 id, const QString &method, const QJsonObject &params = {})
    {
        transport->deliver(
            JsonRpcMessage::request(JsonRpcId(id), method, params).json().toObject());
    }
    // The client's answer to server request `id`, or an Invalid message when none was sent.
    JsonRpcMessage answerTo(qint64 id) const
    {
        for (const JsonRpcMessage &message : transport->sentMessages()) {
            if ((message.kind() == JsonRpcMessage::Kind::Result
                 || message.kind() == JsonRpcMessage::Kind::Error)
                && message.id() == JsonRpcId(id))
                return message;
        }
        return {};
    }
    int answersTo(qint64 id) const
    {
        int count = 0;
        for (const JsonRpcMessage &message : transport->sentMessages()) {
            count += (message.kind() == JsonRpcMessage::Kind::Result
                      || message.kind() == JsonRpcMessage::Kind::Error)
                     && message.id() == JsonRpcId(id);
        }
        return count;
    }
};

TEST(ClientFeatures, AdvertisesEditableCapabilitiesInInitialize)
{
    ClientHarness h;
    ClientCapabilitySettings settings;
    settings.samplingTools = true;
    settings.elicitationUrl = false;
    h.features->setCapabilities(settings);
    ASSERT_TRUE(h.connectAndWait());
    const QJsonObject sent = h.transport->sentWithMethod(u"initialize"_s)
                                 .constFirst()
                                 .paramsObject()
                                 .value("capabilities"_L1)
                                 .toObject();
    EXPECT_EQ(sent, jsonObject(R"({"roots":{"listChanged":true},"sampling":{"tools":{}},
                       "elicitation":{"form":{}},
                       "extensions":{"io.modelcontextprotocol/ui":
                                     {"mimeTypes":["text/html;profile=mcp-app"]}}})"));
    EXPECT_EQ(ClientCapabilitySettings::none().toJson(), QJsonObject());
    settings.apps = false; // MCP Apps off: no extensions object at all
    EXPECT_FALSE(settings.toJson().contains("extensions"_L1));
}

TEST(ClientFeatures, AnswersRootsListAndAnnouncesEdits)
{
    ClientHarness h;
    ASSERT_TRUE(h.features->setRoots({{u"file:///home/me/project"_s, u"project"_s}}).isEmpty());
    ASSERT_TRUE(h.connectAndWait());
    QSignalSpy listed(h.features, &ClientFeatures::rootsListed);
    h.serverRequest(7, u"roots/list"_s);
    EXPECT_EQ(h.answerTo(7).result().toObject(),
              jsonObject(R"({"roots":[{"uri":"file:///home/me/project","name":"project"}]})"));
    EXPECT_EQ(listed.size(), 1);

    ASSERT_TRUE(h.features->setRoots({{u"file:///tmp"_s, {}}}).isEmpty());
    EXPECT_EQ(h.transport->sentWithMethod(u"notifications/roots/list_changed"_s).size(), 1);
    h.serverRequest(8, u"roots/list"_s);
    EXPECT_EQ(h.answerTo(8).result().toObject(),
              jsonObject(R"({"roots":[{"uri":"file:///tmp"}]})"));
}

TEST(ClientFeatures, RefusesRootsThatAreNotFileUris)
{
    ClientHarness h;
    EXPECT_TRUE(h.features->setRoots({{u"https://example.com/"_s, {}}}).contains(u"file://"_s));
    EXPECT_FALSE(h.features->setRoots({{u"file:"_s, {}}}).isEmpty());
    EXPECT_TRUE(h.features->roots().isEmpty());
}

TEST(ClientFeatures, CapabilityNotAdvertisedMeansMethodNotFound)
{
    ClientHarness h;
    h.features->setCapabilities(ClientCapabilitySettings::none());
    ASSERT_TRUE(h.connectAndWait());
    h.features->setRoots({{u"file:///tmp"_s, {}}});
    EXPECT_TRUE(h.transport->sentWithMethod(u"notifications/roots/list_changed"_s).isEmpty());
    h.serverRequest(1, u"roots/list"_s);
    h.serverRequest(2, u"sampling/createMessage"_s, jsonObject(R"({"messages":[],"maxTokens":5})"));
    h.serverRequest(
        3, u"elicitation/create"_s, jsonObject(R"({"message":"m","requestedSchema":{}})"));
    for (qint64 id : {1, 2, 3})
        EXPECT_EQ(h.answerTo(id).error().code, JsonRpc::ErrorCode::MethodNotFound) << id;
}

TEST(ClientFeatures, SamplingIsAnsweredWhenThePersonApproves)
{
    ClientHarness h;
    QPointer<SamplingRequest> pending;
    QObject::connect(
        h.features, &ClientFeatures::samplingRequested, h.features, [&](auto *r) { pending = r; });
    ASSERT_TRUE(h.connectAndWait());
    h.serverRequest(
        5,
        u"sampling/createMessage"_s,
        jsonObject(R"({"messages":[{"role":"user","content":{"type":"text","text":"hi"}}],
                             "systemPrompt":"be brief","maxTokens":42})"));
    ASSERT_TRUE(pending);
    EXPECT_EQ(h.answersTo(5), 0); // nothing is sent until the person decides
    EXPECT_EQ(pending->maxTokens(), 42);
    EXPECT_EQ(pending->systemPrompt(), u"be brief"_s);
    EXPECT_EQ(pending->messages().size(), 1);
    EXPECT_EQ(h.features->openRequests().size(), 1);

    const QJsonObject reply = jsonObject(
        R"({"role":"assistant","content":{"type":"text","text":"hello"},"model":"me"})");
    EXPECT_TRUE(SamplingRequest::checkResult(reply).isEmpty());
    EXPECT_EQ(SamplingRequest::checkResult(jsonObject(R"({"role":"user"})")).size(), 3);
    ASSERT_TRUE(pending->approve(reply));
    EXPECT_FALSE(pending->reject()); // answered once only
    EXPECT_EQ(h.answerTo(5).result().toObject(), reply);
    EXPECT_EQ(h.answersTo(5), 1);
    EXPECT_TRUE(QTest::qWaitFor([&] { return pending.isNull(); }, 2000));
    EXPECT_TRUE(h.features->openRequests().isEmpty());
}

TEST(ClientFeatures, SamplingRejectionIsErrorMinusOne)
{
    ClientHarness h;
    QObject::connect(
        h.features, &ClientFeatures::samplingRequested, h.features, [](auto *r) { r->reject(); });
    ASSERT_TRUE(h.connectAndWait());
    h.serverRequest(5, u"sampling/createMessage"_s, jsonObject(R"({"messages":[],"maxTokens":1})"));
    EXPECT_EQ(h.answerTo(5).error().code, -1);
    EXPECT_EQ(h.answerTo(5).error().message, u"User rejected sampling request"_s);
}

TEST(ClientFeatures, NobodyListeningRefusesAtOnce)
{
    ClientHarness h;
    ASSERT_TRUE(h.connectAndWait());
    h.serverRequest(1, u"sampling/createMessage"_s, jsonObject(R"({"messages":[],"maxTokens":1})"));
    h.serverRequest(
        2, u"elicitation/create"_s, jsonObject(R"({"message":"m","requestedSchema":{}})"));
    EXPECT_EQ(h.answerTo(1).error().code, -1);
    EXPECT_EQ(h.answerTo(2).result().toObject(), jsonObject(R"({"action":"decline"})"));
}

TEST(ClientFeatures, SamplingWithToolsNeedsTheToolsCapability)
{
    ClientHarness h;
    QObject::connect(h.features, &ClientFeatures::samplingRequested, h.features, [](auto *) {});
    ASSERT_TRUE(h.connectAndWait());
    h.serverRequest(
        1, u"sampling/createMessage"_s, jsonObject(R"({"messages":[],"maxTokens":1,"tools":[]})"));
    EXPECT_EQ(h.answerTo(1).error().code, JsonRpc::ErrorCode::InvalidParams);
}

TEST(ClientFeatures, ElicitationFormOffersSchemaDefaults)
{
    ClientHarness h;
    QPointer<ElicitationRequest> pending;
    QObject::connect(h.features, &ClientFeatures::elicitationRequested, h.features, [&](auto *r) {
        pending = r;
    });
    ASSERT_TRUE(h.connectAndWait());
    // The schema of the conformance scenario elicitation-sep1034-client-defaults.
    h.serverRequest(
        3,
        u"elicitation/create"_s,
        jsonObject(R"({"message":"accept with defaults","requestedSchema":{"type":"object",
        "properties":{"name":{"type":"string","default":"John Doe"},
        "age":{"type":"integer","default":30},"score":{"type":"number","default":95.5},
        "status":{"type":"string","enum":["active","inactive"],"default":"active"},
        "verified":{"type":"boolean","default":true},"nickname":{"type":"string"}},
        "required":[]}})"));
    ASSERT_TRUE(pending);
    EXPECT_EQ(pending->mode(), ElicitationRequest::Mode::Form);
    EXPECT_EQ(pending->message(), u"accept with defaults"_s);
    const QJsonObject defaults = pending->defaultContent();
    EXPECT_EQ(defaults, jsonObject(R"({"name":"John Doe","age":30,"score":95.5,"status":"active",
                       "verified":true})"));
    ASSERT_TRUE(pending->accept(defaults));
    EXPECT_EQ(h.answerTo(3).result().toObject(),
              QJsonObject({{"action"_L1, u"accept"_s}, {"content"_L1, defaults}}));
}

TEST(ClientFeatures, ElicitationUrlModeAndCompletion)
{
    ClientHarness h;
    QPointer<ElicitationRequest> pending;
    QObject::connect(h.features, &ClientFeatures::elicitationRequested, h.features, [&](auto *r) {
        pending = r;
    });
    QSignalSpy completed(h.features, &ClientFeatures::elicitationCompleted);
    ASSERT_TRUE(h.connectAndWait());
    h.serverRequest(4,
                    u"elicitation/create"_s,
                    jsonObject(R"({"mode":"url","message":"sign in","elicitationId":"e-1",
                             "url":"https://example.com/auth?x=1"})"));
    ASSERT_TRUE(pending);
    EXPECT_EQ(pending->mode(), ElicitationRequest::Mode::Url);
    EXPECT_EQ(pending->url().host(), u"example.com"_s);
    EXPECT_EQ(pending->elicitationId(), u"e-1"_s);
    ASSERT_TRUE(pending->accept(jsonObject(R"({"ignored":1})")));
    EXPECT_EQ(h.answerTo(4).result().toObject(), jsonObject(R"({"action":"accept"})"));

    const auto complete = [&h](const char *id) {
        h.transport->deliver(
            JsonRpcMessage::notification(u"notifications/elicitation/complete"_s,
                                         {{"elicitationId"_L1, QString::fromUtf8(id)}})
                .json()
                .toObject());
    };
    complete("unknown"); // MUST be ignored
    complete("e-1");
    ASSERT_EQ(completed.size(), 1);
    EXPECT_EQ(completed.at(0).at(0).toString(), u"e-1"_s);
}

TEST(ClientFeatures, UndeclaredElicitationModeIsInvalidParams)
{
    ClientHarness h;
    ClientCapabilitySettings settings;
    settings.elicitationUrl = false;
    h.features->setCapabilities(settings);
    QObject::connect(h.features, &ClientFeatures::elicitationRequested, h.features, [](auto *) {});
    ASSERT_TRUE(h.connectAndWait());
    h.serverRequest(
        4,
        u"elicitation/create"_s,
        jsonObject(R"({"mode":"url","message":"m","elicitationId":"e","url":"https://x"})"));
    EXPECT_EQ(h.answerTo(4).error().code, JsonRpc::ErrorCode::InvalidParams);
}

TEST(ClientFeatures, ServerCancellationWithdrawsTheCard)
{
    ClientHarness h;
    QPointer<SamplingRequest> pending;
    QObject::connect(
        h.features, &ClientFeatures::samplingRequested, h.features, [&](auto *r) { pending = r; });
    ASSERT_TRUE(h.connectAndWait());
    h.serverRequest(9, u"sampling/createMessage"_s, jsonObject(R"({"messages":[],"maxTokens":1})"));
    ASSERT_TRUE(pending);
    QSignalSpy withdrawn(pending.data(), &InboundRequest::withdrawn);
    h.transport->deliver(
        JsonRpcMessage::notification(u"notifications/cancelled"_s,
                                     jsonObject(R"({"requestId":9,"reason":"late"})"))
            .json()
            .toObject());
    ASSERT_EQ(withdrawn.size(), 1);
    EXPECT_EQ(withdrawn.at(0).at(0).toString(), u"late"_s);
    EXPECT_FALSE(pending->approve(jsonObject(R"({"role":"assistant"})")));
    EXPECT_EQ(h.answersTo(9), 0);
}

TEST(ClientFeatures, UrlElicitationRequiredErrorIsDecoded)
{
    ClientHarness h;
    QSignalSpy completed(h.features, &ClientFeatures::elicitationCompleted);
    ASSERT_TRUE(h.connectAndWait());
    const JsonRpcError error{-32042,
                             u"URL elicitation required"_s,
                             jsonObject(R"({"elicitations":[{"mode":"url","elicitationId":"e-9",
                                      "url":"https://example.com/x","message":"go"}]})")};
    const QList<QJsonObject> elicitations = h.features->takeUrlElicitations(error);
    ASSERT_EQ(elicitations.size(), 1);
    EXPECT_EQ(elicitations.first().value("url"_L1).toString(), u"https://example.com/x"_s);
    EXPECT_TRUE(h.features->takeUrlElicitations({-32602, u"x"_s, {}}).isEmpty());
    h.transport->deliver(JsonRpcMessage::notification(u"notifications/elicitation/complete"_s,
                                                      jsonObject(R"({"elicitationId":"e-9"})"))
                             .json()
                             .toObject());
    EXPECT_EQ(completed.size(), 1);
}

} // namespace

namespace {

TEST(McpLogging, LevelsAreOrderedAndFilterable)
{
    EXPECT_EQ(Mcp::Logging::levels().size(), 8);
    EXPECT_EQ(Mcp::Logging::severity(u"debug"_s), 0);
    EXPECT_EQ(Mcp::Logging::severity(u"emergency"_s), 7);
    EXPECT_EQ(Mcp::Logging::severity(u"loud"_s), -1);
    EXPECT_TRUE(Mcp::Logging::passes(u"error"_s, u"warning"_s));
    EXPECT_FALSE(Mcp::Logging::passes(u"info"_s, u"warning"_s));
    EXPECT_TRUE(Mcp::Logging::passes(u"loud"_s, u"emergency"_s));
}

} // namespace
