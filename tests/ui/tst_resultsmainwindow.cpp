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
    EXPECT_GE(UiTest::findRow(log(),
                              TrafficEvent::Direction::Outgoing,
                              u"resources/read"_s,
                              JsonRpcMessage::Kind::Request),
              0);
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
