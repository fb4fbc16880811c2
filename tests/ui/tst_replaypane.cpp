// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Session > Replay in the real main window against the demo server, and the pieces of the
// Replay pane on their own.
#include "sessionwindowtest.h"

#include <core/log/messagelogmodel.h>
#include <ui/log/messagelogview.h>
#include <ui/session/jsonlines.h>
#include <ui/session/offlinesession.h>
#include <ui/session/replaycontroller.h>
#include <ui/session/replaypane.h>
#include <ui/session/replaystepmodel.h>

#include <QDir>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTextBlock>

using namespace Qt::StringLiterals;

namespace {

ReplayStepRow stepRow(const QString &method, ReplayOutcome::Status status, int id)
{
    ReplayStepRow row;
    row.outcome.method = method;
    row.outcome.recordedId = JsonRpcId(id);
    row.outcome.status = status;
    row.latencyNs = 1'500'000;
    return row;
}

int rowWithStatus(const ReplayStepModel &model, ReplayOutcome::Status status)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.step(row).outcome.status == status)
            return row;
    }
    return -1;
}

} // namespace

TEST(ReplayStepModel, ShowsEachStepUnderTheModelTester)
{
    ReplayStepModel model;
    UiTest::ModelChecker checker(&model);
    model.append(stepRow(u"initialize"_s, ReplayOutcome::Status::Identical, 0));
    ReplayStepRow changed = stepRow(u"tools/call"_s, ReplayOutcome::Status::Changed, 2);
    changed.outcome.differences.append(
        {JsonDifference::Kind::Changed, u"/content/0/text"_s, {}, {}});
    changed.outcome.differences.append({JsonDifference::Kind::Added, u"/isError"_s, {}, {}});
    model.append(changed);
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.index(1, ReplayStepModel::MethodColumn).data().toString(), u"tools/call"_s);
    EXPECT_EQ(model.index(1, ReplayStepModel::IdColumn).data().toString(), u"2"_s);
    EXPECT_EQ(model.index(1, ReplayStepModel::StatusColumn).data().toString(), u"changed"_s);
    EXPECT_EQ(model.index(1, ReplayStepModel::LatencyColumn).data().toString(), u"1.5 ms"_s);
    EXPECT_EQ(model.index(1, ReplayStepModel::DiffColumn).data().toString(),
              u"/content/0/text (+1 more)"_s);
    model.clear();
    EXPECT_EQ(model.rowCount(), 0);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST(JsonLines, KnowsTheLineOfEveryPointer)
{
    const QJsonObject value{{"content"_L1, QJsonArray{QJsonObject{{"text"_L1, u"hi"_s}}}},
                            {"a/b"_L1, 1}};
    const JsonLines lines = JsonLines::render(value);
    const QStringList text = lines.text.split(u'\n');
    EXPECT_EQ(text.at(lines.lineOf(u"/content/0/text"_s)).trimmed(), u"\"text\": \"hi\""_s);
    EXPECT_EQ(text.at(lines.lineOf(u"/a~1b"_s)).trimmed(), u"\"a/b\": 1,"_s);
    // A pointer missing on this side falls back to its nearest ancestor.
    EXPECT_EQ(lines.lineOf(u"/content/0/missing"_s), lines.lineOf(u"/content/0"_s));
    EXPECT_EQ(lines.lineOf(u""_s), 0);
    EXPECT_EQ(QJsonDocument::fromJson(lines.text.toUtf8()).object(), value);
}

class ReplayWindowTest : public SessionWindowTest
{
protected:
    ReplayPane *replayAgainst(const QString &path,
                              ReplayController::Target target,
                              const ServerConfig &other = {})
    {
        ReplayController *replay = sessions()->replay();
        QSignalSpy finished(replay, &ReplayController::finished);
        if (!replay->replay(path, target, other)) {
            ADD_FAILURE() << qPrintable(replay->error());
            return nullptr;
        }
        // The plan is read off the GUI thread first, then the replay runs.
        EXPECT_TRUE(finished.wait(30000));
        EXPECT_TRUE(replay->error().isEmpty()) << qPrintable(replay->error());
        ReplayPane *pane = replay->pane();
        EXPECT_FALSE(pane->isRunning());
        return pane;
    }
};

