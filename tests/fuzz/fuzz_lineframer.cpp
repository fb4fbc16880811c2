// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// The stdio line framer on any bytes in any chunking: the same lines come out however the
// bytes are split, and a line over the limit is reported as dropped, never kept.
#include <core/transport/lineframer.h>

#include <cstdlib>
#include <fuzzer/FuzzedDataProvider.h>

namespace {

constexpr qsizetype kFuzzLineLimit = 64;

QList<LineFramer::Line> frameInChunks(FuzzedDataProvider &provider, const QByteArray &bytes)
{
    LineFramer framer(kFuzzLineLimit);
    QList<LineFramer::Line> lines;
    qsizetype offset = 0;
    while (offset < bytes.size()) {
        const qsizetype chunk
            = provider.ConsumeIntegralInRange<qsizetype>(1, bytes.size() - offset);
        lines += framer.append(QByteArrayView(bytes).sliced(offset, chunk));
        offset += chunk;
    }
    LineFramer::Line rest{framer.takeRemainder(), 0};
    if (!rest.bytes.isEmpty())
        lines.append(rest);
    return lines;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzedDataProvider provider(data, size);
    const std::string text = provider.ConsumeRandomLengthString(4096);
    const QByteArray bytes(text.data(), qsizetype(text.size()));

    LineFramer whole(kFuzzLineLimit);
    QList<LineFramer::Line> expected = whole.append(bytes);
    if (QByteArray rest = whole.takeRemainder(); !rest.isEmpty())
        expected.append({rest, 0});

    const QList<LineFramer::Line> chunked = frameInChunks(provider, bytes);
    if (chunked.size() != expected.size())
        std::abort();
    for (qsizetype i = 0; i < expected.size(); ++i) {
        if (chunked[i].bytes != expected[i].bytes
            || chunked[i].droppedSize != expected[i].droppedSize)
            std::abort(); // chunking changed a line
        if (expected[i].droppedSize > 0 && !expected[i].bytes.isEmpty())
            std::abort(); // a dropped line keeps no bytes
        if (expected[i].bytes.size() > kFuzzLineLimit)
            std::abort(); // a line over the limit must be dropped, however it arrived
        if (expected[i].bytes.contains('\n'))
            std::abort();
    }
    return 0;
}
