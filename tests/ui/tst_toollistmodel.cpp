// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <core/log/messagelogmodel.h>
#include <ui/log/messagefilterproxymodel.h>
#include <ui/tools/toollistmodel.h>

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QJsonArray tools(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).array();
}

const char *kTools = R"([
    {"name": "echo", "title": "Echo", "description": "Echoes.\nSecond line.",
     "inputSchema": {"type": "object"}},
    {"name": "add", "description": "Adds two numbers.", "inputSchema": {"type": "object"}},
    {"title": "nameless", "inputSchema": {"type": "object"}},
    "not an object"
])";

} // namespace

TEST(ToolListModel, ShowsEveryToolTheServerSentInItsOrder)
{
    ToolListModel model;
    UiTest::ModelChecker checker(&model);
    model.setTools(tools(kTools));
    ASSERT_EQ(model.rowCount(), 4);
    EXPECT_EQ(model.index(0).data().toString(), u"echo"_s);
    EXPECT_EQ(model.index(0).data(ToolListModel::TitleRole).toString(), u"Echo"_s);
    EXPECT_EQ(model.index(0).data(ToolListModel::DescriptionRole).toString(), u"Echoes. …"_s);
    EXPECT_EQ(model.index(1).data().toString(), u"add"_s);
    EXPECT_EQ(model.rowOf(u"add"_s), 1);
    EXPECT_EQ(model.rowOf(u"missing"_s), -1);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST(ToolListModel, FlagsEntriesThatCannotBeCalled)
{
    ToolListModel model;
    model.setTools(tools(kTools));
    EXPECT_TRUE(model.index(0).data(ToolListModel::ProblemRole).toString().isEmpty());
    EXPECT_EQ(model.index(2).data().toString(), u"(unnamed tool #3)"_s);
    EXPECT_EQ(model.index(2).data(ToolListModel::ProblemRole).toString(), u"has no name"_s);
    EXPECT_EQ(model.index(3).data(ToolListModel::ProblemRole).toString(), u"not a JSON object"_s);
    EXPECT_TRUE(model.index(2).data(Qt::ToolTipRole).toString().contains(u"Problem"_s));
}

TEST(ToolListModel, ResetsCleanlyUnderTheModelTester)
{
    ToolListModel model;
    UiTest::ModelChecker checker(&model);
    model.setTools(tools(kTools));
    model.clear();
    EXPECT_EQ(model.rowCount(), 0);
    model.clear();
    model.setTools(tools(R"([{"name": "only", "inputSchema": {}}])"));
    EXPECT_EQ(model.rowCount(), 1);
    EXPECT_EQ(model.tool(0).value("name"_L1).toString(), u"only"_s);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST(MessageFilterProxyModel, FiltersByTextAndErrorsUnderTheModelTester)
{
    MessageLogModel log;
    MessageFilterProxyModel proxy;
    proxy.setSourceModel(&log);
    UiTest::ModelChecker checker(&proxy);
    using Direction = TrafficEvent::Direction;
    ConnectionAnalysis analysis; // pairs the response with its request, as McpSession does
    const auto add = [&](Direction direction, const QByteArray &raw) {
        log.append(UiTest::analysed(analysis, UiTest::frame(direction, raw)));
    };
    add(Direction::Outgoing,
        R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"a"}})");
    add(Direction::Incoming, R"({"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"bad"}})");
    add(Direction::Outgoing, R"({"jsonrpc":"2.0","id":2,"method":"ping"})");
    log.flush();
    EXPECT_EQ(proxy.rowCount(), 3);
    proxy.setText(u"TOOLS/"_s);
    EXPECT_EQ(proxy.rowCount(), 2); // the request, and the response that carries its method
    proxy.setErrorsOnly(true);
    EXPECT_EQ(proxy.rowCount(), 1);
    proxy.setText({});
    add(Direction::Incoming, "garbage");
    log.flush();
    EXPECT_EQ(proxy.rowCount(), 2);
    proxy.setErrorsOnly(false);
    EXPECT_EQ(proxy.rowCount(), 4);
    log.clear();
    EXPECT_EQ(proxy.rowCount(), 0);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}
