// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// ServerText (plain text for server strings everywhere), SafeTextDocument (rendering that
// loads nothing from outside the document), SafeImage (decoding with limits) and the icon cache.
#include "fifoprobe.h"
#include "uitesthelpers.h"

#include <ui/widgets/mcpicons.h>
#include <ui/widgets/safeimage.h>
#include <ui/widgets/safetextdocument.h>
#include <ui/widgets/servertext.h>

#include <QApplication>
#include <QBuffer>
#include <QJsonArray>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTextEdit>
#include <QTimer>
#include <QUrl>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QByteArray pngBytes(const QSize &size)
{
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::red);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

quint32 crc32(const QByteArray &bytes)
{
    quint32 crc = 0xFFFFFFFFu;
    for (const char byte : bytes) {
        crc ^= quint8(byte);
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

void appendBigEndian(QByteArray &bytes, quint32 value)
{
    for (int shift = 24; shift >= 0; shift -= 8)
        bytes.append(char((value >> shift) & 0xFF));
}

// A valid PNG signature and header chunk that claims width×height; no pixel data follows.
QByteArray pngHeaderClaiming(quint32 width, quint32 height)
{
    QByteArray chunk = "IHDR";
    appendBigEndian(chunk, width);
    appendBigEndian(chunk, height);
    chunk.append("\x08\x06\x00\x00\x00", 5); // 8 bits, RGBA, deflate, no filter, no interlace
    QByteArray png("\x89PNG\r\n\x1a\n", 8);
    // The header, then a token data chunk: the decoder reads up to the first IDAT for the size.
    for (const QByteArray &body : {chunk, QByteArray("IDAT\x78\x9c", 6), QByteArray("IEND")}) {
        appendBigEndian(png, quint32(body.size() - 4));
        png += body;
        appendBigEndian(png, crc32(body));
    }
    return png;
}

QString dataUri(const QByteArray &png)
{
    return u"data:image/png;base64,"_s + QString::fromLatin1(png.toBase64());
}

// Runs act on the next modal widget, once it is up (QMessageBox::exec runs its own loop).
void whenModalBox(const std::function<void(QMessageBox *)> &act)
{
    auto *check = new QTimer(qApp);
    QObject::connect(check, &QTimer::timeout, check, [check, act] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            check->deleteLater();
            act(box);
        }
    });
    check->start(10);
}

const QString kHostile = u"<img src=\"/nonexistent-probe\"><b>bold</b>\x1b[31mred\u202Eevil"_s;

} // namespace

TEST(ServerText, PlainShowsControlAndBidiCharactersVisibly)
{
    EXPECT_EQ(ServerText::plain(u"a\x1b[31mb\u202Ec\u0085d\te\nf\u007Fg\u200Bh"_s),
              u"a␛[31mb[U+202E]c[U+0085]d\te\nf␡g[U+200B]h"_s);
    EXPECT_EQ(ServerText::plain(u"crlf\r\nline"_s), u"crlf\nline"_s);
    EXPECT_EQ(ServerText::plain(u"0123456789"_s, 4), u"0123…"_s);
    // Zero-width joiners stay: emoji sequences and scripts need them.
    EXPECT_EQ(ServerText::plain(u"👨\u200D👩"_s), u"👨\u200D👩"_s);
}

TEST(ServerText, LineKeepsEverythingOnOneLine)
{
    EXPECT_EQ(ServerText::line(u"a\nb\r\nc\td\u2028e"_s), u"a ⏎ b ⏎ c d ⏎ e"_s);
}

TEST(ServerText, HtmlEscapesEverything)
{
    EXPECT_EQ(ServerText::html(u"<img src=\"x\">&\nnext\x1b"_s),
              u"&lt;img src=&quot;x&quot;&gt;&amp;<br>next␛"_s);
}

TEST(ServerText, ToolTipIsRichTextBuiltFromTheEscapedPlainText)
{
    const QString tip = ServerText::toolTip(kHostile);
    EXPECT_TRUE(tip.startsWith(u"<qt>"_s)) << qPrintable(tip);
    EXPECT_TRUE(Qt::mightBeRichText(tip)); // rich whatever the text, so never guessed
    EXPECT_FALSE(tip.contains(u"<img"_s)) << qPrintable(tip);
    EXPECT_FALSE(tip.contains(u"<b>"_s)) << qPrintable(tip);
    EXPECT_TRUE(tip.contains(u"&lt;img"_s)) << qPrintable(tip);
    EXPECT_FALSE(tip.contains(u'\x1b')) << qPrintable(tip);
    EXPECT_FALSE(tip.contains(QChar(0x202E))) << qPrintable(tip);
    EXPECT_TRUE(ServerText::toolTip({}).isEmpty()); // no text, no tooltip
}

