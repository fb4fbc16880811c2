// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "findinglog.h"

#include "clitextformat.h"

using namespace Qt::StringLiterals;

void FindingLog::add(const TrafficEvent &event)
{
    if (event.kind == TrafficEvent::Kind::Frame)
        ++m_frames;
    if (!event.findings)
        return;
    for (const Finding &finding : *event.findings) {
        ++m_counts[int(finding.severity())];
        if (m_findings.size() < kMaxKept)
            m_findings.append(finding);
        else
            ++m_dropped;
    }
}

bool FindingLog::fails(bool strict) const
{
    return count(Rule::Severity::Error) > 0 || (strict && count(Rule::Severity::Warning) > 0);
}

QString FindingLog::textLine(const Finding &finding)
{
    QString line = Rule::severityName(finding.severity()) + u' ' + finding.ruleId() + u' '
                   + (finding.pointer.isEmpty() ? u"-"_s : Cli::oneLine(finding.pointer));
    if (finding.frame > 0)
        line += u" frame %1"_s.arg(finding.frame);
    line += u": "_s + Cli::oneLine(finding.message);
    if (finding.rule)
        line += u" (%1 § %2)"_s.arg(finding.rule->spec, finding.rule->url);
    return line;
}

QStringList FindingLog::textLines() const
{
    QStringList lines;
    for (const Finding &finding : m_findings)
        lines << textLine(finding);
    if (m_dropped > 0)
        lines << u"… and %1 more findings (only the first %2 are listed)"_s.arg(m_dropped).arg(
            kMaxKept);
    return lines;
}

QString FindingLog::countsText() const
{
    const int errors = count(Rule::Severity::Error);
    const int warnings = count(Rule::Severity::Warning);
    const int infos = count(Rule::Severity::Info);
    return u"%1 %2, %3 %4, %5 %6 in %7 %8"_s.arg(errors)
        .arg(errors == 1 ? u"error"_s : u"errors"_s)
        .arg(warnings)
        .arg(warnings == 1 ? u"warning"_s : u"warnings"_s)
        .arg(infos)
        .arg(infos == 1 ? u"note"_s : u"notes"_s)
        .arg(m_frames)
        .arg(m_frames == 1 ? u"frame"_s : u"frames"_s);
}

QJsonArray FindingLog::toJson() const
{
    QJsonArray array;
    for (const Finding &finding : m_findings) {
        QJsonObject object{{"severity"_L1, Rule::severityName(finding.severity())},
                           {"rule"_L1, finding.ruleId()},
                           {"pointer"_L1, finding.pointer},
                           {"message"_L1, finding.message},
                           {"frame"_L1, finding.frame}};
        if (finding.rule) {
            object.insert("spec"_L1, QString(finding.rule->spec));
            object.insert("url"_L1, QString(finding.rule->url));
        }
        array.append(object);
    }
    return array;
}

QJsonObject FindingLog::countsJson() const
{
    return {{"errors"_L1, count(Rule::Severity::Error)},
            {"warnings"_L1, count(Rule::Severity::Warning)},
            {"infos"_L1, count(Rule::Severity::Info)},
            {"frames"_L1, m_frames},
            {"dropped"_L1, m_dropped}};
}
