// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

// Names the controls Qt makes by itself and leaves unnamed for a screen reader: a line edit's
// clear button (setClearButtonEnabled), the line edit inside an editable combo box or a key
// sequence edit, and a tool bar's overflow button. One filter on the application sees each widget once, when it is polished
// before it is first shown, so every pane and dialog gets them without a line of its own.
// MainWindow installs it. GUI thread; owned by the application.
class AccessibleDefaults : public QObject
{
    Q_OBJECT
public:
    // Installs the filter once (later calls do nothing).
    static void install();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};
