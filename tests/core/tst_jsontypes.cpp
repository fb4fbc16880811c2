// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/jsonrpc/jsontypes.h>

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>
#include <limits>

using namespace Qt::StringLiterals;

namespace jsontypes_test {

struct TypeRow
{
    const char *name;
    QJsonValue value;
    const char *plain;
    const char *withArticle;
    bool integer; // JSON Schema's notion
    bool int64;   // fits toInteger()
};

class JsonTypesTable : public ::testing::TestWithParam<TypeRow>
{};

TEST_P(JsonTypesTable, NamesTheTypeAndTellsIntegers)
{
    const TypeRow &row = GetParam();
    EXPECT_EQ(JsonTypes::name(row.value), QString::fromLatin1(row.plain));
    EXPECT_EQ(JsonTypes::nameWithArticle(row.value), QString::fromLatin1(row.withArticle));
    EXPECT_EQ(row.value.isDouble() && JsonTypes::isInteger(row.value.toDouble()), row.integer);
    EXPECT_EQ(JsonTypes::isInt64(row.value), row.int64);
}

INSTANTIATE_TEST_SUITE_P(
    Values,
    JsonTypesTable,
    ::testing::Values(
        TypeRow{"two", QJsonValue(2), "number", "a number", true, true},
        TypeRow{"two_point_zero", QJsonValue(2.0), "number", "a number", true, true},
        TypeRow{"fraction", QJsonValue(2.5), "number", "a number", false, false},
        TypeRow{"negative", QJsonValue(-7), "number", "a number", true, true},
        TypeRow{"beyond_int64", QJsonValue(1e20), "number", "a number", true, false},
        TypeRow{"two_to_53_plus", QJsonValue(9007199254740993.0), "number", "a number", true, true},
        TypeRow{"infinity",
                QJsonValue(std::numeric_limits<double>::infinity()),
                "number",
                "a number",
                false,
                false},
        TypeRow{"string", QJsonValue(QStringLiteral("2")), "string", "a string", false, false},
        TypeRow{"boolean", QJsonValue(true), "boolean", "a boolean", false, false},
        TypeRow{"null", QJsonValue(QJsonValue::Null), "null", "null", false, false},
        TypeRow{"array", QJsonValue(QJsonArray{1}), "array", "an array", false, false},
        TypeRow{"object", QJsonValue(QJsonObject{}), "object", "an object", false, false},
        TypeRow{"absent", QJsonValue(QJsonValue::Undefined), "nothing", "missing", false, false}),
    [](const auto &info) { return std::string(info.param.name); });

} // namespace jsontypes_test

namespace jsontypes_number_test {

TEST(JsonTypes, NumberIsTheValueOfANumberAndZeroOtherwise)
{
    EXPECT_EQ(JsonTypes::number(QJsonValue(2.5)), 2.5);
    EXPECT_EQ(JsonTypes::number(QJsonValue(-7)), -7.0);
    EXPECT_EQ(JsonTypes::number(QJsonValue(1e20)), 1e20);
    EXPECT_EQ(JsonTypes::number(QJsonValue(u"3"_s)), 0.0);
    EXPECT_EQ(JsonTypes::number(QJsonValue(true)), 0.0);
    EXPECT_EQ(JsonTypes::number(QJsonValue()), 0.0);
    EXPECT_EQ(JsonTypes::number(QJsonValue(QJsonValue::Undefined)), 0.0);
}

} // namespace jsontypes_number_test
