// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "jsontreemodel.h"

#include "displaytext.h"
#include "widgets/servertext.h"

#include <core/jsonrpc/jsontypes.h>
#include <core/schema/jsonpointer.h>
#include <core/schema/losslessjson.h>

#include <QJsonArray>
#include <QJsonObject>
#include <QScopedValueRollback>

#include <cmath>

using namespace Qt::StringLiterals;

struct JsonTreeModel::Node
{
    Node *parent = nullptr;
    int row = 0;
    QString name; // object key, or the array index as text
    QJsonValue value;
    // The first rows of this node, in order. Created together on first demand (rowCount),
    // the rest kFetchBatch at a time by fetchMore().
    std::vector<std::unique_ptr<Node>> children;
    bool childrenCreated = false;
};

namespace {

QString numberText(double number)
{
    // Integers as integers ("3", not "3.0" or "3e+00"); others with full precision.
    if (std::abs(number) < 1e15 && number == std::floor(number))
        return QString::number(qint64(number));
    return QString::number(number, 'g', 17);
}

QString valueText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Object: {
        const qsizetype size = value.toObject().size();
        return size == 1 ? JsonTreeModel::tr("{1 member}")
                         : JsonTreeModel::tr("{%n members}", nullptr, int(size));
    }
    case QJsonValue::Array: {
        const qsizetype size = value.toArray().size();
        return size == 1 ? JsonTreeModel::tr("[1 item]")
                         : JsonTreeModel::tr("[%n items]", nullptr, int(size));
    }
    case QJsonValue::String: {
        // One cell shows one line: newlines become a visible mark instead of cutting the text.
        QString text = DisplayText::capped(value.toString(), DisplayText::kCellLimit);
        text.replace(u'\n', u'\u21b5');
        return u'"' + text + u'"';
    }
    case QJsonValue::Double:
        return numberText(value.toDouble());
    case QJsonValue::Bool:
        return value.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Undefined:
        break;
    }
    return {};
}

} // namespace

JsonTreeModel::JsonTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Node>())
{}

JsonTreeModel::~JsonTreeModel() = default;

void JsonTreeModel::setJson(const QJsonValue &value)
{
    const QScopedValueRollback changing(m_changing, true);
    beginResetModel();
    m_value = value;
    m_root = std::make_unique<Node>();
    m_root->value = value;
    m_rowCount = 0;
    endResetModel();
}

JsonTreeModel::Node *JsonTreeModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

qsizetype JsonTreeModel::availableChildren(const Node *node) const
{
    if (node->value.isObject())
        return node->value.toObject().size();
    if (node->value.isArray())
        return node->value.toArray().size();
    // A scalar at the top is shown as one row of its own.
    return node == m_root.get() && !node->value.isUndefined() ? 1 : 0;
}

std::unique_ptr<JsonTreeModel::Node> JsonTreeModel::makeChild(Node *parent,
                                                              qsizetype position) const
{
    auto child = std::make_unique<Node>();
    child->parent = parent;
    child->row = int(position);
    if (parent->value.isObject()) {
        const QJsonObject object = parent->value.toObject();
        const auto it = object.constBegin() + position;
        child->name = it.key();
        child->value = it.value();
    } else if (parent->value.isArray()) {
        child->name = QString::number(position);
        child->value = parent->value.toArray().at(position);
    } else {
        child->value = parent->value; // the top-level scalar
    }
    return child;
}

QString JsonTreeModel::pointer(const QModelIndex &index) const
{
    QStringList tokens;
    for (const Node *node = nodeOf(index); node && node->parent; node = node->parent) {
        // The row of a top-level scalar is the whole value: no token.
        if (node->parent == m_root.get() && !m_value.isObject() && !m_value.isArray())
            break;
        tokens.prepend(node->name);
    }
    return JsonPointer::join(tokens);
}

QModelIndex JsonTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, nodeOf(parent)->children.at(size_t(row)).get());
}

QModelIndex JsonTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    Node *parent = nodeOf(child)->parent;
    if (!parent || parent == m_root.get())
        return {};
    return createIndex(parent->row, 0, parent);
}

// The first batch of a node's rows is not inserted but simply there: the model has always
// reported those rows; it only builds them when first asked. Only the rows beyond the first
// batch are inserted by fetchMore(), with the signals that requires.
void JsonTreeModel::createFirstChildren(Node *node) const
{
    if (node->childrenCreated)
        return;
    node->childrenCreated = true;
    const qsizetype count = qMin<qsizetype>(kFetchBatch, availableChildren(node));
    node->children.reserve(size_t(count));
    for (qsizetype position = 0; position < count; ++position)
        node->children.push_back(makeChild(node, position));
    m_rowCount += count;
}

int JsonTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    Node *node = nodeOf(parent);
    createFirstChildren(node);
    return int(node->children.size());
}

int JsonTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

bool JsonTreeModel::hasChildren(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return false;
    return availableChildren(nodeOf(parent)) > 0;
}

bool JsonTreeModel::canFetchMore(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return false;
    const Node *node = nodeOf(parent);
    const qsizetype available = availableChildren(node);
    const qsizetype shown = node->childrenCreated ? qsizetype(node->children.size())
                                                  : qMin<qsizetype>(kFetchBatch, available);
    return shown < available;
}

void JsonTreeModel::fetchMore(const QModelIndex &parent)
{
    // Whoever reacts to our signals (a view, QAbstractItemModelTester) may ask for more from
    // inside them; a nested insertion would break the protocol, so it waits for the next ask.
    if (m_changing || !canFetchMore(parent))
        return;
    const QScopedValueRollback changing(m_changing, true);
    Node *node = nodeOf(parent);
    createFirstChildren(node);
    const qsizetype first = qsizetype(node->children.size());
    const qsizetype count = qMin<qsizetype>(kFetchBatch, availableChildren(node) - first);
    beginInsertRows(parent, int(first), int(first + count - 1));
    node->children.reserve(size_t(first + count));
    for (qsizetype position = first; position < first + count; ++position)
        node->children.push_back(makeChild(node, position));
    m_rowCount += count;
    endInsertRows();
}

QVariant JsonTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node *node = nodeOf(index);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return node->name;
        case ValueColumn:
            return valueText(node->value);
        case TypeColumn:
            return JsonTypes::name(node->value);
        }
        break;
    case Qt::ToolTipRole:
        return index.column() == NameColumn ? QVariant(ServerText::toolTip(pointer(index)))
                                            : QVariant();
    case PointerRole:
        return pointer(index);
    case JsonRole:
        return QVariant::fromValue(node->value);
    }
    return {};
}

QVariant JsonTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case ValueColumn:
        return tr("Value");
    case TypeColumn:
        return tr("Type");
    }
    return {};
}
