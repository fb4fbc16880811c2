// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clientharness.h"

#include <core/mcp/inboundrequest.h>
#include <ui/client/capabilitieseditor.h>
#include <ui/client/samplingcard.h>
#include <ui/client/samplingrequestview.h>
#include <ui/client/samplingresponseeditor.h>

#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const char *kQuestion = R"({"messages":[{"role":"user","content":{"type":"text",
    "text":"What is 2+2?"}}],"systemPrompt":"Be brief.","maxTokens":100,"temperature":0.2,
    "stopSequences":["END"],"includeContext":"none",
    "modelPreferences":{"hints":[{"name":"claude-3"}],"speedPriority":0.8}})";

class SamplingCardTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(h.connect());
        h.queue->show();
    }
    SamplingCard *card() const { return h.queue->findChild<SamplingCard *>(u"samplingCard"_s); }
    void click(const QString &button) const
    {
        QTest::mouseClick(UiTest::find<QPushButton>(card(), button), Qt::LeftButton);
    }
    QString problem() const { return UiTest::find<QLabel>(card(), u"cardProblem"_s)->text(); }

    ClientHarness h;
};

TEST_F(SamplingCardTest, ShowsTheRequestForReview)
{
    h.serverRequest(5, u"sampling/createMessage"_s, jsonObject(kQuestion));
    ASSERT_NE(card(), nullptr);
    EXPECT_EQ(h.queue->openCount(), 1);
    const QString text = card()->requestView()->toPlainText();
    for (const QString &expected : {u"Be brief."_s,
                                    u"What is 2+2?"_s,
                                    u"hints: claude-3"_s,
                                    u"speedPriority 0.8"_s,
                                    u"maxTokens 100"_s,
                                    u"temperature 0.2"_s,
                                    u"includeContext \"none\""_s,
                                    u"[\"END\"]"_s})
        EXPECT_TRUE(text.contains(expected)) << qPrintable(expected) << "\n" << qPrintable(text);
}

TEST_F(SamplingCardTest, ApproveSendsTheEditedText)
{
    h.serverRequest(5, u"sampling/createMessage"_s, jsonObject(kQuestion));
    ASSERT_NE(card(), nullptr);
    QTest::keyClicks(card()->editor()->textEdit(), u"Four."_s);
    click(u"approveButton"_s);
    const QList<JsonRpcMessage> answers = h.answersTo(5);
    ASSERT_EQ(answers.size(), 1);
    EXPECT_EQ(answers.first().result().toObject(),
              jsonObject(R"({"role":"assistant","content":{"type":"text","text":"Four."},
                         "model":"mcpscope-human","stopReason":"endTurn"})"));
    EXPECT_FALSE(card()->isOpen());
    EXPECT_EQ(card()->statusText(), u"Approved: your reply was sent."_s);
    EXPECT_EQ(h.queue->openCount(), 0);
    // The request and the answer are frames in the log like any other.
    EXPECT_TRUE(h.observed(TrafficEvent::Direction::Incoming, JsonRpcMessage::Kind::Request, 5));
    EXPECT_TRUE(h.observed(TrafficEvent::Direction::Outgoing, JsonRpcMessage::Kind::Result, 5));
}

TEST_F(SamplingCardTest, ProblemsInTheReplyAreShownAndNothingIsSent)
{
    h.serverRequest(5, u"sampling/createMessage"_s, jsonObject(kQuestion));
    ASSERT_NE(card(), nullptr);
    card()->editor()->modelEdit()->clear();
    click(u"approveButton"_s);
    EXPECT_TRUE(h.answersTo(5).isEmpty());
    EXPECT_TRUE(card()->isOpen());
    EXPECT_EQ(problem(),
              u"Not sent: Write the reply text (it is empty). Name the model that answered "
              "(result.model)."_s);
}

TEST_F(SamplingCardTest, RejectAnswersMinusOne)
{
    h.serverRequest(9, u"sampling/createMessage"_s, jsonObject(kQuestion));
    ASSERT_NE(card(), nullptr);
    click(u"rejectButton"_s);
    const QList<JsonRpcMessage> answers = h.answersTo(9);
    ASSERT_EQ(answers.size(), 1);
    EXPECT_EQ(QJsonDocument(answers.first().json().toObject().value("error"_L1).toObject())
                  .toJson(QJsonDocument::Compact),
              R"({"code":-1,"message":"User rejected sampling request"})");
    EXPECT_EQ(card()->statusText(), u"Rejected: the server got error -1."_s);
}

