// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionreplayer.h"

#include "replayhandshakes.h"

#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>
#include <core/transport/transport.h>

#include <QTimer>

using namespace Qt::StringLiterals;

SessionReplayer::SessionReplayer(ReplayPlan plan,
                                 std::unique_ptr<Transport> transport,
                                 JsonIgnoreList ignore,
                                 QObject *parent)
    : QObject(parent)
    , m_plan(std::move(plan))
    , m_ignore(std::move(ignore))
    , m_session(new McpSession(std::move(transport), this))
{
    if (m_plan.hasHandshake)
        m_session->setHandshake(std::make_unique<RecordedHandshake>(m_plan.initializeParams));
    else
        m_session->setHandshake(std::make_unique<NoHandshake>());
    installAnswers();
    connect(m_session, &McpSession::stateChanged, this, &SessionReplayer::handleState);
    // A failed session may still be stopping the server; finish once the transport is closed.
    connect(m_session->transport(), &Transport::stateChanged, this, &SessionReplayer::handleState);
}

void SessionReplayer::setTimeout(int ms)
{
    m_session->setDefaultTimeout(ms);
}

void SessionReplayer::start()
{
    m_session->connectToServer();
}

void SessionReplayer::installAnswers()
{
    for (auto it = m_plan.answers.cbegin(); it != m_plan.answers.cend(); ++it) {
        const QString method = it.key();
        m_session->setRequestHandler(
            method, [this, method](const JsonRpcMessage &request, ServerRequestResponder reply) {
                QList<ReplayPlan::Answer> &answers = m_plan.answers[method];
                if (answers.isEmpty()) {
                    reply.error(
                        {-32603, u"the recording has no more answers to %1"_s.arg(method), {}});
                    return;
                }
                // The answer to the same question if there is one, else the next in order.
                qsizetype pick = 0;
                for (qsizetype i = 0; i < answers.size(); ++i) {
                    if (answers.at(i).params == request.paramsObject()) {
                        pick = i;
                        break;
                    }
                }
                const JsonRpcMessage answer = answers.takeAt(pick).response;
                if (answer.kind() == JsonRpcMessage::Kind::Error)
                    reply.error(answer.error());
                else
                    reply.result(answer.result().toObject());
            });
    }
}

void SessionReplayer::handleState()
{
    switch (m_session->state()) {
    case McpSession::State::Ready:
        if (!m_started) {
            m_started = true;
            compareHandshake();
            sendNext();
        }
        break;
    case McpSession::State::Failed:
        stop(m_session->failureReason());
        break;
    case McpSession::State::Disconnected:
        stop({});
        break;
    default:
        break;
    }
}

void SessionReplayer::compareHandshake()
{
    if (!m_plan.hasHandshake)
        return;
    const JsonRpcMessage replayed
        = JsonRpcMessage::response(JsonRpcId(), m_session->serverInfo().handshakeResult);
    record(ReplayOutcome::compare(Mcp::Method::Initialize,
                                  m_plan.initializeResponse ? m_plan.initializeResponse->id()
                                                            : JsonRpcId(),
                                  m_plan.initializeResponse,
                                  replayed,
                                  {},
                                  m_ignore));
}

void SessionReplayer::sendNext()
{
    while (m_next < m_plan.steps.size() && m_plan.steps.at(m_next).isNotification())
        sendNotification(m_plan.steps.at(m_next++));
    if (m_next >= m_plan.steps.size()) {
        stop({});
        return;
    }
    const ReplayPlan::Step &step = m_plan.steps.at(m_next++);
    RequestOptions options;
    options.withProgress = step.withProgress;
    PendingRequest *request = m_session->sendRequest(step.method, step.params, options);
    m_newIds.insert(step.recordedId, request->id());
    connect(request, &PendingRequest::finished, this, [this, request, step] {
        finishRequest(request, step);
    });
}

void SessionReplayer::sendNotification(const ReplayPlan::Step &step)
{
    QJsonObject params = step.params;
    if (step.method == Mcp::Method::Cancelled) {
        const JsonRpcId recorded = JsonRpcId::fromJson(params.value("requestId"_L1));
        const auto replayId = m_newIds.constFind(recorded);
        if (replayId == m_newIds.constEnd())
            return; // it cancelled a request this replay never sent
        params.insert("requestId"_L1, replayId->toJson());
    }
    m_session->sendNotification(step.method, params);
}

void SessionReplayer::finishRequest(PendingRequest *request, const ReplayPlan::Step &step)
{
    std::optional<JsonRpcMessage> replayed;
    if (request->outcome() == PendingRequest::Outcome::Result)
        replayed = JsonRpcMessage::response(request->id(), request->result());
    else if (request->outcome() == PendingRequest::Outcome::RemoteError)
        replayed = JsonRpcMessage::errorResponse(request->id(), request->error());
    record(ReplayOutcome::compare(step.method,
                                  step.recordedId,
                                  step.recordedResponse,
                                  replayed,
                                  request->errorString(),
                                  m_ignore));
    if (m_session->state() == McpSession::State::Ready)
        sendNext();
}

void SessionReplayer::record(const ReplayOutcome &outcome)
{
    m_outcomes.append(outcome);
    Q_EMIT stepFinished(outcome);
}

void SessionReplayer::stop(const QString &failure)
{
    if (m_finished)
        return;
    if (!failure.isEmpty() && m_failure.isEmpty())
        m_failure = failure;
    const McpSession::State state = m_session->state();
    if (state == McpSession::State::Ready || state == McpSession::State::Connecting
        || state == McpSession::State::Initializing) {
        m_session->disconnectFromServer(); // finished() once the server is gone
        return;
    }
    if (state == McpSession::State::Closing
        || (state == McpSession::State::Failed
            && m_session->transport()->state() != Transport::State::Closed))
        return;
    m_finished = true;
    Q_EMIT finished();
}
