// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The log toolbar's filters, search and pins, driven through its widgets.
#include "uitesthelpers.h"

#include <core/log/messagelogmodel.h>
#include <ui/log/messagefilterproxymodel.h>
#include <ui/log/messagelogtoolbar.h>
#include <ui/log/messagelogview.h>

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QLineEdit>
#include <QMenu>
#include <QTableView>
#include <QTimer>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using Direction = TrafficEvent::Direction;

namespace {

class LogFiltersTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_view.resize(1400, 500);
        m_view.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&m_view));
        // Two connections, one after the other, as the main window tags them.
        m_connection = m_model.addConnection(u"alpha"_s);
        m_view.setConnection(nullptr, server(u"alpha"_s), false); // what "Copy as" reproduces
        add(Direction::Outgoing, R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})");
        add(Direction::Incoming, R"({"jsonrpc":"2.0","id":1,"result":{"tools":[]}})");
        add(Direction::Outgoing, R"({"jsonrpc":"2.0","id":2,"method":"resources/list"})");
        add(Direction::Incoming,
            R"({"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"nope"}})");
        m_model.flush();
        m_analysis = ConnectionAnalysis();
        m_connection = m_model.addConnection(u"beta"_s);
        m_view.setConnection(nullptr, server(u"beta"_s), false);
        add(Direction::Outgoing, R"({"jsonrpc":"2.0","id":1,"method":"tools/call"})");
        add(Direction::Incoming, R"({"jsonrpc":"2.0","method":"notifications/message"})");
        m_model.flush();
        ASSERT_EQ(shown(), 6);
    }

    static ServerConfig server(const QString &name)
    {
        ServerConfig config;
        config.name = name;
        config.program = u"/bin/"_s + name;
        return config;
    }
    // Through the connection's analysis, which pairs responses (they show their request's
    // method), as McpSession hands events on.
    void add(Direction direction, const QByteArray &raw)
    {
        m_model.appendFrom(m_connection,
                           UiTest::analysed(m_analysis, UiTest::frame(direction, raw)));
    }
    int shown() const { return m_view.table()->model()->rowCount(); }
    QStringList shownMethods() const
    {
        QStringList methods;
        for (int row = 0; row < shown(); ++row)
            methods << m_view.table()
                           ->model()
                           ->index(row, MessageLogModel::MethodColumn)
                           .data()
                           .toString();
        return methods;
    }
    template<class T>
    T *widget(const QString &name) const
    {
        return UiTest::find<T>(&m_view, name);
    }
    void choose(QComboBox *combo, int index)
    {
        combo->setFocus();
        while (combo->currentIndex() != index)
            QTest::keyClick(combo, combo->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
    }
    void type(QLineEdit *edit, const QString &text)
    {
        edit->clear();
        QTest::keyClicks(edit, text);
    }

    ConnectionAnalysis m_analysis;
    int m_connection = 0;
    MessageLogModel m_model;
    MessageLogView m_view{&m_model};
    UiTest::ModelChecker m_checker{m_view.table()->model()};
};

} // namespace

TEST_F(LogFiltersTest, DirectionFilterShowsOneWay)
{
    auto *direction = widget<QComboBox>(u"directionFilter"_s);
    choose(direction, direction->findText(u"← in"_s));
    EXPECT_EQ(shownMethods(),
              (QStringList{u"tools/list"_s, u"resources/list"_s, u"notifications/message"_s}));
    choose(direction, direction->findText(u"→ out"_s));
    EXPECT_EQ(shown(), 3);
    choose(direction, 0);
    EXPECT_EQ(shown(), 6);
    EXPECT_TRUE(m_checker.problems().isEmpty()) << qPrintable(m_checker.problems().join(u'\n'));
}

