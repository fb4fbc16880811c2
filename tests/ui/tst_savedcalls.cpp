// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Saved calls in the real main window on the demo server, clicked through: Save Call… in the
// Tools and Prompts panes asks a name and keeps the call under the server's catalog entry
// (adding the server first), the Saved tab lists it, Run sends it with one click and the
// result shows where a call's does, Edit fills the form, Rename and Remove change the list.
// Also: the list model under QAbstractItemModelTester, and the interface snapshots keyed by
// the catalog entry, so a server whose command changed keeps its history.
#include "screenshottest.h"

#include <core/catalog/catalogfile.h>
#include <core/catalog/secretstore.h>
#include <core/catalog/servercatalog.h>
#include <core/mcp/mcpsession.h>
#include <core/schema/schemaformmodel.h>
#include <core/snapshot/snapshotstore.h>
#include <ui/catalog/catalogcontroller.h>
#include <ui/catalog/savedcalllistmodel.h>
#include <ui/catalog/savedcallscontroller.h>
#include <ui/catalog/savedcallspane.h>
#include <ui/catalog/savedcallstore.h>
#include <ui/forms/schemaformview.h>
#include <ui/prompts/promptmessagesview.h>
#include <ui/prompts/promptspane.h>
#include <ui/session/sessioncontext.h>
#include <ui/snapshot/interfacechangescontroller.h>
#include <ui/tools/toolcallpane.h>

#include <QFile>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace {

ServerConfig savedCallsStdioServer(const QString &name, const QString &program)
{
    ServerConfig config;
    config.name = name;
    config.program = program;
    return config;
}

TEST(SavedCallListModel, FollowsTheStoreUnderTheModelTester)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MemorySecretStore secrets;
    ServerCatalog catalog(secrets, dir.filePath(u"servers.json"_s));
    const QString a = catalog.add(savedCallsStdioServer(u"a"_s, u"/bin/a"_s), nullptr);
    const QString b = catalog.add(savedCallsStdioServer(u"b"_s, u"/bin/b"_s), nullptr);
    SavedCallStore store;
    SavedCallListModel model(&store);
    UiTest::ModelChecker checker(&model);
    EXPECT_EQ(model.rowCount(), 0);

    store.setCatalog(&catalog, a);
    QString error;
    const QString echo = store.save(
        SavedCall::make(u"echo hi"_s, SavedCall::Kind::Tool, u"echo"_s, {{"message"_L1, u"hi"_s}}),
        false,
        &error);
    ASSERT_FALSE(echo.isEmpty()) << qPrintable(error);
    EXPECT_TRUE(error.isEmpty()) << qPrintable(error);
    ASSERT_FALSE(store
                     .save(SavedCall::make(u"greet"_s, SavedCall::Kind::Prompt, u"greeting"_s),
                           false,
                           &error)
                     .isEmpty());
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.index(0, SavedCallListModel::NameColumn).data().toString(), u"echo hi"_s);
    EXPECT_EQ(model.index(0, SavedCallListModel::KindColumn).data().toString(), u"tool"_s);
    EXPECT_EQ(model.index(1, SavedCallListModel::KindColumn).data().toString(), u"prompt"_s);
    EXPECT_EQ(model.index(0, SavedCallListModel::ArgumentsColumn).data().toString(),
              u"{\"message\":\"hi\"}"_s);

    // A name the entry has is refused, or replaces the call when asked to.
    EXPECT_TRUE(
        store.save(SavedCall::make(u"echo hi"_s, SavedCall::Kind::Tool, u"echo"_s), false, &error)
            .isEmpty());
    EXPECT_TRUE(error.contains(u"already has a saved call named \"echo hi\""_s))
        << qPrintable(error);
    error.clear();
    const QString replaced = store.save(
        SavedCall::make(u"echo hi"_s, SavedCall::Kind::Tool, u"echo"_s, {{"message"_L1, u"yo"_s}}),
        true,
        &error);
    ASSERT_FALSE(replaced.isEmpty()) << qPrintable(error);
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(store.call(replaced)->arguments.value("message"_L1).toString(), u"yo"_s);
    EXPECT_EQ(replaced, echo) << "a replaced call keeps its id";
    EXPECT_EQ(model.rowOf(echo), 0) << "and its place in the list";

    EXPECT_TRUE(store.rename(replaced, u"  echo yo "_s, &error)) << qPrintable(error);
    EXPECT_EQ(model.index(model.rowOf(replaced), 0).data().toString(), u"echo yo"_s);
    EXPECT_TRUE(store.remove(replaced, &error)) << qPrintable(error);
    EXPECT_EQ(model.rowCount(), 1);

    // Written through: the file holds what the list shows.
    const CatalogFile::Parsed file = CatalogFile::readFile(catalog.path());
    ASSERT_TRUE(file.ok()) << qPrintable(file.error);
    ASSERT_EQ(file.entries.first().savedCalls.size(), 1);
    EXPECT_EQ(file.entries.first().savedCalls.first().name, u"greet"_s);

    store.setCatalog(&catalog, b);
    EXPECT_EQ(model.rowCount(), 0);
    store.setCatalog(nullptr, {});
    EXPECT_FALSE(store.hasEntry());
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST(SavedCallStoreCatalog, ARemovalIsUndoneInItsPlaceUnderItsId)
{
    QTemporaryDir dir;
    MemorySecretStore secrets;
    ServerCatalog catalog(secrets, dir.filePath(u"servers.json"_s));
    const QString entry = catalog.add(savedCallsStdioServer(u"a"_s, u"/bin/a"_s), nullptr);
    SavedCallStore store;
    store.setCatalog(&catalog, entry);
    QStringList ids;
    for (const QString &name : {u"first"_s, u"second"_s, u"third"_s})
        ids << store.save(SavedCall::make(name, SavedCall::Kind::Tool, u"echo"_s), false, nullptr);
    QString error;
    EXPECT_FALSE(store.undoRemove(&error)) << "nothing removed yet";
    ASSERT_TRUE(store.remove(ids.at(1), &error)) << qPrintable(error);
    EXPECT_EQ(store.undoableRemoval(), u"second"_s);
    ASSERT_TRUE(store.undoRemove(&error)) << qPrintable(error);
    ASSERT_EQ(store.calls().size(), 3);
    EXPECT_EQ(store.calls().at(1).id, ids.at(1));
    EXPECT_EQ(store.calls().at(1).name, u"second"_s);
    EXPECT_TRUE(store.undoableRemoval().isEmpty()) << "undone once";
    EXPECT_EQ(CatalogFile::readFile(catalog.path()).entries.first().savedCalls.size(), 3)
        << "written through";
    // Another entry shown: the removal is forgotten.
    ASSERT_TRUE(store.remove(ids.at(0), &error));
    store.setCatalog(&catalog, catalog.add(savedCallsStdioServer(u"b"_s, u"/bin/b"_s), nullptr));
    EXPECT_TRUE(store.undoableRemoval().isEmpty());
}

