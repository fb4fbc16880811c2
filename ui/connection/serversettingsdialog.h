// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLayout;
class QLineEdit;
class QSpinBox;
class QTableWidget;

// Edits what the command line does not hold: environment variables added to the server's
// inherited environment (secret ones are masked and redacted when saved), the working
// directory, and the request timeout. Problems are shown in the dialog, next to its buttons.
class ServerSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ServerSettingsDialog(QWidget *parent = nullptr);

    void setConfig(const ServerConfig &config);
    // The given config with this dialog's environment and working directory.
    ServerConfig applyTo(ServerConfig config) const;
    void setRequestTimeoutMs(int ms);
    int requestTimeoutMs() const;

    void accept() override;

private:
    QLayout *createEnvironmentRow();
    QLayout *createOptionRows();
    void addVariable(const ServerConfig::EnvironmentVariable &variable = {});
    void removeSelected();
    void browse();
    QString problem() const;
    void updateProblem();

    QTableWidget *m_environment = nullptr;
    QLineEdit *m_workingDirectory = nullptr;
    QSpinBox *m_timeout = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};
