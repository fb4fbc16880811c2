// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionharness.h"
#include "support/qtprinters.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/pagedlist.h>

#include <QJsonArray>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace pagedlisttest {

struct PageResult
{
    bool done = false;
    QJsonArray items;
    int pages = 0;
    QString error;
    QString warning;
    bool remote = false;
    int remoteCode = 0;
    bool hasMore = false;
};

PageResult collectPages(SessionHarness &h, int maxPages = PagedList::kDefaultPageBudget)
{
    PageResult out;
    PagedList *list = PagedList::start(h.session.get(), u"tools/list"_s, u"tools"_s, {}, maxPages);
    QObject::connect(list, &PagedList::finished, list, [&out, list] {
        out.done = true;
        out.items = list->items();
        out.pages = list->pageCount();
        out.error = list->errorString();
        out.warning = list->warning();
        out.remote = list->isRemoteError();
        out.remoteCode = list->remoteError().code;
        out.hasMore = list->hasMore();
    });
    // The callers assert on out.done and the collected pages.
    static_cast<void>(QTest::qWaitFor([&out] { return out.done; }, 5000));
    return out;
}

QJsonObject toolsPage(const QStringList &names, const QJsonValue &nextCursor)
{
    QJsonArray tools;
    for (const QString &name : names)
        tools.append(QJsonObject{{"name"_L1, name}});
    QJsonObject result{{"tools"_L1, tools}};
    if (!nextCursor.isUndefined())
        result.insert("nextCursor"_L1, nextCursor);
    return result;
}

// tools/list in pages of one: "t0" first, then cursor "c1" -> "t1", ... up to pages.
void serveNumberedPages(SessionHarness &h, int pages)
{
    h.server->on(u"tools/list"_s, [&h, pages](const JsonRpcMessage &r) {
        const int at = r.paramsObject().value("cursor"_L1).toString().mid(1).toInt();
        h.server->respond(r,
                          toolsPage({u"t%1"_s.arg(at)},
                                    at + 1 < pages ? QJsonValue(u"c%1"_s.arg(at + 1))
                                                   : QJsonValue(QJsonValue::Undefined)));
    });
}

QStringList toolNames(const QJsonArray &items)
{
    QStringList names;
    for (const QJsonValue &item : items)
        names << item.toObject().value("name"_L1).toString();
    return names;
}

// A stepwise list of tools/list with every pageLoaded() recorded as "first:names".
struct Stepwise
{
    PagedList list{u"tools/list"_s, u"tools"_s};
    QStringList loaded;
    QSignalSpy finished{&list, &PagedList::finished};

    explicit Stepwise(McpSession *session)
    {
        list.setSession(session);
        QObject::connect(
            &list, &PagedList::pageLoaded, &list, [this](const QJsonArray &items, bool first) {
                loaded << u"%1:%2"_s.arg(first ? u"first"_s : u"more"_s,
                                         toolNames(items).join(u','));
            });
    }

    bool waitForRuns(int runs)
    {
        return QTest::qWaitFor([&] { return finished.count() >= runs; }, 5000)
               && finished.count() == runs;
    }
};

TEST(PagedList, FollowsCursorsIncludingEmptyString)
{
    SessionHarness h;
    h.server->on(u"tools/list"_s, [&h](const JsonRpcMessage &r) {
        const QJsonValue cursor = r.paramsObject().value("cursor"_L1);
        if (cursor.isUndefined())
            h.server->respond(r, toolsPage({u"a"_s}, u""_s)); // "" is a valid cursor
        else if (cursor.toString().isEmpty())
            h.server->respond(r, toolsPage({u"b"_s}, u"p3"_s));
        else
            h.server->respond(r, toolsPage({u"c"_s}, QJsonValue(QJsonValue::Null)));
    });
    ASSERT_TRUE(h.connectAndWait());
    const PageResult result = collectPages(h);
    ASSERT_TRUE(result.done);
    EXPECT_TRUE(result.error.isEmpty());
    EXPECT_TRUE(result.warning.isEmpty());
    EXPECT_EQ(result.pages, 3);
    ASSERT_EQ(result.items.size(), 3);
    EXPECT_EQ(result.items.at(2).toObject().value("name"_L1).toString(), u"c"_s);
}

