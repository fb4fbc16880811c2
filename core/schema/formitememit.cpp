// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Turning a form tree back into JSON: the value the user built, number literals kept as typed.
#include "formitem.h"
#include "jsonpointer.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using Kind = SchemaNode::Kind;

namespace FormItems {

namespace {

LosslessJson emitNumber(const QString &text)
{
    const QJsonValue number = LosslessJson::numberFromLiteral(text);
    if (number.isUndefined())
        return LosslessJson(text); // not a number: sent as typed, and flagged by validation
    LosslessJson json(number);
    if (QString::fromLatin1(LosslessJson::scalarText(number)) != text)
        json.numberLiterals.insert(QString(), text);
    return json;
}

void addMember(LosslessJson &container, const QString &token, const LosslessJson &member)
{
    const QString prefix = u'/' + JsonPointer::escape(token);
    for (auto it = member.numberLiterals.constBegin(); it != member.numberLiterals.constEnd(); ++it)
        container.numberLiterals.insert(prefix + it.key(), it.value());
}

} // namespace

LosslessJson emit(const FormItem &item)
{
    if (!item.present)
        return LosslessJson();
    if (item.isNull)
        return LosslessJson(QJsonValue(QJsonValue::Null));
    switch (item.kind()) {
    case Kind::Raw:
        return item.raw;
    case Kind::Number:
    case Kind::Integer:
        return emitNumber(item.numberText);
    case Kind::Object: {
        LosslessJson json{QJsonObject()};
        QJsonObject object;
        for (const auto &child : item.children) {
            const LosslessJson member = emit(*child);
            if (member.value.isUndefined())
                continue;
            object.insert(child->key, member.value);
            addMember(json, child->key, member);
        }
        json.value = object;
        return json;
    }
    case Kind::Array: {
        LosslessJson json;
        QJsonArray array;
        for (const auto &child : item.children) {
            const LosslessJson element = emit(*child);
            addMember(json, QString::number(array.size()), element);
            array.append(element.value.isUndefined() ? QJsonValue() : element.value);
        }
        json.value = array;
        return json;
    }
    case Kind::Null:
        return LosslessJson(QJsonValue(QJsonValue::Null));
    default:
        return LosslessJson(item.scalar);
    }
}

void write(const FormItem &item, JsonWriter &writer)
{
    const Kind kind = item.kind();
    if (item.isNull || (kind != Kind::Object && kind != Kind::Array)) {
        writer.value(emit(item));
        return;
    }
    kind == Kind::Object ? writer.beginObject() : writer.beginArray();
    for (const auto &child : item.children) {
        if (!child->present && kind == Kind::Object)
            continue;
        if (kind == Kind::Object)
            writer.key(child->key);
        if (child->present)
            write(*child, writer);
        else
            writer.scalar(QJsonValue::Null); // as emit(): an element is never left out
    }
    kind == Kind::Object ? writer.endObject() : writer.endArray();
}

} // namespace FormItems
