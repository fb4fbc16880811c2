// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class SchemaFormModel;

// Every validation message a SchemaFormModel shows, as "JSON pointer: message" lines in one
// list under the form; activating a line (click, or Enter) asks to go to that field. Hidden
// while there is nothing to say. GUI thread; does not own the model.
class ValidationSummary : public QWidget
{
    Q_OBJECT
public:
    explicit ValidationSummary(QWidget *parent = nullptr);

    // Collects the messages the model shows now (root and rows, depth first).
    void update(const SchemaFormModel &model);
    QStringList problems() const { return m_problems; }
    QListWidget *list() const { return m_list; }

Q_SIGNALS:
    void problemActivated(const QString &pointer);

private:
    QLabel *m_title = nullptr;
    QListWidget *m_list = nullptr;
    QStringList m_problems;
};
