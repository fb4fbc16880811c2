// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "pingcontrol.h"

#include "palettecolors.h"
#include "widgets/servertext.h"

#include <core/mcp/mcprequests.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>

#include <QCheckBox>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTime>

using namespace Qt::StringLiterals;

PingControl::PingControl(QWidget *parent)
    : QWidget(parent)
    , m_button(new QPushButton(tr("Ping"), this))
    , m_result(ServerText::lineLabel(QString(), this))
    , m_periodic(new QCheckBox(tr("every"), this))
    , m_interval(new QSpinBox(this))
{
    m_button->setObjectName(u"pingButton"_s);
    m_button->setToolTip(tr("Send ping and measure the round trip"));
    m_result->setObjectName(u"pingResult"_s);
    m_periodic->setObjectName(u"periodicPingCheck"_s);
    m_interval->setObjectName(u"pingIntervalSpin"_s);
    m_interval->setAccessibleName(tr("Ping interval"));
    m_interval->setAccessibleDescription(tr("Seconds between two pings when periodic ping is on"));
    m_interval->setRange(1, 3600);
    m_interval->setValue(10);
    m_interval->setSuffix(tr(" s"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_button);
    layout->addWidget(m_result);
    layout->addSpacing(12);
    layout->addWidget(m_periodic);
    layout->addWidget(m_interval);
    connect(m_button, &QPushButton::clicked, this, &PingControl::ping);
    connect(&m_timer, &QTimer::timeout, this, &PingControl::ping);
    connect(m_periodic, &QCheckBox::toggled, this, [this](bool on) {
        setPeriodic(on, m_interval->value());
    });
    connect(m_interval, &QSpinBox::valueChanged, this, [this](int seconds) {
        setPeriodic(m_periodic->isChecked(), seconds);
    });
    setSession(nullptr);
}

void PingControl::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    m_pending.clear();
    if (session)
        connect(session, &McpSession::stateChanged, this, &PingControl::updateWidgets);
    updateWidgets();
}

void PingControl::setPeriodic(bool on, int seconds)
{
    const QSignalBlocker blockCheck(m_periodic);
    const QSignalBlocker blockSpin(m_interval);
    m_periodic->setChecked(on);
    m_interval->setValue(seconds);
    if (on)
        m_timer.start(seconds * 1000);
    else
        m_timer.stop();
}

void PingControl::ping()
{
    if (!m_session || m_session->state() != McpSession::State::Ready || isPinging())
        return;
    PendingRequest *request = McpRequest::ping().send(*m_session);
    m_pending = request;
    m_result->setText(tr("pinging…"));
    PaletteColors::setTextTone(m_result, PaletteColors::Tone::Neutral);
    connect(request, &PendingRequest::finished, this, [this, request] { handleFinished(request); });
    updateWidgets();
}

void PingControl::handleFinished(PendingRequest *request)
{
    m_pending.clear();
    const QString at = QTime::currentTime().toString(u"HH:mm:ss"_s);
    if (request->hasError()) {
        m_result->setText(
            tr("no answer (%1) at %2").arg(ServerText::line(request->errorString()), at));
        PaletteColors::setTextTone(m_result, PaletteColors::Tone::Error);
    } else {
        m_lastLatencyMs = request->elapsedMs();
        m_result->setText(tr("%1 ms at %2").arg(m_lastLatencyMs).arg(at));
        PaletteColors::setTextTone(m_result, PaletteColors::Tone::Success);
    }
    updateWidgets();
    Q_EMIT pinged();
}

QString PingControl::resultText() const
{
    return m_result->text();
}

void PingControl::updateWidgets()
{
    const bool ready = m_session && m_session->state() == McpSession::State::Ready;
    m_button->setEnabled(ready && !isPinging());
    if (!ready && !isPinging() && m_result->text().isEmpty())
        m_result->setText(tr("not connected"));
}
