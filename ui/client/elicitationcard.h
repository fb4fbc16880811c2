// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "requestcard.h"
#include "urlconsent.h"

#include <QJsonObject>

class ElicitationRequest;
class SchemaFormView;

// An elicitation/create request as a card, with the server's message in full. Form mode: the
// requested schema as a form (SchemaFormView: defaults filled in, enums with their titles,
// multi-select lists), Accept (sends the content once it validates), Decline and Cancel; a
// warning when the form seems to ask for a secret, which servers must not do. URL mode: the
// URL (UrlConsent: opened only on click, only http(s)), then Accept (consent), Decline, Cancel;
// notifications/elicitation/complete marks the card complete.
class ElicitationCard : public RequestCard
{
    Q_OBJECT
public:
    ElicitationCard(ElicitationRequest *request,
                    const QString &serverName,
                    QWidget *parent = nullptr);

    QString elicitationId() const { return m_elicitationId; }
    SchemaFormView *form() const { return m_form; }  // null in URL mode
    UrlConsent *urlConsent() const { return m_url; } // null in form mode
    void setUrlOpener(UrlConsent::Opener opener);
    void accept();
    void decline();
    void cancel();
    // The server says the URL elicitation finished (notifications/elicitation/complete).
    void markCompleted();
    // Words like "password" or "token" in the form's field names or titles, if any.
    static QStringList secretLookingFields(const QJsonObject &schema);

private:
    void buildForm(const QJsonObject &schema);
    ElicitationRequest *elicitation() const;

    SchemaFormView *m_form = nullptr;
    UrlConsent *m_url = nullptr;
    QString m_elicitationId;
    bool m_completed = false;
};

// A URL elicitation carried by a -32042 error (URLElicitationRequiredError) on one of our
// requests: nothing to answer, only a URL to visit before retrying; marked complete when the
// server sends notifications/elicitation/complete for it.
class RequiredUrlCard : public RequestCard
{
    Q_OBJECT
public:
    RequiredUrlCard(const QJsonObject &elicitation,
                    const QString &serverName,
                    QWidget *parent = nullptr);

    QString elicitationId() const { return m_elicitationId; }
    UrlConsent *urlConsent() const { return m_url; }
    void markCompleted();

private:
    UrlConsent *m_url = nullptr;
    QString m_elicitationId;
};
