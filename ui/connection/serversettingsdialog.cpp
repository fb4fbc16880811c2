// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serversettingsdialog.h"

#include "erachoice.h"
#include "palettecolors.h"
#include "secrettable.h"
#include "transportchoice.h"
#include "widgets/servertext.h"

#include <core/transport/httpdiagnosis.h>
#include <ui/auth/oauthsettingsbox.h>

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QList<SecretTable::Entry> entriesOf(const QList<ServerConfig::EnvironmentVariable> &variables)
{
    QList<SecretTable::Entry> entries;
    for (const auto &variable : variables)
        entries.append({variable.name, variable.value, variable.secret});
    return entries;
}

QList<SecretTable::Entry> entriesOf(const QList<ServerConfig::Header> &headers)
{
    QList<SecretTable::Entry> entries;
    for (const auto &header : headers)
        entries.append({header.name, header.value, header.secret});
    return entries;
}

QLabel *makeNote(const QString &text, QWidget *parent)
{
    auto *label = ServerText::caption(text, parent);
    label->setWordWrap(true);
    PaletteColors::setTextTone(label, PaletteColors::Tone::Neutral);
    return label;
}

// The transports set these themselves; a second value would confuse the server.
bool isProtocolHeader(const QString &name)
{
    static const QStringList names{u"accept"_s,
                                   u"content-type"_s,
                                   u"content-length"_s,
                                   u"host"_s,
                                   u"mcp-session-id"_s,
                                   u"mcp-protocol-version"_s,
                                   u"last-event-id"_s};
    return names.contains(name.toLower());
}

} // namespace

ServerSettingsDialog::ServerSettingsDialog(QWidget *parent)
    : QDialog(parent)
    , m_form(new QFormLayout)
    , m_timeout(new QSpinBox(this))
    , m_maxTotal(new QSpinBox(this))
    , m_problem(ServerText::lineLabel(QString(), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Server Settings"));
    m_stdioSection = createStdioSection();
    m_remoteSection = createRemoteSection();
    createFormRows();
    auto *secretNote = makeNote(tr("Secret values are masked here and redacted in the log. "
                                   "Secret values are not saved: mcpscope remembers their "
                                   "names only, so enter them again after a restart."),
                                this);
    secretNote->setObjectName(u"secretNote"_s);
    m_problem->setObjectName(u"settingsProblem"_s);
    m_problem->setWordWrap(true);
    PaletteColors::setTextTone(m_problem, PaletteColors::Tone::Error);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_stdioSection, 1);
    layout->addWidget(m_remoteSection, 1);
    layout->addLayout(m_form);
    layout->addWidget(secretNote);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    resize(680, 480);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &ServerSettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ServerSettingsDialog::reject);
    setConfig({});
}

// Children die after this class's part of the object: an editor still open in a table commits
// then, and must not reach updateProblem() any more.
ServerSettingsDialog::~ServerSettingsDialog()
{
    for (QObject *child : {static_cast<QObject *>(m_environment),
                           static_cast<QObject *>(m_headers),
                           static_cast<QObject *>(m_workingDirectory),
                           static_cast<QObject *>(m_bearerToken)})
        child->disconnect(this);
}

QWidget *ServerSettingsDialog::createStdioSection()
{
    auto *section = new QWidget(this);
    section->setObjectName(u"stdioSettings"_s);
    m_environment = new SecretTable(section);
    m_environment->table()->setObjectName(u"environmentTable"_s);
    m_environment->table()->setAccessibleName(tr("Environment variables"));
    m_environment->addButton()->setObjectName(u"addVariableButton"_s);
    m_environment->removeButton()->setObjectName(u"removeVariableButton"_s);
    auto *layout = new QVBoxLayout(section);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(ServerText::caption(
        tr("Environment variables, added to the inherited environment:"), section));
    layout->addWidget(m_environment, 1);
    connect(m_environment, &SecretTable::changed, this, &ServerSettingsDialog::updateProblem);
    return section;
}

QWidget *ServerSettingsDialog::createRemoteSection()
{
    auto *section = new QWidget(this);
    section->setObjectName(u"remoteSettings"_s);
    m_headers = new SecretTable(section);
    m_headers->table()->setObjectName(u"headersTable"_s);
    m_headers->table()->setAccessibleName(tr("HTTP headers"));
    m_headers->addButton()->setObjectName(u"addHeaderButton"_s);
    m_headers->removeButton()->setObjectName(u"removeHeaderButton"_s);
    m_headers->setSecretByName(
        [](const QString &name) { return HttpDiagnosis::isSecretHeader(name.toUtf8()); });
    auto *layout = new QVBoxLayout(section);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(ServerText::caption(tr("HTTP headers, sent with every request:"), section));
    layout->addWidget(m_headers, 1);
    m_oauth = new OAuthSettingsBox(section);
    layout->addWidget(m_oauth);
    connect(m_headers, &SecretTable::changed, this, &ServerSettingsDialog::updateProblem);
    return section;
}

