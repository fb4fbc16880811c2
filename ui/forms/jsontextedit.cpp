// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsontextedit.h"

#include <QFontDatabase>
#include <QJsonDocument>
#include <QJsonParseError>

using namespace Qt::StringLiterals;

namespace {

// Line and column (both from 1) of a UTF-8 byte offset into text, counted in characters.
QString position(const QByteArray &utf8, qsizetype offset)
{
    const QString before
        = QString::fromUtf8(utf8.left(std::clamp<qsizetype>(offset, 0, utf8.size())));
    const qsizetype lineStart = before.lastIndexOf(u'\n') + 1;
    return JsonTextEdit::tr("Line %1, column %2")
        .arg(before.count(u'\n') + 1)
        .arg(before.size() - lineStart + 1);
}

} // namespace

JsonTextEdit::JsonTextEdit(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabChangesFocus(true); // keyboard users leave the editor with Tab, as in any form field
    connect(this, &QPlainTextEdit::blockCountChanged, this, &QWidget::updateGeometry);
}

void JsonTextEdit::setVisibleLines(int minimum, int maximum)
{
    m_minimumLines = minimum;
    m_maximumLines = std::max(minimum, maximum);
    updateGeometry();
}

int JsonTextEdit::heightForLines(int lines) const
{
    const int margins = int(document()->documentMargin() * 2) + frameWidth() * 2;
    return fontMetrics().lineSpacing() * lines + margins + 2;
}

QSize JsonTextEdit::sizeHint() const
{
    const int lines = std::clamp(blockCount(), m_minimumLines, m_maximumLines);
    return {QPlainTextEdit::sizeHint().width(), heightForLines(lines)};
}

QSize JsonTextEdit::minimumSizeHint() const
{
    return {QPlainTextEdit::minimumSizeHint().width(), heightForLines(m_minimumLines)};
}

std::optional<LosslessJson> JsonTextEdit::parse(const QString &text, QString *problem)
{
    problem->clear();
    if (text.trimmed().isEmpty())
        return std::nullopt;
    const QByteArray utf8 = text.toUtf8();
    if (std::optional<LosslessJson> parsed = LosslessJson::fromJson(utf8))
        return parsed;
    // LosslessJson says what is wrong; the position is worth saying in lines and columns.
    QJsonParseError error;
    QJsonDocument::fromJson("[" + utf8 + "\n]", &error);
    if (error.error == QJsonParseError::NoError)
        *problem = tr("Only one JSON value is allowed here");
    else
        // Qt reports the offset after the character it choked on (and counts our "[").
        *problem = tr("%1: %2").arg(position(utf8, error.offset - 2), error.errorString());
    return std::nullopt;
}