TEST_F(SamplingCardTest, WithdrawnByTheServerMarksTheCardGone)
{
    h.serverRequest(5, u"sampling/createMessage"_s, jsonObject(kQuestion));
    ASSERT_NE(card(), nullptr);
    h.serverNotification(u"notifications/cancelled"_s,
                         {{"requestId"_L1, 5}, {"reason"_L1, u"timed out"_s}});
    EXPECT_FALSE(card()->isOpen());
    EXPECT_EQ(card()->statusText(), u"Withdrawn: the server cancelled this request (timed out)."_s);
    click(u"approveButton"_s); // disabled: nothing happens
    EXPECT_TRUE(h.answersTo(5).isEmpty());
}

TEST_F(SamplingCardTest, ConnectionEndMarksOpenCardsGone)
{
    h.serverRequest(5, u"sampling/createMessage"_s, jsonObject(kQuestion));
    ASSERT_NE(card(), nullptr);
    h.transport->closeFromServer(u"server exited"_s);
    ASSERT_TRUE(UiTest::waitFor([this] { return !card()->isOpen(); }));
    EXPECT_TRUE(card()->statusText().startsWith(u"Gone:"_s)) << qPrintable(card()->statusText());
}

TEST_F(SamplingCardTest, ImageReplyFromAFile)
{
    h.serverRequest(5, u"sampling/createMessage"_s, jsonObject(kQuestion));
    ASSERT_NE(card(), nullptr);
    QTemporaryDir dir;
    QImage image(2, 2, QImage::Format_RGB32);
    image.fill(Qt::red);
    ASSERT_TRUE(image.save(dir.filePath(u"red.png"_s)));
    SamplingResponseEditor *editor = card()->editor();
    editor->setContentKind(SamplingResponseEditor::ContentKind::Image);
    click(u"approveButton"_s);
    EXPECT_EQ(problem(), u"Not sent: Choose an image file for the reply."_s);
    ASSERT_TRUE(editor->loadImage(dir.filePath(u"red.png"_s)));
    click(u"approveButton"_s);
    ASSERT_EQ(h.answersTo(5).size(), 1);
    const QJsonObject content
        = h.answersTo(5).first().result().toObject().value("content"_L1).toObject();
    EXPECT_EQ(content.value("type"_L1).toString(), u"image"_s);
    EXPECT_EQ(content.value("mimeType"_L1).toString(), u"image/png"_s);
    EXPECT_FALSE(
        QImage::fromData(QByteArray::fromBase64(content.value("data"_L1).toString().toLatin1()))
            .isNull());
}

class SamplingWithToolsTest : public SamplingCardTest
{
protected:
    void SetUp() override
    {
        h.setup->capabilitiesEditor()->checkBox(u"capSamplingTools"_s)->setChecked(true);
        SamplingCardTest::SetUp();
    }
};

TEST_F(SamplingWithToolsTest, ToolUseReplyWithJsonInput)
{
    QJsonObject params = jsonObject(kQuestion);
    params.insert("tools"_L1,
                  QJsonDocument::fromJson(R"([{"name":"get_weather",
        "description":"Weather for a city","inputSchema":{"type":"object"}}])")
                      .array());
    h.serverRequest(6, u"sampling/createMessage"_s, params);
    ASSERT_NE(card(), nullptr);
    EXPECT_TRUE(
        card()->requestView()->toPlainText().contains(u"get_weather — Weather for a city"_s));
    SamplingResponseEditor *editor = card()->editor();
    editor->setContentKind(SamplingResponseEditor::ContentKind::ToolUse);
    EXPECT_EQ(editor->toolNameBox()->currentText(), u"get_weather"_s);
    editor->toolInputEdit()->setPlainText(u"{\"city\": "_s);
    click(u"approveButton"_s);
    EXPECT_TRUE(problem().startsWith(u"Not sent: Tool input is not JSON:"_s))
        << qPrintable(problem());
    editor->toolInputEdit()->setPlainText(u"{\"city\": \"Paris\"}"_s);
    click(u"approveButton"_s);
    ASSERT_EQ(h.answersTo(6).size(), 1);
    EXPECT_EQ(h.answersTo(6).first().result().toObject(),
              jsonObject(R"({"role":"assistant","model":"mcpscope-human","stopReason":"toolUse",
                  "content":{"type":"tool_use","id":"toolu_1","name":"get_weather",
                  "input":{"city":"Paris"}}})"));
}

} // namespace