// One form for both kinds of server, so the labels line up; setConfig() hides the rows that do
// not apply.
void ServerSettingsDialog::createFormRows()
{
    m_form->addRow(tr("Working directory:"), createDirectoryRow());
    m_form->addRow(tr("Bearer token:"), createTokenRow());
    m_form->addRow(tr("Accepted certificate:"), createCertificateRow());
    m_proxy = makeNote(proxyDescription(), this);
    m_proxy->setObjectName(u"proxyNote"_s);
    m_proxy->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_form->addRow(tr("Proxy:"), m_proxy);
    m_era = new EraChoice(this);
    m_form->addRow(tr("Protocol era:"), m_era);
    m_timeout->setObjectName(u"timeoutSpin"_s);
    m_timeout->setRange(0, 3600);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setSpecialValueText(tr("no timeout"));
    m_timeout->setToolTip(tr("How long mcpscope waits for any answer before it gives up and "
                             "cancels the request. Progress notifications restart the wait."));
    // Wide enough for "no timeout" and "no maximum" as translated (a German or French text is
    // longer), which QSpinBox leaves out of its size hint.
    m_timeout->setMinimumWidth(
        std::max(m_timeout->fontMetrics().horizontalAdvance(m_timeout->specialValueText()),
                 m_timeout->fontMetrics().horizontalAdvance(tr("no maximum")))
        + 48);
    m_timeout->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    m_form->addRow(tr("Request timeout:"), m_timeout);
    m_maxTotal->setObjectName(u"maxTotalTimeoutSpin"_s);
    m_maxTotal->setRange(0, 24 * 3600);
    m_maxTotal->setSuffix(tr(" s"));
    m_maxTotal->setSpecialValueText(tr("no maximum"));
    m_maxTotal->setToolTip(tr("The longest any request may take, however often progress "
                              "restarts its timeout."));
    m_maxTotal->setMinimumWidth(m_timeout->minimumWidth());
    m_maxTotal->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    m_form->addRow(tr("Maximum total:"), m_maxTotal);
    m_maxMessage = mebibyteSpin(
        u"maxMessageSpin"_s,
        int(TransportLimits::kMaxMaxMessageBytes >> 20),
        tr("The largest message the server may send: a stdio line, an SSE event, an HTTP body "
           "or a WebSocket message. A larger one closes that request or connection "
           "(--max-message-size in the CLI)."));
    m_form->addRow(tr("Largest message:"), m_maxMessage);
    m_logMemory = mebibyteSpin(u"logMemorySpin"_s,
                               1 << 20,
                               tr("How much memory the message log keeps for frames. Beyond it "
                                  "the oldest frames are read back from the autosaved session "
                                  "file when you look at them."));
    m_form->addRow(tr("Log memory:"), m_logMemory);
}

QSpinBox *
ServerSettingsDialog::mebibyteSpin(const QString &objectName, int maximum, const QString &tip)
{
    auto *spin = new QSpinBox(this);
    spin->setObjectName(objectName);
    spin->setRange(1, maximum);
    spin->setSuffix(tr(" MiB"));
    spin->setToolTip(tip); // our own words (tr() at every call)
    spin->setMinimumWidth(m_timeout->minimumWidth());
    spin->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    return spin;
}

QLayout *ServerSettingsDialog::createDirectoryRow()
{
    m_workingDirectory = new QLineEdit(this);
    m_workingDirectory->setObjectName(u"workingDirectoryEdit"_s);
    m_workingDirectory->setAccessibleName(tr("Working directory"));
    m_workingDirectory->setPlaceholderText(tr("mcpscope's own working directory"));
    auto *browseButton = new QPushButton(tr("Browse…"), this);
    m_directoryRow = new QHBoxLayout;
    m_directoryRow->addWidget(m_workingDirectory, 1);
    m_directoryRow->addWidget(browseButton);
    connect(browseButton, &QPushButton::clicked, this, &ServerSettingsDialog::browse);
    connect(
        m_workingDirectory, &QLineEdit::textChanged, this, &ServerSettingsDialog::updateProblem);
    return m_directoryRow;
}

