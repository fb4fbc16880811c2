// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The keyboard-first parts without a server: the fuzzy matcher's tables, the palette's model,
// every menu action's stable objectName, and the shortcuts dialog (listed from the menus,
// conflicts named, a changed shortcut kept across windows).
#include "uitesthelpers.h"

#include <ui/keyboard/commandpalettemodel.h>
#include <ui/keyboard/fuzzymatcher.h>
#include <ui/keyboard/keyboardsupport.h>
#include <ui/keyboard/shortcutsdialog.h>
#include <ui/mainwindow.h>

#include <QAction>
#include <QApplication>
#include <QKeySequenceEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

struct MatchRow
{
    QString pattern;
    QString text;
    bool matches;
};

struct RankRow
{
    QString pattern;
    QStringList texts;
    QStringList bestFirst; // the matching texts, in the order expected
};

QStringList rankedTexts(const QString &pattern, const QStringList &texts)
{
    QStringList order;
    for (const FuzzyMatcher::Candidate &candidate : FuzzyMatcher::rank(pattern, texts))
        order.append(texts.at(candidate.index));
    return order;
}

// Every action of the menu bar, walked here independently of MenuActions.
void walkMenus(const QList<QAction *> &actions, QList<QAction *> *into)
{
    for (QAction *action : actions) {
        if (action->isSeparator())
            continue;
        if (action->menu())
            walkMenus(action->menu()->actions(), into);
        else
            into->append(action);
    }
}

QList<QAction *> menuActionsOf(const MainWindow &window)
{
    QList<QAction *> actions;
    walkMenus(window.menuBar()->actions(), &actions);
    return actions;
}

QAction *menuAction(const MainWindow &window, const QString &objectName)
{
    for (QAction *action : menuActionsOf(window)) {
        if (action->objectName() == objectName)
            return action;
    }
    return nullptr;
}

ShortcutsDialog *openShortcutsDialog(MainWindow &window)
{
    QAction *open = menuAction(window, u"keyboardShortcutsAction"_s);
    if (!open)
        return nullptr;
    open->trigger();
    return window.findChild<ShortcutsDialog *>(u"shortcutsDialog"_s);
}

} // namespace

TEST(FuzzyMatcher, MatchesLettersInOrderIgnoringCaseAndSpaces)
{
    const QString longName = QString(5000, u'a') + u'z';
    const MatchRow rows[] = {
        {u""_s, u"anything"_s, true},
        {u"cnt"_s, u"Connect"_s, true},
        {u"CONN"_s, u"Connect"_s, true},
        {u"echo tool"_s, u"echo Tool"_s, true},
        {u"tcon"_s, u"Connect"_s, false}, // order counts
        {u"xyz"_s, u"Connect"_s, false},
        {u"echoo"_s, u"echo"_s, false},
        {u".*("_s, u"a.*b("_s, true}, // plain letters, never a pattern
        {u"a*"_s, u"aaaa"_s, false},
        {u"z"_s, longName, false}, // past the text cap
        {u"a"_s, longName, true},
        {u"über"_s, u"Über Server"_s, true},
    };
    for (const MatchRow &row : rows) {
        SCOPED_TRACE(qPrintable(row.pattern + u" in "_s + row.text.left(40)));
        const int score = FuzzyMatcher::score(row.pattern, row.text);
        EXPECT_EQ(score >= 0, row.matches) << score;
    }
    EXPECT_EQ(FuzzyMatcher::score(QString(), u"x"_s), 0);
}

