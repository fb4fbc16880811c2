// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>
#include <QPersistentModelIndex>

class FormValueEditor;
class QCheckBox;
class QComboBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QToolButton;
class QVBoxLayout;
class SchemaFormModel;

// One row of a SchemaFormModel as a form field: the name (with "include" for optional fields
// and * for required ones; an editable key for extra entries), the variant picker of a
// oneOf/anyOf, the value editor, the null toggle, move/remove buttons for array elements, and
// under it the description with the schema's rules, why a row is raw JSON, and validation
// messages. Objects and arrays hold their children's nodes in childLayout(), indented. The
// invalid index is the root value (no name, no row buttons). FormPanel creates, refreshes and
// deletes nodes as the model changes; a node owns its widgets. GUI thread.
class FormNodeWidget : public QFrame
{
    Q_OBJECT
public:
    FormNodeWidget(SchemaFormModel *model, const QModelIndex &index, QWidget *parent = nullptr);

    QModelIndex index() const { return m_index; }
    bool isRoot() const { return m_isRoot; }
    // The row's internal pointer when the node was made: stays usable after the row is gone.
    const void *key() const { return m_rowKey; }
    // Shows the model's state of this row (a new editor when the kind changed).
    void refresh();
    QVBoxLayout *childLayout() const { return m_childLayout; }
    QList<FormNodeWidget *> &childNodes() { return m_childNodes; }
    FormValueEditor *editor() const { return m_editor; }
    QWidget *input() const;
    // This node's own focusable widgets in visual order (children not included).
    QList<QWidget *> focusWidgets() const;

protected:
    // Alt+Up / Alt+Down move an array element, Alt+Delete removes an element or entry: key
    // presses the focused editor does not use come up here, innermost node first.
    void keyPressEvent(QKeyEvent *event) override;

Q_SIGNALS:
    // An element or entry was added, moved or removed here; the panel focuses `index` (or this
    // node when it is invalid) once it has rebuilt the rows.
    void focusRequested(const QModelIndex &index);

private:
    QWidget *createNameBox();
    QHBoxLayout *createValueLine();
    QToolButton *rowButton(const QString &text, const QString &objectName, const QString &tip);
    QVariant role(int role) const;
    void replaceEditorIfNeeded();
    void refreshName();
    void refreshVariants();
    void refreshRowButtons();
    void refreshTexts();
    void refreshAccessibleTexts(const QString &description);
    void move(int by);
    void remove();

    SchemaFormModel *m_model = nullptr;
    QPersistentModelIndex m_index;
    bool m_isRoot = false;
    const void *m_rowKey = nullptr;
    QGridLayout *m_grid = nullptr;
    QWidget *m_nameBox = nullptr;
    QCheckBox *m_include = nullptr;
    QLabel *m_name = nullptr;
    QLineEdit *m_key = nullptr;
    QComboBox *m_variant = nullptr;
    QHBoxLayout *m_valueLine = nullptr;
    FormValueEditor *m_editor = nullptr;
    QToolButton *m_null = nullptr;
    QToolButton *m_up = nullptr;
    QToolButton *m_down = nullptr;
    QToolButton *m_remove = nullptr;
    QLabel *m_info = nullptr;
    QLabel *m_raw = nullptr;
    QLabel *m_messages = nullptr;
    QWidget *m_children = nullptr;
    QVBoxLayout *m_childLayout = nullptr;
    QList<FormNodeWidget *> m_childNodes;
};
