// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

class QLabel;
class QString;
class QWidget;

// The labels the feature panes show a server's text in: plain text (a server's string is never
// interpreted as rich text), wrapped, selectable for copying.
namespace PaneLabels {

QLabel *text(const QString &objectName, QWidget *parent);
// The same, bold and a little larger: a pane's title line.
QLabel *heading(const QString &objectName, QWidget *parent);

} // namespace PaneLabels
