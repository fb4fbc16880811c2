// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// SchemaFormModel: everything that changes the value.
#include "formitem.h"
#include "jsonpointer.h"
#include "schemaformmodel.h"

using namespace Qt::StringLiterals;
using Kind = SchemaNode::Kind;
using ItemSlot = FormItem::Slot;

void SchemaFormModel::touched(FormItem *item)
{
    item->messages.clear(); // the message described the previous value
    for (FormItem *at = item; at; at = at->parent) {
        at->present = true;
        if (at->parent)
            Q_EMIT dataChanged(indexOf(at, NameColumn), indexOf(at, ValueColumn));
    }
    Q_EMIT valueChanged();
}

void SchemaFormModel::subtreeChanged(const FormItem *item)
{
    if (item->parent)
        Q_EMIT dataChanged(indexOf(item, NameColumn), indexOf(item, ValueColumn));
    for (const auto &child : item->children)
        subtreeChanged(child.get());
}

void SchemaFormModel::replaceItem(FormItem *item, const std::function<void(FormItem &)> &change)
{
    FormItem fresh;
    fresh.parent = item->parent;
    fresh.slot = item->slot;
    fresh.key = item->key;
    fresh.declared = item->declared;
    fresh.recursive = item->recursive;
    fresh.required = item->required;
    fresh.present = item->present;
    fresh.variant = item->variant;
    change(fresh);
    const QModelIndex index = indexOf(item);
    if (const int rows = visibleRows(item); rows > 0) {
        beginRemoveRows(index, 0, rows - 1);
        item->children.clear();
        endRemoveRows();
    }
    item->children.clear();
    item->present = fresh.present;
    item->variant = fresh.variant;
    item->scalar = fresh.scalar;
    item->numberText = fresh.numberText;
    item->raw = fresh.raw;
    item->mismatch = fresh.mismatch;
    item->isNull = true; // no rows visible while the children move in
    const int rows = fresh.isNull ? 0 : int(fresh.children.size());
    if (rows > 0)
        beginInsertRows(index, 0, rows - 1);
    item->children = std::move(fresh.children);
    for (const auto &child : item->children)
        child->parent = item;
    item->isNull = fresh.isNull;
    if (rows > 0)
        endInsertRows();
    if (item->parent)
        Q_EMIT dataChanged(indexOf(item, NameColumn), indexOf(item, ValueColumn));
}

bool SchemaFormModel::setValueAt(const QModelIndex &index, const LosslessJson &value)
{
    FormItem *item = itemAt(index);
    if (value.value.isUndefined())
        return setPresent(index, false);
    replaceItem(item, [&value](FormItem &fresh) { FormItems::assign(fresh, value); });
    touched(item);
    return true;
}

bool SchemaFormModel::setEditValue(FormItem *item, const QVariant &value)
{
    const SchemaNode *shape = item->shape();
    const bool omittable = item->slot == ItemSlot::Property && !item->required;
    item->isNull = item->isNull && (item->kind() == Kind::Object || item->kind() == Kind::Array);
    switch (item->kind()) {
    case Kind::String:
        item->scalar = value.toString();
        if (value.toString().isEmpty() && omittable)
            return setPresent(indexOf(item), false); // optional fields left empty are omitted
        break;
    case Kind::Number:
    case Kind::Integer:
        item->numberText = value.toString().trimmed();
        if (item->numberText.isEmpty() && item->slot == ItemSlot::Property)
            return setPresent(indexOf(item), false);
        break;
    case Kind::Boolean:
        item->scalar = value.toBool();
        break;
    case Kind::Choice: {
        int choice = value.toInt();
        if (value.typeId() == QMetaType::QString) { // a label or the value as text
            const auto &choices = shape->choices;
            const auto it
                = std::find_if(choices.cbegin(), choices.cend(), [&value](const SchemaChoice &c) {
                      return c.label == value.toString()
                             || LosslessJson::valueText(c.value) == value.toString();
                  });
            choice = it == choices.cend() ? -2 : int(it - choices.cbegin());
        }
        if (choice == -1 && omittable)
            return setPresent(indexOf(item), false);
        if (choice < 0 || choice >= shape->choices.size())
            return false;
        item->scalar = shape->choices.at(choice).value;
        break;
    }
    default: {
        const std::optional<LosslessJson> parsed
            = LosslessJson::fromJson(value.toString().toUtf8());
        return parsed && setValueAt(indexOf(item), *parsed);
    }
    }
    touched(item);
    return true;
}

