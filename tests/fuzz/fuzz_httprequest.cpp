// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// The HTTP/1.1 request parser (demo server, OAuth loopback receiver, test servers) on any bytes
// a client may send, in any chunking, with next() after every complete request as a keep-alive
// server calls it: the requests read and the final state (waiting, or the status and text of the
// failure) are the same whether the bytes arrive whole, byte by byte or in random chunks; no
// body is larger than its limit or the input; a failure always has a 4xx/5xx status and a text.
#include <core/transport/httprequestparser.h>

#include <cstdlib>
#include <fuzzer/FuzzedDataProvider.h>

namespace {

struct Parsed
{
    QList<HttpRequest> requests;
    HttpRequestParser::State state = HttpRequestParser::State::RequestLine;
    int errorStatus = 0;
    QString errorText;

    bool operator==(const Parsed &other) const
    {
        const auto same = [](const HttpRequest &a, const HttpRequest &b) {
            return a.method == b.method && a.target == b.target && a.path == b.path
                   && a.minorVersion == b.minorVersion && a.headers == b.headers
                   && a.body == b.body;
        };
        return requests.size() == other.requests.size()
               && std::equal(requests.begin(), requests.end(), other.requests.begin(), same)
               && state == other.state && errorStatus == other.errorStatus
               && errorText == other.errorText;
    }
};

template<typename NextChunk>
Parsed parse(const QByteArray &bytes, const HttpRequestParser::Limits &limits, NextChunk nextChunk)
{
    HttpRequestParser parser(limits);
    Parsed parsed;
    qsizetype offset = 0;
    while (offset < bytes.size()) {
        const qsizetype chunk = nextChunk(bytes.size() - offset);
        parser.feed(QByteArrayView(bytes).sliced(offset, chunk));
        offset += chunk;
        while (parser.state() == HttpRequestParser::State::Complete) {
            parsed.requests.append(parser.request());
            parser.next();
        }
    }
    parsed.state = parser.state();
    parsed.errorStatus = parser.errorStatus();
    parsed.errorText = parser.errorText();
    return parsed;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzedDataProvider provider(data, size);
    HttpRequestParser::Limits limits;
    // Small limits too, so the limit paths are reached by short inputs.
    if (provider.ConsumeBool()) {
        limits.maxRequestLine = provider.ConsumeIntegralInRange<qsizetype>(1, 256);
        limits.maxHeaderBytes = provider.ConsumeIntegralInRange<qsizetype>(1, 1024);
        limits.maxBodyBytes = provider.ConsumeIntegralInRange<qsizetype>(0, 1024);
    }
    const std::string text = provider.ConsumeRandomLengthString(16384);
    const QByteArray bytes(text.data(), qsizetype(text.size()));

    const Parsed whole = parse(bytes, limits, [](qsizetype left) { return left; });
    const Parsed bytewise = parse(bytes, limits, [](qsizetype) { return qsizetype(1); });
    const Parsed random = parse(bytes, limits, [&provider](qsizetype left) {
        return provider.ConsumeIntegralInRange<qsizetype>(1, left);
    });
    if (!(bytewise == whole) || !(random == whole))
        std::abort(); // chunking changed what the client asked for
    for (const HttpRequest &request : whole.requests) {
        if (request.body.size() > limits.maxBodyBytes || request.body.size() > bytes.size())
            std::abort();
        if (request.method.isEmpty() || request.path.isEmpty())
            std::abort();
    }
    const bool failed = whole.state == HttpRequestParser::State::Failed;
    if (failed != (whole.errorStatus != 0) || failed == whole.errorText.isEmpty())
        std::abort();
    if (failed && (whole.errorStatus < 400 || whole.errorStatus > 599))
        std::abort();
    return 0;
}
