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
class QCompleter;
class QLineEdit;
class QStringListModel;
class SchemaFormView;

// completion/complete as you type in a form of string arguments (prompt arguments, template
// variables). Each keystroke restarts a short timer (debounceMs); when it fires, the request
// still waiting for an answer is cancelled (notifications/cancelled) and a new one goes out
// with ref, argument {name, value} and context.arguments (the other fields' values). The
// answer's values appear in a popup under the field; choosing one puts it into the form.
// Only while the server declares the "completions" capability. GUI thread; owns the popup.
class CompletionController : public QObject
{
    Q_OBJECT
public:
    explicit CompletionController(QObject *parent = nullptr);

    void setSession(McpSession *session);
    // ref: {"type": "ref/prompt", "name": ...} or {"type": "ref/resource", "uri": template}.
    // Call again after the form's schema changed: its fields are new widgets.
    void attach(SchemaFormView *form, const QJsonObject &ref);
    void detach();
    bool isAvailable() const;
    void setDebounceMs(int ms) { m_debounce.setInterval(ms); }
    QCompleter *completer() const { return m_completer; }
    QStringList suggestions() const;
    QString lastError() const { return m_lastError; }

Q_SIGNALS:
    void suggestionsShown(const QString &argument, const QStringList &values);

private:
    void handleEdit(QLineEdit *edit, const QString &argument);
    void requestNow();
    void handleAnswer(PendingRequest *request, const QString &argument);
    void acceptSuggestion(const QString &value);
    QJsonObject otherArguments(const QString &argument) const;

    QPointer<McpSession> m_session;
    QPointer<SchemaFormView> m_form;
    QPointer<PendingRequest> m_pending;
    QPointer<QLineEdit> m_edit; // the field being completed
    QJsonObject m_ref;
    QString m_argument;
    QString m_lastError;
    QTimer m_debounce;
    QCompleter *m_completer = nullptr;
    QStringListModel *m_values = nullptr;
};
