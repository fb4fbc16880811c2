// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSet>

class McpSession;
class PendingRequest;
class RequestCorrelator;
struct JsonRpcError;

// One MRTR round (MCP 2026-07-28, SEP-2322): the server answered tools/call, prompts/get or
// resources/read with resultType "input_required". Each embedded request (elicitation/create,
// sampling/createMessage, roots/list) goes to the session's handlers, the same path a legacy
// server request takes, so the GUI's cards answer it; when every answer is in, the call is
// sent again under a new id with the original params, inputResponses and the requestState
// exactly as the server sent it (left out when it sent none). A refusal, an error or too
// many rounds ends the call. The request changes only through the session's correlator.
// Deletes itself when done.
class InputRequiredRound : public QObject
{
    Q_OBJECT
public:
    InputRequiredRound(McpSession *session,
                       RequestCorrelator &requests,
                       PendingRequest *request,
                       const QJsonObject &result);
    void start();

private:
    void collect(const QString &key, const QJsonObject *result, const JsonRpcError *error);
    void retry();
    void stop(const QString &why);

    McpSession *m_session;
    RequestCorrelator &m_requests;
    QPointer<PendingRequest> m_request;
    QJsonObject m_result;
    QJsonObject m_responses;
    QSet<QString> m_waiting;
    bool m_done = false;
};
