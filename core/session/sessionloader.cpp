// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionloader.h"

#include <core/log/messagelogmodel.h>

using namespace Qt::StringLiterals;

namespace {

TrafficEvent actionRow(const SessionEvent &event)
{
    TrafficEvent row = event.action.toTraffic(event.wallClockMs);
    row.sequence = event.traffic.sequence;
    row.monotonicNs = event.traffic.monotonicNs;
    return row;
}

} // namespace

SessionLoader::SessionLoader(QObject *parent)
    : QObject(parent)
{
    m_slice.setSingleShot(true);
    m_slice.setInterval(0);
    connect(&m_slice, &QTimer::timeout, this, &SessionLoader::readSlice);
}

bool SessionLoader::start(const QString &path,
                          MessageLogModel *model,
                          int connection,
                          int logConnection)
{
    cancel();
    m_model = model;
    m_logConnection = logConnection;
    m_actions.clear();
    m_startError.clear();
    m_events = 0;
    if (!m_reader.open(path))
        return false;
    if (m_reader.header().hasSeveralConnections() && !m_reader.selectConnection(connection)) {
        m_startError = connection == SessionEvent::kNoConnection
                           ? u"%1 records several connections (%2); open one of them"_s.arg(
                               path, m_reader.header().connectionList())
                           : u"%1 records no connection with tag %2"_s.arg(
                               path, QString::number(connection));
        return false;
    }
    m_model->startSession(m_logConnection);
    m_running = true;
    m_slice.start();
    return true;
}

void SessionLoader::cancel()
{
    m_slice.stop();
    m_running = false;
}

void SessionLoader::readSlice()
{
    if (!m_running || !m_model) {
        m_running = false;
        return;
    }
    SessionEvent event;
    bool more = true;
    for (int i = 0; i < m_sliceSize && (more = m_reader.next(&event)); ++i) {
        ++m_events;
        switch (event.type) {
        case SessionEvent::Type::Traffic: // analysed by the reader: paired, with findings
            m_model->appendFrom(m_logConnection, event.traffic);
            break;
        case SessionEvent::Type::Handshake: // the reader's analysis learnt from it
            break;
        case SessionEvent::Type::Action:
            m_actions.append(event.action);
            m_model->appendFrom(m_logConnection, actionRow(event));
            break;
        }
        if (m_observer)
            m_observer(event);
    }
    m_model->flush();
    Q_EMIT progress(m_events);
    if (more) {
        m_slice.start();
        return;
    }
    m_running = false;
    Q_EMIT finished();
}
