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

qint64 contentLength(QByteArrayView value)
{
    qint64 length = -1;
    for (qsizetype start = 0; start <= value.size();) {
        const qsizetype comma = value.indexOf(',', start);
        const qsizetype end = comma < 0 ? value.size() : comma;
        const QByteArrayView part = value.sliced(start, end - start).trimmed();
        if (part.isEmpty() || part.size() > 18)
            return -1;
        qint64 parsed = 0;
        for (const char c : part) {
            if (c < '0' || c > '9')
                return -1;
            parsed = parsed * 10 + (c - '0');
        }
        if (length >= 0 && parsed != length)
            return -1;
        length = parsed;
        start = end + 1;
    }
    return length;
}

qint64 chunkSize(QByteArrayView line)
{
    const qsizetype semicolon = line.indexOf(';');
    const QByteArrayView digits = line.first(semicolon < 0 ? line.size() : semicolon).trimmed();
    if (digits.isEmpty() || digits.size() > 15)
        return -1;
    qint64 size = 0;
    for (const char c : digits) {
        const int digit = c >= '0' && c <= '9'   ? c - '0'
                          : c >= 'a' && c <= 'f' ? c - 'a' + 10
                          : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                 : -1;
        if (digit < 0)
            return -1;
        size = size * 16 + digit;
    }
    return size;
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
