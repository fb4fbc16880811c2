// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The log's filter and search as jobs off the GUI thread: the proxy under the model tester while
// rows arrive during a job, a second filter superseding the first, cancel, and the real widgets
// on a log of 100,000 rows.
#include "logjobhelpers.h"

#include <core/platform/offthread.h>

#include <QCheckBox>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTableView>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// Whether every row the proxy shows has this method (through the real data()).
bool allShownAre(const QAbstractItemModel &proxy, const QString &method)
{
    for (int row = 0; row < proxy.rowCount(); ++row) {
        if (proxy.index(row, MessageLogModel::MethodColumn).data().toString() != method)
            return false;
    }
    return true;
}

// No job of the pool is left, and what they posted has been delivered.
bool poolIdle()
{
    return UiTest::waitFor([] { return OffThread::pool().activeThreadCount() == 0; });
}

TEST(MessageFilterProxyJobs, RowsAppendedWhileAJobRunsAreFilteredUnderTheModelTester)
{
    MessageLogModel log;
    MessageFilterProxyModel proxy;
    proxy.setSourceModel(&log);
    proxy.setSynchronousLimit(0); // every filter is a job, as for a large log
    UiTest::ModelChecker checker(&proxy);
    LogJobs::appendQuickly(log, 2000);
    QSignalSpy applied(&proxy, &MessageFilterProxyModel::filterApplied);

    proxy.setMethodGlob(u"tools/*"_s);
    ASSERT_TRUE(proxy.isBusy());
    EXPECT_EQ(proxy.rowCount(), 2000); // the last result stays until the new one is there
    LogJobs::appendQuickly(log, 20);   // during the job: shown as the rows shown are (all)
    EXPECT_EQ(proxy.rowCount(), 2020);
    ASSERT_TRUE(applied.wait());
    EXPECT_FALSE(proxy.isBusy());
    EXPECT_EQ(proxy.rowCount(), 1010); // the job's rows and the 20 that came during it
    EXPECT_TRUE(allShownAre(proxy, u"tools/call"_s));

    LogJobs::appendQuickly(log, 8); // with the filter on: only the matching ones appear
    EXPECT_EQ(proxy.rowCount(), 1014);
    proxy.setPinned(1, true); // a pinned notification shows where it belongs
    EXPECT_EQ(proxy.rowCount(), 1015);
    EXPECT_EQ(proxy.mapToSource(proxy.index(1, 0)).row(), 1);
    proxy.setPinned(1, false);
    EXPECT_EQ(proxy.rowCount(), 1014);
    log.clear();
    EXPECT_EQ(proxy.rowCount(), 0);
    LogJobs::appendQuickly(log, 4);
    EXPECT_EQ(proxy.rowCount(), 2);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST(MessageFilterProxyJobs, ASecondFilterSupersedesTheFirstAndCancelKeepsTheRowsShown)
{
    MessageLogModel log;
    MessageFilterProxyModel proxy;
    proxy.setSourceModel(&log);
    proxy.setSynchronousLimit(0);
    UiTest::ModelChecker checker(&proxy);
    LogJobs::appendQuickly(log, 4000);
    QSignalSpy applied(&proxy, &MessageFilterProxyModel::filterApplied);
    QSignalSpy resets(&proxy, &QAbstractItemModel::modelReset);

    proxy.setMethodGlob(u"tools/*"_s);
    proxy.setMethodGlob(u"notifications/*"_s); // before the first one's result arrived
    ASSERT_TRUE(applied.wait());
    ASSERT_TRUE(poolIdle());
    QCoreApplication::processEvents(); // anything the first job could still have posted
    EXPECT_EQ(applied.count(), 1);
    EXPECT_EQ(resets.count(), 1); // one swap, the second filter's
    EXPECT_EQ(proxy.rowCount(), 2000);
    EXPECT_TRUE(allShownAre(proxy, u"notifications/progress"_s));

    QSignalSpy cancelled(&proxy, &MessageFilterProxyModel::filterCancelled);
    proxy.setText(u"tools"_s);
    ASSERT_TRUE(proxy.isBusy());
    proxy.cancel(); // Esc
    EXPECT_FALSE(proxy.isBusy());
    EXPECT_EQ(cancelled.count(), 1);
    ASSERT_TRUE(poolIdle());
    QCoreApplication::processEvents();
    EXPECT_EQ(applied.count(), 1);
    EXPECT_EQ(proxy.rowCount(), 2000);   // still the notifications
    EXPECT_TRUE(proxy.text().isEmpty()); // the filter is what the rows show
    EXPECT_EQ(proxy.filter().methodGlob, u"notifications/*"_s);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

class LargeLogJobsTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        LogJobs::appendQuickly(m_log, kRows);
        m_view.resize(1400, 600);
        m_view.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&m_view));
    }

    static constexpr int kRows = 100000;
    MessageLogModel m_log;
    MessageLogView m_view{&m_log};
};

