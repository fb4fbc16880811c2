// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

class McpSession;
class PendingRequest;

// completion/complete as you type, for one prompt or resource template: each keystroke calls
// complete(); the request goes out once typing pauses (debounce), a newer keystroke cancels the
// request still in flight (notifications/cancelled), and only the answer to the latest text is
// reported. Child of whoever shows the suggestions; GUI thread.
class Completer : public QObject
{
    Q_OBJECT
public:
    Completer(McpSession *session, QObject *parent = nullptr);

    // MCP 2025-11-25, Completion: {type: "ref/prompt", name} or {type: "ref/resource", uri}.
    void setPrompt(const QString &name);
    void setResourceTemplate(const QString &uriTemplate);
    void setDebounce(int ms) { m_debounce.setInterval(ms); }

    // contextArguments: the values already chosen for the other arguments (context.arguments).
    void complete(const QString &argumentName,
                  const QString &value,
                  const QJsonObject &contextArguments = {});
    void cancel(); // drops a pending keystroke and cancels the request in flight

Q_SIGNALS:
    void completed(const QString &argumentName,
                   const QStringList &values,
                   bool hasMore,
                   int total); // total -1: the server did not say
    void failed(const QString &argumentName, const QString &errorString);

private:
    void send();
    void dropInFlight(const QString &reason);

    QPointer<McpSession> m_session;
    QJsonObject m_ref;
    QString m_argumentName;
    QString m_value;
    QJsonObject m_context;
    QTimer m_debounce;
    QPointer<PendingRequest> m_inFlight;
};
