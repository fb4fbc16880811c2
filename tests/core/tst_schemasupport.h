// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/schema/schemanode.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

// Helpers shared by the schema tests.
namespace SchemaTest {

inline QJsonObject object(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

// A compact picture of a normalised tree: "{path*:string, tail:number}", "[string]",
// "<A:{...} | B:{...}>", "choice[a|b]", "json" (any value), "raw!" (fallback), "^/pointer"
// (recursion), "?" for nullable. Table rows compare against it.
inline QString describe(const SchemaNode *node)
{
    using Kind = SchemaNode::Kind;
    if (!node)
        return QStringLiteral("none");
    QString text;
    switch (node->kind) {
    case Kind::Recursive:
        text = QStringLiteral("^")
               + (node->recursionTarget ? node->recursionTarget->schemaPointer : QString());
        break;
    case Kind::Raw:
        text = node->rawFallback ? QStringLiteral("raw!") : QStringLiteral("json");
        break;
    case Kind::String:
        text = node->format.isEmpty() ? QStringLiteral("string")
                                      : QStringLiteral("string(%1)").arg(node->format);
        break;
    case Kind::Choice: {
        QStringList labels;
        for (const SchemaChoice &choice : node->choices)
            labels.append(choice.label);
        text = QStringLiteral("choice[%1]").arg(labels.join(QLatin1Char('|')));
        break;
    }
    case Kind::Object: {
        QStringList members;
        for (const SchemaProperty &property : node->properties)
            members.append(property.name
                           + (property.required ? QStringLiteral("*:") : QStringLiteral(":"))
                           + describe(property.node.get()));
        if (node->additionalProperties)
            members.append(QStringLiteral("...:") + describe(node->additionalProperties.get()));
        text = QLatin1Char('{') + members.join(QStringLiteral(", ")) + QLatin1Char('}');
        break;
    }
    case Kind::Array: {
        QStringList prefix;
        for (const auto &item : node->prefixItems)
            prefix.append(describe(item.get()));
        QString inner = prefix.isEmpty() ? QString()
                                         : QLatin1Char('(') + prefix.join(QStringLiteral(", "))
                                               + QLatin1Char(')');
        if (node->items)
            inner += (inner.isEmpty() ? QString() : QStringLiteral(", ..."))
                     + describe(node->items.get());
        text = QLatin1Char('[') + inner + QLatin1Char(']');
        break;
    }
    case Kind::Variant: {
        QStringList variants;
        for (const SchemaVariant &variant : node->variants)
            variants.append(variant.label + QLatin1Char(':') + describe(variant.node.get()));
        text = QLatin1Char('<') + variants.join(QStringLiteral(" | ")) + QLatin1Char('>');
        break;
    }
    default:
        text = SchemaNode::kindName(node->kind);
        break;
    }
    return node->nullable ? text + QLatin1Char('?') : text;
}

inline QString dataPath(const QString &relative)
{
    return QStringLiteral(MCPSCOPE_TEST_DATA_DIR "/") + relative;
}

// Every corpus schema: file name -> the JSON object.
inline QList<std::pair<QString, QJsonObject>> corpus()
{
    QList<std::pair<QString, QJsonObject>> files;
    const QDir dir(dataPath(QStringLiteral("schemas")));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (file.open(QIODevice::ReadOnly))
            files.append({name, QJsonDocument::fromJson(file.readAll()).object()});
    }
    return files;
}

} // namespace SchemaTest
