// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;

// Read-only text that may be huge: shows the first kPreviewLimit characters, with "Show all"
// to load the rest (long lines broken for layout) and "Save to file…" for the exact text.
// Its height follows the text up to a cap, so short texts stacked in a result stay compact.
// Owns its editor; GUI thread.
class TextPreview : public QWidget
{
    Q_OBJECT
public:
    static constexpr qsizetype kPreviewLimit = 64 * 1024;

    explicit TextPreview(QWidget *parent = nullptr);

    // suggestedFileName is what "Save to file…" offers ("result.txt"). utf8Size: the text's size
    // in UTF-8 if known (-1: measured here; a 50 MB text takes a while).
    void setText(const QString &text, const QString &suggestedFileName = {}, qint64 utf8Size = -1);
    // No text yet (it is being prepared): the note says so in the text's place.
    void showPending(const QString &note);
    // The text's size in UTF-8 without converting it. Any thread.
    static qint64 utf8Size(QStringView text);
    QString text() const { return m_text; }
    QString displayedText() const;
    bool isTruncated() const { return m_truncated; }
    void showAll();
    bool saveTo(const QString &path, QString *error) const;
    QPlainTextEdit *editor() const { return m_editor; }
    // Highest the preview grows before it scrolls itself (pixels); 0 fills the available space.
    void setMaximumPreviewHeight(int pixels);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void showPreview();
    void updateHeight();

    QPlainTextEdit *m_editor = nullptr;
    QLabel *m_note = nullptr;
    QPushButton *m_showAll = nullptr;
    QPushButton *m_save = nullptr;
    QString m_text;
    QString m_fileName;
    qint64 m_utf8Size = 0;
    bool m_truncated = false;
    int m_maxHeight = 320;
};