TEST_F(LogFiltersTest, MethodGlobMatchesRequestsAndTheirResponses)
{
    auto *method = widget<QLineEdit>(u"methodFilter"_s);
    type(method, u"tools/*"_s);
    EXPECT_EQ(shownMethods(), (QStringList{u"tools/list"_s, u"tools/list"_s, u"tools/call"_s}));
    type(method, u"*/list"_s);
    EXPECT_EQ(shown(), 4);
    type(method, u"notifications/?essage"_s);
    EXPECT_EQ(shown(), 1);
    method->clear();
    EXPECT_EQ(shown(), 6);
}

TEST_F(LogFiltersTest, ErrorsOnlyServerAndTextCombine)
{
    auto *errors = widget<QCheckBox>(u"errorsOnly"_s);
    QTest::mouseClick(errors, Qt::LeftButton);
    EXPECT_EQ(shownMethods(), QStringList{u"resources/list"_s});
    QTest::mouseClick(errors, Qt::LeftButton);

    auto *server = widget<QComboBox>(u"serverFilter"_s);
    ASSERT_TRUE(server->isVisible()); // two servers in the log: something to choose
    choose(server, server->findText(u"beta"_s));
    EXPECT_EQ(shownMethods(), (QStringList{u"tools/call"_s, u"notifications/message"_s}));
    choose(server, server->findText(u"alpha"_s));
    EXPECT_EQ(shown(), 4);

    auto *text = widget<QLineEdit>(u"logFilter"_s);
    type(text, u"RESOURCES"_s); // case-insensitive, with the server filter still on
    EXPECT_EQ(shown(), 2);
    choose(server, 0);
    type(text, u"call"_s);
    EXPECT_EQ(shownMethods(), QStringList{u"tools/call"_s});
    EXPECT_TRUE(m_checker.problems().isEmpty()) << qPrintable(m_checker.problems().join(u'\n'));
}

TEST_F(LogFiltersTest, PinnedRowsStayVisibleWhateverTheFilterAndAreMarked)
{
    m_view.selectRow(3); // the error response
    m_view.togglePinCurrent();
    m_view.setPinned(5, true);
    const QModelIndex first = m_view.table()->model()->index(3, 0);
    EXPECT_TRUE(first.data(MessageFilterProxyModel::PinnedRole).toBool());
    EXPECT_EQ(first.data(Qt::DecorationRole).typeId(), QMetaType::QIcon);
    EXPECT_FALSE(m_view.table()->model()->index(2, 0).data(Qt::DecorationRole).isValid());

    type(widget<QLineEdit>(u"methodFilter"_s), u"tools/*"_s);
    // tools/list, tools/list, the pinned error (resources/list), tools/call, the pinned note.
    EXPECT_EQ(shownMethods(),
              (QStringList{u"tools/list"_s,
                           u"tools/list"_s,
                           u"resources/list"_s,
                           u"tools/call"_s,
                           u"notifications/message"_s}));
    m_view.setPinned(5, false); // unpinned: the filter applies to it again
    EXPECT_EQ(shown(), 4);
    m_model.clear(); // pins name rows; the rows are gone
    EXPECT_EQ(m_view.proxy()->pinnedCount(), 0);
    EXPECT_TRUE(m_checker.problems().isEmpty()) << qPrintable(m_checker.problems().join(u'\n'));
}

TEST_F(LogFiltersTest, SearchNextAndPreviousSelectMatchingRowsAndWrap)
{
    auto *search = widget<QLineEdit>(u"logSearch"_s);
    type(search, u"list"_s);
    QTest::keyClick(search, Qt::Key_Return);
    EXPECT_EQ(m_view.currentRow(), 0);
    QTest::keyClick(&m_view, Qt::Key_F3);
    EXPECT_EQ(m_view.currentRow(), 1); // the response carries its request's method
    QTest::keyClick(&m_view, Qt::Key_F3);
    EXPECT_EQ(m_view.currentRow(), 2);
    QTest::keyClick(&m_view, Qt::Key_F3);
    EXPECT_EQ(m_view.currentRow(), 3);
    QTest::keyClick(&m_view, Qt::Key_F3); // wraps to the top
    EXPECT_EQ(m_view.currentRow(), 0);
    QTest::keyClick(&m_view, Qt::Key_F3, Qt::ShiftModifier); // and back past it
    EXPECT_EQ(m_view.currentRow(), 3);
    // Search also looks into the bytes: "nope" is only in the error's message.
    type(search, u"nope"_s);
    QTest::mouseClick(widget<QWidget>(u"searchNext"_s), Qt::LeftButton);
    EXPECT_EQ(m_view.currentRow(), 3);
    type(search, u"absent"_s);
    EXPECT_FALSE(m_view.findNext());
    EXPECT_EQ(m_view.currentRow(), 3);
}

