// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "resourcereader.h"

#include <core/mcp/mcprequests.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>

#include <QJsonObject>

using namespace Qt::StringLiterals;

ResourceReader::ResourceReader(QObject *parent)
    : QObject(parent)
{}

void ResourceReader::setSession(McpSession *session)
{
    m_session = session;
}

void ResourceReader::read(const QString &uri)
{
    if (!m_session || m_session->state() != McpSession::State::Ready) {
        Q_EMIT readFailed(uri, tr("Not connected: connect to the server to read %1.").arg(uri));
        return;
    }
    PendingRequest *request = McpRequest::readResource(uri).send(*m_session);
    connect(request, &PendingRequest::finished, this, [this, uri, request] {
        handleFinished(uri, *request);
    });
}

void ResourceReader::handleFinished(const QString &uri, const PendingRequest &request)
{
    if (request.hasError()) {
        Q_EMIT readFailed(uri, tr("resources/read failed: %1").arg(request.errorString()));
        return;
    }
    const QJsonValue contents = request.result().toObject().value("contents"_L1);
    if (!contents.isArray()) {
        Q_EMIT readFailed(uri,
                          tr("The server answered resources/read without a \"contents\" array."));
        return;
    }
    Q_EMIT contentsRead(uri, contents.toArray());
}
