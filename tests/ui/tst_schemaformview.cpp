// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "formviewtest.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

#include <gtest/gtest.h>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

// What the user does to one field of the form, with the real widget.
struct Input
{
    enum Action { Type, Check, Choose, Press, ChooseVariant };
    const char *pointer;
    Action action;
    const char *text = ""; // typed text, combo item, or the object name of the button to press
};

struct FormCase
{
    const char *name;
    const char *schema;
    std::vector<Input> inputs;
    const char *expected; // the value as compact JSON, exactly as it would be sent
};

void PrintTo(const FormCase &testCase, std::ostream *out)
{
    *out << testCase.name;
}

class FormBuildsTheValue : public FormViewTest, public ::testing::WithParamInterface<FormCase>
{
protected:
    void perform(const Input &input)
    {
        const QString pointer = QString::fromUtf8(input.pointer);
        const QString text = QString::fromUtf8(input.text);
        switch (input.action) {
        case Input::Type:
            type(pointer, text);
            break;
        case Input::Check: {
            auto *box = qobject_cast<QCheckBox *>(view.inputAt(pointer));
            ASSERT_NE(box, nullptr) << input.pointer << " is not a check box";
            QTest::mouseClick(
                box, Qt::LeftButton, {}, QPoint(box->height() / 2, box->height() / 2));
            break;
        }
        case Input::Choose:
            chooseItem(qobject_cast<QComboBox *>(view.inputAt(pointer)), text);
            break;
        case Input::Press:
            press(pointer, text);
            break;
        case Input::ChooseVariant:
            chooseItem(widget<QComboBox>(pointer, u"variantCombo"_s), text);
            break;
        }
    }
};

} // namespace

TEST_P(FormBuildsTheValue, FromWhatTheUserEntered)
{
    const FormCase &testCase = GetParam();
    show(testCase.schema);
    for (const Input &input : testCase.inputs) {
        perform(input);
        if (::testing::Test::HasFatalFailure())
            return;
    }
    EXPECT_EQ(value().toStdString(), std::string(testCase.expected));
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

INSTANTIATE_TEST_SUITE_P(
    Cases,
    FormBuildsTheValue,
    ::testing::Values(
        FormCase{"EmptyOptionalStringIsOmitted",
                 R"({"type":"object","properties":{"note":{"type":"string"}}})",
                 {{"/note", Input::Type, "x"}, {"/note", Input::Type, ""}},
                 "{}"},
        FormCase{"IncludedOptionalStringIsSentEmpty",
                 R"({"type":"object","properties":{"note":{"type":"string"}}})",
                 {{"/note", Input::Press, "includeBox"}},
                 R"({"note":""})"},
        FormCase{"TextThatLooksLikeANumberStaysAString",
                 R"({"type":"object","properties":{"code":{"type":"string"}}})",
                 {{"/code", Input::Type, "012"}},
                 R"({"code":"012"})"},
        FormCase{"NumbersKeepTheirExactText",
                 R"({"type":"object","properties":{"x":{"type":"number"},"n":{"type":"integer"}}})",
                 {{"/x", Input::Type, "1.50"}, {"/n", Input::Type, "12345678901234567890"}},
                 R"({"n":12345678901234567890,"x":1.50})"},
        FormCase{"OptionalBooleanClickedOnceIsTrue",
                 R"({"type":"object","properties":{"b":{"type":"boolean"}}})",
                 {{"/b", Input::Check}},
                 R"({"b":true})"},
        FormCase{"OptionalBooleanClickedTwiceIsFalse",
                 R"({"type":"object","properties":{"b":{"type":"boolean"}}})",
                 {{"/b", Input::Check}, {"/b", Input::Check}},
                 R"({"b":false})"},
        FormCase{
            "NumericEnumStaysANumber",
            R"({"type":"object","properties":{"level":{"enum":[1,2,3]}},"required":["level"]})",
            {{"/level", Input::Choose, "2"}},
            R"({"level":2})"},
        FormCase{"ConstWithTitleIsALabelledChoice",
                 R"({"type":"object","properties":{"v":{"oneOf":[
                     {"const":"public","title":"Everyone"},{"const":"internal","title":"Staff only"}]}}})",
                 {{"/v", Input::Choose, "Staff only  (internal)"}},
                 R"({"v":"internal"})"},
        FormCase{"NestedObjectField",
                 R"({"type":"object","properties":{"a":{"type":"object","properties":{
                     "b":{"type":"string"}}}}})",
                 {{"/a/b", Input::Type, "deep"}},
                 R"({"a":{"b":"deep"}})"},
        FormCase{"ArrayOfObjectsGetsRowsByClicking",
                 R"({"type":"object","properties":{"items":{"type":"array","items":{
                     "type":"object","properties":{"name":{"type":"string"}},"required":["name"]}}}})",
                 {{"/items", Input::Press, "addItemButton"},
                  {"/items", Input::Press, "addItemButton"},
                  {"/items/0/name", Input::Type, "a"},
                  {"/items/1/name", Input::Type, "b"}},
                 R"({"items":[{"name":"a"},{"name":"b"}]})"},
        FormCase{"NullableFieldSendsNull",
                 R"({"type":"object","properties":{"note":{"type":["string","null"]}}})",
                 {{"/note", Input::Type, "x"}, {"/note", Input::Press, "nullButton"}},
                 R"({"note":null})"},
        FormCase{"AnyJsonFieldTakesJsonText",
                 R"({"type":"object","properties":{"meta":{}}})",
                 {{"/meta", Input::Type, R"({"k": [1, "two", 1.0]})"}},
                 R"({"meta":{"k":[1,"two",1.0]}})"},
        FormCase{"RootAnyOfPicksItsShape",
                 R"({"anyOf":[
                     {"title":"By id","type":"object","properties":{"id":{"type":"integer"}},"required":["id"]},
                     {"title":"By name","type":"object","properties":{"name":{"type":"string"}},"required":["name"]}]})",
                 {{"", Input::ChooseVariant, "By name"}, {"/name", Input::Type, "n"}},
                 R"({"name":"n"})"},
        FormCase{"VariantOfAFieldSwitchesItsEditor",
                 R"({"type":"object","properties":{"link":{"anyOf":[
                     {"type":"string","format":"uri","title":"URL"},
                     {"type":"object","title":"Issue","properties":{"number":{"type":"integer"}},
                      "required":["number"]}]}},"required":["link"]})",
                 {{"/link", Input::ChooseVariant, "Issue"}, {"/link/number", Input::Type, "42"}},
                 R"({"link":{"number":42}})"}),
    [](const ::testing::TestParamInfo<FormCase> &info) { return std::string(info.param.name); });

