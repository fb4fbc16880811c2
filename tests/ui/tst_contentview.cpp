// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <ui/results/audioplayer.h>
#include <ui/results/blockframe.h>
#include <ui/results/contentview.h>
#include <ui/results/embeddedresourcewidget.h>
#include <ui/results/imageviewer.h>
#include <ui/results/jsontreemodel.h>
#include <ui/results/jsonview.h>
#include <ui/results/resourcelinkwidget.h>
#include <ui/results/textcontentwidget.h>
#include <ui/results/textpreview.h>
#include <ui/widgets/safetextdocument.h>

#include <QAudioDevice>
#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QLabel>
#include <QMediaDevices>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeView>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QByteArray pngBytes(int width, int height)
{
    QImage image(width, height, QImage::Format_ARGB32);
    image.fill(Qt::darkCyan);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

QString base64(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toBase64());
}

// A RIFF/WAVE header and some bytes: enough to be saved and compared, never played here.
QByteArray tinyWav()
{
    return QByteArray("RIFF\x24\0\0\0WAVE", 12) + QByteArray(40, '\x7f');
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// One block in a shown ContentView, as a user would see it.
class ContentViewTest : public ::testing::Test
{
protected:
    BlockFrame *show(const QJsonObject &block)
    {
        m_view.setBlocks(QJsonArray{block});
        m_view.resize(700, 500);
        m_view.show();
        EXPECT_TRUE(QTest::qWaitForWindowExposed(&m_view));
        const QList<BlockFrame *> frames = m_view.blockFrames();
        return frames.size() == 1 ? frames.first() : nullptr;
    }

    AudioPlayer *showAudio(const QByteArray &wav)
    {
        BlockFrame *frame = show(
            {{"type"_L1, u"audio"_s}, {"data"_L1, base64(wav)}, {"mimeType"_L1, u"audio/wav"_s}});
        return frame ? frame->findChild<AudioPlayer *>() : nullptr;
    }

    ContentView m_view;
    QTemporaryDir m_dir;
};

} // namespace

TEST_F(ContentViewTest, PlainTextIsShownAsIs)
{
    BlockFrame *frame = show({{"type"_L1, u"text"_s}, {"text"_L1, u"hello\nworld"_s}});
    ASSERT_NE(frame, nullptr);
    EXPECT_EQ(frame->kind(), u"Text"_s);
    auto *text = frame->findChild<TextContentWidget *>();
    ASSERT_NE(text, nullptr);
    EXPECT_EQ(text->format(), TextContentWidget::Format::Plain);
    EXPECT_EQ(text->source()->displayedText(), u"hello\nworld"_s);
    EXPECT_TRUE(text->source()->isVisible());
}

TEST_F(ContentViewTest, MarkdownIsRenderedWithAToggleToItsSource)
{
    const QString markdown = u"# Title\n\n- **bold** item\n- [link](https://example.org)\n"_s;
    BlockFrame *frame = show({{"type"_L1, u"text"_s}, {"text"_L1, markdown}});
    auto *text = frame->findChild<TextContentWidget *>();
    ASSERT_EQ(text->format(), TextContentWidget::Format::Markdown);
    ASSERT_NE(text->rendered(), nullptr);
    EXPECT_TRUE(text->rendered()->isVisible());
    EXPECT_FALSE(text->source()->isVisible());
    const QString rendered = text->rendered()->toPlainText();
    EXPECT_TRUE(rendered.startsWith(u"Title"_s)) << qPrintable(rendered);
    EXPECT_FALSE(rendered.contains(u"**"_s));
    QTest::mouseClick(UiTest::find<QToolButton>(frame, u"markdownSourceToggle"_s), Qt::LeftButton);
    EXPECT_TRUE(text->source()->isVisible());
    EXPECT_FALSE(text->rendered()->isVisible());
    EXPECT_EQ(text->source()->displayedText(), markdown);
}

TEST_F(ContentViewTest, JsonTextIsACollapsibleTreeAndIndentedText)
{
    BlockFrame *frame
        = show({{"type"_L1, u"text"_s}, {"text"_L1, u"{\"sum\": 5, \"parts\": [2, 3]}"_s}});
    auto *text = frame->findChild<TextContentWidget *>();
    ASSERT_EQ(text->format(), TextContentWidget::Format::Json);
    JsonView *json = text->json();
    ASSERT_NE(json, nullptr);
    EXPECT_TRUE(json->tree()->isVisible());
    JsonTreeModel *model = json->model();
    ASSERT_EQ(model->rowCount(), 2);
    EXPECT_EQ(model->data(model->index(1, JsonTreeModel::NameColumn)).toString(), u"sum"_s);
    EXPECT_EQ(model->data(model->index(1, JsonTreeModel::ValueColumn)).toString(), u"5"_s);
    EXPECT_TRUE(json->tree()->isExpanded(model->index(0, 0))); // small: first level open
    QTest::mouseClick(UiTest::find<QToolButton>(json, u"jsonModeToggle"_s), Qt::LeftButton);
    EXPECT_TRUE(json->text()->isVisible());
    EXPECT_TRUE(json->text()->displayedText().contains(u"\n    \"sum\": 5"_s))
        << qPrintable(json->text()->displayedText());
}

