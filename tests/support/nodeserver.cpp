// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "nodeserver.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

using namespace Qt::StringLiterals;

NodeHttpServer::NodeHttpServer(const QString &mode)
    : m_mode(mode)
{
    m_process.setProcessChannelMode(QProcess::MergedChannels);
    QObject::connect(
        &m_process, &QProcess::readyRead, &m_process, [this] { m_output += m_process.readAll(); });
}

NodeHttpServer::~NodeHttpServer()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.kill();
        // Best effort in a destructor: QProcess kills and reaps it anyway.
        static_cast<void>(
            QTest::qWaitFor([this] { return m_process.state() == QProcess::NotRunning; }, 5000));
    }
}

bool NodeHttpServer::start(int timeoutMs)
{
    {
        QTcpServer probe; // the system picks a free port; the server binds it right after
        if (!probe.listen(QHostAddress::LocalHost, 0))
            return false;
        m_port = probe.serverPort();
    }
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"PORT"_s, QString::number(m_port));
    m_process.setProcessEnvironment(environment);
    m_process.start(QStringLiteral(MCPSCOPE_NODE_PATH),
                    {u"-r"_s,
                     QStringLiteral(MCPSCOPE_LOOPBACK_PRELOAD),
                     QStringLiteral(MCPSCOPE_EVERYTHING_JS),
                     m_mode});
    // Wait for the port, not for the "listening" line: Express prints it even when binding fails.
    return QTest::qWaitFor(
               [this] {
                   if (m_process.state() == QProcess::NotRunning)
                       return true;
                   QTcpSocket socket;
                   socket.connectToHost(QHostAddress::LocalHost, m_port);
                   return QTest::qWaitFor(
                              [&socket] {
                                  return socket.state() != QAbstractSocket::ConnectingState
                                         && socket.state() != QAbstractSocket::HostLookupState;
                              },
                              1000)
                          && socket.state() == QAbstractSocket::ConnectedState;
               },
               timeoutMs)
           && m_process.state() != QProcess::NotRunning;
}
