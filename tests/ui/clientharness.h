// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "uitesthelpers.h"

#include <core/mcp/mcpsession.h>
#include <core/sessionharness.h>
#include <ui/client/clientsetuppane.h>
#include <ui/client/requestqueuepane.h>

#include <QJsonDocument>
#include <QSettings>

#include <memory>

// The client-side panes on a session over an in-memory transport, with a ScriptedServer that
// sends server->client requests when the test says so: the exact answers can be read back.
struct ClientHarness : SessionHarness
{
    std::unique_ptr<ClientSetupPane> setup = std::make_unique<ClientSetupPane>();
    std::unique_ptr<RequestQueuePane> queue = std::make_unique<RequestQueuePane>();
    QList<QUrl> opened; // what the queue's URL opener was asked to open

    explicit ClientHarness(const QString &serverIdentity = QStringLiteral("stdio scripted"))
    {
        QSettings().clear();
        setup->setServer(serverIdentity, QStringLiteral("scripted"));
        queue->resize(520, 1000); // the size of the dock, so a card's buttons are on screen
        queue->setUrlOpener([this](const QUrl &url) {
            opened << url;
            return true;
        });
    }
    ~ClientHarness()
    {
        // The panes hold QPointers to the session's objects; they go first.
        queue.reset();
        setup.reset();
    }

    bool connect()
    {
        queue->setClientFeatures(setup->attach(session.get()), QStringLiteral("scripted"));
        session->connectToServer();
        return UiTest::waitFor([this] { return session->state() == McpSession::State::Ready; });
    }

    void serverRequest(qint64 id, const QString &method, const QJsonObject &params = {})
    {
        transport->deliver(
            JsonRpcMessage::request(JsonRpcId(id), method, params).json().toObject());
    }
    void serverNotification(const QString &method, const QJsonObject &params)
    {
        transport->deliver(JsonRpcMessage::notification(method, params).json().toObject());
    }

    // Every answer the client sent to server request `id`.
    QList<JsonRpcMessage> answersTo(qint64 id) const
    {
        QList<JsonRpcMessage> answers;
        for (const JsonRpcMessage &message : transport->sentMessages()) {
            if ((message.kind() == JsonRpcMessage::Kind::Result
                 || message.kind() == JsonRpcMessage::Kind::Error)
                && message.id() == JsonRpcId(id))
                answers << message;
        }
        return answers;
    }

    // The observed frame (what the message log shows) of this direction and message kind.
    bool observed(TrafficEvent::Direction direction, JsonRpcMessage::Kind kind, qint64 id) const
    {
        for (const TrafficEvent &event : traffic) {
            if (event.kind != TrafficEvent::Kind::Frame || event.direction != direction)
                continue;
            const JsonRpcMessage message
                = JsonRpcMessage::fromJson(QJsonDocument::fromJson(event.raw).object());
            if (message.kind() == kind && message.id() == JsonRpcId(id))
                return true;
        }
        return false;
    }
};

inline QJsonObject jsonObject(const char *text)
{
    return QJsonDocument::fromJson(text).object();
}
