// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "demomodern.h"

#include "clirun.h"

#include <QFile>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

QStringList DemoTarget::arguments(const QStringList &serverOptions)
{
    if (m_transport == Transport::Stdio)
        return QStringList{u"--"_s} + demoServer() + serverOptions;
    m_server = std::make_unique<DemoRemoteServer>();
    if (!m_server->start(serverOptions)) {
        m_problem = u"the demo server did not start: "_s + m_server->output();
        return {};
    }
    return {u"--url"_s, m_server->httpUrl()};
}

QString writeJsonFile(const QTemporaryDir &dir, const QString &name, const QJsonObject &object)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(QJsonDocument(object).toJson());
    return path;
}