TEST(SavedCallStoreCatalog, AddServerNamesItAfterTheProgramUniquely)
{
    QTemporaryDir dir;
    MemorySecretStore secrets;
    ServerCatalog catalog(secrets, dir.filePath(u"servers.json"_s));
    catalog.add(savedCallsStdioServer(u"weather"_s, u"/opt/a/weather"_s), nullptr);
    SavedCallStore store;
    store.setCatalog(&catalog, {});
    QSignalSpy entryChanged(&store, &SavedCallStore::entryChanged);
    QString error;
    ASSERT_TRUE(store.addServer(savedCallsStdioServer({}, u"/opt/b/weather"_s), &error))
        << qPrintable(error);
    EXPECT_EQ(store.entryName(), u"weather 2"_s);
    EXPECT_EQ(entryChanged.count(), 1);
    ServerConfig remote;
    remote.transport = ServerConfig::TransportKind::StreamableHttp;
    remote.url = QUrl(u"http://127.0.0.1:8931/mcp"_s);
    ASSERT_TRUE(store.addServer(remote, &error)) << qPrintable(error);
    EXPECT_EQ(store.entryName(), u"127.0.0.1:8931"_s);
    EXPECT_EQ(catalog.size(), 3);
}

// The window on the demo server with an empty catalog (the catalog file of an earlier test
// removed before the window loads it).
class SavedCalls : public ScreenshotTest
{
protected:
    void SetUp() override
    {
        m_directory = qEnvironmentVariable("MCPSCOPE_SCREENSHOT_DIR");
        QFile::remove(ServerCatalog::defaultPath());
        MainWindowTest::SetUp();
        openCatalog();
        m_controller = m_window->findChild<SavedCallsController *>(u"savedCallsController"_s);
        ASSERT_NE(m_controller, nullptr);
        m_pane = m_controller->pane();
    }

