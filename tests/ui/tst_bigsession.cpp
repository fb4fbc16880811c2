// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// A session at Wireshark scale through the real window: open it, scroll to its end, filter,
// search, look at a frame and replay a slice of it against the server its header names.
#include "logjobhelpers.h"
#include "sessionwindowtest.h"

#include <core/log/messagelogmodel.h>
#include <ui/log/messagefilterproxymodel.h>
#include <ui/log/messagelogsearch.h>
#include <ui/log/messagelogview.h>
#include <ui/session/offlinebanner.h>
#include <ui/session/offlinesession.h>
#include <ui/session/replaypane.h>
#include <ui/session/replaystepmodel.h>

#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTableView>

#include <support/syntheticsession.h>

using namespace Qt::StringLiterals;

namespace {

// The issue asks for a million events: written in about a second, opened through the window's
// lazy Open Session path; the whole test takes about 30 s in the Debug build on 2 cores.
constexpr qint64 kBigSessionEvents = 1'000'000;
constexpr int kBigSessionTimeoutMs = 300'000;

using Written = SyntheticSession::Written;

} // namespace

class BigSessionTest : public SessionWindowTest
{
protected:
    MessageLogView *view() const { return m_window->logView(); }
    QTableView *table() const { return view()->table(); }

    // The source row of the last row the table shows in its viewport.
    int lastVisibleRow() const
    {
        const int last = table()->rowAt(table()->viewport()->height() - 1);
        const int row = last >= 0 ? last : view()->proxy()->rowCount() - 1;
        return view()->proxy()->mapToSource(view()->proxy()->index(row, 0)).row();
    }
    // Ctrl+End in the table, as a user goes to the last row; the source row it made current.
    int goToEnd() const
    {
        table()->setFocus();
        QTest::keyClick(table(), Qt::Key_End, Qt::ControlModifier);
        return view()->currentRow();
    }
    QString heading() const { return UiTest::labelText(view(), u"frameHeading"_s); }
    QString body() const
    {
        return UiTest::find<QPlainTextEdit>(view(), u"frameBody"_s)->toPlainText();
    }
    // The rows of the file carry their sequence: row r is sequence r + 1 (the log holds only it).
    static int rowOf(qint64 sequence) { return int(sequence - 1); }
};

