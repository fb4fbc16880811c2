// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clientharness.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <ui/client/elicitationcard.h>
#include <ui/forms/schemaformview.h>

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// Every kind of field the restricted elicitation schema allows, with defaults.
const char *kForm = R"({"message":"Tell us about you","requestedSchema":{"type":"object",
    "properties":{
      "name":{"type":"string","title":"Name","default":"Ada"},
      "age":{"type":"integer","minimum":0,"default":36},
      "ratio":{"type":"number","default":0.5},
      "color":{"type":"string","oneOf":[{"const":"r","title":"Red"},{"const":"g","title":"Green"}],
               "default":"g"},
      "tags":{"type":"array","items":{"type":"string","enum":["a","b","c"]},"default":["a","c"]},
      "subscribe":{"type":"boolean","default":true}},
    "required":["name"]}})";

class ElicitationCardTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(h.connect());
        h.queue->show();
    }
    ElicitationCard *card() const
    {
        return h.queue->findChild<ElicitationCard *>(u"elicitationCard"_s);
    }
    void click(const QString &button) const
    {
        QTest::mouseClick(UiTest::find<QPushButton>(card(), button), Qt::LeftButton);
    }
    QJsonObject answer(qint64 id) const
    {
        const QList<JsonRpcMessage> answers = h.answersTo(id);
        return answers.size() == 1 ? answers.first().result().toObject() : QJsonObject();
    }

    ClientHarness h;
};

TEST_F(ElicitationCardTest, AcceptUnchangedSendsTheDefaults)
{
    h.serverRequest(3, u"elicitation/create"_s, jsonObject(kForm));
    ASSERT_NE(card(), nullptr);
    EXPECT_EQ(UiTest::find<QLabel>(card(), u"elicitationMessage"_s)->text(),
              u"Tell us about you"_s);
    click(u"acceptButton"_s);
    EXPECT_EQ(answer(3), jsonObject(R"({"action":"accept","content":{"name":"Ada","age":36,
        "ratio":0.5,"color":"g","tags":["a","c"],"subscribe":true}})"));
    EXPECT_EQ(card()->statusText(), u"Accepted: the form was sent."_s);
}

TEST_F(ElicitationCardTest, AcceptSendsEditedFields)
{
    h.serverRequest(3, u"elicitation/create"_s, jsonObject(kForm));
    ASSERT_NE(card(), nullptr);
    auto *name = qobject_cast<QLineEdit *>(card()->form()->inputAt(u"/name"_s));
    ASSERT_NE(name, nullptr);
    name->selectAll();
    QTest::keyClicks(name, u"Grace"_s);
    click(u"acceptButton"_s);
    EXPECT_EQ(answer(3).value("content"_L1).toObject().value("name"_L1).toString(), u"Grace"_s);
}

TEST_F(ElicitationCardTest, InvalidFormIsNotSent)
{
    h.serverRequest(3, u"elicitation/create"_s, jsonObject(kForm));
    ASSERT_NE(card(), nullptr);
    auto *age = qobject_cast<QLineEdit *>(card()->form()->inputAt(u"/age"_s));
    ASSERT_NE(age, nullptr);
    age->selectAll();
    QTest::keyClicks(age, u"-4"_s);
    click(u"acceptButton"_s);
    EXPECT_TRUE(h.answersTo(3).isEmpty());
    const QString problem = UiTest::find<QLabel>(card(), u"cardProblem"_s)->text();
    EXPECT_TRUE(problem.startsWith(u"Not sent: 1 problem(s) in the form — /age"_s))
        << qPrintable(problem);
}

TEST_F(ElicitationCardTest, DeclineAndCancel)
{
    h.serverRequest(3, u"elicitation/create"_s, jsonObject(kForm));
    click(u"declineButton"_s);
    EXPECT_EQ(answer(3), jsonObject(R"({"action":"decline"})"));
    h.queue->clearAnswered();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    h.serverRequest(4, u"elicitation/create"_s, jsonObject(kForm));
    ASSERT_NE(card(), nullptr);
    click(u"cancelButton"_s);
    EXPECT_EQ(answer(4), jsonObject(R"({"action":"cancel"})"));
}