    void TearDown() override
    {
        ScreenshotTest::TearDown();
        QFile::remove(ServerCatalog::defaultPath());
    }

    // The application opens the catalog once the keychain answered; here on memory secrets.
    void openCatalog()
    {
        m_window->catalog()->open(std::make_unique<MemorySecretStore>(),
                                  u"Secrets are kept in memory (test)."_s);
    }

    ServerCatalog &catalog() const { return *m_window->catalog()->catalog(); }

    // Clicks the button, types the name into the dialog it opens and presses OK.
    void answerNameDialog(QPushButton *saveButton, const QString &name)
    {
        ASSERT_TRUE(saveButton->isEnabled());
        QTest::mouseClick(saveButton, Qt::LeftButton);
        answerOpenDialog(name);
    }

    void answerOpenDialog(const QString &name)
    {
        QInputDialog *dialog = nullptr;
        ASSERT_TRUE(UiTest::waitFor([&] {
            dialog = m_window->findChild<QInputDialog *>(u"saveCallDialog"_s);
            return dialog && dialog->isVisible();
        }));
        auto *edit = dialog->findChild<QLineEdit *>();
        ASSERT_NE(edit, nullptr);
        edit->selectAll();
        QTest::keyClicks(edit, name);
        QTest::keyClick(edit, Qt::Key_Return);
        ASSERT_TRUE(UiTest::waitFor([dialog] { return !dialog->isVisible(); }));
    }

    void typeMessage(const QString &text)
    {
        auto *edit = qobject_cast<QLineEdit *>(callPane()->form()->inputAt(u"/message"_s));
        ASSERT_NE(edit, nullptr);
        edit->selectAll();
        QTest::keyClicks(edit, text);
    }

    void showSavedTab()
    {
        auto *tabs = UiTest::find<QTabWidget>(m_window.get(), u"featureTabs"_s);
        tabs->setCurrentWidget(m_pane);
    }

    void clickSaved(const QString &callName, const QString &buttonName)
    {
        showSavedTab();
        ASSERT_TRUE(m_pane->selectCall(callName)) << qPrintable(callName);
        QTest::mouseClick(button(buttonName), Qt::LeftButton);
    }

    SavedCallsController *m_controller = nullptr;
    SavedCallsPane *m_pane = nullptr;
};

