// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/syntheticsession.h"
#include "uitesthelpers.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/mcpsession.h>
#include <core/platform/privatefiles.h>
#include <ui/log/messagelogview.h>
#include <ui/mainwindow.h>
#include <ui/session/offlinesession.h>
#include <ui/session/sessioncontext.h>
#include <ui/session/sessioncontroller.h>
#include <ui/windowstate/autosaveoffer.h>
#include <ui/windowstate/recentsessions.h>
#include <ui/windowstate/runmarker.h>
#include <ui/windowstate/windowlayout.h>
#include <ui/windowstate/windowmemory.h>
#include <ui/workspace/serverworkspace.h>
#include <ui/workspace/workspaceset.h>

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QLockFile>
#include <QMenu>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// The layout a test compares: what a person moves and what must come back.
struct ShownLayout
{
    QSize windowSize;
    QList<int> mainSizes;
    QList<int> logSizes;
    int timeColumnWidth = 0;
    bool requestsDockVisible = false;
    bool requestsDockFloating = false;
    int bottomTab = 0;
};

std::unique_ptr<MainWindow> shownWindow()
{
    auto window = std::make_unique<MainWindow>();
    window->show();
    EXPECT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    return window;
}

QSplitter *splitterOf(const MainWindow &window, const QString &name)
{
    return window.findChild<QSplitter *>(name);
}

QHeaderView *logHeader(const MainWindow &window)
{
    return window.logView()->findChild<QTableView *>()->horizontalHeader();
}

ShownLayout layoutOf(const MainWindow &window)
{
    const auto *dock = window.findChild<QDockWidget *>(u"requestsDock"_s);
    return {window.size(),
            splitterOf(window, u"mainSplitter"_s)->sizes(),
            splitterOf(window, u"logSplitter"_s)->sizes(),
            logHeader(window)->sectionSize(MessageLogModel::TimeColumn),
            dock->isVisible(),
            dock->isFloating(),
            window.findChild<QTabWidget *>(u"bottomTabs"_s)->currentIndex()};
}

void expectSameLayout(const ShownLayout &a, const ShownLayout &b)
{
    EXPECT_EQ(a.windowSize, b.windowSize);
    EXPECT_EQ(a.mainSizes, b.mainSizes);
    EXPECT_EQ(a.logSizes, b.logSizes);
    EXPECT_EQ(a.timeColumnWidth, b.timeColumnWidth);
    EXPECT_EQ(a.requestsDockVisible, b.requestsDockVisible);
    EXPECT_EQ(a.requestsDockFloating, b.requestsDockFloating);
    EXPECT_EQ(a.bottomTab, b.bottomTab);
}

// What a person does to the layout: drags the splitters, widens a column, floats a dock and
// picks another bottom tab.
ShownLayout moveEverything(MainWindow &window)
{
    auto *dock = window.findChild<QDockWidget *>(u"requestsDock"_s);
    dock->show();
    dock->setFloating(true);
    QCoreApplication::sendPostedEvents(); // the window laid out without the dock
    QSplitter *main = splitterOf(window, u"mainSplitter"_s);
    const int total = main->sizes().value(0) + main->sizes().value(1);
    main->setSizes({total / 3, total - total / 3});
    QSplitter *log = splitterOf(window, u"logSplitter"_s);
    const int logTotal = log->sizes().value(0) + log->sizes().value(1);
    log->setSizes({logTotal - 200, 200});
    logHeader(window)->resizeSection(MessageLogModel::TimeColumn, 211);
    window.findChild<QTabWidget *>(u"bottomTabs"_s)->setCurrentIndex(2);
    QCoreApplication::sendPostedEvents();
    return layoutOf(window);
}

// A window's built-in layout and the one a person made of it, saved at close.
std::pair<ShownLayout, ShownLayout> movedAndSaved()
{
    const auto window = shownWindow();
    const ShownLayout built = layoutOf(*window);
    const ShownLayout moved = moveEverything(*window);
    window->close(); // saves
    return {built, moved};
}

QAction *actionNamed(const QObject &root, const QString &name)
{
    return root.findChild<QAction *>(name);
}

ServerConfig demoServer(const QStringList &extraArguments = {})
{
    const QStringList command = UiTest::demoServerCommand();
    ServerConfig config;
    config.program = command.first();
    config.arguments = command.mid(1) + extraArguments;
    return config;
}

// A session file as the autosave writes one: the demo server's traffic.
QString writeSession(const QString &path, qint64 events = 20)
{
    const SyntheticSession::Written written = SyntheticSession::write(path, {events, demoServer()});
    EXPECT_TRUE(written.error.isEmpty()) << qPrintable(written.error);
    return path;
}

