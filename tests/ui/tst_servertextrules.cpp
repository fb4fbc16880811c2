// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The structural half of "server text is text": ui/ makes its labels, message boxes, status
// lines, window titles, tooltips and rendered documents only through ServerText and
// SafeTextDocument, so a new pane cannot show a server string as rich text by accident.
// (HostileServerTest is the behavioural half.)
#include "uitesthelpers.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct Source
{
    QString path; // relative to ui/
    QString text;
};

QList<Source> uiSources()
{
    const QString root = QStringLiteral(MCPSCOPE_SOURCE_DIR) + u"/ui"_s;
    QList<Source> sources;
    QDirIterator it(root, {u"*.cpp"_s, u"*.h"_s}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            sources.append({path.mid(root.size() + 1), QString::fromUtf8(file.readAll())});
    }
    return sources;
}

bool isHelper(const Source &source)
{
    return source.path.startsWith(u"widgets/servertext."_s)
           || source.path.startsWith(u"widgets/safetextdocument."_s);
}

// The statement that starts at `from`: up to the parenthesis that closes the call.
QString callAt(const QString &text, qsizetype from)
{
    int depth = 0;
    for (qsizetype i = text.indexOf(u'(', from); i >= 0 && i < text.size(); ++i) {
        if (text.at(i) == u'(')
            ++depth;
        else if (text.at(i) == u')' && --depth == 0)
            return text.mid(from, i + 1 - from);
    }
    return text.mid(from);
}

// "file:line: the call" for every match of `pattern` whose call fails `allowed`.
QStringList violations(const QRegularExpression &pattern,
                       const std::function<bool(const Source &, const QString &)> &allowed)
{
    QStringList found;
    for (const Source &source : uiSources()) {
        auto matches = pattern.globalMatch(source.text);
        while (matches.hasNext()) {
            const QRegularExpressionMatch match = matches.next();
            const QString call = callAt(source.text, match.capturedStart());
            if (!allowed(source, call))
                found << u"ui/%1:%2: %3"_s.arg(source.path)
                             .arg(source.text.left(match.capturedStart()).count(u'\n') + 1)
                             .arg(call.simplified().left(160));
        }
    }
    return found;
}

} // namespace

TEST(ServerTextRules, TheRulesSeeTheSources)
{
    EXPECT_GT(uiSources().size(), 100); // a wrong path would make every rule pass
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
