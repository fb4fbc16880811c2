// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serversettingsdialog.h"

#include "palettecolors.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

enum Column { NameColumn, ValueColumn, SecretColumn };

bool isSecretRow(const QModelIndex &index)
{
    return index.siblingAtColumn(SecretColumn).data(Qt::CheckStateRole).toInt() == Qt::Checked;
}

// Values of secret variables are masked on screen and typed into a password field.
class SecretValueDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent,
                          const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override
    {
        QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
        if (auto *line = qobject_cast<QLineEdit *>(editor); line && isSecretRow(index))
            line->setEchoMode(QLineEdit::Password);
        return editor;
    }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (isSecretRow(index) && !option->text.isEmpty())
            option->text = QString(8, QChar(0x2022));
    }
};

} // namespace

ServerSettingsDialog::ServerSettingsDialog(QWidget *parent)
    : QDialog(parent)
    , m_environment(new QTableWidget(0, 3, this))
    , m_workingDirectory(new QLineEdit(this))
    , m_timeout(new QSpinBox(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Server Settings"));
    m_problem->setObjectName(u"settingsProblem"_s);
    m_problem->setWordWrap(true);
    PaletteColors::setTextTone(m_problem, PaletteColors::Tone::Error);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(
        new QLabel(tr("Environment variables, added to the inherited environment:"), this));
    layout->addLayout(createEnvironmentRow(), 1);
    layout->addLayout(createOptionRows());
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    resize(640, 420);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &ServerSettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ServerSettingsDialog::reject);
    updateProblem();
}

QLayout *ServerSettingsDialog::createEnvironmentRow()
{
    m_environment->setObjectName(u"environmentTable"_s);
    m_environment->setHorizontalHeaderLabels({tr("Name"), tr("Value"), tr("Secret")});
    QHeaderView *header = m_environment->horizontalHeader();
    header->setSectionResizeMode(NameColumn, QHeaderView::Interactive);
    header->setSectionResizeMode(ValueColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(SecretColumn, QHeaderView::ResizeToContents);
    m_environment->setColumnWidth(NameColumn, 180);
    m_environment->verticalHeader()->hide();
    m_environment->setItemDelegateForColumn(ValueColumn, new SecretValueDelegate(m_environment));
    auto *addButton = new QPushButton(tr("Add"), this);
    addButton->setObjectName(u"addVariableButton"_s);
    auto *removeButton = new QPushButton(tr("Remove"), this);
    removeButton->setObjectName(u"removeVariableButton"_s);
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(addButton);
    buttons->addWidget(removeButton);
    buttons->addStretch(1);
    auto *row = new QHBoxLayout;
    row->addWidget(m_environment, 1);
    row->addLayout(buttons);

    connect(addButton, &QPushButton::clicked, this, [this] { addVariable(); });
    connect(removeButton, &QPushButton::clicked, this, &ServerSettingsDialog::removeSelected);
    connect(m_environment, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        // Re-mask or unmask the value when the Secret box flips.
        if (item->column() == SecretColumn)
            m_environment->update(m_environment->model()->index(item->row(), ValueColumn));
        updateProblem();
    });
    return row;
}

QLayout *ServerSettingsDialog::createOptionRows()
{
    m_workingDirectory->setObjectName(u"workingDirectoryEdit"_s);
    m_workingDirectory->setPlaceholderText(tr("mcpscope's own working directory"));
    auto *browseButton = new QPushButton(tr("Browse…"), this);
    auto *directoryRow = new QHBoxLayout;
    directoryRow->addWidget(m_workingDirectory, 1);
    directoryRow->addWidget(browseButton);
    m_timeout->setObjectName(u"timeoutSpin"_s);
    m_timeout->setRange(0, 3600);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setSpecialValueText(tr("no timeout"));
    m_timeout->setToolTip(tr("How long mcpscope waits for any answer before it gives up and "
                             "cancels the request. Progress notifications restart the wait."));
    auto *form = new QFormLayout;
    form->addRow(tr("Working directory:"), directoryRow);
    form->addRow(tr("Request timeout:"), m_timeout);

    connect(browseButton, &QPushButton::clicked, this, &ServerSettingsDialog::browse);
    connect(
        m_workingDirectory, &QLineEdit::textChanged, this, &ServerSettingsDialog::updateProblem);
    return form;
}

void ServerSettingsDialog::addVariable(const ServerConfig::EnvironmentVariable &variable)
{
    const int row = m_environment->rowCount();
    m_environment->insertRow(row);
    m_environment->setItem(row, NameColumn, new QTableWidgetItem(variable.name));
    m_environment->setItem(row, ValueColumn, new QTableWidgetItem(variable.value));
    auto *secret = new QTableWidgetItem;
    secret->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
    secret->setCheckState(variable.secret ? Qt::Checked : Qt::Unchecked);
    m_environment->setItem(row, SecretColumn, secret);
    if (variable.name.isEmpty())
        m_environment->editItem(m_environment->item(row, NameColumn));
}

void ServerSettingsDialog::removeSelected()
{
    const int row = m_environment->currentRow();
    if (row >= 0)
        m_environment->removeRow(row);
    updateProblem();
}

void ServerSettingsDialog::browse()
{
    const QString directory = QFileDialog::getExistingDirectory(
        this, tr("Working Directory"), m_workingDirectory->text());
    if (!directory.isEmpty())
        m_workingDirectory->setText(directory);
}

void ServerSettingsDialog::setConfig(const ServerConfig &config)
{
    m_environment->setRowCount(0);
    for (const ServerConfig::EnvironmentVariable &variable : config.environment)
        addVariable(variable);
    m_workingDirectory->setText(config.workingDirectory);
    updateProblem();
}

ServerConfig ServerSettingsDialog::applyTo(ServerConfig config) const
{
    config.environment.clear();
    for (int row = 0; row < m_environment->rowCount(); ++row) {
        const QString name = m_environment->item(row, NameColumn)->text().trimmed();
        if (name.isEmpty())
            continue;
        config.environment.append(
            {name,
             m_environment->item(row, ValueColumn)->text(),
             m_environment->item(row, SecretColumn)->checkState() == Qt::Checked});
    }
    config.workingDirectory = m_workingDirectory->text().trimmed();
    return config;
}

void ServerSettingsDialog::setRequestTimeoutMs(int ms)
{
    m_timeout->setValue(ms / 1000);
}

int ServerSettingsDialog::requestTimeoutMs() const
{
    return m_timeout->value() * 1000;
}

QString ServerSettingsDialog::problem() const
{
    QStringList seen;
    for (int row = 0; row < m_environment->rowCount(); ++row) {
        const QTableWidgetItem *item = m_environment->item(row, NameColumn);
        const QString name = item ? item->text().trimmed() : QString();
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

void ServerSettingsDialog::updateProblem()
{
    const QString text = problem();
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty());
}

void ServerSettingsDialog::accept()
{
    if (problem().isEmpty())
        QDialog::accept();
}
