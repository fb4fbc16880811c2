// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Schemas and values built to hang or crash a validator (catastrophic backtracking, std::regex
// recursion, deep nesting, long strings): every validation ends with a verdict.
#include "support/jsontext.h"
#include "support/qtprinters.h"

#include <core/schema/schemaformats.h>
#include <core/schema/schemaregex.h>
#include <core/schema/schemavalidator.h>

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QString issueLines(const QList<SchemaIssue> &issues)
{
    QStringList lines;
    for (const SchemaIssue &issue : issues)
        lines.append(issue.toString());
    return lines.join(u" | "_s);
}

QString backtrackingKey()
{
    return QString(40, u'a') + u'b'; // exponential for ^(a+)+$ on a backtracking engine
}

// Every keyword valijson would match with std::regex, anywhere in a translated schema.
QStringList regexKeywords(const QJsonValue &schema, const QString &at = QString())
{
    QStringList found;
    if (schema.isArray()) {
        const QJsonArray array = schema.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            found += regexKeywords(array.at(i), at + u'/' + QString::number(i));
        return found;
    }
    const QJsonObject object = schema.toObject();
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (it.key() == "pattern"_L1 || it.key() == "patternProperties"_L1
            || it.key() == "format"_L1)
            found.append(at + u'/' + it.key());
        found += regexKeywords(it.value(), at + u'/' + it.key());
    }
    return found;
}

TEST(SchemaHostile, BacktrackingPatternPropertiesEndWithANotCheckedVerdict)
{
    const SchemaValidator validator(jsonValue(R"({"patternProperties":{"^(a+)+$":{}}})"));
    ASSERT_TRUE(validator.isUsable()) << validator.error().toStdString();
    const QList<SchemaIssue> issues
        = validator.validate(QJsonObject{{backtrackingKey(), 1}, {u"aaa"_s, 2}});
    ASSERT_EQ(issues.size(), 1) << issueLines(issues).toStdString();
    EXPECT_EQ(issues.first().kind, SchemaIssue::Kind::NotChecked);
    EXPECT_EQ(issues.first().pointer, u'/' + backtrackingKey());
    EXPECT_TRUE(issues.first().message.startsWith(
        "the name was not checked against patternProperties ^(a+)+$: matching needs more than"_L1))
        << issues.first().message.toStdString();
    EXPECT_TRUE(SchemaValidator::onlyNotChecked(issues));
}

TEST(SchemaHostile, BacktrackingPatternEndsWithANotCheckedVerdict)
{
    const SchemaValidator validator(jsonValue(R"({"properties":{"s":{"pattern":"^(a|a)*$"}}})"));
    ASSERT_TRUE(validator.isUsable());
    const QList<SchemaIssue> issues = validator.validate(QJsonObject{{u"s"_s, backtrackingKey()}});
    ASSERT_EQ(issues.size(), 1) << issueLines(issues).toStdString();
    EXPECT_EQ(issues.at(0).kind, SchemaIssue::Kind::NotChecked);
    EXPECT_EQ(issues.at(0).toString(),
              u"/s: not checked against the pattern ^(a|a)*$: matching needs more than 1000000 "
              "steps"_s);
}

TEST(SchemaHostile, BacktrackingPropertyNamesEndWithAVerdict)
{
    // valijson checks propertyNames without collecting messages: the verdict is all there is.
    const SchemaValidator validator(jsonValue(R"({"propertyNames":{"pattern":"^(a+)+$"}})"));
    EXPECT_FALSE(validator.validate(QJsonObject{{backtrackingKey(), 1}}).isEmpty());
    EXPECT_TRUE(validator.validate(QJsonObject{{u"aaa"_s, 1}}).isEmpty());
}

TEST(SchemaHostile, UnpairedSurrogatesAreMatched)
{
    const SchemaValidator validator(
        jsonValue(R"({"patternProperties":{"^x":{"type":"integer"}}})"));
    const QString key = u"x"_s + QChar(0xd800);
    const QList<SchemaIssue> issues = validator.validate(QJsonObject{{key, u"s"_s}});
    ASSERT_EQ(issues.size(), 1);
    EXPECT_TRUE(issues.first().pointer.startsWith("/x"_L1));
    // A code unit that is not valid UTF-16 is no character: it never matches, never errs.
    EXPECT_EQ(SchemaRegex(u"^x"_s).search(key), SchemaRegex::Result::Match);
    EXPECT_EQ(SchemaRegex(u"^x.$"_s).search(key), SchemaRegex::Result::NoMatch);
}

