// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "formschemas.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace FormSchemas {

QJsonObject toolArguments(const QJsonObject &tool)
{
    const QJsonValue schema = tool.value("inputSchema"_L1);
    return schema.isObject() ? schema.toObject() : QJsonObject{{u"type"_s, u"object"_s}};
}

QJsonObject elicitation(const QJsonObject &params)
{
    return params.value("requestedSchema"_L1).toObject();
}

QJsonObject promptArguments(const QJsonArray &arguments)
{
    QJsonObject properties;
    QJsonArray required;
    for (const QJsonValue &entry : arguments) {
        const QJsonObject argument = entry.toObject();
        const QString name = argument.value("name"_L1).toString();
        if (name.isEmpty())
            continue;
        QJsonObject property{{u"type"_s, u"string"_s}};
        for (const auto key : {"title"_L1, "description"_L1}) {
            if (argument.value(key).isString())
                property.insert(key, argument.value(key));
        }
        properties.insert(name, property);
        if (argument.value("required"_L1).toBool())
            required.append(name);
    }
    QJsonObject schema{{u"type"_s, u"object"_s}, {u"properties"_s, properties}};
    if (!required.isEmpty())
        schema.insert(u"required"_s, required);
    return schema;
}

QJsonObject uriTemplateVariables(const QString &uriTemplate)
{
    // RFC 6570, section 2.2: "{" [operator] varspec *("," varspec) "}".
    static const QRegularExpression expression(u"\\{([+#./;?&]?)([^}]*)\\}"_s);
    static const QRegularExpression varspec(u"^([A-Za-z0-9_.%]+)(?::(\\d{1,4})|(\\*))?$"_s);
    QJsonObject properties;
    QJsonArray required;
    for (auto it = expression.globalMatch(uriTemplate); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const bool query = match.captured(1) == "?"_L1 || match.captured(1) == "&"_L1;
        for (const QString &spec : match.captured(2).split(u',')) {
            const QRegularExpressionMatch parts = varspec.match(spec.trimmed());
            if (!parts.hasMatch() || properties.contains(parts.captured(1)))
                continue;
            QJsonObject property{{u"type"_s, u"string"_s}};
            if (!parts.captured(2).isEmpty())
                property.insert(u"maxLength"_s, parts.captured(2).toInt());
            if (!parts.captured(3).isEmpty())
                property = QJsonObject{{u"type"_s, u"array"_s}, {u"items"_s, property}};
            properties.insert(parts.captured(1), property);
            if (!query)
                required.append(parts.captured(1));
        }
    }
    QJsonObject schema{{u"type"_s, u"object"_s}, {u"properties"_s, properties}};
    if (!required.isEmpty())
        schema.insert(u"required"_s, required);
    return schema;
}

} // namespace FormSchemas
