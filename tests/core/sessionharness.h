// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "support/faketransport.h"

#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>

#include <QTest>

#include <memory>

// A session wired to a ScriptedServer over a FakeTransport, with every observed event kept.
struct SessionHarness
{
    FakeTransport *transport = nullptr;
    ScriptedServer *server = nullptr;
    std::unique_ptr<McpSession> session;
    QList<TrafficEvent> traffic;

    SessionHarness()
    {
        auto fake = std::make_unique<FakeTransport>();
        transport = fake.get();
        server = new ScriptedServer(transport);
        session = std::make_unique<McpSession>(std::move(fake));
        QObject::connect(session.get(),
                         &McpSession::trafficObserved,
                         session.get(),
                         [this](const TrafficEvent &event) { traffic << event; });
    }

    bool connectAndWait()
    {
        session->connectToServer();
        return QTest::qWaitFor(
                   [this] {
                       return session->state() == McpSession::State::Ready
                              || session->state() == McpSession::State::Failed;
                   },
                   5000)
               && session->state() == McpSession::State::Ready;
    }

    QStringList diagnostics() const
    {
        QStringList texts;
        for (const TrafficEvent &event : traffic) {
            if (event.kind == TrafficEvent::Kind::Diagnostic)
                texts << event.text;
        }
        return texts;
    }
};
