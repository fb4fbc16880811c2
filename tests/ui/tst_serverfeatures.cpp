// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverfeaturestest.h"

#include <core/mcp/mcpsession.h>
#include <core/schema/schemaformmodel.h>
#include <ui/activity/activitypane.h>
#include <ui/activity/inflightmodel.h>
#include <ui/activity/pingcontrol.h>
#include <ui/completion/completioncontroller.h>
#include <ui/forms/schemaformview.h>
#include <ui/logging/loggingpane.h>
#include <ui/logging/serverlogfilter.h>
#include <ui/logging/serverlogmodel.h>
#include <ui/prompts/promptlistmodel.h>
#include <ui/prompts/promptmessagesview.h>
#include <ui/prompts/promptspane.h>
#include <ui/resources/resourcecontentsview.h>
#include <ui/resources/resourcelistmodel.h>
#include <ui/resources/resourcescontroller.h>
#include <ui/resources/resourcespane.h>
#include <ui/results/embeddedresourcewidget.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>

#include <QAbstractItemView>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace {

TEST_F(ServerFeaturesTest, ReadsATextResource)
{
    m_window->resize(1100, 560); // the contents are taller than their pane
    connectAndShowResources();
    clickResource(u"demo://docs/readme"_s);
    clickButtonAndWaitForContents(u"readResourceButton"_s, u"demo://docs/readme"_s);
    EXPECT_TRUE(resources()->contentsView()->text().startsWith(u"# mcpscope demo server"_s));
    EXPECT_FALSE(resources()->contentsView()->hasImagePreview());
    // Contents taller than the pane scroll (they used to be squeezed into it, the Markdown's
    // "Show source" button drawn over the text, the rest out of reach).
    auto *area = UiTest::find<QScrollArea>(m_window.get(), u"resourceContentsArea"_s);
    ASSERT_NE(area, nullptr);
    EXPECT_TRUE(UiTest::waitFor([area] { return area->verticalScrollBar()->maximum() > 0; }));
    const QWidget *contents = area->widget();
    EXPECT_GE(contents->height(), contents->minimumSizeHint().height());
}

TEST_F(ServerFeaturesTest, ReadsABlobWithAPreviewAndItsBytes)
{
    connectAndShowResources();
    clickResource(u"demo://images/logo.png"_s);
    clickButtonAndWaitForContents(u"readResourceButton"_s, u"demo://images/logo.png"_s);
    EXPECT_TRUE(resources()->contentsView()->hasImagePreview());
    // The blob can be saved as the bytes it is.
    auto *blob = resources()->contentsView()->findChild<EmbeddedResourceWidget *>();
    ASSERT_NE(blob, nullptr);
    QTemporaryDir directory;
    const QString path = directory.filePath(u"logo.png"_s);
    QString error;
    ASSERT_TRUE(blob->saveBlobTo(path, &error)) << qPrintable(error);
    QFile saved(path);
    ASSERT_TRUE(saved.open(QIODevice::ReadOnly));
    EXPECT_TRUE(saved.readAll().startsWith("\x89PNG"));
}

TEST_F(ServerFeaturesTest, ExpandsATemplateLiveAndReadsTheResult)
{
    connectAndShowResources();
    ASSERT_TRUE(resources()->selectTemplate(u"demo://greetings/{name}"_s));
    auto *name = qobject_cast<QLineEdit *>(resources()->templateForm()->inputAt(u"/name"_s));
    ASSERT_NE(name, nullptr);
    QTest::keyClicks(name, u"Ada Lovelace"_s);
    const auto *preview = UiTest::find<QLabel>(resources(), u"templateUriPreview"_s);
    EXPECT_EQ(preview->text(), u"URI: demo://greetings/Ada%20Lovelace"_s);
    clickButtonAndWaitForContents(u"readTemplateButton"_s, u"demo://greetings/Ada%20Lovelace"_s);
    EXPECT_EQ(resources()->contentsView()->text(),
              u"Hello, Ada Lovelace! Welcome to the mcpscope demo server."_s);
}

