// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "connectionbar.h"

#include "commandline.h"
#include "serversettingsdialog.h"
#include "statusindicator.h"

#include <core/mcp/mcpsession.h>

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

using namespace Qt::StringLiterals;

ConnectionBar::ConnectionBar(QWidget *parent)
    : QWidget(parent)
    , m_command(new QLineEdit(this))
    , m_settingsButton(new QPushButton(this))
    , m_connectButton(new QPushButton(tr("Connect"), this))
    , m_status(new StatusIndicator(this))
{
    m_command->setObjectName(u"commandEdit"_s);
    m_command->setPlaceholderText(tr("Command that starts the server, e.g. npx -y "
                                     "@modelcontextprotocol/server-everything"));
    m_command->setClearButtonEnabled(true);
    m_command->setToolTip(tr("Program and arguments, split like a shell splits words ('…', "
                             "\"…\" and \\ work; nothing is expanded). The program is started "
                             "directly, never through a shell."));
    m_settingsButton->setObjectName(u"settingsButton"_s);
    m_settingsButton->setToolTip(tr("Environment variables, working directory and timeout"));
    m_connectButton->setObjectName(u"connectButton"_s);
    m_connectButton->setMinimumWidth(
        m_connectButton->fontMetrics().horizontalAdvance(tr("Disconnect")) + 32);
    m_status->setObjectName(u"statusIndicator"_s);

    auto *label = new QLabel(tr("&Server (stdio):"), this);
    label->setBuddy(m_command);
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label, 0, 0);
    layout->addWidget(m_command, 0, 1);
    layout->addWidget(m_settingsButton, 0, 2);
    layout->addWidget(m_connectButton, 0, 3);
    layout->addWidget(m_status, 1, 1, 1, 3);
    layout->setColumnStretch(1, 1);

    connect(m_command, &QLineEdit::returnPressed, this, &ConnectionBar::requestConnect);
    connect(m_settingsButton, &QPushButton::clicked, this, &ConnectionBar::editSettings);
    connect(m_connectButton, &QPushButton::clicked, this, &ConnectionBar::toggleConnection);
    updateSettingsButton();
    updateWidgets();
}

ServerConfig ConnectionBar::config() const
{
    ServerConfig config = m_config;
    const QStringList argv = CommandLine::split(m_command->text()).arguments;
    config.program = argv.value(0);
    config.arguments = argv.mid(1);
    return config;
}

void ConnectionBar::setConfig(const ServerConfig &config)
{
    m_config = config;
    m_command->setText(config.program.isEmpty() ? QString() : config.displayCommand());
    updateSettingsButton();
    updateWidgets();
}

void ConnectionBar::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    if (session)
        connect(session, &McpSession::stateChanged, this, &ConnectionBar::updateWidgets);
    updateWidgets();
}

bool ConnectionBar::isActive() const
{
    if (!m_session)
        return false;
    const McpSession::State state = m_session->state();
    return state != McpSession::State::Disconnected && state != McpSession::State::Failed;
}

void ConnectionBar::toggleConnection()
{
    if (isActive())
        Q_EMIT disconnectRequested();
    else
        requestConnect();
}

void ConnectionBar::requestConnect()
{
    if (isActive())
        return;
    const CommandLine::Result parsed = CommandLine::split(m_command->text());
    const QString problem = parsed.arguments.isEmpty()
                                ? tr("Enter the command that starts the server first.")
                            : parsed.error.isEmpty() ? QString()
                                                     : tr("Cannot start: %1.").arg(parsed.error);
    if (!problem.isEmpty()) {
        m_status->setStatus(StatusIndicator::Level::Bad, problem);
        m_command->setFocus();
        return;
    }
    Q_EMIT connectRequested();
}

void ConnectionBar::updateWidgets()
{
    const bool active = isActive();
    const bool closing = m_session && m_session->state() == McpSession::State::Closing;
    m_connectButton->setText(active ? tr("Disconnect") : tr("Connect"));
    m_connectButton->setEnabled(!closing);
    m_command->setReadOnly(active);
    m_settingsButton->setEnabled(!active);
    m_status->showSession(m_session);
    if (!m_session && !m_command->text().trimmed().isEmpty()) {
        m_status->setStatus(StatusIndicator::Level::Idle,
                            tr("Not connected. Press Connect (Ctrl+K) to start the server."));
    }
}

void ConnectionBar::updateSettingsButton()
{
    const qsizetype count = m_config.environment.size();
    m_settingsButton->setText(count == 0   ? tr("Settings…")
                              : count == 1 ? tr("Settings (1 variable)…")
                                           : tr("Settings (%1 variables)…").arg(count));
}

void ConnectionBar::editSettings()
{
    ServerSettingsDialog dialog(this);
    dialog.setConfig(m_config);
    dialog.setRequestTimeoutMs(m_requestTimeoutMs);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_config = dialog.applyTo(m_config);
    m_requestTimeoutMs = dialog.requestTimeoutMs();
    updateSettingsButton();
}