// Text from a large result is converted, measured and parsed on a worker thread: the block
// says it is being prepared, then shows the same views a small text gets.
TEST_F(ContentViewTest, TextOfALargeResultIsPreparedOffTheGuiThread)
{
    QString json = u"{\"rows\": ["_s;
    for (int i = 0; json.size() < 200 * 1024; ++i)
        json += u"{\"n\": %1, \"name\": \"caf\u00e9 %1\"},"_s.arg(i);
    json += u"{}]}"_s;
    m_view.setBlocks(QJsonArray{QJsonObject{{"type"_L1, u"text"_s}, {"text"_L1, json}},
                                QJsonObject{{"type"_L1, u"text"_s}, {"text"_L1, u"plain"_s}}},
                     true);
    auto texts = m_view.findChildren<TextContentWidget *>();
    ASSERT_EQ(texts.size(), 2);
    // Nothing is shown before the event loop delivers the worker's result.
    EXPECT_FALSE(m_view.isReady());
    EXPECT_FALSE(texts.at(0)->isReady());
    EXPECT_TRUE(texts.at(0)->text().isEmpty());
    auto *note = UiTest::find<QLabel>(texts.at(0)->source(), u"previewNote"_s);
    EXPECT_EQ(note->text(), u"Preparing the text…"_s);
    EXPECT_FALSE(note->isHidden());
    EXPECT_TRUE(texts.at(0)->source()->displayedText().isEmpty());
    ASSERT_TRUE(UiTest::waitFor([this] { return m_view.isReady(); }));
    EXPECT_EQ(texts.at(0)->text(), json);
    ASSERT_EQ(texts.at(0)->format(), TextContentWidget::Format::Json);
    ASSERT_NE(texts.at(0)->json(), nullptr);
    EXPECT_EQ(texts.at(0)->json()->model()->rowCount(), 1);
    EXPECT_TRUE(texts.at(0)->source()->isTruncated());
    EXPECT_TRUE(note->text().startsWith(u"Showing the first"_s)) << note->text().toStdString();
    EXPECT_EQ(texts.at(1)->text(), u"plain"_s);
    EXPECT_EQ(texts.at(1)->format(), TextContentWidget::Format::Plain);
}

TEST_F(ContentViewTest, ImageZoomsAndSavesWithItsExtension)
{
    const QByteArray png = pngBytes(40, 20);
    BlockFrame *frame = show(
        {{"type"_L1, u"image"_s}, {"data"_L1, base64(png)}, {"mimeType"_L1, u"image/png"_s}});
    auto *image = frame->findChild<ImageViewer *>();
    ASSERT_NE(image, nullptr);
    ASSERT_TRUE(image->isDecoded());
    EXPECT_EQ(image->image().size(), QSize(40, 20));
    EXPECT_TRUE(image->isFitting());
    EXPECT_DOUBLE_EQ(image->zoom(), 4.0); // small images fit at most 4x
    auto *picture = UiTest::find<QLabel>(image, u"imagePicture"_s);
    EXPECT_EQ(picture->pixmap().size(), QSize(160, 80));
    QTest::mouseClick(UiTest::find<QToolButton>(image, u"actualSizeButton"_s), Qt::LeftButton);
    EXPECT_DOUBLE_EQ(image->zoom(), 1.0);
    EXPECT_EQ(picture->pixmap().size(), QSize(40, 20));
    QTest::mouseClick(UiTest::find<QToolButton>(image, u"zoomInButton"_s), Qt::LeftButton);
    EXPECT_DOUBLE_EQ(image->zoom(), 1.25);
    EXPECT_EQ(picture->pixmap().size(), QSize(50, 25));
    QTest::mouseClick(UiTest::find<QToolButton>(image, u"zoomOutButton"_s), Qt::LeftButton);
    QTest::mouseClick(UiTest::find<QToolButton>(image, u"zoomOutButton"_s), Qt::LeftButton);
    EXPECT_DOUBLE_EQ(image->zoom(), 0.8);
    EXPECT_TRUE(UiTest::find<QLabel>(image, u"imageInfo"_s)->text().contains(u"40×20"_s));

    EXPECT_EQ(image->suggestedFileName(), u"image.png"_s);
    const QString path = m_dir.filePath(image->suggestedFileName());
    QString error;
    ASSERT_TRUE(image->saveTo(path, &error)) << qPrintable(error);
    EXPECT_EQ(readFile(path), png);
}

