// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "catalogentrydialog.h"

#include "connection/commandline.h"
#include "connection/serversettingsdialog.h"
#include "connection/transportchoice.h"
#include "widgets/servertext.h"

#include <core/catalog/servercatalog.h>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

CatalogEntryDialog::CatalogEntryDialog(QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_transport(new QComboBox(this))
    , m_target(new QLineEdit(this))
    , m_problem(ServerText::label(u"entryProblem"_s, this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(u"catalogEntryDialog"_s);
    setWindowTitle(tr("Server"));
    m_name->setObjectName(u"entryName"_s);
    m_name->setMaxLength(ServerCatalog::kMaxNameLength);
    m_transport->setObjectName(u"entryTransport"_s);
    for (TransportChoice choice : TransportChoices::all())
        m_transport->addItem(TransportChoices::label(choice), int(choice));
    m_target->setObjectName(u"entryTarget"_s);
    m_target->setToolTip(tr("The command and its arguments (stdio), or the server's URL, "
                            "e.g. https://host/mcp"));
    auto *settings = new QPushButton(tr("Settings…"), this);
    settings->setObjectName(u"entrySettings"_s);
    settings->setToolTip(tr("Environment, working directory, headers, token, era and limits"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Transport:"), m_transport);
    form->addRow(tr("&Command or URL:"), m_target);
    form->addRow(QString(), settings);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(settings, &QPushButton::clicked, this, &CatalogEntryDialog::editSettings);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &CatalogEntryDialog::updateProblem);
    connect(m_target, &QLineEdit::textChanged, this, &CatalogEntryDialog::updateProblem);
    connect(m_transport, &QComboBox::currentIndexChanged, this, &CatalogEntryDialog::updateProblem);
    resize(560, sizeHint().height());
    updateProblem();
}

void CatalogEntryDialog::setConfig(const ServerConfig &config)
{
    m_config = config;
    m_name->setText(config.name);
    const TransportChoice choice = TransportChoices::of(config);
    m_transport->setCurrentIndex(m_transport->findData(int(choice)));
    m_target->setText(TransportChoices::isRemote(choice) ? config.url.toString()
                                                         : config.displayCommand());
    updateProblem();
}

ServerConfig CatalogEntryDialog::config() const
{
    ServerConfig config = m_config;
    config.name = m_name->text().trimmed();
    const auto choice = TransportChoice(m_transport->currentData().toInt());
    if (TransportChoices::isRemote(choice)) {
        config.url = TransportChoices::parseUrl(m_target->text());
        config.program.clear();
        config.arguments.clear();
    } else {
        const QStringList argv = CommandLine::split(m_target->text()).arguments;
        config.program = argv.value(0);
        config.arguments = argv.mid(1);
        config.url.clear();
    }
    TransportChoices::applyTo(choice, config);
    return config;
}

void CatalogEntryDialog::editSettings()
{
    ServerSettingsDialog dialog(this);
    dialog.setConfig(config());
    if (dialog.exec() == QDialog::Accepted)
        m_config = dialog.applyTo(config());
}

QString CatalogEntryDialog::problem() const
{
    if (m_name->text().trimmed().isEmpty())
        return tr("Give the server a name.");
    const auto choice = TransportChoice(m_transport->currentData().toInt());
    if (TransportChoices::isRemote(choice))
        return TransportChoices::urlProblem(m_target->text(), choice);
    const CommandLine::Result split = CommandLine::split(m_target->text());
    if (!split.error.isEmpty())
        return split.error;
    return split.arguments.isEmpty() ? tr("Give the command that starts the server.") : QString();
}

void CatalogEntryDialog::updateProblem()
{
    const QString text = problem();
    ServerText::setText(m_problem, text);
    m_problem->setVisible(!text.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty());
}
