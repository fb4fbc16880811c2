// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "mcpsession.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QUrl>

// A request the server sent us that a person (the GUI's card) or a policy (the CLI) answers,
// possibly much later. Owned by ClientFeatures; it deletes itself (deleteLater) once answered
// or withdrawn by the server, so keep a QPointer. Answers are sent at most once: a second
// answer, or one after the server cancelled, is refused (returns false). GUI thread.
class InboundRequest : public QObject
{
    Q_OBJECT
public:
    JsonRpcId id() const { return m_id; }
    QString method() const { return m_method; }
    QJsonObject params() const { return m_params; }
    bool isOpen() const { return !m_answered && !m_withdrawn; }
    // 2025-11-25 tasks: the task this request belongs to (params._meta related-task), if any.
    QString relatedTaskId() const;
    // The server cancelled it (notifications/cancelled, seen by ClientFeatures): no answer
    // goes out any more; withdrawn() tells the card.
    void withdraw(const QString &reason);

Q_SIGNALS:
    void withdrawn(const QString &reason); // the server sent notifications/cancelled for it
    void answered();

protected:
    InboundRequest(const JsonRpcMessage &request,
                   ServerRequestResponder responder,
                   QObject *parent);
    bool respond(const QJsonObject &result);
    bool respondError(const JsonRpcError &error);

private:
    JsonRpcId m_id;
    QString m_method;
    QJsonObject m_params;
    ServerRequestResponder m_responder;
    bool m_answered = false;
    bool m_withdrawn = false;
};

// sampling/createMessage: the server asks for an LLM completion. The person reviews the
// messages, writes or edits a CreateMessageResult and approves it, or rejects (error -1).
class SamplingRequest : public InboundRequest
{
    Q_OBJECT
public:
    SamplingRequest(const JsonRpcMessage &request,
                    ServerRequestResponder responder,
                    QObject *parent)
        : InboundRequest(request, std::move(responder), parent)
    {}
    QJsonArray messages() const { return params().value(QLatin1StringView("messages")).toArray(); }
    QString systemPrompt() const;
    int maxTokens() const;
    QJsonObject modelPreferences() const;
    QJsonArray tools() const; // sampling with tools (2025-11-25); empty when none

    // What is wrong with a CreateMessageResult, one line each (empty: it can be sent).
    static QStringList checkResult(const QJsonObject &result);
    // Sends the result as given (a debugger may send a bad one on purpose; check first).
    bool approve(const QJsonObject &createMessageResult);
    // MCP 2025-11-25, Sampling: a user rejection is error -1.
    bool reject(const QString &reason = {});
};

// elicitation/create: the server asks the person for data (form mode, a restricted JSON
// Schema) or to visit a URL (URL mode, 2025-11-25). The answer is accept (with content in form
// mode), decline or cancel.
class ElicitationRequest : public InboundRequest
{
    Q_OBJECT
public:
    enum class Mode { Form, Url };
    ElicitationRequest(const JsonRpcMessage &request,
                       ServerRequestResponder responder,
                       QObject *parent)
        : InboundRequest(request, std::move(responder), parent)
    {}
    Mode mode() const;
    QString message() const;
    QJsonObject requestedSchema() const; // form mode
    QUrl url() const;                    // URL mode; never fetched by core
    QString elicitationId() const;       // URL mode
    // Form mode: the content an accept sends when the person changes nothing: the schema's
    // defaults, as the schema engine (SchemaFormModel) fills them.
    QJsonObject defaultContent() const;

    bool accept(const QJsonObject &content = {}); // URL mode: consent, no content
    bool decline();
    bool cancel();

private:
    bool answer(const QString &action, const QJsonObject &content = {});
};
