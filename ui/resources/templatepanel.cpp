// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "templatepanel.h"

#include "completion/completioncontroller.h"
#include "forms/schemaformview.h"
#include "palettecolors.h"
#include "resourcelistmodel.h"
#include "widgets/servertext.h"

#include <core/mcp/mcprequests.h>
#include <core/schema/formschemas.h>
#include <core/schema/schemaformmodel.h>
#include <core/uri/uritemplate.h>

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

TemplatePanel::TemplatePanel(QWidget *parent)
    : QWidget(parent)
    , m_completion(new CompletionController(this))
    , m_title(ServerText::heading(u"templateTitle"_s, this))
    , m_facts(ServerText::label(u"templateFacts"_s, this))
    , m_form(new SchemaFormView(this))
    , m_preview(ServerText::label(u"templateUriPreview"_s, this))
    , m_read(new QPushButton(tr("Read"), this))
{
    m_form->setObjectName(u"templateForm"_s);
    m_read->setObjectName(u"readTemplateButton"_s);
    auto *row = new QHBoxLayout;
    row->addWidget(m_preview, 1);
    row->addWidget(m_read);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_facts);
    layout->addWidget(m_form, 1);
    layout->addLayout(row);
    connect(m_form, &SchemaFormView::valueChanged, this, &TemplatePanel::updatePreview);
    connect(m_read, &QPushButton::clicked, this, [this] {
        const QString uri = expandedUri();
        if (!uri.isEmpty())
            Q_EMIT readRequested(uri);
    });
}

void TemplatePanel::setSession(McpSession *session)
{
    m_completion->setSession(session);
}

void TemplatePanel::showTemplate(const QJsonObject &entry)
{
    if (entry == m_entry)
        return; // keep what was typed
    m_entry = entry;
    m_uriTemplate = entry.value("uriTemplate"_L1).toString();
    m_title->setText(ServerText::line(ResourceListModel::titleOf(entry)));
    ServerText::setText(m_facts, ResourceListModel::describe(entry));
    m_form->setSchema(FormSchemas::uriTemplateVariables(m_uriTemplate));
    m_completion->attach(m_form, McpRequest::resourceRef(m_uriTemplate));
    updatePreview();
}

QString TemplatePanel::expandedUri(QString *problem) const
{
    const UriTemplate::Expansion expansion
        = UriTemplate::expand(m_uriTemplate, m_form->model()->value().toObject());
    if (problem)
        *problem = expansion.error;
    return expansion.ok() ? expansion.uri : QString();
}

void TemplatePanel::setReady(bool ready)
{
    m_ready = ready;
    m_read->setEnabled(ready && !expandedUri().isEmpty());
}

void TemplatePanel::updatePreview()
{
    QString problem;
    const QString uri = expandedUri(&problem);
    m_preview->setText(problem.isEmpty()
                           ? tr("URI: %1").arg(ServerText::plain(uri, 2000))
                           : tr("The template is malformed: %1").arg(ServerText::plain(problem)));
    PaletteColors::setTextTone(
        m_preview, problem.isEmpty() ? PaletteColors::Tone::Neutral : PaletteColors::Tone::Error);
    setReady(m_ready);
}
