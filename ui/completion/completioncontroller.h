// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QStringList>

class Completer;
class McpSession;
class QCompleter;
class QLineEdit;
class QStringListModel;
class SchemaFormView;

// Completion in a form of string arguments (prompt arguments, template variables): every
// keystroke in a field goes to core's Completer (debounced; a newer keystroke cancels the
// request in flight) with the other fields' values as context.arguments, and the values it
// reports appear in a popup under the field; choosing one puts it into the form. Only while
// the server declares the "completions" capability. GUI thread; owns the popup.
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
    void setDebounceMs(int ms);
    QCompleter *completer() const { return m_popup; }
    QStringList suggestions() const;
    QString lastError() const { return m_lastError; }

Q_SIGNALS:
    void suggestionsShown(const QString &argument, const QStringList &values);

private:
    void applyRef();
    void handleEdit(QLineEdit *edit, const QString &argument);
    void showSuggestions(const QString &argument, const QStringList &values);
    void acceptSuggestion(const QString &value);
    QJsonObject otherArguments(const QString &argument) const;

    QPointer<McpSession> m_session;
    QPointer<SchemaFormView> m_form;
    QPointer<QLineEdit> m_edit; // the field being completed
    Completer *m_requests = nullptr;
    QJsonObject m_ref;
    QString m_argument;
    QString m_lastError;
    int m_debounceMs = 250;
    QCompleter *m_popup = nullptr;
    QStringListModel *m_values = nullptr;
};
