// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/log/trafficevent.h>

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

// The findings of one CLI run, collected from the events McpSession observed (each already
// analysed once), counted by severity and printed for `mcpscope-cli lint` and `--check`. Pure.
class FindingLog
{
public:
    // A hostile server can make a finding per frame; beyond this many only counts grow.
    static constexpr qsizetype kMaxKept = 10000;

    void add(const TrafficEvent &event);
    const QList<Finding> &findings() const { return m_findings; }
    int count(Rule::Severity severity) const { return m_counts[int(severity)]; }
    qint64 frames() const { return m_frames; }
    // Errors, or (strict) warnings too: what makes lint exit 7.
    bool fails(bool strict) const;

    // "error id-type-changed /id frame 12: response id … (MCP › Basic › Responses § https://…)"
    // with the message made safe for one terminal line.
    static QString textLine(const Finding &finding);
    // Every kept finding as a text line, then "… and N more" when some were not kept.
    QStringList textLines() const;
    // "1 error, 2 warnings, 0 notes in 45 frames"
    QString countsText() const;
    // [{"severity","rule","pointer","message","frame","spec","url"}…]
    QJsonArray toJson() const;
    QJsonObject countsJson() const; // {"errors","warnings","infos","frames","dropped"}

private:
    QList<Finding> m_findings;
    int m_counts[3] = {0, 0, 0};
    qint64 m_frames = 0;
    qint64 m_dropped = 0;
};
