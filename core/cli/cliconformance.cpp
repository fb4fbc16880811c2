// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// CliRunner, --conformance: plays one client scenario of the official MCP conformance suite
// (@modelcontextprotocol/conformance). The suite's mock server checks what we send; we only
// make the calls each scenario expects (ConformanceScript), with the same code paths as every
// other run. The era comes from MCP_CONFORMANCE_PROTOCOL_VERSION (see readConformance).
#include "clirunner.h"
#include "conformancescript.h"

using namespace Qt::StringLiterals;

void CliRunner::runConformanceScenario()
{
    auto *script = new ConformanceScript(m_session,
                                         m_options.protocol.conformanceScenario,
                                         m_options.protocol.conformanceContext,
                                         this);
    connect(script,
            &ConformanceScript::finished,
            this,
            [this, script](bool ok, const QString &summary) {
                if (ok)
                    printResult(QJsonObject{{"conformance"_L1, summary}}, false);
                else
                    printFailure(summary, script->failureHttpStatus());
            });
    script->start();
}
