// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The real main window on the demo server in the 2026-07-28 era (stdio): the era in the
// server info pane, a plain tool call, and confirm_booking's MRTR elicitation answered on its
// card, after which the retried call completes and its result shows.
#include "mainwindowtest.h"

#include <core/mcp/mcpsession.h>
#include <ui/client/elicitationcard.h>
#include <ui/forms/schemaformview.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>
#include <ui/tools/toollistmodel.h>

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>

#include <mcphttpserver.h>

using namespace Qt::StringLiterals;
using Direction = TrafficEvent::Direction;
using Kind = JsonRpcMessage::Kind;

namespace {

class ModernMainWindowTest : public MainWindowTest
{
protected:
    void SetUp() override { startOnDemoServer(ServerConfig::Era::Modern); }

    QString infoRow(const QString &name) const
    {
        return UiTest::find<QLabel>(m_window.get(), name)->text();
    }

    ElicitationCard *card() const
    {
        return m_window->findChild<ElicitationCard *>(u"elicitationCard"_s);
    }

    // Rows of the tools/call requests the window sent, in order.
    QList<int> callRows() const
    {
        QList<int> rows;
        for (int row = 0; (row = UiTest::findRow(
                               log(), Direction::Outgoing, u"tools/call"_s, Kind::Request, row))
                          >= 0;
             ++row)
            rows << row;
        return rows;
    }

