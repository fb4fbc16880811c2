// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QWidget>

class CompletionController;
class McpSession;
class QLabel;
class QPushButton;
class SchemaFormView;

// One resource template: its name and description, a form for its variables (completed as you
// type when the server offers completions), the URI they expand to (RFC 6570) shown live, and
// Read, which asks for that URI. GUI thread.
class TemplatePanel : public QWidget
{
    Q_OBJECT
public:
    explicit TemplatePanel(QWidget *parent = nullptr);

    void setSession(McpSession *session);
    // The same template again (a new listing) keeps what was typed.
    void showTemplate(const QJsonObject &entry);
    QString uriTemplate() const { return m_uriTemplate; }
    // The URI the form expands to now; empty (with *problem set) when the template is malformed.
    QString expandedUri(QString *problem = nullptr) const;
    void setReady(bool ready); // Read needs a ready session
    SchemaFormView *form() const { return m_form; }
    CompletionController *completion() const { return m_completion; }

Q_SIGNALS:
    void readRequested(const QString &uri);

private:
    void updatePreview();

    CompletionController *m_completion = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_facts = nullptr;
    SchemaFormView *m_form = nullptr;
    QLabel *m_preview = nullptr;
    QPushButton *m_read = nullptr;
    QJsonObject m_entry;
    QString m_uriTemplate;
    bool m_ready = false;
};