TEST(FuzzyMatcher, RanksWordStartsRunsAndCaseFirst)
{
    const RankRow rows[] = {
        // A run at a word start, then the shorter text, then a run inside a word.
        {u"con"_s,
         {u"Disconnect"_s, u"Close Connection"_s, u"Connect"_s},
         {u"Connect"_s, u"Close Connection"_s, u"Disconnect"_s}},
        // camelCase humps are word starts.
        {u"gp"_s, {u"grape"_s, u"getPrompt"_s}, {u"getPrompt"_s, u"grape"_s}},
        // Initials of words beat letters scattered inside one.
        {u"gtp"_s,
         {u"gatekeeper"_s, u"Go to Paired Request/Response"_s},
         {u"Go to Paired Request/Response"_s, u"gatekeeper"_s}},
        // Consecutive letters beat the same letters spread out.
        {u"echo"_s, {u"exec hook"_s, u"echo"_s, u"weather"_s}, {u"echo"_s, u"exec hook"_s}},
        // Exact case breaks a tie.
        {u"Echo"_s, {u"echo"_s, u"Echo"_s}, {u"Echo"_s, u"echo"_s}},
        // Equal scores keep the caller's order.
        {u""_s, {u"b"_s, u"a"_s}, {u"b"_s, u"a"_s}},
    };
    for (const RankRow &row : rows) {
        SCOPED_TRACE(qPrintable(row.pattern));
        EXPECT_EQ(rankedTexts(row.pattern, row.texts), row.bestFirst);
    }
}

TEST(CommandPaletteModel, FiltersAndRanksUnderTheModelTester)
{
    CommandPaletteModel model;
    UiTest::ModelChecker checker(&model);
    QList<PaletteItem> items;
    const auto add = [&items](PaletteItem::Kind kind, const QString &title, const QString &where) {
        PaletteItem item;
        item.kind = kind;
        item.title = title;
        item.where = where;
        item.key = title;
        items.append(item);
    };
    add(PaletteItem::Kind::Action, u"Connect"_s, u"Server"_s);
    add(PaletteItem::Kind::Action, u"Disconnect"_s, u"Server"_s);
    add(PaletteItem::Kind::Tool, u"echo"_s, u"Tool"_s);
    add(PaletteItem::Kind::Prompt, u"code_review"_s, u"Prompt"_s);
    model.setItems(items);
    EXPECT_EQ(model.rowCount(), 4);
    EXPECT_EQ(model.columnCount(), int(CommandPaletteModel::ColumnCount));

    model.setQuery(u"con"_s);
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.itemAt(0).title, u"Connect"_s);
    EXPECT_EQ(model.index(1, CommandPaletteModel::NameColumn).data().toString(), u"Disconnect"_s);
    EXPECT_EQ(model.index(1, CommandPaletteModel::WhereColumn).data().toString(), u"Server"_s);

    model.setQuery(u"tool ech"_s);  // what the item is counts too
    ASSERT_EQ(model.rowCount(), 0); // "Tool" comes after the title: letters must be in order
    model.setQuery(u"echo tool"_s);
    ASSERT_EQ(model.rowCount(), 1);
    EXPECT_EQ(model.itemAt(0).kind, PaletteItem::Kind::Tool);

    model.setQuery(u"qqq"_s);
    EXPECT_EQ(model.rowCount(), 0);
    EXPECT_TRUE(model.itemAt(0).title.isEmpty());
    model.setQuery(QString());
    EXPECT_EQ(model.rowCount(), 4);
    model.setItems({});
    EXPECT_EQ(model.rowCount(), 0);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST(KeyboardShortcuts, EveryMenuActionHasItsOwnStableObjectName)
{
    QSettings().clear();
    MainWindow window;
    const QList<QAction *> actions = menuActionsOf(window);
    ASSERT_GT(actions.size(), 30);
    QSet<QString> names;
    for (QAction *action : actions) {
        EXPECT_FALSE(action->objectName().isEmpty())
            << "a menu action has no objectName: " << qPrintable(action->text());
        EXPECT_FALSE(names.contains(action->objectName()))
            << "two menu actions are named " << qPrintable(action->objectName());
        names.insert(action->objectName());
    }
    for (const QString &expected : {u"commandPaletteAction"_s,
                                    u"keyboardShortcutsAction"_s,
                                    u"goToMessageLogAction"_s,
                                    u"nextAreaAction"_s,
                                    u"saveSessionAsAction"_s})
        EXPECT_TRUE(names.contains(expected)) << qPrintable(expected);
}

