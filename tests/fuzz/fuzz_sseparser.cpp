// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// The SSE parser on any stream in any chunking (CR, LF and CRLF may be split between reads):
// the items are the same whether the stream arrives whole, byte by byte or in random chunks.
#include <core/transport/sseparser.h>

#include <cstdlib>
#include <fuzzer/FuzzedDataProvider.h>

namespace {

struct ParsedStream
{
    QList<SseParser::Item> items;
    bool incompleteAtEnd = false;
};

bool sameItem(const SseParser::Item &a, const SseParser::Item &b)
{
    return a.kind == b.kind && a.eventType == b.eventType && a.data == b.data && a.id == b.id
           && a.hasData == b.hasData && a.comment == b.comment && a.retryMs == b.retryMs;
}

template<typename NextChunk>
ParsedStream parse(const QByteArray &bytes, NextChunk nextChunk)
{
    SseParser parser;
    ParsedStream parsed;
    qsizetype offset = 0;
    while (offset < bytes.size()) {
        const qsizetype chunk = nextChunk(bytes.size() - offset);
        parsed.items += parser.feed(QByteArrayView(bytes).sliced(offset, chunk));
        offset += chunk;
    }
    parsed.incompleteAtEnd = parser.finish();
    return parsed;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzedDataProvider provider(data, size);
    const std::string text = provider.ConsumeRandomLengthString(8192);
    const QByteArray bytes(text.data(), qsizetype(text.size()));

    const ParsedStream whole = parse(bytes, [](qsizetype left) { return left; });
    const ParsedStream bytewise = parse(bytes, [](qsizetype) { return qsizetype(1); });
    const ParsedStream random = parse(bytes, [&provider](qsizetype left) {
        return provider.ConsumeIntegralInRange<qsizetype>(1, left);
    });
    for (const ParsedStream *other : {&bytewise, &random}) {
        if (other->items.size() != whole.items.size()
            || other->incompleteAtEnd != whole.incompleteAtEnd)
            std::abort();
        for (qsizetype i = 0; i < whole.items.size(); ++i) {
            if (!sameItem(whole.items[i], other->items[i]))
                std::abort(); // chunking changed what the stream says
        }
    }
    return 0;
}
