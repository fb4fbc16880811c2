// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Colours come from one table: ui/ names a colour only in PaletteColors (the roles and their
// hues) and in the theme's palettes (ui/theme/), so every colour follows the theme and is in
// the contrast tests.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// The places a colour literal may appear: the table and the palettes it derives from.
bool isColourTable(const QString &path)
{
    return path == u"palettecolors.cpp"_s || path.startsWith(u"theme/"_s);
}

// Each pattern names one way of writing a colour down.
const QList<QRegularExpression> &colourPatterns()
{
    static const QList<QRegularExpression> patterns{
        // A QColor made from numbers or a name (QColor() and copies of a variable pass).
        QRegularExpression(uR"(\bQColor(?:\s+\w+)?\s*[({]\s*(?:\d|0x|u?"|QString|QLatin1))"_s),
        QRegularExpression(
            uR"(\bQt::(?:white|black|red|darkRed|green|darkGreen|blue|darkBlue|cyan|darkCyan|magenta|darkMagenta|yellow|darkYellow|gray|darkGray|lightGray|color0|color1)\b)"_s),
        QRegularExpression(uR"(\bQColorConstants::|\bqRgba?\s*\(|\bsetNamedColor\s*\()"_s),
        QRegularExpression(
            uR"(\bQColor::from(?:Rgb|Rgba|RgbF|Rgba64|Hsv|HsvF|Hsl|HslF|Cmyk|CmykF|String)\b)"_s),
        // "#rrggbb" or "#rgb" in a string (markup, style sheets, QColor names).
        QRegularExpression(uR"("[^"\n]*#(?:[0-9a-fA-F]{3}){1,2}(?:[0-9a-fA-F]{2})?\b[^"\n]*")"_s),
        // A colour named in markup or a style sheet: "color: red", "background:#fff".
        QRegularExpression(
            uR"("[^"\n]*\b(?:color|background(?:-color)?)\s*:\s*(?:[#a-zA-Z]|rgb)[^"\n]*")"_s),
        QRegularExpression(uR"(\bsetStyleSheet\s*\([^;]*(?:color|background))"_s),
    };
    return patterns;
}

// "line: text" of every colour literal in a source (comments left out).
QStringList colourLiterals(const QString &source)
{
    QStringList found;
    const QStringList lines = source.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines.at(i);
        if (const qsizetype comment = line.indexOf(u"//"_s); comment >= 0)
            line.truncate(comment);
        for (const QRegularExpression &pattern : colourPatterns()) {
            if (pattern.match(line).hasMatch()) {
                found << u"%1: %2"_s.arg(i + 1).arg(line.trimmed());
                break;
            }
        }
    }
    return found;
}

} // namespace

TEST(PaletteColorRules, TheScanFindsEveryWayOfWritingAColour)
{
    const QStringList literals{
        u"painter.setBrush(QColor(0xd0, 0x30, 0x30));"_s,
        u"QColor tint{200, 10, 10};"_s,
        u"QColor named(u\"crimson\"_s);"_s,
        u"pen.setColor(Qt::red);"_s,
        u"option->backgroundBrush = QColorConstants::Svg::pink;"_s,
        u"QRgb rgb = qRgb(1, 2, 3);"_s,
        u"return QColor::fromRgb(10, 20, 30);"_s,
        u"html += u\"<b style='color:#a4000f'>\"_s;"_s,
        u"label->setText(u\"<font color=red>x</font> background: blue\"_s);"_s,
        u"widget->setStyleSheet(u\"QLabel { color: palette(text) }\"_s);"_s,
    };
    for (const QString &literal : literals)
        EXPECT_EQ(colourLiterals(literal).size(), 1) << qPrintable(literal);
    const QStringList fine{
        u"return QColor();"_s,
        u"const QColor color = PaletteColors::color(palette, Role::JsonKey);"_s,
        u"html += u\"<b style='color:%1'>\"_s.arg(color.name());"_s,
        u"pixmap.fill(Qt::transparent); // Qt::red would be a literal"_s,
        u"tr(\"Issue %1 of %2\")"_s,
    };
    for (const QString &line : fine)
        EXPECT_TRUE(colourLiterals(line).isEmpty()) << qPrintable(line);
}

TEST(PaletteColorRules, UiNamesColoursOnlyInTheTable)
{
    const QString root = QStringLiteral(MCPSCOPE_SOURCE_DIR) + u"/ui"_s;
    QStringList found;
    int files = 0;
    QDirIterator it(root, {u"*.cpp"_s, u"*.h"_s}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = path.mid(root.size() + 1);
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << qPrintable(path);
        ++files;
        if (isColourTable(relative))
            continue;
        for (const QString &literal : colourLiterals(QString::fromUtf8(file.readAll())))
            found << u"ui/%1:%2"_s.arg(relative, literal);
    }
    EXPECT_GT(files, 100); // a wrong path would make the rule pass
    EXPECT_TRUE(found.isEmpty()) << "use a PaletteColors role:\n" << qPrintable(found.join(u'\n'));
}
