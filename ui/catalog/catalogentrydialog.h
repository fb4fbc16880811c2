// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

// Adds or edits one catalog entry: its name, how to reach it (transport, and the command line
// or URL, as the connection bar takes them) and, through Settings…, everything else
// (ServerSettingsDialog: environment, headers, token, era, limits). OK stays disabled while
// the name is empty, the command cannot be split or the URL cannot be used; the problem is
// said next to the buttons.
class CatalogEntryDialog : public QDialog
{
    Q_OBJECT
public:
    explicit CatalogEntryDialog(QWidget *parent = nullptr);

    void setConfig(const ServerConfig &config);
    ServerConfig config() const;
    void editSettings();

private:
    QString problem() const;
    void updateProblem();

    ServerConfig m_config; // what Settings… edits; the fields hold the rest
    QLineEdit *m_name;
    QComboBox *m_transport;
    QLineEdit *m_target;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};