// What a run killed while recording leaves: its list of recordings and its lock, which names a
// process that is gone.
void leaveKilledRun(const QStringList &recordings)
{
    QProcess gone;
    qint64 pid = 0;
    QObject::connect(&gone, &QProcess::started, &gone, [&] { pid = gone.processId(); });
    QSignalSpy finished(&gone, &QProcess::finished);
    gone.start(u"true"_s);
    ASSERT_TRUE(finished.wait(10000));
    ASSERT_GT(pid, 0);
    QString error;
    ASSERT_TRUE(PrivateFiles::writeAtomically(
        QDir(RunMarker::defaultFolder()).filePath(u"run-killed.lock"_s),
        QByteArray::number(pid) + "\nmcpscope\n\n",
        &error))
        << qPrintable(error);
    ASSERT_TRUE(PrivateFiles::writeAtomically(
        QDir(RunMarker::defaultFolder()).filePath(u"run-killed.json"_s),
        RunMarker::listOf(recordings),
        &error))
        << qPrintable(error);
}

} // namespace

TEST(WindowLayout, ComesBackAfterARestart)
{
    const auto [built, moved] = movedAndSaved();
    EXPECT_NE(built.mainSizes, moved.mainSizes); // the test moves something
    EXPECT_NE(built.timeColumnWidth, moved.timeColumnWidth);
    const auto again = shownWindow();
    expectSameLayout(layoutOf(*again), moved);
}

TEST(WindowLayout, DamagedOrOtherVersionIsIgnored)
{
    const ShownLayout built = movedAndSaved().first;
    {
        // Another version's layout: the built-in one is shown.
        QSettings().setValue(u"window/version"_s, WindowLayout::kVersion + 1);
        const auto window = shownWindow();
        expectSameLayout(layoutOf(*window), built);
    }
    // This version's, damaged everywhere: no crash, the built-in layout.
    QSettings settings;
    settings.setValue(u"window/version"_s, WindowLayout::kVersion);
    for (const QString &key : settings.allKeys()) {
        if (key.startsWith("window/"_L1) && key != "window/version"_L1)
            settings.setValue(key, QByteArray("\x00\xff garbage", 10));
    }
    settings.sync();
    const auto window = shownWindow();
    expectSameLayout(layoutOf(*window), built);
}

TEST(WindowLayout, ResetGoesBackToTheBuiltInLayoutAndForgetsTheSavedOne)
{
    const ShownLayout built = movedAndSaved().first;
    const auto window = shownWindow();
    ASSERT_EQ(layoutOf(*window).timeColumnWidth, 211); // restored
    QAction *reset = actionNamed(*window, u"actionResetLayout"_s);
    ASSERT_NE(reset, nullptr);
    reset->trigger();
    expectSameLayout(layoutOf(*window), built);
    EXPECT_FALSE(QSettings().contains(u"window/state"_s));
}

TEST(RecentSessions, KeepsTheLastTenNewestFirstAndOpensOne)
{
    QTemporaryDir folder;
    const auto window = shownWindow();
    RecentSessions *recent = window->memory()->recent();
    ASSERT_NE(recent, nullptr);
    QStringList paths;
    for (int i = 0; i < 12; ++i)
        paths << writeSession(folder.filePath(u"s%1 & <b>x<b>.mcpsession"_s.arg(i)), 1);
    for (const QString &path : paths)
        recent->add(path);
    recent->add(paths.at(5)); // again: to the top, not twice
    QStringList expected{paths.at(5)};
    for (int i = 11; expected.size() < RecentSessions::kLimit; --i) {
        if (i != 5)
            expected << paths.at(i);
    }
    EXPECT_EQ(recent->files(), expected);

    // A file gone since: shown, disabled. Names are plain text, "&" no mnemonic.
    QFile::remove(paths.at(11));
    Q_EMIT recent->menu()->aboutToShow();
    QAction *first = actionNamed(*recent->menu(), u"actionRecentSession0"_s);
    QAction *missing = actionNamed(*recent->menu(), u"actionRecentSession1"_s);
    ASSERT_NE(first, nullptr);
    ASSERT_NE(missing, nullptr);
    EXPECT_EQ(first->text(), u"s5 && <b>x<b>.mcpsession"_s);
    EXPECT_TRUE(first->toolTip().contains(u"s5"_s));
    EXPECT_TRUE(first->isEnabled());
    EXPECT_FALSE(missing->isEnabled());

    // Opening one: offline, through Open Session's path; it goes to the top.
    first->trigger();
    ASSERT_TRUE(UiTest::waitFor([&] { return window->sessions()->offline()->isActive(); }));
    EXPECT_EQ(window->sessions()->offline()->path(), paths.at(5));
    EXPECT_EQ(recent->files().first(), paths.at(5));

    actionNamed(*recent->menu(), u"actionClearRecent"_s)->trigger();
    EXPECT_TRUE(recent->files().isEmpty());
    EXPECT_EQ(actionNamed(*recent->menu(), u"actionRecentSession0"_s), nullptr);
}

