// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFutureWatcher>
#include <QJsonDocument>
#include <QJsonValue>
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

    // What the views are made from: the text, its format and (JSON) its parse. Pure work that
    // may take long for a large text (a 50 MB string is converted, measured and maybe parsed).
    struct Prepared
    {
        QString text;
        Format format = Format::Plain;
        QJsonDocument document; // Json only
        qint64 utf8Size = 0;
    };
    // mimeType may be empty (text blocks have none); then the text itself decides. Any thread.
    static Prepared prepare(const QString &text, const QString &mimeType);

    TextContentWidget(const QString &text, const QString &mimeType, QWidget *parent = nullptr);
    // For a text too large to prepare on the GUI thread: shows "Preparing…" and fills itself
    // when a worker has prepared text (a JSON string; anything else is shown empty). ready()
    // says when.
    static TextContentWidget *
    preparedOnWorker(const QJsonValue &text, const QString &mimeType, QWidget *parent = nullptr);
    bool isReady() const { return m_ready; }

    // `json` (optional) receives the parsed document when the format is Json.
    static Format
    detectFormat(const QString &text, const QString &mimeType, QJsonDocument *json = nullptr);
    Format format() const { return m_format; }
    QString text() const { return m_text; }
    TextPreview *source() const { return m_source; }
    SafeTextBrowser *rendered() const { return m_rendered; } // Markdown only
    JsonView *json() const { return m_json; }                // JSON only
    void setShowSource(bool showSource);

Q_SIGNALS:
    void ready();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    explicit TextContentWidget(QWidget *parent);
    void show(Prepared prepared);
    void buildMarkdown();
    void showOnly(QWidget *view);
    void updateRenderedHeight();

    QString m_text;
    Format m_format = Format::Plain;
    TextPreview *m_source = nullptr;
    SafeTextBrowser *m_rendered = nullptr;
    QToolButton *m_sourceToggle = nullptr;
    JsonView *m_json = nullptr;
    QFutureWatcher<Prepared> m_preparing;
    bool m_ready = false; // the views show the text
};
