// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "secrettable.h"

#include "widgets/fontunits.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
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

// Values of secret rows are masked on screen and typed into a password field.
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

SecretTable::SecretTable(QWidget *parent)
    : QWidget(parent)
    , m_table(new QTableWidget(0, 3, this))
    , m_addButton(new QPushButton(tr("Add"), this))
    , m_removeButton(new QPushButton(tr("Remove"), this))
{
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Value"), tr("Secret")});
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(NameColumn, QHeaderView::Interactive);
    header->setSectionResizeMode(ValueColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(SecretColumn, QHeaderView::ResizeToContents);
    m_table->setColumnWidth(NameColumn, FontUnits::chars(m_table, 25));
    m_table->verticalHeader()->hide();
    m_table->setItemDelegateForColumn(ValueColumn, new SecretValueDelegate(m_table));
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_addButton);
    buttons->addWidget(m_removeButton);
    buttons->addStretch(1);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(m_addButton, &QPushButton::clicked, this, [this] { addRow(Entry{}); });
    connect(m_removeButton, &QPushButton::clicked, this, &SecretTable::removeCurrentRow);
    connect(m_table, &QTableWidget::itemChanged, this, &SecretTable::handleItemChanged);
}

void SecretTable::setSecretByName(std::function<bool(const QString &)> isSecretName)
{
    m_isSecretName = std::move(isSecretName);
}

void SecretTable::setEntries(const QList<Entry> &entries)
{
    m_table->setRowCount(0);
    for (const Entry &entry : entries)
        addRow(entry);
    Q_EMIT changed();
}

QList<SecretTable::Entry> SecretTable::entries() const
{
    QList<Entry> result;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QString name = m_table->item(row, NameColumn)->text().trimmed();
        if (name.isEmpty())
            continue;
        result.append({name,
                       m_table->item(row, ValueColumn)->text(),
                       m_table->item(row, SecretColumn)->checkState() == Qt::Checked});
    }
    return result;
}

QStringList SecretTable::names() const
{
    QStringList result;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem *item = m_table->item(row, NameColumn);
        result << (item ? item->text().trimmed() : QString());
    }
    return result;
}

void SecretTable::addRow(const Entry &entry)
{
    const int row = m_table->rowCount();
    const QSignalBlocker blocker(m_table); // one changed() for the whole row, below
    m_table->insertRow(row);
    m_table->setItem(row, NameColumn, new QTableWidgetItem(entry.name));
    m_table->setItem(row, ValueColumn, new QTableWidgetItem(entry.value));
    auto *secret = new QTableWidgetItem;
    secret->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
    secret->setCheckState(entry.secret ? Qt::Checked : Qt::Unchecked);
    m_table->setItem(row, SecretColumn, secret);
    if (entry.name.isEmpty()) {
        m_table->setCurrentCell(row, NameColumn);
        m_table->editItem(m_table->item(row, NameColumn));
    }
    Q_EMIT changed();
}

void SecretTable::removeCurrentRow()
{
    const int row = m_table->currentRow();
    if (row < 0)
        return;
    m_table->removeRow(row);
    Q_EMIT changed();
}

void SecretTable::handleItemChanged(QTableWidgetItem *item)
{
    if (item->column() == NameColumn && m_isSecretName && m_isSecretName(item->text().trimmed())) {
        QTableWidgetItem *secret = m_table->item(item->row(), SecretColumn);
        if (secret && secret->checkState() != Qt::Checked)
            secret->setCheckState(Qt::Checked); // re-enters for the Secret column
    }
    // Re-mask or unmask the value when the Secret box flips.
    if (item->column() == SecretColumn)
        m_table->update(m_table->model()->index(item->row(), ValueColumn));
    Q_EMIT changed();
}
