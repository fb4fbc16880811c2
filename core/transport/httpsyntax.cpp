// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httpsyntax.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace HttpSyntax {

bool isTokenChar(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
           || QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
}

bool isToken(QByteArrayView text)
{
    return !text.isEmpty() && std::all_of(text.begin(), text.end(), isTokenChar);
}

QString printable(QByteArrayView text, qsizetype maxBytes)
{
    QString out;
    for (const char c : text.first(qMin(text.size(), maxBytes))) {
        const auto byte = uchar(c);
        if (byte >= 0x20 && byte < 0x7F)
            out += QLatin1Char(char(byte));
        else
            out += u"\\x%1"_s.arg(byte, 2, 16, QChar(u'0'));
    }
    return text.size() > maxBytes ? out + u'…' : out;
}

} // namespace HttpSyntax
