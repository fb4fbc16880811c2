// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;

// What resources/read returned for one URI: a banner (which URI, how many items, or the error
// in words), then the contents: text items as text, image blobs previewed, every blob can be
// saved to a file. GUI thread.
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
    QString text() const; // the text shown for the contents
    bool hasImagePreview() const;
    // The bytes of the first blob item, decoded; empty when there is none.
    QByteArray firstBlob() const;

private:
    void saveBlob();

    QLabel *m_banner = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QLabel *m_image = nullptr;
    QPushButton *m_save = nullptr;
    QString m_uri;
    QJsonArray m_contents;
};
