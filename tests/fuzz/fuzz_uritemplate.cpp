// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// The RFC 6570 expander on any template a server lists and any values a user types: no crash,
// and the expander agrees with the parser the form uses about which templates are malformed.
#include <core/uri/uritemplate.h>

#include <QJsonArray>
#include <QJsonObject>

#include <cstdlib>
#include <fuzzer/FuzzedDataProvider.h>

namespace {

QString fuzzString(FuzzedDataProvider &provider, size_t maxLength)
{
    const std::string text = provider.ConsumeRandomLengthString(maxLength);
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzedDataProvider provider(data, size);
    const QString uriTemplate = fuzzString(provider, 512);
    QString error;
    const QStringList names = UriTemplate::variableNames(uriTemplate, &error);

    QJsonObject variables;
    for (const QString &name : names) {
        switch (provider.ConsumeIntegralInRange(0, 3)) {
        case 0:
            variables.insert(name, fuzzString(provider, 64));
            break;
        case 1:
            variables.insert(name, QJsonArray{fuzzString(provider, 16), fuzzString(provider, 16)});
            break;
        case 2:
            variables.insert(name,
                             QJsonObject{{fuzzString(provider, 8), fuzzString(provider, 16)}});
            break;
        default:
            break; // undefined
        }
    }
    const UriTemplate::Expansion expansion = UriTemplate::expand(uriTemplate, variables);
    if (!error.isEmpty() && expansion.ok())
        std::abort(); // a template the parser calls malformed must not expand
    if (!expansion.ok() && !expansion.uri.isEmpty())
        std::abort(); // nothing usable comes with an error
    return 0;
}
