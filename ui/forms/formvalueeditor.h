// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPersistentModelIndex>
#include <QWidget>

class SchemaFormModel;

// The editor of one value of a SchemaFormModel, chosen by the row's kind: a line edit for strings
// and numbers (numbers keep the exact text typed), a check box, a combo of labelled choices, a
// JSON editor for raw rows, a summary with "Add" for objects and arrays. It writes every edit to
// the model at once and shows the model's value on refresh() without disturbing the user's
// typing. The invalid index stands for the root value. Owned by its FormNodeWidget; GUI thread.
class FormValueEditor : public QWidget
{
    Q_OBJECT
public:
    static FormValueEditor *
    create(SchemaFormModel *model, const QModelIndex &index, QWidget *parent = nullptr);

    // False once the row edits another kind of value (a new variant, a raw value that now fits):
    // the node then makes a new editor.
    bool fits() const;
    virtual void refresh() = 0;
    // The widget that takes the keyboard focus; null when there is nothing to type into.
    virtual QWidget *input() const = 0;
    // Every focusable widget, in visual order (for the form's tab order).
    virtual QList<QWidget *> focusWidgets() const;
    // Colours the input as invalid (or back to normal).
    void setInvalid(bool invalid);

Q_SIGNALS:
    void rowAdded(const QModelIndex &index); // an element or entry added with this editor

protected:
    FormValueEditor(SchemaFormModel *model, const QModelIndex &index, QWidget *parent);
    QModelIndex nameIndex() const { return m_index; }
    QModelIndex valueIndex() const;
    QVariant data(int role) const;
    bool isPresent() const;
    SchemaFormModel *model() const { return m_model; }

    // Set while this editor writes to the model, so refresh() leaves the input alone.
    bool m_writing = false;

private:
    SchemaFormModel *m_model = nullptr;
    QPersistentModelIndex m_index;
    bool m_isRoot = false;
    int m_kind = -1;
};
