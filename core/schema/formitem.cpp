// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "formitem.h"

#include "jsonpointer.h"

#include <core/jsonrpc/jsontypes.h>

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using Kind = SchemaNode::Kind;

const SchemaNode *FormItem::shape() const
{
    if (!declared || !mismatch.isEmpty())
        return nullptr;
    if (declared->kind != Kind::Variant)
        return declared;
    if (variant < 0 || size_t(variant) >= declared->variants.size())
        return nullptr;
    return declared->variants[size_t(variant)].node->resolved();
}

SchemaNode::Kind FormItem::kind() const
{
    const SchemaNode *node = shape();
    return node ? node->kind : Kind::Raw;
}

int FormItem::row() const
{
    if (!parent)
        return 0;
    for (size_t i = 0; i < parent->children.size(); ++i) {
        if (parent->children[i].get() == this)
            return int(i);
    }
    return -1;
}

QString FormItem::pointer() const
{
    if (!parent)
        return QString();
    return slot == Slot::Element ? JsonPointer::append(parent->pointer(), row())
                                 : JsonPointer::append(parent->pointer(), key);
}

FormItem *FormItem::childForKey(const QString &name) const
{
    for (const auto &child : children) {
        if (child->slot != Slot::Element && child->key == name)
            return child.get();
    }
    return nullptr;
}

namespace FormItems {

namespace {

void clearValue(FormItem &item)
{
    item.children.clear();
    item.isNull = false;
    item.scalar = QJsonValue();
    item.numberText.clear();
    item.raw = LosslessJson();
    item.mismatch.clear();
}

const SchemaNode *resolvedOrNull(const SchemaNode *node)
{
    return node ? node->resolved() : nullptr;
}

QString mismatchReason(const SchemaNode &node, const QJsonValue &value)
{
    if (node.kind == Kind::Choice)
        return u"%1 is not one of the allowed values; kept as JSON"_s.arg(
            QString::fromUtf8(LosslessJson::scalarText(value)));
    return u"the schema expects %1, the value is %2; kept as JSON"_s.arg(
        node.kind == Kind::Variant ? u"one of its alternatives"_s : SchemaNode::kindName(node.kind),
        JsonTypes::name(value));
}

void assignObject(FormItem &item, const SchemaNode &shape, const LosslessJson &value)
{
    for (const SchemaProperty &property : shape.properties) {
        item.children.push_back(
            makeChild(&item, FormItem::Slot::Property, property.name, property.node.get()));
        item.children.back()->required = property.required;
    }
    const QJsonObject object = value.value.toObject();
    for (const auto &child : item.children) {
        if (!object.contains(child->key))
            outline(*child);
    }
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        FormItem *child = item.childForKey(it.key());
        if (!child) {
            item.children.push_back(makeChild(
                &item, FormItem::Slot::Extra, it.key(), shape.additionalProperties.get()));
            child = item.children.back().get();
        }
        assign(*child, value.at(JsonPointer::append(QString(), it.key())));
    }
}

void assignArray(FormItem &item, const LosslessJson &value)
{
    const QJsonArray array = value.value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        item.children.push_back(
            makeChild(&item, FormItem::Slot::Element, QString(), elementSchema(item, i)));
        assign(*item.children.back(), value.at(JsonPointer::append(QString(), i)));
    }
}

} // namespace

void declare(FormItem &item, const SchemaNode *node)
{
    item.declared = resolvedOrNull(node);
    item.recursive = node && node->kind == Kind::Recursive;
    item.variant = item.declared && item.declared->kind == Kind::Variant ? 0 : -1;
}

std::unique_ptr<FormItem>
makeChild(FormItem *parent, FormItem::Slot slot, const QString &key, const SchemaNode *node)
{
    auto child = std::make_unique<FormItem>();
    child->parent = parent;
    child->slot = slot;
    child->key = key;
    declare(*child, node);
    return child;
}

const SchemaNode *elementSchema(const FormItem &array, qsizetype row)
{
    const SchemaNode *shape = array.shape();
    return shape ? shape->elementSchema(row) : nullptr;
}

void assign(FormItem &item, const LosslessJson &value)
{
    clearValue(item);
    item.present = !value.value.isUndefined();
    if (!item.present)
        return;
    const SchemaNode *declared = item.declared;
    if (!declared) {
        item.raw = value;
        return;
    }
    if (value.value.isNull() && declared->nullable) {
        item.isNull = true;
        populate(item); // the fields are there again when the user leaves null
        return;
    }
    if (declared->kind == Kind::Variant)
        item.variant = declared->bestVariant(value.value);
    assignShaped(item, value);
}

void assignShaped(FormItem &item, const LosslessJson &value)
{
    const SchemaNode *shape = item.shape();
    item.present = true;
    if (!shape || !shape->accepts(value.value)) {
        item.mismatch = mismatchReason(*item.declared, value.value);
        item.raw = value;
        return;
    }
    switch (shape->kind) {
    case Kind::Raw:
        item.raw = value;
        break;
    case Kind::Number:
    case Kind::Integer:
        item.numberText = value.numberLiterals.value(
            QString(), QString::fromLatin1(LosslessJson::scalarText(value.value)));
        break;
    case Kind::Object:
        assignObject(item, *shape, value);
        break;
    case Kind::Array:
        assignArray(item, value);
        break;
    case Kind::Null:
        item.isNull = true;
        break;
    default:
        item.scalar = value.value;
        break;
    }
}

