// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// The HTTP/1.1 response parser on any bytes a server may send, in any chunking: the outcome
// (status, headers, body, complete or failed and why, bytes used) is the same whether the
// response arrives whole, byte by byte or in random chunks; the body is never larger than the
// input, and the parser never uses bytes past the end of the response.
#include <core/transport/httpresponseparser.h>

#include <cstdlib>
#include <fuzzer/FuzzedDataProvider.h>

namespace {

struct Parsed
{
    QByteArray body;
    qsizetype used = 0;
    bool complete = false;
    bool failed = false;
    QString error;
    int status = 0;
    HttpResponseParser::HeaderList headers;
    bool reusable = false;

    bool operator==(const Parsed &other) const
    {
        return body == other.body && used == other.used && complete == other.complete
               && failed == other.failed && error == other.error && status == other.status
               && headers == other.headers && reusable == other.reusable;
    }
};

template<typename NextChunk>
Parsed parse(const QByteArray &bytes, bool head, bool closeAtEnd, NextChunk nextChunk)
{
    HttpResponseParser parser(head);
    Parsed parsed;
    qsizetype offset = 0;
    while (offset < bytes.size()) {
        const qsizetype chunk = nextChunk(bytes.size() - offset);
        const qsizetype used
            = parser.feed(QByteArrayView(bytes).sliced(offset, chunk), &parsed.body);
        if (used > chunk)
            std::abort();
        parsed.used += used;
        offset += chunk;
        if (used < chunk) {
            if (!parser.isComplete() && !parser.hasFailed())
                std::abort(); // bytes left over only at the end of the response
            break;
        }
    }
    if (closeAtEnd)
        parser.connectionClosed();
    parsed.complete = parser.isComplete();
    parsed.failed = parser.hasFailed();
    parsed.error = parser.error();
    parsed.status = parser.status();
    parsed.headers = parser.headers();
    parsed.reusable = parser.connectionReusable();
    return parsed;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzedDataProvider provider(data, size);
    const bool head = provider.ConsumeBool();
    const bool closeAtEnd = provider.ConsumeBool();
    const std::string text = provider.ConsumeRandomLengthString(16384);
    const QByteArray bytes(text.data(), qsizetype(text.size()));

    const Parsed whole = parse(bytes, head, closeAtEnd, [](qsizetype left) { return left; });
    const Parsed bytewise = parse(bytes, head, closeAtEnd, [](qsizetype) { return qsizetype(1); });
    const Parsed random = parse(bytes, head, closeAtEnd, [&provider](qsizetype left) {
        return provider.ConsumeIntegralInRange<qsizetype>(1, left);
    });
    if (!(bytewise == whole) || !(random == whole))
        std::abort(); // chunking changed what the response says
    if (whole.body.size() > bytes.size() || whole.used > bytes.size())
        std::abort();
    if (whole.complete && whole.failed)
        std::abort();
    return 0;
}
