// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "losslessjson.h"
#include "schemanode.h"

#include <memory>
#include <vector>

class JsonWriter;

// One value position of a SchemaFormModel, and the pure operations on such a tree (internal to
// core/schema). An item holds exactly what the user entered: text for numbers, the JSON value
// for strings, booleans and choices, and a LosslessJson for anything the schema gives no shape
// to or that does not fit the shape (a "mismatch", kept verbatim and shown as raw JSON). So
// value -> items -> value is the identity, whatever the value.
struct FormItem
{
    enum class Slot { Root, Property, Extra, Element };

    FormItem *parent = nullptr;
    std::vector<std::unique_ptr<FormItem>> children;
    Slot slot = Slot::Root;
    QString key;                          // member name of a Property or Extra
    const SchemaNode *declared = nullptr; // resolved; null when the schema has no place for it
    bool recursive = false; // reached through a $ref to an ancestor: fields are made on demand
    bool required = false;
    bool present = false; // absent items are omitted from the value
    bool isNull = false;
    int variant = -1;     // chosen alternative when declared is a Variant
    QJsonValue scalar;    // String, Boolean, Choice
    QString numberText;   // Number, Integer: as typed
    LosslessJson raw;     // Raw shape or mismatch
    QString mismatch;     // why a value the schema has a shape for is kept as raw JSON
    QStringList messages; // validation messages shown on this row

    // The schema this item edits now: the chosen variant of a Variant; null for raw JSON.
    const SchemaNode *shape() const;
    SchemaNode::Kind kind() const; // Raw when shape() is null
    int row() const;
    QString pointer() const; // JSON pointer of this value in the whole value
    FormItem *childForKey(const QString &key) const;
};

namespace FormItems {

// `node` as the normaliser made it (a Recursive node is resolved here); null: no schema.
std::unique_ptr<FormItem>
makeChild(FormItem *parent, FormItem::Slot slot, const QString &key, const SchemaNode *node);
// Gives the item the schema `node` (resolved the same way), first variant chosen.
void declare(FormItem &item, const SchemaNode *node);
// The state a new form starts in: defaults and examples where the schema has them,
// required objects present, everything else absent.
void seed(FormItem &item);
// Makes the item hold `value` exactly (present); children are rebuilt.
void assign(FormItem &item, const LosslessJson &value);
// assign() for the item's current variant, without choosing another one.
void assignShaped(FormItem &item, const LosslessJson &value);
// Switches a Variant item to `variant`, keeping the members of `previous` that still fit.
void chooseVariant(FormItem &item, int variant, const LosslessJson &previous);
// Like assign(), but keeps only what still fits this item's schema (schema changes).
void merge(FormItem &item, const LosslessJson &value);
// Rebuilds the fields of an object item for its current shape, seeded with defaults.
void populate(FormItem &item);
// Makes the item absent, with the fields of its shape but no defaults (setValue() semantics).
void outline(FormItem &item);
LosslessJson emit(const FormItem &item);              // Undefined when absent
void write(const FormItem &item, JsonWriter &writer); // members in row order
// Element schema of child `row` of an array item, unresolved (prefixItems shift when rows
// move).
const SchemaNode *elementSchema(const FormItem &array, qsizetype row);

} // namespace FormItems
