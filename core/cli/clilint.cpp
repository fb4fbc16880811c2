// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clirunner.h"
#include "clitextformat.h"

#include <core/lint/lintscript.h>
#include <core/mcp/mcpsession.h>

#include <QJsonDocument>

using namespace Qt::StringLiterals;

// `mcpscope-cli lint` and `--check`: the run's findings come from McpSession's analysis (every
// frame, once) and from LintScript's steps; this file only starts the steps and prints.

void CliRunner::startLint()
{
    LintScript::Options options;
    options.callReadOnlyTools = m_options.lint.callReadOnlyTools;
    options.maxCalls = m_options.lint.maxCalls;
    m_lint = new LintScript(m_session, options, this);
    connect(m_lint, &LintScript::finished, this, [this] {
        m_answered = true;
        finishWith(Success); // the report follows once the server has stopped
    });
    m_lint->start();
}

void CliRunner::printFindings()
{
    if (m_options.lint.enabled) {
        printLintReport();
        return;
    }
    if (!m_options.lint.check)
        return;
    for (const QString &line : m_findings.textLines())
        writeErr(u"mcpscope-cli: check: "_s + line + u'\n');
    writeErr(u"mcpscope-cli: check: "_s + m_findings.countsText() + u'\n');
}

void CliRunner::printLintReport()
{
    const ServerInfo info = m_session->serverInfo();
    const QString name = info.implementation.value("name"_L1).toString();
    const QString version = info.implementation.value("version"_L1).toString();
    const QStringList steps = m_lint ? m_lint->steps() : QStringList();
    if (m_exitCode == Success && m_findings.fails(m_options.lint.strict))
        m_exitCode = LintFindings;
    if (m_options.format == CliOptions::Format::Json) {
        QJsonObject summary = m_findings.countsJson();
        summary.insert("server"_L1, QJsonObject{{"name"_L1, name}, {"version"_L1, version}});
        summary.insert("protocolVersion"_L1, info.protocolVersion);
        summary.insert("era"_L1, info.era);
        summary.insert("steps"_L1, QJsonArray::fromStringList(steps));
        summary.insert("strict"_L1, m_options.lint.strict);
        summary.insert("exitCode"_L1, m_exitCode);
        if (!m_failure.isEmpty())
            summary.insert("failure"_L1, m_failure);
        writeOut(QString::fromUtf8(QJsonDocument(QJsonObject{{"findings"_L1, m_findings.toJson()},
                                                             {"summary"_L1, summary}})
                                       .toJson(QJsonDocument::Indented)));
        return;
    }
    QString text;
    for (const QString &line : m_findings.textLines())
        text += line + u'\n';
    if (!steps.isEmpty())
        text += u"checked: "_s + Cli::oneLine(steps.join(u"; "_s)) + u'\n';
    const QString server
        = name.isEmpty() ? u"the server"_s : Cli::oneLine(u"%1 %2"_s.arg(name, version).trimmed());
    const QString negotiated
        = info.protocolVersion.isEmpty()
              ? u"no handshake"_s
              : u"%1, %2 era"_s.arg(Cli::oneLine(info.protocolVersion), info.era);
    text += u"lint: %1 (%2, %3)%4\n"_s.arg(
        m_findings.countsText(),
        server,
        negotiated,
        m_exitCode == LintFindings
            ? (m_options.lint.strict ? u": fails (--strict)"_s : u": fails"_s)
            : QString());
    writeOut(text);
}
