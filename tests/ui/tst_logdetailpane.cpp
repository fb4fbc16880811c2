// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The log's detail pane: Pretty text and Tree pointing at each other, the Raw bytes, and the
// Diagnostics tab, on real widgets fed through a real MessageLogModel.
#include "uitesthelpers.h"

#include <core/log/messagelogmodel.h>
#include <ui/log/diagnosticsview.h>
#include <ui/log/framedetails.h>
#include <ui/log/framediagnostics.h>
#include <ui/log/jsonhighlighter.h>
#include <ui/log/jsontextlayout.h>
#include <ui/log/jsontexttreelink.h>
#include <ui/log/messagedetailview.h>
#include <ui/log/messagelogview.h>
#include <ui/log/rawbytes.h>
#include <ui/results/jsontreemodel.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTableView>
#include <QTextBlock>
#include <QTreeView>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using Direction = TrafficEvent::Direction;

namespace {

class LogDetailPaneTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_view.resize(1200, 600);
        m_view.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&m_view));
    }

    // Appends frames and selects the last one, as a click in the table does.
    void showFrames(const QList<QByteArray> &frames, Direction direction = Direction::Outgoing)
    {
        for (const QByteArray &frame : frames)
            m_model.append(UiTest::analysed(m_analysis, UiTest::frame(direction, frame)));
        const int rows = m_model.rowCount() + int(frames.size());
        ASSERT_TRUE(UiTest::waitFor([&] { return m_view.table()->model()->rowCount() == rows; }));
        UiTest::clickRow(m_view.table(), m_view.table()->model()->index(rows - 1, 0));
    }

    QTabWidget *tabs() const { return UiTest::find<QTabWidget>(&m_view, u"detailTabs"_s); }
    QPlainTextEdit *pretty() const { return UiTest::find<QPlainTextEdit>(&m_view, u"frameBody"_s); }
    QTreeView *tree() const { return UiTest::find<QTreeView>(&m_view, u"frameTree"_s); }
    QString highlightedText() const
    {
        const QList<QTextEdit::ExtraSelection> selections = pretty()->extraSelections();
        return selections.isEmpty() ? QString() : selections.first().cursor.selectedText();
    }
    // Clicks into the Pretty text at the first occurrence of needle (plus offset).
    void clickText(const QString &needle, int offset = 1)
    {
        tabs()->setCurrentIndex(MessageDetailView::PrettyTab);
        const qsizetype at = pretty()->toPlainText().indexOf(needle);
        ASSERT_GE(at, 0) << qPrintable(needle);
        QTextCursor cursor(pretty()->document());
        cursor.setPosition(int(at + offset));
        pretty()->setTextCursor(cursor);
        pretty()->ensureCursorVisible();
        const QPoint point = pretty()->cursorRect(cursor).center() + QPoint(1, 0);
        QTest::mouseClick(pretty()->viewport(), Qt::LeftButton, {}, point);
    }
    QString currentTreePointer() const
    {
        return tree()->currentIndex().data(JsonTreeModel::PointerRole).toString();
    }
    QString diagnostics() const
    {
        return UiTest::find<DiagnosticsView>(&m_view, {})->findingsText();
    }

    MessageLogModel m_model;
    ConnectionAnalysis m_analysis;
    MessageLogView m_view{&m_model};
};

const QByteArray kCall
    = R"({"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"echo","arguments":{"message":"hi","count":3,"tags":["a","b"]}}})";

} // namespace

TEST(JsonTextLayout, TextMatchesQtIndentedJsonAndSpansCoverKeyThroughValue)
{
    const QJsonObject object
        = QJsonDocument::fromJson(R"({"b":[1,{"c":null}],"a":"x\"y","e":{"f":true}})").object();
    const JsonTextLayout layout = JsonTextLayout::build(object);
    EXPECT_EQ(layout.text(),
              QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented)).trimmed());
    const auto spanText = [&](const QString &pointer) {
        const JsonTextLayout::Span *span = layout.spanOf(pointer);
        return span ? layout.text().mid(span->start, span->end - span->start) : u"<none>"_s;
    };
    EXPECT_EQ(spanText(u"/a"_s), u"\"a\": \"x\\\"y\""_s);
    EXPECT_EQ(spanText(u"/b/1/c"_s), u"\"c\": null"_s);
    EXPECT_EQ(spanText(u"/b/0"_s), u"1"_s);
    EXPECT_EQ(spanText(u"/nope"_s), u"<none>"_s);
    // Positions map to the innermost value; between members to the container.
    EXPECT_EQ(layout.pointerAt(layout.text().indexOf(u"null"_s) + 2), u"/b/1/c"_s);
    EXPECT_EQ(layout.pointerAt(layout.text().indexOf(u"\"f\""_s) + 1), u"/e/f"_s);
    EXPECT_EQ(layout.pointerAt(0), QString());
    // Empty containers stay on one line.
    EXPECT_EQ(JsonTextLayout::build(QJsonObject{{"x"_L1, QJsonArray{}}}).text(),
              u"{\n    \"x\": []\n}"_s);
}

