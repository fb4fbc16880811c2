// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "serverconfig.h"
#include "transport.h"

#include <QList>
#include <QPointer>
#include <QTimer>

class HttpReplyReader;
class QNetworkAccessManager;
class QNetworkReply;
class QNetworkRequest;

// The deprecated HTTP+SSE transport of MCP 2024-11-05: GET the SSE URL, wait for the
// `endpoint` event, then POST every frame to that endpoint; messages from the server arrive as
// SSE `message` events. The endpoint must be on the SSE URL's origin. Frames sent before the
// endpoint is known wait for it (this is how a fallback from Streamable HTTP resends initialize).
class SseTransport : public Transport
{
    Q_OBJECT
public:
    explicit SseTransport(const ServerConfig &config, QObject *parent = nullptr);
    ~SseTransport() override;

    QString description() const override;
    void open() override;
    void close() override;
    void sendFrame(const QByteArray &frame) override;
    void setProtocolVersion(const QString &version) override { m_protocolVersion = version; }
    QString lastDiagnostic() const override { return m_lastDiagnostic; }
    bool isHttp() const override { return true; }

    QUrl endpoint() const { return m_endpoint; }
    // For a fallback: deliver this frame as soon as the endpoint is known.
    void sendWhenOpen(const QByteArray &frame) { m_queued.append(frame); }

private:
    void
    handleStreamItem(const QByteArray &eventType, const QByteArray &data, const QByteArray &id);
    void handleEndpoint(const QByteArray &data);
    void handleStreamFinished();
    void startStream();
    void post(const QByteArray &frame, int authorizations = 0);
    // 401/403 with an authorizer: wait for it, then send again (true).
    bool awaitAuthorization(int status,
                            const QByteArray &wwwAuthenticate,
                            const QByteArray &dpopNonce,
                            int *authorizations);
    void resendAuthorized();
    void failUnauthorized(const QString &reason);
    void closeWith(const QString &reason);
    QNetworkRequest request(const QByteArray &verb,
                            const QUrl &url,
                            const QByteArray &accept,
                            HttpHeaderList *logged,
                            QString *problem) const;
    HttpReplyReader *
    makeReader(QNetworkReply *reply, const QByteArray &method, const HttpHeaderList &logged);

    ServerConfig m_config;
    QNetworkAccessManager *m_network;
    QPointer<HttpReplyReader> m_stream;
    QUrl m_endpoint;
    QString m_protocolVersion;
    QString m_lastDiagnostic;
    QList<QByteArray> m_queued;
    QTimer m_endpointTimer;
    int m_streamAuthorizations = 0;
    bool m_streamAwaitsAuthorization = false;
    QList<QPair<QByteArray, int>> m_framesAwaitingAuthorization; // frame, authorizations so far
};
