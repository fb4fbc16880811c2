// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mcpicons.h"

#include "safeimage.h"

#include <QJsonArray>
#include <QPixmap>

using namespace Qt::StringLiterals;

namespace McpIcons {

namespace {

constexpr qsizetype kMaxIconBytes = 256 * 1024; // an icon larger than this is not an icon

// "data:image/png;base64,AAAA" -> the decoded bytes and mime type; empty when it is no base64
// data: URI.
QByteArray dataUriBytes(const QString &src, QString *mimeType)
{
    if (!src.startsWith("data:"_L1) || src.size() > kMaxIconBytes * 4 / 3 + 100)
        return {};
    const qsizetype comma = src.indexOf(u',');
    if (comma < 0 || !src.left(comma).endsWith(";base64"_L1))
        return {};
    *mimeType = src.mid(5, src.indexOf(u';') - 5);
    auto decoded = QByteArray::fromBase64Encoding(src.mid(comma + 1).toLatin1(),
                                                  QByteArray::AbortOnBase64DecodingErrors);
    return decoded ? decoded.decoded : QByteArray();
}

} // namespace

QIcon fromEntry(const QJsonObject &entry)
{
    QIcon icon;
    const QJsonArray icons = entry.value("icons"_L1).toArray();
    for (qsizetype i = 0; i < qMin(icons.size(), qsizetype(kMaxIconsPerEntry)); ++i) {
        QString mimeType;
        const QByteArray bytes
            = dataUriBytes(icons.at(i).toObject().value("src"_L1).toString(), &mimeType);
        if (bytes.isEmpty())
            continue;
        const SafeImage::Result decoded
            = SafeImage::decode(bytes, mimeType, QSize(kMaxSide, kMaxSide));
        if (!decoded.image.isNull())
            icon.addPixmap(QPixmap::fromImage(decoded.image));
    }
    return icon;
}

QIcon RowCache::icon(size_t row, const QJsonObject &entry) const
{
    if (row >= m_icons.size())
        m_icons.resize(row + 1);
    if (!m_icons[row]) {
        m_icons[row] = fromEntry(entry);
        ++m_decodes;
    }
    return *m_icons[row];
}

} // namespace McpIcons