TEST_F(LogDetailPaneTest, SelectingATreeNodeHighlightsItsTextAndClickingTextSelectsTheNode)
{
    showFrames({kCall});
    tabs()->setCurrentIndex(MessageDetailView::TreeTab);
    // The tree is lazy: the node is found and built on demand, then clicked like a user would.
    JsonTextTreeLink *link = m_view.detail()->link();
    ASSERT_TRUE(link->isLinked());
    const QModelIndex message = link->indexOf(u"/params/arguments/message"_s);
    ASSERT_TRUE(message.isValid());
    for (QModelIndex up = message.parent(); up.isValid(); up = up.parent())
        tree()->expand(up);
    tree()->scrollTo(message);
    UiTest::clickRow(tree(), message);
    EXPECT_EQ(currentTreePointer(), u"/params/arguments/message"_s);
    EXPECT_EQ(highlightedText(), u"\"message\": \"hi\""_s);
    // The text cursor was moved into the highlighted node, so it is scrolled into view.
    EXPECT_EQ(pretty()->textCursor().block().text().trimmed(), u"\"message\": \"hi\","_s);

    // A container node highlights the whole of it.
    UiTest::clickRow(tree(), link->indexOf(u"/params/arguments/tags"_s));
    EXPECT_TRUE(highlightedText().startsWith(u"\"tags\": ["_s)) << qPrintable(highlightedText());
    EXPECT_TRUE(highlightedText().endsWith(u']'));

    // And the other way: a click in the text selects the innermost node there.
    clickText(u"\"b\""_s);
    EXPECT_EQ(currentTreePointer(), u"/params/arguments/tags/1"_s);
    EXPECT_EQ(highlightedText(), u"\"b\""_s);
    clickText(u"tools/call"_s, 3);
    EXPECT_EQ(currentTreePointer(), u"/method"_s);
    EXPECT_EQ(highlightedText(), u"\"method\": \"tools/call\""_s);
    EXPECT_TRUE(tree()->isExpanded(link->indexOf(u"/params/arguments"_s)));
}

TEST_F(LogDetailPaneTest, ClickingTextDeepInALongArrayFetchesTheLazyTreeFarEnough)
{
    QJsonArray items;
    for (int i = 0; i < 700; ++i)
        items.append(QJsonObject{{"n"_L1, i}});
    const QJsonObject frame{
        {"jsonrpc"_L1, "2.0"_L1}, {"id"_L1, 1}, {"result"_L1, QJsonObject{{"items"_L1, items}}}};
    showFrames({QJsonDocument(frame).toJson(QJsonDocument::Compact)}, Direction::Incoming);
    clickText(u"\"n\": 650"_s, 2);
    EXPECT_EQ(currentTreePointer(), u"/result/items/650/n"_s);
    EXPECT_EQ(highlightedText(), u"\"n\": 650"_s);
    // More than the first batch of rows was built, but not all 700 objects' members.
    auto *model = qobject_cast<JsonTreeModel *>(tree()->model());
    EXPECT_GT(tree()->model()->rowCount(m_view.detail()->link()->indexOf(u"/result/items"_s)), 650);
    EXPECT_LT(model->materializedRowCount(), 1000);
}

TEST_F(LogDetailPaneTest, PrettyTextIsSyntaxColoured)
{
    showFrames({kCall});
    const JsonHighlighter highlighter(nullptr, pretty()->palette());
    const auto colourAt = [this](const QString &needle) {
        const QTextBlock block = pretty()->document()->find(needle).block();
        const qsizetype column = block.text().indexOf(needle);
        for (const QTextLayout::FormatRange &range : block.layout()->formats()) {
            if (range.start <= column && column < range.start + range.length)
                return range.format.foreground().color();
        }
        return QColor();
    };
    using Token = JsonHighlighter::Token;
    EXPECT_EQ(colourAt(u"\"method\""_s), highlighter.format(Token::Key).foreground().color());
    EXPECT_EQ(colourAt(u"\"tools/call\""_s),
              highlighter.format(Token::String).foreground().color());
    EXPECT_EQ(colourAt(u"3"_s), highlighter.format(Token::Number).foreground().color());
    EXPECT_NE(highlighter.format(Token::Key).foreground().color(),
              highlighter.format(Token::String).foreground().color());
}

TEST_F(LogDetailPaneTest, RawTabShowsTheExactBytesAndHexForBinary)
{
    const QByteArray spaced = R"({ "jsonrpc" : "2.0", "id":1,   "method":"ping" })";
    showFrames({spaced});
    auto *raw = UiTest::find<QPlainTextEdit>(&m_view, u"frameRaw"_s);
    EXPECT_EQ(raw->toPlainText(), QString::fromUtf8(spaced)); // spacing kept, not re-encoded
    EXPECT_TRUE(pretty()->toPlainText().startsWith(u"{\n    \"id\": 1,"_s));

    QByteArray binary("\x00\x01garbage\xff\xfe", 11);
    showFrames({binary}, Direction::Incoming);
    EXPECT_TRUE(raw->toPlainText().startsWith(u"00000000  00 01 67 61 72 62 61 67  65 ff fe"_s))
        << qPrintable(raw->toPlainText());
    EXPECT_TRUE(raw->toPlainText().contains(u"|..garbage..|"_s));
    EXPECT_TRUE(UiTest::find<QLabel>(&m_view, u"rawInfo"_s)->text().contains(u"not readable"_s));
    EXPECT_FALSE(RawBytes::isReadableText("caf\xc3")); // cut inside a UTF-8 sequence
    EXPECT_TRUE(RawBytes::isReadableText("caf\xc3\xa9\n"));
}

