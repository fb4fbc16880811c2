// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "longoperation.h"

#include "toolcatalogue.h"

#include <core/mcp/mcpmethods.h>

#include <cmath>

using namespace Qt::StringLiterals;

LongOperation::LongOperation(const JsonRpcId &requestId,
                             const QJsonValue &progressToken,
                             double durationSeconds,
                             int steps,
                             QObject *parent)
    : QObject(parent)
    , m_requestId(requestId)
    , m_progressToken(progressToken)
    , m_durationSeconds(durationSeconds)
    , m_steps(qMax(1, steps))
{
    m_timer.setInterval(int(std::lround(m_durationSeconds * 1000.0 / m_steps)));
    connect(&m_timer, &QTimer::timeout, this, &LongOperation::step);
}

void LongOperation::start()
{
    m_timer.start();
}

void LongOperation::step()
{
    ++m_done;
    if (!m_progressToken.isUndefined()) {
        // MCP 2025-11-25, Progress: progress must increase; total lets clients draw a bar.
        Q_EMIT progressed(JsonRpcMessage::notification(
            Mcp::Method::Progress,
            {{"progressToken"_L1, m_progressToken},
             {"progress"_L1, m_done},
             {"total"_L1, m_steps},
             {"message"_L1, u"Step %1 of %2"_s.arg(m_done).arg(m_steps)}}));
    }
    if (m_done < m_steps)
        return;
    m_timer.stop();
    Q_EMIT finished(ToolCatalogue::textResult(
        u"Finished %1 step(s) in %2 s."_s.arg(m_steps).arg(m_durationSeconds)));
}
