// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// "What changed since last time" in the real main window on the demo server: the first
// connect stores a snapshot, the second compares with it (here: a stored snapshot edited to
// differ), the banner says what changed and Show Changes opens the diff, all clicked through.
#include "screenshottest.h"

#include <core/mcp/mcpsession.h>
#include <core/snapshot/snapshotstore.h>
#include <ui/forms/formvaluestore.h>
#include <ui/session/sessioncontext.h>
#include <ui/snapshot/interfacechangesbanner.h>
#include <ui/snapshot/interfacechangescontroller.h>
#include <ui/snapshot/interfacediffdialog.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace {

// The texts of a tree's rows, depth first, indented two spaces per level: one string to
// compare with what the dialog should show.
QStringList rowTexts(const QTreeWidget *tree)
{
    QStringList rows;
    std::function<void(QTreeWidgetItem *, int)> walk = [&](QTreeWidgetItem *item, int depth) {
        QStringList cells;
        for (int column = 0; column < tree->columnCount(); ++column) {
            if (!item->text(column).isEmpty())
                cells << item->text(column);
        }
        rows << QString(depth * 2, u' ') + cells.join(u" | "_s);
        for (int i = 0; i < item->childCount(); ++i)
            walk(item->child(i), depth + 1);
    };
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        walk(tree->topLevelItem(i), 0);
    return rows;
}

// What the stored snapshot is made to say before the second connect: the demo server's "add"
// once took a string, "echo" did not exist yet and a prompt "retired" was there.
void editStoredSnapshot(const QString &serverKey)
{
    const SnapshotStore store(SnapshotStore::defaultFolder());
    const SnapshotStore::Latest latest = store.latest(serverKey);
    ASSERT_TRUE(latest.snapshot.has_value()) << "the first connect stored no snapshot";
    QJsonObject json = latest.snapshot->toJson();
    QJsonArray tools;
    for (const QJsonValue &value : json.value("tools"_L1).toArray()) {
        QJsonObject tool = value.toObject();
        if (tool.value("name"_L1) == "echo"_L1)
            continue;
        if (tool.value("name"_L1) == "add"_L1) {
            QJsonObject schema = tool.value("inputSchema"_L1).toObject();
            QJsonObject properties = schema.value("properties"_L1).toObject();
            QJsonObject a = properties.value("a"_L1).toObject();
            a.insert("type"_L1, u"string"_s);
            properties.insert("a"_L1, a);
            schema.insert("properties"_L1, properties);
            tool.insert("inputSchema"_L1, schema);
        }
        tools.append(tool);
    }
    // Listed backwards: the order of a list is not a change.
    QJsonArray reversed;
    for (const QJsonValue &tool : tools)
        reversed.prepend(tool);
    json.insert("tools"_L1, reversed);
    QJsonArray prompts = json.value("prompts"_L1).toArray();
    prompts.append(QJsonObject{{"name"_L1, u"retired"_s}, {"description"_L1, u"gone now"_s}});
    json.insert("prompts"_L1, prompts);
    json.insert("takenAt"_L1,
                QDateTime(QDate(2026, 11, 20), QTime(14, 2)).toUTC().toString(Qt::ISODateWithMs));
    QString error;
    const std::optional<InterfaceSnapshot> edited
        = InterfaceSnapshot::fromJson(QJsonDocument(json).toJson(), &error);
    ASSERT_TRUE(edited.has_value()) << qPrintable(error);
    ASSERT_FALSE(store.save(serverKey, *edited).has_value());
}

// Connects, waits until the snapshot of this connect was compared and stored.
void connectAndSnapshot(MainWindow *window, const std::function<void()> &connectToServer)
{
    auto *controller
        = window->findChild<InterfaceChangesController *>(u"interfaceChangesController"_s);
    ASSERT_NE(controller, nullptr);
    QSignalSpy handled(controller, &InterfaceChangesController::snapshotHandled);
    connectToServer();
    ASSERT_TRUE(UiTest::waitFor([&handled] { return handled.count() == 1; }, 20000));
}