TEST_F(SavedCalls, SaveFromToolsRunWithOneClickEditFillsTheForm)
{
    UiTest::ModelChecker checker(m_pane->model());
    EXPECT_FALSE(m_controller->store()->hasEntry());
    connectToServer();
    EXPECT_TRUE(m_pane->statusText().contains(u"not in the catalog"_s))
        << qPrintable(m_pane->statusText());
    EXPECT_EQ(catalog().size(), 0);

    selectTool(u"echo"_s);
    typeMessage(u"hello from a saved call"_s);
    answerNameDialog(button(u"saveCallButton"_s), u"echo hello"_s);

    // The server was added to the catalog, under its program's name, with the call.
    ASSERT_EQ(catalog().size(), 1);
    const CatalogEntry &entry = catalog().entries().first();
    EXPECT_EQ(entry.name(), u"mcpscope-demo-server"_s);
    EXPECT_EQ(m_controller->store()->entryId(), entry.id);
    ASSERT_EQ(m_pane->model()->rowCount(), 1);
    EXPECT_EQ(m_pane->model()->index(0, 0).data().toString(), u"echo hello"_s);
    EXPECT_EQ(entry.savedCalls.first().arguments,
              (QJsonObject{{"message"_L1, u"hello from a saved call"_s}}));
    EXPECT_TRUE(m_pane->statusText().contains(u"1 saved call"_s))
        << qPrintable(m_pane->statusText());
    // And written to servers.json.
    const CatalogFile::Parsed file = CatalogFile::readFile(ServerCatalog::defaultPath());
    ASSERT_TRUE(file.ok()) << qPrintable(file.error);
    ASSERT_EQ(file.entries.size(), 1);
    EXPECT_EQ(file.entries.first().savedCalls.first().name, u"echo hello"_s);

    // The form moves on; Run sends the saved arguments, the result shows in the Tools pane.
    typeMessage(u"something else"_s);
    clickSaved(u"echo hello"_s, u"runSavedCallButton"_s);
    ASSERT_TRUE(UiTest::waitFor([this] { return !callPane()->isCalling(); }, 20000));
    ASSERT_TRUE(UiTest::waitFor(
        [this] { return resultText().contains(u"hello from a saved call"_s); }, 20000))
        << qPrintable(resultText());
    EXPECT_TRUE(callPane()->isVisible()); // the Tools tab is in front
    EXPECT_EQ(callPane()->form()->model()->value().toObject().value("message"_L1).toString(),
              u"hello from a saved call"_s);

    // Edit fills the form and sends nothing.
    selectTool(u"add"_s);
    // Only tools/call requests: the snapshot's list requests may still be arriving.
    const auto toolCalls = [this] {
        int count = 0;
        for (int row = 0; row < log().rowCount(); ++row)
            count += log().record(row).direction == TrafficEvent::Direction::Outgoing
                     && log().record(row).messageKind == JsonRpcMessage::Kind::Request
                     && log().record(row).method == "tools/call"_L1;
        return count;
    };
    const int calls = toolCalls();
    EXPECT_EQ(calls, 1);
    clickSaved(u"echo hello"_s, u"editSavedCallButton"_s);
    EXPECT_EQ(callPane()->tool().value("name"_L1).toString(), u"echo"_s);
    EXPECT_EQ(callPane()->form()->model()->value().toObject(),
              (QJsonObject{{"message"_L1, u"hello from a saved call"_s}}));
    EXPECT_TRUE(callPane()->isVisible());
    QCoreApplication::processEvents();
    EXPECT_EQ(toolCalls(), calls);

    // Saving under the same name asks again; the same name once more replaces the call.
    const QString savedId = catalog().entries().first().savedCalls.first().id;
    typeMessage(u"changed"_s);
    answerNameDialog(button(u"saveCallButton"_s), u"echo hello"_s);
    answerOpenDialog(u"echo hello"_s);
    ASSERT_EQ(m_pane->model()->rowCount(), 1);
    EXPECT_EQ(catalog().entries().first().savedCalls.first().arguments.value("message"_L1),
              u"changed"_s);
    EXPECT_EQ(catalog().entries().first().savedCalls.first().id, savedId);

    // Rename through its dialog, then Remove.
    clickSaved(u"echo hello"_s, u"renameSavedCallButton"_s);
    QInputDialog *rename = nullptr;
    ASSERT_TRUE(UiTest::waitFor([&] {
        rename = m_window->findChild<QInputDialog *>(u"renameSavedCallDialog"_s);
        return rename && rename->isVisible();
    }));
    auto *edit = rename->findChild<QLineEdit *>();
    edit->selectAll();
    QTest::keyClicks(edit, u"echo changed"_s);
    QTest::keyClick(edit, Qt::Key_Return);
    ASSERT_TRUE(UiTest::waitFor([this] { return m_pane->selectCall(u"echo changed"_s); }));
    clickSaved(u"echo changed"_s, u"removeSavedCallButton"_s);
    EXPECT_EQ(m_pane->model()->rowCount(), 0);
    EXPECT_TRUE(catalog().entries().first().savedCalls.isEmpty());

    // The removal leaves a banner whose Undo brings the call back, under its id.
    auto *undoBar = UiTest::find<QWidget>(m_pane, u"savedCallsUndoBar"_s);
    EXPECT_TRUE(undoBar->isVisible());
    EXPECT_EQ(UiTest::labelText(m_pane, u"savedCallsUndoText"_s), u"Removed \"echo changed\"."_s);
    QTest::mouseClick(button(u"undoRemoveSavedCallButton"_s), Qt::LeftButton);
    ASSERT_EQ(m_pane->model()->rowCount(), 1);
    EXPECT_EQ(catalog().entries().first().savedCalls.first().id, savedId);
    EXPECT_FALSE(undoBar->isVisible());
    // Ctrl+Z in the list does the same.
    clickSaved(u"echo changed"_s, u"removeSavedCallButton"_s);
    ASSERT_EQ(m_pane->model()->rowCount(), 0);
    // The dialogs opened above took the activation with them: the window gets it back.
    m_window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(m_window.get()));
    m_pane->view()->setFocus();
    QTest::keyClick(m_pane->view(), Qt::Key_Z, Qt::ControlModifier);
    ASSERT_EQ(m_pane->model()->rowCount(), 1);
    EXPECT_EQ(catalog().entries().first().savedCalls.first().name, u"echo changed"_s);
    clickSaved(u"echo changed"_s, u"removeSavedCallButton"_s);
    EXPECT_EQ(m_pane->model()->rowCount(), 0);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST_F(SavedCalls, PromptsAreSavedAndRunToo)
{
    connectToServer();
    m_window->showTab(u"promptsPane"_s);
    auto *prompts = UiTest::find<PromptsPane>(m_window.get(), u"promptsPane"_s);
    ASSERT_TRUE(UiTest::waitFor([prompts] { return prompts->selectPrompt(u"summarize"_s); }));
    auto *text = qobject_cast<QLineEdit *>(prompts->form()->inputAt(u"/text"_s));
    ASSERT_NE(text, nullptr);
    QTest::keyClicks(text, u"The quick brown fox."_s);
    answerNameDialog(button(u"savePromptCallButton"_s), u"fox summary"_s);
    ASSERT_EQ(m_pane->model()->rowCount(), 1);
    EXPECT_EQ(m_pane->model()->index(0, SavedCallListModel::KindColumn).data().toString(),
              u"prompt"_s);

    // Another prompt in front; Run selects the saved one, fills it and gets it.
    ASSERT_TRUE(prompts->selectPrompt(u"greeting"_s));
    clickSaved(u"fox summary"_s, u"runSavedCallButton"_s);
    ASSERT_TRUE(UiTest::waitFor([prompts] {
        return !prompts->isGetting() && prompts->messagesView()->messageCount() > 0;
    }));
    EXPECT_TRUE(prompts->messagesView()->messageText(0).contains(u"The quick brown fox."_s))
        << qPrintable(prompts->messagesView()->messageText(0));
    EXPECT_TRUE(prompts->isVisible());
}