TEST(ServerText, WindowTitleStripsControlsAndEscapesThePlaceholder)
{
    EXPECT_EQ(ServerText::title(u"a\x1b[1m\u202Eb [*] \n c"_s), u"a[1mb [*][*] c"_s);
    EXPECT_EQ(ServerText::title(QString(200, u'x')).size(), ServerText::kTitleLimit + 1); // + "…"
    QWidget window;
    window.setWindowTitle(ServerText::title(u"odd [*] name"_s));
    window.setWindowModified(true);
    EXPECT_TRUE(window.windowTitle().contains(u"[*][*]"_s)); // shown as "[*]", not as "*"
}

TEST(ServerText, SuggestedFileNamesCannotHideTheirExtension)
{
    EXPECT_EQ(ServerText::fileName(u"..\u202Efdp.exe"_s), u"fdp.exe"_s);
    EXPECT_EQ(ServerText::fileName(u"a/b\\c\x07.txt. "_s), u"a_b_c.txt"_s);
}

TEST(ServerText, LabelsArePlainTextUnlessMarkedRich)
{
    QWidget parent;
    const QList<QLabel *> plain{ServerText::label(u"a"_s, &parent),
                                ServerText::heading(u"b"_s, &parent),
                                ServerText::lineLabel(u"c"_s, &parent),
                                ServerText::caption(u"d"_s, &parent, true),
                                ServerText::pictureLabel(u"e"_s, &parent)};
    for (QLabel *label : plain) {
        EXPECT_EQ(label->textFormat(), Qt::PlainText) << qPrintable(label->objectName());
        EXPECT_FALSE(label->openExternalLinks());
        EXPECT_FALSE(label->property(ServerText::kRichProperty).toBool());
    }
    QLabel *rich = ServerText::richLabel(u"f"_s, &parent);
    EXPECT_EQ(rich->textFormat(), Qt::RichText);
    EXPECT_FALSE(rich->openExternalLinks());
    EXPECT_TRUE(rich->property(ServerText::kRichProperty).toBool());
}

TEST(ServerText, APlainLabelReadsNoFileBehindAnImageName)
{
    QTemporaryDir folder;
    FifoProbe fifo(folder.filePath(u"fifo"_s));
    ASSERT_TRUE(fifo.isValid());
    QWidget window;
    QLabel *label = ServerText::label(u"probe"_s, &window);
    ServerText::setText(label, u"<img src=\"%1\"> <b>x</b>"_s.arg(fifo.path()));
    window.show();
    window.grab();                                         // lays out and paints
    EXPECT_TRUE(label->text().startsWith(u"<img src="_s)); // shown as written
    EXPECT_FALSE(fifo.finish()) << "the label opened the FIFO";
}

TEST(ServerText, TheFifoProbeCatchesWhatARichLabelDoes)
{
    // The bug the plain labels prevent, and proof that the probe sees it without hanging:
    // Qt's text document reads the file behind an image name on the GUI thread.
    QTemporaryDir folder;
    FifoProbe fifo(folder.filePath(u"fifo"_s));
    ASSERT_TRUE(fifo.isValid());
    QLabel label(u"<img src=\"%1\">"_s.arg(fifo.path()));
    label.setTextFormat(Qt::AutoText); // the default: rich, because of the tag
    label.show();
    label.grab();
    EXPECT_TRUE(fifo.finish());
}

TEST(ServerText, MessageBoxesKeepServerTextPlainAndLinksDead)
{
    QString mainText;
    QString details;
    QList<QLabel *> richOrLinking;
    whenModalBox([&](QMessageBox *box) {
        mainText = box->text();
        details = box->detailedText();
        for (QLabel *label : box->findChildren<QLabel *>()) {
            if (label->textFormat() != Qt::PlainText && !label->text().isEmpty())
                richOrLinking << label;
            if (label->openExternalLinks())
                richOrLinking << label;
        }
        EXPECT_EQ(box->textFormat(), Qt::PlainText);
        box->button(QMessageBox::Cancel)->click();
    });
    const bool accepted = ServerText::confirm(nullptr,
                                              {QMessageBox::Warning,
                                               u"Title"_s,
                                               u"Call <a href=\"smb://host/x\">tool</a>?"_s,
                                               u"detail <img src=\"/x\">"_s,
                                               u"box"_s},
                                              u"Call"_s,
                                              u"callButton"_s);
    EXPECT_FALSE(accepted);
    EXPECT_EQ(mainText, u"Call <a href=\"smb://host/x\">tool</a>?"_s);
    EXPECT_EQ(details, u"detail <img src=\"/x\">"_s);
    EXPECT_TRUE(richOrLinking.isEmpty()) << qPrintable(richOrLinking.first()->text());
}