TEST_F(ContentViewTest, BytesThatAreNoImageAreExplained)
{
    BlockFrame *frame = show({{"type"_L1, u"image"_s},
                              {"data"_L1, base64("not a png")},
                              {"mimeType"_L1, u"image/png"_s}});
    auto *image = frame->findChild<ImageViewer *>();
    ASSERT_NE(image, nullptr);
    EXPECT_FALSE(image->isDecoded());
    EXPECT_TRUE(UiTest::find<QLabel>(image, u"imageInfo"_s)
                    ->text()
                    .startsWith(u"Cannot show this image/png (9 bytes)"_s));
}

TEST_F(ContentViewTest, DataThatIsNotBase64IsExplained)
{
    BlockFrame *frame
        = show({{"type"_L1, u"audio"_s}, {"data"_L1, u"@@@"_s}, {"mimeType"_L1, u"audio/wav"_s}});
    EXPECT_EQ(frame->findChild<AudioPlayer *>(), nullptr);
    EXPECT_TRUE(UiTest::find<QLabel>(frame, u"blockNote"_s)->text().contains(u"not a base64"_s));
}

TEST_F(ContentViewTest, AudioGetsAPlayerThatStartsNothingAndSavesTheExactBytes)
{
    const QByteArray wav = tinyWav();
    AudioPlayer *audio = showAudio(wav);
    ASSERT_NE(audio, nullptr);
    EXPECT_FALSE(audio->hasPlayer()) << "the media backend starts only on Play";
    EXPECT_NE(UiTest::find<QToolButton>(audio, u"playButton"_s), nullptr);
    EXPECT_TRUE(UiTest::find<QLabel>(audio, u"audioInfo"_s)->text().startsWith(u"audio/wav"_s));
    EXPECT_EQ(audio->suggestedFileName(), u"audio.wav"_s);
    const QString path = m_dir.filePath(audio->suggestedFileName());
    QString error;
    ASSERT_TRUE(audio->saveTo(path, &error)) << qPrintable(error);
    EXPECT_EQ(readFile(path), wav);
}

TEST_F(ContentViewTest, PlayNeverBlocksAndSaysWhyItCannotPlay)
{
    const QByteArray wav = tinyWav();
    AudioPlayer *audio = showAudio(wav);
    ASSERT_NE(audio, nullptr);
    QTest::mouseClick(UiTest::find<QToolButton>(audio, u"playButton"_s), Qt::LeftButton);
    if (QMediaDevices::audioOutputs().isEmpty()) {
        // Headless machines (CI) have no output: a sentence, and no player behind it.
        EXPECT_FALSE(audio->hasPlayer());
        auto *status = UiTest::find<QLabel>(audio, u"audioStatus"_s);
        EXPECT_TRUE(status->isVisible());
        EXPECT_TRUE(status->text().startsWith(u"No audio output device"_s))
            << qPrintable(status->text());
    } else {
        EXPECT_TRUE(audio->hasPlayer());
    }
}

TEST_F(ContentViewTest, ResourceLinkShowsItsFieldsAndReadsOnClick)
{
    BlockFrame *frame = show({{"type"_L1, u"resource_link"_s},
                              {"uri"_L1, u"demo://docs/readme"_s},
                              {"name"_L1, u"readme"_s},
                              {"title"_L1, u"Read me first"_s},
                              {"mimeType"_L1, u"text/markdown"_s},
                              {"size"_L1, 2048},
                              {"description"_L1, u"What to try."_s}});
    auto *link = frame->findChild<ResourceLinkWidget *>();
    ASSERT_NE(link, nullptr);
    EXPECT_EQ(UiTest::find<QLabel>(link, u"linkName"_s)->text(), u"readme"_s);
    EXPECT_EQ(UiTest::find<QLabel>(link, u"linkTitle"_s)->text(), u"Read me first"_s);
    EXPECT_EQ(UiTest::find<QLabel>(link, u"linkUri"_s)->text(), u"demo://docs/readme"_s);
    EXPECT_EQ(UiTest::find<QLabel>(link, u"linkMimeType"_s)->text(), u"text/markdown"_s);
    EXPECT_EQ(UiTest::find<QLabel>(link, u"linkSize"_s)->text(), u"2.0 KB"_s);
    EXPECT_EQ(UiTest::find<QLabel>(link, u"linkDescription"_s)->text(), u"What to try."_s);

    QSignalSpy requested(&m_view, &ContentView::resourceReadRequested);
    QTest::mouseClick(UiTest::find<QPushButton>(link, u"readResourceButton"_s), Qt::LeftButton);
    ASSERT_EQ(requested.size(), 1);
    EXPECT_EQ(requested.first().first().toString(), u"demo://docs/readme"_s);
    m_view.showResourceContents(u"demo://docs/readme"_s,
                                QJsonArray{QJsonObject{{"uri"_L1, u"demo://docs/readme"_s},
                                                       {"mimeType"_L1, u"text/plain"_s},
                                                       {"text"_L1, u"the readme text"_s}}});
    ASSERT_NE(link->contentsView(), nullptr);
    auto *text = link->contentsView()->findChild<TextContentWidget *>();
    ASSERT_NE(text, nullptr);
    EXPECT_EQ(text->source()->displayedText(), u"the readme text"_s);
}