class InterfaceChanges : public ScreenshotTest
{
protected:
    // Runs without MCPSCOPE_SCREENSHOT_DIR too; only the pictures need it.
    void SetUp() override
    {
        m_directory = qEnvironmentVariable("MCPSCOPE_SCREENSHOT_DIR");
        MainWindowTest::SetUp();
        startOnDemoServerFromPath();
    }

    void disconnectFromServer()
    {
        QTest::mouseClick(button(u"connectButton"_s), Qt::LeftButton);
        ASSERT_TRUE(UiTest::waitFor([this] { return !isActive(); }));
    }

    void screenshot(const QString &name, QWidget *widget = nullptr)
    {
        if (!m_directory.isEmpty())
            save(name, widget);
    }
};

TEST_F(InterfaceChanges, SecondConnectShowsWhatChangedSinceTheFirst)
{
    auto *controller
        = m_window->findChild<InterfaceChangesController *>(u"interfaceChangesController"_s);
    ASSERT_NE(controller, nullptr);
    auto *banner = controller->banner();

    // First connect: nothing to compare with, the snapshot is only stored.
    connectAndSnapshot(m_window.get(), [this] { connectToServer(); });
    EXPECT_FALSE(banner->isVisible());
    EXPECT_FALSE(controller->lastDiff().has_value());
    const QString serverKey = m_window->context()->liveServerIdentity();
    EXPECT_EQ(serverKey, FormValueStore::serverIdentity(m_window->context()->liveConfig()));
    ASSERT_EQ(controller->store().files(serverKey).size(), 1);
    // The extra listings are the snapshot's, and the log says so.
    bool actionLogged = false;
    for (int row = 0; row < log().rowCount(); ++row)
        actionLogged |= log().record(row).kind == TrafficEvent::Kind::UserAction
                        && log().record(row).summary.contains(u"snapshot of the server's"_s);
    EXPECT_TRUE(actionLogged);
    disconnectFromServer();

    editStoredSnapshot(serverKey);
    connectAndSnapshot(m_window.get(), [this] { connectToServer(); });
    ASSERT_TRUE(UiTest::waitFor([banner] { return banner->isVisible(); }));
    EXPECT_EQ(banner->text(),
              u"3 changes since 2026-11-20 14:02: 1 tool schema changed, 1 tool added, 1 prompt "
              "removed"_s);
    EXPECT_EQ(controller->store().files(serverKey).size(), 3);
    screenshot(u"interface-changes.png"_s);

    QTest::mouseClick(button(u"showChangesButton"_s), Qt::LeftButton);
    auto *dialog = m_window->findChild<InterfaceDiffDialog *>(u"interfaceDiffDialog"_s);
    ASSERT_NE(dialog, nullptr);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(dialog));
    EXPECT_EQ(
        rowTexts(dialog->tree()),
        (QStringList{
            u"tools (2)"_s,
            u"  tool schema \"add\" changed"_s,
            u"    /inputSchema/properties/a/type | \"string\" | \"number\""_s,
            u"  tool \"echo\" added"_s + u" | "_s
                + dialog->tree()->topLevelItem(0)->child(1)->text(2),
            u"prompts (1)"_s,
            u"  prompt \"retired\" removed | {\"description\":\"gone now\",\"name\":\"retired\"}"_s,
        }));
    // The whole tool as it is now, on one line (its name is further on than the line shows).
    EXPECT_TRUE(dialog->tree()->topLevelItem(0)->child(1)->text(2).startsWith(
        u"{\"annotations\":{\"idempotentHint\":true"_s));
    EXPECT_TRUE(dialog->tree()->topLevelItem(0)->child(1)->toolTip(2).contains(
        u"Returns the message unchanged"_s));
    EXPECT_TRUE(
        UiTest::find<QLabel>(dialog, u"interfaceDiffSummary"_s)
            ->text()
            .endsWith(
                u"compared with the snapshot of 2026-11-20 14:02: 3 changes: 1 tool schema changed, 1 tool added, 1 prompt removed"_s));
    screenshot(u"interface-diff.png"_s, dialog);
    dialog->close();

    QTest::mouseClick(button(u"dismissChangesButton"_s), Qt::LeftButton);
    EXPECT_FALSE(banner->isVisible());
}

} // namespace
