// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "mainwindowtest.h"

#include <ui/connection/transportchoice.h>

#include <QUrl>

class ConnectionBar;
class QComboBox;
class QLineEdit;

// A main window that starts with nothing to connect to; the test types a URL (or a command)
// into the server field and picks the transport, as a user does.
class RemoteWindowTest : public MainWindowTest
{
protected:
    void SetUp() override;

    ConnectionBar *connectionBar() const;
    QLineEdit *serverEdit() const;
    QComboBox *transportCombo() const;
    // Replaces the field's text by typing.
    void typeServer(const QString &text);
    void chooseTransport(TransportChoice choice);
    // Clicks Connect and waits until the attempt has come to rest (ready or failed).
    void clickConnectAndWait();
    // The first HTTP exchange row with this method (and status, unless 0) from `from` on.
    int findExchangeRow(const QByteArray &method, int status = 0, int from = 0) const;
    // Selects the log row and returns what the detail pane shows: heading, facts and body.
    QString showLogRow(int row);
};
