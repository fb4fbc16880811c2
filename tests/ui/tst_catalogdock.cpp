// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The Servers dock in the real main window, clicked through: add, rename in place, duplicate,
// reorder, filter, remove, every change saved at once; connecting from an entry (double-click
// or Enter) to the demo server and the last result recorded; an imported command confirmed
// once before its first run; a damaged servers.json shown; --config FILE --server NAME.
#include "catalogtest.h"

#include <core/catalog/confirmedcommands.h>
#include <core/mcp/mcpsession.h>
#include <ui/workspace/serverworkspace.h>
#include <ui/workspace/workspaceset.h>

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScopeGuard>

using namespace Qt::StringLiterals;

namespace {

class CatalogDockTest : public CatalogTest
{
protected:
    void selectRow(int row)
    {
        UiTest::clickRow(view(), view()->model()->index(row, CatalogModel::NameColumn));
    }
    // The catalog as the file says, read by a fresh catalog.
    QStringList namesInFile() const
    {
        MemorySecretStore secrets;
        ServerCatalog catalog(secrets, catalogPath());
        QString error;
        EXPECT_TRUE(catalog.load(&error)) << qPrintable(error);
        QStringList names;
        for (const CatalogEntry &entry : catalog.entries())
            names << entry.name();
        return names;
    }
    void disconnectWindow()
    {
        if (!isActive())
            return;
        QTest::mouseClick(button(u"connectButton"_s), Qt::LeftButton);
        ASSERT_TRUE(UiTest::waitFor([this] { return !isActive(); }));
    }
    LastResult lastResultOf(const QString &id) const
    {
        const CatalogEntry *entry = controller()->catalog()->find(id);
        return entry ? entry->lastResult : LastResult();
    }
};

TEST_F(CatalogDockTest, DockIsOnTheLeftAndTheViewMenuTogglesIt)
{
    EXPECT_EQ(m_window->dockWidgetArea(dock()), Qt::LeftDockWidgetArea);
    EXPECT_TRUE(dock()->isVisible());
    auto *viewMenu = m_window->menuBar()->findChild<QMenu *>(u"viewMenu"_s);
    ASSERT_TRUE(viewMenu);
    EXPECT_TRUE(viewMenu->actions().contains(dock()->toggleViewAction()));
    dock()->toggleViewAction()->trigger();
    EXPECT_FALSE(dock()->isVisible());
    EXPECT_TRUE(UiTest::labelText(dock(), u"catalogSecrets"_s).contains(u"memory (test)"_s));
}

TEST_F(CatalogDockTest, EditsAreShownAndSavedAtOnce)
{
    ServerConfig remote;
    remote.name = u"docs"_s;
    remote.transport = ServerConfig::TransportKind::StreamableHttp;
    remote.url = QUrl(u"https://docs.example.test/mcp"_s);
    remote.transportChosen = true;
    ASSERT_FALSE(addThroughDock(demoConfig(u"demo"_s)).isEmpty());
    ASSERT_FALSE(addThroughDock(remote).isEmpty());
    ASSERT_FALSE(addThroughDock(demoConfig(u"third"_s)).isEmpty());
    EXPECT_EQ(shownNames(), (QStringList{u"demo"_s, u"docs"_s, u"third"_s}));
    EXPECT_EQ(namesInFile(), shownNames());
    EXPECT_EQ(view()->model()->index(1, CatalogModel::TransportColumn).data().toString(),
              ServerConfig::transportName(ServerConfig::TransportKind::StreamableHttp));
    EXPECT_EQ(view()->model()->index(1, CatalogModel::ResultColumn).data().toString(),
              u"never connected"_s);

    // Rename in place: F2's editor, typed over, Enter.
    selectRow(0);
    dock()->actionRename->trigger();
    auto *editor = view()->viewport()->findChild<QLineEdit *>();
    ASSERT_TRUE(editor) << "no inline editor";
    editor->selectAll();
    QTest::keyClicks(editor, u"demo server"_s);
    QTest::keyClick(editor, Qt::Key_Return);
    ASSERT_TRUE(UiTest::waitFor([this] { return shownNames().value(0) == u"demo server"_s; }));
    EXPECT_EQ(namesInFile().value(0), u"demo server"_s);

    // A name that is taken is refused, said in the dock, and nothing changes.
    controller()->model()->setData(controller()->model()->index(0, 0), u"docs"_s, Qt::EditRole);
    EXPECT_FALSE(dock()->problem().isEmpty());
    EXPECT_EQ(shownNames().value(0), u"demo server"_s);

    selectRow(1);
    dock()->actionDuplicate->trigger();
    EXPECT_EQ(shownNames(), (QStringList{u"demo server"_s, u"docs"_s, u"docs copy"_s, u"third"_s}));
    EXPECT_EQ(namesInFile(), shownNames());

    selectRow(3);
    dock()->actionMoveUp->trigger();
    dock()->actionMoveUp->trigger();
    EXPECT_EQ(shownNames(), (QStringList{u"demo server"_s, u"third"_s, u"docs"_s, u"docs copy"_s}));
    EXPECT_EQ(dock()->currentId(), controller()->catalog()->findByName(u"third"_s)->id);
    dock()->actionMoveDown->trigger();
    EXPECT_EQ(shownNames(), (QStringList{u"demo server"_s, u"docs"_s, u"third"_s, u"docs copy"_s}));
    EXPECT_EQ(namesInFile(), shownNames());

    // The filter matches names, commands and URLs; reordering waits until it is cleared.
    auto *filter = UiTest::find<QLineEdit>(dock(), u"catalogFilter"_s);
    QTest::keyClicks(filter, u"EXAMPLE.test"_s);
    EXPECT_EQ(shownNames(), (QStringList{u"docs"_s, u"docs copy"_s}));
    selectRow(0);
    EXPECT_FALSE(dock()->actionMoveDown->isEnabled());
    filter->clear();
    EXPECT_EQ(shownNames().size(), 4);

    selectRow(3);
    dock()->actionRemove->trigger();
    EXPECT_EQ(m_removeAsked, 1);
    EXPECT_EQ(shownNames(), (QStringList{u"demo server"_s, u"docs"_s, u"third"_s}));
    EXPECT_EQ(namesInFile(), shownNames());
}

TEST_F(CatalogDockTest, SecretsNeverReachServersJson)
{
    ServerConfig config = demoConfig(u"with secret"_s);
    config.environment.append({u"API_TOKEN"_s, u"tok-8c1f-secret"_s, true});
    const QString id = addThroughDock(config);
    ASSERT_FALSE(id.isEmpty());
    EXPECT_FALSE(savedBytes().isEmpty());
    EXPECT_FALSE(savedBytes().contains("tok-8c1f-secret")) << savedBytes().constData();
    EXPECT_EQ(m_secrets->value(id, u"env:API_TOKEN"_s), u"tok-8c1f-secret"_s);
}

TEST_F(CatalogDockTest, AddCurrentConnectionTakesTheBarsServer)
{
    dock()->actionAddCurrent->trigger();
    ASSERT_EQ(controller()->catalog()->size(), 1);
    const CatalogEntry &entry = controller()->catalog()->entries().first();
    EXPECT_EQ(entry.config.program, UiTest::demoServerCommand().value(0));
    EXPECT_FALSE(entry.name().isEmpty());
}

TEST_F(CatalogDockTest, ConnectFromAnEntryRecordsTheLastResult)
{
    const QString demo = addThroughDock(demoConfig(u"demo"_s));
    ServerConfig broken = demoConfig(u"broken"_s);
    broken.program = QDir(m_dir.path()).filePath(u"no-such-server"_s);
    const QString brokenId = addThroughDock(broken);

    QSignalSpy requested(controller(), &CatalogController::connectRequested);
    selectRow(0);
    QTest::mouseDClick(view()->viewport(),
                       Qt::LeftButton,
                       {},
                       view()->visualRect(view()->model()->index(0, 0)).center());
    ASSERT_EQ(requested.size(), 1);
    EXPECT_EQ(requested.first().first().toString(), demo);
    ASSERT_TRUE(UiTest::waitFor([this] { return m_window->isSettled(); }, 20000));
    EXPECT_EQ(m_window->session()->state(), McpSession::State::Ready);
    ASSERT_TRUE(
        UiTest::waitFor([&] { return lastResultOf(demo).status == LastResult::Status::Ok; }));
    EXPECT_TRUE(m_confirmAsked.isEmpty()) << "a command the user typed is not asked about";
    EXPECT_TRUE(view()
                    ->model()
                    ->index(0, CatalogModel::ResultColumn)
                    .data()
                    .toString()
                    .startsWith(u"ok, "_s));
    EXPECT_TRUE(savedBytes().contains("\"ok\""));
    ServerWorkspace *demoWorkspace = m_window->currentWorkspace();

    // Enter on another entry connects it in a workspace of its own: the first stays connected.
    selectRow(1);
    QTest::keyClick(view(), Qt::Key_Return);
    ASSERT_EQ(requested.size(), 2);
    ASSERT_TRUE(UiTest::waitFor(
        [&] { return lastResultOf(brokenId).status == LastResult::Status::Failed; }, 20000));
    EXPECT_FALSE(lastResultOf(brokenId).message.isEmpty());
    EXPECT_TRUE(view()
                    ->model()
                    ->index(1, CatalogModel::ResultColumn)
                    .data()
                    .toString()
                    .startsWith(u"failed, "_s));
    EXPECT_EQ(m_window->workspaces()->count(), 2);
    EXPECT_NE(m_window->currentWorkspace(), demoWorkspace);
    ASSERT_NE(demoWorkspace->session(), nullptr);
    EXPECT_EQ(demoWorkspace->session()->state(), McpSession::State::Ready);

    // Connect on the connected entry shows its workspace again: no second connection.
    McpSession *demoSession = demoWorkspace->session();
    controller()->connectEntry(demo);
    EXPECT_EQ(m_window->currentWorkspace(), demoWorkspace);
    EXPECT_EQ(demoWorkspace->session(), demoSession);
    disconnectWindow();
    EXPECT_EQ(lastResultOf(demo).status, LastResult::Status::Ok)
        << "a later disconnect is not a failure";
}

TEST_F(CatalogDockTest, ImportedCommandIsConfirmedOnceBeforeItsFirstRun)
{
    ASSERT_EQ(controller()->addImported({demoConfig(u"imported"_s)}), 1);
    const QString id = controller()->catalog()->findByName(u"imported"_s)->id;
    QSignalSpy requested(controller(), &CatalogController::connectRequested);

    m_confirmAnswer = false;
    controller()->connectEntry(id);
    EXPECT_EQ(m_confirmAsked.size(), 1);
    EXPECT_TRUE(requested.isEmpty()) << "refused: nothing starts";
    EXPECT_EQ(m_window->session(), nullptr);

    m_confirmAnswer = true;
    controller()->connectEntry(id);
    EXPECT_EQ(m_confirmAsked.size(), 2);
    ASSERT_EQ(requested.size(), 1);
    ASSERT_TRUE(UiTest::waitFor([this] { return m_window->isSettled(); }, 20000));
    disconnectWindow();
    controller()->connectEntry(id);
    EXPECT_EQ(m_confirmAsked.size(), 2) << "confirmed once, remembered";
    EXPECT_EQ(requested.size(), 2);
    ASSERT_TRUE(UiTest::waitFor([this] { return m_window->isSettled(); }, 20000));
    EXPECT_TRUE(ConfirmedCommands(m_dir.filePath(u"confirmed-commands.json"_s))
                    .isConfirmed(demoConfig(u"imported"_s)));
}

TEST_F(CatalogDockTest, DamagedServersJsonIsKeptAndSaid)
{
    {
        QFile file(catalogPath());
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("{\"mcpServers\": [1, 2");
    }
    openCatalog();
    EXPECT_TRUE(dock()->problem().contains(u".bad"_s)) << qPrintable(dock()->problem());
    EXPECT_TRUE(QFile::exists(catalogPath() + u".bad"_s));
    EXPECT_EQ(shownNames(), QStringList());
}

TEST_F(CatalogDockTest, ConfigOptionConnectsAfterConfirmation)
{
    const QStringList command = UiTest::demoServerCommand();
    QJsonArray args;
    for (const QString &argument : command.mid(1))
        args.append(argument);
    const QString path = m_dir.filePath(u"claude_desktop_config.json"_s);
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(
            QJsonDocument(QJsonObject{{"mcpServers"_L1,
                                       QJsonObject{{"demo"_L1,
                                                    QJsonObject{{"command"_L1, command.value(0)},
                                                                {"args"_L1, args}}}}}})
                .toJson());
    }
    QStringList informed;
    controller()->setInform([&informed](const QString &text, const QString &details) {
        informed << text + u'\n' + details;
    });
    QString error;
    EXPECT_FALSE(controller()->connectFromFile(path, u"nope"_s, &error));
    ASSERT_EQ(informed.size(), 1);
    EXPECT_TRUE(informed.first().contains(u"demo"_s)) << "the names the file has";
    EXPECT_FALSE(controller()->connectFromFile(m_dir.filePath(u"missing.json"_s), u"demo"_s));
    EXPECT_EQ(informed.size(), 2);
    EXPECT_TRUE(m_confirmAsked.isEmpty());