TEST_F(ServerFeaturesTest, CompletesATemplateVariableAsYouType)
{
    connectAndShowResources();
    ASSERT_TRUE(resources()->selectTemplate(u"demo://greetings/{name}"_s));
    auto *name = qobject_cast<QLineEdit *>(resources()->templateForm()->inputAt(u"/name"_s));
    ASSERT_NE(name, nullptr);
    name->setFocus();
    QTest::keyClicks(name, u"Gr"_s);
    QAbstractItemView *popup = resources()->completion()->completer()->popup();
    ASSERT_TRUE(UiTest::waitFor([popup] { return popup->isVisible(); }));
    EXPECT_EQ(popup->model()->rowCount(), 1);
    EXPECT_EQ(popup->model()->index(0, 0).data().toString(), u"Grace"_s);
    const QJsonObject sent = lastSentParams(u"completion/complete"_s);
    EXPECT_EQ(sent["ref"_L1]["uri"_L1].toString(), u"demo://greetings/{name}"_s);
    EXPECT_EQ(sent["argument"_L1]["value"_L1].toString(), u"Gr"_s);
    // Debounced: two keystrokes in quick succession made one request.
    m_window->logModel()->flush();
    EXPECT_EQ(UiTest::findRow(log(),
                              TrafficEvent::Direction::Outgoing,
                              u"completion/complete"_s,
                              JsonRpcMessage::Kind::Request,
                              UiTest::findRow(log(),
                                              TrafficEvent::Direction::Outgoing,
                                              u"completion/complete"_s,
                                              JsonRpcMessage::Kind::Request)
                                  + 1),
              -1);
}

TEST_F(ServerFeaturesTest, SubscribesAndMarksAndRereadsUpdatedResources)
{
    connectAndShowResources();
    clickResource(u"demo://notes/index"_s);
    auto *subscribe = UiTest::find<QPushButton>(resources(), u"subscribeButton"_s);
    ASSERT_TRUE(subscribe->isVisibleTo(resources())); // the demo server offers subscriptions
    QTest::mouseClick(subscribe, Qt::LeftButton);
    ASSERT_TRUE(resources()->controller()->resources()->isSubscribed(u"demo://notes/index"_s));
    EXPECT_EQ(subscribe->text(), u"Unsubscribe"_s);

    callTool(u"add_note"_s, R"({"text": "milk"})");
    ResourceListModel *model = resources()->controller()->resources();
    // list_changed lists again (the new note appears) and the selection stays on the index.
    ASSERT_TRUE(UiTest::waitFor([model] { return model->rowOfUri(u"demo://notes/1"_s) >= 0; }));
    ASSERT_TRUE(UiTest::waitFor([model] { return model->isUpdated(u"demo://notes/index"_s); }));
    EXPECT_EQ(resources()->selectedUri(), u"demo://notes/index"_s);
    EXPECT_TRUE(resources()->resourceView()->currentIndex().isValid());

    m_window->showTab(u"resourcesPane"_s);
    QTest::mouseClick(UiTest::find<QCheckBox>(resources(), u"autoRereadCheck"_s), Qt::LeftButton);
    callTool(u"add_note"_s, R"({"text": "bread"})");
    ASSERT_TRUE(UiTest::waitFor([this] {
        return resources()->contentsView()->text().contains(u"bread"_s);
    })) << qPrintable(resources()->contentsView()->bannerText());
    EXPECT_EQ(resources()->contentsView()->uri(), u"demo://notes/index"_s);
    EXPECT_FALSE(model->isUpdated(u"demo://notes/index"_s)); // re-read: current again

    auto *unsubscribe = UiTest::find<QPushButton>(resources(), u"subscribeButton"_s);
    QTest::mouseClick(unsubscribe, Qt::LeftButton);
    EXPECT_FALSE(model->isSubscribed(u"demo://notes/index"_s));
    EXPECT_EQ(lastSentParams(u"resources/unsubscribe"_s)["uri"_L1].toString(),
              u"demo://notes/index"_s);
}