TEST_F(ElicitationCardTest, WarnsWhenAFormAsksForASecret)
{
    h.serverRequest(3, u"elicitation/create"_s, jsonObject(R"({"message":"Log in",
        "requestedSchema":{"type":"object","properties":{"user":{"type":"string"},
        "password":{"type":"string"}}}})"));
    ASSERT_NE(card(), nullptr);
    auto *warning = UiTest::find<QLabel>(card(), u"secretWarning"_s);
    ASSERT_NE(warning, nullptr);
    EXPECT_TRUE(warning->text().contains(u"(password)"_s)) << qPrintable(warning->text());
}

TEST_F(ElicitationCardTest, UrlModeRefusesLinksThatAreNotHttp)
{
    h.serverRequest(3, u"elicitation/create"_s, jsonObject(R"json({"mode":"url",
        "message":"Authorize","url":"javascript:alert(1)","elicitationId":"e1"})json"));
    ASSERT_NE(card(), nullptr);
    EXPECT_EQ(UiTest::find<QLabel>(card(), u"urlText"_s)->text(), u"javascript:alert(1)"_s);
    click(u"acceptButton"_s);
    EXPECT_TRUE(h.opened.isEmpty());
    EXPECT_TRUE(h.answersTo(3).isEmpty());
    EXPECT_EQ(card()->urlConsent()->notice(),
              u"Not opened. mcpscope opens only http and https links; this one is "
              "\"javascript:\"."_s);
    click(u"declineButton"_s);
    EXPECT_EQ(answer(3), jsonObject(R"({"action":"decline"})"));
}

TEST_F(ElicitationCardTest, UrlModeOpensOnClickThenCompletes)
{
    h.serverRequest(3, u"elicitation/create"_s, jsonObject(R"({"mode":"url",
        "message":"Authorize","url":"https://auth.example.com/start?x=1","elicitationId":"e1"})"));
    ASSERT_NE(card(), nullptr);
    EXPECT_TRUE(h.opened.isEmpty()); // never before the click
    click(u"acceptButton"_s);
    ASSERT_EQ(h.opened.size(), 1);
    EXPECT_EQ(h.opened.first(), QUrl(u"https://auth.example.com/start?x=1"_s));
    EXPECT_EQ(answer(3), jsonObject(R"({"action":"accept"})"));
    h.serverNotification(u"notifications/elicitation/complete"_s, {{"elicitationId"_L1, u"e1"_s}});
    EXPECT_TRUE(
        card()->statusText().endsWith(u"Complete: the server says this URL elicitation is done."_s))
        << qPrintable(card()->statusText());
}

TEST_F(ElicitationCardTest, RequiredUrlErrorShowsACardUntilComplete)
{
    const JsonRpcError error{JsonRpc::ErrorCode::UrlElicitationRequired,
                             u"URL elicitation required"_s,
                             jsonObject(R"({"elicitations":[{"mode":"url","message":"Sign in",
        "url":"https://example.com/login","elicitationId":"e9"}]})")};
    EXPECT_EQ(h.queue->showRequiredUrls(error), 1);
    auto *card = h.queue->findChild<RequiredUrlCard *>(u"requiredUrlCard"_s);
    ASSERT_NE(card, nullptr);
    QTest::mouseClick(card->urlConsent()->openButton(), Qt::LeftButton);
    ASSERT_EQ(h.opened.size(), 1);
    EXPECT_TRUE(card->isOpen());
    h.serverNotification(u"notifications/elicitation/complete"_s, {{"elicitationId"_L1, u"e9"_s}});
    EXPECT_FALSE(card->isOpen());
    EXPECT_EQ(h.queue->showRequiredUrls({JsonRpc::ErrorCode::InvalidParams, u"x"_s, {}}), 0);
}

} // namespace