// Before any connect there is no server to keep calls under; once connected, a server that is
// not in the catalog can be added from the Saved tab, and the next window finds it there.
TEST_F(SavedCalls, AServerNotInTheCatalogIsSaidAndCanBeAdded)
{
    showSavedTab();
    auto *add = button(u"addServerToCatalogButton"_s);
    EXPECT_FALSE(button(u"saveCallButton"_s)->isEnabled()); // no tool selected yet
    connectToServer();
    EXPECT_TRUE(m_pane->statusText().startsWith(u"This server is not in the catalog."_s))
        << qPrintable(m_pane->statusText());
    ASSERT_TRUE(add->isVisible());
    QTest::mouseClick(add, Qt::LeftButton);
    ASSERT_EQ(catalog().size(), 1);
    EXPECT_FALSE(add->isVisible());
    EXPECT_EQ(m_pane->statusText(),
              u"No saved calls for mcpscope-demo-server yet: Save Call… in the Tools or Prompts "
              "tab keeps one here."_s);
    const ServerConfig config = m_window->context()->liveConfig();
    MainWindowTest::TearDown();
    startWindow(config);
    openCatalog(); // reads servers.json again
    auto *controller = m_window->findChild<SavedCallsController *>(u"savedCallsController"_s);
    EXPECT_FALSE(controller->store()->hasEntry()); // no connection yet
    connectToServer();
    EXPECT_TRUE(controller->store()->hasEntry());
    EXPECT_EQ(controller->store()->entryName(), u"mcpscope-demo-server"_s);
}

TEST_F(SavedCalls, ACallOfAToolTheServerDoesNotListIsSaid)
{
    connectToServer();
    QString error;
    // The entry of the live connection, as the catalog finds it, with a call of a gone tool.
    ServerConfig live = m_window->context()->liveConfig();
    live.name = u"demo here"_s;
    const QString entry = catalog().add(live, &error);
    ASSERT_FALSE(entry.isEmpty()) << qPrintable(error);
    m_controller->store()->setCatalog(&catalog(), entry);
    ASSERT_FALSE(m_controller->store()
                     ->save(SavedCall::make(u"old"_s, SavedCall::Kind::Tool, u"retired_tool"_s),
                            false,
                            &error)
                     .isEmpty());
    clickSaved(u"old"_s, u"runSavedCallButton"_s);
    EXPECT_EQ(UiTest::labelText(m_pane, u"savedCallsProblem"_s),
              u"The server does not list the tool retired_tool (now, or yet)."_s);
}