TEST_F(LogFiltersTest, ContextMenuCopiesTheFrameAndPinsTheRow)
{
    // Right-click a row; the menu is answered as a user would, once it is open.
    const auto chooseFromMenu = [this](int row, const QString &action) {
        const QRect cell = m_view.table()->visualRect(m_view.table()->model()->index(row, 2));
        QTimer::singleShot(0, &m_view, [action] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            ASSERT_TRUE(menu);
            for (QAction *entry : menu->actions()) {
                if (entry->text() == action) {
                    ASSERT_TRUE(entry->isEnabled()) << qPrintable(action);
                    entry->trigger();
                }
            }
            menu->close();
        });
        QContextMenuEvent event(QContextMenuEvent::Mouse,
                                cell.center(),
                                m_view.table()->viewport()->mapToGlobal(cell.center()));
        QCoreApplication::sendEvent(m_view.table()->viewport(), &event);
    };
    chooseFromMenu(4, u"Copy as mcpscope-cli Command"_s);
    EXPECT_EQ(m_view.currentRow(), 4);
    EXPECT_EQ(
        QGuiApplication::clipboard()->text(),
        uR"(mcpscope-cli --method raw --frame '{"jsonrpc":"2.0","id":1,"method":"tools/call"}' -- /bin/beta)"_s);
    chooseFromMenu(5, u"Copy as JSON"_s);
    EXPECT_TRUE(QGuiApplication::clipboard()->text().startsWith(u"{\n    \"jsonrpc\": \"2.0\""_s));
    chooseFromMenu(5, u"Pin Row"_s);
    EXPECT_TRUE(m_view.proxy()->isPinned(5));
    chooseFromMenu(5, u"Unpin Row"_s);
    EXPECT_FALSE(m_view.proxy()->isPinned(5));
}

TEST_F(LogFiltersTest, ThisServerKeepsTheShownServersConnectionsAndEachRowNamesItsServer)
{
    const int alpha = 1; // the connections SetUp added, in order
    const int beta = 2;
    m_connection = alpha; // alpha talks again after beta: rows of both interleave
    add(Direction::Outgoing, R"({"jsonrpc":"2.0","id":3,"method":"prompts/list"})");
    m_model.flush();
    EXPECT_FALSE(m_view.table()->isColumnHidden(MessageLogModel::ServerColumn));
    EXPECT_EQ(m_model.index(4, MessageLogModel::ServerColumn).data().toString(), u"beta"_s);
    EXPECT_EQ(m_model.index(6, MessageLogModel::ServerColumn).data().toString(), u"alpha"_s);

    auto *server = widget<QComboBox>(u"serverFilter"_s);
    m_view.setCurrentConnections({alpha});
    choose(server, server->findText(u"This server"_s));
    EXPECT_EQ(shown(), 5);
    EXPECT_EQ(shownMethods().constLast(), u"prompts/list"_s);
    m_view.setCurrentConnections({beta}); // the window shows the other server now
    EXPECT_EQ(shownMethods(), (QStringList{u"tools/call"_s, u"notifications/message"_s}));
    choose(server, 0);
    EXPECT_EQ(shown(), 7);
    EXPECT_TRUE(m_checker.problems().isEmpty()) << qPrintable(m_checker.problems().join(u'\n'));
}
