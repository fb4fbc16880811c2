// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/schema/losslessjson.h>

#include <QPlainTextEdit>

#include <optional>

// A plain-text editor for JSON in a monospaced font, and the one place that turns text the user
// typed into a LosslessJson (numbers keep their spelling) or into a problem with its line and
// column. Used for the whole value (the form's JSON tab) and for single raw rows. GUI thread.
class JsonTextEdit : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit JsonTextEdit(QWidget *parent = nullptr);

    // Lines of text the editor shows before it scrolls (it grows with its text up to this).
    void setVisibleLines(int minimum, int maximum);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The text as JSON; std::nullopt with *problem set ("Line 2, column 7: missing value")
    // when it does not parse. Empty text is no value: std::nullopt and an empty problem.
    static std::optional<LosslessJson> parse(const QString &text, QString *problem);

private:
    int heightForLines(int lines) const;

    int m_minimumLines = 3;
    int m_maximumLines = 3;
};
