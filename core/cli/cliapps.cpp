// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// MCP Apps (SEP-1865) in the CLI: a tools/call names the called tool's app (its
// _meta.ui.resourceUri from tools/list) and, with --app-html FILE, saves the app's checked
// HTML document before the call. The CLI renders no app.
#include "clirunner.h"
#include "clitextformat.h"

#include <core/apps/appmeta.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcprequests.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>
#include <core/platform/privatefiles.h>

using namespace Qt::StringLiterals;

void CliRunner::reportToolApp(const std::function<void()> &then)
{
    QJsonObject tool;
    for (const QJsonValue &entry : std::as_const(m_tools)) {
        if (entry.toObject().value(Mcp::Key::Name).toString() == m_options.toolName)
            tool = entry.toObject();
    }
    const AppMeta::ToolUi ui = AppMeta::toolUi(tool);
    if (!ui.problem.isEmpty())
        writeErr(
            u"mcpscope-cli: warning: the tool's _meta.ui: %1\n"_s.arg(Cli::oneLine(ui.problem)));
    if (ui.hasApp()) {
        // JSON output stays one JSON document on stdout: the note goes to stderr there.
        if (m_options.format == CliOptions::Format::Json)
            writeErr(u"mcpscope-cli: the tool's MCP App: %1\n"_s.arg(Cli::oneLine(ui.resourceUri)));
        else
            writeOut(u"app: %1\n"_s.arg(Cli::oneLine(ui.resourceUri)));
    }
    if (m_options.appHtmlPath.isEmpty()) {
        then();
        return;
    }
    if (!ui.hasApp()) {
        m_answered = true;
        writeErr(u"mcpscope-cli: --app-html: the tool \"%1\" has no MCP App (no "
                 "_meta.ui.resourceUri in tools/list); nothing was called\n"_s.arg(
                     Cli::oneLine(m_options.toolName)));
        finishWith(UsageOrUnexpected);
        return;
    }
    PendingRequest *read = McpRequest::readResource(ui.resourceUri).send(*m_session);
    connect(read, &PendingRequest::finished, this, [this, read, uri = ui.resourceUri, then] {
        if (read->hasError()) {
            m_answered = true;
            writeErr(u"mcpscope-cli: --app-html: reading %1 failed: %2\n"_s.arg(
                Cli::oneLine(uri), Cli::oneLine(read->errorString())));
            finishWith(ServerError);
            return;
        }
        const AppMeta::AppResource resource = AppMeta::resourceFromReadResult(uri, read->result());
        QString error;
        if (!resource.isValid()) {
            error = resource.problem;
        } else if (PrivateFiles::writeAtomically(m_options.appHtmlPath, resource.html, &error)) {
            writeErr(u"mcpscope-cli: saved the app's HTML (%1 bytes) to %2\n"_s.arg(
                QString::number(resource.html.size()), m_options.appHtmlPath));
            then();
            return;
        }
        m_answered = true;
        writeErr(u"mcpscope-cli: --app-html: %1\n"_s.arg(Cli::oneLine(error)));
        finishWith(resource.isValid() ? UsageOrUnexpected : ServerFailure);
    });
}