TEST(SchemaHostile, HugeDateTimeStringsAreRejectedWithoutRecursion)
{
    // valijson's std::regex recursed once per digit and overflowed the stack here.
    const QString digits(200000, u'1');
    for (const char *format : {"date", "time", "date-time"}) {
        const SchemaValidator validator(QJsonObject{{u"format"_s, QString::fromLatin1(format)}});
        const QList<SchemaIssue> issues
            = validator.validate(QString(digits + u"-01-01T00:00:00Z"_s));
        ASSERT_EQ(issues.size(), 1) << format;
        EXPECT_TRUE(issues.first().message.startsWith(u"String should be a valid "_s
                                                      + QString::fromLatin1(format)))
            << issues.first().message.toStdString();
    }
}

TEST(SchemaHostile, DeeplyNestedPatternsAreNotEnforcedAndSaySo)
{
    const QString deep = QString(100000, u'(') + u'a' + QString(100000, u')');
    const QString nested = QString(100, u'(') + u'a' + QString(100, u')');
    const SchemaValidator validator(
        QJsonObject{{u"properties"_s,
                     QJsonObject{{u"p"_s, QJsonObject{{u"pattern"_s, deep}}},
                                 {u"q"_s, QJsonObject{{u"pattern"_s, nested}}}}},
                    {u"patternProperties"_s, QJsonObject{{deep, false}}}});
    ASSERT_TRUE(validator.isUsable()) << validator.error().toStdString();
    const QString notes = validator.notEnforced().join(u'\n');
    EXPECT_EQ(validator.notEnforced().size(), 3) << notes.toStdString();
    EXPECT_TRUE(notes.contains("pattern at /properties/p: not a valid regular expression (longer "
                               "than 4096 characters)"_L1))
        << notes.toStdString();
    EXPECT_TRUE(notes.contains("pattern at /properties/q: not a valid regular expression"_L1));
    EXPECT_TRUE(validator.validate(QJsonObject{{u"p"_s, u"b"_s}, {u"q"_s, u"b"_s}}).isEmpty());
}

TEST(SchemaHostile, PatternAtTheLengthCapStillRuns)
{
    const QString pattern = u'^' + QString(SchemaRegex::MaxPatternLength - 2, u'a') + u'$';
    const SchemaValidator validator(QJsonObject{{u"pattern"_s, pattern}});
    EXPECT_TRUE(validator.notEnforced().isEmpty());
    EXPECT_TRUE(validator.validate(QString(SchemaRegex::MaxPatternLength - 2, u'a')).isEmpty());
    EXPECT_EQ(validator.validate(u"b"_s).size(), 1);
}

TEST(SchemaHostile, OverlongStringsAreNotMatchedAndSaySo)
{
    const SchemaValidator validator(jsonValue(R"({"pattern":"^a"})"));
    const QList<SchemaIssue> issues
        = validator.validate(QString(SchemaRegex::MaxSubjectLength + 1, u'a'));
    ASSERT_EQ(issues.size(), 1);
    EXPECT_EQ(issues.first().kind, SchemaIssue::Kind::NotChecked);
    EXPECT_TRUE(issues.first().message.endsWith("the string is longer than 1048576 characters"_L1))
        << issues.first().message.toStdString();
}

TEST(SchemaHostile, ValidationStopsAtItsDeadline)
{
    // Thousands of names, each costing a regex its whole step limit: minutes without a budget.
    QJsonObject value;
    for (int i = 0; i < 20000; ++i)
        value.insert(backtrackingKey() + QString::number(i), i);
    const SchemaValidator validator(jsonValue(R"({"patternProperties":{"^(a+)+b$":{}}})"));
    const QList<SchemaIssue> issues = validator.validate(value, QDeadlineTimer(300));
    ASSERT_EQ(issues.size(), 1);
    EXPECT_EQ(issues.first(), SchemaValidator::tookTooLong());
    EXPECT_EQ(issues.first().toString(), u"(root): not validated: took too long"_s);
    // The validator stays usable afterwards, with no deadline left behind.
    EXPECT_TRUE(validator.validate(QJsonObject{{u"ab"_s, 1}}).isEmpty());
}

