// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

class QPalette;

// Colours JSON text: member names, strings, numbers and true/false/null, each in a tone mixed
// from the palette (readable on light and dark themes). Works line by line, which suits
// indented JSON and does no harm on text that is not JSON (a malformed frame).
class JsonHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    enum class Token { Key, String, Number, Keyword };

    JsonHighlighter(QTextDocument *document, const QPalette &palette);
    // The format a token gets (tests compare it with what the document shows).
    QTextCharFormat format(Token token) const;

protected:
    void highlightBlock(const QString &text) override;

private:
    QTextCharFormat m_key;
    QTextCharFormat m_string;
    QTextCharFormat m_number;
    QTextCharFormat m_keyword;
    QRegularExpression m_tokens;
};