    ASSERT_TRUE(controller()->connectFromFile(path, u"demo"_s, &error)) << qPrintable(error);
    EXPECT_EQ(m_confirmAsked.size(), 1);
    ASSERT_TRUE(UiTest::waitFor([this] { return m_window->isSettled(); }, 20000));
    EXPECT_EQ(m_window->session()->state(), McpSession::State::Ready);
}

// The README's picture of the dock (MCPSCOPE_SCREENSHOT_DIR).
TEST_F(CatalogDockTest, Screenshot)
{
    const QString directory = qEnvironmentVariable("MCPSCOPE_SCREENSHOT_DIR");
    if (directory.isEmpty())
        GTEST_SKIP() << "set MCPSCOPE_SCREENSHOT_DIR to write the screenshots";
    // The demo server as a user has it, on PATH, not this build's folder.
    const QFileInfo program(UiTest::demoServerCommand().constFirst());
    const QByteArray path = qgetenv("PATH");
    qputenv("PATH", QFile::encodeName(program.absolutePath()) + ':' + path);
    const auto restorePath = qScopeGuard([path] { qputenv("PATH", path); });
    ServerConfig demoOnPath = demoConfig(u"demo (stdio)"_s);
    demoOnPath.program = program.fileName();
    const QString demo = addThroughDock(demoOnPath);
    ServerConfig everything;
    everything.name = u"everything"_s;
    everything.url = QUrl(u"http://127.0.0.1:3001/mcp"_s);
    everything.transport = ServerConfig::TransportKind::StreamableHttp;
    const QString everythingId = addThroughDock(everything);
    ServerConfig linear;
    linear.name = u"linear"_s;
    linear.url = QUrl(u"https://mcp.linear.app/mcp"_s);
    linear.transport = ServerConfig::TransportKind::StreamableHttp;
    linear.era = ServerConfig::Era::Auto;
    const QString linearId = addThroughDock(linear);
    controller()->addImported({demoConfig(u"filesystem"_s)});
    LastResult failed{LastResult::Status::Failed,
                      QDateTime::currentDateTimeUtc().addDays(-1),
                      u"connection refused"_s};
    controller()->model()->setLastResult(everythingId, failed);
    controller()->model()->setLastResult(
        linearId,
        {LastResult::Status::NeedsLogin, QDateTime::currentDateTimeUtc(), u"401 from /mcp"_s});
    selectRow(0);
    QTest::keyClick(view(), Qt::Key_Return);
    ASSERT_TRUE(UiTest::waitFor([this] { return m_window->isSettled(); }, 20000));
    ASSERT_TRUE(
        UiTest::waitFor([&] { return lastResultOf(demo).status == LastResult::Status::Ok; }));
    QCoreApplication::processEvents();
    ASSERT_TRUE(m_window->grab().save(QDir(directory).filePath(u"catalog.png"_s)));
}

} // namespace
