// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT

// The demo server's eras, driven in-process: which requests each --era answers and how, the
// fields every modern result carries, per-request logging, and subscriptions/listen.
#include "modernframes.h"
#include "serverharness.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>

#include <QJsonArray>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class DemoServerModern : public ::testing::Test
{
protected:
    JsonRpcMessage modern(const QString &method,
                          const QJsonObject &params = {},
                          const QJsonObject &capabilities = {})
    {
        return harness.request(method, ModernFrames::params(params, capabilities));
    }
    QList<JsonRpcMessage> tagged(const QString &method, const JsonRpcId &subscription) const
    {
        QList<JsonRpcMessage> found;
        for (const JsonRpcMessage &message : harness.notifications(method)) {
            if (JsonRpcId::fromJson(
                    message.paramsObject()["_meta"_L1]["io.modelcontextprotocol/subscriptionId"_L1])
                == subscription)
                found << message;
        }
        return found;
    }

    ServerHarness harness;
};

TEST_F(DemoServerModern, DiscoverDescribesTheServer)
{
    const QJsonObject result = modern(u"server/discover"_s).result().toObject();
    EXPECT_EQ(result["supportedVersions"_L1], QJsonArray{u"2026-07-28"_s});
    EXPECT_TRUE(result["capabilities"_L1]["resources"_L1]["subscribe"_L1].toBool());
    EXPECT_FALSE(result["instructions"_L1].toString().isEmpty());
    EXPECT_EQ(result["_meta"_L1]["io.modelcontextprotocol/serverInfo"_L1]["name"_L1],
              u"mcpscope-demo-server"_s);
    EXPECT_EQ(result["resultType"_L1], u"complete"_s);
}

TEST_F(DemoServerModern, CacheableResultsCarryTtlAndScopeOthersDoNot)
{
    const QStringList cacheable{u"server/discover"_s,
                                u"tools/list"_s,
                                u"prompts/list"_s,
                                u"resources/list"_s,
                                u"resources/templates/list"_s};
    for (const QString &method : cacheable) {
        const QJsonObject result = modern(method).result().toObject();
        EXPECT_TRUE(result["ttlMs"_L1].isDouble()) << method.toStdString();
        EXPECT_GE(result["ttlMs"_L1].toInt(), 0) << method.toStdString();
        EXPECT_EQ(result["cacheScope"_L1], u"public"_s) << method.toStdString();
        EXPECT_EQ(result["resultType"_L1], u"complete"_s) << method.toStdString();
    }
    EXPECT_EQ(modern(u"resources/list"_s).result()["ttlMs"_L1].toInt(), 0) << "notes change";
    EXPECT_GT(modern(u"tools/list"_s).result()["ttlMs"_L1].toInt(), 0);
    const QJsonObject read
        = modern(u"resources/read"_s, {{"uri"_L1, u"demo://docs/readme"_s}}).result().toObject();
    EXPECT_TRUE(read["ttlMs"_L1].isDouble());
    const QJsonObject call
        = modern(u"tools/call"_s,
                 {{"name"_L1, u"echo"_s}, {"arguments"_L1, QJsonObject{{"message"_L1, u"hi"_s}}}})
              .result()
              .toObject();
    EXPECT_EQ(call["resultType"_L1], u"complete"_s);
    EXPECT_FALSE(call.contains("ttlMs"_L1));
    EXPECT_EQ(call["_meta"_L1]["io.modelcontextprotocol/serverInfo"_L1]["name"_L1],
              u"mcpscope-demo-server"_s);
}

TEST_F(DemoServerModern, MissingResourceIsInvalidParamsNotTheLegacyCode)
{
    const QJsonObject params{{"uri"_L1, u"demo://nowhere"_s}};
    EXPECT_EQ(modern(u"resources/read"_s, params).error().code, JsonRpc::ErrorCode::InvalidParams);
    EXPECT_EQ(harness.request(u"resources/read"_s, params).error().code,
              JsonRpc::ErrorCode::ResourceNotFound);
}

