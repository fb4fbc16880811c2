// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// The JSON-RPC codec on any bytes a server may send: decoding never crashes, and whatever
// decodes as a message encodes and decodes again to the same kind and id.
#include <core/jsonrpc/jsonrpccodec.h>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView frame(reinterpret_cast<const char *>(data), qsizetype(size));
    const JsonRpc::DecodeResult decoded = JsonRpc::decode(frame);
    for (const JsonRpcMessage &message : decoded.messages) {
        if (message.kind() == JsonRpcMessage::Kind::Invalid || !message.problems().isEmpty())
            continue;
        const JsonRpc::DecodeResult again = JsonRpc::decode(JsonRpc::encode(message));
        if (again.messages.size() != 1 || again.messages.first().kind() != message.kind()
            || !(again.messages.first().id() == message.id()))
            std::abort(); // an encoded message must decode to itself
    }
    return 0;
}