TEST(PagedList, StopsOnRepeatedCursor)
{
    SessionHarness h;
    h.server->on(u"tools/list"_s, [&h](const JsonRpcMessage &r) {
        h.server->respond(r, toolsPage({u"x"_s}, u"same"_s));
    });
    ASSERT_TRUE(h.connectAndWait());
    const PageResult result = collectPages(h);
    EXPECT_EQ(result.pages, 2);
    EXPECT_EQ(result.items.size(), 2);
    EXPECT_EQ(result.warning, u"stopped paging: the server returned cursor \"same\" twice"_s);
    EXPECT_FALSE(result.hasMore);
    EXPECT_EQ(h.server->receivedWithMethod(u"tools/list"_s).size(), 2);
}

// MCP cursors are opaque strings: a number is neither sent back nor turned into "" (which
// would be a different, valid cursor); the listing stops and says why.
TEST(PagedList, StopsOnNonStringCursor)
{
    const struct
    {
        QJsonValue cursor;
        const char *typeWords;
    } rows[] = {
        {QJsonValue(2), "a number"},
        {QJsonValue(true), "a boolean"},
        {QJsonObject{{"page"_L1, 2}}, "an object"},
        {QJsonArray{u"c"_s}, "an array"},
    };
    for (const auto &row : rows) {
        SCOPED_TRACE(row.typeWords);
        SessionHarness h;
        h.server->on(u"tools/list"_s, [&h, &row](const JsonRpcMessage &r) {
            h.server->respond(r, toolsPage({u"a"_s}, row.cursor));
        });
        ASSERT_TRUE(h.connectAndWait());
        const PageResult result = collectPages(h);
        ASSERT_TRUE(result.done);
        EXPECT_TRUE(result.error.isEmpty());
        EXPECT_EQ(result.warning,
                  u"stopped paging: nextCursor is %1, not a string as MCP requires"_s.arg(
                      QString::fromLatin1(row.typeWords)));
        EXPECT_EQ(result.pages, 1);
        EXPECT_EQ(toolNames(result.items), QStringList{u"a"_s}); // the page itself is kept
        EXPECT_FALSE(result.hasMore);
        EXPECT_EQ(h.server->receivedWithMethod(u"tools/list"_s).size(), 1);
    }
}

TEST(PagedList, StopsAtPageLimit)
{
    SessionHarness h;
    int counter = 0;
    h.server->on(u"tools/list"_s, [&h, &counter](const JsonRpcMessage &r) {
        h.server->respond(r, toolsPage({u"x"_s}, QString::number(++counter)));
    });
    ASSERT_TRUE(h.connectAndWait());
    const PageResult result = collectPages(h, 5);
    EXPECT_EQ(result.pages, 5);
    EXPECT_EQ(result.items.size(), 5);
    EXPECT_EQ(result.warning, u"stopped after 5 pages; the server has more"_s);
    EXPECT_EQ(h.server->receivedWithMethod(u"tools/list"_s).size(), 5);
}

TEST(PagedList, ReportsMissingArray)
{
    SessionHarness h;
    h.server->on(u"tools/list"_s,
                 [&h](const JsonRpcMessage &r) { h.server->respond(r, QJsonObject{}); });
    ASSERT_TRUE(h.connectAndWait());
    const PageResult result = collectPages(h);
    EXPECT_EQ(result.error, u"the tools/list result has no \"tools\" array"_s);
    EXPECT_FALSE(result.remote);
}

