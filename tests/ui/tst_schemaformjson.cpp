// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// SchemaFormView: the JSON view, and validation as the user sees it.
#include "formviewtest.h"

#include <ui/forms/jsontextedit.h>

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>

using namespace Qt::StringLiterals;

namespace {

constexpr const char *CodeSchema = R"({"type":"object","properties":{
    "code":{"type":"string"},"amount":{"type":"number"},"big":{"type":"integer"},
    "note":{"type":"string"}},"required":["code"]})";

QString lineEditText(QWidget *input)
{
    auto *edit = qobject_cast<QLineEdit *>(input);
    return edit ? edit->text() : u"(not a line edit)"_s;
}

} // namespace

TEST_F(FormViewTest, FormAndJsonSwitchBothWaysWithoutLosingAnything)
{
    show(CodeSchema);
    type(u"/code"_s, u"012"_s);
    type(u"/amount"_s, u"1.50"_s);
    type(u"/big"_s, u"12345678901234567890"_s);
    QTest::mouseClick(UiTest::find<QAbstractButton>(&view, u"jsonModeButton"_s), Qt::LeftButton);
    ASSERT_EQ(view.mode(), SchemaFormView::Mode::Json);
    const QString shown = view.jsonEdit()->toPlainText();
    // A string stays a string, numbers keep their digits, the empty optional note is left out.
    EXPECT_TRUE(shown.contains(u"\"code\": \"012\""_s)) << qPrintable(shown);
    EXPECT_TRUE(shown.contains(u"\"amount\": 1.50"_s)) << qPrintable(shown);
    EXPECT_TRUE(shown.contains(u"\"big\": 12345678901234567890"_s)) << qPrintable(shown);
    EXPECT_FALSE(shown.contains(u"note"_s)) << qPrintable(shown);

    // Edited as text, and back in the form: every field shows exactly what the text said.
    view.jsonEdit()->setFocus();
    QTest::keyClick(view.jsonEdit(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(view.jsonEdit(),
                     u"{\"code\": \"0099\", \"amount\": 2.500, \"big\": -98765432109876543210, "
                     "\"extra\": [1e3]}"_s);
    QTest::mouseClick(UiTest::find<QAbstractButton>(&view, u"formModeButton"_s), Qt::LeftButton);
    ASSERT_EQ(view.mode(), SchemaFormView::Mode::Form);
    EXPECT_EQ(lineEditText(view.inputAt(u"/code"_s)), u"0099"_s);
    EXPECT_EQ(lineEditText(view.inputAt(u"/amount"_s)), u"2.500"_s);
    EXPECT_EQ(lineEditText(view.inputAt(u"/big"_s)), u"-98765432109876543210"_s);
    ASSERT_NE(view.nodeAt(u"/extra"_s), nullptr) << "a key the schema does not know keeps a row";
    QTest::mouseClick(UiTest::find<QAbstractButton>(&view, u"jsonModeButton"_s), Qt::LeftButton);
    QString problem;
    const std::optional<LosslessJson> back
        = JsonTextEdit::parse(view.jsonEdit()->toPlainText(), &problem);
    ASSERT_TRUE(back.has_value()) << qPrintable(problem);
    EXPECT_EQ(back->toJson(QJsonDocument::Compact),
              QByteArray(R"({"amount":2.500,"big":-98765432109876543210,"code":"0099",)"
                         R"("extra":[1e3]})"));
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST_F(FormViewTest, JsonThatDoesNotParseStaysAndSaysWhere)
{
    show(CodeSchema);
    type(u"/code"_s, u"kept"_s);
    QTest::mouseClick(UiTest::find<QAbstractButton>(&view, u"jsonModeButton"_s), Qt::LeftButton);
    view.jsonEdit()->setFocus();
    QTest::keyClick(view.jsonEdit(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(view.jsonEdit(), u"{\"code\": \"x\","_s);
    QTest::keyClick(view.jsonEdit(), Qt::Key_Return);
    QTest::keyClicks(view.jsonEdit(), u"  \"amount\": }"_s);
    QTest::mouseClick(UiTest::find<QAbstractButton>(&view, u"formModeButton"_s), Qt::LeftButton);
    EXPECT_EQ(view.mode(), SchemaFormView::Mode::Json) << "the text would be lost";
    auto *problem = UiTest::find<QLabel>(&view, u"formJsonProblem"_s);
    ASSERT_TRUE(problem->isVisible());
    EXPECT_TRUE(problem->text().startsWith(u"Not JSON, not applied — Line 2, column 13: "_s))
        << qPrintable(problem->text());
    EXPECT_EQ(value(), R"({"code":"kept"})") << "the form keeps the last value that parsed";
    QString why;
    EXPECT_FALSE(view.applyPendingJson(&why));
    EXPECT_TRUE(why.startsWith(u"Line 2, column 13"_s)) << qPrintable(why);
}

TEST_F(FormViewTest, ValidationMarksFieldsAndTheSummaryGoesToThem)
{
    show(R"({"type":"object","properties":{
        "title":{"type":"string","minLength":3},
        "count":{"type":"integer","maximum":5}},"required":["title"]})");
    type(u"/title"_s, u"ab"_s);
    type(u"/count"_s, u"9"_s);
    // Live: the messages come after a short pause in typing, without any call.
    ASSERT_TRUE(UiTest::waitFor([this] { return view.problems().size() == 2; }))
        << qPrintable(view.problems().join(u'\n'));
    EXPECT_TRUE(view.problems().at(0).startsWith(u"/title: "_s)) << qPrintable(view.problems()[0]);
    EXPECT_TRUE(view.problems().at(1).startsWith(u"/count: "_s)) << qPrintable(view.problems()[1]);
    auto *messages = widget<QLabel>(u"/count"_s, u"fieldMessages"_s);
    ASSERT_NE(messages, nullptr);
    EXPECT_TRUE(messages->isVisible());
    EXPECT_FALSE(messages->text().isEmpty());
    EXPECT_TRUE(view.inputAt(u"/count"_s)->toolTip().contains(messages->text()));

    auto *list = UiTest::find<QListWidget>(&view, u"validationList"_s);
    ASSERT_TRUE(list->isVisible());
    view.inputAt(u"/title"_s)->setFocus();
    UiTest::clickRow(list, list->model()->index(1, 0));
    EXPECT_TRUE(view.inputAt(u"/count"_s)->hasFocus());

    // Fixed: the marks go once validation has run again.
    type(u"/count"_s, u"4"_s);
    type(u"/title"_s, u"abc"_s);
    ASSERT_TRUE(UiTest::waitFor([this] { return view.problems().isEmpty(); }));
    EXPECT_FALSE(messages->isVisible());
    EXPECT_FALSE(list->isVisible());
}

TEST_F(FormViewTest, RawRowsSayWhyAndRejectTextThatIsNotJson)
{
    show(R"({"type":"object","properties":{"meta":{"description":"Anything at all."}}})");
    auto *reason = widget<QLabel>(u"/meta"_s, u"fieldRawReason"_s);
    ASSERT_NE(reason, nullptr);
    EXPECT_TRUE(reason->isVisible());
    EXPECT_TRUE(reason->text().startsWith(u"Raw JSON: "_s)) << qPrintable(reason->text());
    type(u"/meta"_s, u"[1, 2"_s);
    auto *problem = widget<QLabel>(u"/meta"_s, u"jsonProblem"_s);
    ASSERT_NE(problem, nullptr);
    EXPECT_TRUE(problem->isVisible());
    EXPECT_TRUE(problem->text().contains(u"Line 1, column"_s)) << qPrintable(problem->text());
    EXPECT_EQ(value(), "{}");
    QTest::keyClicks(view.inputAt(u"/meta"_s), u"]"_s);
    EXPECT_FALSE(problem->isVisible());
    EXPECT_EQ(value(), R"({"meta":[1,2]})");
}

TEST_F(FormViewTest, ResetGoesBackToTheDefaults)
{
    show(R"({"type":"object","properties":{"level":{"type":"string","default":"info"}}})");
    type(u"/level"_s, u"debug"_s);
    QTest::mouseClick(UiTest::find<QAbstractButton>(&view, u"resetFormButton"_s), Qt::LeftButton);
    EXPECT_EQ(value(), R"({"level":"info"})");
    EXPECT_EQ(lineEditText(view.inputAt(u"/level"_s)), u"info"_s);
}

TEST_F(FormViewTest, ValueThatDoesNotFitIsKeptAsRawJsonWithTheReason)
{
    show(CodeSchema);
    QTest::mouseClick(UiTest::find<QAbstractButton>(&view, u"jsonModeButton"_s), Qt::LeftButton);
    view.jsonEdit()->setFocus();
    QTest::keyClick(view.jsonEdit(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(view.jsonEdit(), u"{\"code\": 5}"_s);
    QTest::mouseClick(UiTest::find<QAbstractButton>(&view, u"formModeButton"_s), Qt::LeftButton);
    auto *reason = widget<QLabel>(u"/code"_s, u"fieldRawReason"_s);
    ASSERT_NE(reason, nullptr);
    EXPECT_TRUE(reason->isVisible());
    EXPECT_TRUE(reason->text().startsWith(u"Raw JSON: "_s)) << qPrintable(reason->text());
    auto *raw = qobject_cast<JsonTextEdit *>(view.inputAt(u"/code"_s));
    ASSERT_NE(raw, nullptr) << "a number where a string belongs is edited as JSON";
    EXPECT_EQ(raw->toPlainText().trimmed(), u"5"_s);
    EXPECT_EQ(value(), R"({"code":5})") << "kept as it was, to be sent on purpose";
    // Made to fit, the row gets its string editor back.
    raw->setFocus();
    QTest::keyClick(raw, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(raw, u"\"5\""_s);
    EXPECT_EQ(value(), R"({"code":"5"})");
    EXPECT_EQ(lineEditText(view.inputAt(u"/code"_s)), u"5"_s);
}