QLayout *ServerSettingsDialog::createTokenRow()
{
    m_bearerToken = new QLineEdit(this);
    m_bearerToken->setObjectName(u"bearerTokenEdit"_s);
    m_bearerToken->setAccessibleName(tr("Bearer token"));
    m_bearerToken->setEchoMode(QLineEdit::Password);
    m_bearerToken->setPlaceholderText(tr("none — sent as \"Authorization: Bearer …\" when set"));
    m_bearerToken->setClearButtonEnabled(true);
    m_showToken = new QToolButton(this);
    m_showToken->setObjectName(u"showTokenButton"_s);
    m_showToken->setText(tr("Show"));
    m_showToken->setCheckable(true);
    m_showToken->setToolTip(tr("Show or hide the token"));
    m_tokenRow = new QHBoxLayout;
    m_tokenRow->addWidget(m_bearerToken, 1);
    m_tokenRow->addWidget(m_showToken);

    connect(m_showToken, &QToolButton::toggled, this, [this](bool shown) {
        m_bearerToken->setEchoMode(shown ? QLineEdit::Normal : QLineEdit::Password);
        m_showToken->setText(shown ? tr("Hide") : tr("Show"));
    });
    connect(m_bearerToken, &QLineEdit::textChanged, this, &ServerSettingsDialog::updateProblem);
    return m_tokenRow;
}

QLayout *ServerSettingsDialog::createCertificateRow()
{
    m_certificate = new QLineEdit(this);
    m_certificate->setObjectName(u"certificateEdit"_s);
    m_certificate->setAccessibleName(tr("Accepted certificate"));
    m_certificate->setReadOnly(true);
    m_certificate->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_certificate->setPlaceholderText(
        tr("none — mcpscope shows an untrusted certificate and asks"));
    m_certificate->setToolTip(tr("SHA-256 fingerprint of the self-signed certificate you accepted "
                                 "for this server. A different certificate is refused."));
    m_forgetCertificate = new QPushButton(tr("Forget"), this);
    m_forgetCertificate->setObjectName(u"forgetCertificateButton"_s);
    m_certificateRow = new QHBoxLayout;
    m_certificateRow->addWidget(m_certificate, 1);
    m_certificateRow->addWidget(m_forgetCertificate);

    connect(m_forgetCertificate, &QPushButton::clicked, this, [this] {
        m_acceptedCertificate.clear();
        updateCertificate();
    });
    return m_certificateRow;
}

QString ServerSettingsDialog::proxyDescription()
{
    QStringList set;
    for (const char *name : {"https_proxy", "http_proxy", "all_proxy", "no_proxy"}) {
        QString value = qEnvironmentVariable(name);
        if (value.isEmpty())
            value = qEnvironmentVariable(QByteArray(name).toUpper().constData());
        if (value.isEmpty())
            continue;
        // A proxy URL may carry a password: show the user name only.
        value.replace(QRegularExpression(u"://([^:/@]*):[^@/]*@"_s), u"://\\1:***@"_s);
        set << u"%1=%2"_s.arg(QString::fromLatin1(name), value);
    }
    if (set.isEmpty())
        return tr("none. mcpscope takes http_proxy, https_proxy and no_proxy from the environment "
                  "it was started in, and none of them is set.");
    return tr("from the environment mcpscope was started in: %1.").arg(set.join(u", "_s));
}

void ServerSettingsDialog::browse()
{
    const QString directory = QFileDialog::getExistingDirectory(
        this, tr("Working Directory"), m_workingDirectory->text());
    if (!directory.isEmpty())
        m_workingDirectory->setText(directory);
}

void ServerSettingsDialog::updateCertificate()
{
    m_certificate->setText(m_acceptedCertificate);
    m_certificate->setCursorPosition(0);
    m_forgetCertificate->setEnabled(!m_acceptedCertificate.isEmpty());
}

void ServerSettingsDialog::setConfig(const ServerConfig &config)
{
    m_remote = TransportChoices::isRemote(TransportChoices::of(config));
    m_stdioSection->setVisible(!m_remote);
    m_remoteSection->setVisible(m_remote);
    m_form->setRowVisible(m_directoryRow, !m_remote);
    m_form->setRowVisible(m_tokenRow, m_remote);
    m_form->setRowVisible(m_certificateRow, m_remote);
    m_form->setRowVisible(m_proxy, m_remote);
    setWindowTitle(
        m_remote
            ? tr("Server Settings — %1").arg(ServerText::title(config.url.toDisplayString(), 120))
            : tr("Server Settings"));
    m_environment->setEntries(entriesOf(config.environment));
    m_workingDirectory->setText(config.workingDirectory);
    m_headers->setEntries(entriesOf(config.headers));
    m_bearerToken->setText(config.bearerToken);
    m_oauth->setOAuth(config.oauth);
    m_acceptedCertificate = config.acceptedCertificateSha256;
    m_era->setConfig(config);
    m_configuredMaxMessage = config.maxMessageBytes;
    m_maxMessage->setValue(int((config.maxMessageBytes + (1 << 20) - 1) >> 20));
    updateCertificate();
    updateProblem();
}