TEST_F(ReplayWindowTest, ReplayAgainstTheSameServerIsIdentical)
{
    const QString path = recordEcho(u"same again"_s);
    QStringList asked;
    sessions()->setCommandConfirmation([&asked](const ServerConfig &config, const QString &) {
        asked.append(config.program);
        return true;
    });
    ReplayPane *pane = replayAgainst(path, ReplayController::Target::Recorded);
    ASSERT_NE(pane, nullptr);
    EXPECT_EQ(asked, QStringList{demoConfig().program}); // the recorded command was shown first
    UiTest::ModelChecker checker(pane->model());
    const QRegularExpression identical(
        u"^[1-9][0-9]* identical, 0 changed, 0 new errors, 0 missing"_s);
    EXPECT_TRUE(identical.match(pane->summaryText()).hasMatch()) << qPrintable(pane->summaryText());
    EXPECT_GE(rowWithStatus(*pane->model(), ReplayOutcome::Status::Identical), 0);
    EXPECT_EQ(rowWithStatus(*pane->model(), ReplayOutcome::Status::Changed), -1);
    EXPECT_TRUE(UiTest::find<QPushButton>(pane, u"rerunButton"_s)->isEnabled());
}

// The banner's Replay of a file opened offline (lazily: nothing of it decoded for the log)
// reads the whole file's plan when asked, and replays it as the file itself.
TEST_F(ReplayWindowTest, ReplayOfTheFileOpenedOfflineReadsItsWholePlanAndIsIdentical)
{
    const QString path = recordEcho(u"opened, then again"_s);
    openOffline(path);
    sessions()->setCommandConfirmation([](const ServerConfig &, const QString &) { return true; });
    ReplayPane *pane = replayAgainst(path, ReplayController::Target::Recorded);
    ASSERT_NE(pane, nullptr);
    const QRegularExpression identical(
        u"^[1-9][0-9]* identical, 0 changed, 0 new errors, 0 missing"_s);
    EXPECT_TRUE(identical.match(pane->summaryText()).hasMatch()) << qPrintable(pane->summaryText());
    // The echo call is in the plan: the whole file, not the listing slice the panes use.
    bool echoed = false;
    for (int row = 0; row < pane->model()->rowCount(); ++row)
        echoed = echoed
                 || pane->model()->index(row, ReplayStepModel::MethodColumn).data().toString()
                        == u"tools/call"_s;
    EXPECT_TRUE(echoed);
}

