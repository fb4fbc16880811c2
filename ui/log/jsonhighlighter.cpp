// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsonhighlighter.h"

#include "palettecolors.h"

#include <QPalette>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace {

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
    // One pattern, so a number inside a string is never taken for a number: strings (and the
    // ": " that makes one a member name) match first, left to right.
    , m_tokens(
          uR"RE(("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b)RE"_s)
{
    deriveColors(palette);
}

JsonHighlighter::JsonHighlighter(QTextDocument *document, QWidget *view)
    : JsonHighlighter(document, view->palette())
{
    // A theme switch: the view's palette changes, and the text is coloured again.
    PaletteColors::follow(view, this, [this, view] {
        deriveColors(view->palette());
        rehighlight();
    });
}

void JsonHighlighter::deriveColors(const QPalette &palette)
{
    using PaletteColors::Role;
    m_key = colored(PaletteColors::color(palette, Role::JsonKey), true);
    m_string = colored(PaletteColors::color(palette, Role::JsonString));
    m_number = colored(PaletteColors::color(palette, Role::JsonNumber));
    m_keyword = colored(PaletteColors::color(palette, Role::JsonKeyword), true);
}

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
