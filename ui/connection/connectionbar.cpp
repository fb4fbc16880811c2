// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "connectionbar.h"

#include "certificatedialog.h"
#include "commandline.h"
#include "serversettingsdialog.h"
#include "session/sessioncontext.h"
#include "statusindicator.h"
#include "widgets/servertext.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/mcpsession.h>
#include <core/transport/httpdiagnosis.h>

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>

using namespace Qt::StringLiterals;
using namespace TransportChoices;

namespace {

const QString kLogMemoryKey = u"log/memoryBudgetBytes"_s;

QString placeholderFor(TransportChoice choice)
{
    switch (choice) {
    case TransportChoice::Stdio:
        return ConnectionBar::tr("Command that starts the server, e.g. npx -y "
                                 "@modelcontextprotocol/server-everything");
    case TransportChoice::Sse:
        return ConnectionBar::tr("Server URL, e.g. http://localhost:3001/sse");
    case TransportChoice::WebSocket:
        return ConnectionBar::tr("Server URL, e.g. ws://localhost:3001/");
    case TransportChoice::Auto:
    case TransportChoice::StreamableHttp:
        break;
    }
    return ConnectionBar::tr("Server URL, e.g. http://localhost:3001/mcp");
}

// The Auto item names what the URL in the field will be tried as.
QString autoItemText(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty()
        || !QStringList{u"http"_s, u"https"_s, u"ws"_s, u"wss"_s}.contains(scheme))
        return label(TransportChoice::Auto);
    const auto kind = ServerConfig::inferTransport(url);
    const QString inferred = kind == ServerConfig::TransportKind::WebSocket ? u"WebSocket"_s
                             : kind == ServerConfig::TransportKind::Sse     ? u"HTTP+SSE"_s
                                                                            : u"Streamable HTTP"_s;
    return ConnectionBar::tr("Auto (from URL): %1").arg(inferred);
}

bool sendsCredentials(const ServerConfig &config)
{
    if (!isRemote(of(config)))
        return false;
    return !config.bearerToken.isEmpty()
           || std::any_of(config.headers.cbegin(),
                          config.headers.cend(),
                          [](const ServerConfig::Header &header) {
                              return header.secret
                                     || HttpDiagnosis::isSecretHeader(header.name.toUtf8());
                          });
}

} // namespace

ConnectionBar::ConnectionBar(QWidget *parent)
    : QWidget(parent)
    , m_transport(new QComboBox(this))
    , m_target(new QLineEdit(this))
    , m_settingsButton(new QPushButton(this))
    , m_connectButton(new QPushButton(tr("Connect"), this))
    , m_certificateButton(new QPushButton(tr("Review Certificate…"), this))
    , m_status(new StatusIndicator(this))
{
    bool known = false;
    m_logMemoryBudget = QSettings().value(kLogMemoryKey).toLongLong(&known);
    if (!known || m_logMemoryBudget <= 0)
        m_logMemoryBudget = MessageLogModel::kDefaultRawMemoryBudget;
    createLayout();
    connect(
        m_transport, &QComboBox::currentIndexChanged, this, &ConnectionBar::handleChoiceChanged);
    connect(m_target, &QLineEdit::textEdited, this, &ConnectionBar::handleTextEdited);
    connect(m_target, &QLineEdit::returnPressed, this, &ConnectionBar::requestConnect);
    connect(m_settingsButton, &QPushButton::clicked, this, &ConnectionBar::editSettings);
    connect(m_connectButton, &QPushButton::clicked, this, &ConnectionBar::toggleConnection);
    connect(m_certificateButton, &QPushButton::clicked, this, &ConnectionBar::reviewCertificate);
    updateFieldHints();
    updateSettingsButton();
    updateWidgets();
}