TEST(SafeTextDocument, LoadsOnlyItsOwnImagesAndNeverAFile)
{
    QTemporaryDir folder;
    FifoProbe fifo(folder.filePath(u"fifo"_s));
    ASSERT_TRUE(fifo.isValid());
    const QString image = dataUri(pngBytes({2, 3}));
    SafeTextDocument document;
    document.setSafeMarkdown(
        u"# Title\n\n![fifo](%1) ![file](file://%1) ![rel](picture.png) "
        "![ok](%2)\n\n<img src=\"%1\"> raw HTML stays text\n"_s.arg(fifo.path(), image));
    document.setTextWidth(400);
    ASSERT_GT(document.size().height(), 0); // the layout asked for every image
    EXPECT_EQ(document.resource(QTextDocument::ImageResource, QUrl(image)).value<QImage>().size(),
              QSize(2, 3));
    const QList<QUrl> refused = document.refusedResources();
    EXPECT_TRUE(refused.contains(QUrl(fifo.path()))) << document.refusedCount();
    EXPECT_TRUE(refused.contains(QUrl(u"file://"_s + fifo.path())));
    EXPECT_TRUE(refused.contains(QUrl(u"picture.png"_s)));
    EXPECT_FALSE(refused.contains(QUrl(image)));
    EXPECT_TRUE(document.toPlainText().contains(u"<img src="_s))
        << qPrintable(document.toPlainText());
    EXPECT_FALSE(fifo.finish()) << "the document opened the FIFO";
}

TEST(SafeTextDocument, RefusesOversizedAndNonImageDataUris)
{
    SafeTextDocument document;
    const QString big = dataUri(QByteArray(SafeTextDocument::kMaxDataBytes + 10, 'x'));
    const QString text = u"data:text/plain;base64,"_s + QString::fromLatin1("aGk=");
    document.setHtml(u"<img src=\"%1\"><img src=\"%2\">"_s.arg(big, text));
    document.size();
    EXPECT_EQ(document.refusedCount(), 2);
}

TEST(SafeTextDocument, ShowsRegisteredImages)
{
    SafeTextDocument document;
    QImage picture(4, 4, QImage::Format_ARGB32);
    picture.fill(Qt::blue);
    document.addImage(QUrl(u"mcpimage:0"_s), picture);
    document.setHtml(u"<img src=\"mcpimage:0\">"_s);
    document.size();
    EXPECT_EQ(document.refusedCount(), 0);
}

TEST(SafeTextBrowser, AClickedLinkOpensOnlyWhenItIsHttp)
{
    SafeTextBrowser browser;
    QList<QUrl> opened;
    browser.setLinkOpener([&opened](const QUrl &url) {
        opened << url;
        return true;
    });
    browser.safeDocument()->setSafeMarkdown(
        u"[site](https://example.com/a) and [file](file:///etc/passwd)"_s);
    browser.resize(500, 200);
    browser.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&browser));
    EXPECT_TRUE(opened.isEmpty()); // nothing without a click
    // A real click on the first link's text.
    QTextCursor cursor = browser.document()->find(u"site"_s);
    ASSERT_FALSE(cursor.isNull());
    cursor.setPosition(cursor.selectionStart() + 1);
    const QPoint at = browser.cursorRect(cursor).center();
    QTest::mouseClick(browser.viewport(), Qt::LeftButton, {}, at);
    ASSERT_EQ(opened.size(), 1);
    EXPECT_EQ(opened.first(), QUrl(u"https://example.com/a"_s));

    EXPECT_FALSE(browser.followLink(QUrl(u"file:///etc/passwd"_s)));
    EXPECT_FALSE(browser.followLink(QUrl(u"javascript:alert(1)"_s)));
    EXPECT_FALSE(browser.followLink(QUrl(u"relative.html"_s)));
    EXPECT_EQ(opened.size(), 1);
    EXPECT_TRUE(browser.lastLinkNotice().startsWith(u"Not opened"_s))
        << qPrintable(browser.lastLinkNotice());
}

