// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <core/mcp/mcpsession.h>
#include <ui/results/contentview.h>
#include <ui/results/jsontreemodel.h>
#include <ui/results/jsonview.h>
#include <ui/results/resourcelinkwidget.h>
#include <ui/results/textcontentwidget.h>
#include <ui/results/textpreview.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>

#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QTreeView>

#include <gtest/gtest.h>
#include <support/faketransport.h>

using namespace Qt::StringLiterals;

namespace {

QJsonObject textBlock(const QString &text)
{
    return {{"type"_L1, u"text"_s}, {"text"_L1, text}};
}

const QJsonObject SumOutputSchema{
    {"type"_L1, u"object"_s},
    {"properties"_L1, QJsonObject{{"sum"_L1, QJsonObject{{"type"_L1, u"number"_s}}}}},
    {"required"_L1, QJsonArray{u"sum"_s}}};

// A ToolCallPane on a session whose server answers tools/call with whatever result the test
// sets: the result view is exercised exactly as after a real call.
class ResultViewTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        auto transport = std::make_unique<FakeTransport>();
        m_server = new ScriptedServer(transport.get());
        m_session = std::make_unique<McpSession>(std::move(transport));
        m_server->on(u"tools/call"_s, [this](const JsonRpcMessage &request) {
            m_server->respond(request, m_result);
        });
        m_session->connectToServer();
        ASSERT_TRUE(
            UiTest::waitFor([this] { return m_session->state() == McpSession::State::Ready; }));
        m_pane.setSession(m_session.get());
        m_pane.resize(900, 700);
        m_pane.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&m_pane));
    }

    void call(const QJsonObject &result, const QJsonObject &outputSchema = {})
    {
        m_result = result;
        QJsonObject tool{{"name"_L1, u"t"_s},
                         {"inputSchema"_L1, QJsonObject{{"type"_L1, u"object"_s}}}};
        if (!outputSchema.isEmpty())
            tool.insert("outputSchema"_L1, outputSchema);
        m_pane.setTool(tool);
        m_pane.callTool();
        ASSERT_TRUE(m_pane.isCalling());
        ASSERT_TRUE(UiTest::waitFor([this] { return !m_pane.isCalling(); }));
        ASSERT_TRUE(UiTest::waitFor([this] { return !view()->isCheckingOutput(); }));
    }

    // Calls and returns as soon as the result is shown, while its outputSchema is checked.
    void callWithoutWaitingForTheCheck(const QJsonObject &result, const QJsonObject &outputSchema)
    {
        m_result = result;
        m_pane.setTool({{"name"_L1, u"t"_s},
                        {"inputSchema"_L1, QJsonObject{{"type"_L1, u"object"_s}}},
                        {"outputSchema"_L1, outputSchema}});
        m_pane.callTool();
        ASSERT_TRUE(UiTest::waitFor([this] { return !m_pane.isCalling(); }));
    }

    void callAndExpectTheSumToMatch()
    {
        call({{"content"_L1, QJsonArray{textBlock(u"5"_s)}},
              {"structuredContent"_L1, QJsonObject{{"sum"_L1, 5}}}},
             SumOutputSchema);
        EXPECT_FALSE(label(u"schemaWarning"_s)->isVisible());
        EXPECT_TRUE(label(u"resultBanner"_s)
                        ->text()
                        .contains(u"structuredContent matches the outputSchema"_s));
    }

    ResultView *view() const { return m_pane.resultView(); }
    QLabel *label(const QString &name) const { return UiTest::find<QLabel>(&m_pane, name); }

    ScriptedServer *m_server = nullptr;
    std::unique_ptr<McpSession> m_session;
    ToolCallPane m_pane;
    QJsonObject m_result;
};

// Names that each cost the pattern ^(a+)+b$ a backtracking regex's whole step limit: minutes of
// validation without a budget.
QJsonObject slowToCheck()
{
    QJsonObject structured;
    for (int i = 0; i < 20000; ++i)
        structured.insert(QString(40, u'a') + u'b' + QString::number(i), i);
    return structured;
}

} // namespace