TEST_F(ServerFeaturesTest, GetsAPromptWithArguments)
{
    connectToServer();
    ASSERT_TRUE(m_window->showTab(u"promptsPane"_s));
    ASSERT_TRUE(UiTest::waitFor([this] { return prompts()->model()->rowCount() >= 3; }));
    ASSERT_TRUE(prompts()->selectPrompt(u"summarize"_s));
    auto *text = qobject_cast<QLineEdit *>(prompts()->form()->inputAt(u"/text"_s));
    ASSERT_NE(text, nullptr);
    QTest::keyClicks(text, u"MCP is a protocol."_s);
    QTest::mouseClick(UiTest::find<QPushButton>(prompts(), u"getPromptButton"_s), Qt::LeftButton);
    PromptMessagesView *messages = prompts()->messagesView();
    ASSERT_TRUE(UiTest::waitFor([messages] { return messages->messageCount() > 0; }))
        << qPrintable(messages->bannerText());
    EXPECT_EQ(messages->roles(), QStringList{u"user"_s});
    EXPECT_TRUE(messages->messageText(0).contains(u"MCP is a protocol."_s));
    EXPECT_EQ(lastSentParams(u"prompts/get"_s)["arguments"_L1]["text"_L1].toString(),
              u"MCP is a protocol."_s);
}

TEST_F(ServerFeaturesTest, CompletesAPromptArgumentWithTheOtherArgumentsAsContext)
{
    connectToServer();
    ASSERT_TRUE(m_window->showTab(u"promptsPane"_s));
    ASSERT_TRUE(UiTest::waitFor([this] { return prompts()->model()->rowCount() >= 3; }));
    ASSERT_TRUE(prompts()->selectPrompt(u"code_review"_s));
    auto *code = qobject_cast<QLineEdit *>(prompts()->form()->inputAt(u"/code"_s));
    auto *language = qobject_cast<QLineEdit *>(prompts()->form()->inputAt(u"/language"_s));
    ASSERT_TRUE(code && language);
    QTest::keyClicks(code, u"fn main() {}"_s);
    language->setFocus();
    QTest::keyClicks(language, u"ru"_s);
    CompletionController *completion = prompts()->completion();
    ASSERT_TRUE(UiTest::waitFor([completion] { return !completion->suggestions().isEmpty(); }))
        << qPrintable(completion->lastError());
    EXPECT_EQ(completion->suggestions(), QStringList({u"ruby"_s, u"rust"_s}));
    const QJsonObject sent = lastSentParams(u"completion/complete"_s);
    EXPECT_EQ(sent["ref"_L1].toObject(),
              QJsonObject({{"type"_L1, u"ref/prompt"_s}, {"name"_L1, u"code_review"_s}}));
    EXPECT_EQ(sent["context"_L1]["arguments"_L1]["code"_L1].toString(), u"fn main() {}"_s);

    // Choosing a suggestion puts it into the form.
    Q_EMIT completion->completer()->activated(u"rust"_s);
    EXPECT_EQ(prompts()->form()->model()->value()["language"_L1].toString(), u"rust"_s);
}

TEST_F(ServerFeaturesTest, SetsTheServerLevelAndShowsLogRows)
{
    connectToServer();
    ASSERT_TRUE(m_window->showTab(u"loggingPane"_s));
    QComboBox *picker = logging()->levelPicker();
    ASSERT_TRUE(picker->isEnabled());
    picker->setFocus();
    while (picker->currentText() != u"warning"_s)
        QTest::keyClick(picker, Qt::Key_Down);
    auto *status = UiTest::find<QLabel>(logging(), u"logLevelStatus"_s);
    ASSERT_TRUE(UiTest::waitFor([status] {
        return status->text().contains(u"warning"_s) && !status->text().endsWith(u"…"_s);
    }));
    EXPECT_EQ(lastSentParams(u"logging/setLevel"_s)["level"_L1].toString(), u"warning"_s);

    callTool(u"log"_s, R"({"level": "info", "message": "quiet"})");
    callTool(u"log"_s, R"({"level": "error", "message": "disk full", "logger": "storage"})");
    ServerLogModel *model = logging()->model();
    ASSERT_TRUE(UiTest::waitFor([model] { return model->rowCount() == 1; }));
    EXPECT_EQ(model->entry(0).level, u"error"_s);
    EXPECT_EQ(model->entry(0).logger, u"storage"_s);
    EXPECT_EQ(model->entry(0).data.toString(), u"disk full"_s);

    logging()->filter()->setText(u"nothing like this"_s);
    EXPECT_EQ(logging()->filter()->rowCount(), 0);
    logging()->filter()->setText(u"DISK"_s);
    EXPECT_EQ(logging()->filter()->rowCount(), 1);
}

