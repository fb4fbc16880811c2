// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "httprequest.h"

#include <algorithm>

QByteArray HttpRequest::query() const
{
    const qsizetype mark = target.indexOf('?');
    return mark < 0 ? QByteArray() : target.mid(mark + 1);
}

QByteArray HttpRequest::header(QByteArrayView lowerCaseName) const
{
    QByteArray joined;
    for (const auto &[name, value] : headers) {
        if (name != lowerCaseName)
            continue;
        if (!joined.isEmpty())
            joined.append(", ");
        joined.append(value);
    }
    return joined;
}

bool HttpRequest::hasHeader(QByteArrayView lowerCaseName) const
{
    return headerCount(lowerCaseName) > 0;
}

qsizetype HttpRequest::headerCount(QByteArrayView lowerCaseName) const
{
    return std::count_if(headers.cbegin(), headers.cend(), [lowerCaseName](const auto &header) {
        return header.first == lowerCaseName;
    });
}

QByteArray HttpRequest::mediaType() const
{
    const QByteArray type = header("content-type");
    const qsizetype semicolon = type.indexOf(';');
    return (semicolon < 0 ? type : type.left(semicolon)).trimmed().toLower();
}

bool HttpRequest::accepts(QByteArrayView mediaType) const
{
    for (const QByteArray &range : header("accept").split(',')) {
        const QList<QByteArray> parts = range.split(';');
        if (parts.constFirst().trimmed().toLower() != mediaType)
            continue;
        bool refused = false;
        for (qsizetype i = 1; i < parts.size(); ++i) {
            const QByteArray parameter = parts.at(i).trimmed().toLower();
            // RFC 9110 §12.4.2: q=0 means "not acceptable".
            if (parameter.startsWith("q=")) {
                bool ok = false;
                const double q = parameter.mid(2).toDouble(&ok);
                refused = ok && q <= 0.0;
            }
        }
        if (!refused)
            return true;
    }
    return false;
}
