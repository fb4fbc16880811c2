// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

class QPalette;
class QWidget;

// Colours JSON text: member names, strings, numbers and true/false/null, each in its role of
// PaletteColors (readable on light and dark themes). Works line by line, which suits
// indented JSON and does no harm on text that is not JSON (a malformed frame).
class JsonHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    enum class Token { Key, String, Number, Keyword };

    // Colours from this palette, kept.
    JsonHighlighter(QTextDocument *document, const QPalette &palette);
    // Colours from the view's palette, derived again (and the text recoloured) when it changes.
    JsonHighlighter(QTextDocument *document, QWidget *view);
    // The format a token gets (tests compare it with what the document shows).
    QTextCharFormat format(Token token) const;

protected:
    // Takes the token colours from the palette; a subclass with colours of its own adds them.
    virtual void deriveColors(const QPalette &palette);
    void highlightBlock(const QString &text) override;

private:
    QTextCharFormat m_key;
    QTextCharFormat m_string;
    QTextCharFormat m_number;
    QTextCharFormat m_keyword;
    QRegularExpression m_tokens;
};
