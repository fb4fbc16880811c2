// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "formhints.h"

#include "displaytext.h"

#include <core/schema/schemanode.h>

#include <QCoreApplication>
#include <QStringList>

#include <optional>

using namespace Qt::StringLiterals;
using Kind = SchemaNode::Kind;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(FormHints)
};

QString number(double value)
{
    return QString::number(value, 'g', 15);
}

// "3–120 characters", "at least 3 characters", "at most 120 characters".
QString range(std::optional<qint64> minimum, std::optional<qint64> maximum, const QString &unit)
{
    if (minimum && maximum)
        return minimum == maximum ? u"exactly %1 %2"_s.arg(*minimum).arg(unit)
                                  : u"%1–%2 %3"_s.arg(*minimum).arg(*maximum).arg(unit);
    if (minimum && *minimum == 1 && unit == Tr::tr("characters"))
        return Tr::tr("not empty");
    if (minimum && *minimum > 0)
        return Tr::tr("at least %1 %2").arg(*minimum).arg(unit);
    if (maximum)
        return Tr::tr("at most %1 %2").arg(*maximum).arg(unit);
    return {};
}

QStringList numberHints(const SchemaNode &node)
{
    QStringList hints;
    if (node.minimum)
        hints << u"≥ "_s + number(*node.minimum);
    if (node.exclusiveMinimum)
        hints << u"> "_s + number(*node.exclusiveMinimum);
    if (node.maximum)
        hints << u"≤ "_s + number(*node.maximum);
    if (node.exclusiveMaximum)
        hints << u"< "_s + number(*node.exclusiveMaximum);
    if (node.multipleOf)
        hints << Tr::tr("multiple of %1").arg(number(*node.multipleOf));
    return hints;
}

// The letters and digits of a text, lower-cased: "Budget (EUR)" and "budget_eur" agree.
QString words(const QString &text)
{
    QString result;
    for (const QChar c : text) {
        if (c.isLetterOrNumber())
            result += c.toLower();
    }
    return result;
}

} // namespace

QString FormHints::fieldNote(const QString &name,
                             const QString &title,
                             const QString &description,
                             const SchemaNode *shape)
{
    QString head = !name.isEmpty() && words(title) == words(name) ? QString() : title;
    const QString capped = DisplayText::capped(description, 600);
    if (!capped.isEmpty())
        head = head.isEmpty() ? capped : head + u" — "_s + capped;
    return QStringList({head, constraints(shape)}).join(u'\n').trimmed();
}

QString FormHints::constraints(const SchemaNode *node)
{
    if (!node)
        return {};
    QStringList hints;
    switch (node->kind) {
    case Kind::String:
        if (!node->format.isEmpty())
            hints << node->format;
        hints << range(node->minLength, node->maxLength, Tr::tr("characters"));
        if (!node->pattern.isEmpty())
            hints << Tr::tr("pattern %1").arg(node->pattern);
        break;
    case Kind::Integer:
        hints << Tr::tr("whole number");
        hints << numberHints(*node);
        break;
    case Kind::Number:
        hints << numberHints(*node);
        break;
    case Kind::Array:
        hints << range(node->minItems, node->maxItems, Tr::tr("items"));
        if (node->uniqueItems)
            hints << Tr::tr("unique");
        break;
    case Kind::Object:
        hints << range(node->minProperties, node->maxProperties, Tr::tr("fields"));
        if (!node->propertyNamePattern.isEmpty())
            hints << Tr::tr("keys match %1").arg(node->propertyNamePattern);
        break;
    default:
        break;
    }
    if (node->deprecated)
        hints << Tr::tr("deprecated");
    if (node->readOnly)
        hints << Tr::tr("read-only");
    hints.removeAll(QString());
    return hints.join(u" · "_s);
}