TEST_F(DemoServerModern, OnlyModernRequestsSeeTheMrtrTools)
{
    const auto names = [](const JsonRpcMessage &response) {
        QStringList list;
        for (const QJsonValue &tool : response.result()["tools"_L1].toArray())
            list << tool["name"_L1].toString();
        return list;
    };
    EXPECT_TRUE(names(modern(u"tools/list"_s)).contains(u"confirm_booking"_s));
    EXPECT_TRUE(names(modern(u"tools/list"_s)).contains(u"roots_report"_s));
    EXPECT_FALSE(names(modern(u"tools/list"_s)).contains(u"bad_header_number"_s));
    EXPECT_FALSE(names(harness.request(u"tools/list"_s)).contains(u"confirm_booking"_s));

    ServerHarness misbehaving(DemoServerOptions{DemoEra::Both, true});
    const QStringList listed
        = names(misbehaving.request(u"tools/list"_s, ModernFrames::params({})));
    for (const QString &tool :
         {u"bad_header_number"_s, u"bad_header_in_items"_s, u"bad_header_duplicate"_s})
        EXPECT_TRUE(listed.contains(tool)) << tool.toStdString();
}

TEST_F(DemoServerModern, LogsOnlyAtTheLevelTheRequestAskedFor)
{
    const QJsonObject call{
        {"name"_L1, u"log"_s},
        {"arguments"_L1, QJsonObject{{"level"_L1, u"info"_s}, {"message"_L1, u"m"_s}}}};
    EXPECT_TRUE(
        firstText(modern(u"tools/call"_s, call).result().toObject()).startsWith(u"Not sent"_s));
    const auto withLevel = [&](const QString &level) {
        QJsonObject params = call;
        params.insert("_meta"_L1,
                      ModernFrames::meta({}, {{"io.modelcontextprotocol/logLevel"_L1, level}}));
        return harness.request(u"tools/call"_s, params);
    };
    withLevel(u"warning"_s);
    EXPECT_TRUE(harness.notifications(Mcp::Method::Message).isEmpty());
    withLevel(u"debug"_s);
    EXPECT_EQ(harness.notifications(Mcp::Method::Message).size(), 1);
}

TEST_F(DemoServerModern, ListenAcknowledgesWhatItCanDeliverThenTagsEachNotification)
{
    const JsonRpcMessage none
        = modern(u"subscriptions/listen"_s,
                 {{"notifications"_L1,
                   QJsonObject{{"toolsListChanged"_L1, true},
                               {"resourcesListChanged"_L1, true},
                               {"resourceSubscriptions"_L1, QJsonArray{u"demo://notes"_s}}}}});
    EXPECT_EQ(none.kind(), JsonRpcMessage::Kind::Invalid) << "a listen is not answered at once";
    const JsonRpcId listen = harness.lastId();
    ASSERT_EQ(harness.messages.size(), 1);
    const JsonRpcMessage ack = harness.messages.first();
    EXPECT_EQ(ack.method(), u"notifications/subscriptions/acknowledged"_s);
    EXPECT_EQ(JsonRpcId::fromJson(
                  ack.paramsObject()["_meta"_L1]["io.modelcontextprotocol/subscriptionId"_L1]),
              listen);
    const QJsonObject agreed = ack.paramsObject()["notifications"_L1].toObject();
    EXPECT_FALSE(agreed.contains("toolsListChanged"_L1)) << "tools never change here";
    EXPECT_TRUE(agreed["resourcesListChanged"_L1].toBool());

    modern(u"tools/call"_s,
           {{"name"_L1, u"add_note"_s}, {"arguments"_L1, QJsonObject{{"text"_L1, u"x"_s}}}});
    EXPECT_EQ(tagged(Mcp::Method::ResourcesListChanged, listen).size(), 1);
    ASSERT_EQ(tagged(Mcp::Method::ResourcesUpdated, listen).size(), 1) << "beneath demo://notes";
    EXPECT_EQ(harness.notifications(Mcp::Method::ResourcesListChanged).size(), 1)
        << "a modern call sends no unsolicited legacy notification";

    harness.notify(Mcp::Method::Cancelled, {{"requestId"_L1, listen.toJson()}});
    EXPECT_EQ(harness.server.subscriptionCount(), 0);
    const qsizetype before = harness.messages.size();
    modern(u"tools/call"_s, {{"name"_L1, u"clear_notes"_s}});
    EXPECT_EQ(harness.messages.size(), before + 1) << "only the call's own response";
    EXPECT_FALSE(harness.responseTo(listen)) << "a cancelled listen gets no response";
}

