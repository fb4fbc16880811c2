// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mainwindowtest.h"

#include <core/schema/schemaformmodel.h>
#include <ui/client/clientsetuppane.h>
#include <ui/client/elicitationcard.h>
#include <ui/client/requestqueuepane.h>
#include <ui/client/rootseditor.h>
#include <ui/client/samplingcard.h>
#include <ui/client/samplingrequestview.h>
#include <ui/client/samplingresponseeditor.h>
#include <ui/forms/schemaformview.h>
#include <ui/tools/toolcallpane.h>
#include <ui/tools/toollistmodel.h>

#include <QCheckBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;

// The person-in-the-loop features against @modelcontextprotocol/server-everything over stdio:
// its tools send roots/list, sampling/createMessage and elicitation/create (form and URL)
// while our tools/call is in flight, and simulate-research-query must run as a task.
// With MCPSCOPE_SCREENSHOT_DIR set, the sampling and elicitation cards are saved as images.
namespace {

class ClientEverythingTest : public MainWindowTest
{
protected:
    void SetUp() override
    {
        const QString script = QStringLiteral(MCPSCOPE_EVERYTHING_JS);
        ASSERT_TRUE(QFileInfo::exists(script)) << "run `npm ci` in tests/ (./test.sh does)";
        ServerConfig config;
        config.program = QStringLiteral(MCPSCOPE_NODE_PATH);
        config.arguments = {script};
        startWindow(config);
        m_window->requestQueue()->setUrlOpener([this](const QUrl &url) {
            m_opened << url;
            return true;
        });
    }

    // server-everything registers these tools after notifications/initialized, by capability.
    void waitForTool(const QString &name)
    {
        auto *view = UiTest::find<QListView>(m_window.get(), u"toolList"_s);
        auto *tools = qobject_cast<ToolListModel *>(
            qobject_cast<QSortFilterProxyModel *>(view->model())->sourceModel());
        ASSERT_TRUE(UiTest::waitFor([tools, name] { return tools->rowOf(name) >= 0; }, 20000))
            << qPrintable(name);
        selectTool(name);
    }

    template<class Card>
    Card *waitForCard(const QString &objectName)
    {
        Card *card = nullptr;
        UiTest::waitFor(
            [&] {
                for (Card *candidate : m_window->requestQueue()->findChildren<Card *>(objectName))
                    card = candidate->isOpen() ? candidate : card;
                return card != nullptr;
            },
            20000);
        return card;
    }

    void typeInto(const QString &field, const QString &text)
    {
        auto *edit = qobject_cast<QLineEdit *>(editor(field));
        ASSERT_NE(edit, nullptr) << qPrintable(field);
        edit->selectAll();
        QTest::keyClicks(edit, text);
    }

    void clickCall() { QTest::mouseClick(button(u"callButton"_s), Qt::LeftButton); }

    void saveScreenshot(const QString &name)
    {
        const QString dir = qEnvironmentVariable("MCPSCOPE_SCREENSHOT_DIR");
        if (dir.isEmpty())
            return;
        m_window->resize(1600, 1000);
        // Layout requests and queued scrolls are posted events: deliver them all first.
        for (int round = 0; round < 3; ++round) {
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
        }
        EXPECT_TRUE(m_window->grab().save(dir + u'/' + name)) << qPrintable(name);
    }

    bool waitForCallEnd()
    {
        return UiTest::waitFor([this] { return !callPane()->isCalling(); }, 20000);
    }

