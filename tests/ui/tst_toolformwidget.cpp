// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <ui/tools/formfield.h>
#include <ui/tools/toolformwidget.h>

#include <QCheckBox>
#include <QComboBox>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include <gtest/gtest.h>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

// What the user does to one field, with the real widget.
struct Input
{
    enum Action { Type, Click, Choose };
    const char *field;
    Action action;
    const char *text = ""; // typed text, or the combo item to choose
};

struct FormCase
{
    const char *name;
    const char *schema;
    std::vector<Input> inputs;
    const char *expectedArguments; // compact JSON
};

void PrintTo(const FormCase &testCase, std::ostream *out)
{
    *out << testCase.name;
}

void perform(ToolFormWidget &form, const Input &input)
{
    FormField *field = form.field(QString::fromUtf8(input.field));
    ASSERT_NE(field, nullptr) << input.field;
    QWidget *editor = field->editor();
    switch (input.action) {
    case Input::Type:
        // Replace whatever the editor shows (a spin box starts with a value).
        QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(editor, QString::fromUtf8(input.text));
        break;
    case Input::Click: {
        auto *box = qobject_cast<QCheckBox *>(editor);
        ASSERT_NE(box, nullptr) << input.field << " is not a check box";
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(box->height() / 2, box->height() / 2));
        break;
    }
    case Input::Choose: {
        auto *combo = qobject_cast<QComboBox *>(editor);
        ASSERT_NE(combo, nullptr) << input.field << " is not a combo box";
        const int index = combo->findText(QString::fromUtf8(input.text));
        ASSERT_GE(index, 0) << input.text;
        // Keyboard selection, as a user would: focus, then arrow down to the item.
        combo->setFocus();
        while (combo->currentIndex() < index)
            QTest::keyClick(combo, Qt::Key_Down);
        break;
    }
    }
}

class ToolFormBuildsArguments : public ::testing::TestWithParam<FormCase>
{};

} // namespace

TEST_P(ToolFormBuildsArguments, FromWhatTheUserEntered)
{
    const FormCase &testCase = GetParam();
    ToolFormWidget form;
    form.setSchema(QJsonDocument::fromJson(QByteArray(testCase.schema)).object());
    form.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&form));
    for (const Input &input : testCase.inputs)
        perform(form, input);
    EXPECT_TRUE(form.validate().isEmpty()) << qPrintable(form.validate().join(u'\n'));
    const QByteArray arguments = QJsonDocument(form.arguments()).toJson(QJsonDocument::Compact);
    EXPECT_EQ(arguments.toStdString(), std::string(testCase.expectedArguments));
}

INSTANTIATE_TEST_SUITE_P(
    Cases,
    ToolFormBuildsArguments,
    ::testing::Values(
        FormCase{"EmptyOptionalStringIsOmitted",
                 R"({"type":"object","properties":{"note":{"type":"string"}}})",
                 {},
                 "{}"},
        FormCase{
            "RequiredString",
            R"({"type":"object","properties":{"message":{"type":"string"}},"required":["message"]})",
            {{"message", Input::Type, "hello world"}},
            R"({"message":"hello world"})"},
        FormCase{"UnboundedIntegerIsAJsonInteger",
                 R"({"type":"object","properties":{"n":{"type":"integer"}}})",
                 {{"n", Input::Type, "42"}},
                 R"({"n":42})"},
        FormCase{"UnboundedNumberKeepsItsFraction",
                 R"({"type":"object","properties":{"x":{"type":"number"},"y":{"type":"number"}}})",
                 {{"x", Input::Type, "2.5"}, {"y", Input::Type, "-3"}},
                 R"({"x":2.5,"y":-3})"},
        FormCase{
            "BoundedIntegerSpinBoxUntouchedIsOmitted",
            R"({"type":"object","properties":{"n":{"type":"integer","minimum":1,"maximum":10}}})",
            {},
            "{}"},
        FormCase{
            "BoundedIntegerSpinBoxTyped",
            R"({"type":"object","properties":{"n":{"type":"integer","minimum":1,"maximum":10}}})",
            {{"n", Input::Type, "7"}},
            R"({"n":7})"},
        FormCase{
            "RequiredBoundedIntegerStartsAtItsDefault",
            R"({"type":"object","properties":{"n":{"type":"integer","minimum":1,"maximum":10,"default":4}},"required":["n"]})",
            {},
            R"({"n":4})"},
        FormCase{"OptionalBooleanUntouchedIsOmitted",
                 R"({"type":"object","properties":{"b":{"type":"boolean"}}})",
                 {},
                 "{}"},
        FormCase{"OptionalBooleanClickedOnceIsTrue",
                 R"({"type":"object","properties":{"b":{"type":"boolean"}}})",
                 {{"b", Input::Click}},
                 R"({"b":true})"},
        FormCase{"OptionalBooleanClickedTwiceIsFalse",
                 R"({"type":"object","properties":{"b":{"type":"boolean"}}})",
                 {{"b", Input::Click}, {"b", Input::Click}},
                 R"({"b":false})"},
        FormCase{"RequiredBooleanIsAlwaysSent",
                 R"({"type":"object","properties":{"b":{"type":"boolean"}},"required":["b"]})",
                 {},
                 R"({"b":false})"},
        FormCase{"OptionalEnumUntouchedIsOmitted",
                 R"({"type":"object","properties":{"p":{"type":"string","enum":["low","high"]}}})",
                 {},
                 "{}"},
        FormCase{"EnumChoice",
                 R"({"type":"object","properties":{"p":{"type":"string","enum":["low","high"]}}})",
                 {{"p", Input::Choose, "high"}},
                 R"({"p":"high"})"},
        FormCase{
            "NumericEnumStaysANumber",
            R"({"type":"object","properties":{"level":{"type":"integer","enum":[1,2,3]}},"required":["level"]})",
            {{"level", Input::Choose, "2"}},
            R"({"level":2})"},
        FormCase{"ObjectFieldTakesRawJson",
                 R"({"type":"object","properties":{"meta":{"type":"object"}}})",
                 {{"meta", Input::Type, R"({"k": [1, "two"]})"}},
                 R"({"meta":{"k":[1,"two"]}})"},
        FormCase{
            "ArrayFieldTakesRawJson",
            R"({"type":"object","properties":{"tags":{"type":"array","items":{"type":"string"}}}})",
            {{"tags", Input::Type, R"(["a","b"])"}},
            R"({"tags":["a","b"]})"},
        FormCase{"NullableTypeArrayIsAPlainString",
                 R"({"type":"object","properties":{"who":{"type":["string","null"]}}})",
                 {{"who", Input::Type, "ada"}},
                 R"({"who":"ada"})"},
        FormCase{
            "AnyOfWithNullIsAnInteger",
            R"({"type":"object","properties":{"n":{"anyOf":[{"type":"integer"},{"type":"null"}]}}})",
            {{"n", Input::Type, "5"}},
            R"({"n":5})"},
        FormCase{
            "RootUnionTakesTheWholeObjectAsJson",
            R"({"anyOf":[{"type":"object","properties":{"a":{"type":"string"}}},{"type":"object","properties":{"b":{"type":"integer"}}}]})",
            {{"arguments", Input::Type, R"({"b": 2})"}},
            R"({"b":2})"}),
    [](const ::testing::TestParamInfo<FormCase> &info) { return std::string(info.param.name); });

