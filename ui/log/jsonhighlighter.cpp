// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsonhighlighter.h"

#include <QPalette>

using namespace Qt::StringLiterals;

namespace {

// A hue pulled toward the palette's text colour: saturated enough to tell apart, never so far
// from Text that it becomes unreadable on the Base behind it.
QColor tone(const QPalette &palette, const QColor &hue)
{
    const QColor text = palette.color(QPalette::Text);
    const auto mix = [](int a, int b) { return (a + 2 * b) / 3; };
    return QColor(
        mix(text.red(), hue.red()), mix(text.green(), hue.green()), mix(text.blue(), hue.blue()));
}

QTextCharFormat colored(const QColor &color, bool bold = false)
{
    QTextCharFormat format;
    format.setForeground(color);
    if (bold)
        format.setFontWeight(QFont::DemiBold);
    return format;
}

} // namespace

JsonHighlighter::JsonHighlighter(QTextDocument *document, const QPalette &palette)
    : QSyntaxHighlighter(document)
    , m_key(colored(tone(palette, QColor(0x1f, 0x6f, 0xd0)), true))
    , m_string(colored(tone(palette, QColor(0x2e, 0x9a, 0x3a))))
    , m_number(colored(tone(palette, QColor(0xd0, 0x6a, 0x10))))
    , m_keyword(colored(tone(palette, QColor(0xa0, 0x3c, 0xc8)), true))
    // One pattern, so a number inside a string is never taken for a number: strings (and the
    // ": " that makes one a member name) match first, left to right.
    , m_tokens(
          uR"RE(("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b)RE"_s)
{}

QTextCharFormat JsonHighlighter::format(Token token) const
{
    switch (token) {
    case Token::Key:
        return m_key;
    case Token::String:
        return m_string;
    case Token::Number:
        return m_number;
    case Token::Keyword:
        return m_keyword;
    }
    return {};
}

void JsonHighlighter::highlightBlock(const QString &text)
{
    auto matches = m_tokens.globalMatch(text);
    while (matches.hasNext()) {
        const QRegularExpressionMatch match = matches.next();
        if (match.capturedLength(1) > 0) {
            const bool isKey = match.capturedLength(2) > 0;
            setFormat(int(match.capturedStart(1)),
                      int(match.capturedLength(1)),
                      isKey ? m_key : m_string);
        } else if (match.capturedLength(3) > 0) {
            setFormat(int(match.capturedStart(3)), int(match.capturedLength(3)), m_number);
        } else {
            setFormat(int(match.capturedStart(4)), int(match.capturedLength(4)), m_keyword);
        }
    }
}
