// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionloader.h"

#include <core/log/messagelogmodel.h>

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

bool SessionLoader::start(const QString &path, MessageLogModel *model)
{
    cancel();
    m_model = model;
    m_actions.clear();
    m_events = 0;
    if (!m_reader.open(path))
        return false;
    m_model->startSession();
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
            m_model->append(event.traffic);
            break;
        case SessionEvent::Type::Handshake: // the reader's analysis learnt from it
            break;
        case SessionEvent::Type::Action:
            m_actions.append(event.action);
            m_model->append(actionRow(event));
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
