// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schemaformmodel.h"

#include "formitem.h"
#include "schemavalidator.h"

using namespace Qt::StringLiterals;
using Kind = SchemaNode::Kind;

static_assert(int(FormItem::Slot::Root) == SchemaFormModel::RootSlot
              && int(FormItem::Slot::Property) == SchemaFormModel::PropertySlot
              && int(FormItem::Slot::Extra) == SchemaFormModel::EntrySlot
              && int(FormItem::Slot::Element) == SchemaFormModel::ElementSlot);

SchemaFormModel::SchemaFormModel(QObject *parent)
    : QAbstractItemModel(parent)
{
    setSchema(QJsonObject{{u"type"_s, u"object"_s}});
}

SchemaFormModel::~SchemaFormModel() = default;

void SchemaFormModel::setSchema(const QJsonObject &schema,
                                const SchemaNormalizer::KeyOrder &keyOrder)
{
    const LosslessJson previous = m_root ? FormItems::emit(*m_root) : LosslessJson();
    m_schema = schema;
    m_normalized = SchemaNormalizer::normalize(schema, keyOrder);
    m_validator = std::make_unique<SchemaValidator>(schema);
    rebuild(&previous);
}

void SchemaFormModel::rebuild(const LosslessJson *keep)
{
    beginResetModel();
    m_root
        = FormItems::makeChild(nullptr, FormItem::Slot::Root, QString(), m_normalized.root.get());
    FormItems::seed(*m_root);
    if (keep)
        FormItems::merge(*m_root, *keep);
    endResetModel();
    Q_EMIT valueChanged();
}

QJsonValue SchemaFormModel::value() const
{
    return FormItems::emit(*m_root).value;
}

LosslessJson SchemaFormModel::losslessValue() const
{
    return FormItems::emit(*m_root);
}

QByteArray SchemaFormModel::toJson(QJsonDocument::JsonFormat format) const
{
    if (!m_root->present)
        return {};
    JsonWriter writer(format);
    FormItems::write(*m_root, writer);
    return writer.result();
}

void SchemaFormModel::setValue(const LosslessJson &value)
{
    beginResetModel();
    if (value.value.isUndefined())
        FormItems::seed(*m_root);
    else
        FormItems::assign(*m_root, value);
    endResetModel();
    Q_EMIT valueChanged();
}

bool SchemaFormModel::setJson(QByteArrayView text, QString *error)
{
    const std::optional<LosslessJson> parsed = LosslessJson::fromJson(text, error);
    if (!parsed)
        return false;
    setValue(*parsed);
    return true;
}

void SchemaFormModel::resetToDefaults()
{
    rebuild(nullptr);
}

FormItem *SchemaFormModel::itemAt(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<FormItem *>(index.internalPointer()) : m_root.get();
}

QModelIndex SchemaFormModel::indexOf(const FormItem *item, int column) const
{
    if (!item || !item->parent)
        return {};
    return createIndex(item->row(), column, const_cast<FormItem *>(item));
}

int SchemaFormModel::visibleRows(const FormItem *item) const
{
    // A null object keeps its fields for when the user leaves null, but shows none.
    return item->isNull ? 0 : int(item->children.size());
}

const SchemaNode *SchemaFormModel::schemaNode(const QModelIndex &index) const
{
    return itemAt(index)->declared;
}

const SchemaNode *SchemaFormModel::shapeNode(const QModelIndex &index) const
{
    return itemAt(index)->shape();
}

QString SchemaFormModel::pointer(const QModelIndex &index) const
{
    return itemAt(index)->pointer();
}

int SchemaFormModel::variant(const QModelIndex &index) const
{
    return itemAt(index)->variant;
}

QModelIndex SchemaFormModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, itemAt(parent)->children[size_t(row)].get());
}

QModelIndex SchemaFormModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexOf(itemAt(child)->parent);
}

int SchemaFormModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != NameColumn)
        return 0;
    return visibleRows(itemAt(parent));
}

void SchemaFormModel::ensureFields(FormItem *item)
{
    // Fields of a recursive structure ({"next": {"$ref": "#"}}) are made once the user
    // includes it, one level at a time; an infinitely deep form would never end.
    const SchemaNode *shape = item->shape();
    if (!shape || shape->kind != Kind::Object || item->isNull || !item->children.empty()
        || shape->properties.empty())
        return;
    beginInsertRows(indexOf(item), 0, int(shape->properties.size()) - 1);
    const bool present = item->present;
    FormItems::populate(*item);
    item->present = present;
    endInsertRows();
}

int SchemaFormModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant SchemaFormModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == NameColumn ? tr("Name") : tr("Value");
}

Qt::ItemFlags SchemaFormModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index)) // the root is no row
        return Qt::NoItemFlags;
    const FormItem *item = itemAt(index);
    Qt::ItemFlags result = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == NameColumn)
        return item->slot == FormItem::Slot::Extra ? result | Qt::ItemIsEditable : result;
    if (item->kind() == Kind::Boolean && !item->isNull)
        result |= Qt::ItemIsUserCheckable;
    return result | Qt::ItemIsEditable; // containers and raw rows edit as JSON text
}

static QString nameText(const FormItem *item)
{
    switch (item->slot) {
    case FormItem::Slot::Root:
        return SchemaFormModel::tr("(root)");
    case FormItem::Slot::Element:
        return QString(); // views show the row; a name that moves with it breaks row moves
    default:
        return item->key;
    }
}