TEST_F(ResultViewTest, StructuredContentIsATreeAndItsSchemaMismatchNamesThePath)
{
    call({{"content"_L1, QJsonArray{textBlock(u"{\"sum\": \"five\"}"_s)}},
          {"structuredContent"_L1, QJsonObject{{"sum"_L1, u"five"_s}}}},
         SumOutputSchema);
    EXPECT_EQ(view()->outcome(), ResultView::Outcome::Result);
    QLabel *warning = label(u"schemaWarning"_s);
    ASSERT_TRUE(warning->isVisible());
    EXPECT_TRUE(warning->text().contains(u"does not match the tool&#x27;s outputSchema"_s)
                || warning->text().contains(u"does not match the tool's outputSchema"_s))
        << qPrintable(warning->text());
    EXPECT_TRUE(warning->text().contains(u"<li>/sum: "_s)) << qPrintable(warning->text());
    auto *tabs = UiTest::find<QTabWidget>(&m_pane, u"resultTabs"_s);
    EXPECT_TRUE(tabs->isTabVisible(1));
    JsonTreeModel *model = view()->structuredView()->model();
    ASSERT_EQ(model->rowCount(), 1);
    EXPECT_EQ(model->data(model->index(0, JsonTreeModel::ValueColumn)).toString(), u"\"five\""_s);
    EXPECT_EQ(model->data(model->index(0, JsonTreeModel::TypeColumn)).toString(), u"string"_s);
}

TEST_F(ResultViewTest, MatchingStructuredContentIsConfirmedInTheBanner)
{
    callAndExpectTheSumToMatch();
}

TEST_F(ResultViewTest, ASlowOutputSchemaCheckKeepsTheGuiResponsiveAndEndsWithinItsBudget)
{
    // Every name costs a backtracking regex its whole step limit: minutes of validation
    // without a budget, on the GUI thread before the check moved off it.
    const QJsonObject structured = slowToCheck();
    callWithoutWaitingForTheCheck(
        {{"content"_L1, QJsonArray{textBlock(u"many"_s)}}, {"structuredContent"_L1, structured}},
        {{"type"_L1, u"object"_s},
         {"patternProperties"_L1, QJsonObject{{u"^(a+)+b$"_s, QJsonObject{}}}}});
    // The result is on screen and the window answers clicks while the check runs.
    EXPECT_EQ(view()->outcome(), ResultView::Outcome::Result);
    ASSERT_TRUE(view()->isCheckingOutput());
    QLabel *status = label(u"schemaCheckStatus"_s);
    EXPECT_TRUE(status->isVisible());
    EXPECT_EQ(status->text(), u"Checking structuredContent against the outputSchema…"_s);
    auto *tabs = UiTest::find<QTabWidget>(&m_pane, u"resultTabs"_s);
    QTest::mouseClick(tabs->tabBar(),
                      Qt::LeftButton,
                      {},
                      tabs->tabBar()->tabRect(2).center()); // Raw JSON
    EXPECT_EQ(tabs->currentIndex(), 2);
    EXPECT_TRUE(view()->isCheckingOutput());
    ASSERT_TRUE(UiTest::waitFor([this] { return !view()->isCheckingOutput(); }, 60000));
    QLabel *warning = label(u"schemaWarning"_s);
    ASSERT_TRUE(warning->isVisible());
    EXPECT_TRUE(warning->text().contains(u"not fully validated"_s)) << qPrintable(warning->text());
    EXPECT_TRUE(warning->text().contains(u"not validated: took too long"_s))
        << qPrintable(warning->text());
    EXPECT_FALSE(status->isVisible());
}

TEST_F(ResultViewTest, ANewCallDropsTheVerdictOfTheOneBefore)
{
    const QJsonObject structured = slowToCheck();
    callWithoutWaitingForTheCheck(
        {{"structuredContent"_L1, structured}},
        {{"patternProperties"_L1, QJsonObject{{u"^(a+)+b$"_s, QJsonObject{}}}}});
    ASSERT_TRUE(view()->isCheckingOutput());
    callAndExpectTheSumToMatch();
}