TEST_F(ContentViewTest, AFailedReadIsShownAtTheLink)
{
    BlockFrame *frame = show(
        {{"type"_L1, u"resource_link"_s}, {"uri"_L1, u"demo://gone"_s}, {"name"_L1, u"gone"_s}});
    auto *link = frame->findChild<ResourceLinkWidget *>();
    link->requestRead();
    m_view.showResourceError(u"demo://gone"_s,
                             u"resources/read failed: -32002 Resource not found"_s);
    EXPECT_FALSE(link->isReading());
    EXPECT_TRUE(UiTest::find<QLabel>(link, u"linkStatus"_s)->text().contains(u"-32002"_s));
}

TEST_F(ContentViewTest, EmbeddedTextResourceShowsUriAndText)
{
    BlockFrame *frame = show({{"type"_L1, u"resource"_s},
                              {"resource"_L1,
                               QJsonObject{{"uri"_L1, u"file:///notes.txt"_s},
                                           {"mimeType"_L1, u"text/plain"_s},
                                           {"text"_L1, u"note"_s}}}});
    EXPECT_EQ(frame->kind(), u"Embedded resource"_s);
    EXPECT_EQ(UiTest::find<QLabel>(frame, u"resourceHeader"_s)->text(),
              u"file:///notes.txt  (text/plain)"_s);
    EXPECT_EQ(frame->findChild<TextContentWidget *>()->source()->displayedText(), u"note"_s);
}

TEST_F(ContentViewTest, AResourcesOwnMetaIsShownApartFromTheBlocks)
{
    BlockFrame *frame = show({{"type"_L1, u"resource"_s},
                              {"resource"_L1,
                               QJsonObject{{"uri"_L1, u"file:///a.txt"_s},
                                           {"text"_L1, u"a"_s},
                                           {"_meta"_L1, QJsonObject{{"etag"_L1, u"7"_s}}}}}});
    EXPECT_EQ(UiTest::find<QToolButton>(frame, u"blockMetaToggle"_s), nullptr);
    auto *meta = UiTest::find<JsonView>(frame, u"resourceMeta"_s);
    ASSERT_NE(meta, nullptr);
    QTest::mouseClick(UiTest::find<QToolButton>(frame, u"resourceMetaToggle"_s), Qt::LeftButton);
    EXPECT_TRUE(meta->isVisible());
    EXPECT_EQ(meta->model()->data(meta->model()->index(0, 0)).toString(), u"etag"_s);
}

TEST_F(ContentViewTest, EmbeddedImageBlobIsPreviewed)
{
    const QByteArray png = pngBytes(8, 8);
    BlockFrame *frame = show({{"type"_L1, u"resource"_s},
                              {"resource"_L1,
                               QJsonObject{{"uri"_L1, u"demo://images/dot.png"_s},
                                           {"mimeType"_L1, u"image/png"_s},
                                           {"blob"_L1, base64(png)}}}});
    auto *image = frame->findChild<ImageViewer *>();
    ASSERT_NE(image, nullptr);
    EXPECT_TRUE(image->isDecoded());
    EXPECT_EQ(image->suggestedFileName(), u"dot.png"_s); // named after the URI
}