    QList<QUrl> m_opened;
};

TEST_F(ClientEverythingTest, RootsFromTheEditorReachTheServer)
{
    QTemporaryDir dir;
    ASSERT_TRUE(m_window->clientSetup()->rootsEditor()->addFolder(dir.path()));
    connectToServer();
    waitForTool(u"get-roots-list"_s);
    clickCallAndWait();
    EXPECT_TRUE(resultText().contains(QUrl::fromLocalFile(dir.path()).toString()))
        << qPrintable(resultText());
}

TEST_F(ClientEverythingTest, SamplingIsAnsweredFromTheCard)
{
    connectToServer();
    waitForTool(u"trigger-sampling-request"_s);
    typeInto(u"prompt"_s, u"Write a haiku about frames"_s);
    clickCall();
    auto *card = waitForCard<SamplingCard>(u"samplingCard"_s);
    ASSERT_NE(card, nullptr);
    EXPECT_TRUE(card->requestView()->toPlainText().contains(u"Write a haiku about frames"_s));
    QTest::keyClicks(card->editor()->textEdit(), u"Bytes cross the wire"_s);
    // keyClicks types no newline; the rest of the haiku is pasted, as a person might.
    card->editor()->textEdit()->insertPlainText(
        u"\nrequest, response, paired in time\nthe log remembers"_s);
    saveScreenshot(u"sampling.png"_s);
    QTest::mouseClick(UiTest::find<QPushButton>(card, u"approveButton"_s), Qt::LeftButton);
    ASSERT_TRUE(waitForCallEnd());
    EXPECT_TRUE(resultText().contains(u"the log remembers"_s)) << qPrintable(resultText());
    // The server's request and our answer are in the log like any other frame.
    EXPECT_GE(UiTest::findRow(log(),
                              TrafficEvent::Direction::Incoming,
                              u"sampling/createMessage"_s,
                              JsonRpcMessage::Kind::Request),
              0);
}

TEST_F(ClientEverythingTest, ElicitationFormNeedsTheRequiredNameThenSendsDefaults)
{
    connectToServer();
    waitForTool(u"trigger-elicitation-request"_s);
    clickCall();
    auto *card = waitForCard<ElicitationCard>(u"elicitationCard"_s);
    ASSERT_NE(card, nullptr);
    QTest::mouseClick(UiTest::find<QPushButton>(card, u"acceptButton"_s), Qt::LeftButton);
    EXPECT_TRUE(card->isOpen());
    auto *name = qobject_cast<QLineEdit *>(card->form()->inputAt(u"/name"_s));
    ASSERT_NE(name, nullptr);
    QTest::keyClicks(name, u"Ada Lovelace"_s);
    card->form()->validateNow(); // what the summary shows once typing pauses
    saveScreenshot(u"elicitation.png"_s);
    QTest::mouseClick(UiTest::find<QPushButton>(card, u"acceptButton"_s), Qt::LeftButton);
    ASSERT_TRUE(waitForCallEnd());
    EXPECT_TRUE(resultText().contains(u"- Name: Ada Lovelace"_s)) << qPrintable(resultText());
    EXPECT_TRUE(resultText().contains(u"- Favorite Integer: 42"_s)) << qPrintable(resultText());
}

TEST_F(ClientEverythingTest, UrlElicitationOpensOnlyOnClick)
{
    connectToServer();
    waitForTool(u"trigger-url-elicitation"_s);
    typeInto(u"url"_s, u"https://example.com/authorize"_s);
    typeInto(u"message"_s, u"Please sign in"_s);
    clickCall();
    auto *card = waitForCard<ElicitationCard>(u"elicitationCard"_s);
    ASSERT_NE(card, nullptr);
    EXPECT_TRUE(m_opened.isEmpty());
    QTest::mouseClick(UiTest::find<QPushButton>(card, u"acceptButton"_s), Qt::LeftButton);
    ASSERT_EQ(m_opened.size(), 1);
    EXPECT_EQ(m_opened.first(), QUrl(u"https://example.com/authorize"_s));
    ASSERT_TRUE(waitForCallEnd());
    EXPECT_FALSE(card->isOpen());
}

TEST_F(ClientEverythingTest, UrlRequiredErrorShowsItsUrlAndTheRetryGoesThrough)
{
    connectToServer();
    waitForTool(u"trigger-url-elicitation"_s);
    ASSERT_TRUE(callPane()->form()->model()->setJson(
        R"({"url":"https://example.com/authorize","errorPath":true})"));
    clickCallAndWait();
    EXPECT_TRUE(bannerText().contains(u"-32042"_s)) << qPrintable(bannerText());
    auto *required = waitForCard<RequiredUrlCard>(u"requiredUrlCard"_s);
    ASSERT_NE(required, nullptr);
    QTest::mouseClick(required->urlConsent()->openButton(), Qt::LeftButton);
    ASSERT_EQ(m_opened.size(), 1);
    EXPECT_EQ(m_opened.first(), QUrl(u"https://modelcontextprotocol.io"_s));
    // The server remembers the prerequisite: the same call again asks by request instead.
    clickCall();
    auto *card = waitForCard<ElicitationCard>(u"elicitationCard"_s);
    ASSERT_NE(card, nullptr);
    QTest::mouseClick(UiTest::find<QPushButton>(card, u"declineButton"_s), Qt::LeftButton);
    ASSERT_TRUE(waitForCallEnd());
}

TEST_F(ClientEverythingTest, RequiredTaskToolRunsAsATask)
{
    connectToServer();
    waitForTool(u"simulate-research-query"_s);
    auto *asTask = UiTest::find<QCheckBox>(m_window.get(), u"runAsTaskCheck"_s);
    ASSERT_TRUE(asTask->isVisible());
    EXPECT_TRUE(asTask->isChecked());
    typeInto(u"topic"_s, u"MCP inspectors"_s);
    clickCall();
    ASSERT_TRUE(
        UiTest::waitFor([this] { return bannerText().startsWith(u"<b>Result</b>"_s); }, 30000))
        << qPrintable(bannerText());
    EXPECT_TRUE(bannerText().contains(u"simulate-research-query as task"_s))
        << qPrintable(bannerText());
    EXPECT_TRUE(resultText().contains(u"MCP inspectors"_s)) << qPrintable(resultText());
}

} // namespace