TEST_F(DemoServerModern, ListenHearsChangesMadeByAnotherServerSharingTheNotes)
{
    NoteBook shared;
    DemoServer writer(DemoServerOptions{DemoEra::Modern, false}, &shared);
    DemoServer reader(DemoServerOptions{DemoEra::Modern, false}, &shared);
    QList<JsonRpcMessage> heard;
    QObject::connect(&reader,
                     &DemoServer::messageReady,
                     &reader,
                     [&heard](const JsonRpcMessage &m) { heard << m; });
    reader.handle(JsonRpcMessage::request(
        JsonRpcId(u"sub"_s),
        u"subscriptions/listen"_s,
        ModernFrames::params(
            {{"notifications"_L1, QJsonObject{{"resourcesListChanged"_L1, true}}}})));
    writer.handle(JsonRpcMessage::request(
        JsonRpcId(1),
        u"tools/call"_s,
        ModernFrames::params(
            {{"name"_L1, u"add_note"_s}, {"arguments"_L1, QJsonObject{{"text"_L1, u"y"_s}}}})));
    ASSERT_EQ(heard.size(), 2); // the acknowledgement, then the change
    EXPECT_EQ(heard.at(1).method(), Mcp::Method::ResourcesListChanged);
    EXPECT_EQ(shared.count(), 1);
}

TEST_F(DemoServerModern, ListenIdsAreUniqueAndShutdownEndsEachWithItsResult)
{
    const QJsonObject filter{{"notifications"_L1, QJsonObject{{"resourcesListChanged"_L1, true}}}};
    const JsonRpcMessage listen = JsonRpcMessage::request(
        JsonRpcId(u"L"_s), u"subscriptions/listen"_s, ModernFrames::params(filter));
    harness.server.handle(listen);
    harness.server.handle(listen);
    const std::optional<JsonRpcMessage> duplicate = harness.responseTo(JsonRpcId(u"L"_s));
    ASSERT_TRUE(duplicate);
    EXPECT_EQ(duplicate->error().code, JsonRpc::ErrorCode::InvalidRequest);
    harness.clear();
    harness.server.endSubscriptions();
    const std::optional<JsonRpcMessage> ended = harness.responseTo(JsonRpcId(u"L"_s));
    ASSERT_TRUE(ended);
    EXPECT_EQ(ended->result()["resultType"_L1], u"complete"_s);
    EXPECT_EQ(ended->result()["_meta"_L1]["io.modelcontextprotocol/subscriptionId"_L1], u"L"_s);
    EXPECT_EQ(harness.server.subscriptionCount(), 0);
}

TEST_F(DemoServerModern, LegacyChangesStillReachModernListenersWithBothEras)
{
    harness.initialize();
    modern(u"subscriptions/listen"_s,
           {{"notifications"_L1, QJsonObject{{"resourcesListChanged"_L1, true}}}});
    const JsonRpcId listen = harness.lastId();
    harness.callTool(u"add_note"_s, {{"text"_L1, u"legacy"_s}});
    EXPECT_EQ(tagged(Mcp::Method::ResourcesListChanged, listen).size(), 1);
    EXPECT_EQ(harness.notifications(Mcp::Method::ResourcesListChanged).size(), 2)
        << "the legacy client's own unsolicited one too";
}

TEST_F(DemoServerModern, LongOperationAnswersLaterAsAModernResult)
{
    modern(u"tools/call"_s,
           {{"name"_L1, u"long_operation"_s},
            {"arguments"_L1, QJsonObject{{"duration_seconds"_L1, 0.05}, {"steps"_L1, 1}}}});
    const JsonRpcId id = harness.lastId();
    ASSERT_TRUE(QTest::qWaitFor([&] { return harness.responseTo(id).has_value(); }, 5000));
    EXPECT_EQ(harness.responseTo(id)->result()["resultType"_L1], u"complete"_s);
}

} // namespace