TEST_F(ContentViewTest, OtherBlobsShowSizeAndTypeAndSave)
{
    const QByteArray bytes("\x00\x01\x02\xff", 4);
    BlockFrame *frame = show({{"type"_L1, u"resource"_s},
                              {"resource"_L1,
                               QJsonObject{{"uri"_L1, u"demo://data/sample.bin"_s},
                                           {"mimeType"_L1, u"application/octet-stream"_s},
                                           {"blob"_L1, base64(bytes)}}}});
    EXPECT_EQ(UiTest::find<QLabel>(frame, u"blobInfo"_s)->text(),
              u"Binary data: 4 bytes, application/octet-stream"_s);
    auto *resource = frame->findChild<EmbeddedResourceWidget *>();
    const QString path = m_dir.filePath(u"sample.bin"_s);
    QString error;
    ASSERT_TRUE(resource->saveBlobTo(path, &error)) << qPrintable(error);
    EXPECT_EQ(readFile(path), bytes);
}

TEST_F(ContentViewTest, UnknownTypesAreShownAsJsonWithANote)
{
    BlockFrame *frame = show({{"type"_L1, u"hologram"_s}, {"depth"_L1, 3}});
    EXPECT_EQ(frame->kind(), u"hologram"_s);
    EXPECT_EQ(UiTest::find<QLabel>(frame, u"blockNote"_s)->text(),
              u"Unknown content type \"hologram\"; shown as JSON."_s);
    auto *json = UiTest::find<JsonView>(frame, u"unknownBlockJson"_s);
    ASSERT_NE(json, nullptr);
    EXPECT_EQ(json->model()->rowCount(), 2);
}

TEST_F(ContentViewTest, AnnotationsAndMetaAreVisible)
{
    BlockFrame *frame = show({{"type"_L1, u"text"_s},
                              {"text"_L1, u"x"_s},
                              {"annotations"_L1,
                               QJsonObject{{"audience"_L1, QJsonArray{u"user"_s}},
                                           {"priority"_L1, 0.5},
                                           {"lastModified"_L1, u"2026-01-05T09:00:00Z"_s}}},
                              {"_meta"_L1, QJsonObject{{"trace"_L1, u"abc"_s}}}});
    EXPECT_EQ(UiTest::find<QLabel>(frame, u"blockAnnotations"_s)->text(),
              u"audience: user · priority 0.5 · modified 2026-01-05T09:00:00Z"_s);
    auto *meta = UiTest::find<JsonView>(frame, u"blockMeta"_s);
    ASSERT_NE(meta, nullptr);
    EXPECT_FALSE(meta->isVisible());
    QTest::mouseClick(UiTest::find<QToolButton>(frame, u"blockMetaToggle"_s), Qt::LeftButton);
    EXPECT_TRUE(meta->isVisible());
    EXPECT_EQ(meta->model()->data(meta->model()->index(0, JsonTreeModel::NameColumn)).toString(),
              u"trace"_s);
}

TEST_F(ContentViewTest, ManyBlocksAreShownInPages)
{
    QJsonArray blocks;
    for (int i = 0; i < ContentView::kFirstBlocks + 5; ++i)
        blocks.append(QJsonObject{{"type"_L1, u"text"_s}, {"text"_L1, QString::number(i)}});
    m_view.setBlocks(blocks);
    EXPECT_EQ(m_view.blockFrames().size(), ContentView::kFirstBlocks);
    auto *more = UiTest::find<QPushButton>(&m_view, u"moreBlocksButton"_s);
    EXPECT_EQ(more->text(), u"Show 5 more of 5 blocks"_s);
    m_view.showMoreBlocks();
    EXPECT_EQ(m_view.blockFrames().size(), ContentView::kFirstBlocks + 5);
}

TEST(TextPreview, LongTextIsTruncatedUntilShowAll)
{
    QString text;
    while (text.size() < 3 * TextPreview::kPreviewLimit)
        text += u"a line of a long text\n"_s;
    TextPreview preview;
    preview.setText(text, u"long.txt"_s);
    EXPECT_TRUE(preview.isTruncated());
    EXPECT_EQ(preview.displayedText().size(), TextPreview::kPreviewLimit);
    EXPECT_TRUE(UiTest::find<QLabel>(&preview, u"previewNote"_s)
                    ->text()
                    .startsWith(u"Showing the first 64.0 KB of"_s));
    QTest::mouseClick(UiTest::find<QPushButton>(&preview, u"showAllButton"_s), Qt::LeftButton);
    EXPECT_FALSE(preview.isTruncated());
    EXPECT_EQ(preview.displayedText(), text);
    QTemporaryDir dir;
    QString error;
    ASSERT_TRUE(preview.saveTo(dir.filePath(u"long.txt"_s), &error)) << qPrintable(error);
    EXPECT_EQ(readFile(dir.filePath(u"long.txt"_s)), text.toUtf8());
}