void ConnectionBar::createLayout()
{
    m_transport->setObjectName(u"transportCombo"_s);
    for (TransportChoice choice : all())
        m_transport->addItem(label(choice), int(choice));
    m_transport->setMinimumContentsLength(int(label(TransportChoice::Sse).size()));
    m_transport->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_transport->setToolTip(
        tr("How to reach the server. stdio starts it as a child process. Auto picks from the "
           "URL: ws:// is WebSocket, a path ending in /sse is HTTP+SSE, anything else Streamable "
           "HTTP, falling back to HTTP+SSE when the server refuses it (as the MCP spec "
           "describes). WebSocket is not part of the MCP spec."));
    m_target->setObjectName(u"serverEdit"_s);
    m_target->setAccessibleName(tr("Server"));
    m_target->setClearButtonEnabled(true);
    m_settingsButton->setObjectName(u"settingsButton"_s);
    m_connectButton->setObjectName(u"connectButton"_s);
    m_connectButton->setMinimumWidth(
        m_connectButton->fontMetrics().horizontalAdvance(tr("Disconnect")) + 32);
    m_certificateButton->setObjectName(u"certificateButton"_s);
    m_certificateButton->setToolTip(tr("See the certificate the server presented, and accept it "
                                       "for this server if you trust it"));
    m_certificateButton->hide();
    m_status->setObjectName(u"statusIndicator"_s);

    auto *caption = ServerText::caption(tr("&Server:"), this);
    caption->setBuddy(m_target);
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(caption, 0, 0);
    layout->addWidget(m_transport, 0, 1);
    layout->addWidget(m_target, 0, 2);
    layout->addWidget(m_settingsButton, 0, 3);
    layout->addWidget(m_connectButton, 0, 4);
    layout->addWidget(m_status, 1, 1, 1, 3);
    layout->addWidget(m_certificateButton, 1, 4, Qt::AlignTop);
    layout->setColumnStretch(2, 1);
}

ServerConfig ConnectionBar::config() const
{
    ServerConfig config = m_config;
    const bool remote = isRemote(m_choice);
    const QString commandText = remote ? m_commandText : m_target->text();
    const QString urlText = remote ? m_target->text() : m_urlText;
    const QStringList argv = CommandLine::split(commandText).arguments;
    config.program = argv.value(0);
    config.arguments = argv.mid(1);
    config.url = urlText.trimmed().isEmpty() ? QUrl() : parseUrl(urlText);
    applyTo(m_choice, config);
    return config;
}

void ConnectionBar::setConfig(const ServerConfig &config)
{
    m_config = config;
    m_commandText = config.program.isEmpty() ? QString() : config.displayCommand();
    m_urlText = config.url.toString();
    m_choice = of(config);
    {
        const QSignalBlocker blocker(m_transport);
        m_transport->setCurrentIndex(m_transport->findData(int(m_choice)));
    }
    m_target->setText(isRemote(m_choice) ? m_urlText : m_commandText);
    updateFieldHints();
    updateSettingsButton();
    updateWidgets();
}

bool ConnectionBar::canStart(const ServerConfig &config)
{
    if (!isRemote(of(config)))
        return !config.program.isEmpty();
    return config.url.isValid() && !config.url.host().isEmpty();
}

void ConnectionBar::handleChoiceChanged(int index)
{
    const auto choice = TransportChoice(m_transport->itemData(index).toInt());
    const bool wasRemote = isRemote(m_choice);
    if (wasRemote != isRemote(choice) && !m_keepTextOnSwitch) {
        // The command and the URL each keep their own text while the other is shown.
        (wasRemote ? m_urlText : m_commandText) = m_target->text();
        m_target->setText(wasRemote ? m_commandText : m_urlText);
    }
    m_choice = choice;
    updateFieldHints();
    updateSettingsButton();
    updateWidgets();
}