TEST(ToolForm, RequiredFieldsComeFirstAndAreMarked)
{
    ToolFormWidget form;
    form.setSchema(QJsonDocument::fromJson(R"({"type":"object","properties":{
        "a":{"type":"string"},"z":{"type":"string"},"m":{"type":"string"}},
        "required":["z","m"]})")
                       .object());
    ASSERT_EQ(form.fieldCount(), 3);
    form.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&form));
    const auto top = [&form](const char *name) {
        QWidget *editor = form.field(QString::fromUtf8(name))->editor();
        return editor->mapTo(&form, QPoint(0, 0)).y();
    };
    EXPECT_LT(top("z"), top("m"));
    EXPECT_LT(top("m"), top("a"));
    const auto labelOf = [&form](const char *name) {
        QWidget *editor = form.field(QString::fromUtf8(name))->editor();
        const QList<QLabel *> labels = form.findChildren<QLabel *>();
        for (QLabel *label : labels) {
            if (label->buddy() == editor)
                return label->text();
        }
        return QString();
    };
    EXPECT_EQ(labelOf("z"), u"<b>z</b> *"_s);
    EXPECT_EQ(labelOf("a"), u"a"_s);
}

TEST(ToolForm, ValidationNamesEveryProblemAndShowsItUnderTheField)
{
    ToolFormWidget form;
    form.setSchema(QJsonDocument::fromJson(R"({"type":"object","properties":{
        "name":{"type":"string"},
        "count":{"type":"integer","minimum":0},
        "meta":{"type":"object"}},"required":["name"]})")
                       .object());
    form.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&form));
    QTest::keyClicks(form.field(u"count"_s)->editor(), u"3.5"_s);
    QTest::keyClicks(form.field(u"meta"_s)->editor(), u"{\"open\": "_s);
    auto *countProblem = UiTest::find<QLabel>(&form, u"problem_count"_s);
    ASSERT_NE(countProblem, nullptr);
    // Format problems show while typing, before any call.
    EXPECT_TRUE(countProblem->isVisible());
    EXPECT_EQ(countProblem->text(), u"must be a whole number"_s);
    const QStringList problems = form.validate();
    ASSERT_EQ(problems.size(), 3) << qPrintable(problems.join(u'\n'));
    EXPECT_EQ(problems.at(0), u"name: required"_s);
    EXPECT_EQ(problems.at(1), u"count: must be a whole number"_s);
    EXPECT_TRUE(problems.at(2).startsWith(u"meta: not valid JSON"_s)) << qPrintable(problems.at(2));
    QTest::keyClick(form.field(u"count"_s)->editor(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(form.field(u"count"_s)->editor(), u"-1"_s);
    EXPECT_EQ(countProblem->text(), u"must be ≥ 0"_s);
}

TEST(ToolForm, SchemaWithoutPropertiesTakesNoArguments)
{
    ToolFormWidget form;
    form.setSchema(QJsonDocument::fromJson(R"({"type":"object"})").object());
    EXPECT_EQ(form.fieldCount(), 0);
    EXPECT_TRUE(form.validate().isEmpty());
    EXPECT_EQ(form.arguments(), QJsonObject());
    auto *message = UiTest::find<QLabel>(&form, u"formMessage"_s);
    ASSERT_NE(message, nullptr);
    EXPECT_EQ(message->text(), u"This tool takes no arguments."_s);
}