TEST_F(ResultViewTest, MissingStructuredContentWithAnOutputSchemaIsAWarning)
{
    call({{"content"_L1, QJsonArray{textBlock(u"5"_s)}}}, SumOutputSchema);
    ASSERT_TRUE(label(u"schemaWarning"_s)->isVisible());
    EXPECT_TRUE(label(u"schemaWarning"_s)->text().contains(u"has no structuredContent"_s));
    EXPECT_FALSE(UiTest::find<QTabWidget>(&m_pane, u"resultTabs"_s)->isTabVisible(1));
}

TEST_F(ResultViewTest, ToolErrorIsAnErrorBannerWithTheToolsWords)
{
    call({{"isError"_L1, true}, {"content"_L1, QJsonArray{textBlock(u"disk <full>"_s)}}},
         SumOutputSchema);
    EXPECT_EQ(view()->outcome(), ResultView::Outcome::ToolError);
    const QString banner = label(u"resultBanner"_s)->text();
    EXPECT_TRUE(banner.contains(u"Tool error"_s)) << qPrintable(banner);
    EXPECT_TRUE(banner.contains(u"disk &lt;full&gt;"_s)) << qPrintable(banner);
    // The schema describes success; a failed call is not checked against it.
    EXPECT_FALSE(label(u"schemaWarning"_s)->isVisible());
}

TEST_F(ResultViewTest, ResultMetaIsShown)
{
    call({{"content"_L1, QJsonArray{textBlock(u"x"_s)}},
          {"_meta"_L1, QJsonObject{{"requestTrace"_L1, u"t-1"_s}}}});
    auto *meta = UiTest::find<JsonView>(&m_pane, u"resultMeta"_s);
    ASSERT_TRUE(meta->isVisible());
    EXPECT_EQ(meta->model()->data(meta->model()->index(0, 0)).toString(), u"requestTrace"_s);
}

