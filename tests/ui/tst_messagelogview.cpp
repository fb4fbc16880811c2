// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <core/log/messagelogmodel.h>
#include <ui/displaytext.h>
#include <ui/log/messagedetailview.h>
#include <ui/log/messagelogview.h>
#include <ui/palettecolors.h>

#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using Direction = TrafficEvent::Direction;

namespace {

class MessageLogViewTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_view.resize(1000, 400);
        m_view.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&m_view));
    }

    // Through the connection's analysis, as McpSession hands events on: it pairs them.
    void add(const TrafficEvent &event) { m_model.append(UiTest::analysed(m_analysis, event)); }

    void appendPair(int id, qint64 atNs)
    {
        add(UiTest::frame(
            Direction::Outgoing,
            u"{\"jsonrpc\":\"2.0\",\"id\":%1,\"method\":\"tools/call\",\"params\":{\"name\":\"echo\"}}"_s
                .arg(id)
                .toUtf8(),
            atNs));
        add(UiTest::frame(
            Direction::Incoming,
            u"{\"jsonrpc\":\"2.0\",\"id\":%1,\"result\":{\"content\":[]}}"_s.arg(id).toUtf8(),
            atNs + 2500000));
    }

    QString body() const
    {
        return UiTest::find<QPlainTextEdit>(&m_view, u"frameBody"_s)->toPlainText();
    }

    ConnectionAnalysis m_analysis;
    MessageLogModel m_model;
    MessageLogView m_view{&m_model};
};

} // namespace

TEST_F(MessageLogViewTest, SelectingARowShowsItsPrettyJsonAndGoToJumpsToItsPair)
{
    UiTest::ModelChecker checker(&m_model);
    appendPair(1, 0);
    appendPair(2, 10000000);
    ASSERT_TRUE(UiTest::waitFor([this] { return m_view.table()->model()->rowCount() == 4; }));
    QTableView *table = m_view.table();
    UiTest::clickRow(table, table->model()->index(2, MessageLogModel::MethodColumn));
    EXPECT_EQ(m_view.currentRow(), 2);
    EXPECT_TRUE(body().contains(u"\"id\": 2,"_s)) << qPrintable(body());
    EXPECT_TRUE(body().contains(u"\"method\": \"tools/call\""_s));
    auto *goTo = UiTest::find<QPushButton>(&m_view, u"goToPairedButton"_s);
    ASSERT_TRUE(goTo->isEnabled());
    EXPECT_EQ(goTo->text(), u"Go to Response"_s);
    QTest::mouseClick(goTo, Qt::LeftButton);
    EXPECT_EQ(m_view.currentRow(), 3);
    EXPECT_TRUE(body().contains(u"\"result\""_s));
    EXPECT_EQ(goTo->text(), u"Go to Request"_s);
    // Double-click goes back. (For widgets QTest sends only the double-click event; a real
    // double-click is a click followed by it.)
    const QPoint cell = table->visualRect(table->model()->index(3, 0)).center();
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell);
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell);
    EXPECT_EQ(m_view.currentRow(), 2);
    EXPECT_TRUE(checker.problems().isEmpty()) << qPrintable(checker.problems().join(u'\n'));
}