ServerConfig ServerSettingsDialog::applyTo(ServerConfig config) const
{
    config.environment.clear();
    for (const SecretTable::Entry &entry : m_environment->entries())
        config.environment.append({entry.name, entry.value, entry.secret});
    config.workingDirectory = m_workingDirectory->text().trimmed();
    config.headers.clear();
    for (const SecretTable::Entry &entry : m_headers->entries())
        config.headers.append({entry.name, entry.value.trimmed(), entry.secret});
    config.bearerToken = m_bearerToken->text().trimmed();
    config.oauth = m_oauth->oauth();
    config.acceptedCertificateSha256 = m_acceptedCertificate;
    // Whole MiB here; a finer value set elsewhere (a session file, --max-message-size) stays
    // as it was unless this field was changed.
    const int mib = int((m_configuredMaxMessage + (1 << 20) - 1) >> 20);
    config.maxMessageBytes = m_maxMessage->value() == mib ? m_configuredMaxMessage
                                                          : qint64(m_maxMessage->value()) << 20;
    return m_era->applyTo(config);
}

void ServerSettingsDialog::setRequestTimeoutMs(int ms)
{
    m_timeout->setValue(ms / 1000);
}

int ServerSettingsDialog::requestTimeoutMs() const
{
    return m_timeout->value() * 1000;
}

void ServerSettingsDialog::setMaxTotalTimeoutMs(int ms)
{
    m_maxTotal->setValue(ms / 1000);
}

int ServerSettingsDialog::maxTotalTimeoutMs() const
{
    return m_maxTotal->value() * 1000;
}

void ServerSettingsDialog::setLogMemoryBudget(qint64 bytes)
{
    m_logMemory->setValue(int(qMax<qint64>(1, bytes >> 20)));
}

qint64 ServerSettingsDialog::logMemoryBudget() const
{
    return qint64(m_logMemory->value()) << 20;
}

QString ServerSettingsDialog::environmentProblem() const
{
    QStringList seen;
    for (const QString &name : m_environment->names()) {
        if (name.contains(u'='))
            return tr("Variable names cannot contain \"=\": %1").arg(name);
        if (!name.isEmpty() && seen.contains(name))
            return tr("%1 is set twice.").arg(name);
        seen << name;
    }
    const QString directory = m_workingDirectory->text().trimmed();
    if (!directory.isEmpty() && !QFileInfo(directory).isDir())
        return tr("The working directory does not exist: %1").arg(directory);
    return {};
}

QString ServerSettingsDialog::headerProblem() const
{
    static const QRegularExpression token(u"^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"_s);
    QStringList seen;
    for (const QString &name : m_headers->names()) {
        if (name.isEmpty())
            continue;
        if (!token.match(name).hasMatch())
            return tr("\"%1\" is not a valid header name: use letters, digits and dashes, without "
                      "spaces or \":\".")
                .arg(name);
        if (isProtocolHeader(name))
            return tr("mcpscope sets %1 itself; remove it from the headers.").arg(name);
        if (seen.contains(name.toLower()))
            return tr("%1 is set twice.").arg(name);
        seen << name.toLower();
    }
    for (const SecretTable::Entry &entry : m_headers->entries()) {
        if (entry.value.contains(u'\n') || entry.value.contains(u'\r'))
            return tr("The value of %1 has a line break; header values are one line.")
                .arg(entry.name);
    }
    if (seen.contains(u"authorization"_s) && !m_bearerToken->text().trimmed().isEmpty())
        return tr("Authorization is set twice: as a header and as the bearer token. Keep one.");
    return {};
}

QString ServerSettingsDialog::problem() const
{
    return m_remote ? headerProblem() : environmentProblem();
}

void ServerSettingsDialog::updateProblem()
{
    const QString text = problem();
    ServerText::setText(m_problem, text); // names the headers a session file may have set
    m_problem->setVisible(!text.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty());
}

void ServerSettingsDialog::accept()
{
    if (problem().isEmpty())
        QDialog::accept();
}
