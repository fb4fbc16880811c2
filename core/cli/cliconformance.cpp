// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// CliRunner, --conformance: plays one client scenario of the official MCP conformance suite
// (@modelcontextprotocol/conformance). The suite's mock server checks what we send; we only
// make the calls each scenario expects, with the same code paths as every other run.
#include "clirunner.h"

#include <QJsonDocument>

#include <mcp/pagedlist.h>

using namespace Qt::StringLiterals;

namespace {

struct ScenarioPlan
{
    const char *scenario;
    const char *tool;      // called after tools/list; null: tools/list only
    const char *arguments; // JSON object
};

// The non-authorization client scenarios of the 2025-11-25 requirement set.
constexpr ScenarioPlan kPlans[] = {
    {"initialize", nullptr, nullptr},
    {"tools_call", "add_numbers", R"({"a":5,"b":3})"},
    // The elicitation arrives on the GET stream; --conformance accepts it with the defaults.
    {"elicitation-sep1034-client-defaults", "test_client_elicitation_defaults", "{}"},
    // The server closes the POST stream; the transport resumes with GET + Last-Event-ID.
    {"sse-retry", "test_reconnection", "{}"},
};

// Every authorization scenario (auth/...): the mock server answers 401 (or 403) until the
// client authorizes; listing and calling its tool exercises both, and step-up on tools/call.
constexpr ScenarioPlan kAuthorizationPlan = {"auth/*", "test-tool", "{}"};

} // namespace

void CliRunner::runConformanceScenario()
{
    const QString scenario = m_options.protocol.conformanceScenario;
    const ScenarioPlan *plan = nullptr;
    QStringList known;
    for (const ScenarioPlan &candidate : kPlans) {
        known << QString::fromLatin1(candidate.scenario);
        if (scenario == QLatin1StringView(candidate.scenario))
            plan = &candidate;
    }
    if (!plan && scenario.startsWith("auth/"_L1))
        plan = &kAuthorizationPlan;
    if (!plan) {
        printFailure(
            u"conformance scenario \"%1\" is not played by mcpscope-cli (it plays %2)"_s.arg(
                scenario, known.join(u", "_s)));
        return;
    }
    PagedList *list = PagedList::start(m_session, u"tools/list"_s, u"tools"_s);
    connect(list, &PagedList::finished, this, [this, list, plan] {
        if (list->hasError()) {
            printFailure(list->errorString());
            return;
        }
        if (!plan->tool) {
            printResult(QJsonObject{{"tools"_L1, list->items()}}, false);
            return;
        }
        m_options.toolName = QString::fromLatin1(plan->tool);
        m_options.toolArguments = QJsonDocument::fromJson(plan->arguments).object();
        sendRequest(u"tools/call"_s,
                    {{"name"_L1, m_options.toolName}, {"arguments"_L1, m_options.toolArguments}});
    });
}
