// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mainwindowtest.h"

#include <ui/results/audioplayer.h>
#include <ui/results/blockframe.h>
#include <ui/results/contentview.h>
#include <ui/results/embeddedresourcewidget.h>
#include <ui/results/imageviewer.h>
#include <ui/results/resourcelinkwidget.h>
#include <ui/results/textcontentwidget.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>

#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>

using namespace Qt::StringLiterals;

// The bundled demo server over stdio, from the real main window.
using ResultsMainWindow = MainWindowTest;

TEST_F(ResultsMainWindow, ClickingAResourceLinkShowsTheResourcesText)
{
    connectToServer();
    selectTool(u"mixed_content"_s);
    clickCallAndWait();
    ResultView *result = callPane()->resultView();
    ASSERT_EQ(result->outcome(), ResultView::Outcome::Result) << qPrintable(bannerText());
    EXPECT_TRUE(bannerText().contains(u"structuredContent matches the outputSchema"_s))
        << qPrintable(bannerText());
    auto *link = result->contentView()->findChild<ResourceLinkWidget *>();
    ASSERT_NE(link, nullptr);
    EXPECT_EQ(link->uri(), u"demo://docs/readme"_s);
    QTest::mouseClick(UiTest::find<QPushButton>(link, u"readResourceButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([link] { return link->contentsView() != nullptr; }))
        << qPrintable(UiTest::find<QLabel>(link, u"linkStatus"_s)->text());
    auto *text = link->contentsView()->findChild<TextContentWidget *>();
    ASSERT_NE(text, nullptr);
    EXPECT_TRUE(text->text().startsWith(u"# mcpscope demo server"_s)) << qPrintable(text->text());
    EXPECT_EQ(text->format(), TextContentWidget::Format::Markdown);
    // The log inserts rows in batches: the answer can be on screen before its request's row.
    EXPECT_TRUE(UiTest::waitFor([this] {
        return UiTest::findRow(log(),
                               TrafficEvent::Direction::Outgoing,
                               u"resources/read"_s,
                               JsonRpcMessage::Kind::Request)
               >= 0;
    }));
}

TEST_F(ResultsMainWindow, MixedContentRendersEveryKindOfBlock)
{
    connectToServer();
    selectTool(u"mixed_content"_s);
    clickCallAndWait();
    ContentView *content = callPane()->resultView()->contentView();
    QStringList kinds;
    for (const BlockFrame *frame : content->blockFrames())
        kinds << frame->kind();
    EXPECT_EQ(kinds,
              QStringList({u"Text"_s,
                           u"Resource link"_s,
                           u"Embedded resource"_s,
                           u"Embedded resource"_s,
                           u"Embedded resource"_s,
                           u"Text"_s}));
    const QList<EmbeddedResourceWidget *> resources
        = content->findChildren<EmbeddedResourceWidget *>();
    ASSERT_EQ(resources.size(), 3);
    EXPECT_EQ(resources.at(0)->findChild<TextContentWidget *>()->format(),
              TextContentWidget::Format::Json);
    ASSERT_NE(resources.at(1)->findChild<ImageViewer *>(), nullptr);
    EXPECT_EQ(resources.at(1)->findChild<ImageViewer *>()->image().size(), QSize(32, 32));
    EXPECT_EQ(resources.at(2)->blob().size(), 256);

    // README screenshot: MCPSCOPE_RESULTS_SCREENSHOT=FILE saves the window as rendered here.
    const QString screenshot = qEnvironmentVariable("MCPSCOPE_RESULTS_SCREENSHOT");
    if (!screenshot.isEmpty()) {
        auto *link = content->findChild<ResourceLinkWidget *>();
        link->requestRead();
        ASSERT_TRUE(UiTest::waitFor([link] { return link->contentsView() != nullptr; }));
        // Blocks added to a shown window become visible on the next event loop pass.
        ASSERT_TRUE(UiTest::waitFor([link] { return link->contentsView()->isVisible(); }));
        m_window->resize(1360, 1000);
        // The result is the subject: the log gets a few rows, the form (no arguments) little.
        UiTest::find<QSplitter>(m_window.get(), u"mainSplitter"_s)->setSizes({760, 200});
        for (QSplitter *splitter : callPane()->findChildren<QSplitter *>())
            splitter->setSizes({130, 630});
        // Scrolled to the link, so the picture shows it with the resource it read.
        auto *area = UiTest::find<QScrollArea>(m_window.get(), u"resultContentArea"_s);
        ASSERT_TRUE(UiTest::waitFor([area] { return area->verticalScrollBar()->maximum() > 0; }));
        const QWidget *linkFrame = link->parentWidget();
        area->verticalScrollBar()->setValue(linkFrame->mapTo(area->widget(), QPoint()).y() - 4);
        EXPECT_TRUE(m_window->grab().save(screenshot));
    }
}

TEST_F(ResultsMainWindow, AudioFromTheDemoServerGetsAPlayer)
{
    connectToServer();
    selectTool(u"get_audio"_s);
    clickCallAndWait();
    auto *audio = callPane()->resultView()->contentView()->findChild<AudioPlayer *>();
    ASSERT_NE(audio, nullptr) << qPrintable(bannerText());
    EXPECT_TRUE(audio->bytes().startsWith("RIFF"));
    EXPECT_EQ(audio->bytes().size(), 44 + 8000); // 0.5 s of 16-bit mono at 8 kHz
    EXPECT_FALSE(audio->hasPlayer());
}
