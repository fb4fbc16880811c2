// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonValue>
#include <QWidget>

class JsonTreeModel;
class QToolButton;
class QTreeView;
class TextPreview;

// One JSON value two ways: a lazy collapsible tree (JsonTreeModel) or indented text, with a
// toggle. The text is only produced when first asked for, so a huge value costs nothing until
// then. Owns its model and views; GUI thread.
class JsonView : public QWidget
{
    Q_OBJECT
public:
    enum class Mode { Tree, Text };

    explicit JsonView(QWidget *parent = nullptr);

    void setJson(const QJsonValue &value, const QString &suggestedFileName = {});
    void setMode(Mode mode);
    Mode mode() const { return m_mode; }
    JsonTreeModel *model() const { return m_model; }
    QTreeView *tree() const { return m_tree; }
    TextPreview *text() const { return m_text; }
    // Height cap in pixels while the view sits in a stack of blocks; 0 fills the space.
    void setMaximumViewHeight(int pixels);

private:
    void updateTreeHeight();

    JsonTreeModel *m_model = nullptr;
    QToolButton *m_toggle = nullptr;
    QTreeView *m_tree = nullptr;
    TextPreview *m_text = nullptr;
    QJsonValue m_value;
    QString m_fileName;
    Mode m_mode = Mode::Tree;
    bool m_textStale = true;
    int m_maxHeight = 260;
};