// The CLI prints the code and lint tells -32601 apart, so an error page keeps it; the pages
// before it stay listed.
TEST(PagedList, RemoteErrorKeepsItsCode)
{
    SessionHarness h;
    h.server->on(u"tools/list"_s, [&h](const JsonRpcMessage &r) {
        if (r.paramsObject().contains("cursor"_L1))
            h.server->respondError(r, JsonRpc::ErrorCode::InvalidParams, u"bad cursor"_s);
        else
            h.server->respond(r, toolsPage({u"a"_s}, u"next"_s));
    });
    ASSERT_TRUE(h.connectAndWait());
    const PageResult result = collectPages(h);
    ASSERT_TRUE(result.done);
    EXPECT_TRUE(result.remote);
    EXPECT_EQ(result.remoteCode, JsonRpc::ErrorCode::InvalidParams);
    EXPECT_TRUE(result.error.contains(u"bad cursor"_s)) << qPrintable(result.error);
    EXPECT_EQ(result.pages, 2);
    EXPECT_EQ(toolNames(result.items), QStringList{u"a"_s});
    EXPECT_FALSE(result.hasMore);
}

TEST(PagedList, OneShotDeletesItselfAfterFinished)
{
    SessionHarness h;
    serveNumberedPages(h, 1);
    ASSERT_TRUE(h.connectAndWait());
    QPointer<PagedList> list = PagedList::start(h.session.get(), u"tools/list"_s, u"tools"_s);
    QSignalSpy finished(list.data(), &PagedList::finished);
    ASSERT_TRUE(QTest::qWaitFor([&] { return list.isNull(); }, 5000));
    EXPECT_EQ(finished.count(), 1);
}

// Each run follows at most the budget; loadMore() goes on from the cursor it stopped at, and
// only the first page of a listing says "first". No warning: pausing is not a failure.
TEST(PagedList, StepwiseRunsFollowTheBudgetAndLoadMoreContinues)
{
    SessionHarness h;
    serveNumberedPages(h, 5);
    ASSERT_TRUE(h.connectAndWait());
    Stepwise s(h.session.get());
    s.list.setPageBudget(2);
    s.list.restart();
    ASSERT_TRUE(s.waitForRuns(1));
    EXPECT_EQ(s.loaded, (QStringList{u"first:t0"_s, u"more:t1"_s}));
    EXPECT_TRUE(s.list.hasMore());
    EXPECT_FALSE(s.list.isLoading());
    EXPECT_TRUE(s.list.warning().isEmpty());
    EXPECT_EQ(s.list.pageCount(), 2);

    s.list.loadMore();
    EXPECT_TRUE(s.list.isLoading());
    ASSERT_TRUE(s.waitForRuns(2));
    EXPECT_EQ(s.loaded.mid(2), (QStringList{u"more:t2"_s, u"more:t3"_s}));
    EXPECT_TRUE(s.list.hasMore());

    s.list.loadMore();
    ASSERT_TRUE(s.waitForRuns(3));
    EXPECT_EQ(s.loaded.mid(4), QStringList{u"more:t4"_s});
    EXPECT_FALSE(s.list.hasMore());
    EXPECT_EQ(s.list.pageCount(), 5);
    EXPECT_EQ(toolNames(s.list.items()),
              (QStringList{u"t0"_s, u"t1"_s, u"t2"_s, u"t3"_s, u"t4"_s}));
    const QStringList cursors = [&h] {
        QStringList sent;
        for (const JsonRpcMessage &r : h.server->receivedWithMethod(u"tools/list"_s))
            sent << r.paramsObject().value("cursor"_L1).toString();
        return sent;
    }();
    EXPECT_EQ(cursors, (QStringList{QString(), u"c1"_s, u"c2"_s, u"c3"_s, u"c4"_s}));

    s.list.loadMore(); // nothing more: no request, no run
    EXPECT_FALSE(s.list.isLoading());
    EXPECT_EQ(h.server->receivedWithMethod(u"tools/list"_s).size(), 5);
}