QVariant SchemaFormModel::displayValue(const FormItem *item) const
{
    if (!item->present)
        return QString();
    if (item->isNull)
        return u"null"_s;
    const SchemaNode *shape = item->shape();
    switch (item->kind()) {
    case Kind::String:
        return item->scalar.toString();
    case Kind::Number:
    case Kind::Integer:
        return item->numberText;
    case Kind::Boolean:
        return item->scalar.toBool() ? u"true"_s : u"false"_s;
    case Kind::Choice: {
        const int choice = shape->choiceIndex(item->scalar);
        return choice >= 0 ? shape->choices.at(choice).label
                           : LosslessJson::valueText(item->scalar);
    }
    case Kind::Object: {
        const auto count = std::count_if(item->children.cbegin(),
                                         item->children.cend(),
                                         [](const auto &child) { return child->present; });
        return tr("%n field(s)", nullptr, int(count));
    }
    case Kind::Array:
        return tr("%n item(s)", nullptr, int(item->children.size()));
    default:
        return QString::fromUtf8(FormItems::emit(*item).toJson(QJsonDocument::Compact));
    }
}

QVariant SchemaFormModel::editValue(const FormItem *item) const
{
    switch (item->kind()) {
    case Kind::String:
        return item->scalar.toString();
    case Kind::Number:
    case Kind::Integer:
        return item->numberText;
    case Kind::Boolean:
        return item->scalar.toBool();
    case Kind::Choice:
        return item->present ? item->shape()->choiceIndex(item->scalar) : -1;
    default: // raw rows, containers and null edit as JSON text
        return item->present ? QString::fromUtf8(FormItems::emit(*item).toJson()) : QString();
    }
}

QVariant SchemaFormModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const FormItem *item = itemAt(index);
    const bool valueColumn = index.column() == ValueColumn;
    switch (role) {
    case Qt::DisplayRole:
        return valueColumn ? displayValue(item) : QVariant(nameText(item));
    case Qt::EditRole:
        return valueColumn ? editValue(item) : QVariant(item->key);
    case Qt::CheckStateRole:
        if (!valueColumn || item->kind() != Kind::Boolean || item->isNull)
            return {};
        if (!item->present)
            return Qt::PartiallyChecked;
        return item->scalar.toBool() ? Qt::Checked : Qt::Unchecked;
    case Qt::ToolTipRole: {
        QStringList lines;
        if (item->declared && !item->declared->description.isEmpty())
            lines.append(item->declared->description);
        lines.append(item->messages);
        return lines.join(u'\n');
    }
    default:
        return roleValue(item, role);
    }
}

static QString rawReason(const FormItem *item)
{
    if (!item->mismatch.isEmpty())
        return item->mismatch;
    if (!item->declared)
        return SchemaFormModel::tr("the schema has no place for this value; kept as JSON");
    const SchemaNode *shape = item->shape();
    return shape && shape->kind == Kind::Raw ? shape->rawReason : QString();
}

static QStringList labelsOf(const SchemaNode *node)
{
    QStringList labels;
    if (!node)
        return labels;
    for (const SchemaChoice &choice : node->choices)
        labels.append(choice.label);
    for (const SchemaVariant &variant : node->variants)
        labels.append(variant.label);
    return labels;
}

static bool canAddChild(const FormItem *item)
{
    const SchemaNode *shape = item->shape();
    if (!shape || item->isNull)
        return false;
    if (shape->kind == Kind::Array)
        return FormItems::elementSchema(*item, qsizetype(item->children.size())) != nullptr;
    return shape->kind == Kind::Object && shape->additionalProperties;
}

QVariant SchemaFormModel::roleValue(const FormItem *item, int role) const
{
    const SchemaNode *declared = item->declared;
    const SchemaNode *shape = item->shape();
    switch (role) {
    case KindRole:
        return int(item->kind());
    case SlotRole:
        return int(item->slot);
    case TitleRole:
        return declared ? declared->title : QString();
    case DescriptionRole:
        return declared ? declared->description : QString();
    case RequiredRole:
        return item->required;
    case PresentRole:
        return item->present;
    case NullableRole:
        return declared && declared->nullable;
    case NullRole:
        return item->isNull;
    case MessagesRole:
        return item->messages;
    case JsonPointerRole:
        return item->pointer();
    case SchemaPointerRole:
        return shape ? shape->schemaPointer : (declared ? declared->schemaPointer : QString());
    case RawReasonRole:
        return rawReason(item);
    case FormatRole:
        return shape ? shape->format : QString();
    case PlaceholderRole: {
        const SchemaNode *node = shape ? shape : declared;
        if (!node)
            return QString();
        const QJsonValue hint
            = node->examples.isEmpty() ? node->defaultValue : node->examples.first();
        return hint.isUndefined() ? QString() : LosslessJson::valueText(hint);
    }
    case ChoiceLabelsRole:
        return shape && shape->kind == Kind::Choice ? labelsOf(shape) : QStringList();
    case ChoiceIndexRole:
        return shape && shape->kind == Kind::Choice && item->present
                   ? shape->choiceIndex(item->scalar)
                   : -1;
    case VariantLabelsRole:
        return declared && declared->kind == Kind::Variant ? labelsOf(declared) : QStringList();
    case VariantIndexRole:
        return item->variant;
    case CanAddChildRole:
        return canAddChild(item);
    default:
        return {};
    }
}
