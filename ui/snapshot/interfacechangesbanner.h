// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <ui/widgets/noticebanner.h>

// The strip under the connection bar when the server's interface changed since the last
// connect: "3 changes since 2026-11-20 14:02: 1 tool added, 2 tool schemas changed", with
// Show Changes and Dismiss. The summary holds server names: shown as plain text (showText).
class InterfaceChangesBanner : public NoticeBanner
{
    Q_OBJECT
public:
    explicit InterfaceChangesBanner(QWidget *parent = nullptr);

Q_SIGNALS:
    void showChangesRequested();
};
