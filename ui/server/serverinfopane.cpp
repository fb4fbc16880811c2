// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverinfopane.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "session/sessioncontext.h"
#include "widgets/servertext.h"

#include <core/mcp/mcpsession.h>
#include <core/mcp/modernmeta.h>

#include <QFormLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ServerInfoPane::ServerInfoPane(QWidget *parent)
    : QWidget(parent)
    , m_heading(ServerText::richLabel(u"serverHeading"_s, this))
    , m_form(new QFormLayout)
{
    m_form->setLabelAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    m_name = addRow(tr("Name"), u"serverName"_s);
    m_version = addRow(tr("Version"), u"serverVersion"_s);
    m_protocol = addRow(tr("Protocol"), u"serverProtocol"_s);
    m_era = addRow(tr("Era"), u"serverEra"_s);
    m_excludedTools = addRow(tr("Left out"), u"serverExcludedTools"_s);
    m_capabilities = addRow(tr("Offers"), u"serverCapabilities"_s);
    m_instructions = addRow(tr("Instructions"), u"serverInstructions"_s);
    // Instructions can be long: the rows scroll, the heading stays.
    auto *rows = new QWidget;
    auto *rowsLayout = new QVBoxLayout(rows);
    rowsLayout->setContentsMargins(0, 0, 4, 0);
    rowsLayout->addLayout(m_form);
    rowsLayout->addStretch(1);
    // An explicit minimum keeps the scroll area scrolling rather than squeezing rows (FormPanel).
    rowsLayout->setSizeConstraint(QLayout::SetMinimumSize);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(rows);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(scroll, 1);
    refresh();
}

QLabel *ServerInfoPane::addRow(const QString &label, const QString &objectName)
{
    QLabel *value = ServerText::label(objectName, nullptr);
    QLabel *name = ServerText::caption(label, nullptr);
    PaletteColors::setTextTone(name, PaletteColors::Tone::Neutral);
    m_form->addRow(name, value);
    return value;
}

void ServerInfoPane::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    if (session) {
        connect(session, &McpSession::stateChanged, this, &ServerInfoPane::refresh);
        connect(session, &McpSession::toolsExcluded, this, &ServerInfoPane::refresh);
    }
    refresh();
}

void ServerInfoPane::setContext(SessionContext *context)
{
    context->followShown(this, [this, context] { setSession(context->session()); });
}

QString ServerInfoPane::eraText(const ServerInfo &info)
{
    if (info.era != "modern"_L1)
        return tr("legacy (initialize)");
    QString text = tr("modern (server/discover)");
    const QString caching = ModernMeta::cachingSummary(info.handshakeResult);
    if (!caching.isEmpty())
        text += u" · "_s + tr("cache: %1").arg(caching);
    if (!info.supportedVersions.isEmpty())
        text += u"\n"_s + tr("supports %1").arg(info.supportedVersions.join(u", "_s));
    return text;
}

void ServerInfoPane::refresh()
{
    const ServerInfo info = m_session ? m_session->serverInfo() : ServerInfo();
    const bool known = !info.protocolVersion.isEmpty();
    const bool live = m_session && m_session->state() == McpSession::State::Ready;
    QString heading = u"<b>%1</b>"_s.arg(tr("Server"));
    if (known && !live)
        heading += u" — "_s + tr("not connected; last known").toHtmlEscaped();
    m_heading->setText(heading);
    const QString dash = u"—"_s;
    const QString title = info.implementation.value("title"_L1).toString();
    QString name = info.name().isEmpty() ? dash : ServerText::line(info.name(), 200);
    if (!title.isEmpty() && title != info.name())
        name = u"%1 (%2)"_s.arg(ServerText::line(title, 200), name);
    m_name->setText(name);
    m_version->setText(info.version().isEmpty() ? dash : ServerText::line(info.version(), 100));
    m_protocol->setText(known ? ServerText::line(info.protocolVersion, 100) : dash);
    m_era->setText(known ? eraText(info) : dash);
    QStringList excluded;
    for (const McpSession::ExcludedTool &tool :
         m_session ? m_session->excludedTools() : QList<McpSession::ExcludedTool>())
        excluded << u"%1: %2"_s.arg(tool.name, tool.reason);
    m_excludedTools->setText(excluded.isEmpty() ? dash : ServerText::plain(excluded.join(u'\n')));
    const QStringList capabilities = info.capabilitySummary();
    m_capabilities->setText(!known                   ? dash
                            : capabilities.isEmpty() ? tr("no capabilities declared")
                                                     : ServerText::plain(capabilities.join(u'\n')));
    m_instructions->setText(info.instructions.isEmpty() ? dash
                                                        : ServerText::plain(info.instructions));
    m_instructions->setToolTip(ServerText::toolTip(info.instructions, 4000));
}
