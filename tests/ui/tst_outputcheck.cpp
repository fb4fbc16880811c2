// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/jsontext.h"
#include "uitesthelpers.h"

#include <ui/results/outputcheck.h>

#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const char *const SumSchema = R"({"type": "object", "properties": {"sum": {"type": "number"},
    "parts": {"type": "array", "items": {"type": "integer"}}}, "required": ["sum"]})";

} // namespace

TEST(OutputCheck, MatchingStructuredContentIsValid)
{
    const auto outcome = OutputCheck::check(jsonObject(R"({"structuredContent": {"sum": 3}})"),
                                            jsonObject(SumSchema));
    EXPECT_EQ(outcome.status, OutputCheck::Status::Valid);
    EXPECT_TRUE(outcome.summary().isEmpty());
}

TEST(OutputCheck, AMismatchListsEachPathAndReason)
{
    const auto outcome = OutputCheck::check(
        jsonObject(R"({"structuredContent": {"sum": "three", "parts": [1, 2.5]}})"),
        jsonObject(SumSchema));
    ASSERT_EQ(outcome.status, OutputCheck::Status::Invalid);
    ASSERT_EQ(outcome.problems.size(), 2) << qPrintable(outcome.problems.join(u'\n'));
    EXPECT_TRUE(outcome.problems.join(u'\n').contains(u"/sum: "_s));
    EXPECT_TRUE(outcome.problems.join(u'\n').contains(u"/parts/1: "_s));
    EXPECT_TRUE(outcome.summary().contains(u"does not match"_s));
}

TEST(OutputCheck, MissingStructuredContentIsAWarningOnlyWithASchema)
{
    const QJsonObject result = jsonObject(R"({"content": []})");
    EXPECT_EQ(OutputCheck::check(result, jsonObject(SumSchema)).status,
              OutputCheck::Status::Missing);
    EXPECT_FALSE(OutputCheck::check(result, jsonObject(SumSchema)).summary().isEmpty());
    EXPECT_EQ(OutputCheck::check(result, QJsonValue()).status, OutputCheck::Status::NotApplicable);
}

TEST(OutputCheck, ToolErrorsAreNotChecked)
{
    const QJsonObject result = jsonObject(R"({"isError": true, "content": []})");
    EXPECT_EQ(OutputCheck::check(result, jsonObject(SumSchema)).status,
              OutputCheck::Status::NotApplicable);
}

TEST(OutputCheck, AnUncheckableSchemaSaysWhy)
{
    const auto outcome = OutputCheck::check(
        jsonObject(R"({"structuredContent": {}})"),
        jsonObject(R"({"$schema": "https://example.org/unknown-dialect", "type": "object"})"));
    EXPECT_EQ(outcome.status, OutputCheck::Status::Unusable);
    ASSERT_EQ(outcome.problems.size(), 1);
    EXPECT_FALSE(outcome.problems.first().isEmpty());
}

TEST(OutputCheck, ARunOutOfTimeIsNotValidatedRatherThanValidOrInvalid)
{
    const QJsonObject result = jsonObject(R"({"structuredContent": {"sum": 3}})");
    const auto outcome = OutputCheck::check(result, jsonObject(SumSchema), QDeadlineTimer(0));
    EXPECT_EQ(outcome.status, OutputCheck::Status::NotValidated);
    EXPECT_EQ(outcome.problems, QStringList{u"(root): not validated: took too long"_s});
    EXPECT_EQ(outcome.summary(),
              u"structuredContent was not fully validated against the tool's outputSchema:"_s);
    EXPECT_EQ(OutputCheck::tookTooLong().problems, outcome.problems);
}

TEST(OutputCheck, ARegexAtItsLimitIsNotValidated)
{
    const QJsonObject result{{"structuredContent"_L1, QJsonObject{{QString(40, u'a') + u'b', 1}}}};
    const auto outcome
        = OutputCheck::check(result, jsonObject(R"({"patternProperties": {"^(a+)+$": {}}})"));
    EXPECT_EQ(outcome.status, OutputCheck::Status::NotValidated);
    ASSERT_EQ(outcome.problems.size(), 1);
    EXPECT_TRUE(outcome.problems.first().contains("matching needs more than"_L1));
}