void ConnectionBar::handleTextEdited(const QString &text)
{
    if (m_choice == TransportChoice::Stdio && looksLikeUrl(text)) {
        m_keepTextOnSwitch = true;
        m_transport->setCurrentIndex(m_transport->findData(int(TransportChoice::Auto)));
        m_keepTextOnSwitch = false;
        m_status->setStatus(StatusIndicator::Level::Idle,
                            tr("That is a URL, so the transport is now Auto (from URL). Choose "
                               "stdio to run a command instead."));
        return;
    }
    updateFieldHints();
    if (!m_session)
        updateWidgets();
}

void ConnectionBar::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    m_rejectedCertificate = QSslCertificate();
    m_rejectedProblems.clear();
    m_certificateShown = false;
    m_status->setSendsCredentials(sendsCredentials(config()));
    if (session) {
        connect(session, &McpSession::stateChanged, this, &ConnectionBar::handleSessionState);
        connect(session,
                &McpSession::certificateRejected,
                this,
                [this](const QSslCertificate &certificate, const QString &problems) {
                    m_rejectedCertificate = certificate;
                    m_rejectedProblems = problems;
                });
    }
    updateWidgets();
}

void ConnectionBar::setContext(SessionContext *context)
{
    context->followLive(this, [this, context] { setSession(context->liveSession()); });
}

void ConnectionBar::handleSessionState()
{
    updateWidgets();
    // The certificate is shown once the attempt has failed, so the status line already says
    // why; the button brings it back after the dialog was dismissed.
    if (m_session && m_session->state() == McpSession::State::Failed
        && !m_rejectedCertificate.isNull() && !m_certificateShown) {
        m_certificateShown = true;
        reviewCertificate();
    }
}

void ConnectionBar::reviewCertificate()
{
    if (m_rejectedCertificate.isNull())
        return;
    auto *dialog = new CertificateDialog(m_rejectedCertificate,
                                         m_rejectedProblems,
                                         config().url,
                                         m_config.acceptedCertificateSha256,
                                         this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, fingerprint = dialog->fingerprint()] {
        m_config.acceptedCertificateSha256 = fingerprint;
        updateSettingsButton();
        requestConnect();
    });
    dialog->open();
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

QString ConnectionBar::inputProblem() const
{
    if (isRemote(m_choice))
        return urlProblem(m_target->text(), m_choice);
    const CommandLine::Result parsed = CommandLine::split(m_target->text());
    if (parsed.arguments.isEmpty())
        return tr("Enter the command that starts the server first.");
    return parsed.error.isEmpty() ? QString() : tr("Cannot start: %1.").arg(parsed.error);
}

// After a restart secret entries have a name but no value (values are not saved).
QString ConnectionBar::missingSecret() const
{
    if (isRemote(m_choice)) {
        for (const ServerConfig::Header &header : m_config.headers) {
            if (header.secret && header.value.isEmpty())
                return tr("The secret header %1 has no value (secret values are not saved): "
                          "enter it in Settings….")
                    .arg(header.name);
        }
        return {};
    }
    for (const ServerConfig::EnvironmentVariable &variable : m_config.environment) {
        if (variable.secret && variable.value.isEmpty())
            return tr("The secret variable %1 has no value (secret values are not saved): enter "
                      "it in Settings….")
                .arg(variable.name);
    }
    return {};
}

void ConnectionBar::requestConnect()
{
    if (isActive())
        return;
    QString problem = inputProblem();
    if (problem.isEmpty())
        problem = missingSecret();
    if (!problem.isEmpty()) {
        m_status->setStatus(StatusIndicator::Level::Bad, problem);
        m_target->setFocus();
        return;
    }
    Q_EMIT connectRequested();
}

