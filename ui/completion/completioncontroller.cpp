// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "completioncontroller.h"

#include "forms/schemaformview.h"

#include <core/mcp/completer.h>
#include <core/mcp/mcpsession.h>
#include <core/schema/schemaformmodel.h>

#include <QAbstractItemView>
#include <QCompleter>
#include <QLineEdit>
#include <QStringListModel>

using namespace Qt::StringLiterals;

CompletionController::CompletionController(QObject *parent)
    : QObject(parent)
    , m_popup(new QCompleter(this))
    , m_values(new QStringListModel(this))
{
    m_popup->setModel(m_values);
    // The server already matched the values to what was typed; show them all as they are.
    m_popup->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    m_popup->popup()->setObjectName(u"completionPopup"_s);
    connect(m_popup,
            qOverload<const QString &>(&QCompleter::activated),
            this,
            &CompletionController::acceptSuggestion);
}

void CompletionController::setSession(McpSession *session)
{
    m_session = session;
    delete m_requests; // its request in flight belongs to the old session
    m_requests = nullptr;
    if (!session)
        return;
    m_requests = new Completer(session, this);
    m_requests->setDebounce(m_debounceMs);
    connect(m_requests, &Completer::completed, this, &CompletionController::showSuggestions);
    connect(m_requests, &Completer::failed, this, [this](const QString &, const QString &error) {
        m_lastError = error;
    });
    applyRef();
}

void CompletionController::setDebounceMs(int ms)
{
    m_debounceMs = ms;
    if (m_requests)
        m_requests->setDebounce(ms);
}

bool CompletionController::isAvailable() const
{
    return m_requests && m_session->state() == McpSession::State::Ready
           && m_session->serverInfo().hasCapability(u"completions"_s);
}

void CompletionController::applyRef()
{
    if (!m_requests)
        return;
    if (m_ref.value("type"_L1).toString() == "ref/prompt"_L1)
        m_requests->setPrompt(m_ref.value("name"_L1).toString());
    else
        m_requests->setResourceTemplate(m_ref.value("uri"_L1).toString());
}

void CompletionController::attach(SchemaFormView *form, const QJsonObject &ref)
{
    detach();
    m_form = form;
    m_ref = ref;
    applyRef();
    const QJsonObject properties = form->model()->schema().value("properties"_L1).toObject();
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        auto *edit = qobject_cast<QLineEdit *>(form->inputAt(u'/' + it.key()));
        if (!edit)
            continue; // lists (exploded variables) and choices are not completed
        const QString argument = it.key();
        connect(edit, &QLineEdit::textEdited, this, [this, edit, argument] {
            handleEdit(edit, argument);
        });
    }
}

void CompletionController::detach()
{
    if (m_requests)
        m_requests->cancel();
    if (m_form) {
        for (QLineEdit *edit : m_form->findChildren<QLineEdit *>())
            edit->disconnect(this);
    }
    m_form.clear();
    m_edit.clear();
    m_popup->popup()->hide();
}

QStringList CompletionController::suggestions() const
{
    return m_values->stringList();
}

void CompletionController::handleEdit(QLineEdit *edit, const QString &argument)
{
    if (!isAvailable() || !m_form)
        return;
    m_edit = edit;
    m_argument = argument;
    m_requests->complete(argument, edit->text(), otherArguments(argument));
}

QJsonObject CompletionController::otherArguments(const QString &argument) const
{
    QJsonObject others;
    const QJsonObject value = m_form->model()->value().toObject();
    for (auto it = value.begin(); it != value.end(); ++it) {
        if (it.key() != argument && it.value().isString() && !it.value().toString().isEmpty())
            others.insert(it.key(), it.value());
    }
    return others;
}

void CompletionController::showSuggestions(const QString &argument, const QStringList &values)
{
    m_lastError.clear();
    m_values->setStringList(values);
    if (!m_edit || argument != m_argument)
        return;
    if (values.isEmpty() || !m_edit->isVisible()) {
        m_popup->popup()->hide();
    } else {
        m_popup->setWidget(m_edit);
        m_popup->complete();
    }
    Q_EMIT suggestionsShown(argument, values);
}

void CompletionController::acceptSuggestion(const QString &value)
{
    if (!m_form || m_argument.isEmpty())
        return;
    SchemaFormModel *model = m_form->model();
    model->setData(model->indexForPointer(u'/' + m_argument, SchemaFormModel::ValueColumn), value);
}