TEST_F(BigSessionTest, OpensScrollsFiltersSearchesSelectsAndReplaysASlice)
{
    const QString path = m_folder.filePath(u"big.mcpsession"_s);
    const Written written = SyntheticSession::write(path, {kBigSessionEvents, demoConfig()});
    ASSERT_TRUE(written.error.isEmpty()) << qPrintable(written.error);

    // Open: File › Open Session's path; the window stays responsive while it indexes.
    QSignalSpy opened(sessions()->offline(), &OfflineSession::opened);
    ASSERT_TRUE(sessions()->openSession(path)) << qPrintable(sessions()->banner()->text());
    ASSERT_TRUE(!opened.isEmpty() || opened.wait(kBigSessionTimeoutMs))
        << qPrintable(sessions()->banner()->text());
    EXPECT_TRUE(sessions()->offline()->problem().isEmpty())
        << qPrintable(sessions()->offline()->problem());
    ASSERT_EQ(log().rowCount(), written.events);
    ASSERT_EQ(view()->proxy()->rowCount(), written.events);

    // Scroll to the end: the last row is the file's last event, and it is on screen.
    const int lastRow = goToEnd();
    ASSERT_EQ(lastRow, written.events - 1);
    EXPECT_EQ(log().row(lastRow).sequence, written.events);
    EXPECT_EQ(lastVisibleRow(), lastRow);
    EXPECT_TRUE(heading().startsWith(u"#%1"_s.arg(written.events))) << qPrintable(heading());

    // Filter: every round's log notification, and nothing else.
    const qint64 lastCycle = written.cycles - 1;
    ASSERT_TRUE(LogJobs::filterAndWait(view(), u"notifications/message"_s, kBigSessionTimeoutMs));
    ASSERT_EQ(view()->proxy()->rowCount(), written.cycles);
    for (const int shown : {0, int(written.cycles / 2), int(lastCycle)}) {
        const int row = view()->proxy()->mapToSource(view()->proxy()->index(shown, 0)).row();
        EXPECT_EQ(log().row(row).sequence, Written::sequence(shown, 4)) << shown;
        EXPECT_EQ(log().method(row), u"notifications/message"_s) << shown;
    }
    EXPECT_EQ(goToEnd(), rowOf(Written::sequence(lastCycle, 4)));
    EXPECT_EQ(lastVisibleRow(), rowOf(Written::sequence(lastCycle, 4)));
    if (const QString shot = qEnvironmentVariable("MCPSCOPE_BIG_SESSION_SHOT"); !shot.isEmpty()) {
        QCoreApplication::processEvents();
        EXPECT_TRUE(m_window->grab().save(shot)) << qPrintable(shot);
    }
    ASSERT_TRUE(LogJobs::filterAndWait(view(), QString(), kBigSessionTimeoutMs));
    ASSERT_EQ(view()->proxy()->rowCount(), written.events);

    // Search the frames' bytes: one error response per thousand rounds says so.
    int matches = 0;
    ASSERT_TRUE(
        LogJobs::searchAndWait(view(), u"unknown tool: NOSUCH"_s, &matches, kBigSessionTimeoutMs));
    EXPECT_EQ(matches, written.errors);
    EXPECT_EQ(view()->search()->matches()->back(),
              rowOf(Written::sequence(
                  (lastCycle / SyntheticSession::kErrorEvery) * SyntheticSession::kErrorEvery, 7)));

    // Select a frame near the end: the detail pane decodes it.
    const int echo = rowOf(Written::sequence(lastCycle, 0));
    const QModelIndex echoIndex = view()->proxy()->mapFromSource(log().index(echo, 2));
    table()->scrollTo(echoIndex);
    UiTest::clickRow(table(), echoIndex);
    ASSERT_EQ(view()->currentRow(), echo);
    const qint64 echoId = Written::echoId(lastCycle);
    EXPECT_TRUE(heading().contains(u"tools/call"_s)) << qPrintable(heading());
    EXPECT_TRUE(heading().endsWith(u"id %1"_s.arg(echoId))) << qPrintable(heading());
    EXPECT_TRUE(body().contains(u"\"hello %1\""_s.arg(lastCycle))) << qPrintable(body());

    // Replay a slice: the last round's two calls and the last call of the unknown tool, against
    // the demo server the file's header names; each answer is the one recorded.
    sessions()->setCommandConfirmation([](const ServerConfig &, const QString &) { return true; });
    const qint64 errorCycle
        = lastCycle / SyntheticSession::kErrorEvery * SyntheticSession::kErrorEvery;
    ReplayPane *pane = UiTest::replaySelectionAndWait(
        m_window.get(),
        {rowOf(Written::sequence(errorCycle, 6)), echo, rowOf(Written::sequence(lastCycle, 2))},
        kBigSessionTimeoutMs,
        ReplayController::Target::Recorded);
    ASSERT_NE(pane, nullptr);
    QStringList steps;
    for (int row = 0; row < pane->model()->rowCount(); ++row) {
        const ReplayOutcome &outcome = pane->model()->step(row).outcome;
        steps << u"%1 %2 %3"_s.arg(outcome.method,
                                   outcome.recordedId.displayText(),
                                   ReplayOutcome::statusName(outcome.status));
    }
    EXPECT_EQ(steps,
              (QStringList{u"initialize 1 identical"_s,
                           u"tools/call %1 identical"_s.arg(Written::echoId(errorCycle) + 2),
                           u"tools/call %1 identical"_s.arg(echoId),
                           u"tools/call %1 identical"_s.arg(echoId + 1)}));
    EXPECT_TRUE(pane->summaryText().startsWith(u"4 identical, 0 changed"_s))
        << qPrintable(pane->summaryText());
}