TEST_F(MessageLogViewTest, ErrorResponseShowsTheDecodedErrorAndATintedRow)
{
    add(UiTest::frame(
        Direction::Incoming,
        R"({"jsonrpc":"2.0","id":5,"error":{"code":-32601,"message":"no such method"}})"));
    add(UiTest::frame(Direction::Incoming, R"({"jsonrpc":"2.0","method":"x"})"));
    ASSERT_TRUE(UiTest::waitFor([this] { return m_view.table()->model()->rowCount() == 2; }));
    QTableView *table = m_view.table();
    // The error row is painted with the error tint; the normal row is not.
    const QImage image = table->viewport()->grab().toImage();
    const QColor tint = PaletteColors::background(table->palette(), PaletteColors::Tone::Error);
    const QRect errorCell = table->visualRect(table->model()->index(0, 0));
    const QRect normalCell = table->visualRect(table->model()->index(1, 0));
    const qreal ratio = table->viewport()->devicePixelRatioF();
    const auto near = [&tint](const QColor &color) {
        return qAbs(color.red() - tint.red()) <= 2 && qAbs(color.green() - tint.green()) <= 2
               && qAbs(color.blue() - tint.blue()) <= 2;
    };
    EXPECT_TRUE(near(image.pixelColor((errorCell.topLeft() + QPoint(2, 2)) * ratio)));
    EXPECT_FALSE(near(image.pixelColor((normalCell.topLeft() + QPoint(2, 2)) * ratio)));

    UiTest::clickRow(table, table->model()->index(0, 0));
    auto *tabs = UiTest::find<QTabWidget>(&m_view, u"detailTabs"_s);
    // The decoded error, and the checker's finding: nothing asked for id 5.
    EXPECT_EQ(tabs->tabText(MessageDetailView::DiagnosticsTab), u"Diagnostics (2)"_s);
    tabs->setCurrentIndex(MessageDetailView::DiagnosticsTab);
    auto *errors = UiTest::find<QLabel>(&m_view, u"decodedErrors"_s);
    ASSERT_TRUE(errors->isVisible());
    EXPECT_TRUE(errors->text().contains(u"-32601 Method not found"_s))
        << qPrintable(errors->text());
    EXPECT_TRUE(errors->text().contains(u"no such method"_s));
    EXPECT_TRUE(errors->text().contains(u"Hint:"_s));
}

TEST_F(MessageLogViewTest, TwentyMegabyteFrameIsShownCut)
{
    QByteArray raw = R"({"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":")";
    raw += QByteArray(20 * 1024 * 1024, 'y');
    raw += R"("}]}})";
    m_model.append(UiTest::frame(Direction::Incoming, raw));
    m_model.append(UiTest::stderrLine(QByteArray(2 * 1024 * 1024, 'e')));
    ASSERT_TRUE(UiTest::waitFor([this] { return m_view.table()->model()->rowCount() == 2; }));
    UiTest::clickRow(m_view.table(), m_view.table()->model()->index(0, 0));
    QCoreApplication::processEvents();
    EXPECT_LE(body().size(), DisplayText::kViewLimit * 11 / 10);
    auto *notes = UiTest::find<QLabel>(&m_view, u"frameNotes"_s);
    EXPECT_TRUE(notes->isVisible());
    EXPECT_TRUE(notes->text().contains(u"Showing the first 1.0 MB of 20.0 MB"_s))
        << qPrintable(notes->text());
    // The table never carries the huge stderr line in a cell.
    const QString cell
        = m_view.table()->model()->index(1, MessageLogModel::SummaryColumn).data().toString();
    EXPECT_EQ(cell.size(), 2 * 1024 * 1024); // the model keeps it; the delegate draws a prefix
    UiTest::clickRow(m_view.table(), m_view.table()->model()->index(1, 0));
    EXPECT_LE(body().size(), DisplayText::kViewLimit * 11 / 10);
}

TEST_F(MessageLogViewTest, FollowsNewRowsUntilTheUserScrollsUp)
{
    for (int id = 1; id <= 100; ++id)
        appendPair(id, id * 10000000);
    QScrollBar *scrollBar = m_view.table()->verticalScrollBar();
    ASSERT_TRUE(UiTest::waitFor([&] {
        return m_view.table()->model()->rowCount() == 200 && scrollBar->maximum() > 0
               && scrollBar->value() == scrollBar->maximum();
    }));
    EXPECT_TRUE(m_view.isFollowing());
    scrollBar->setValue(0); // the user scrolls up to read
    EXPECT_FALSE(m_view.isFollowing());
    appendPair(101, 2000000000);
    ASSERT_TRUE(UiTest::waitFor([this] { return m_view.table()->model()->rowCount() == 202; }));
    QCoreApplication::processEvents();
    EXPECT_EQ(scrollBar->value(), 0);
    scrollBar->setValue(scrollBar->maximum()); // back at the bottom: following again
    appendPair(102, 3000000000);
    ASSERT_TRUE(UiTest::waitFor([&] {
        return m_view.table()->model()->rowCount() == 204
               && scrollBar->value() == scrollBar->maximum();
    }));
}

