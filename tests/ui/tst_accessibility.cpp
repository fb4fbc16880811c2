// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mainwindowtest.h"
// (first: it includes uitesthelpers.h)
#include "accessibilitywalk.h"
#include "clientharness.h"
#include "uisources.h"

#include <core/log/messagelogmodel.h>
#include <ui/about/aboutdialog.h>
#include <ui/catalog/catalogentrydialog.h>
#include <ui/client/elicitationcard.h>
#include <ui/client/samplingcard.h>
#include <ui/connection/serversettingsdialog.h>
#include <ui/keyboard/commandpalette.h>
#include <ui/keyboard/keyboardsupport.h>
#include <ui/keyboard/shortcutsdialog.h>
#include <ui/log/messagelogview.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>
#include <ui/widgets/accessibledefaults.h>

#include <QAccessibleInterface>
#include <QDockWidget>
#include <QMenuBar>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

const char *kA11ySamplingRequest = R"({"messages":[{"role":"user","content":{"type":"text",
    "text":"What is 2+2?"}}],"maxTokens":100})";
const char *kA11yElicitationRequest = R"({"message":"Tell us about you","requestedSchema":{
    "type":"object","properties":{
      "name":{"type":"string","title":"Name"},
      "age":{"type":"integer","minimum":0},
      "color":{"type":"string","enum":["red","green"]},
      "subscribe":{"type":"boolean"}},
    "required":["name"]}})";

// Shows every dock and every page of every tab widget in turn and walks the tree each time, so
// controls on pages a user has to open are checked too.
void walkEveryPage(UiTest::AccessibilityWalk &walk, QWidget *window)
{
    for (QDockWidget *dock : window->findChildren<QDockWidget *>())
        dock->show();
    walk.walk(window);
    for (QTabWidget *tabs : window->findChildren<QTabWidget *>()) {
        if (!tabs->isVisible())
            continue;
        const int shown = tabs->currentIndex();
        for (int i = 0; i < tabs->count(); ++i) {
            if (!tabs->isTabVisible(i) || i == shown)
                continue;
            tabs->setCurrentIndex(i);
            walk.walk(window);
        }
        tabs->setCurrentIndex(shown);
    }
}

void walkDialog(UiTest::AccessibilityWalk &walk, QDialog &dialog)
{
    dialog.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
    walkEveryPage(walk, &dialog);
    dialog.hide();
}

// The cell texts of the first rows of an item view, as a screen reader reads them.
QStringList accessibleCells(QAbstractItemView *view, int rows)
{
    QStringList texts;
    QAccessibleInterface *node = QAccessible::queryAccessibleInterface(view);
    QAccessibleTableInterface *table = node ? node->tableInterface() : nullptr;
    if (!table)
        return {u"(no table interface)"_s};
    for (int row = 0; row < qMin(rows, table->rowCount()); ++row) {
        for (int column = 0; column < table->columnCount(); ++column) {
            QAccessibleInterface *cell = table->cellAt(row, column);
            texts << (cell ? cell->text(QAccessible::Name) : u"(no cell)"_s);
        }
    }
    return texts;
}

} // namespace

TEST_F(MainWindowTest, AccessibilityTreeNamesEveryInteractiveControl)
{
    connectToServer();
    selectTool(u"echo"_s);
    QTest::keyClicks(editor(u"message"_s), u"read aloud"_s);
    clickCallAndWait();

    // The status dot's colour is said in words, and follows the connection.
    QAccessibleInterface *status = QAccessible::queryAccessibleInterface(
        UiTest::find<QWidget>(m_window.get(), u"statusIndicator"_s));
    ASSERT_NE(status, nullptr);
    EXPECT_EQ(status->text(QAccessible::Name), u"Connection status"_s);
    EXPECT_TRUE(status->text(QAccessible::Description).startsWith(u"Connected: Ready — "_s))
        << qPrintable(status->text(QAccessible::Description));

    UiTest::AccessibilityWalk walk;
    walkEveryPage(walk, m_window.get());

    ServerSettingsDialog settings(m_window.get());
    settings.setConfig(m_window->serverConfig());
    walkDialog(walk, settings);
    ServerConfig remote;
    remote.transport = ServerConfig::TransportKind::StreamableHttp;
    remote.url = QUrl(u"https://example.com/mcp"_s);
    settings.setConfig(remote);
    walkDialog(walk, settings);
    CatalogEntryDialog entry(m_window.get());
    entry.setConfig(m_window->serverConfig());
    walkDialog(walk, entry);
    AboutDialog about(m_window.get());
    walkDialog(walk, about);
    ShortcutsDialog shortcuts(m_window->menuBar(), m_window.get());
    walkDialog(walk, shortcuts);
    // The command palette: a popup over the window, walked while it is open.
    CommandPalette *palette = m_window->keyboard()->palette();
    palette->open();
    ASSERT_TRUE(palette->isVisible());
    walk.walk(palette);
    palette->close();

    std::cout << "[ accessibility ] walked " << walk.visited() << " nodes\n";
    EXPECT_GT(walk.visited(), 200);
    EXPECT_TRUE(walk.unnamed().isEmpty())
        << walk.unnamed().size() << " unnamed interactive nodes:\n"
        << qPrintable(walk.unnamed().join(u'\n'));
}