TEST_F(FormViewTest, ExtraKeysAreAddedRenamedAndRemoved)
{
    show(R"({"type":"object","properties":{"env":{"type":"object",
        "additionalProperties":{"type":"string"}}},"required":["env"]})");
    auto *key = widget<QLineEdit>(u"/env"_s, u"newKeyEdit"_s);
    ASSERT_NE(key, nullptr);
    auto *add = widget<QToolButton>(u"/env"_s, u"addEntryButton"_s);
    EXPECT_FALSE(add->isEnabled()) << "no key yet";
    QTest::keyClicks(key, u"HOME"_s);
    QTest::mouseClick(add, Qt::LeftButton);
    type(u"/env/HOME"_s, u"/root"_s);
    QTest::keyClicks(key, u"HOME"_s);
    EXPECT_FALSE(add->isEnabled()) << "the key is taken";
    QTest::keyClick(key, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(key, u"LANG"_s);
    QTest::keyClick(key, Qt::Key_Return); // Enter adds too
    type(u"/env/LANG"_s, u"C"_s);
    EXPECT_EQ(value(), R"({"env":{"HOME":"/root","LANG":"C"}})");

    auto *rename = widget<QLineEdit>(u"/env/HOME"_s, u"entryKeyEdit"_s);
    ASSERT_NE(rename, nullptr);
    rename->setFocus();
    QTest::keyClick(rename, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(rename, u"USERPROFILE"_s);
    QTest::keyClick(rename, Qt::Key_Return);
    press(u"/env/LANG"_s, u"removeButton"_s);
    EXPECT_EQ(value(), R"({"env":{"USERPROFILE":"/root"}})");
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST_F(FormViewTest, ElementsMoveAndGoWithTheirButtons)
{
    show(R"({"type":"object","properties":{"tags":{"type":"array","items":{"type":"string"}}},
             "required":["tags"]})");
    for (const QString &tag : {u"a"_s, u"b"_s, u"c"_s}) {
        press(u"/tags"_s, u"addItemButton"_s);
        // The new row has the focus: the user types at once.
        QTest::keyClicks(QApplication::focusWidget(), tag);
    }
    EXPECT_EQ(value(), R"({"tags":["a","b","c"]})");
    EXPECT_FALSE(widget<QToolButton>(u"/tags/0"_s, u"moveUpButton"_s)->isEnabled());
    press(u"/tags/0"_s, u"moveDownButton"_s);
    EXPECT_EQ(value(), R"({"tags":["b","a","c"]})");
    press(u"/tags/2"_s, u"moveUpButton"_s);
    EXPECT_EQ(value(), R"({"tags":["b","c","a"]})");
    press(u"/tags/1"_s, u"removeButton"_s);
    EXPECT_EQ(value(), R"({"tags":["b","a"]})");

    // The same from the keyboard, in the element's own field; the focus stays with it.
    view.inputAt(u"/tags/1"_s)->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Up, Qt::AltModifier);
    EXPECT_EQ(value(), R"({"tags":["a","b"]})");
    EXPECT_TRUE(view.inputAt(u"/tags/0"_s)->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Delete, Qt::AltModifier);
    EXPECT_EQ(value(), R"({"tags":["b"]})");
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST_F(FormViewTest, SchemaWithoutFieldsSaysSo)
{
    show(R"({"type":"object"})");
    auto *note = UiTest::find<QLabel>(&view, u"formEmptyNote"_s);
    ASSERT_NE(note, nullptr);
    EXPECT_TRUE(note->isVisible());
    EXPECT_EQ(value(), "{}");
    show(R"({"type":"object","properties":{"a":{"type":"string"}}})");
    EXPECT_FALSE(note->isVisible());
}

TEST_F(FormViewTest, TabFollowsTheFormEvenForRowsAddedLater)
{
    show(R"({"type":"object","properties":{
        "list":{"type":"array","items":{"type":"string"}},"last":{"type":"string"}},
        "required":["list","last"]})");
    press(u"/list"_s, u"addItemButton"_s);
    QWidget *element = view.inputAt(u"/list/0"_s);
    ASSERT_TRUE(element && element->hasFocus());
    // From the new element, Tab passes its own buttons and reaches the next field below it.
    for (int i = 0; i < 10 && !view.inputAt(u"/last"_s)->hasFocus(); ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    EXPECT_TRUE(view.inputAt(u"/last"_s)->hasFocus());
}
