// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "inputrequired.h"

#include "mcpmethods.h"
#include "mcpsession.h"
#include "pendingrequest.h"
#include "requestcorrelator.h"

#include <core/jsonrpc/jsonrpcerrors.h>

using namespace Qt::StringLiterals;

InputRequiredRound::InputRequiredRound(McpSession *session,
                                       RequestCorrelator &requests,
                                       PendingRequest *request,
                                       const QJsonObject &result)
    : QObject(request)
    , m_session(session)
    , m_requests(requests)
    , m_request(request)
    , m_result(result)
{}

void InputRequiredRound::start()
{
    PendingRequest *request = m_request;
    const int round = m_requests.countInputRound(request);
    if (round > m_session->maxInputRounds()) {
        stop(
            u"the server asked for input %1 times; mcpscope stops after %2 rounds"_s.arg(round).arg(
                m_session->maxInputRounds()));
        return;
    }
    // The person may take minutes over a card: the request's timeout waits for the retry.
    m_requests.pauseTimeout(request);
    const QJsonObject inputs = m_result.value("inputRequests"_L1).toObject();
    m_session->logDiagnostic(u"request %1 (%2): the server needs input (MRTR round %3%4)"_s.arg(
        request->id().displayText(),
        request->method(),
        QString::number(round),
        inputs.isEmpty() ? u", no input requests: retrying at once"_s
                         : u": "_s + inputs.keys().join(u", "_s)));
    for (auto it = inputs.begin(); it != inputs.end(); ++it)
        m_waiting.insert(it.key());
    if (m_waiting.isEmpty()) {
        retry();
        return;
    }
    for (auto it = inputs.begin(); it != inputs.end(); ++it) {
        const QJsonObject input = it.value().toObject();
        const QString method = input.value("method"_L1).toString();
        if (method != Mcp::Method::ElicitationCreate && method != Mcp::Method::SamplingCreateMessage
            && method != Mcp::Method::RootsList) {
            stop(u"input request \"%1\" asks for %2, which MRTR does not allow"_s.arg(it.key(),
                                                                                      method));
            return;
        }
        // The embedded request has no id; it gets one for the log and the cards only.
        const JsonRpcId id(u"%1/%2"_s.arg(request->id().displayText(), it.key()));
        const JsonRpcMessage message
            = JsonRpcMessage::request(id, method, input.value("params"_L1).toObject());
        const QString key = it.key();
        QPointer<InputRequiredRound> self(this);
        m_session->serverRequests().dispatch(
            message,
            ServerRequestResponder(
                [self, key](const QJsonObject *result, const JsonRpcError *error) {
                    if (self)
                        self->collect(key, result, error);
                }));
        if (m_done)
            return;
    }
}

void InputRequiredRound::collect(const QString &key,
                                 const QJsonObject *result,
                                 const JsonRpcError *error)
{
    if (m_done || !m_waiting.remove(key))
        return;
    if (error) {
        // MCP: when the person refuses or something fails, just stop; the server is not waiting.
        stop(u"input request \"%1\" was refused: %2"_s.arg(key, error->message));
        return;
    }
    m_responses.insert(key, *result);
    if (m_waiting.isEmpty())
        retry();
}

void InputRequiredRound::retry()
{
    m_done = true;
    deleteLater();
    if (!m_request || m_request->isFinished())
        return;
    // The original params, plus this round's answers; never an earlier round's state.
    QJsonObject params = m_request->params();
    params.remove("inputResponses"_L1);
    params.remove("requestState"_L1);
    if (!m_responses.isEmpty())
        params.insert("inputResponses"_L1, m_responses);
    const QJsonValue state = m_result.value("requestState"_L1);
    if (state.isString())
        params.insert("requestState"_L1, state);
    m_requests.resend(m_request,
                      params,
                      u"MRTR round %1 answered%2"_s.arg(m_request->inputRounds())
                          .arg(state.isString() ? u", requestState echoed"_s : QString()));
}

void InputRequiredRound::stop(const QString &why)
{
    m_done = true;
    deleteLater();
    if (!m_request || m_request->isFinished())
        return;
    m_requests.finishLocally(m_request, PendingRequest::Outcome::Cancelled, why);
}
