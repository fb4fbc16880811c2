// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/jsontext.h"
#include "uitesthelpers.h"

#include <ui/results/jsontreemodel.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// Fetches every level, the way a user expanding everything would.
void fetchAll(JsonTreeModel &model, const QModelIndex &parent = {})
{
    while (model.canFetchMore(parent))
        model.fetchMore(parent);
    for (int row = 0; row < model.rowCount(parent); ++row)
        fetchAll(model, model.index(row, 0, parent));
}

QString cell(const JsonTreeModel &model, const QModelIndex &index, int column)
{
    return model.data(index.siblingAtColumn(column)).toString();
}

} // namespace

TEST(JsonTreeModel, ShowsNameValueAndTypeOfEveryMember)
{
    JsonTreeModel model;
    UiTest::ModelChecker checker(&model);
    model.setJson(jsonValue(R"({"name": "mcp", "size": 3, "ratio": 0.25, "ok": true, "none": null,
                            "tags": ["a", "b"], "nested": {"deep": {"x": "line1\nline2"}}})"));
    fetchAll(model);
    ASSERT_EQ(model.rowCount(), 7);
    // QJsonObject keeps members sorted by key.
    const QModelIndex name = model.index(0, 0);
    EXPECT_EQ(cell(model, name, JsonTreeModel::NameColumn), u"name"_s);
    EXPECT_EQ(cell(model, name, JsonTreeModel::ValueColumn), u"\"mcp\""_s);
    EXPECT_EQ(cell(model, name, JsonTreeModel::TypeColumn), u"string"_s);
    const QModelIndex size = model.index(5, 0);
    EXPECT_EQ(cell(model, size, JsonTreeModel::ValueColumn), u"3"_s);
    EXPECT_EQ(cell(model, size, JsonTreeModel::TypeColumn), u"number"_s);
    EXPECT_EQ(cell(model, model.index(4, 0), JsonTreeModel::ValueColumn), u"0.25"_s);
    EXPECT_EQ(cell(model, model.index(3, 0), JsonTreeModel::ValueColumn), u"true"_s);
    EXPECT_EQ(cell(model, model.index(2, 0), JsonTreeModel::TypeColumn), u"null"_s);
    const QModelIndex tags = model.index(6, 0);
    EXPECT_EQ(cell(model, tags, JsonTreeModel::ValueColumn), u"[2 items]"_s);
    EXPECT_EQ(model.rowCount(tags), 2);
    EXPECT_EQ(cell(model, model.index(1, 0, tags), JsonTreeModel::NameColumn), u"1"_s);
    EXPECT_EQ(model.pointer(model.index(1, 0, tags)), u"/tags/1"_s);
    const QModelIndex x = model.index(0, 0, model.index(0, 0, model.index(1, 0)));
    EXPECT_EQ(model.pointer(x), u"/nested/deep/x"_s);
    EXPECT_EQ(cell(model, x, JsonTreeModel::ValueColumn), u"\"line1\u21b5line2\""_s);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST(JsonTreeModel, AScalarIsOneRowForTheWholeValue)
{
    JsonTreeModel model;
    UiTest::ModelChecker checker(&model);
    model.setJson(QJsonValue(42));
    fetchAll(model);
    ASSERT_EQ(model.rowCount(), 1);
    EXPECT_EQ(cell(model, model.index(0, 0), JsonTreeModel::ValueColumn), u"42"_s);
    EXPECT_EQ(model.pointer(model.index(0, 0)), QString());
    EXPECT_FALSE(model.hasChildren(model.index(0, 0)));
    model.setJson(QJsonValue());
    EXPECT_EQ(model.rowCount(), 1); // null is a value too
    model.setJson(QJsonValue(QJsonValue::Undefined));
    EXPECT_EQ(model.rowCount(), 0);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST(JsonTreeModel, ChildrenAreCreatedOnlyWhenAskedFor)
{
    QJsonArray items;
    for (int i = 0; i < 1000; ++i)
        items.append(QJsonObject{{"id"_L1, i}, {"tags"_L1, QJsonArray{u"x"_s, u"y"_s}}});
    JsonTreeModel model;
    model.setJson(QJsonObject{{"items"_L1, items}});
    EXPECT_EQ(model.materializedRowCount(), 0);
    // (The tester joins below: its first walk would build every row.)
    ASSERT_EQ(model.rowCount(), 1);
    EXPECT_EQ(model.materializedRowCount(), 1);
    const QModelIndex list = model.index(0, 0);
    EXPECT_TRUE(model.hasChildren(list));
    EXPECT_EQ(model.materializedRowCount(), 1) << "hasChildren() builds nothing";
    EXPECT_EQ(model.rowCount(list), JsonTreeModel::kFetchBatch);
    EXPECT_EQ(model.materializedRowCount(), 1 + JsonTreeModel::kFetchBatch);
    EXPECT_TRUE(model.hasChildren(model.index(0, 0, list)));
    EXPECT_EQ(model.materializedRowCount(), 1 + JsonTreeModel::kFetchBatch)
        << "grandchildren before asked for";
    UiTest::ModelChecker checker(&model);
    while (model.canFetchMore(list))
        model.fetchMore(list);
    EXPECT_EQ(model.rowCount(list), 1000);
    EXPECT_EQ(model.pointer(model.index(999, 0, list)), u"/items/999"_s);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}
