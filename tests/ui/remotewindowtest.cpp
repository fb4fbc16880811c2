// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "remotewindowtest.h"

#include <core/mcp/mcpsession.h>
#include <ui/connection/connectionbar.h>
#include <ui/log/messagelogview.h>

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>

using namespace Qt::StringLiterals;

void RemoteWindowTest::SetUp()
{
    startWindow(ServerConfig());
}

ConnectionBar *RemoteWindowTest::connectionBar() const
{
    return UiTest::find<ConnectionBar>(m_window.get(), u"connectionBar"_s);
}

QLineEdit *RemoteWindowTest::serverEdit() const
{
    return UiTest::find<QLineEdit>(m_window.get(), u"serverEdit"_s);
}

QComboBox *RemoteWindowTest::transportCombo() const
{
    return UiTest::find<QComboBox>(m_window.get(), u"transportCombo"_s);
}

void RemoteWindowTest::typeServer(const QString &text)
{
    QLineEdit *edit = serverEdit();
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

void RemoteWindowTest::chooseTransport(TransportChoice choice)
{
    QComboBox *combo = transportCombo();
    const int index = combo->findData(int(choice));
    ASSERT_GE(index, 0);
    combo->setFocus();
    while (combo->currentIndex() != index)
        QTest::keyClick(combo, combo->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
}

void RemoteWindowTest::clickConnectAndWait()
{
    QTest::mouseClick(button(u"connectButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([this] { return m_window->isSettled(); }, 20000))
        << qPrintable(statusText());
}

int RemoteWindowTest::findExchangeRow(const QByteArray &method, int status, int from) const
{
    m_window->logModel()->flush();
    for (int row = from; row < log().rowCount(); ++row) {
        const MessageRecord &record = log().record(row);
        if (record.http && record.http->method == method
            && (status == 0 || record.http->status == status))
            return row;
    }
    return -1;
}

QString RemoteWindowTest::showLogRow(int row)
{
    auto *logView = UiTest::find<MessageLogView>(m_window.get(), u"messageLogView"_s);
    QTableView *table = logView->table();
    UiTest::clickRow(table, table->model()->index(row, MessageLogModel::MethodColumn));
    EXPECT_EQ(logView->currentRow(), row);
    return UiTest::find<QLabel>(m_window.get(), u"frameHeading"_s)->text() + u'\n'
           + UiTest::find<QLabel>(m_window.get(), u"frameFacts"_s)
                 ->text()
                 .replace(QChar(0x00A0), u' ') // facts keep their words together
           + u'\n' + UiTest::find<QPlainTextEdit>(m_window.get(), u"frameBody"_s)->toPlainText();
}