TEST(KeyboardShortcuts, DialogListsEveryMenuActionWithItsMenuAndShortcut)
{
    QSettings().clear();
    MainWindow window;
    ShortcutsDialog *dialog = openShortcutsDialog(window);
    ASSERT_NE(dialog, nullptr);
    UiTest::ModelChecker checker(dialog->model());
    const QList<QAction *> actions = menuActionsOf(window);
    ASSERT_EQ(dialog->model()->rowCount(), actions.size());
    for (int row = 0; row < actions.size(); ++row) {
        const QModelIndex name = dialog->model()->index(row, ShortcutListModel::ActionColumn);
        EXPECT_EQ(name.data(ShortcutListModel::ObjectNameRole).toString(),
                  actions.at(row)->objectName());
        // Mnemonics are gone; a literal "&" ("Roots && Capabilities") stays one.
        EXPECT_FALSE(name.data().toString().contains(u"&&"_s))
            << qPrintable(name.data().toString());
    }
    const int connect = dialog->model()->rowOf(u"connectAction"_s);
    ASSERT_GE(connect, 0);
    EXPECT_EQ(dialog->model()->index(connect, ShortcutListModel::ActionColumn).data().toString(),
              u"Connect"_s);
    EXPECT_EQ(dialog->model()->index(connect, ShortcutListModel::MenuColumn).data().toString(),
              u"Server"_s);
    EXPECT_EQ(dialog->model()->index(connect, ShortcutListModel::ShortcutColumn).data().toString(),
              QKeySequence(u"Ctrl+K"_s).toString(QKeySequence::NativeText));

    // The search keeps what contains the typed text.
    QTest::keyClicks(dialog->search(), u"disconn"_s);
    EXPECT_EQ(dialog->view()->model()->rowCount(), 1);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

// A changed shortcut is refused when another action has it, kept in the settings under the
// action's objectName, and applied to the next window; Reset to Default forgets it.
TEST(KeyboardShortcuts, ChangedShortcutIsCheckedKeptAndAppliedToTheNextWindow)
{
    QSettings().clear();
    const QKeySequence chosen(u"Ctrl+Shift+L"_s);
    {
        MainWindow window;
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        ShortcutsDialog *dialog = openShortcutsDialog(window);
        ASSERT_NE(dialog, nullptr);
        ASSERT_TRUE(dialog->selectAction(u"clearLogAction"_s));
        QKeySequenceEdit *editor = dialog->editor();
        QSignalSpy finished(editor, &QKeySequenceEdit::editingFinished);
        editor->setFocus();

        QTest::keyClick(editor, Qt::Key_K, Qt::ControlModifier); // Server › Connect's
        ASSERT_TRUE(finished.wait(5000));
        EXPECT_TRUE(dialog->problemText().contains(u"Server › Connect"_s))
            << qPrintable(dialog->problemText());
        EXPECT_EQ(menuAction(window, u"clearLogAction"_s)->shortcut(), QKeySequence(u"Ctrl+L"_s));

        editor->clear();
        QTest::keyClick(editor, Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
        ASSERT_TRUE(finished.wait(5000));
        EXPECT_TRUE(dialog->problemText().isEmpty()) << qPrintable(dialog->problemText());
        EXPECT_EQ(menuAction(window, u"clearLogAction"_s)->shortcut(), chosen);
        EXPECT_EQ(QSettings().value(u"shortcuts/clearLogAction"_s).toString(),
                  chosen.toString(QKeySequence::PortableText));
        dialog->close();
    }
    {
        MainWindow window;
        window.show();
        window.activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
        QAction *clear = menuAction(window, u"clearLogAction"_s);
        ASSERT_NE(clear, nullptr);
        EXPECT_EQ(clear->shortcut(), chosen);
        QSignalSpy triggered(clear, &QAction::triggered);
        QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier | Qt::ShiftModifier);
        EXPECT_EQ(triggered.size(), 1);

        ShortcutsDialog *dialog = openShortcutsDialog(window);
        ASSERT_NE(dialog, nullptr);
        ASSERT_TRUE(dialog->selectAction(u"clearLogAction"_s));
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"resetShortcutButton"_s),
                          Qt::LeftButton);
        EXPECT_EQ(clear->shortcut(), QKeySequence(u"Ctrl+L"_s));
        EXPECT_FALSE(QSettings().contains(u"shortcuts/clearLogAction"_s));
        dialog->close();
    }
}
