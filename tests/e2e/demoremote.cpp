// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "demoremote.h"

#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

DemoRemoteServer::DemoRemoteServer()
{
    QObject::connect(&m_process, &QProcess::readyReadStandardError, &m_process, [this] {
        m_stderr += m_process.readAllStandardError();
        const QString text = QString::fromUtf8(m_stderr);
        const QRegularExpressionMatch http
            = QRegularExpression(u"listening on (http://\\S+)"_s).match(text);
        const QRegularExpressionMatch ws
            = QRegularExpression(u"listening on (ws://\\S+)"_s).match(text);
        if (http.hasMatch())
            m_httpUrl = http.captured(1);
        if (ws.hasMatch())
            m_wsUrl = ws.captured(1);
    });
}

DemoRemoteServer::~DemoRemoteServer()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.terminate();
        if (!QTest::qWaitFor([this] { return m_process.state() == QProcess::NotRunning; }, 5000))
            m_process.kill();
        static_cast<void>(
            QTest::qWaitFor([this] { return m_process.state() == QProcess::NotRunning; }, 5000));
    }
}

bool DemoRemoteServer::start(const QStringList &extraArguments, int timeoutMs)
{
    m_process.start(QStringLiteral(MCPSCOPE_DEMO_SERVER_PATH),
                    QStringList{u"--http"_s, u"0"_s, u"--ws"_s, u"0"_s} + extraArguments);
    return QTest::qWaitFor(
               [this] {
                   return (!m_httpUrl.isEmpty() && !m_wsUrl.isEmpty())
                          || m_process.state() == QProcess::NotRunning;
               },
               timeoutMs)
           && m_process.state() != QProcess::NotRunning;
}