TEST(SafeImage, RefusesAPngWhoseHeaderClaimsHugeDimensions)
{
    const SafeImage::Result result = SafeImage::decode(pngHeaderClaiming(100000, 100000));
    EXPECT_TRUE(result.image.isNull());
    EXPECT_EQ(result.size, QSize(100000, 100000));
    EXPECT_TRUE(result.error.contains(u"100000×100000"_s)) << qPrintable(result.error);
    EXPECT_TRUE(result.error.contains(u"8192"_s)) << qPrintable(result.error);
}

TEST(SafeImage, DecodesAllowedFormatsAndScalesWhileDecoding)
{
    const SafeImage::Result full = SafeImage::decode(pngBytes({100, 50}), u"image/png"_s);
    EXPECT_EQ(full.image.size(), QSize(100, 50)) << qPrintable(full.error);
    const SafeImage::Result small = SafeImage::decode(pngBytes({100, 50}), {}, QSize(10, 10));
    EXPECT_EQ(small.image.size(), QSize(10, 5));
    EXPECT_FALSE(SafeImage::allowedFormats().contains("svg"));
}

TEST(SafeImage, RefusesFormatsOffTheListWithAReason)
{
    const QByteArray svg = R"(<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">)"
                           R"(<image href="file:///etc/passwd"/></svg>)";
    const QByteArray xpm = "/* XPM */\nstatic char *x[] = {\"1 1 1 1\", \"a c #000000\", \"a\"};\n";
    for (const QByteArray &bytes : {svg, xpm, QByteArray("not an image")}) {
        const SafeImage::Result result = SafeImage::decode(bytes, u"image/svg+xml"_s);
        EXPECT_TRUE(result.image.isNull()) << bytes.constData();
        EXPECT_FALSE(result.error.isEmpty()) << bytes.constData();
    }
    EXPECT_TRUE(SafeImage::decode(xpm).error.contains(u"decodes only"_s))
        << qPrintable(SafeImage::decode(xpm).error);
}

TEST(SafeImage, LargePayloadsDecodeOffTheGuiThread)
{
    // Noise does not compress: a 600×600 PNG of it is well over kBackgroundBytes.
    QImage noise(600, 600, QImage::Format_RGB32);
    quint32 state = 12345;
    for (int y = 0; y < noise.height(); ++y) {
        for (int x = 0; x < noise.width(); ++x) {
            state = state * 1664525u + 1013904223u; // a fixed pseudo-random sequence
            noise.setPixel(x, y, state >> 8);
        }
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    noise.save(&buffer, "PNG");
    ASSERT_GT(bytes.size(), SafeImage::kBackgroundBytes);
    QObject context;
    std::optional<SafeImage::Result> result;
    SafeImage::decodeLater(
        bytes, u"image/png"_s, &context, [&result](const SafeImage::Result &r) { result = r; });
    EXPECT_FALSE(result.has_value()); // not decoded before decodeLater returned
    ASSERT_TRUE(UiTest::waitFor([&result] { return result.has_value(); }));
    EXPECT_EQ(result->image.size(), QSize(600, 600));

    // A context that is gone gets no call.
    bool called = false;
    auto gone = std::make_unique<QObject>();
    SafeImage::decodeLater(
        bytes, {}, gone.get(), [&called](const SafeImage::Result &) { called = true; });
    gone.reset();
    bool later = false;
    SafeImage::decodeLater(
        bytes, {}, &context, [&later](const SafeImage::Result &) { later = true; });
    ASSERT_TRUE(UiTest::waitFor([&later] { return later; }));
    QCoreApplication::processEvents();
    EXPECT_FALSE(called);
}

TEST(McpIcons, EachRowIsDecodedOnceAndSmall)
{
    const QJsonObject entry{
        {"icons"_L1, QJsonArray{QJsonObject{{"src"_L1, dataUri(pngBytes({200, 100}))}}}}};
    McpIcons::RowCache cache;
    const QIcon icon = cache.icon(0, entry);
    ASSERT_FALSE(icon.isNull());
    EXPECT_LE(icon.availableSizes().first().width(), McpIcons::kMaxSide);
    cache.icon(0, entry);
    cache.icon(0, entry);
    EXPECT_EQ(cache.decodeCount(), 1); // a repaint costs nothing
    cache.clear();
    cache.icon(0, entry);
    EXPECT_EQ(cache.decodeCount(), 2);
    const QJsonObject huge{
        {"icons"_L1, QJsonArray{QJsonObject{{"src"_L1, dataUri(pngHeaderClaiming(8000, 8000))}}}}};
    EXPECT_TRUE(McpIcons::fromEntry(huge).isNull());
}
