// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <core/mcp/mcpsession.h>
#include <core/mcp/pagedlist.h>
#include <core/schema/schemaformmodel.h>
#include <ui/activity/pingcontrol.h>
#include <ui/completion/completioncontroller.h>
#include <ui/forms/schemaformview.h>
#include <ui/prompts/promptlistmodel.h>
#include <ui/prompts/promptspane.h>
#include <ui/resources/resourcelistmodel.h>
#include <ui/resources/resourcescontroller.h>
#include <ui/resources/resourcespane.h>
#include <ui/tools/toollistmodel.h>
#include <ui/tools/toollistpane.h>

#include <QCheckBox>
#include <QJsonArray>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QTreeView>

#include <gtest/gtest.h>
#include <support/faketransport.h>

using namespace Qt::StringLiterals;

namespace {

// The server-feature panes against a ScriptedServer: exact control over pages, cursors,
// notifications and answers that never come.
class ServerFeaturePanesTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        auto transport = std::make_unique<FakeTransport>();
        m_transport = transport.get();
        m_server = new ScriptedServer(m_transport);
        m_session = std::make_unique<McpSession>(std::move(transport));
        setCapabilities({{"resources"_L1, QJsonObject{{"subscribe"_L1, true}}},
                         {"prompts"_L1, QJsonObject{}},
                         {"tools"_L1, QJsonObject{}},
                         {"completions"_L1, QJsonObject{}}});
        m_server->on(u"resources/templates/list"_s, [this](const JsonRpcMessage &request) {
            m_server->respond(request, QJsonObject{{"resourceTemplates"_L1, QJsonArray{}}});
        });
    }

    void setCapabilities(const QJsonObject &capabilities)
    {
        m_server->on(u"initialize"_s, [this, capabilities](const JsonRpcMessage &request) {
            m_server->respond(
                request,
                QJsonObject{{"protocolVersion"_L1, u"2025-11-25"_s},
                            {"capabilities"_L1, capabilities},
                            {"serverInfo"_L1,
                             QJsonObject{{"name"_L1, u"scripted"_s}, {"version"_L1, u"1"_s}}}});
        });
    }

    void connectSession()
    {
        m_session->connectToServer();
        ASSERT_TRUE(
            UiTest::waitFor([this] { return m_session->state() == McpSession::State::Ready; }));
    }

    // resources/list in pages of one: "r0" on the first page, then cursor "c1" -> "r1", ...
    void serveResourcePages(int pages)
    {
        m_server->on(u"resources/list"_s, [this, pages](const JsonRpcMessage &request) {
            const int page = request.paramsObject().value("cursor"_L1).toString().mid(1).toInt();
            QJsonObject result{{"resources"_L1,
                                QJsonArray{QJsonObject{{"uri"_L1, u"test://r%1"_s.arg(page)},
                                                       {"name"_L1, u"r%1"_s.arg(page)}}}}};
            if (page + 1 < pages)
                result.insert("nextCursor"_L1, u"c%1"_s.arg(page + 1));
            m_server->respond(request, result);
        });
    }

    void notify(const QString &method, const QJsonObject &params = {})
    {
        m_transport->deliver(
            QJsonObject{{"jsonrpc"_L1, u"2.0"_s}, {"method"_L1, method}, {"params"_L1, params}});
    }

    FakeTransport *m_transport = nullptr;
    ScriptedServer *m_server = nullptr;
    std::unique_ptr<McpSession> m_session;
};