TEST(PagedList, StepwiseRestartListsFromTheFirstPageAndStaysAlive)
{
    SessionHarness h;
    serveNumberedPages(h, 2);
    ASSERT_TRUE(h.connectAndWait());
    Stepwise s(h.session.get());
    s.list.restart();
    ASSERT_TRUE(s.waitForRuns(1));
    s.list.restart();
    ASSERT_TRUE(s.waitForRuns(2));
    EXPECT_EQ(s.loaded, (QStringList{u"first:t0"_s, u"more:t1"_s, u"first:t0"_s, u"more:t1"_s}));
    EXPECT_EQ(toolNames(s.list.items()), (QStringList{u"t0"_s, u"t1"_s}));
    EXPECT_EQ(s.list.pageCount(), 2);
}

// A restart() while a page is on its way: that page, answered late, belongs to the abandoned
// run and is neither shown nor followed.
TEST(PagedList, RestartSupersedesTheRunUnderWay)
{
    SessionHarness h;
    QList<JsonRpcMessage> held;
    h.server->on(u"tools/list"_s, [&held](const JsonRpcMessage &r) { held << r; });
    ASSERT_TRUE(h.connectAndWait());
    Stepwise s(h.session.get());
    s.list.restart();
    ASSERT_TRUE(QTest::qWaitFor([&] { return held.size() == 1; }, 5000));
    s.list.restart();
    ASSERT_TRUE(QTest::qWaitFor([&] { return held.size() == 2; }, 5000));
    h.server->respond(held.at(1), toolsPage({u"new"_s}, QJsonValue(QJsonValue::Undefined)));
    h.server->respond(held.at(0), toolsPage({u"old"_s}, u"old-next"_s));
    ASSERT_TRUE(s.waitForRuns(1));
    QTest::qWait(0); // anything the late page could still set off
    EXPECT_EQ(s.loaded, QStringList{u"first:new"_s});
    EXPECT_EQ(toolNames(s.list.items()), QStringList{u"new"_s});
    EXPECT_FALSE(s.list.hasMore());
    EXPECT_EQ(h.server->receivedWithMethod(u"tools/list"_s).size(), 2);
    EXPECT_EQ(s.finished.count(), 1);
}

// setSession() forgets the old session's listing; its late answer is ignored too.
TEST(PagedList, SetSessionAbandonsTheRunUnderWay)
{
    SessionHarness h;
    QList<JsonRpcMessage> held;
    h.server->on(u"tools/list"_s, [&held](const JsonRpcMessage &r) { held << r; });
    ASSERT_TRUE(h.connectAndWait());
    Stepwise s(h.session.get());
    s.list.restart();
    ASSERT_TRUE(QTest::qWaitFor([&] { return held.size() == 1; }, 5000));
    s.list.setSession(nullptr);
    EXPECT_FALSE(s.list.isLoading());
    h.server->respond(held.at(0), toolsPage({u"late"_s}, QJsonValue(QJsonValue::Undefined)));
    QTest::qWait(0);
    EXPECT_TRUE(s.loaded.isEmpty());
    EXPECT_EQ(s.finished.count(), 0);
    EXPECT_TRUE(s.list.items().isEmpty());
    s.list.restart(); // no session: nothing is sent
    EXPECT_FALSE(s.list.isLoading());
}

TEST(PagedList, StepwiseStopsOnRepeatedCursorWithoutLoadMore)
{
    SessionHarness h;
    h.server->on(u"tools/list"_s, [&h](const JsonRpcMessage &r) {
        h.server->respond(r, toolsPage({u"x"_s}, u"same"_s));
    });
    ASSERT_TRUE(h.connectAndWait());
    Stepwise s(h.session.get());
    s.list.setPageBudget(1);
    s.list.restart();
    ASSERT_TRUE(s.waitForRuns(1));
    EXPECT_TRUE(s.list.hasMore()); // "same" has not been seen yet
    s.list.loadMore();
    ASSERT_TRUE(s.waitForRuns(2));
    EXPECT_FALSE(s.list.hasMore());
    EXPECT_TRUE(s.list.warning().contains(u"twice"_s)) << qPrintable(s.list.warning());
    EXPECT_EQ(s.loaded, (QStringList{u"first:x"_s, u"more:x"_s}));
}

} // namespace pagedlisttest