TEST_F(LogDetailPaneTest, DiagnosticsOfAMalformedFrameSayWhereAndWhy)
{
    showFrames({R"({"jsonrpc":"2.0","id":1,"method":"ping")"});
    EXPECT_EQ(tabs()->tabText(MessageDetailView::DiagnosticsTab), u"Diagnostics (1)"_s);
    tabs()->setCurrentIndex(MessageDetailView::DiagnosticsTab);
    const QString text = diagnostics();
    EXPECT_TRUE(text.contains(u"Not JSON-RPC"_s)) << qPrintable(text);
    EXPECT_TRUE(text.contains(u"line 1, column"_s)) << qPrintable(text);
    EXPECT_TRUE(text.contains(u"Meaning:"_s));
    EXPECT_TRUE(text.contains(u"-32700 Parse error"_s)); // what the server should answer
    EXPECT_FALSE(UiTest::find<QLabel>(&m_view, u"diagnosticsAllClear"_s)->isVisible());
}

TEST_F(LogDetailPaneTest, DiagnosticsOfADuplicateIdNameTheCheckerRuleAndLinkToTheId)
{
    showFrames({R"({"jsonrpc":"2.0","id":4,"method":"ping"})",
                R"({"jsonrpc":"2.0","id":4,"method":"tools/list"})"});
    EXPECT_EQ(tabs()->tabText(MessageDetailView::DiagnosticsTab), u"Diagnostics (1)"_s);
    tabs()->setCurrentIndex(MessageDetailView::DiagnosticsTab);
    EXPECT_TRUE(diagnostics().contains(u"duplicate-request-id"_s)) << qPrintable(diagnostics());
    EXPECT_TRUE(diagnostics().contains(u"at /id"_s));
    // The link shows the place in the tree (and so in the text).
    auto *findings = UiTest::find<QLabel>(&m_view, u"diagnosticsList"_s);
    Q_EMIT findings->linkActivated(u"/id"_s);
    EXPECT_EQ(tabs()->currentIndex(), int(MessageDetailView::TreeTab));
    EXPECT_EQ(currentTreePointer(), u"/id"_s);
    EXPECT_EQ(highlightedText(), u"\"id\": 4"_s);

    // The first request of the pair is fine.
    UiTest::clickRow(m_view.table(), m_view.table()->model()->index(0, 0));
    EXPECT_EQ(tabs()->tabText(MessageDetailView::DiagnosticsTab), u"Diagnostics"_s);
    tabs()->setCurrentIndex(MessageDetailView::DiagnosticsTab);
    EXPECT_TRUE(UiTest::find<QLabel>(&m_view, u"diagnosticsAllClear"_s)->isVisible());
}

TEST(FrameDiagnostics, FailingHttpStatusesAreExplainedForAnMcpEndpoint)
{
    MessageRecord record;
    record.kind = TrafficEvent::Kind::Transport;
    record.transportKind = TransportEvent::Kind::Error;
    record.summary = u"POST refused: 401 Unauthorized"_s;
    HttpExchange exchange;
    exchange.method = "POST";
    exchange.url = QUrl(u"http://127.0.0.1:1/mcp"_s);
    exchange.status = 401;
    exchange.reason = "Unauthorized";
    record.http = std::make_shared<const HttpExchange>(exchange);
    const QList<DiagnosticEntry> entries
        = FrameDiagnostics::collect(record, FrameDescriber::describe(record, 1024));
    ASSERT_EQ(entries.size(), 1);
    EXPECT_EQ(entries.first().title, u"HTTP 401 Unauthorized"_s);
    EXPECT_EQ(entries.first().message, u"POST refused: 401 Unauthorized"_s);
    EXPECT_TRUE(entries.first().cause.contains(u"WWW-Authenticate"_s));
    EXPECT_TRUE(FrameDiagnostics::describeHttpStatus(404).cause.contains(u"Mcp-Session-Id"_s));
    EXPECT_EQ(FrameDiagnostics::describeHttpStatus(418).title, u"HTTP 418"_s); // unknown: no name
    EXPECT_TRUE(FrameDiagnostics::describeHttpStatus(202).title.isEmpty());
    // A connection that failed without any status still says what happened.
    exchange.status = 0;
    record.http = std::make_shared<const HttpExchange>(exchange);
    const QList<DiagnosticEntry> failed
        = FrameDiagnostics::collect(record, FrameDescriber::describe(record, 1024));
    ASSERT_EQ(failed.size(), 1);
    EXPECT_EQ(failed.first().title, u"HTTP problem"_s);
}