TEST_F(ServerFeaturePanesTest, FollowsEveryPageByDefault)
{
    serveResourcePages(3);
    ResourcesPane pane;
    UiTest::ModelChecker checker(pane.controller()->resources());
    pane.setSession(m_session.get());
    connectSession();
    ResourceListModel *model = pane.controller()->resources();
    ASSERT_TRUE(UiTest::waitFor([model] { return model->rowCount() == 3; }));
    EXPECT_EQ(model->uriAt(2), u"test://r2"_s);
    ASSERT_TRUE(UiTest::waitFor([&pane] { return !pane.controller()->isLoading(); }));
    EXPECT_EQ(pane.controller()->resourceLoader()->pageCount(), 3);
    EXPECT_FALSE(UiTest::find<QPushButton>(&pane, u"loadMoreButton"_s)->isVisibleTo(&pane));
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST_F(ServerFeaturePanesTest, OnePagePerClickWhenAllPagesIsOff)
{
    serveResourcePages(3);
    ResourcesPane pane;
    UiTest::ModelChecker checker(pane.controller()->resources());
    UiTest::find<QCheckBox>(&pane, u"allPagesCheck"_s)->setChecked(false);
    pane.setSession(m_session.get());
    connectSession();
    ResourceListModel *model = pane.controller()->resources();
    auto *loadMore = UiTest::find<QPushButton>(&pane, u"loadMoreButton"_s);
    ASSERT_TRUE(UiTest::waitFor([&] { return model->rowCount() == 1 && loadMore->isEnabled(); }));
    EXPECT_TRUE(loadMore->isVisibleTo(&pane));
    QTest::mouseClick(loadMore, Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([&] { return model->rowCount() == 2 && loadMore->isEnabled(); }));
    QTest::mouseClick(loadMore, Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([&] { return model->rowCount() == 3; }));
    ASSERT_TRUE(UiTest::waitFor([&] { return !pane.controller()->isLoading(); }));
    EXPECT_FALSE(loadMore->isVisibleTo(&pane)); // the last page had no nextCursor
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST_F(ServerFeaturePanesTest, ARepeatedCursorStopsTheListing)
{
    m_server->on(u"resources/list"_s, [this](const JsonRpcMessage &request) {
        m_server->respond(
            request,
            QJsonObject{{"resources"_L1, QJsonArray{QJsonObject{{"uri"_L1, u"x://a"_s}}}},
                        {"nextCursor"_L1, u"same"_s}});
    });
    ResourcesPane pane;
    pane.setSession(m_session.get());
    connectSession();
    PagedList *loader = pane.controller()->resourceLoader();
    ASSERT_TRUE(
        UiTest::waitFor([&] { return !loader->isLoading() && !loader->warning().isEmpty(); }));
    EXPECT_EQ(loader->pageCount(), 2);
    EXPECT_FALSE(loader->hasMore());
}

TEST_F(ServerFeaturePanesTest, ListChangedListsAgainAndKeepsTheSelection)
{
    int listings = 0;
    m_server->on(u"resources/list"_s, [this, &listings](const JsonRpcMessage &request) {
        ++listings;
        QJsonArray resources{QJsonObject{{"uri"_L1, u"x://b"_s}, {"name"_L1, u"b"_s}}};
        if (listings > 1)
            resources.prepend(QJsonObject{{"uri"_L1, u"x://a"_s}, {"name"_L1, u"a"_s}});
        m_server->respond(request, QJsonObject{{"resources"_L1, resources}});
    });
    ResourcesPane pane;
    pane.setSession(m_session.get());
    connectSession();
    ASSERT_TRUE(UiTest::waitFor([&] { return pane.selectResource(u"x://b"_s); }));
    notify(u"notifications/resources/list_changed"_s);
    ASSERT_TRUE(UiTest::waitFor([&] { return pane.controller()->resources()->rowCount() == 2; }));
    ASSERT_TRUE(UiTest::waitFor([&] { return !pane.controller()->isLoading(); }));
    EXPECT_EQ(pane.selectedUri(), u"x://b"_s);
    EXPECT_EQ(pane.resourceView()->currentIndex().data(ResourceListModel::UriRole).toString(),
              u"x://b"_s);
}

TEST_F(ServerFeaturePanesTest, SubscribeIsOfferedOnlyWhenTheServerSaysSo)
{
    setCapabilities({{"resources"_L1, QJsonObject{}}});
    serveResourcePages(1);
    ResourcesPane pane;
    pane.setSession(m_session.get());
    connectSession();
    ASSERT_TRUE(UiTest::waitFor([&] { return pane.selectResource(u"test://r0"_s); }));
    EXPECT_FALSE(pane.controller()->canSubscribe());
    EXPECT_FALSE(UiTest::find<QPushButton>(&pane, u"subscribeButton"_s)->isVisibleTo(&pane));
}

TEST_F(ServerFeaturePanesTest, ARefusedSubscriptionIsTakenBack)
{
    serveResourcePages(1);
    m_server->on(u"resources/subscribe"_s, [this](const JsonRpcMessage &request) {
        m_server->respondError(request, -32602, u"no such resource"_s);
    });
    ResourcesPane pane;
    pane.setSession(m_session.get());
    connectSession();
    ASSERT_TRUE(UiTest::waitFor([&] { return pane.selectResource(u"test://r0"_s); }));
    QTest::mouseClick(UiTest::find<QPushButton>(&pane, u"subscribeButton"_s), Qt::LeftButton);
    ResourceListModel *model = pane.controller()->resources();
    EXPECT_TRUE(model->isSubscribed(u"test://r0"_s)); // at once, optimistically
    ASSERT_TRUE(UiTest::waitFor([&] { return !model->isSubscribed(u"test://r0"_s); }));
    EXPECT_EQ(UiTest::find<QPushButton>(&pane, u"subscribeButton"_s)->text(), u"Subscribe"_s);
}

TEST_F(ServerFeaturePanesTest, AnUpdateMarksTheRowAndReReadsWhenAsked)
{
    serveResourcePages(1);
    int reads = 0;
    m_server->on(u"resources/read"_s, [this, &reads](const JsonRpcMessage &request) {
        ++reads;
        m_server->respond(
            request,
            QJsonObject{{"contents"_L1,
                         QJsonArray{QJsonObject{{"uri"_L1, u"test://r0"_s},
                                                {"text"_L1, u"version %1"_s.arg(reads)}}}}});
    });
    ResourcesPane pane;
    pane.setSession(m_session.get());
    connectSession();
    ResourceListModel *model = pane.controller()->resources();
    ASSERT_TRUE(UiTest::waitFor([&] { return model->rowCount() == 1; }));
    notify(u"notifications/resources/updated"_s, {{"uri"_L1, u"test://r0"_s}});
    EXPECT_TRUE(model->isUpdated(u"test://r0"_s));
    EXPECT_EQ(reads, 0);
    pane.controller()->setAutoReread(u"test://r0"_s, true);
    notify(u"notifications/resources/updated"_s, {{"uri"_L1, u"test://r0"_s}});
    ASSERT_TRUE(UiTest::waitFor([&] { return reads == 1; }));
    ASSERT_TRUE(UiTest::waitFor([&] { return !model->isUpdated(u"test://r0"_s); }));
}

TEST_F(ServerFeaturePanesTest, ANewKeystrokeCancelsTheCompletionStillUnanswered)
{
    m_server->on(u"prompts/list"_s, [this](const JsonRpcMessage &request) {
        m_server->respond(
            request,
            QJsonObject{{"prompts"_L1,
                         QJsonArray{QJsonObject{
                             {"name"_L1, u"p"_s},
                             {"arguments"_L1, QJsonArray{QJsonObject{{"name"_L1, u"city"_s}}}}}}}});
    });
    // completion/complete is never answered.
    PromptsPane pane;
    pane.completion()->setDebounceMs(10);
    pane.setSession(m_session.get());
    connectSession();
    ASSERT_TRUE(UiTest::waitFor([&] { return pane.selectPrompt(u"p"_s); }));
    auto *city = qobject_cast<QLineEdit *>(pane.form()->inputAt(u"/city"_s));
    ASSERT_NE(city, nullptr);
    QTest::keyClick(city, Qt::Key_B);
    ASSERT_TRUE(UiTest::waitFor(
        [&] { return m_server->receivedWithMethod(u"completion/complete"_s).size() == 1; }));
    QTest::keyClick(city, Qt::Key_E);
    ASSERT_TRUE(UiTest::waitFor(
        [&] { return m_server->receivedWithMethod(u"completion/complete"_s).size() == 2; }));
    const QList<JsonRpcMessage> requests = m_server->receivedWithMethod(u"completion/complete"_s);
    const QList<JsonRpcMessage> cancels
        = m_server->receivedWithMethod(u"notifications/cancelled"_s);
    ASSERT_EQ(cancels.size(), 1);
    EXPECT_EQ(cancels.first().paramsObject().value("requestId"_L1), requests.first().id().toJson());
    EXPECT_EQ(requests.last().paramsObject()["argument"_L1]["value"_L1].toString(), u"be"_s);
}

TEST_F(ServerFeaturePanesTest, NoCompletionWithoutTheCapability)
{
    setCapabilities({{"prompts"_L1, QJsonObject{}}});
    m_server->on(u"prompts/list"_s, [this](const JsonRpcMessage &request) {
        m_server->respond(
            request,
            QJsonObject{{"prompts"_L1,
                         QJsonArray{QJsonObject{
                             {"name"_L1, u"p"_s},
                             {"arguments"_L1, QJsonArray{QJsonObject{{"name"_L1, u"city"_s}}}}}}}});
    });
    m_server->on(u"prompts/get"_s, [this](const JsonRpcMessage &request) {
        m_server->respond(request, QJsonObject{{"messages"_L1, QJsonArray{}}});
    });
    PromptsPane pane;
    pane.completion()->setDebounceMs(0);
    pane.setSession(m_session.get());
    connectSession();
    ASSERT_TRUE(UiTest::waitFor([&] { return pane.selectPrompt(u"p"_s); }));
    QTest::keyClicks(qobject_cast<QLineEdit *>(pane.form()->inputAt(u"/city"_s)), u"Be"_s);
    // A request that follows proves the event loop ran past the (zero) debounce.
    pane.getPrompt();
    ASSERT_TRUE(UiTest::waitFor([&] { return !pane.isGetting(); }));
    EXPECT_TRUE(m_server->receivedWithMethod(u"completion/complete"_s).isEmpty());
}

TEST_F(ServerFeaturePanesTest, ToolsListChangedKeepsTheSelectedTool)
{
    int listings = 0;
    m_server->on(u"tools/list"_s, [this, &listings](const JsonRpcMessage &request) {
        ++listings;
        const auto tool = [](const QString &name) {
            return QJsonObject{{"name"_L1, name},
                               {"inputSchema"_L1, QJsonObject{{"type"_L1, u"object"_s}}}};
        };
        QJsonArray tools{tool(u"b"_s)};
        if (listings > 1)
            tools.prepend(tool(u"a"_s));
        m_server->respond(request, QJsonObject{{"tools"_L1, tools}});
    });
    ToolListPane pane;
    pane.setSession(m_session.get());
    connectSession();
    ASSERT_TRUE(UiTest::waitFor([&] { return pane.selectTool(u"b"_s); }));
    notify(u"notifications/tools/list_changed"_s);
    ASSERT_TRUE(UiTest::waitFor([&] { return pane.model()->rowCount() == 2; }));
    EXPECT_EQ(pane.view()->currentIndex().data().toString(), u"b"_s);
}

} // namespace

namespace {

TEST_F(ServerFeaturePanesTest, PromptsListChangedKeepsThePromptAndWhatWasTyped)
{
    int listings = 0;
    m_server->on(u"prompts/list"_s, [this, &listings](const JsonRpcMessage &request) {
        ++listings;
        QJsonArray prompts{
            QJsonObject{{"name"_L1, u"b"_s},
                        {"arguments"_L1, QJsonArray{QJsonObject{{"name"_L1, u"topic"_s}}}}}};
        if (listings > 1)
            prompts.prepend(QJsonObject{{"name"_L1, u"a"_s}});
        m_server->respond(request, QJsonObject{{"prompts"_L1, prompts}});
    });
    PromptsPane pane;
    UiTest::ModelChecker checker(pane.model());
    pane.setSession(m_session.get());
    connectSession();
    ASSERT_TRUE(UiTest::waitFor([&] { return pane.selectPrompt(u"b"_s); }));
    QTest::keyClicks(qobject_cast<QLineEdit *>(pane.form()->inputAt(u"/topic"_s)), u"cats"_s);
    notify(u"notifications/prompts/list_changed"_s);
    ASSERT_TRUE(UiTest::waitFor([&] { return pane.model()->rowCount() == 2; }));
    ASSERT_TRUE(UiTest::waitFor([&] {
        return pane.view()->currentIndex().data(PromptListModel::NameRole).toString() == u"b"_s;
    }));
    EXPECT_EQ(pane.form()->model()->value()["topic"_L1].toString(), u"cats"_s);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST_F(ServerFeaturePanesTest, PeriodicPingKeepsPinging)
{
    PingControl ping;
    ping.setSession(m_session.get());
    connectSession();
    ping.setPeriodic(true, 1);
    ASSERT_TRUE(
        UiTest::waitFor([&] { return m_server->receivedWithMethod(u"ping"_s).size() >= 2; }, 5000));
    ping.setPeriodic(false, 1);
    ASSERT_TRUE(UiTest::waitFor([&] { return !ping.isPinging(); }));
    EXPECT_GE(ping.lastLatencyMs(), 0);
    EXPECT_TRUE(ping.resultText().contains(u" ms at "_s));
}

} // namespace