TEST_F(MainWindowTest, AccessibilityLogAndResultTreeReadTheirCells)
{
    connectToServer();
    selectTool(u"echo"_s);
    QTest::keyClicks(editor(u"message"_s), u"read aloud"_s);
    clickCallAndWait();

    // The log: every cell of a frame has text, the direction in words, not an arrow.
    auto *logView = UiTest::find<MessageLogView>(m_window.get(), u"messageLogView"_s);
    const QStringList cells = accessibleCells(logView->table(), 2);
    ASSERT_GE(cells.size(), MessageLogModel::ColumnCount) << qPrintable(cells.join(u" | "_s));
    EXPECT_TRUE(cells.join(u' ').contains(u"sent"_s)) << qPrintable(cells.join(u" | "_s));
    EXPECT_FALSE(cells.join(u' ').contains(u"→"_s)) << qPrintable(cells.join(u" | "_s));
    for (int column : {MessageLogModel::NumberColumn,
                       MessageLogModel::DirectionColumn,
                       MessageLogModel::MethodColumn})
        EXPECT_FALSE(cells.at(column).isEmpty()) << column;

    // The result as a JSON tree (the detail pane's Tree tab): its rows read as name and value.
    int response = -1;
    ASSERT_TRUE(UiTest::waitFor([&] {
        response = UiTest::findRow(log(),
                                   TrafficEvent::Direction::Incoming,
                                   u"tools/call"_s,
                                   JsonRpcMessage::Kind::Result);
        return response >= 0;
    }));
    ASSERT_GE(response, 0);
    UiTest::clickRow(logView->table(),
                     logView->table()->model()->index(response, MessageLogModel::MethodColumn));
    auto *tree = UiTest::find<QTreeView>(m_window.get(), u"frameTree"_s);
    ASSERT_NE(tree, nullptr);
    auto *detailTabs = UiTest::find<QTabWidget>(m_window.get(), u"detailTabs"_s);
    detailTabs->setCurrentWidget(tree);
    ASSERT_TRUE(tree->isVisible());
    const QStringList treeCells = accessibleCells(tree, 4);
    EXPECT_TRUE(treeCells.join(u' ').contains(u"result"_s)) << qPrintable(treeCells.join(u" | "_s));
    QAccessibleInterface *treeNode = QAccessible::queryAccessibleInterface(tree);
    EXPECT_FALSE(treeNode->text(QAccessible::Name).isEmpty());
}

TEST(AccessibleTextRules, NamesAndDescriptionsAreTheProgramsWordsOrServerText)
{
    // A screen reader reads every character: server text reaches an accessible name or
    // description only through ServerText (plain, one line, capped), everything else is our
    // own translated words. These arguments hold text made that way a line before.
    const QStringList madeBefore{
        u"(name)"_s, u"(filterHint)"_s, u"(levelName(level))"_s, u"(combo->accessibleName())"_s};
    const QStringList found = UiSources::violations(
        QRegularExpression(uR"(\bsetAccessible(Name|Description)\s*\()"_s),
        [&madeBefore](const UiSources::Source &, const QString &call) {
            if (call.contains(u"tr("_s) || call.contains(u"ServerText::"_s))
                return true;
            return std::any_of(madeBefore.begin(), madeBefore.end(), [&call](const QString &arg) {
                return call.endsWith(arg);
            });
        });
    EXPECT_TRUE(found.isEmpty()) << qPrintable(found.join(u'\n'));
}

TEST(AccessibilityCards, ServerRequestCardsNameEveryControlAndSayTheirState)
{
    AccessibleDefaults::install(); // as the window does
    ClientHarness h;
    ASSERT_TRUE(h.connect());
    h.queue->show();
    h.setup->show();
    h.serverRequest(5, u"sampling/createMessage"_s, jsonObject(kA11ySamplingRequest));
    h.serverRequest(6, u"elicitation/create"_s, jsonObject(kA11yElicitationRequest));
    auto *sampling = h.queue->findChild<SamplingCard *>(u"samplingCard"_s);
    auto *elicitation = h.queue->findChild<ElicitationCard *>(u"elicitationCard"_s);
    ASSERT_NE(sampling, nullptr);
    ASSERT_NE(elicitation, nullptr);

    UiTest::AccessibilityWalk walk;
    walk.walk(h.queue.get());
    walk.walk(h.setup.get());
    EXPECT_GT(walk.visited(), 50);
    EXPECT_TRUE(walk.unnamed().isEmpty())
        << walk.unnamed().size() << " unnamed interactive nodes:\n"
        << qPrintable(walk.unnamed().join(u'\n'));

    // A card names itself and says whether it still waits for an answer.
    QAccessibleInterface *card = QAccessible::queryAccessibleInterface(sampling);
    EXPECT_TRUE(card->text(QAccessible::Name).contains(u"scripted"_s))
        << qPrintable(card->text(QAccessible::Name));
    EXPECT_EQ(card->text(QAccessible::Description), u"Waiting for your answer"_s);
    QTest::mouseClick(UiTest::find<QPushButton>(elicitation, u"declineButton"_s), Qt::LeftButton);
    EXPECT_NE(QAccessible::queryAccessibleInterface(elicitation)->text(QAccessible::Description),
              u"Waiting for your answer"_s);
}