bool SchemaFormModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    FormItem *item = itemAt(index);
    const bool valueColumn = index.column() == ValueColumn;
    switch (role) {
    case Qt::EditRole:
        return valueColumn ? setEditValue(item, value) : renameEntry(index, value.toString());
    case Qt::CheckStateRole:
        if (!valueColumn || item->kind() != Kind::Boolean)
            return false;
        return setEditValue(item, value.toInt() == Qt::Checked);
    case PresentRole:
        return setPresent(index, value.toBool());
    case NullRole:
        return setNull(index, value.toBool());
    case ChoiceIndexRole:
        return item->kind() == Kind::Choice && setEditValue(item, value.toInt());
    case VariantIndexRole:
        return setVariant(index, value.toInt());
    default:
        return false;
    }
}

bool SchemaFormModel::setPresent(const QModelIndex &index, bool present)
{
    FormItem *item = itemAt(index);
    if (present) {
        ensureFields(item);
        touched(item);
        return true;
    }
    if (item->slot == ItemSlot::Element || item->slot == ItemSlot::Extra)
        return false; // remove the row instead
    item->present = false;
    item->messages.clear();
    if (item->parent)
        Q_EMIT dataChanged(indexOf(item, NameColumn), indexOf(item, ValueColumn));
    Q_EMIT valueChanged();
    return true;
}

bool SchemaFormModel::setNull(const QModelIndex &index, bool isNull)
{
    FormItem *item = itemAt(index);
    if (isNull == item->isNull)
        return true;
    if (isNull && !(item->declared && item->declared->nullable))
        return false; // setValueAt(null) still sends one on purpose
    const int rows = int(item->children.size());
    if (rows > 0)
        isNull ? beginRemoveRows(index, 0, rows - 1) : beginInsertRows(index, 0, rows - 1);
    item->isNull = isNull;
    if (rows > 0)
        isNull ? endRemoveRows() : endInsertRows();
    touched(item);
    return true;
}

bool SchemaFormModel::setVariant(const QModelIndex &index, int variant)
{
    FormItem *item = itemAt(index);
    const SchemaNode *declared = item->declared;
    if (!declared || declared->kind != Kind::Variant || variant < 0
        || size_t(variant) >= declared->variants.size())
        return false;
    if (variant == item->variant && item->mismatch.isEmpty() && !item->isNull)
        return true;
    const LosslessJson previous = FormItems::emit(*item);
    replaceItem(item, [&](FormItem &fresh) { FormItems::chooseVariant(fresh, variant, previous); });
    touched(item);
    return true;
}

QModelIndex SchemaFormModel::addElement(const QModelIndex &array, int position)
{
    FormItem *item = itemAt(array);
    if (item->kind() != Kind::Array || item->isNull)
        return {};
    const int count = int(item->children.size());
    const int row = position < 0 || position > count ? count : position;
    beginInsertRows(array, row, row);
    auto child = FormItems::makeChild(
        item, ItemSlot::Element, QString(), FormItems::elementSchema(*item, row));
    FormItems::seed(*child);
    item->children.insert(item->children.begin() + row, std::move(child));
    endInsertRows();
    redeclareElements(item, row + 1);
    touched(item->children[size_t(row)].get());
    return index(row, NameColumn, array);
}

QModelIndex SchemaFormModel::addEntry(const QModelIndex &object, const QString &key)
{
    FormItem *item = itemAt(object);
    const SchemaNode *shape = item->shape();
    if (item->kind() != Kind::Object || item->isNull || key.isEmpty() || item->childForKey(key))
        return {};
    const int row = int(item->children.size());
    beginInsertRows(object, row, row);
    item->children.push_back(
        FormItems::makeChild(item, ItemSlot::Extra, key, shape->additionalProperties.get()));
    FormItems::seed(*item->children.back());
    endInsertRows();
    touched(item->children.back().get());
    return index(row, NameColumn, object);
}

