// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>

class QTableWidget;

// Help › About: the icon, mcpscope's version, the Qt it was built with and runs on, its
// license, and every library the GUI links with that library's license (what a binary
// distribution must reproduce; the README's dependency table says why each is there).
class AboutDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // The lines of the dependency table, "name — license", for tests and bug reports.
    QStringList dependencyLines() const;

private:
    QTableWidget *m_dependencies = nullptr;
};
