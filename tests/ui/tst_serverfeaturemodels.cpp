// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>
#include <ui/activity/inflightmodel.h>
#include <ui/logging/serverlogfilter.h>
#include <ui/logging/serverlogmodel.h>
#include <ui/prompts/promptlistmodel.h>
#include <ui/resources/resourcelistmodel.h>
#include <ui/widgets/mcpicons.h>

#include <QBuffer>
#include <QImage>
#include <QJsonArray>
#include <QSignalSpy>

#include <gtest/gtest.h>
#include <support/faketransport.h>

using namespace Qt::StringLiterals;

// The models of the server-feature panes, each under QAbstractItemModelTester.

namespace {

QJsonObject resource(const QString &uri, const QJsonObject &extra = {})
{
    QJsonObject entry{{"uri"_L1, uri}, {"name"_L1, uri.section(u'/', -1)}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        entry.insert(it.key(), it.value());
    return entry;
}

void expectClean(const UiTest::ModelChecker &checker)
{
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

} // namespace

TEST(ResourceListModel, PagesAppendAndColumnsDescribeEachResource)
{
    ResourceListModel model(ResourceListModel::Kind::Resources);
    UiTest::ModelChecker checker(&model);
    model.setEntries({resource(u"a://one"_s,
                               {{"title"_L1, u"One"_s},
                                {"mimeType"_L1, u"text/plain"_s},
                                {"size"_L1, 2048},
                                {"annotations"_L1,
                                 QJsonObject{{"audience"_L1, QJsonArray{u"user"_s, u"assistant"_s}},
                                             {"priority"_L1, 0.8}}}})});
    model.appendEntries({resource(u"a://two"_s), resource(u"a://three"_s)});
    model.appendEntries({});
    ASSERT_EQ(model.rowCount(), 3);
    EXPECT_EQ(model.rowOfUri(u"a://three"_s), 2);
    EXPECT_EQ(model.index(0, ResourceListModel::NameColumn).data().toString(), u"One"_s);
    EXPECT_EQ(model.index(1, ResourceListModel::NameColumn).data().toString(), u"two"_s);
    EXPECT_EQ(model.index(0, ResourceListModel::SizeColumn).data().toString(), u"2.0 KB"_s);
    EXPECT_EQ(model.index(0, ResourceListModel::AnnotationsColumn).data().toString(),
              u"audience: user, assistant · priority 0.8"_s);
    EXPECT_EQ(model.headerData(ResourceListModel::UriColumn, Qt::Horizontal, Qt::DisplayRole),
              u"URI"_s);
    expectClean(checker);
}

TEST(ResourceListModel, TemplatesAreKeyedByTheirUriTemplate)
{
    ResourceListModel model(ResourceListModel::Kind::Templates);
    UiTest::ModelChecker checker(&model);
    model.setEntries({QJsonObject{{"uriTemplate"_L1, u"demo://greetings/{name}"_s},
                                  {"name"_L1, u"greeting"_s}}});
    EXPECT_EQ(model.rowOfUri(u"demo://greetings/{name}"_s), 0);
    EXPECT_EQ(model.index(0, ResourceListModel::UriColumn).data().toString(),
              u"demo://greetings/{name}"_s);
    EXPECT_EQ(model.headerData(ResourceListModel::UriColumn, Qt::Horizontal, Qt::DisplayRole),
              u"URI template"_s);
    expectClean(checker);
}

TEST(ResourceListModel, MarksBelongToTheUriAndSurviveANewListing)
{
    ResourceListModel model(ResourceListModel::Kind::Resources);
    UiTest::ModelChecker checker(&model);
    model.setEntries({resource(u"a://one"_s), resource(u"a://two"_s)});
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setUpdated(u"a://two"_s, true);
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(changed.at(0).at(0).toModelIndex().row(), 1);
    model.setUpdated(u"a://two"_s, true); // no change, no signal
    EXPECT_EQ(changed.count(), 1);
    model.setSubscribed(u"a://one"_s, true);
    model.setEntries({resource(u"a://zero"_s), resource(u"a://one"_s), resource(u"a://two"_s)});
    EXPECT_TRUE(model.index(2, 0).data(ResourceListModel::UpdatedRole).toBool());
    EXPECT_TRUE(model.index(2, 0).data(Qt::BackgroundRole).isValid()); // highlighted
    EXPECT_TRUE(model.index(1, 0).data(ResourceListModel::SubscribedRole).toBool());
    EXPECT_FALSE(model.index(0, 0).data(ResourceListModel::UpdatedRole).toBool());
    model.clearMarks();
    EXPECT_FALSE(model.isUpdated(u"a://two"_s));
    EXPECT_FALSE(model.isSubscribed(u"a://one"_s));
    expectClean(checker);
}

TEST(PromptListModel, PagesAppendAndTitlesShow)
{
    PromptListModel model;
    UiTest::ModelChecker checker(&model);
    model.setPrompts({QJsonObject{{"name"_L1, u"summarize"_s}, {"title"_L1, u"Summarize"_s}}});
    model.appendPrompts({QJsonObject{{"name"_L1, u"review"_s}}, QJsonObject{}});
    ASSERT_EQ(model.rowCount(), 3);
    EXPECT_EQ(model.index(0).data().toString(), u"summarize — Summarize"_s);
    EXPECT_EQ(model.index(1).data().toString(), u"review"_s);
    EXPECT_EQ(model.index(2).data().toString(), u"(unnamed prompt #3)"_s);
    EXPECT_EQ(model.rowOf(u"review"_s), 1);
    model.clear();
    EXPECT_EQ(model.rowCount(), 0);
    expectClean(checker);
}

TEST(ServerLogModel, RowsKeepLevelLoggerAndDataAndTheFilterSelectsThem)
{
    ServerLogModel model;
    ServerLogFilter filter;
    filter.setSourceModel(&model);
    UiTest::ModelChecker checker(&model);
    UiTest::ModelChecker filterChecker(&filter);
    const QDateTime now = QDateTime::currentDateTime();
    model.append({{"level"_L1, u"info"_s}, {"logger"_L1, u"db"_s}, {"data"_L1, u"connected"_s}},
                 now);
    model.append({{"level"_L1, u"error"_s},
                  {"logger"_L1, u"db"_s},
                  {"data"_L1, QJsonObject{{"code"_L1, 42}}}},
                 now);
    model.append({{"level"_L1, u"shouting"_s}, {"data"_L1, u"unknown level"_s}}, now);
    ASSERT_EQ(model.rowCount(), 3);
    EXPECT_EQ(model.index(1, ServerLogModel::DataColumn).data().toString(), u"{\"code\":42}"_s);
    EXPECT_EQ(model.index(2, ServerLogModel::LevelColumn).data().toString(), u"shouting"_s);
    EXPECT_EQ(model.index(2, 0).data(ServerLogModel::SeverityRole).toInt(), -1);
    EXPECT_TRUE(model.index(1, ServerLogModel::LevelColumn).data(Qt::ForegroundRole).isValid());
    EXPECT_FALSE(model.index(0, ServerLogModel::LevelColumn).data(Qt::ForegroundRole).isValid());

    filter.setMinimumSeverity(ServerLogModel::severityOf(u"warning"_s));
    ASSERT_EQ(filter.rowCount(), 2); // error, and the unknown level, which is never hidden
    EXPECT_EQ(filter.index(0, ServerLogModel::LevelColumn).data().toString(), u"error"_s);
    EXPECT_EQ(filter.index(1, ServerLogModel::LevelColumn).data().toString(), u"shouting"_s);
    filter.setMinimumSeverity(0);
    filter.setText(u"CONNECTED"_s);
    EXPECT_EQ(filter.rowCount(), 1);
    filter.setText({});
    EXPECT_EQ(filter.rowCount(), 3);
    expectClean(checker);
    expectClean(filterChecker);
}

TEST(ServerLogModel, KeepsOnlyTheNewestRows)
{
    ServerLogModel model;
    EXPECT_EQ(model.maxRows(), ServerLogModel::kMaxRows);
    model.setMaxRows(50); // the model tester checks every row at each insert: keep it small
    UiTest::ModelChecker checker(&model);
    for (int i = 0; i < 50 + 3; ++i)
        model.append({{"level"_L1, u"info"_s}, {"data"_L1, i}}, QDateTime::currentDateTime());
    EXPECT_EQ(model.rowCount(), 50);
    EXPECT_EQ(model.entry(0).data.toInt(), 3);
    model.clear();
    EXPECT_EQ(model.rowCount(), 0);
    expectClean(checker);
}

TEST(InFlightModel, FollowsRequestsFromStartToFinishWithProgressAndCountdown)
{
    auto transport = std::make_unique<FakeTransport>();
    FakeTransport *fake = transport.get();
    auto *server = new ScriptedServer(fake);
    McpSession session(std::move(transport));
    session.connectToServer();
    ASSERT_TRUE(
        UiTest::waitFor([&session] { return session.state() == McpSession::State::Ready; }));
    InFlightModel model;
    UiTest::ModelChecker checker(&model);
    model.setSession(&session);

    RequestOptions options;
    options.withProgress = true;
    options.timeoutMs = 30000;
    PendingRequest *first = session.sendRequest(u"tools/call"_s, {{"name"_L1, u"slow"_s}}, options);
    PendingRequest *second = session.sendRequest(u"resources/list"_s);
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.index(0, InFlightModel::MethodColumn).data().toString(),
              u"tools/call #%1 (slow)"_s.arg(first->id().displayText()));
    EXPECT_EQ(model.index(0, InFlightModel::ProgressColumn).data().toString(), u"waiting"_s);
    EXPECT_EQ(model.index(0, 0).data(InFlightModel::ProgressFractionRole).toDouble(), -1.0);
    EXPECT_GT(model.index(0, 0).data(InFlightModel::RemainingMsRole).toInt(), 25000);

    fake->deliver(QJsonObject{{"jsonrpc"_L1, u"2.0"_s},
                              {"method"_L1, u"notifications/progress"_s},
                              {"params"_L1,
                               QJsonObject{{"progressToken"_L1, first->id().toJson()},
                                           {"progress"_L1, 1},
                                           {"total"_L1, 4},
                                           {"message"_L1, u"copying"_s}}}});
    EXPECT_EQ(model.index(0, 0).data(InFlightModel::ProgressFractionRole).toDouble(), 0.25);
    EXPECT_EQ(model.index(0, InFlightModel::MessageColumn).data().toString(), u"copying"_s);

    server->respond(JsonRpcMessage::request(second->id(), u"resources/list"_s),
                    QJsonObject{{"resources"_L1, QJsonArray{}}});
    ASSERT_EQ(model.rowCount(), 1); // the answered one went
    model.cancel(0);
    EXPECT_EQ(model.rowCount(), 0);
    ASSERT_EQ(fake->sentWithMethod(u"notifications/cancelled"_s).size(), 1);
    expectClean(checker);
}

TEST(InFlightModel, FormatsTimes)
{
    EXPECT_EQ(InFlightModel::formatSeconds(1234), u"1.2 s"_s);
    EXPECT_EQ(InFlightModel::formatSeconds(59600), u"60 s"_s);
}

TEST(McpIcons, DecodesDataUrisAndNeverFetchesRemoteIcons)
{
    QImage image(4, 4, QImage::Format_ARGB32);
    image.fill(Qt::red);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    ASSERT_TRUE(image.save(&buffer, "PNG"));
    const QString dataUri = u"data:image/png;base64,"_s + QString::fromLatin1(png.toBase64());
    const QJsonObject local{
        {"icons"_L1,
         QJsonArray{QJsonObject{{"src"_L1, dataUri}, {"mimeType"_L1, u"image/png"_s}}}}};
    EXPECT_FALSE(McpIcons::fromEntry(local).isNull());
    const QJsonObject remote{
        {"icons"_L1, QJsonArray{QJsonObject{{"src"_L1, u"https://example.com/icon.png"_s}}}}};
    EXPECT_TRUE(McpIcons::fromEntry(remote).isNull());
    const QJsonObject broken{
        {"icons"_L1, QJsonArray{QJsonObject{{"src"_L1, u"data:image/png;base64,@@@"_s}}}}};
    EXPECT_TRUE(McpIcons::fromEntry(broken).isNull());
}