TEST_F(SavedCalls, Screenshot)
{
    if (m_directory.isEmpty())
        GTEST_SKIP() << "set MCPSCOPE_SCREENSHOT_DIR to write the screenshots";
    startOnDemoServerFromPath();
    openCatalog();
    m_controller = m_window->findChild<SavedCallsController *>(u"savedCallsController"_s);
    m_pane = m_controller->pane();
    connectToServer();
    selectTool(u"echo"_s);
    typeMessage(u"Hello, saved calls!"_s);
    answerNameDialog(button(u"saveCallButton"_s), u"echo a greeting"_s);
    selectTool(u"add"_s);
    auto *a = callPane()->form()->inputAt(u"/a"_s);
    auto *b = callPane()->form()->inputAt(u"/b"_s);
    ASSERT_TRUE(a && b);
    callPane()->form()->model()->setJson(R"({"a": 2, "b": 40})");
    answerNameDialog(button(u"saveCallButton"_s), u"add 2 + 40"_s);
    m_window->showTab(u"promptsPane"_s);
    auto *prompts = UiTest::find<PromptsPane>(m_window.get(), u"promptsPane"_s);
    ASSERT_TRUE(UiTest::waitFor([prompts] { return prompts->selectPrompt(u"code_review"_s); }));
    prompts->form()->model()->setJson(R"({"language": "c++", "code": "int main() {}"})");
    answerNameDialog(button(u"savePromptCallButton"_s), u"review main()"_s);
    clickSaved(u"add 2 + 40"_s, u"runSavedCallButton"_s);
    ASSERT_TRUE(UiTest::waitFor([this] { return resultText().contains(u"42"_s); }, 20000));
    showSavedTab();
    m_pane->selectCall(u"add 2 + 40"_s);
    save(u"saved-calls.png"_s);
}

// Snapshots of a server that is in the catalog are kept under its entry: after the entry's
// command line changed (here: the same server started through another path), the next connect
// still compares with the snapshot of the first.
TEST_F(SavedCalls, SnapshotsFollowTheCatalogEntryWhenItsCommandChanges)
{
    const QStringList command = UiTest::demoServerCommand();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString linked = dir.filePath(u"weather-server"_s);
    ASSERT_TRUE(QFile::link(command.first(), linked));

    ServerConfig first = m_window->context()->liveConfig();
    first.program = command.first();
    first.arguments = command.mid(1);
    first.name = u"demo"_s;
    QString error;
    const QString entry = catalog().add(first, &error);
    ASSERT_FALSE(entry.isEmpty()) << qPrintable(error);

    auto *snapshots
        = m_window->findChild<InterfaceChangesController *>(u"interfaceChangesController"_s);
    ASSERT_NE(snapshots, nullptr);
    const QString key = InterfaceChangesController::snapshotKey(entry, {});
    EXPECT_EQ(key, u"catalog-entry "_s + entry);
    QSignalSpy handled(snapshots, &InterfaceChangesController::snapshotHandled);
    connectToServer();
    ASSERT_TRUE(UiTest::waitFor([&handled] { return handled.count() == 1; }, 20000));
    EXPECT_EQ(snapshots->serverKey(), key);
    EXPECT_EQ(m_controller->store()->entryId(), entry); // the Saved tab found it too
    const int before = int(snapshots->store().files(key).size());
    EXPECT_GE(before, 1);
    QTest::mouseClick(button(u"connectButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([this] { return !isActive(); }));

    // The entry is renamed and now starts the server through another path.
    ServerConfig moved = first;
    moved.program = linked;
    ASSERT_TRUE(catalog().update(entry, moved, &error)) << qPrintable(error);
    ASSERT_TRUE(catalog().rename(entry, u"weather"_s, &error)) << qPrintable(error);
    m_window->setServerConfig(moved);
    connectToServer();
    ASSERT_TRUE(UiTest::waitFor([&handled] { return handled.count() == 2; }, 20000));
    EXPECT_EQ(snapshots->serverKey(), key);
    EXPECT_EQ(int(snapshots->store().files(key).size()), before + 1);
    // Compared with the first connect's snapshot: the same interface, nothing changed.
    ASSERT_TRUE(snapshots->lastDiff().has_value());
    EXPECT_TRUE(snapshots->lastDiff()->isEmpty());
    // Without the entry it would have been a server never seen: nothing under its identity.
    EXPECT_TRUE(snapshots->store().files(m_window->context()->liveServerIdentity()).isEmpty());
}

} // namespace
