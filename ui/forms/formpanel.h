// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QWidget>

class FormNodeWidget;
class QLabel;
class QVBoxLayout;
class SchemaFormModel;

// The form itself: one FormNodeWidget per row of a SchemaFormModel, nested like the value,
// kept in step with the model (rows inserted, removed or moved rebuild their parent's children;
// changed rows refresh in place, so typing is never interrupted). Keeps the tab order in the
// visual order. Does not own the model. GUI thread.
class FormPanel : public QWidget
{
    Q_OBJECT
public:
    explicit FormPanel(SchemaFormModel *model, QWidget *parent = nullptr);

    // The node of a row; the invalid index is the root. Null while a row has no node.
    FormNodeWidget *nodeFor(const QModelIndex &index) const;
    void refreshRoot();
    // Gives the keyboard focus to the row's editor (or its first control).
    void focusIndex(const QModelIndex &index);

Q_SIGNALS:
    void focused(QWidget *widget); // so the scroll area can bring it into view

private:
    void rebuildAll();
    void rebuildChildren(const QModelIndex &parent);
    void populate(FormNodeWidget *node);
    void discard(FormNodeWidget *node);
    void refreshRows(const QModelIndex &topLeft, const QModelIndex &bottomRight);
    void updateTabOrder();
    void updateEmptyNote();

    SchemaFormModel *m_model = nullptr;
    QVBoxLayout *m_layout = nullptr;
    FormNodeWidget *m_root = nullptr;
    QLabel *m_emptyNote = nullptr; // a schema without fields says so instead of showing nothing
    QHash<const void *, FormNodeWidget *> m_nodes; // by the row's internal pointer
};