QString ConnectionBar::idleText() const
{
    if (m_target->text().trimmed().isEmpty()) {
        return isRemote(m_choice) ? tr("Not connected. Enter the server's URL and press Connect.")
                                  : tr("Not connected. Enter the server's command and press "
                                       "Connect.");
    }
    // Right after a restart, before the user finds out by pressing Connect.
    if (const QString missing = missingSecret(); !missing.isEmpty())
        return tr("Not connected. %1").arg(missing);
    if (!isRemote(m_choice))
        return tr("Not connected. Press Connect (Ctrl+K) to start the server.");
    if (m_choice != TransportChoice::Auto)
        return tr("Not connected. Press Connect (Ctrl+K) to connect over %1.").arg(label(m_choice));
    const QUrl url = parseUrl(m_target->text());
    if (!urlProblem(m_target->text(), m_choice).isEmpty())
        return tr("Not connected. Auto picks the transport once the URL is complete.");
    return tr("Not connected. Auto will use %1. Press Connect (Ctrl+K).").arg(autoDescription(url));
}

void ConnectionBar::updateWidgets()
{
    const bool active = isActive();
    const bool closing = m_session && m_session->state() == McpSession::State::Closing;
    m_connectButton->setText(active ? tr("Disconnect") : tr("Connect"));
    m_connectButton->setEnabled(!closing);
    m_target->setReadOnly(active);
    m_transport->setEnabled(!active);
    m_settingsButton->setEnabled(!active);
    m_certificateButton->setVisible(!active && !m_rejectedCertificate.isNull());
    m_status->showSession(m_session);
    if (!m_session)
        m_status->setStatus(StatusIndicator::Level::Idle, idleText());
}

void ConnectionBar::updateFieldHints()
{
    m_target->setPlaceholderText(placeholderFor(m_choice));
    m_target->setToolTip(
        isRemote(m_choice)
            ? tr("The server's URL: http:// or https:// for Streamable HTTP and HTTP+SSE, ws:// "
                 "or wss:// for WebSocket.")
            : tr("Program and arguments, split like a shell splits words ('…', \"…\" and \\ "
                 "work; nothing is expanded). The program is started directly, never through a "
                 "shell. Type or paste a URL to connect to a remote server instead."));
    const int autoIndex = m_transport->findData(int(TransportChoice::Auto));
    const QString urlText = isRemote(m_choice) ? m_target->text() : m_urlText;
    m_transport->setItemText(autoIndex, autoItemText(parseUrl(urlText)));
}

void ConnectionBar::updateSettingsButton()
{
    if (!isRemote(m_choice)) {
        const qsizetype count = m_config.environment.size();
        m_settingsButton->setText(count == 0   ? tr("Settings…")
                                  : count == 1 ? tr("Settings (1 variable)…")
                                               : tr("Settings (%n variables)…", nullptr, count));
        m_settingsButton->setToolTip(tr("Environment variables, working directory and timeout"));
        return;
    }
    QStringList parts;
    const qsizetype headers = m_config.headers.size();
    if (headers > 0)
        parts << (headers == 1 ? tr("1 header") : tr("%n headers", nullptr, headers));
    if (!m_config.bearerToken.isEmpty())
        parts << tr("token");
    m_settingsButton->setText(parts.isEmpty() ? tr("Settings…")
                                              : tr("Settings (%1)…").arg(parts.join(u", "_s)));
    m_settingsButton->setToolTip(
        tr("HTTP headers, bearer token, accepted certificate and timeout"));
}

void ConnectionBar::editSettings()
{
    ServerSettingsDialog dialog(this);
    dialog.setConfig(config());
    dialog.setRequestTimeoutMs(m_requestTimeoutMs);
    dialog.setMaxTotalTimeoutMs(m_maxTotalTimeoutMs);
    dialog.setLogMemoryBudget(m_logMemoryBudget);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_config = dialog.applyTo(m_config);
    m_requestTimeoutMs = dialog.requestTimeoutMs();
    m_maxTotalTimeoutMs = dialog.maxTotalTimeoutMs();
    if (dialog.logMemoryBudget() != m_logMemoryBudget) {
        m_logMemoryBudget = dialog.logMemoryBudget();
        QSettings().setValue(kLogMemoryKey, m_logMemoryBudget);
        Q_EMIT logMemoryBudgetChanged(m_logMemoryBudget);
    }
    updateSettingsButton();
}
