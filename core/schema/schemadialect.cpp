// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schemadialect.h"

using namespace Qt::StringLiterals;

namespace SchemaDialects {

SchemaDialect fromUri(const QString &uri)
{
    if (uri.isEmpty())
        return SchemaDialect::Draft2020_12;
    QString key = uri.trimmed();
    if (key.endsWith(u'#'))
        key.chop(1);
    if (key.startsWith("https://"_L1))
        key.remove(4, 1); // compare in the http:// spelling
    struct Known
    {
        QLatin1StringView uri;
        SchemaDialect dialect;
    };
    static constexpr Known known[] = {
        {"http://json-schema.org/draft-03/schema"_L1, SchemaDialect::Draft3},
        {"http://json-schema.org/draft-04/schema"_L1, SchemaDialect::Draft4},
        {"http://json-schema.org/draft-06/schema"_L1, SchemaDialect::Draft6},
        {"http://json-schema.org/draft-07/schema"_L1, SchemaDialect::Draft7},
        {"http://json-schema.org/draft/2019-09/schema"_L1, SchemaDialect::Draft2019_09},
        {"http://json-schema.org/draft/2020-12/schema"_L1, SchemaDialect::Draft2020_12},
    };
    for (const Known &entry : known) {
        if (key == entry.uri)
            return entry.dialect;
    }
    return SchemaDialect::Unknown;
}

SchemaDialect of(const QJsonObject &schema)
{
    const QJsonValue declared = schema.value("$schema"_L1);
    if (declared.isUndefined())
        return SchemaDialect::Draft2020_12;
    return declared.isString() ? fromUri(declared.toString()) : SchemaDialect::Unknown;
}

QString name(SchemaDialect dialect)
{
    switch (dialect) {
    case SchemaDialect::Draft3:
        return u"draft-03"_s;
    case SchemaDialect::Draft4:
        return u"draft-04"_s;
    case SchemaDialect::Draft6:
        return u"draft-06"_s;
    case SchemaDialect::Draft7:
        return u"draft-07"_s;
    case SchemaDialect::Draft2019_09:
        return u"2019-09"_s;
    case SchemaDialect::Draft2020_12:
        return u"2020-12"_s;
    case SchemaDialect::Unknown:
        break;
    }
    return u"unknown"_s;
}

bool isModern(SchemaDialect dialect)
{
    return dialect == SchemaDialect::Draft2019_09 || dialect == SchemaDialect::Draft2020_12;
}

} // namespace SchemaDialects
