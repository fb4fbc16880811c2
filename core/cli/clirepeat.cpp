// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// CliRunner, --repeat N [--concurrency C]: the same request N times, then latency figures.
#include "clirunner.h"

#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcprequests.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>

#include <QJsonDocument>

#include <algorithm>
#include <chrono>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

// Nearest-rank percentile of sorted values, in milliseconds.
double percentileMs(const std::vector<qint64> &sortedNs, double percent)
{
    if (sortedNs.empty())
        return 0;
    const auto rank = size_t(std::ceil(percent / 100.0 * double(sortedNs.size())));
    return double(sortedNs[std::clamp<size_t>(rank, 1, sortedNs.size()) - 1]) / 1e6;
}

qint64 nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

} // namespace

McpRequest CliRunner::methodRequest() const
{
    const QString &method = m_options.method;
    if (method == Mcp::Method::ToolsCall)
        return McpRequest::callTool(m_options.toolName, m_options.toolArguments);
    if (method == Mcp::Method::ResourcesRead)
        return McpRequest::readResource(m_options.uri);
    if (method == Mcp::Method::PromptsGet)
        return McpRequest::getPrompt(m_options.promptName, m_options.promptArguments);
    return {method, {}};
}

void CliRunner::startRepeat()
{
    m_repeat.latenciesNs.reserve(size_t(m_options.repeat));
    m_repeat.startedNs = nowNs();
    const int inFlight = std::min(m_options.concurrency, m_options.repeat);
    for (int i = 0; i < inFlight; ++i)
        sendRepeated();
}

void CliRunner::sendRepeated()
{
    ++m_repeat.sent;
    const qint64 started = nowNs();
    PendingRequest *request = methodRequest().send(*m_session);
    connect(request, &PendingRequest::finished, this, [this, request, started] {
        finishRepeated(request, started);
    });
}

void CliRunner::finishRepeated(PendingRequest *request, qint64 startedNs)
{
    if (m_answered)
        return;
    ++m_repeat.done;
    m_repeat.latenciesNs.push_back(nowNs() - startedNs);
    const PendingRequest::Outcome outcome = request->outcome();
    if (outcome == PendingRequest::Outcome::ConnectionClosed
        || outcome == PendingRequest::Outcome::TransportError) {
        printFailure(request->errorString(), request->httpStatus());
        return;
    }
    const bool toolError = outcome == PendingRequest::Outcome::Result
                           && request->result().toObject().value("isError"_L1).toBool();
    if (outcome != PendingRequest::Outcome::Result || toolError)
        ++m_repeat.errors;
    if (m_repeat.sent < m_options.repeat)
        sendRepeated();
    else if (m_repeat.done == m_options.repeat)
        printRepeatStats();
}

void CliRunner::printRepeatStats()
{
    m_answered = true;
    const double seconds = double(nowNs() - m_repeat.startedNs) / 1e9;
    std::vector<qint64> sorted = m_repeat.latenciesNs;
    std::sort(sorted.begin(), sorted.end());
    const double rate = seconds > 0 ? double(m_repeat.done) / seconds : 0;
    const double p50 = percentileMs(sorted, 50), p90 = percentileMs(sorted, 90),
                 p99 = percentileMs(sorted, 99), max = percentileMs(sorted, 100);
    if (m_options.format == CliOptions::Format::Json) {
        const QJsonObject latency{
            {"p50"_L1, p50}, {"p90"_L1, p90}, {"p99"_L1, p99}, {"max"_L1, max}};
        const QJsonObject stats{{"count"_L1, m_repeat.done},
                                {"errors"_L1, m_repeat.errors},
                                {"callsPerSecond"_L1, rate},
                                {"latencyMs"_L1, latency}};
        writeOut(QString::fromUtf8(
            QJsonDocument(QJsonObject{{"stats"_L1, stats}}).toJson(QJsonDocument::Indented)));
    } else {
        writeOut(u"%1 × %2 (concurrency %3): %4 errors, %5 calls/s\n"
                 "latency ms: p50 %6  p90 %7  p99 %8  max %9\n"_s.arg(m_options.method)
                     .arg(m_repeat.done)
                     .arg(m_options.concurrency)
                     .arg(m_repeat.errors)
                     .arg(rate, 0, 'f', 1)
                     .arg(p50, 0, 'f', 3)
                     .arg(p90, 0, 'f', 3)
                     .arg(p99, 0, 'f', 3)
                     .arg(max, 0, 'f', 3));
    }
    finishWith(m_repeat.errors > 0 ? ServerError : Success);
}
