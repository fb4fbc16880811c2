// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsonc.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace Jsonc {

QString position(const QByteArray &text, qsizetype offset)
{
    offset = qBound(qsizetype(0), offset, text.size());
    qsizetype line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (text.at(i) == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    // Columns count characters, not bytes: a UTF-8 continuation byte starts no character.
    qsizetype column = 1;
    for (qsizetype i = lineStart; i < offset; ++i) {
        if ((uchar(text.at(i)) & 0xC0) != 0x80)
            ++column;
    }
    return u"line %1, column %2"_s.arg(line).arg(column);
}

std::optional<QByteArray> toJson(const QByteArray &text, QString *error)
{
    QByteArray out = text;
    const qsizetype size = out.size();
    qsizetype pendingComma = -1; // a comma that is trailing if a } or ] comes next
    int depth = 0;
    const auto fail = [&](qsizetype at, const QString &what) -> std::optional<QByteArray> {
        if (error)
            *error = position(text, at) + u": "_s + what;
        return std::nullopt;
    };
    qsizetype i = 0;
    while (i < size) {
        const char c = out.at(i);
        if (c == '"') {
            const qsizetype start = i;
            ++i;
            while (i < size && out.at(i) != '"') {
                if (out.at(i) == '\\')
                    ++i; // the escaped character, whatever it is
                ++i;
            }
            if (i >= size)
                return fail(start, u"a string is not closed"_s);
            ++i;
            pendingComma = -1;
            continue;
        }
        if (c == '/' && i + 1 < size && out.at(i + 1) == '/') {
            while (i < size && out.at(i) != '\n')
                out[i++] = ' ';
            continue;
        }
        if (c == '/' && i + 1 < size && out.at(i + 1) == '*') {
            const qsizetype start = i;
            const qsizetype end = out.indexOf("*/", i + 2);
            if (end < 0)
                return fail(start, u"a /* comment is not closed"_s);
            for (; i < end + 2; ++i) {
                if (out.at(i) != '\n' && out.at(i) != '\r')
                    out[i] = ' ';
            }
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            ++i;
            continue;
        }
        if (c == ',') {
            pendingComma = i;
        } else {
            if ((c == '}' || c == ']') && pendingComma >= 0)
                out[pendingComma] = ' ';
            pendingComma = -1;
            if (c == '{' || c == '[') {
                if (++depth > kMaxDepth)
                    return fail(i, u"nested deeper than %1 levels"_s.arg(kMaxDepth));
            } else if (c == '}' || c == ']') {
                --depth;
            }
        }
        ++i;
    }
    return out;
}

std::optional<QJsonObject> parseObject(const QByteArray &text, QString *error)
{
    const std::optional<QByteArray> json = toJson(text, error);
    if (!json)
        return std::nullopt;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(*json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error)
            *error = u"%1: %2"_s.arg(position(text, parseError.offset), parseError.errorString());
        return std::nullopt;
    }
    if (!document.isObject()) {
        if (error)
            *error = u"the file must hold a JSON object, it holds %1"_s.arg(
                document.isArray() ? u"an array"_s : u"a single value"_s);
        return std::nullopt;
    }
    return document.object();
}

} // namespace Jsonc
