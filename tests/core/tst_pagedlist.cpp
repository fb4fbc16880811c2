// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionharness.h"
#include "support/qtprinters.h"

#include <core/mcp/pagedlist.h>

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct PageResult
{
    bool done = false;
    QJsonArray items;
    int pages = 0;
    QString error;
    QString warning;
};

PageResult collect(SessionHarness &h, int maxPages = 64)
{
    PageResult out;
    PagedList *list = PagedList::start(h.session.get(), u"tools/list"_s, u"tools"_s, {}, maxPages);
    QObject::connect(list, &PagedList::finished, list, [&out, list] {
        out.done = true;
        out.items = list->items();
        out.pages = list->pageCount();
        out.error = list->errorString();
        out.warning = list->warning();
    });
    // The callers assert on out.done and the collected pages.
    static_cast<void>(QTest::qWaitFor([&out] { return out.done; }, 5000));
    return out;
}

QJsonObject page(const QStringList &names, const QJsonValue &nextCursor)
{
    QJsonArray tools;
    for (const QString &name : names)
        tools.append(QJsonObject{{"name"_L1, name}});
    QJsonObject result{{"tools"_L1, tools}};
    if (!nextCursor.isUndefined())
        result.insert("nextCursor"_L1, nextCursor);
    return result;
}

TEST(PagedList, FollowsCursorsIncludingEmptyString)
{
    SessionHarness h;
    h.server->on(u"tools/list"_s, [&h](const JsonRpcMessage &r) {
        const QJsonValue cursor = r.paramsObject().value("cursor"_L1);
        if (cursor.isUndefined())
            h.server->respond(r, page({u"a"_s}, u""_s)); // "" is a valid cursor
        else if (cursor.toString().isEmpty())
            h.server->respond(r, page({u"b"_s}, u"p3"_s));
        else
            h.server->respond(r, page({u"c"_s}, QJsonValue(QJsonValue::Null)));
    });
    ASSERT_TRUE(h.connectAndWait());
    const PageResult result = collect(h);
    ASSERT_TRUE(result.done);
    EXPECT_TRUE(result.error.isEmpty());
    EXPECT_EQ(result.pages, 3);
    ASSERT_EQ(result.items.size(), 3);
    EXPECT_EQ(result.items.at(2).toObject().value("name"_L1).toString(), u"c"_s);
}

TEST(PagedList, StopsOnRepeatedCursor)
{
    SessionHarness h;
    h.server->on(u"tools/list"_s, [&h](const JsonRpcMessage &r) {
        h.server->respond(r, page({u"x"_s}, u"same"_s));
    });
    ASSERT_TRUE(h.connectAndWait());
    const PageResult result = collect(h);
    EXPECT_EQ(result.pages, 2);
    EXPECT_TRUE(result.warning.contains(u"twice"_s));
}

TEST(PagedList, StopsAtPageLimit)
{
    SessionHarness h;
    int counter = 0;
    h.server->on(u"tools/list"_s, [&h, &counter](const JsonRpcMessage &r) {
        h.server->respond(r, page({u"x"_s}, QString::number(++counter)));
    });
    ASSERT_TRUE(h.connectAndWait());
    const PageResult result = collect(h, 5);
    EXPECT_EQ(result.pages, 5);
    EXPECT_EQ(result.items.size(), 5);
    EXPECT_EQ(result.warning, u"stopped after 5 pages; the server has more"_s);
}

TEST(PagedList, ReportsMissingArray)
{
    SessionHarness h;
    h.server->on(u"tools/list"_s,
                 [&h](const JsonRpcMessage &r) { h.server->respond(r, QJsonObject{}); });
    ASSERT_TRUE(h.connectAndWait());
    const PageResult result = collect(h);
    EXPECT_EQ(result.error, u"the tools/list result has no \"tools\" array"_s);
}

} // namespace
