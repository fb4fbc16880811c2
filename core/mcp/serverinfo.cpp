// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverinfo.h"

using namespace Qt::StringLiterals;

QString ServerInfo::name() const
{
    return implementation.value("name"_L1).toString();
}

QString ServerInfo::version() const
{
    return implementation.value("version"_L1).toString();
}

QString ServerInfo::title() const
{
    const QString title = implementation.value("title"_L1).toString();
    return title.isEmpty() ? name() : title;
}

QStringList ServerInfo::capabilitySummary() const
{
    QStringList summary;
    for (auto it = capabilities.constBegin(); it != capabilities.constEnd(); ++it) {
        QStringList flags;
        const QJsonObject options = it.value().toObject();
        for (auto option = options.constBegin(); option != options.constEnd(); ++option) {
            if (option.value().toBool())
                flags << option.key();
        }
        summary << (flags.isEmpty() ? it.key() : u"%1 (%2)"_s.arg(it.key(), flags.join(u", "_s)));
    }
    return summary;
}

ServerInfo ServerInfo::fromInitializeResult(const QJsonObject &result,
                                            const QJsonObject &clientCapabilities)
{
    ServerInfo info;
    info.protocolVersion = result.value("protocolVersion"_L1).toString();
    info.capabilities = result.value("capabilities"_L1).toObject();
    info.implementation = result.value("serverInfo"_L1).toObject();
    info.instructions = result.value("instructions"_L1).toString();
    info.clientCapabilities = clientCapabilities;
    info.handshakeResult = result;
    return info;
}
