// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schemaformsecrets.h"

#include "jsonpointer.h"
#include "schemaformmodel.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

bool isSecret(const SchemaNode *node)
{
    return node
           && (node->writeOnly
               || (node->kind == SchemaNode::Kind::String && node->format == "password"_L1));
}

void collect(const SchemaFormModel &model, const QModelIndex &parent, QStringList *pointers)
{
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, SchemaFormModel::NameColumn, parent);
        if (!model.data(index, SchemaFormModel::PresentRole).toBool())
            continue; // an omitted field is not in the value
        if (isSecret(model.schemaNode(index)) || isSecret(model.shapeNode(index)))
            pointers->append(model.pointer(index)); // its children go with it
        else
            collect(model, index, pointers);
    }
}

} // namespace

QStringList SchemaFormSecrets::pointers(const SchemaFormModel &model)
{
    QStringList pointers;
    if (isSecret(model.schemaNode({})) || isSecret(model.shapeNode({})))
        return {QString()};
    collect(model, {}, &pointers);
    return pointers;
}

QByteArray SchemaFormSecrets::withoutSecrets(const SchemaFormModel &model)
{
    const QStringList secrets = pointers(model);
    if (secrets.isEmpty())
        return model.toJson(); // keeps every number's spelling
    if (secrets.contains(QString()))
        return {};
    QJsonValue value = model.value();
    // Last first: taking an element out of an array moves the ones after it.
    for (auto it = secrets.crbegin(); it != secrets.crend(); ++it)
        value = JsonPointer::removed(value, *it);
    return value.isArray()    ? QJsonDocument(value.toArray()).toJson()
           : value.isObject() ? QJsonDocument(value.toObject()).toJson()
                              : QByteArray();
}
