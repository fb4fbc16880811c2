// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httpexchanges.h"

#include <algorithm>

QList<JsonRpcId> HttpExchanges::requestIds(const JsonRpc::DecodeResult &decoded)
{
    QList<JsonRpcId> ids;
    for (const JsonRpcMessage &message : decoded.messages) {
        if (message.isRequest())
            ids.append(message.id());
    }
    return ids;
}

bool HttpExchanges::answered(const ExchangeEnd &end, const ConnectionAnalysis &analysis)
{
    const auto open = [&analysis](const JsonRpcId &id) { return analysis.awaitsResponse(id); };
    if (end.errorBody.isEmpty())
        return std::none_of(end.requests.cbegin(), end.requests.cend(), open);
    const JsonRpc::DecodeResult body = JsonRpc::decode(end.errorBody);
    return std::any_of(
        body.messages.cbegin(), body.messages.cend(), [&end, &open](const JsonRpcMessage &m) {
            return m.isResponse() && end.requests.contains(m.id()) && open(m.id());
        });
}