TEST(OpenWorkspaces, ComeBackPerServerWithTheirTabsAndNothingStarted)
{
    ServerConfig first = demoServer();
    first.environment << ServerConfig::EnvironmentVariable{u"API_KEY"_s, u"s3cret"_s, true};
    const ServerConfig second = demoServer({u"--second"_s});
    {
        const auto window = shownWindow();
        window->setServerConfig(first);
        window->showTab(u"resourcesPane"_s);
        ServerWorkspace *other = window->workspaces()->add(second);
        window->showTab(u"promptsPane"_s);
        ASSERT_EQ(window->currentWorkspace(), other);
        window->close();
    }
    const auto window = shownWindow();
    window->setServerConfig(ServerConfig(first)); // the starting server, as main() sets it
    window->memory()->restoreWorkspaces(true);
    const QList<ServerWorkspace *> workspaces = window->workspaces()->workspaces();
    ASSERT_EQ(workspaces.size(), 2);
    EXPECT_EQ(workspaces.at(0)->featureTabs()->currentWidget()->objectName(), u"resourcesPane"_s);
    EXPECT_EQ(workspaces.at(1)->featureTabs()->currentWidget()->objectName(), u"promptsPane"_s);
    EXPECT_EQ(workspaces.at(1)->serverConfig().arguments, second.arguments);
    EXPECT_EQ(window->currentWorkspace(), workspaces.at(1)); // the one shown at close
    // Ready to Connect, nothing started.
    for (const ServerWorkspace *workspace : workspaces) {
        EXPECT_FALSE(workspace->isSessionActive());
        EXPECT_EQ(workspace->session(), nullptr);
    }
    EXPECT_TRUE(window->findChildren<QProcess *>().isEmpty());
    // No secret in the settings.
    const QString saved = QSettings().value(u"window/workspaces"_s).toString();
    EXPECT_FALSE(saved.contains(u"s3cret"_s));
    EXPECT_TRUE(saved.contains(u"API_KEY"_s));
}

TEST(AutosaveOffer, AfterAKilledRunReopensItsRecordingOffline)
{
    QTemporaryDir folder;
    const QString older = writeSession(folder.filePath(u"older.mcpsession"_s), 10);
    const QString newest = writeSession(folder.filePath(u"newest.mcpsession"_s), 40);
    QFile newer(newest); // the newest by time, whatever the order in the list
    ASSERT_TRUE(newer.open(QIODevice::ReadWrite));
    ASSERT_TRUE(newer.setFileTime(QDateTime::currentDateTime().addSecs(60),
                                  QFileDevice::FileModificationTime));
    newer.close();
    leaveKilledRun({older, newest});
    const auto window = shownWindow();
    AutosaveOffer *offer = window->memory()->autosaveOffer();
    ASSERT_TRUE(UiTest::waitFor([offer] { return offer->isVisible(); }));
    EXPECT_TRUE(offer->text().contains(u"did not close normally"_s)) << qPrintable(offer->text());
    EXPECT_TRUE(offer->text().contains(u" 2 "_s)) << qPrintable(offer->text()); // two recordings
    EXPECT_EQ(offer->offered(), newest);

    QTest::mouseClick(UiTest::find<QPushButton>(offer, u"autosaveReopen"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([&] { return window->sessions()->offline()->isLoaded(); }));
    EXPECT_EQ(window->sessions()->offline()->path(), newest);
    EXPECT_FALSE(offer->isVisible());
    EXPECT_FALSE(window->context()->isLive());
    EXPECT_TRUE(window->findChildren<QProcess *>().isEmpty());
}

TEST(AutosaveOffer, NothingAfterACleanExitNorForARunStillGoing)
{
    QTemporaryDir folder;
    const QString recording = writeSession(folder.filePath(u"clean.mcpsession"_s));
    {
        const auto window = shownWindow();
        Q_EMIT window->sessions()->recordingStarted(recording); // what this run records
        window->close();
    } // the clean exit
    // Another mcpscope still running holds its lock: its recordings are its own.
    QLockFile running(QDir(RunMarker::defaultFolder()).filePath(u"run-running.lock"_s));
    ASSERT_TRUE(running.tryLock(0));
    QString error;
    ASSERT_TRUE(PrivateFiles::writeAtomically(
        QDir(RunMarker::defaultFolder()).filePath(u"run-running.json"_s),
        RunMarker::listOf({recording}),
        &error));
    const auto window = shownWindow();
    EXPECT_TRUE(window->memory()->autosaveOffer()->offered().isEmpty());
    EXPECT_TRUE(RunMarker::leftovers().isEmpty());
    EXPECT_TRUE(QFile::exists(recording));
}

TEST(AutosaveOffer, DiscardDeletesTheOfferedRecording)
{
    QTemporaryDir folder;
    const QString recording = writeSession(folder.filePath(u"killed.mcpsession"_s));
    leaveKilledRun({recording});
    const auto window = shownWindow();
    AutosaveOffer *offer = window->memory()->autosaveOffer();
    ASSERT_TRUE(UiTest::waitFor([offer] { return offer->isVisible(); }));
    QTest::mouseClick(UiTest::find<QPushButton>(offer, u"autosaveDiscard"_s), Qt::LeftButton);
    EXPECT_FALSE(offer->isVisible());
    EXPECT_FALSE(QFile::exists(recording));
    EXPECT_FALSE(window->sessions()->offline()->isActive());
}
