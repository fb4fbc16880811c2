// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httpsyntax.h"

using namespace Qt::StringLiterals;

namespace HttpSyntax {

bool isToken(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (const char c : text) {
        const bool tokenChar = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z')
                               || (c >= 'A' && c <= 'Z')
                               || QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
        if (!tokenChar)
            return false;
    }
    return true;
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
