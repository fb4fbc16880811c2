// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsontexttreelink.h"

#include "palettecolors.h"
#include "results/jsontreemodel.h"

#include <core/schema/jsonpointer.h>

#include <QJsonArray>
#include <QJsonObject>
#include <QPlainTextEdit>
#include <QScopedValueRollback>
#include <QTextBlock>
#include <QTreeView>

using namespace Qt::StringLiterals;

JsonTextTreeLink::JsonTextTreeLink(QPlainTextEdit *text,
                                   QTreeView *tree,
                                   JsonTreeModel *model,
                                   QObject *parent)
    : QObject(parent)
    , m_text(text)
    , m_tree(tree)
    , m_model(model)
{
    connect(m_tree->selectionModel(),
            &QItemSelectionModel::currentChanged,
            this,
            &JsonTextTreeLink::handleTreeSelection);
    connect(
        m_text, &QPlainTextEdit::cursorPositionChanged, this, &JsonTextTreeLink::handleTextCursor);
    // The marked node's background follows a theme switch.
    PaletteColors::follow(m_text, this, [this] {
        if (!m_highlighted.isEmpty())
            highlight(m_highlighted, false);
    });
}

void JsonTextTreeLink::setLayout(const JsonTextLayout &layout)
{
    const QScopedValueRollback syncing(m_syncing, true);
    m_layout = layout;
    m_linked = true;
    m_highlighted.clear();
    m_text->setPlainText(m_layout.text());
    m_text->setExtraSelections({});
}

void JsonTextTreeLink::unlink()
{
    m_layout = JsonTextLayout();
    m_linked = false;
    m_highlighted.clear();
}

QModelIndex JsonTextTreeLink::indexOf(const QString &pointer) const
{
    const std::optional<QStringList> tokens = JsonPointer::split(pointer);
    if (!tokens || tokens->isEmpty())
        return {};
    QModelIndex parent;
    QJsonValue value = m_model->json();
    for (const QString &token : *tokens) {
        qsizetype row = -1;
        if (value.isObject()) {
            row = value.toObject().keys().indexOf(token); // the model's rows are in key order
            value = value.toObject().value(token);
        } else if (value.isArray()) {
            bool ok = false;
            row = token.toLongLong(&ok);
            if (!ok || row >= value.toArray().size())
                return {};
            value = value.toArray().at(row);
        }
        if (row < 0)
            return {};
        // The model builds rows lazily: fetch batches until the row exists.
        while (m_model->rowCount(parent) <= row && m_model->canFetchMore(parent))
            m_model->fetchMore(parent);
        parent = m_model->index(int(row), 0, parent);
        if (!parent.isValid())
            return {};
    }
    return parent;
}

void JsonTextTreeLink::selectPointer(const QString &pointer)
{
    if (!m_linked)
        return;
    const QModelIndex index = indexOf(pointer);
    if (index.isValid()) {
        for (QModelIndex ancestor = index.parent(); ancestor.isValid();
             ancestor = ancestor.parent())
            m_tree->expand(ancestor);
        m_tree->setCurrentIndex(index); // highlights the text through handleTreeSelection
        m_tree->scrollTo(index);
    } else {
        highlight(pointer, true);
    }
}

void JsonTextTreeLink::handleTreeSelection(const QModelIndex &current)
{
    if (m_syncing || !m_linked || !current.isValid())
        return;
    highlight(m_model->pointer(current), true);
}

void JsonTextTreeLink::handleTextCursor()
{
    if (m_syncing || !m_linked)
        return;
    const QString pointer = m_layout.pointerAt(m_text->textCursor().position());
    {
        const QScopedValueRollback syncing(m_syncing, true);
        const QModelIndex index = indexOf(pointer);
        if (index.isValid()) {
            for (QModelIndex up = index.parent(); up.isValid(); up = up.parent())
                m_tree->expand(up);
            m_tree->setCurrentIndex(index);
            m_tree->scrollTo(index);
        } else {
            m_tree->setCurrentIndex({});
        }
    }
    highlight(pointer, false);
}

void JsonTextTreeLink::highlight(const QString &pointer, bool moveCursor)
{
    m_highlighted = pointer;
    const JsonTextLayout::Span *span = pointer.isEmpty() ? nullptr : m_layout.spanOf(pointer);
    QList<QTextEdit::ExtraSelection> selections;
    if (span) {
        QTextEdit::ExtraSelection selection;
        selection.cursor = QTextCursor(m_text->document());
        selection.cursor.setPosition(int(span->start));
        selection.cursor.setPosition(int(span->end), QTextCursor::KeepAnchor);
        selection.format.setBackground(
            PaletteColors::color(m_text->palette(), PaletteColors::Role::JsonNodeBackground));
        selections << selection;
        if (moveCursor) {
            const QScopedValueRollback syncing(m_syncing, true);
            QTextCursor cursor(m_text->document());
            // The end first, then the start: both ends scrolled into view when they fit.
            cursor.setPosition(int(span->end));
            m_text->setTextCursor(cursor);
            m_text->ensureCursorVisible();
            cursor.setPosition(int(span->start));
            m_text->setTextCursor(cursor);
            m_text->ensureCursorVisible();
        }
    }
    m_text->setExtraSelections(selections);
}
