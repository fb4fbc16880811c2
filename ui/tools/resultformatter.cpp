// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "resultformatter.h"

#include <QJsonArray>
#include <QMap>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace ResultFormatter {

QString contentSummary(const QJsonObject &result)
{
    QMap<QString, int> counts;
    const QJsonArray content = result.value("content"_L1).toArray();
    for (const QJsonValue &value : content)
        ++counts[value.toObject().value("type"_L1).toString()];
    QStringList parts;
    for (auto it = counts.constBegin(); it != counts.constEnd(); ++it) {
        const QString type = it.key().isEmpty() ? u"untyped"_s : it.key();
        parts << (it.value() == 1 ? u"1 %1 item"_s.arg(type)
                                  : u"%1 %2 items"_s.arg(it.value()).arg(type));
    }
    if (result.contains("structuredContent"_L1))
        parts << u"structured content"_s;
    return parts.isEmpty() ? u"no content"_s : parts.join(u", "_s);
}

} // namespace ResultFormatter