TEST_F(ResultViewTest, ResourceLinksAreReadOverTheSession)
{
    m_server->on(u"resources/read"_s, [this](const JsonRpcMessage &request) {
        const QString uri = request.paramsObject().value("uri"_L1).toString();
        m_server->respond(
            request,
            QJsonObject{{"contents"_L1,
                         QJsonArray{QJsonObject{{"uri"_L1, uri},
                                                {"text"_L1, QString(u"contents of "_s + uri)}}}}});
    });
    call({{"content"_L1,
           QJsonArray{QJsonObject{
               {"type"_L1, u"resource_link"_s}, {"uri"_L1, u"x://a"_s}, {"name"_L1, u"a"_s}}}}});
    auto *link = m_pane.findChild<ResourceLinkWidget *>();
    ASSERT_NE(link, nullptr);
    QTest::mouseClick(UiTest::find<QPushButton>(link, u"readResourceButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([link] { return link->contentsView() != nullptr; }));
    EXPECT_EQ(link->contentsView()->findChild<TextContentWidget *>()->text(),
              u"contents of x://a"_s);
    EXPECT_EQ(m_server->receivedWithMethod(u"resources/read"_s).size(), 1);
}

TEST_F(ResultViewTest, LargeTextIsTruncatedUntilShowAll)
{
    QString text;
    while (text.size() < 2 * 1024 * 1024)
        text += u"0123456789 abcdefghij klmnopqrst uvwxyz\n"_s;
    call({{"content"_L1, QJsonArray{textBlock(text)}}});
    auto *shown = view()->contentView()->findChild<TextContentWidget *>();
    ASSERT_NE(shown, nullptr);
    // A result in a frame of a megabyte or more has its text prepared on a worker thread.
    ASSERT_TRUE(UiTest::waitFor([this] { return view()->contentView()->isReady(); }));
    EXPECT_EQ(shown->text(), text);
    TextPreview *preview = shown->source();
    EXPECT_TRUE(preview->isTruncated());
    EXPECT_EQ(preview->displayedText().size(), TextPreview::kPreviewLimit);
    auto *showAll = UiTest::find<QPushButton>(preview, u"showAllButton"_s);
    // Blocks added to a shown window become visible on the next event loop pass.
    ASSERT_TRUE(UiTest::waitFor([showAll] { return showAll->isVisible(); }));
    EXPECT_TRUE(UiTest::find<QPushButton>(preview, u"saveTextButton"_s)->isVisible());
    QTest::mouseClick(showAll, Qt::LeftButton);
    EXPECT_FALSE(preview->isTruncated());
    EXPECT_EQ(preview->displayedText(), text);
}

TEST_F(ResultViewTest, A20MegabyteStructuredResultBuildsOnlyTheRowsInView)
{
    // ~20 MB of JSON: 100,000 records of ~200 bytes, each with a nested object and array.
    QJsonArray records;
    const QString padding(120, u'x');
    for (int i = 0; i < 100000; ++i) {
        records.append(QJsonObject{{"id"_L1, i},
                                   {"name"_L1, padding},
                                   {"owner"_L1, QJsonObject{{"team"_L1, u"core"_s}}},
                                   {"tags"_L1, QJsonArray{u"a"_s, u"b"_s}}});
    }
    const QJsonObject structured{{"records"_L1, records}};
    call({{"content"_L1, QJsonArray{textBlock(u"see structuredContent"_s)}},
          {"structuredContent"_L1, structured}});
    ASSERT_EQ(view()->outcome(), ResultView::Outcome::Result);
    auto *tabs = UiTest::find<QTabWidget>(&m_pane, u"resultTabs"_s);
    tabs->setCurrentIndex(1);
    QTreeView *tree = view()->structuredView()->tree();
    JsonTreeModel *model = view()->structuredView()->model();
    ASSERT_EQ(model->rowCount(), 1);
    const QModelIndex list = model->index(0, 0);
    tree->expand(list);
    EXPECT_GE(model->rowCount(list), 1);
    // 500,000 values exist; a view of a few dozen rows needs a few hundred at most.
    EXPECT_LE(model->materializedRowCount(), 1 + 2 * JsonTreeModel::kFetchBatch);
    EXPECT_LT(model->rowCount(list), records.size());
    const qsizetype before = model->materializedRowCount();
    tree->expand(model->index(0, 0, list));
    EXPECT_EQ(model->materializedRowCount(), before + 4) << "only the opened record is built";
    // Raw JSON is formatted when its tab is opened, and then only previewed.
    tabs->setCurrentIndex(2);
    auto *raw = UiTest::find<TextPreview>(&m_pane, u"resultRawPreview"_s);
    EXPECT_TRUE(raw->isTruncated());
    EXPECT_EQ(raw->displayedText().size(), TextPreview::kPreviewLimit);
}

// In a short pane the result scrolls, also when it arrived while hidden: the Markdown's "Show source" button sits below the
// rendered text instead of being squeezed on top of it.
TEST_F(ResultViewTest, ShortPaneScrollsMarkdownInsteadOfOverlappingItsButton)
{
    m_pane.resize(600, 260);
    QString markdown = u"# Title\n\n"_s;
    for (int i = 0; i < 40; ++i)
        markdown += u"- line %1 of a long list\n"_s.arg(i);
    QJsonObject block = textBlock(markdown);
    block.insert("mimeType"_L1, u"text/markdown"_s);
    m_pane.hide(); // as when the result arrives on a tab not shown
    call({{"content"_L1, QJsonArray{block}}});
    m_pane.show();
    auto *rendered = UiTest::find<QWidget>(&m_pane, u"textRendered"_s);
    auto *toggle = UiTest::find<QWidget>(&m_pane, u"markdownSourceToggle"_s);
    ASSERT_NE(rendered, nullptr);
    ASSERT_NE(toggle, nullptr);
    EXPECT_TRUE(UiTest::waitFor([rendered, toggle] {
        const QPoint renderedBottom
            = rendered->mapTo(rendered->window(), rendered->rect().bottomLeft());
        const QPoint toggleTop = toggle->mapTo(toggle->window(), QPoint(0, 0));
        return rendered->height() > 100 && toggleTop.y() > renderedBottom.y()
               && toggle->height() >= toggle->minimumSizeHint().height();
    })) << rendered->height()
        << " " << toggle->height();
}
