// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/analysis/connectionanalysis.h>
#include <core/jsonrpc/jsonrpccodec.h>
#include <core/transport/transport.h>

#include <QList>

// The session's side of an HTTP transport that never decodes (Transport::sendRequestFrame,
// ExchangeEnd): the ids of the requests a frame carries, handed over with it, and the answer
// to "did the server answer this exchange's requests?". McpSession answers only once every
// frame that arrived before the question was decoded and observed (the question waits in its
// InboundQueue), so the connection's analysis, which pairs every response, has seen them all.
namespace HttpExchanges {

QList<JsonRpcId> requestIds(const JsonRpc::DecodeResult &decoded);
// A stream that ended: true when no request of the exchange is open any more. An HTTP error's
// body: true when it holds a response to one of them that is still open (the transport then
// delivers the body as a frame, which answers it).
bool answered(const ExchangeEnd &end, const ConnectionAnalysis &analysis);

} // namespace HttpExchanges
