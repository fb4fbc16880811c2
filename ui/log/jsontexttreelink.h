// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "jsontextlayout.h"

#include <QObject>

class JsonTreeModel;
class QModelIndex;
class QPlainTextEdit;
class QTreeView;

// Keeps a JSON tree and the same JSON as text pointing at each other: selecting a node marks
// its text (member name through value) and scrolls to it; putting the cursor in the text
// selects the innermost node there, expanding and fetching the lazy tree as far as needed.
// Owns neither widget nor model.
class JsonTextTreeLink : public QObject
{
    Q_OBJECT
public:
    JsonTextTreeLink(QPlainTextEdit *text, QTreeView *tree, JsonTreeModel *model, QObject *parent);

    // Shows layout's text and links it to the model's tree (which must hold the same value).
    void setLayout(const JsonTextLayout &layout);
    // Nothing to link (a frame that is not JSON, or too large to lay out).
    void unlink();
    bool isLinked() const { return m_linked; }

    // The node at pointer, made to exist in the lazy model; invalid when there is none.
    QModelIndex indexOf(const QString &pointer) const;
    void selectPointer(const QString &pointer);
    QString highlightedPointer() const { return m_highlighted; }

private:
    void handleTreeSelection(const QModelIndex &current);
    void handleTextCursor();
    void highlight(const QString &pointer, bool moveCursor);

    QPlainTextEdit *m_text = nullptr;
    QTreeView *m_tree = nullptr;
    JsonTreeModel *m_model = nullptr;
    JsonTextLayout m_layout;
    QString m_highlighted;
    bool m_linked = false;
    bool m_syncing = false; // one side is following the other: do not echo back
};
