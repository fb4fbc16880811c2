// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "inboundrequest.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/schema/formschemas.h>
#include <core/schema/schemaformmodel.h>

using namespace Qt::StringLiterals;

InboundRequest::InboundRequest(const JsonRpcMessage &request,
                               ServerRequestResponder responder,
                               QObject *parent)
    : QObject(parent)
    , m_id(request.id())
    , m_method(request.method())
    , m_params(request.paramsObject())
    , m_responder(std::move(responder))
{}

QString InboundRequest::relatedTaskId() const
{
    return m_params.value("_meta"_L1)
        .toObject()
        .value("io.modelcontextprotocol/related-task"_L1)
        .toObject()
        .value("taskId"_L1)
        .toString();
}

bool InboundRequest::respond(const QJsonObject &result)
{
    if (!isOpen())
        return false;
    m_answered = true;
    m_responder.result(result);
    Q_EMIT answered();
    deleteLater();
    return true;
}

bool InboundRequest::respondError(const JsonRpcError &error)
{
    if (!isOpen())
        return false;
    m_answered = true;
    m_responder.error(error);
    Q_EMIT answered();
    deleteLater();
    return true;
}

void InboundRequest::withdraw(const QString &reason)
{
    if (!isOpen())
        return;
    m_withdrawn = true;
    Q_EMIT withdrawn(reason);
    deleteLater();
}

QString SamplingRequest::systemPrompt() const
{
    return params().value("systemPrompt"_L1).toString();
}

int SamplingRequest::maxTokens() const
{
    return params().value("maxTokens"_L1).toInt();
}

QJsonObject SamplingRequest::modelPreferences() const
{
    return params().value("modelPreferences"_L1).toObject();
}

QJsonArray SamplingRequest::tools() const
{
    return params().value("tools"_L1).toArray();
}

QStringList SamplingRequest::checkResult(const QJsonObject &result)
{
    // MCP 2025-11-25, CreateMessageResult: {role, content, model, stopReason?}.
    QStringList problems;
    if (result.value("role"_L1).toString() != "assistant"_L1)
        problems << u"role must be \"assistant\""_s;
    const QJsonValue content = result.value("content"_L1);
    if (!content.isObject() && !content.isArray())
        problems << u"content must be a content block or an array of them"_s;
    if (!result.value("model"_L1).isString())
        problems << u"model (the name of the model that answered) must be a string"_s;
    const QJsonValue stop = result.value("stopReason"_L1);
    if (!stop.isUndefined() && !stop.isString())
        problems << u"stopReason must be a string when present"_s;
    return problems;
}

bool SamplingRequest::approve(const QJsonObject &createMessageResult)
{
    return respond(createMessageResult);
}

bool SamplingRequest::reject(const QString &reason)
{
    return respondError({JsonRpc::ErrorCode::UserRejected,
                         reason.isEmpty() ? u"User rejected sampling request"_s : reason,
                         QJsonValue::Undefined});
}

ElicitationRequest::Mode ElicitationRequest::mode() const
{
    return params().value("mode"_L1).toString() == "url"_L1 ? Mode::Url : Mode::Form;
}

QString ElicitationRequest::message() const
{
    return params().value("message"_L1).toString();
}

QJsonObject ElicitationRequest::requestedSchema() const
{
    return FormSchemas::elicitation(params());
}

QUrl ElicitationRequest::url() const
{
    return QUrl(params().value("url"_L1).toString(), QUrl::StrictMode);
}

QString ElicitationRequest::elicitationId() const
{
    return params().value("elicitationId"_L1).toString();
}

QJsonObject ElicitationRequest::defaultContent() const
{
    if (mode() != Mode::Form)
        return {};
    SchemaFormModel form;
    form.setSchema(requestedSchema());
    return form.arguments();
}

bool ElicitationRequest::accept(const QJsonObject &content)
{
    return answer(u"accept"_s, mode() == Mode::Form ? content : QJsonObject());
}

bool ElicitationRequest::decline()
{
    return answer(u"decline"_s);
}

bool ElicitationRequest::cancel()
{
    return answer(u"cancel"_s);
}

bool ElicitationRequest::answer(const QString &action, const QJsonObject &content)
{
    QJsonObject result{{"action"_L1, action}};
    if (action == "accept"_L1 && mode() == Mode::Form)
        result.insert("content"_L1, content);
    return respond(result);
}
