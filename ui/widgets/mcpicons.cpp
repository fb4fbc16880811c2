// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mcpicons.h"

#include <QJsonArray>
#include <QPixmap>

using namespace Qt::StringLiterals;

namespace McpIcons {

namespace {

constexpr qsizetype kMaxIconBytes = 256 * 1024; // an icon larger than this is not an icon

// "data:image/png;base64,AAAA" -> the decoded bytes; empty when it is no base64 data: URI.
QByteArray dataUriBytes(const QString &src)
{
    if (!src.startsWith("data:"_L1) || src.size() > kMaxIconBytes * 4 / 3 + 100)
        return {};
    const qsizetype comma = src.indexOf(u',');
    if (comma < 0 || !src.left(comma).endsWith(";base64"_L1))
        return {};
    auto decoded = QByteArray::fromBase64Encoding(src.mid(comma + 1).toLatin1(),
                                                  QByteArray::AbortOnBase64DecodingErrors);
    return decoded ? decoded.decoded : QByteArray();
}

} // namespace

QIcon fromEntry(const QJsonObject &entry)
{
    QIcon icon;
    for (const QJsonValue &value : entry.value("icons"_L1).toArray()) {
        const QByteArray bytes = dataUriBytes(value.toObject().value("src"_L1).toString());
        QPixmap pixmap;
        if (!bytes.isEmpty() && pixmap.loadFromData(bytes))
            icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace McpIcons
