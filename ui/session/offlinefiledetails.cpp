// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "offlinefiledetails.h"

#include "logging/serverlogmodel.h"

#include <core/mcp/mcpmethods.h>
#include <core/replay/replayplanreader.h>
#include <core/session/sessionindex.h>

#include <QDateTime>

namespace {

// The requests McpSession sends to fill the panes; their recorded responses answer it offline.
bool isPaneRequest(const QString &method)
{
    return method == Mcp::Method::Initialize || method == Mcp::Method::ServerDiscover
           || method == Mcp::Method::ToolsList || method == Mcp::Method::ResourcesList
           || method == Mcp::Method::ResourcesTemplatesList || method == Mcp::Method::PromptsList
           || method == Mcp::Method::SkillsList || method == Mcp::Method::TasksList;
}

} // namespace

OfflineFileDetails::OfflineFileDetails(const SessionIndex *index,
                                       int connection,
                                       ServerLogModel *serverLog,
                                       QObject *parent)
    : QObject(parent)
    , m_index(index)
    , m_connection(connection)
    , m_serverLogModel(serverLog)
{
    m_serverLogTimer.setInterval(0);
    connect(&m_serverLogTimer, &QTimer::timeout, this, &OfflineFileDetails::readServerLog);
}

OfflineFileDetails::~OfflineFileDetails() = default; // the loader cancels its read

void OfflineFileDetails::take(qint64 first, qint64 last)
{
    using Entry = SessionIndexEntry;
    // The index numbers each name once: only the names new since the last batch are looked at.
    for (; m_namesSeen < m_index->nameCount(); ++m_namesSeen) {
        const QString &name = m_index->name(quint16(m_namesSeen));
        if (name == Mcp::Method::Message)
            m_messageName = quint16(m_namesSeen);
        else if (isPaneRequest(name))
            m_paneNames.append(quint16(m_namesSeen));
    }
    for (qint64 i = first; i <= last; ++i) {
        const Entry &entry = m_index->entry(i);
        if (entry.type == Entry::Type::Malformed || entry.type == Entry::Type::TooLong) {
            if (m_firstDamaged < 0)
                m_firstDamaged = i;
            continue;
        }
        if (entry.type != Entry::Type::Frame || entry.method == Entry::kNoName)
            continue;
        const auto kind = JsonRpcMessage::Kind(entry.messageKind);
        const auto direction = TrafficEvent::Direction(entry.direction);
        if (entry.method == m_messageName && kind == JsonRpcMessage::Kind::Notification
            && direction == TrafficEvent::Direction::Incoming)
            m_serverLog.append(i);
        else if (kind == JsonRpcMessage::Kind::Request
                 && direction == TrafficEvent::Direction::Outgoing
                 && m_paneRequests.size() < kMaxPaneRequests && m_paneNames.contains(entry.method))
            m_paneRequests.append(entry.offset);
    }
}

void OfflineFileDetails::finish()
{
    if (m_serverLogModel) {
        m_serverLogModel->clear();
        // The pane keeps its newest maxRows(): older messages of a file of one connection
        // would only be dropped again.
        if (m_connection == SessionEvent::kNoConnection)
            m_serverLogRead = qMax<qsizetype>(0, m_serverLog.size() - m_serverLogModel->maxRows());
    }
    if (m_serverLogRead < m_serverLog.size())
        m_serverLogTimer.start();
    if (m_paneRequests.isEmpty()) { // nothing listed: the panes stay empty
        m_planRead = true;
        checkReady();
        return;
    }
    m_loader = new ReplayPlanLoader(this);
    connect(m_loader, &ReplayPlanLoader::finished, this, &OfflineFileDetails::planRead);
    ReplayPlanReader::Request request;
    request.path = m_index->path();
    request.connection = m_connection;
    request.slice = ReplaySlice::ofOffsets(m_paneRequests);
    m_loader->start(request);
}

void OfflineFileDetails::planRead()
{
    // A slice that cannot be read (a listing line damaged since it was indexed) leaves the
    // panes empty; the log still shows the file.
    if (m_loader->result().error.isEmpty() && !m_loader->result().cancelled)
        m_plan = m_loader->result().plan;
    m_planRead = true;
    checkReady();
}

void OfflineFileDetails::checkReady()
{
    if (isReady())
        Q_EMIT ready();
}

void OfflineFileDetails::readServerLog()
{
    const qsizetype end = qMin(m_serverLogRead + kServerLogSlice, m_serverLog.size());
    for (; m_serverLogRead < end; ++m_serverLogRead) {
        const SessionFormat::ParsedEvent parsed
            = m_index->readEvent(m_serverLog.at(m_serverLogRead));
        if (!parsed.event || !m_serverLogModel)
            continue;
        if (m_connection != SessionEvent::kNoConnection && parsed.event->connection != m_connection)
            continue;
        const TrafficEvent &traffic = parsed.event->traffic;
        const QDateTime received = QDateTime::fromMSecsSinceEpoch(traffic.wallClockMs);
        for (const JsonRpcMessage &message : traffic.decoded.messages) {
            if (message.isNotification() && message.method() == Mcp::Method::Message)
                m_serverLogModel->append(message.paramsObject(), received);
        }
    }
    if (m_serverLogRead >= m_serverLog.size())
        m_serverLogTimer.stop();
}
