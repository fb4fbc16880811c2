// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonDocument>
#include <QWidget>

class JsonView;
class SafeTextBrowser;
class QToolButton;
class TextPreview;

// The text of a text block or a text resource, shown for what it is: JSON as a collapsible
// tree (or indented text), Markdown rendered (with a toggle to its source), anything else as
// plain text. Long text is previewed (TextPreview) in every form. GUI thread.
class TextContentWidget : public QWidget
{
    Q_OBJECT
public:
    enum class Format { Plain, Markdown, Json };

    // mimeType may be empty (text blocks have none); then the text itself decides.
    TextContentWidget(const QString &text, const QString &mimeType, QWidget *parent = nullptr);

    // `json` (optional) receives the parsed document when the format is Json.
    static Format
    detectFormat(const QString &text, const QString &mimeType, QJsonDocument *json = nullptr);
    Format format() const { return m_format; }
    QString text() const { return m_text; }
    TextPreview *source() const { return m_source; }
    SafeTextBrowser *rendered() const { return m_rendered; } // Markdown only
    JsonView *json() const { return m_json; }                // JSON only
    void setShowSource(bool showSource);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void buildMarkdown();
    void showOnly(QWidget *view);
    void updateRenderedHeight();

    QString m_text;
    QJsonDocument m_document; // parsed once by detectFormat(), handed to the tree
    Format m_format = Format::Plain;
    TextPreview *m_source = nullptr;
    SafeTextBrowser *m_rendered = nullptr;
    QToolButton *m_sourceToggle = nullptr;
    JsonView *m_json = nullptr;
};
