// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QWidget>

#include <functional>

class QPushButton;
class QTableWidget;
class QTableWidgetItem;

// An editable Name | Value | Secret table with Add and Remove buttons, for environment
// variables and HTTP headers. Values of secret rows are masked on screen and typed into a
// password field. Rows whose name is empty are left out of entries().
class SecretTable : public QWidget
{
    Q_OBJECT
public:
    struct Entry
    {
        QString name;
        QString value;
        bool secret = false;
    };

    explicit SecretTable(QWidget *parent = nullptr);

    void setEntries(const QList<Entry> &entries);
    QList<Entry> entries() const;
    QStringList names() const; // every row's trimmed name, empty ones included
    // Names that are secret by nature (Authorization): typing one ticks Secret by itself.
    void setSecretByName(std::function<bool(const QString &)> isSecretName);

    QTableWidget *table() const { return m_table; }
    QPushButton *addButton() const { return m_addButton; }
    QPushButton *removeButton() const { return m_removeButton; }

Q_SIGNALS:
    void changed();

private:
    void addRow(const Entry &entry);
    void removeCurrentRow();
    void handleItemChanged(QTableWidgetItem *item);

    QTableWidget *m_table = nullptr;
    QPushButton *m_addButton = nullptr;
    QPushButton *m_removeButton = nullptr;
    std::function<bool(const QString &)> m_isSecretName;
};
