// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "savedata.h"

#include <QJsonObject>
#include <QWidget>

// The body of an embedded resource (a "resource" block, or one entry of resources/read
// contents): its URI and mime type, then the text (TextContentWidget) or the blob: an image
// is previewed, audio gets a player, anything else shows its size and type with "Save as…".
// A blob that is not valid base64 is reported, not shown as garbage. GUI thread.
class EmbeddedResourceWidget : public QWidget
{
    Q_OBJECT
public:
    explicit EmbeddedResourceWidget(const QJsonObject &resource, QWidget *parent = nullptr);

    QString uri() const { return m_payload.uri; }
    QByteArray blob() const { return m_payload.bytes; }
    bool saveBlobTo(const QString &path, QString *error) const;

private:
    QWidget *createBlobView(const QJsonObject &resource);

    Payload m_payload; // bytes: the decoded blob, if any
};
