// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QObject>
#include <QPointer>

class McpSession;
class PendingRequest;

// Sends resources/read for URIs the user follows from a result (resource links) and reports
// the contents or the failure in words. No widgets: a pane owns one and routes the answers to
// its views. Several reads may be in flight; each ends in exactly one signal. GUI thread.
class ResourceReader : public QObject
{
    Q_OBJECT
public:
    explicit ResourceReader(QObject *parent = nullptr);

    void setSession(McpSession *session);
    void read(const QString &uri);

Q_SIGNALS:
    // contents: the ReadResourceResult's contents array.
    void contentsRead(const QString &uri, const QJsonArray &contents);
    void readFailed(const QString &uri, const QString &message);

private:
    void handleFinished(const QString &uri, const PendingRequest &request);

    QPointer<McpSession> m_session;
};
