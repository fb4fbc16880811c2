// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QWidget>

class ContentView;
class QLabel;
class QPushButton;

// The body of a resource_link block: title and name, URI, mime type and size, description,
// and "Read resource", which asks (readRequested) for resources/read of the URI. Whoever holds
// the session reads it and hands back the contents (showContents) or the failure (showError);
// the contents are then rendered below the link by a nested ContentView. GUI thread.
class ResourceLinkWidget : public QWidget
{
    Q_OBJECT
public:
    explicit ResourceLinkWidget(const QJsonObject &link, QWidget *parent = nullptr);

    QString uri() const { return m_uri; }
    bool isReading() const { return m_reading; }
    // The contents array of a ReadResourceResult.
    void showContents(const QJsonArray &contents);
    void showError(const QString &message);
    ContentView *contentsView() const { return m_contents; }
    void requestRead();

Q_SIGNALS:
    void readRequested(const QString &uri);

private:
    QString m_uri;
    QPushButton *m_read = nullptr;
    QLabel *m_status = nullptr;
    ContentView *m_contents = nullptr;
    bool m_reading = false;
};