    // Calls confirm_booking; its input_required result puts the elicitation card up.
    void startBooking(const QString &destination, const QString &nights)
    {
        selectTool(u"confirm_booking"_s);
        QTest::keyClicks(editor(u"destination"_s), destination);
        QTest::keyClicks(editor(u"nights"_s), nights);
        QPushButton *call = button(u"callButton"_s);
        ASSERT_TRUE(call->isEnabled())
            << qPrintable(UiTest::find<QLabel>(m_window.get(), u"callHint"_s)->text());
        QTest::mouseClick(call, Qt::LeftButton);
        ASSERT_TRUE(UiTest::waitFor([this] { return card() != nullptr; }, 20000))
            << qPrintable(statusText());
    }
};

TEST_F(ModernMainWindowTest, ShowsTheModernEraAndCallsATool)
{
    connectToServer();
    EXPECT_TRUE(infoRow(u"serverEra"_s).startsWith(u"modern (server/discover)"_s))
        << qPrintable(infoRow(u"serverEra"_s));
    EXPECT_EQ(infoRow(u"serverProtocol"_s), u"2026-07-28"_s);
    // The list's caching hints (ttlMs, cacheScope) are shown with it.
    auto *toolStatus = UiTest::find<QLabel>(m_window.get(), u"toolListStatus"_s);
    ASSERT_TRUE(UiTest::waitFor([toolStatus] { return toolStatus->text().contains(u"tool"_s); }));
    EXPECT_TRUE(toolStatus->text().contains(u"cache: ttl "_s)) << qPrintable(toolStatus->text());

    selectTool(u"echo"_s);
    QTest::keyClicks(editor(u"message"_s), u"modern GUI"_s);
    clickCallAndWait();
    EXPECT_EQ(callPane()->resultView()->outcome(), ResultView::Outcome::Result)
        << qPrintable(bannerText());
    EXPECT_TRUE(resultText().contains(u"modern GUI"_s)) << qPrintable(resultText());
    const int request = UiTest::findRow(log(), Direction::Outgoing, u"tools/call"_s, Kind::Request);
    ASSERT_GE(request, 0);
    EXPECT_TRUE(
        log().recordWithBytes(request).raw.contains("io.modelcontextprotocol/protocolVersion"));
}

TEST_F(ModernMainWindowTest, ConfirmBookingIsAnsweredOnTheElicitationCard)
{
    connectToServer();
    // The input_required result's elicitation reaches the same card a legacy request would.
    startBooking(u"Lisbon"_s, u"3"_s);
    EXPECT_TRUE(callPane()->isCalling());
    EXPECT_EQ(UiTest::find<QLabel>(card(), u"elicitationMessage"_s)->text(),
              u"Book 3 night(s) in Lisbon?"_s);
    auto *name = qobject_cast<QLineEdit *>(card()->form()->inputAt(u"/name"_s));
    auto *confirm = qobject_cast<QCheckBox *>(card()->form()->inputAt(u"/confirm"_s));
    ASSERT_NE(name, nullptr);
    ASSERT_NE(confirm, nullptr);
    // Typed and clicked as a person would: the form takes edits from the user's signals.
    QTest::keyClicks(name, u"Ada"_s);
    QTest::mouseClick(confirm, Qt::LeftButton, {}, QPoint(5, confirm->height() / 2));
    QTest::mouseClick(UiTest::find<QPushButton>(card(), u"acceptButton"_s), Qt::LeftButton);

    // The call is retried under a new id with the answer, and that retry's result is shown.
    ASSERT_TRUE(UiTest::waitFor([this] { return !callPane()->isCalling(); }, 20000))
        << qPrintable(UiTest::find<QLabel>(card(), u"cardProblem"_s)->text());
    EXPECT_EQ(callPane()->resultView()->outcome(), ResultView::Outcome::Result)
        << qPrintable(bannerText());
    EXPECT_TRUE(resultText().contains(u"Booked 3 night(s) in Lisbon for Ada."_s))
        << qPrintable(resultText());
    // The log shows both rounds as one conversation.
    const QList<int> calls = callRows();
    ASSERT_EQ(calls.size(), 2);
    const int retry = calls.at(1);
    EXPECT_EQ(log().record(retry).conversationRow, calls.at(0));
    EXPECT_EQ(log().index(retry, MessageLogModel::SummaryColumn).data().toString(),
              u"round 2 · confirm_booking"_s);
}

// Decline is an answer too: it goes back in inputResponses on the retried call (the server
// decides what a refusal means), and the call ends with the server's result.
TEST_F(ModernMainWindowTest, DecliningTheBookingCardEndsTheCallWithTheServersAnswer)
{
    connectToServer();
    startBooking(u"Porto"_s, u"2"_s);

    QTest::mouseClick(UiTest::find<QPushButton>(card(), u"declineButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([this] { return !callPane()->isCalling(); }, 20000));
    EXPECT_EQ(UiTest::find<QLabel>(card(), u"cardStatus"_s)->text(), u"Declined."_s);
    EXPECT_TRUE(resultText().contains(u"Not booked: the user chose decline"_s))
        << qPrintable(resultText());
    const QList<int> calls = callRows();
    ASSERT_EQ(calls.size(), 2);
    const int retry = calls.at(1);
    EXPECT_TRUE(log().recordWithBytes(retry).raw.contains(
        R"("inputResponses":{"confirm":{"action":"decline"}})"))
        << log().recordWithBytes(retry).raw.constData();
}

// Over HTTP a tool whose x-mcp-header markers are invalid must not be called (MCP 2026-07-28,
// tools): the list shows it greyed at the end, with why, and it cannot be chosen.
TEST_F(ModernMainWindowTest, ToolsWithInvalidHeaderMarkersAreGreyedAndCannotBeChosen)
{
    McpHttpServer::Options options;
    options.server.era = DemoEra::Modern;
    options.server.invalidHeaderTools = true;
    McpHttpServer server(options);
    ASSERT_TRUE(server.listen(0)) << qPrintable(server.errorString());
    ServerConfig config;
    config.transport = ServerConfig::TransportKind::StreamableHttp;
    config.transportChosen = true;
    config.url = server.url();
    config.era = ServerConfig::Era::Modern;
    m_window.reset();
    startWindow(config);
    connectToServer();

    auto *list = UiTest::find<QListView>(m_window.get(), u"toolList"_s);
    ASSERT_TRUE(UiTest::waitFor([list] { return list->model()->rowCount() > 3; }));
    int leftOut = -1;
    for (int row = 0; row < list->model()->rowCount(); ++row) {
        const QModelIndex index = list->model()->index(row, 0);
        if (index.data(ToolListModel::NameRole).toString() == u"bad_header_duplicate"_s)
            leftOut = row;
    }
    ASSERT_GE(leftOut, 0);
    const QModelIndex index = list->model()->index(leftOut, 0);
    EXPECT_FALSE(index.flags() & Qt::ItemIsEnabled);
    EXPECT_FALSE(index.data(ToolListModel::LeftOutRole).toString().isEmpty());
    EXPECT_TRUE(index.data(Qt::ToolTipRole).toString().contains(u"Left out"_s));
    EXPECT_TRUE(UiTest::find<QLabel>(m_window.get(), u"toolListStatus"_s)
                    ->text()
                    .contains(u"left out (invalid x-mcp-header markers"_s));
    // A click does not choose it: the call pane keeps the tool it had.
    selectTool(u"echo"_s);
    UiTest::clickRow(list, index);
    EXPECT_EQ(list->currentIndex().data(ToolListModel::NameRole).toString(), u"echo"_s);
}

} // namespace
