// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "elicitationcard.h"

#include "displaytext.h"
#include "forms/schemaformview.h"
#include "palettecolors.h"
#include "widgets/fontunits.h"
#include "widgets/servertext.h"

#include <core/mcp/inboundrequest.h>
#include <core/schema/schemaformmodel.h>

#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QLabel *messageLabel(const QString &message, QWidget *parent)
{
    QLabel *label = ServerText::label(u"elicitationMessage"_s, parent);
    label->setText(message.isEmpty() ? ElicitationCard::tr("(the server gave no message)")
                                     : ServerText::plain(message));
    return label;
}

} // namespace

ElicitationCard::ElicitationCard(ElicitationRequest *request,
                                 const QString &serverName,
                                 QWidget *parent)
    : RequestCard(request,
                  request->mode() == ElicitationRequest::Mode::Url ? tr("Visit a URL")
                                                                   : tr("Form to fill in"),
                  serverName,
                  parent)
    , m_elicitationId(request->elicitationId())
{
    setObjectName(u"elicitationCard"_s);
    body()->addWidget(messageLabel(request->message(), this));
    if (request->mode() == ElicitationRequest::Mode::Form) {
        buildForm(request->requestedSchema());
    } else {
        m_url = new UrlConsent(request->params().value("url"_L1).toString(), this);
        // Consent and opening are one step here: Open and Accept below.
        m_url->openButton()->hide();
        body()->addWidget(m_url);
    }
    QPushButton *accept
        = addButton(m_url ? tr("Open and Accept") : tr("Accept and Send"), u"acceptButton"_s);
    accept->setToolTip(m_url ? tr("Open the URL in your browser and tell the server you agreed")
                             : tr("Send what the form holds"));
    QPushButton *decline = addButton(tr("Decline"), u"declineButton"_s);
    decline->setToolTip(tr("Say no to this request"));
    QPushButton *cancel = addButton(tr("Cancel"), u"cancelButton"_s);
    cancel->setToolTip(tr("Dismiss the request without deciding"));
    connect(accept, &QPushButton::clicked, this, &ElicitationCard::accept);
    connect(decline, &QPushButton::clicked, this, &ElicitationCard::decline);
    connect(cancel, &QPushButton::clicked, this, &ElicitationCard::cancel);
}

void ElicitationCard::buildForm(const QJsonObject &schema)
{
    const QStringList secrets = secretLookingFields(schema);
    if (!secrets.isEmpty()) {
        auto *warning = ServerText::caption(
            tr("Careful: this form seems to ask for a secret (%1). MCP servers must not ask "
               "for passwords or keys through a form.")
                .arg(ServerText::line(secrets.join(u", "_s))),
            this);
        warning->setObjectName(u"secretWarning"_s);
        warning->setWordWrap(true);
        PaletteColors::setTextTone(warning, PaletteColors::Tone::Warning);
        body()->addWidget(warning);
    }
    m_form = new SchemaFormView(this);
    m_form->setObjectName(u"elicitationForm"_s);
    m_form->setSchema(schema); // starts from the schema's defaults
    m_form->setMinimumHeight(FontUnits::lines(m_form, 16));
    body()->addWidget(m_form, 1);
    // A problem from the last Accept is stale once the person edits the form.
    connect(m_form, &SchemaFormView::valueChanged, this, [this] { showProblem({}); });
}

QStringList ElicitationCard::secretLookingFields(const QJsonObject &schema)
{
    static const QRegularExpression secretWords(
        u"pass(word|phrase)?|secret|token|api[ _-]?key|private[ _-]?key|credit[ _-]?card|"
        "\\bcvv\\b|\\bpin\\b"_s,
        QRegularExpression::CaseInsensitiveOption);
    QStringList fields;
    const QJsonObject properties = schema.value("properties"_L1).toObject();
    for (auto it = properties.constBegin(); it != properties.constEnd(); ++it) {
        const QJsonObject property = it.value().toObject();
        const QString words = it.key() + u' ' + property.value("title"_L1).toString();
        if (secretWords.match(words).hasMatch()
            || property.value("format"_L1).toString() == "password"_L1)
            fields << it.key();
    }
    return fields;
}

ElicitationRequest *ElicitationCard::elicitation() const
{
    return static_cast<ElicitationRequest *>(request());
}

void ElicitationCard::setUrlOpener(UrlConsent::Opener opener)
{
    if (m_url)
        m_url->setOpener(std::move(opener));
}

void ElicitationCard::accept()
{
    if (!isOpen() || !request())
        return;
    if (m_url) {
        // Only a URL that could be opened is accepted: consent to a refused link means nothing.
        if (m_url->open() && elicitation()->accept())
            markClosed(tr("Accepted: the URL was opened in your browser. The server may say "
                          "when it is done."),
                       true);
        return;
    }
    QString notJson;
    if (!m_form->applyPendingJson(&notJson)) {
        showProblem(tr("Not sent: the JSON does not parse (%1).").arg(notJson));
        return;
    }
    const QStringList problems = m_form->validateNow();
    if (!problems.isEmpty()) {
        showProblem(tr("Not sent: %n problem(s) in the form — %1", nullptr, int(problems.size()))
                        .arg(problems.join(u"; "_s)));
        return;
    }
    if (elicitation()->accept(m_form->model()->value().toObject()))
        markClosed(tr("Accepted: the form was sent."), true);
}

void ElicitationCard::decline()
{
    if (isOpen() && request() && elicitation()->decline())
        markClosed(tr("Declined."), false);
}

void ElicitationCard::cancel()
{
    if (isOpen() && request() && elicitation()->cancel())
        markClosed(tr("Cancelled."), false);
}

void ElicitationCard::markCompleted()
{
    if (m_completed)
        return;
    m_completed = true;
    const QString news = tr("Complete: the server says this URL elicitation is done.");
    if (isOpen())
        markClosed(news, true);
    else
        updateStatus(statusText() + u' ' + news, true);
}

RequiredUrlCard::RequiredUrlCard(const QJsonObject &elicitation,
                                 const QString &serverName,
                                 QWidget *parent)
    : RequestCard(nullptr, tr("URL required to continue (-32042)"), serverName, parent)
    , m_url(new UrlConsent(elicitation.value("url"_L1).toString(), this))
    , m_elicitationId(elicitation.value("elicitationId"_L1).toString())
{
    setObjectName(u"requiredUrlCard"_s);
    body()->addWidget(messageLabel(elicitation.value("message"_L1).toString(), this));
    body()->addWidget(m_url);
    auto *hint
        = ServerText::caption(tr("The server refused a request until you visit this URL. Retry "
                                 "the request afterwards."),
                              this);
    hint->setWordWrap(true);
    PaletteColors::setTextTone(hint, PaletteColors::Tone::Neutral);
    body()->addWidget(hint);
}

void RequiredUrlCard::markCompleted()
{
    markClosed(tr("Complete: the server says this URL elicitation is done; retry the request."),
               true);
}