TEST(SchemaHostile, AnExpiredDeadlineChecksNothing)
{
    const SchemaValidator validator(jsonValue(R"({"type":"object"})"));
    EXPECT_EQ(validator.validate(QJsonObject(), QDeadlineTimer(0)),
              QList<SchemaIssue>{SchemaValidator::tookTooLong()});
    EXPECT_TRUE(validator.validate(QJsonObject(), QDeadlineTimer(60000)).isEmpty());
}

TEST(SchemaHostile, NoRegexKeywordReachesValijson)
{
    const SchemaValidator validator(jsonValue(R"({
        "properties": {"a": {"pattern": "x", "format": "date"}, "b": {"format": "email"}},
        "patternProperties": {"^y": {"patternProperties": {"^z": {"format": "time"}}}},
        "additionalProperties": {"propertyNames": {"pattern": "^q"}},
        "$defs": {"d": {"pattern": "^d", "format": "date-time"}},
        "items": {"$ref": "#/$defs/d"}})"));
    ASSERT_TRUE(validator.isUsable()) << validator.error().toStdString();
    EXPECT_EQ(regexKeywords(validator.translatedSchema()), QStringList())
        << QJsonDocument(validator.translatedSchema().toObject()).toJson().toStdString();
}

struct PatternPropertiesRow
{
    const char *name;
    const char *schema;
    const char *value;
    const char *issues;
};

std::ostream &operator<<(std::ostream &out, const PatternPropertiesRow &row)
{
    return out << row.name;
}

class PatternPropertiesTable : public ::testing::TestWithParam<PatternPropertiesRow>
{};

TEST_P(PatternPropertiesTable, AreCheckedByMcpscope)
{
    const PatternPropertiesRow &row = GetParam();
    const SchemaValidator validator(jsonValue(row.schema));
    ASSERT_TRUE(validator.isUsable()) << validator.error().toStdString();
    EXPECT_EQ(issueLines(validator.validate(jsonValue(row.value))), QString::fromUtf8(row.issues));
}

