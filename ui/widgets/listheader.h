// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

class QHBoxLayout;
class QLineEdit;
class QPushButton;
class QString;
class QWidget;

// The line above a feature pane's list: its title in bold, a filter field, and Refresh.
struct ListHeader
{
    QHBoxLayout *layout = nullptr;
    QLineEdit *filter = nullptr;
    QPushButton *refresh = nullptr;
};

ListHeader makeListHeader(const QString &title,
                          const QString &filterHint,
                          const QString &filterObjectName,
                          const QString &refreshObjectName,
                          QWidget *parent);
