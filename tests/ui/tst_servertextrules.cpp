// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The structural half of "server text is text": ui/ makes its labels, message boxes, status
// lines, window titles, tooltips and rendered documents only through ServerText and
// SafeTextDocument, so a new pane cannot show a server string as rich text by accident.
// (HostileServerTest is the behavioural half.)
#include "uitesthelpers.h"
// (first: see uitesthelpers.h)
#include "uisources.h"

#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

using UiSources::Source;
using UiSources::violations;

bool isHelper(const Source &source)
{
    return source.path.startsWith(u"widgets/servertext."_s)
           || source.path.startsWith(u"widgets/safetextdocument."_s);
}

} // namespace

TEST(ServerTextRules, TheRulesSeeTheSources)
{
    EXPECT_GT(UiSources::all().size(), 100); // a wrong path would make every rule pass
}

TEST(ServerTextRules, LabelsAreMadeOnlyByServerText)
{
    const QStringList found
        = violations(QRegularExpression(uR"(new QLabel\b|\bQLabel\s+\w+\s*[({])"_s),
                     [](const Source &source, const QString &) { return isHelper(source); });
    EXPECT_TRUE(found.isEmpty()) << qPrintable(found.join(u'\n'));
}

TEST(ServerTextRules, RichTextIsChosenOnlyByServerText)
{
    const QStringList found = violations(
        QRegularExpression(uR"(setTextFormat\(\s*Qt::(RichText|AutoText|MarkdownText))"_s),
        [](const Source &source, const QString &) { return isHelper(source); });
    EXPECT_TRUE(found.isEmpty()) << qPrintable(found.join(u'\n'));
}

TEST(ServerTextRules, MessageBoxesAndStatusLinesGoThroughServerText)
{
    const QStringList found = violations(
        QRegularExpression(
            uR"(\bQMessageBox\s+\w+\s*\(|QMessageBox::(warning|critical|information|question)\s*\(|showMessage\s*\()"_s),
        [](const Source &source, const QString &) { return isHelper(source); });
    EXPECT_TRUE(found.isEmpty()) << qPrintable(found.join(u'\n'));
}

TEST(ServerTextRules, DocumentsAreRenderedOnlyBySafeTextDocuments)
{
    // A QTextBrowser of its own (or setHtml/setMarkdown on an ordinary document) would load
    // local files behind image names; SafeTextBrowser and SafeTextDocument load nothing.
    const QStringList browsers = violations(
        QRegularExpression(
            uR"(new QTextBrowser\b|public QTextBrowser\b|\bQTextBrowser\s+\w+\s*[({;])"_s),
        [](const Source &source, const QString &) { return isHelper(source); });
    EXPECT_TRUE(browsers.isEmpty()) << qPrintable(browsers.join(u'\n'));
    const QStringList rendering = violations(
        QRegularExpression(uR"(\bset(Html|Markdown)\s*\()"_s),
        [](const Source &source, const QString &) {
            return isHelper(source) || source.text.contains(u"safetextdocument.h"_s)
                   || source.text.contains(u"safeDocument()"_s); // a SafeTextBrowser subclass
        });
    EXPECT_TRUE(rendering.isEmpty()) << qPrintable(rendering.join(u'\n'));
}

TEST(ServerTextRules, TooltipsAndTitlesAreTheProgramsWordsOrFiltered)
{
    // A tooltip is our own translated text, or built by ServerText (a fixed-text helper's
    // `tip` parameter counts as our own).
    const QStringList tips
        = violations(QRegularExpression(uR"(\bsetToolTip\s*\(|setItemData\([^;]*ToolTipRole)"_s),
                     [](const Source &, const QString &call) {
                         return call.contains(u"tr("_s) || call.contains(u"ServerText::"_s)
                                || call.endsWith(u"(tip)"_s);
                     });
    EXPECT_TRUE(tips.isEmpty()) << qPrintable(tips.join(u'\n'));
    const QStringList titles
        = violations(QRegularExpression(uR"(\bsetWindowTitle\s*\()"_s),
                     [](const Source &source, const QString &call) {
                         return isHelper(source) || call.contains(u"ServerText::title("_s)
                                || !call.contains(u"%1"_s) || call.contains(u".arg(open)"_s);
                     });
    EXPECT_TRUE(titles.isEmpty()) << qPrintable(titles.join(u'\n'));
}
