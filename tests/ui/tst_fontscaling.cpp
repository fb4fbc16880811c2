// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Text that scales with the system font size: no fixed font size and no pixel width in ui/ (the
// scans), and a window that holds its layout with a larger and a smaller application font.
#include "uitesthelpers.h"
// (first: see uitesthelpers.h)
#include "uisources.h"

#include <ui/log/messagelogview.h>
#include <ui/mainwindow.h>
#include <ui/widgets/fontunits.h>

#include <QAbstractButton>
#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QToolButton>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// A size given as a number literal, an argument of the call itself: "(200)" or
// "(NameColumn, 120)", not "(NameColumn, FontUnits::chars(view, 16))". 0 and 1 are not sizes.
bool hasPixelLiteral(const QString &call)
{
    static const QRegularExpression number(uR"(^\s*([0-9]{2,}|[2-9])\s*$)"_s);
    const qsizetype open = call.indexOf(u'(');
    int depth = 0;
    qsizetype argumentStart = open + 1;
    for (qsizetype i = open; i >= 0 && i < call.size(); ++i) {
        const QChar c = call.at(i);
        if (c == u'(') {
            ++depth;
        } else if ((c == u',' && depth == 1) || (c == u')' && depth == 1)) {
            if (number.match(call.mid(argumentStart, i - argumentStart)).hasMatch())
                return true;
            argumentStart = i + 1;
            if (c == u')')
                return false;
        } else if (c == u')') {
            --depth;
        }
    }
    return false;
}

struct FontScaleLook
{
    int fontHeight = 0;
    int statusHeight = 0;
    int rowHeight = 0;
    int buttonHeight = 0;
    QStringList cut; // buttons narrower than their text
};

// Opens a main window with the application font `factor` times the default and measures it.
FontScaleLook lookWithFont(double factor)
{
    const QFont original = QApplication::font();
    QApplication::setFont(FontUnits::scaled(original, factor));
    FontScaleLook look;
    {
        MainWindow window;
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            look.cut << u"(the window was never shown)"_s;
        look.fontHeight = window.fontMetrics().height();
        look.statusHeight = UiTest::find<QLabel>(&window, u"statusText"_s)->height();
        auto *log = UiTest::find<MessageLogView>(&window, u"messageLogView"_s);
        look.rowHeight = log->table()->verticalHeader()->defaultSectionSize();
        auto *connect = UiTest::find<QAbstractButton>(&window, u"connectButton"_s);
        look.buttonHeight = connect->height();
        for (QAbstractButton *button : window.findChildren<QAbstractButton *>()) {
            QString text = button->text();
            text.remove(u'&');
            const auto *tool = qobject_cast<QToolButton *>(button);
            const bool iconOnly = tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly
                                  && !tool->icon().isNull(); // a line edit's clear button
            if (!button->isVisible() || text.isEmpty() || iconOnly)
                continue;
            const int needed = button->fontMetrics().horizontalAdvance(text);
            if (button->width() < needed)
                look.cut << u"%1#%2 \"%3\": %4 px for %5 px of text"_s.arg(
                    QString::fromLatin1(button->metaObject()->className()),
                    button->objectName(),
                    text,
                    QString::number(button->width()),
                    QString::number(needed));
        }
    }
    QApplication::setFont(original);
    return look;
}

} // namespace

TEST(FontScaling, NoFixedFontSizeInUi)
{
    // Sizes relative to the widget's font go through FontUnits::scaled(), the one exception.
    const QStringList found = UiSources::violations(
        QRegularExpression(
            uR"(\bset(PixelSize|PointSize|PointSizeF)\s*\(|font-size|\bfont\s*:\s*\d)"_s),
        [](const UiSources::Source &source, const QString &) {
            return source.path == u"widgets/fontunits.cpp"_s;
        });
    EXPECT_TRUE(found.isEmpty()) << qPrintable(found.join(u'\n'));
}

TEST(FontScaling, NoPixelWidthsInUi)
{
    // Column widths and size limits in characters or lines of the font (FontUnits), never in
    // pixels: a larger font would cut the text they hold.
    const QStringList found = UiSources::violations(
        QRegularExpression(
            uR"(\b(setColumnWidth|resizeSection|set(Minimum|Maximum|Fixed)(Width|Height|Size))\s*\()"_s),
        [](const UiSources::Source &, const QString &call) { return !hasPixelLiteral(call); });
    EXPECT_TRUE(found.isEmpty()) << qPrintable(found.join(u'\n'));
    // The rule sees a pixel width when there is one.
    EXPECT_TRUE(hasPixelLiteral(u"setColumnWidth(NameColumn, 120)"_s));
    EXPECT_TRUE(hasPixelLiteral(u"setMaximumWidth(200)"_s));
    EXPECT_FALSE(hasPixelLiteral(u"setColumnWidth(NameColumn, FontUnits::chars(view, 16))"_s));
    EXPECT_FALSE(hasPixelLiteral(u"setMinimumWidth(0)"_s));
    EXPECT_FALSE(hasPixelLiteral(u"resizeSection(Column, width(u\"name (2)\"_s))"_s));
}

TEST(FontScaling, WindowHoldsItsLayoutWithLargerAndSmallerText)
{
    const FontScaleLook large = lookWithFont(1.5);
    const FontScaleLook small = lookWithFont(0.8);
    EXPECT_TRUE(large.cut.isEmpty()) << qPrintable(large.cut.join(u'\n'));
    EXPECT_TRUE(small.cut.isEmpty()) << qPrintable(small.cut.join(u'\n'));
    // The text grew, and so did what holds it.
    ASSERT_GT(large.fontHeight, small.fontHeight);
    EXPECT_GT(large.statusHeight, small.statusHeight);
    EXPECT_GE(large.statusHeight, large.fontHeight);
    EXPECT_GT(large.rowHeight, small.rowHeight);
    EXPECT_GE(large.rowHeight, large.fontHeight);
    EXPECT_GE(small.rowHeight, small.fontHeight);
    EXPECT_GT(large.buttonHeight, small.buttonHeight);
    EXPECT_GE(large.buttonHeight, large.fontHeight);
}