bool SchemaFormModel::renameEntry(const QModelIndex &entry, const QString &key)
{
    FormItem *item = itemAt(entry);
    if (item->slot != ItemSlot::Extra || key.isEmpty() || item->parent->childForKey(key))
        return key == item->key && item->slot == ItemSlot::Extra;
    item->key = key;
    subtreeChanged(item); // every pointer below changed
    Q_EMIT valueChanged();
    return true;
}

void SchemaFormModel::redeclareElements(FormItem *array, int from)
{
    for (size_t row = size_t(std::max(from, 0)); row < array->children.size(); ++row) {
        FormItem *child = array->children[row].get();
        const SchemaNode *node = FormItems::elementSchema(*array, qsizetype(row));
        if (child->declared != (node ? node->resolved() : nullptr)) {
            // prefixItems: a moved element takes the schema of its new position.
            const LosslessJson value = FormItems::emit(*child);
            FormItems::declare(*child, node);
            replaceItem(child, [&value](FormItem &fresh) { FormItems::assign(fresh, value); });
        }
        subtreeChanged(child);
    }
}

bool SchemaFormModel::removeRows(int row, int count, const QModelIndex &parent)
{
    FormItem *item = itemAt(parent);
    if (row < 0 || count <= 0 || row + count > visibleRows(item))
        return false;
    for (int i = row; i < row + count; ++i) {
        const ItemSlot slot = item->children[size_t(i)]->slot;
        if (slot != ItemSlot::Element && slot != ItemSlot::Extra)
            return false; // schema properties are omitted with setPresent(false)
    }
    beginRemoveRows(parent, row, row + count - 1);
    item->children.erase(item->children.begin() + row, item->children.begin() + row + count);
    endRemoveRows();
    if (item->kind() == Kind::Array)
        redeclareElements(item, row);
    touched(item);
    return true;
}

bool SchemaFormModel::moveRows(const QModelIndex &sourceParent,
                               int sourceRow,
                               int count,
                               const QModelIndex &destinationParent,
                               int destinationChild)
{
    FormItem *item = itemAt(sourceParent);
    if (sourceParent != destinationParent || item->kind() != Kind::Array || count <= 0
        || sourceRow < 0 || sourceRow + count > visibleRows(item) || destinationChild < 0
        || destinationChild > visibleRows(item)
        || !beginMoveRows(
            sourceParent, sourceRow, sourceRow + count - 1, destinationParent, destinationChild))
        return false;
    auto &children = item->children;
    std::vector<std::unique_ptr<FormItem>> moving;
    for (int i = 0; i < count; ++i)
        moving.push_back(std::move(children[size_t(sourceRow + i)]));
    children.erase(children.begin() + sourceRow, children.begin() + sourceRow + count);
    const int target = destinationChild > sourceRow ? destinationChild - count : destinationChild;
    children.insert(children.begin() + target,
                    std::make_move_iterator(moving.begin()),
                    std::make_move_iterator(moving.end()));
    endMoveRows();
    redeclareElements(item, 0);
    touched(item);
    return true;
}

QModelIndex SchemaFormModel::indexForPointer(const QString &pointer, int column) const
{
    const FormItem *item = m_root.get();
    for (const QString &token : JsonPointer::split(pointer).value_or(QStringList())) {
        if (visibleRows(item) == 0)
            break;
        const FormItem *next = nullptr;
        if (item->kind() == Kind::Array) {
            bool ok = false;
            const int row = token.toInt(&ok);
            if (ok && row >= 0 && size_t(row) < item->children.size())
                next = item->children[size_t(row)].get();
        } else {
            next = item->childForKey(token);
        }
        if (!next)
            break;
        item = next;
    }
    return indexOf(item, column);
}