void chooseVariant(FormItem &item, int variant, const LosslessJson &previous)
{
    const bool wasPresent = item.present;
    clearValue(item);
    item.variant = variant;
    const SchemaNode *shape = item.shape();
    if (!shape)
        return;
    if (shape->kind == Kind::Object) {
        // Fields of the same name keep their values; the new variant's constants are seeded.
        populate(item);
        item.present = true;
        const QJsonObject object = previous.value.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            if (FormItem *child = item.childForKey(it.key()))
                merge(*child, previous.at(JsonPointer::append(QString(), it.key())));
        }
    } else if (shape->accepts(previous.value) && !previous.value.isNull()) {
        assignShaped(item, previous);
    } else {
        seed(item);
        item.present = item.present || wasPresent;
    }
}

void seed(FormItem &item)
{
    clearValue(item);
    item.present = false;
    const SchemaNode *declared = item.declared;
    const bool optional = item.slot == FormItem::Slot::Property && !item.required;
    // Examples fill what must be sent anyway; an optional field only shows its example
    // (PlaceholderRole), so nothing is sent that the user did not choose.
    const QJsonValue seedValue
        = declared ? declared->seedValue(!optional) : QJsonValue(QJsonValue::Undefined);
    // An optional field whose default is null says "absent"; sending null adds nothing.
    if (!seedValue.isUndefined() && !(seedValue.isNull() && optional)) {
        assign(item, seedValue);
        return;
    }
    // A new array element or extra key must hold something: the empty value of its shape.
    const bool element = item.slot == FormItem::Slot::Element || item.slot == FormItem::Slot::Extra;
    const SchemaNode *shape = item.shape();
    if (!shape) {
        item.present = element;
        item.raw = LosslessJson(QJsonValue(QJsonValue::Null));
        return;
    }
    switch (shape->kind) {
    case Kind::Choice:
        if ((shape->choices.size() == 1 && !optional) || (element && !shape->choices.isEmpty())) {
            item.scalar = shape->choices.first().value; // e.g. a discriminator pinned by const
            item.present = true;
        }
        break;
    case Kind::Null:
        item.isNull = item.present = !optional;
        break;
    case Kind::Object:
        if (!item.recursive) // a recursive structure grows when included (setPresent)
            populate(item);
        item.present = !optional;
        break;
    case Kind::Array:
        item.present = element || item.slot == FormItem::Slot::Root;
        break;
    case Kind::String:
        item.scalar = QString();
        item.present = element;
        break;
    case Kind::Boolean:
        item.scalar = false;
        item.present = element;
        break;
    case Kind::Raw:
        item.raw = LosslessJson(QJsonValue(QJsonValue::Null));
        item.present = element;
        break;
    default: // numbers start as empty text
        item.present = element;
        break;
    }
}

void outline(FormItem &item)
{
    clearValue(item);
    item.present = false;
    const SchemaNode *shape = item.shape();
    if (!shape || shape->kind != Kind::Object || item.recursive)
        return;
    for (const SchemaProperty &property : shape->properties) {
        auto child = makeChild(&item, FormItem::Slot::Property, property.name, property.node.get());
        child->required = property.required;
        outline(*child);
        item.children.push_back(std::move(child));
    }
}

void populate(FormItem &item)
{
    item.children.clear();
    const SchemaNode *shape = item.shape();
    if (!shape || shape->kind != Kind::Object)
        return;
    for (const SchemaProperty &property : shape->properties) {
        auto child = makeChild(&item, FormItem::Slot::Property, property.name, property.node.get());
        child->required = property.required;
        seed(*child);
        item.children.push_back(std::move(child));
    }
}

void merge(FormItem &item, const LosslessJson &value)
{
    if (value.value.isUndefined() || !item.declared)
        return;
    const SchemaNode *declared = item.declared;
    if (declared->kind == Kind::Variant) {
        const int best = declared->bestVariant(value.value);
        if (best < 0)
            return;
        item.variant = best;
        populate(item);
    }
    const SchemaNode *shape = item.shape();
    if (!shape || !shape->accepts(value.value))
        return;
    if (shape->kind != Kind::Object || !value.value.isObject() || value.value.isNull()) {
        assign(item, value);
        return;
    }
    item.present = true;
    item.isNull = false;
    const QJsonObject object = value.value.toObject();
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        const LosslessJson member = value.at(JsonPointer::append(QString(), it.key()));
        if (FormItem *child = item.childForKey(it.key())) {
            merge(*child, member);
        } else if (shape->additionalProperties) {
            item.children.push_back(makeChild(
                &item, FormItem::Slot::Extra, it.key(), shape->additionalProperties.get()));
            assign(*item.children.back(), member);
        }
    }
}

} // namespace FormItems
