// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "capabilitieseditor.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "widgets/servertext.h"

#include <core/mcp/mcpsession.h>

#include <QCheckBox>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// "sampling (tools), elicitation (form, url)": sub-capabilities are objects ({} means yes) or
// true flags such as listChanged.
QString summaryOf(const QJsonObject &capabilities)
{
    QStringList parts;
    for (auto it = capabilities.constBegin(); it != capabilities.constEnd(); ++it) {
        QStringList options;
        const QJsonObject object = it.value().toObject();
        for (auto option = object.constBegin(); option != object.constEnd(); ++option) {
            if (option.value().isObject() || option.value().toBool())
                options << option.key();
        }
        parts << (options.isEmpty() ? it.key() : u"%1 (%2)"_s.arg(it.key(), options.join(u", "_s)));
    }
    return parts.isEmpty() ? CapabilitiesEditor::tr("nothing") : parts.join(u", "_s);
}

} // namespace

CapabilitiesEditor::CapabilitiesEditor(QWidget *parent)
    : QWidget(parent)
    , m_negotiated(ServerText::richLabel(u"negotiatedCapabilities"_s, this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *note
        = ServerText::caption(tr("What mcpscope tells this server it can do. Turn a capability "
                                 "off to see how the server copes without it. Changes apply at "
                                 "the next connect."),
                              this);
    note->setWordWrap(true);
    PaletteColors::setTextTone(note, PaletteColors::Tone::Neutral);
    layout->addWidget(note);
    m_roots = addSwitch(u"capRoots"_s, tr("Roots"), tr("Answer roots/list from the Roots list"));
    m_rootsListChanged = addSwitch(u"capRootsListChanged"_s,
                                   tr("    announce changes (listChanged)"),
                                   tr("Send notifications/roots/list_changed after each edit"));
    m_sampling = addSwitch(u"capSampling"_s,
                           tr("Sampling"),
                           tr("Let the server ask for LLM completions (sampling/createMessage); "
                              "you answer them by hand"));
    m_samplingTools = addSwitch(u"capSamplingTools"_s,
                                tr("    with tools (sampling.tools)"),
                                tr("The server may offer tools in a sampling request"));
    m_samplingContext = addSwitch(u"capSamplingContext"_s,
                                  tr("    with context (sampling.context)"),
                                  tr("The server may ask to include context (includeContext)"));
    m_elicitationForm = addSwitch(u"capElicitationForm"_s,
                                  tr("Elicitation: forms"),
                                  tr("The server may ask you to fill in a form"));
    m_elicitationUrl = addSwitch(u"capElicitationUrl"_s,
                                 tr("Elicitation: URLs"),
                                 tr("The server may ask you to visit a URL (2025-11-25)"));
    m_apps = addSwitch(u"capApps"_s,
                       tr("MCP Apps (io.modelcontextprotocol/ui)"),
                       tr("Offer the MCP Apps extension: a tool's ui:// app is shown next to its "
                          "result"));
    auto *tasks
        = ServerText::caption(tr("Tasks on the client (task-augmented sampling and elicitation) "
                                 "are not offered: mcpscope answers those requests directly."),
                              this);
    tasks->setWordWrap(true);
    PaletteColors::setTextTone(tasks, PaletteColors::Tone::Neutral);
    layout->addWidget(tasks);
    m_negotiated->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_negotiated);
    layout->addStretch(1);
    setSettings({});
}

QCheckBox *
CapabilitiesEditor::addSwitch(const QString &objectName, const QString &text, const QString &tip)
{
    auto *box = new QCheckBox(text, this);
    box->setObjectName(objectName);
    box->setToolTip(tip);
    layout()->addWidget(box);
    connect(box, &QCheckBox::toggled, this, [this] {
        updateDependents();
        showNegotiated();
        if (!m_setting)
            Q_EMIT edited(settings());
    });
    return box;
}

QCheckBox *CapabilitiesEditor::checkBox(const QString &objectName) const
{
    return findChild<QCheckBox *>(objectName);
}

void CapabilitiesEditor::setSettings(const ClientCapabilitySettings &settings)
{
    m_setting = true;
    m_roots->setChecked(settings.roots);
    m_rootsListChanged->setChecked(settings.rootsListChanged);
    m_sampling->setChecked(settings.sampling);
    m_samplingTools->setChecked(settings.samplingTools);
    m_samplingContext->setChecked(settings.samplingContext);
    m_elicitationForm->setChecked(settings.elicitationForm);
    m_elicitationUrl->setChecked(settings.elicitationUrl);
    m_apps->setChecked(settings.apps);
    m_setting = false;
    updateDependents();
    showNegotiated();
}

ClientCapabilitySettings CapabilitiesEditor::settings() const
{
    ClientCapabilitySettings settings;
    settings.roots = m_roots->isChecked();
    settings.rootsListChanged = m_rootsListChanged->isChecked();
    settings.sampling = m_sampling->isChecked();
    settings.samplingTools = m_samplingTools->isChecked();
    settings.samplingContext = m_samplingContext->isChecked();
    settings.elicitationForm = m_elicitationForm->isChecked();
    settings.elicitationUrl = m_elicitationUrl->isChecked();
    settings.apps = m_apps->isChecked();
    return settings;
}

void CapabilitiesEditor::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    if (session)
        connect(session, &McpSession::stateChanged, this, &CapabilitiesEditor::showNegotiated);
    showNegotiated();
}

void CapabilitiesEditor::updateDependents()
{
    m_rootsListChanged->setEnabled(m_roots->isChecked());
    m_samplingTools->setEnabled(m_sampling->isChecked());
    m_samplingContext->setEnabled(m_sampling->isChecked());
}

void CapabilitiesEditor::showNegotiated()
{
    const ServerInfo info = m_session ? m_session->serverInfo() : ServerInfo();
    if (info.protocolVersion.isEmpty()) {
        m_negotiated->setText(tr("<b>Negotiated</b>: not connected yet."));
        return;
    }
    QString text = tr("<b>Negotiated</b> (%1)<br>We declared: %2<br>The server offers: %3")
                       .arg(ServerText::html(info.protocolVersion, 80),
                            ServerText::html(summaryOf(info.clientCapabilities)),
                            ServerText::html(summaryOf(info.capabilities), 600));
    if (settings().toJson() != info.clientCapabilities)
        text += u"<br><i>"_s
                + tr("The switches differ from what was declared: reconnect to "
                     "apply them.")
                + u"</i>"_s;
    m_negotiated->setText(text);
}
