// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

// The strip under the connection bar when the server's interface changed since the last
// connect: "3 changes since 2026-11-20 14:02: 1 tool added, 2 tool schemas changed", with
// Show Changes and Dismiss. Styled like the offline banner.
class InterfaceChangesBanner : public QFrame
{
    Q_OBJECT
public:
    explicit InterfaceChangesBanner(QWidget *parent = nullptr);

    void showText(const QString &text); // the summary holds server names: shown as plain text
    QString text() const;

Q_SIGNALS:
    void showChangesRequested();

private:
    QLabel *m_text = nullptr;
    QPushButton *m_show = nullptr;
    QPushButton *m_dismiss = nullptr;
};
