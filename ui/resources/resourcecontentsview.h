// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QWidget>

class ContentView;
class QLabel;

// What resources/read returned for one URI: a banner (which URI, how many items, or the error
// in words), then the contents rendered by ContentView as embedded resources (text, Markdown
// and JSON shown, images previewed, audio played, every blob can be saved). GUI thread.
class ResourceContentsView : public QWidget
{
    Q_OBJECT
public:
    explicit ResourceContentsView(QWidget *parent = nullptr);

    void clear();
    void showBusy(const QString &uri);
    void showContents(const QString &uri, const QJsonArray &contents);
    void showError(const QString &uri, const QString &message);
    QString uri() const { return m_uri; }
    QJsonArray contents() const { return m_contents; }
    QString bannerText() const;
    // The text items of the contents shown, joined by newlines.
    QString text() const;
    bool hasImagePreview() const;
    ContentView *contentView() const { return m_view; }

private:
    QLabel *m_banner = nullptr;
    ContentView *m_view = nullptr;
    QString m_uri;
    QJsonArray m_contents;
};