const PatternPropertiesRow patternPropertiesRows[] = {
    {"matching_names_get_the_schema",
     R"({"patternProperties":{"^x-":{"type":"string"}}})",
     R"({"x-a":1,"y":2})",
     "/x-a: expected string, got integer"},
    {"additional_applies_to_unmatched_names",
     R"({"patternProperties":{"^x-":{}},"additionalProperties":false})",
     R"({"x-a":1,"y":2})",
     "/y: not allowed here (additionalProperties)"},
    {"additional_schema_on_unmatched_names",
     R"({"properties":{"p":{}},"patternProperties":{"^x-":{}},"additionalProperties":{"type":"integer"}})",
     R"({"p":"s","x-a":"s","y":"s"})",
     "/y: expected integer, got string"},
    {"every_matching_pattern_applies",
     R"({"patternProperties":{"a":{"minimum":2},"b":{"maximum":0}}})",
     R"({"ab":1})",
     "/ab: 1 is less than the minimum 2 | /ab: 1 is greater than the maximum 0"},
    {"unicode_aware",
     R"({"patternProperties":{"^\\p{L}+$":{"type":"integer"}},"additionalProperties":false})",
     R"({"été":1,"1":2})",
     "/1: not allowed here (additionalProperties)"},
    {"ecmascript_dollar_is_the_very_end",
     R"({"patternProperties":{"^a$":true},"additionalProperties":false})",
     "{\"a\\n\":1}",
     "/a\n: not allowed here (additionalProperties)"},
    {"unicode_escapes",
     R"({"patternProperties":{"^\\u0041\\u{1F600}$":true},"additionalProperties":false})",
     "{\"A\\ud83d\\ude00\":1,\"B\":2}",
     "/B: not allowed here (additionalProperties)"},
    {"unevaluated_properties_see_pattern_matches",
     R"({"patternProperties":{"^x-":true},"unevaluatedProperties":false})",
     R"({"x-a":1,"b":2})",
     "/b: property \"b\" is not allowed here (unevaluatedProperties)"},
    {"invalid_pattern_is_skipped",
     R"({"patternProperties":{"(":false,"^a":{"type":"integer"}}})",
     R"({"a":"s","(":1})",
     "/a: expected integer, got string"},
};

INSTANTIATE_TEST_SUITE_P(Keywords,
                         PatternPropertiesTable,
                         ::testing::ValuesIn(patternPropertiesRows),
                         [](const auto &info) { return std::string(info.param.name); });

struct FormatRow
{
    const char *format;
    const char *text;
    bool valid;
};

std::ostream &operator<<(std::ostream &out, const FormatRow &row)
{
    return out << row.format << " " << row.text;
}

class FormatTable : public ::testing::TestWithParam<FormatRow>
{};

TEST_P(FormatTable, ScannerAgreesWithRfc3339)
{
    const FormatRow &row = GetParam();
    const QString format = QString::fromLatin1(row.format);
    const QString text = QString::fromUtf8(row.text);
    EXPECT_EQ(SchemaFormats::matches(format, text), row.valid);
    const SchemaValidator validator(QJsonObject{{u"format"_s, format}});
    EXPECT_EQ(validator.validate(text).isEmpty(), row.valid);
}

const FormatRow formatRows[] = {
    {"date", "2025-06-18", true},
    {"date", "2024-02-29", true},
    {"date", "2000-02-29", true},
    {"date", "1900-02-29", false},
    {"date", "2023-02-29", false},
    {"date", "2025-04-31", false},
    {"date", "2025-12-31", true},
    {"date", "2025-13-01", false},
    {"date", "2025-00-10", false},
    {"date", "2025-01-00", false},
    {"date", "20250-01-01", false},
    {"date", "2025-1-01", false},
    {"date", "2025-01-01 ", false},
    {"date", "２０２５-01-01", false},
    {"time", "14:30:00Z", true},
    {"time", "14:30:00z", true},
    {"time", "23:59:60Z", true},
    {"time", "14:30:00.123456+02:00", true},
    {"time", "14:30:00-23:59", true},
    {"time", "24:00:00Z", false},
    {"time", "14:60:00Z", false},
    {"time", "14:30:00", false},
    {"time", "14:30:00.Z", false},
    {"time", "14:30:00+24:00", false},
    {"time", "14:30:00+0200", false},
    {"date-time", "2025-06-18T14:30:00Z", true},
    {"date-time", "2025-06-18t14:30:00.5-05:00", true},
    {"date-time", "2025-06-18 14:30:00Z", false},
    {"date-time", "2025-06-18", false},
    {"date-time", "yesterday", false},
    {"date-time", "", false},
    {"email", "not checked", true},
};

INSTANTIATE_TEST_SUITE_P(Rfc3339, FormatTable, ::testing::ValuesIn(formatRows));

TEST(SchemaHostile, FormatIgnoresWhatIsNotAString)
{
    const SchemaValidator validator(jsonValue(R"({"format":"date-time"})"));
    EXPECT_TRUE(validator.validate(12).isEmpty());
    EXPECT_TRUE(validator.validate(QJsonObject()).isEmpty());
}

TEST(SchemaRegex, ReportsLimitsInsteadOfNoMatch)
{
    EXPECT_EQ(SchemaRegex(u"^(a+)+$"_s).search(backtrackingKey()),
              SchemaRegex::Result::TooExpensive);
    EXPECT_EQ(SchemaRegex(u"^(a+)+$"_s).search(QString(40, u'a')), SchemaRegex::Result::Match);
    EXPECT_EQ(SchemaRegex(u"b"_s).search(u"abc"_s), SchemaRegex::Result::Match);
    EXPECT_EQ(SchemaRegex(u"^b"_s).search(u"abc"_s), SchemaRegex::Result::NoMatch);
    EXPECT_EQ(SchemaRegex(u"^$"_s).search(QStringView()), SchemaRegex::Result::Match);
    EXPECT_EQ(SchemaRegex(u"a"_s).search(QString(SchemaRegex::MaxSubjectLength + 1, u'a')),
              SchemaRegex::Result::TooLong);
    EXPECT_FALSE(SchemaRegex(u"("_s).isValid());
    EXPECT_EQ(SchemaRegex(u"("_s).search(u"("_s), SchemaRegex::Result::NoMatch);
    EXPECT_FALSE(SchemaRegex(QString(SchemaRegex::MaxNesting + 1, u'(') + u'a'
                             + QString(SchemaRegex::MaxNesting + 1, u')'))
                     .isValid());
}

} // namespace
