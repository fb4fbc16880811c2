// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverinfo.h"

#include <QJsonArray>

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

ServerInfo ServerInfo::fromDiscoverResult(const QJsonObject &result,
                                          const QString &version,
                                          const QJsonObject &clientCapabilities)
{
    ServerInfo info;
    info.era = u"modern"_s;
    info.protocolVersion = version;
    info.capabilities = result.value("capabilities"_L1).toObject();
    // Spec PR #3002 moved serverInfo into _meta; early servers still put it at the top.
    const QJsonObject meta = result.value("_meta"_L1).toObject();
    const QJsonValue inMeta = meta.value("io.modelcontextprotocol/serverInfo"_L1);
    info.implementation
        = inMeta.isObject() ? inMeta.toObject() : result.value("serverInfo"_L1).toObject();
    info.instructions = result.value("instructions"_L1).toString();
    info.clientCapabilities = clientCapabilities;
    info.handshakeResult = result;
    for (const QJsonValue &value : result.value("supportedVersions"_L1).toArray())
        info.supportedVersions << value.toString();
    return info;
}