TEST_F(MessageLogViewTest, FilterNarrowsTheTableAndGoToClearsItWhenThePairIsHidden)
{
    appendPair(1, 0);
    m_model.append(UiTest::stderrLine("noise"));
    ASSERT_TRUE(UiTest::waitFor([this] { return m_view.table()->model()->rowCount() == 3; }));
    auto *filter = UiTest::find<QLineEdit>(&m_view, u"logFilter"_s);
    QTest::keyClicks(filter, u"1"_s); // the pair's id; the stderr line's words are the search's
    EXPECT_EQ(m_view.table()->model()->rowCount(), 2);
    filter->clear();
    QTest::keyClicks(filter, u"\"name\""_s); // matches nothing in method, id or channel
    EXPECT_EQ(m_view.table()->model()->rowCount(), 0);
    filter->clear();
    m_view.selectRow(0);
    QTest::keyClicks(filter, u"zzz"_s);
    m_view.selectRow(1); // hidden by the filter: the view clears the filter to show it
    EXPECT_TRUE(filter->text().isEmpty());
    EXPECT_EQ(m_view.currentRow(), 1);
}

// An MRTR call answered in two rounds: selecting a round names the conversation in the detail
// pane and tints the rows of its other rounds, not the unrelated call between them.
TEST_F(MessageLogViewTest, SelectingARoundShowsItsConversation)
{
    const auto send = [this](Direction direction, const QByteArray &raw, int continues = 0) {
        TrafficEvent event = UiTest::frame(direction, raw);
        if (continues > 0)
            event.continues = JsonRpcId(continues);
        add(event);
    };
    send(Direction::Outgoing,
         R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"confirm_booking"}})");
    send(
        Direction::Incoming,
        R"({"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required","inputRequests":{"confirm":{"method":"elicitation/create","params":{}}}}})");
    appendPair(2, 0); // rows 2 and 3: another call while the person answers the card
    send(
        Direction::Outgoing,
        R"({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"confirm_booking","inputResponses":{}}})",
        1);
    send(Direction::Incoming, R"({"jsonrpc":"2.0","id":3,"result":{"content":[]}})");
    QTableView *table = m_view.table();
    ASSERT_TRUE(UiTest::waitFor([table] { return table->model()->rowCount() == 6; }));
    EXPECT_EQ(table->model()->index(1, MessageLogModel::SummaryColumn).data().toString(),
              u"round 1 · input required: confirm"_s);
    EXPECT_EQ(table->model()->index(4, MessageLogModel::SummaryColumn).data().toString(),
              u"round 2 · confirm_booking"_s);

    const auto colourAt = [table](int row) {
        const QRect cell = table->visualRect(table->model()->index(row, 1));
        // Just inside the cell's left edge: background, never a glyph of its text.
        return table->viewport()->grab().toImage().pixelColor(cell.left() + 1, cell.center().y());
    };
    UiTest::clickRow(table, table->model()->index(3, 0)); // unrelated: nothing tinted
    const QColor plainFirstRound = colourAt(0);
    const QColor plainOther = colourAt(2);
    UiTest::clickRow(table, table->model()->index(4, 0));
    auto *notes = UiTest::find<QLabel>(&m_view, u"frameNotes"_s);
    EXPECT_TRUE(notes->isVisible());
    EXPECT_TRUE(notes->text().contains(
        u"Sent in rounds: round 2 of 2 of tools/call confirm_booking (requests No. "_s))
        << qPrintable(notes->text());
    EXPECT_NE(colourAt(0), plainFirstRound); // the first round is tinted now
    EXPECT_EQ(colourAt(2), plainOther);      // the call in between is not
}

// "Copy as" never puts a secret on the clipboard, even one a server echoed inside a frame.
TEST_F(MessageLogViewTest, CopyAsMasksASecretInsideTheFrame)
{
    ServerConfig config;
    config.program = u"server"_s;
    config.bearerToken = u"tok-copy-secret-42"_s;
    m_view.setConnection(nullptr, config, false);
    m_model.append(UiTest::frame(
        Direction::Incoming,
        R"({"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"Bearer tok-copy-secret-42"}]}})"));
    ASSERT_TRUE(UiTest::waitFor([this] { return m_view.table()->model()->rowCount() == 1; }));
    UiTest::clickRow(m_view.table(), m_view.table()->model()->index(0, 0));
    for (const auto format :
         {MessageLogView::CopyFormat::Json, MessageLogView::CopyFormat::CliCommand}) {
        const QString text = m_view.copyText(format);
        EXPECT_FALSE(text.contains(u"tok-copy-secret-42"_s)) << qPrintable(text);
        EXPECT_TRUE(text.contains(u"Bearer ***"_s)) << qPrintable(text);
    }
}
