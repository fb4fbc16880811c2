// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "completer.h"

#include "mcpmethods.h"
#include "mcprequests.h"
#include "mcpsession.h"
#include "pendingrequest.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {
constexpr int kDefaultDebounceMs = 250;
}

Completer::Completer(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDefaultDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &Completer::send);
}

void Completer::setPrompt(const QString &name)
{
    cancel();
    m_ref = McpRequest::promptRef(name);
}

void Completer::setResourceTemplate(const QString &uriTemplate)
{
    cancel();
    m_ref = McpRequest::resourceRef(uriTemplate);
}

void Completer::complete(const QString &argumentName,
                         const QString &value,
                         const QJsonObject &contextArguments)
{
    m_argumentName = argumentName;
    m_value = value;
    m_context = contextArguments;
    m_debounce.start();
}

void Completer::cancel()
{
    m_debounce.stop();
    dropInFlight(u"cancelled"_s);
}

void Completer::dropInFlight(const QString &reason)
{
    // Forgotten first, so the cancelled request's finished() reports nothing.
    if (PendingRequest *request = m_inFlight) {
        m_inFlight.clear();
        request->cancel(reason);
    }
}

void Completer::send()
{
    if (!m_session)
        return;
    dropInFlight(u"superseded by newer input"_s);
    PendingRequest *request
        = McpRequest::complete(m_ref, m_argumentName, m_value, m_context).send(*m_session);
    m_inFlight = request;
    const QString argumentName = m_argumentName;
    connect(request, &PendingRequest::finished, this, [this, request, argumentName] {
        if (m_inFlight != request)
            return; // superseded: cancelled, or answered after a newer request went out
        m_inFlight.clear();
        if (request->hasError()) {
            Q_EMIT failed(argumentName, request->errorString());
            return;
        }
        const QJsonObject completion
            = request->result().toObject().value("completion"_L1).toObject();
        QStringList values;
        for (const QJsonValue &value : completion.value("values"_L1).toArray())
            values << value.toString();
        const QJsonValue total = completion.value("total"_L1);
        Q_EMIT completed(argumentName,
                         values,
                         completion.value("hasMore"_L1).toBool(),
                         total.isDouble() ? total.toInt() : -1);
    });
}