TEST_F(LargeLogJobsTest, TypingAFilterRunsAJobAndShowsItsRows)
{
    QSignalSpy busy(m_view.proxy(), &MessageFilterProxyModel::busyChanged);
    auto *progress = UiTest::find<QProgressBar>(&m_view, u"logProgress"_s);
    ASSERT_TRUE(progress);
    m_view.selectRow(5); // a progress notification: it stays current through the swap
    QLineEdit *edit = m_view.toolbar()->filterEdit();
    edit->setFocus();
    QTest::keyClicks(edit, u"progress"_s);
    // The GUI is not blocked: the job runs, the rows shown are still all of them.
    ASSERT_TRUE(m_view.proxy()->isBusy());
    EXPECT_TRUE(progress->isVisible());
    EXPECT_EQ(m_view.table()->model()->rowCount(), kRows);
    ASSERT_TRUE(UiTest::waitFor([this] { return !m_view.proxy()->isBusy(); }, 60000));
    EXPECT_FALSE(progress->isVisible());
    EXPECT_GE(busy.count(), 2);
    EXPECT_EQ(m_view.table()->model()->rowCount(), kRows / 2);
    EXPECT_EQ(UiTest::labelText(&m_view, u"logCount"_s), u"50000 of 100000 messages"_s);
    EXPECT_EQ(m_view.currentRow(), 5);
    EXPECT_EQ(m_view.table()->currentIndex().row(), 2);
    ASSERT_TRUE(LogJobs::filterAndWait(&m_view, u"tools/c"_s));
    EXPECT_EQ(m_view.table()->model()->rowCount(), kRows / 2);
    EXPECT_EQ(m_view.table()->model()->index(0, MessageLogModel::MethodColumn).data(),
              u"tools/call"_s);
    ASSERT_TRUE(LogJobs::filterAndWait(&m_view, QString()));
    EXPECT_EQ(m_view.table()->model()->rowCount(), kRows);
}

TEST_F(LargeLogJobsTest, SearchFindsTheBytesStepsThroughMatchesAndShowsOnlyThem)
{
    int matches = 0;
    ASSERT_TRUE(LogJobs::searchAndWait(&m_view, u"STEP 2"_s, &matches));
    EXPECT_EQ(matches, kRows / 4); // in the bytes of every 4th row, any case
    EXPECT_EQ(UiTest::labelText(&m_view, u"searchMatches"_s), u"25000 matches"_s);
    EXPECT_EQ(m_view.currentRow(), 3); // Enter went to the first
    QTest::keyClick(&m_view, Qt::Key_F3);
    EXPECT_EQ(m_view.currentRow(), 7);
    QTest::keyClick(&m_view, Qt::Key_F3, Qt::ShiftModifier);
    QTest::keyClick(&m_view, Qt::Key_F3, Qt::ShiftModifier); // wraps to the last
    EXPECT_EQ(m_view.currentRow(), kRows - 1);

    QTest::mouseClick(UiTest::find<QCheckBox>(&m_view, u"searchOnlyMatches"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([this] { return !m_view.proxy()->isBusy(); }, 60000));
    EXPECT_EQ(m_view.table()->model()->rowCount(), kRows / 4);
    EXPECT_EQ(m_view.proxy()->mapToSource(m_view.table()->model()->index(1, 0)).row(), 7);
    ASSERT_TRUE(LogJobs::filterAndWait(&m_view, u"tools"_s)); // with the filter: none left
    EXPECT_EQ(m_view.table()->model()->rowCount(), 0);
}

TEST_F(LargeLogJobsTest, EscStopsALongSearch)
{
    QLineEdit *edit = m_view.toolbar()->searchEdit();
    edit->setFocus();
    QTest::keyClicks(edit, u"nowhere"_s);
    QTest::keyClick(edit, Qt::Key_Return);
    ASSERT_TRUE(m_view.search()->isBusy());
    QSignalSpy cancelled(m_view.search(), &MessageLogSearch::cancelled);
    QTest::keyClick(edit, Qt::Key_Escape);
    EXPECT_EQ(cancelled.count(), 1);
    EXPECT_FALSE(m_view.search()->isBusy());
    EXPECT_EQ(UiTest::labelText(&m_view, u"searchMatches"_s), u"Search stopped"_s);
    EXPECT_FALSE(UiTest::find<QProgressBar>(&m_view, u"logProgress"_s)->isVisible());
}

} // namespace
