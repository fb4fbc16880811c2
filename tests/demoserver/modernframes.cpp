// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "modernframes.h"

using namespace Qt::StringLiterals;

namespace ModernFrames {

QJsonObject meta(const QJsonObject &capabilities, const QJsonObject &extra, const QString &version)
{
    QJsonObject meta{{"io.modelcontextprotocol/protocolVersion"_L1, version},
                     {"io.modelcontextprotocol/clientCapabilities"_L1, capabilities},
                     {"io.modelcontextprotocol/clientInfo"_L1,
                      QJsonObject{{"name"_L1, u"demoserver_tests"_s}, {"version"_L1, u"1"_s}}}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        meta.insert(it.key(), it.value());
    return meta;
}

QJsonObject params(QJsonObject params, const QJsonObject &capabilities)
{
    params.insert("_meta"_L1, meta(capabilities));
    return params;
}

QJsonObject allCapabilities()
{
    return {{"elicitation"_L1, QJsonObject{{"form"_L1, QJsonObject()}}},
            {"roots"_L1, QJsonObject()},
            {"sampling"_L1, QJsonObject()}};
}

} // namespace ModernFrames