TEST_F(ServerFeaturesTest, ShowsProgressAndCountdownAndCancelsFromTheRequestsTab)
{
    connectToServer();
    m_window->showTab(u"Tools"_s);
    selectTool(u"long_operation"_s);
    ASSERT_TRUE(callPane()->form()->model()->setJson(R"({"duration_seconds": 50, "steps": 100})"));
    QTest::mouseClick(button(u"callButton"_s), Qt::LeftButton);
    ASSERT_TRUE(m_window->showTab(u"activityPane"_s));
    InFlightModel *model = activity()->model();
    int row = -1;
    ASSERT_TRUE(UiTest::waitFor([model, &row] {
        for (row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, 0).data(InFlightModel::HasProgressRole).toBool())
                return true;
        }
        return false;
    }));
    EXPECT_TRUE(model->index(row, 0).data().toString().startsWith(u"tools/call"_s));
    EXPECT_GT(model->index(row, 0).data(InFlightModel::ProgressFractionRole).toDouble(), 0.0);
    const int remaining = model->index(row, 0).data(InFlightModel::RemainingMsRole).toInt();
    EXPECT_GT(remaining, 0);
    EXPECT_LE(remaining, 20000); // the window's 20 s timeout, restarted by each progress

    UiTest::clickRow(activity()->view(), model->index(row, InFlightModel::CancelColumn));
    ASSERT_TRUE(UiTest::waitFor([this] { return !callPane()->isCalling(); }));
    EXPECT_EQ(model->rowCount(), 0);
    EXPECT_EQ(callPane()->resultView()->outcome(), ResultView::Outcome::LocalError);
    m_window->logModel()->flush();
    EXPECT_GE(UiTest::findRow(log(),
                              TrafficEvent::Direction::Outgoing,
                              u"notifications/cancelled"_s,
                              JsonRpcMessage::Kind::Notification),
              0);
}

TEST_F(ServerFeaturesTest, DestructiveToolsAskBeforeTheyAreCalled)
{
    connectToServer();
    QStringList asked;
    bool answer = false;
    callPane()->setDestructiveConfirmation([&asked, &answer](const QJsonObject &tool) {
        asked << tool["name"_L1].toString();
        return answer;
    });
    selectTool(u"clear_notes"_s);
    QTest::mouseClick(button(u"callButton"_s), Qt::LeftButton);
    EXPECT_EQ(asked, QStringList{u"clear_notes"_s});
    EXPECT_FALSE(callPane()->isCalling());
    EXPECT_TRUE(lastSentParams(u"tools/call"_s).isEmpty()); // nothing was sent

    answer = true;
    clickCallAndWait();
    EXPECT_EQ(asked.size(), 2);
    EXPECT_EQ(lastSentParams(u"tools/call"_s)["name"_L1].toString(), u"clear_notes"_s);

    selectTool(u"echo"_s); // read-only: never asks
    ASSERT_TRUE(callPane()->form()->model()->setJson(R"({"message": "hi"})"));
    clickCallAndWait();
    EXPECT_EQ(asked.size(), 2);
}

TEST_F(ServerFeaturesTest, PingShowsTheRoundTripTime)
{
    connectToServer();
    ASSERT_TRUE(m_window->showTab(u"activityPane"_s));
    PingControl *ping = activity()->ping();
    QTest::mouseClick(UiTest::find<QPushButton>(ping, u"pingButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([ping] { return !ping->isPinging(); }));
    EXPECT_GE(ping->lastLatencyMs(), 0);
    EXPECT_TRUE(ping->resultText().contains(u" ms at "_s)) << qPrintable(ping->resultText());
}

} // namespace
