// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "modernframes.h"

#include <core/jsonrpc/jsonrpccodec.h>

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

QByteArray frame(qint64 id, const QString &method, const QJsonObject &params)
{
    return JsonRpc::encode(JsonRpcMessage::request(JsonRpcId(id), method, params));
}

HttpHeaderList headerLines(const char *lines)
{
    HttpHeaderList headers{{"Accept", "application/json, text/event-stream"},
                           {"Content-Type", "application/json"}};
    for (const QByteArray &line : QByteArray(lines).split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0)
            headers.emplaceBack(line.left(colon).trimmed(), line.sliced(colon + 1).trimmed());
    }
    return headers;
}

} // namespace ModernFrames
