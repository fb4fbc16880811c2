// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class InterfaceDiff;
class QDateTime;
class QLabel;
class QTreeWidget;

// What changed in a server's interface, as a tree: the sections (server info, capabilities,
// tools, resources, templates, prompts) → the items added, removed or changed → for a changed
// one, each JSON pointer with its old and new value. Everything in it came from servers, so
// it is all plain text (ServerText), one line per cell, the whole value in the tooltip.
class InterfaceDiffDialog : public QDialog
{
    Q_OBJECT
public:
    explicit InterfaceDiffDialog(QWidget *parent = nullptr);

    void setDiff(const InterfaceDiff &diff, const QString &serverName);
    // How the banner and the dialog name when a snapshot was taken: "2026-11-20 14:02", local.
    static QString takenAtText(const QDateTime &takenAt);
    QTreeWidget *tree() const { return m_tree; }

private:
    QLabel *m_summary = nullptr;
    QTreeWidget *m_tree = nullptr;
};
