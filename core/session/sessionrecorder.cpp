// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionrecorder.h"

#include <core/mcp/mcpsession.h>

#include <QDateTime>

SessionRecorder::SessionRecorder(QObject *parent)
    : QObject(parent)
{
    // A large line is written on a worker: its failure comes back here, reported like any other.
    m_writer.setBackgroundFailureHandler(this, [this](const QString &message) {
        if (!m_writer.isOpen())
            return;
        m_writer.close();
        Q_EMIT writeFailed(message);
    });
}

bool SessionRecorder::waitForWrites()
{
    if (m_writer.waitForWrites())
        return true;
    if (m_writer.isOpen()) {
        m_writer.close();
        Q_EMIT writeFailed(m_writer.errorString());
    }
    return false;
}

bool SessionRecorder::start(const QString &path,
                            const ServerConfig &server,
                            const QJsonObject &clientInfo)
{
    SessionHeader header;
    header.appVersion = QStringLiteral(MCPSCOPE_VERSION);
    header.created = QDateTime::currentDateTimeUtc();
    header.server = server;
    header.clientInfo = clientInfo;
    header.hasFindings = true; // McpSession's analysis sets them on every event it observes
    return m_writer.open(path, header);
}

void SessionRecorder::attach(McpSession *session)
{
    if (m_session) {
        disconnect(m_session, nullptr, this, nullptr);
        m_session->setTrafficRecorder({});
    }
    m_session = session;
    // OAuth tokens are learnt during the session; a server may echo one back in a frame.
    if (HttpAuthorizer *authorizer = session->transport()->authorizer()) {
        m_writer.addSecrets(authorizer->secrets());
        disconnect(m_secretsConnection);
        m_secretsConnection
            = connect(authorizer, &HttpAuthorizer::secretsChanged, this, [this, authorizer] {
                  m_writer.addSecrets(authorizer->secrets());
              });
    }
    // Written before the session's observers see the event, so the event (and the log row made
    // from it) knows where its bytes are on disk.
    session->setTrafficRecorder(
        [recorder = QPointer<SessionRecorder>(this)](const TrafficEvent &event) {
            return recorder ? recorder->write(SessionEvent::fromTraffic(event)) : RawLocation();
        });
    connect(session, &McpSession::stateChanged, this, [this](McpSession::State state) {
        if (state != McpSession::State::Ready || !m_session)
            return;
        SessionEvent event;
        event.type = SessionEvent::Type::Handshake;
        event.wallClockMs = QDateTime::currentMSecsSinceEpoch();
        event.handshake = m_session->serverInfo();
        write(event);
    });
}

void SessionRecorder::recordAction(const UserAction &action)
{
    SessionEvent event;
    event.type = SessionEvent::Type::Action;
    event.wallClockMs = QDateTime::currentMSecsSinceEpoch();
    event.action = action;
    write(event);
}

void SessionRecorder::stop()
{
    m_writer.close();
}

RawLocation SessionRecorder::write(const SessionEvent &event)
{
    if (!m_writer.isOpen())
        return {};
    if (!m_writer.append(event)) {
        m_writer.close(); // one report, not one per event
        Q_EMIT writeFailed(m_writer.errorString());
        return {};
    }
    return m_writer.lastLocation();
}