TEST_F(ReplayWindowTest, AChangedToolShowsItsPointerSideBySide)
{
    const QString path = recordEcho(u"quiet words"_s);
    ServerConfig shouting = demoConfig();
    shouting.environment.append({u"MCPSCOPE_DEMO_SHOUTING_ECHO"_s, u"1"_s, false});
    ReplayPane *pane = replayAgainst(path, ReplayController::Target::Other, shouting);
    ASSERT_NE(pane, nullptr);
    EXPECT_TRUE(pane->summaryText().contains(u"1 changed"_s)) << qPrintable(pane->summaryText());
    const int changed = rowWithStatus(*pane->model(), ReplayOutcome::Status::Changed);
    ASSERT_GE(changed, 0);
    EXPECT_EQ(pane->model()->step(changed).outcome.method, u"tools/call"_s);
    // The first difference is selected by itself: pointer listed, both sides shown.
    EXPECT_EQ(pane->stepsView()->currentIndex().row(), changed);
    auto *pointers = UiTest::find<QListWidget>(pane, u"changedPointers"_s);
    ASSERT_GE(pointers->count(), 1);
    EXPECT_TRUE(pointers->item(0)->text().startsWith(u"/content/0/text"_s))
        << qPrintable(pointers->item(0)->text());
    auto *recorded = UiTest::find<QPlainTextEdit>(pane, u"recordedView"_s);
    auto *live = UiTest::find<QPlainTextEdit>(pane, u"liveView"_s);
    EXPECT_TRUE(recorded->toPlainText().contains(u"\"quiet words\""_s));
    EXPECT_TRUE(live->toPlainText().contains(u"\"QUIET WORDS\""_s));
    ASSERT_EQ(live->extraSelections().size(), 1);
    EXPECT_TRUE(live->extraSelections().first().cursor.block().text().contains(u"QUIET WORDS"_s));

    // Ignoring the pointer and rerunning makes the replay identical.
    auto *ignore = UiTest::find<QPlainTextEdit>(pane, u"ignorePaths"_s);
    ignore->appendPlainText(u"/content/*/text"_s);
    QTest::mouseClick(UiTest::find<QPushButton>(pane, u"rerunButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([pane] { return !pane->isRunning(); }, 30000));
    EXPECT_TRUE(pane->summaryText().contains(u"0 changed"_s)) << qPrintable(pane->summaryText());

    // A broken pattern is named, and Rerun waits for it to be fixed.
    ignore->appendPlainText(u"no-leading-slash"_s);
    EXPECT_FALSE(UiTest::find<QPushButton>(pane, u"rerunButton"_s)->isEnabled());
    EXPECT_TRUE(UiTest::find<QLabel>(pane, u"ignoreError"_s)->isVisible());
}

TEST_F(ReplayWindowTest, TheBannerReplaysAgainstTheServerTheUserPicks)
{
    const QString path = recordEcho(u"picked"_s);
    openOffline(path);
    sessions()->setCommandConfirmation([](const ServerConfig &, const QString &) {
        ADD_FAILURE() << "the current settings are the user's own: nothing to confirm";
        return false;
    });
    QStringList offered;
    whenModal([&offered](QWidget *modal) {
        auto *dialog = qobject_cast<QInputDialog *>(modal);
        if (!dialog)
            return false;
        offered = dialog->comboBoxItems();
        dialog->setTextValue(offered.value(1));
        dialog->accept();
        return true;
    });
    QSignalSpy finished(sessions()->replay(), &ReplayController::finished);
    QTest::mouseClick(button(u"replayButton"_s), Qt::LeftButton);
    ASSERT_EQ(offered.size(), 3);
    EXPECT_TRUE(offered.at(1).startsWith(u"The current connection settings: "_s));
    ASSERT_TRUE(finished.wait(30000)); // the whole file's plan read, then replayed
    ReplayPane *pane = sessions()->replay()->pane();
    EXPECT_FALSE(pane->isRunning());
    EXPECT_TRUE(pane->summaryText().contains(u" identical, 0 changed"_s))
        << qPrintable(pane->summaryText());
    EXPECT_TRUE(pane->isVisible()); // the Replay tab came to the front
}

// Rows selected in the log of an opened session replay as a slice: the recorded handshake, then
// only their requests, each compared with its recorded response (not selected).
TEST_F(ReplayWindowTest, ReplaySelectedRowsReplaysOnlyTheirRequests)
{
    const QString path = recordEcho(u"a slice"_s);
    openOffline(path);
    const int offline = sessions()->offline()->logConnection();
    const auto requestRow = [this, offline](const QString &method) {
        for (int row = 0; row < log().rowCount(); ++row) {
            const MessageRecord &record = log().record(row);
            if (record.connection == offline && record.method == method
                && record.messageKind == JsonRpcMessage::Kind::Request)
                return row;
        }
        return -1;
    };
    const int list = requestRow(u"tools/list"_s);
    const int call = requestRow(u"tools/call"_s);
    ASSERT_GE(list, 0);
    ASSERT_GT(call, list);
    ReplayPane *pane = UiTest::replaySelectionAndWait(m_window.get(), {list, call});
    ASSERT_NE(pane, nullptr);
    QStringList steps;
    for (int row = 0; row < pane->model()->rowCount(); ++row)
        steps << pane->model()->step(row).outcome.method + u' '
                     + ReplayOutcome::statusName(pane->model()->step(row).outcome.status);
    EXPECT_EQ(steps,
              (QStringList{u"initialize identical"_s,
                           u"tools/list identical"_s,
                           u"tools/call identical"_s}));
    EXPECT_TRUE(pane->summaryText().startsWith(u"3 identical, 0 changed"_s))
        << qPrintable(pane->summaryText());

    // The banner's button replays the selection too; a response alone replays nothing.
    int answer = -1;
    for (int row = call + 1; row < log().rowCount() && answer < 0; ++row) {
        const MessageRecord &record = log().record(row);
        if (record.connection == offline && record.messageKind == JsonRpcMessage::Kind::Result
            && record.id == log().record(call).id)
            answer = row;
    }
    ASSERT_GT(answer, call);
    m_window->logView()->selectRow(answer);
    ASSERT_EQ(m_window->logView()->selectedRows(), QList<int>{answer});
    UiTest::whenModal([](QWidget *modal) {
        auto *dialog = qobject_cast<QInputDialog *>(modal);
        if (!dialog)
            return false;
        dialog->setTextValue(dialog->comboBoxItems().value(1));
        dialog->accept();
        return true;
    });
    QSignalSpy finished(sessions()->replay(), &ReplayController::finished);
    QTest::mouseClick(button(u"replaySelectedButton"_s), Qt::LeftButton);
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_TRUE(sessions()->replay()->error().contains(
        u"hold no request or notification the client sent"_s))
        << qPrintable(sessions()->replay()->error());
}

TEST_F(ReplayWindowTest, StopEndsAReplayWhoseServerNeverAnswers)
{
    const QString path = recordEcho(u"no answer"_s);
    ServerConfig silent;
    silent.program = u"sleep"_s;
    silent.arguments = {u"30"_s};
    ASSERT_TRUE(sessions()->replay()->replay(path, ReplayController::Target::Other, silent))
        << qPrintable(sessions()->replay()->error());
    ReplayPane *pane = sessions()->replay()->pane();
    ASSERT_TRUE(UiTest::waitFor([pane] { return pane->isRunning(); })); // once the plan is read
    auto *stop = UiTest::find<QPushButton>(pane, u"stopReplayButton"_s);
    ASSERT_TRUE(stop->isEnabled());
    QTest::mouseClick(stop, Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([pane] { return !pane->isRunning(); }, 10000));
    EXPECT_TRUE(pane->summaryText().endsWith(u"stopped before the end"_s))
        << qPrintable(pane->summaryText());
    EXPECT_EQ(pane->model()->rowCount(), 0);
}

TEST_F(ReplayWindowTest, CancellingTheConfirmationReplaysNothing)
{
    const QString path = recordEcho(u"not again"_s);
    sessions()->setCommandConfirmation([](const ServerConfig &, const QString &) { return false; });
    EXPECT_FALSE(sessions()->replay()->replay(path, ReplayController::Target::Recorded));
    EXPECT_EQ(sessions()->replay()->error(), u"cancelled"_s);
    EXPECT_FALSE(sessions()->replay()->isRunning());
}

// The README's screenshot of the Replay tab: a replay against the shouting demo server, its
// changed step selected. Runs only when MCPSCOPE_SCREENSHOT_DIR names where to write it.
TEST_F(ReplayWindowTest, Screenshot)
{
    const QString directory = qEnvironmentVariable("MCPSCOPE_SCREENSHOT_DIR");
    if (directory.isEmpty())
        GTEST_SKIP() << "set MCPSCOPE_SCREENSHOT_DIR to write the screenshots";
    const QString path = recordEcho(u"quiet words"_s);
    ServerConfig shouting = demoConfig();
    shouting.environment.append({u"MCPSCOPE_DEMO_SHOUTING_ECHO"_s, u"1"_s, false});
    ReplayPane *pane = replayAgainst(path, ReplayController::Target::Other, shouting);
    ASSERT_NE(pane, nullptr);
    QCoreApplication::processEvents();
    const QString target = QDir(directory).filePath(u"replay.png"_s);
    ASSERT_TRUE(m_window->grab().save(target)) << qPrintable(target);
}
