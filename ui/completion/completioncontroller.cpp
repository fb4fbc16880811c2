// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "completioncontroller.h"

#include "forms/schemaformview.h"

#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>
#include <core/schema/schemaformmodel.h>

#include <QAbstractItemView>
#include <QCompleter>
#include <QJsonArray>
#include <QLineEdit>
#include <QStringListModel>

using namespace Qt::StringLiterals;

namespace {
constexpr int kDefaultDebounceMs = 250;
constexpr int kCompletionTimeoutMs = 10000; // a suggestion that late is no use
} // namespace

CompletionController::CompletionController(QObject *parent)
    : QObject(parent)
    , m_completer(new QCompleter(this))
    , m_values(new QStringListModel(this))
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDefaultDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &CompletionController::requestNow);
    m_completer->setModel(m_values);
    // The server already matched the values to what was typed; show them all as they are.
    m_completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    m_completer->popup()->setObjectName(u"completionPopup"_s);
    connect(m_completer,
            qOverload<const QString &>(&QCompleter::activated),
            this,
            &CompletionController::acceptSuggestion);
}

void CompletionController::setSession(McpSession *session)
{
    m_session = session;
    m_pending.clear();
}

bool CompletionController::isAvailable() const
{
    return m_session && m_session->state() == McpSession::State::Ready
           && m_session->serverInfo().hasCapability(u"completions"_s);
}

void CompletionController::attach(SchemaFormView *form, const QJsonObject &ref)
{
    detach();
    m_form = form;
    m_ref = ref;
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
    m_debounce.stop();
    if (m_form) {
        for (QLineEdit *edit : m_form->findChildren<QLineEdit *>())
            edit->disconnect(this);
    }
    m_form.clear();
    m_edit.clear();
    m_completer->popup()->hide();
}

QStringList CompletionController::suggestions() const
{
    return m_values->stringList();
}

void CompletionController::handleEdit(QLineEdit *edit, const QString &argument)
{
    if (!isAvailable())
        return;
    m_edit = edit;
    m_argument = argument;
    m_debounce.start();
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

void CompletionController::requestNow()
{
    if (!isAvailable() || !m_edit || !m_form)
        return;
    // MCP: a client should cancel a request whose answer it no longer needs.
    if (m_pending)
        m_pending->cancel(tr("superseded by a newer keystroke"));
    QJsonObject params{
        {"ref"_L1, m_ref},
        {"argument"_L1, QJsonObject{{"name"_L1, m_argument}, {"value"_L1, m_edit->text()}}}};
    const QJsonObject others = otherArguments(m_argument);
    if (!others.isEmpty())
        params.insert("context"_L1, QJsonObject{{"arguments"_L1, others}});
    RequestOptions options;
    options.timeoutMs = kCompletionTimeoutMs;
    PendingRequest *request
        = m_session->sendRequest(Mcp::Method::CompletionComplete, params, options);
    m_pending = request;
    const QString argument = m_argument;
    connect(request, &PendingRequest::finished, this, [this, request, argument] {
        handleAnswer(request, argument);
    });
}

void CompletionController::handleAnswer(PendingRequest *request, const QString &argument)
{
    if (request != m_pending)
        return; // cancelled or superseded
    m_pending.clear();
    if (request->hasError()) {
        m_lastError = request->errorString();
        return;
    }
    m_lastError.clear();
    QStringList values;
    const QJsonObject completion = request->result().toObject().value("completion"_L1).toObject();
    for (const QJsonValue &value : completion.value("values"_L1).toArray()) {
        if (value.isString())
            values << value.toString();
    }
    m_values->setStringList(values);
    if (!m_edit || argument != m_argument)
        return;
    if (values.isEmpty() || !m_edit->isVisible()) {
        m_completer->popup()->hide();
    } else {
        m_completer->setWidget(m_edit);
        m_completer->complete();
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
