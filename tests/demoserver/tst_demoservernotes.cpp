// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverharness.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// Notes: the demo server's changing resources, subscriptions and their notifications.
class DemoServerNotes : public ::testing::Test
{
protected:
    void SetUp() override { harness.initialize(); }

    QStringList resourceUris()
    {
        QStringList uris;
        const QJsonArray resources
            = harness.request(Mcp::Method::ResourcesList).result()["resources"_L1].toArray();
        for (const QJsonValue &resource : resources)
            uris << resource["uri"_L1].toString();
        return uris;
    }
    QString readText(const QString &uri)
    {
        return harness.request(Mcp::Method::ResourcesRead, {{"uri"_L1, uri}})
            .result()["contents"_L1][0]["text"_L1]
            .toString();
    }
    QStringList updatedUris() const
    {
        QStringList uris;
        for (const JsonRpcMessage &message : harness.notifications(Mcp::Method::ResourcesUpdated))
            uris << message.paramsObject().value("uri"_L1).toString();
        return uris;
    }

    ServerHarness harness;
};

TEST_F(DemoServerNotes, AddNoteCreatesAResourceAndAnnouncesTheListChange)
{
    harness.clear();
    const QJsonObject result = harness.callTool(u"add_note"_s, {{"text"_L1, u"milk"_s}});
    EXPECT_EQ(firstText(result), u"Added demo://notes/1."_s);
    EXPECT_EQ(harness.notifications(Mcp::Method::ResourcesListChanged).size(), 1);
    EXPECT_TRUE(resourceUris().contains(u"demo://notes/1"_s));
    EXPECT_EQ(readText(u"demo://notes/1"_s), u"milk"_s);
    EXPECT_EQ(readText(u"demo://notes/index"_s), u"demo://notes/1: milk"_s);
}

TEST_F(DemoServerNotes, OnlySubscribersHearOfUpdates)
{
    harness.callTool(u"add_note"_s, {{"text"_L1, u"one"_s}});
    EXPECT_TRUE(updatedUris().isEmpty()); // nobody subscribed yet
    EXPECT_EQ(
        harness.request(Mcp::Method::ResourcesSubscribe, {{"uri"_L1, u"demo://notes/index"_s}})
            .kind(),
        JsonRpcMessage::Kind::Result);
    harness.callTool(u"add_note"_s, {{"text"_L1, u"two"_s}});
    EXPECT_EQ(updatedUris(), QStringList{u"demo://notes/index"_s});
    harness.request(Mcp::Method::ResourcesUnsubscribe, {{"uri"_L1, u"demo://notes/index"_s}});
    harness.callTool(u"add_note"_s, {{"text"_L1, u"three"_s}});
    EXPECT_EQ(updatedUris().size(), 1);
}

TEST_F(DemoServerNotes, ClearNotesRemovesThemAndTellsSubscribersOfEachNote)
{
    harness.callTool(u"add_note"_s, {{"text"_L1, u"one"_s}});
    harness.request(Mcp::Method::ResourcesSubscribe, {{"uri"_L1, u"demo://notes/1"_s}});
    harness.clear();
    const QJsonObject result = harness.callTool(u"clear_notes"_s);
    EXPECT_EQ(firstText(result), u"Deleted 1 note(s)."_s);
    EXPECT_EQ(updatedUris(), QStringList{u"demo://notes/1"_s});
    EXPECT_FALSE(resourceUris().contains(u"demo://notes/1"_s));
    EXPECT_EQ(
        harness.request(Mcp::Method::ResourcesRead, {{"uri"_L1, u"demo://notes/1"_s}}).error().code,
        JsonRpc::ErrorCode::ResourceNotFound);
}

TEST_F(DemoServerNotes, ClearNotesIsAnnotatedDestructive)
{
    const QJsonArray tools = harness.request(Mcp::Method::ToolsList).result()["tools"_L1].toArray();
    QJsonObject clear;
    for (const QJsonValue &tool : tools) {
        if (tool["name"_L1] == u"clear_notes"_s)
            clear = tool.toObject();
    }
    EXPECT_TRUE(clear["annotations"_L1]["destructiveHint"_L1].toBool());
}

TEST_F(DemoServerNotes, SubscribeWithoutUriIsInvalidParams)
{
    EXPECT_EQ(harness.request(Mcp::Method::ResourcesSubscribe).error().code,
              JsonRpc::ErrorCode::InvalidParams);
}

TEST_F(DemoServerNotes, AddNoteWithoutTextIsAToolError)
{
    const QJsonObject result = harness.callTool(u"add_note"_s, {{"text"_L1, u""_s}});
    EXPECT_TRUE(result["isError"_L1].toBool());
}

} // namespace
