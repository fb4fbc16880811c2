// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// CliRunner, the client side: the capabilities advertised, roots, and the answers to sampling
// and elicitation requests, given at once by the options' policy (a person is not there).
// Every request and answer is also a frame in the traffic, like any other.
#include "clirunner.h"
#include "clitextformat.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/clientfeatures.h>
#include <core/mcp/inboundrequest.h>
#include <core/mcp/mcpsession.h>

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

void CliRunner::attachClientFeatures()
{
    const CliProtocolOptions &o = m_options.protocol;
    m_clientFeatures = new ClientFeatures(m_session);
    m_clientFeatures->setCapabilities(o.capabilities);
    m_clientFeatures->setRoots(o.roots); // checked when the options were parsed
    connect(m_session, &McpSession::notificationReceived, this, &CliRunner::handleNotification);
    connect(m_clientFeatures, &ClientFeatures::rootsListed, this, [this] {
        writeErr(u"mcpscope-cli: the server listed the roots (%1)\n"_s.arg(
            m_clientFeatures->roots().size()));
    });
    connect(m_clientFeatures,
            &ClientFeatures::samplingRequested,
            this,
            [this](SamplingRequest *request) {
                if (m_options.protocol.hasSamplingResponse) {
                    writeErr(u"mcpscope-cli: answered sampling/createMessage with "
                             "--sampling-response\n"_s);
                    request->approve(m_options.protocol.samplingResponse);
                } else {
                    writeErr(u"mcpscope-cli: rejected sampling/createMessage (no "
                             "--sampling-response)\n"_s);
                    request->reject();
                }
            });
    connect(
        m_clientFeatures,
        &ClientFeatures::elicitationRequested,
        this,
        [this](ElicitationRequest *request) {
            using Policy = CliProtocolOptions::ElicitationPolicy;
            const bool url = request->mode() == ElicitationRequest::Mode::Url;
            if (url)
                writeErr(u"mcpscope-cli: the server asks you to visit %1 (not opened): %2\n"_s.arg(
                    Cli::oneLine(request->url().toString()), Cli::oneLine(request->message())));
            switch (m_options.protocol.elicitation) {
            case Policy::AcceptDefaults:
                writeErr(u"mcpscope-cli: accepted elicitation/create%1\n"_s.arg(
                    url ? QString() : u" with the form's defaults"_s));
                request->accept(request->defaultContent());
                break;
            case Policy::Response: {
                const QJsonObject &answer = m_options.protocol.elicitationResponse;
                const QString action = answer.value("action"_L1).toString();
                writeErr(u"mcpscope-cli: answered elicitation/create with "
                         "--elicitation-response (%1)\n"_s.arg(Cli::oneLine(action)));
                if (action == "accept"_L1)
                    request->accept(answer.value("content"_L1).toObject());
                else if (action == "cancel"_L1)
                    request->cancel();
                else
                    request->decline();
                break;
            }
            case Policy::Cancel:
                writeErr(u"mcpscope-cli: cancelled elicitation/create\n"_s);
                request->cancel();
                break;
            case Policy::Decline:
                writeErr(u"mcpscope-cli: declined elicitation/create (see --elicitation)\n"_s);
                request->decline();
                break;
            }
        });
    connect(
        m_clientFeatures, &ClientFeatures::elicitationCompleted, this, [this](const QString &id) {
            writeErr(u"mcpscope-cli: the server says URL elicitation %1 is complete\n"_s.arg(
                Cli::oneLine(id)));
        });
}

void CliRunner::printUrlElicitations(const JsonRpcError &error)
{
    // MCP 2025-11-25: -32042 lists the URLs the user must visit before retrying.
    for (const QJsonObject &elicitation : m_clientFeatures->takeUrlElicitations(error))
        writeErr(u"  visit %1 (elicitation %2): %3\n"_s.arg(
            Cli::oneLine(elicitation.value("url"_L1).toString()),
            Cli::oneLine(elicitation.value("elicitationId"_L1).toString()),
            Cli::oneLine(elicitation.value("message"_L1).toString())));
}
