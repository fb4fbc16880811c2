// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schemaexamplescalars.h"

#include "schemaexample.h"
#include "schemaformats.h"
#include "schemaregex.h"

#include <QStringList>

#include <cmath>
#include <cstdlib>

using namespace Qt::StringLiterals;

namespace {

// One side of a number's range: "minimum" is inclusive, "exclusiveMinimum" is not.
struct ExampleBound
{
    double value = 0;
    bool exclusive = false;
};

// The bound that wins when a schema has both spellings: the greater minimum, the lesser maximum.
std::optional<ExampleBound>
tighterBound(std::optional<double> inclusive, std::optional<double> exclusive, bool lower)
{
    if (exclusive && (!inclusive || (lower ? *exclusive >= *inclusive : *exclusive <= *inclusive)))
        return ExampleBound{*exclusive, true};
    return inclusive ? std::optional(ExampleBound{*inclusive, false}) : std::nullopt;
}

std::optional<QJsonValue> noScalar(QString *why, const QString &reason)
{
    *why = reason;
    return std::nullopt;
}

} // namespace

namespace SchemaExampleScalars {

std::optional<QJsonValue> number(const SchemaNode &node, int variation, QString *why)
{
    const bool integer = node.kind == SchemaNode::Kind::Integer;
    const std::optional<ExampleBound> low = tighterBound(node.minimum, node.exclusiveMinimum, true);
    const std::optional<ExampleBound> high
        = tighterBound(node.maximum, node.exclusiveMaximum, false);
    const auto fits = [&](double x) {
        return std::isfinite(x) && (!low || x > low->value || (!low->exclusive && x == low->value))
               && (!high || x < high->value || (!high->exclusive && x == high->value));
    };
    double step = node.multipleOf && *node.multipleOf > 0 ? *node.multipleOf : (integer ? 1 : 0);
    if (integer && step != std::floor(step)) {
        // The integers that are multiples of 0.5 are the multiples of 1; of 0.3, of 3.
        int k = 2;
        while (k <= 1000 && std::fabs(step * k - std::round(step * k)) > 1e-9)
            ++k;
        if (k > 1000)
            return noScalar(why, u"no integer is a multiple of %1"_s.arg(step));
        step = std::round(step * k);
    }
    double x = 0; // step 0: any number between the bounds will do
    if (!fits(0) && low) {
        x = step > 0 ? std::ceil(low->value / step) * step
                     : (low->exclusive ? std::floor(low->value) + 1 : low->value);
        if (!fits(x) && (step > 0 || high))
            x = step > 0 ? x + step : low->value + (high->value - low->value) / 2;
    } else if (!fits(0) && high) {
        x = step > 0 ? std::floor(high->value / step) * step
                     : (high->exclusive ? std::ceil(high->value) - 1 : high->value);
        if (!fits(x) && step > 0)
            x -= step;
    }
    x += variation * (step > 0 ? step : 1);
    if (step != std::floor(step)) // 0.30000000000000004 is 0.3 to a reader
        x = std::strtod(QByteArray::number(x, 'g', 15).constData(), nullptr);
    if (!fits(x)) {
        return noScalar(
            why,
            u"no %1 fits its bounds%2"_s.arg(integer ? u"integer"_s : u"number"_s,
                                             node.multipleOf ? u" and multipleOf"_s : QString()));
    }
    const bool whole = std::floor(x) == x && std::fabs(x) < 9007199254740992.0; // 2^53
    return whole ? QJsonValue(qint64(x)) : QJsonValue(x);
}

std::optional<QJsonValue> string(const SchemaNode &node, int variation, QString *why)
{
    const qint64 length = qMax<qint64>(0, node.minLength.value_or(0));
    if (length > SchemaExample::MaxStringLength)
        return noScalar(why, u"minLength %1 is longer than examples are made"_s.arg(length));
    const QString sample = SchemaFormats::sample(node.format);
    QString text = sample;
    if (sample.isEmpty() && variation == 0)
        text = QString(length, u'a');
    else if (sample.isEmpty()) // "b", "c", ..., "a1", "b1"
        text = QString(qMax<qint64>(length - 1, 0), u'a') + QChar(u'a' + variation % 26)
               + (variation >= 26 ? QString::number(variation / 26) : QString());
    if (node.pattern.isEmpty())
        return QJsonValue(text);
    const SchemaRegex regex(node.pattern);
    if (!regex.isValid())
        return noScalar(why, u"the pattern cannot be used: %1"_s.arg(regex.errorString()));
    QStringList candidates{text};
    if (sample.isEmpty()) { // identifiers and codes are often all digits or all capitals
        const qint64 some = qMax<qint64>(length, 1);
        for (const char16_t c : {u'a', u'0', u'A'}) {
            if (!node.maxLength || some <= *node.maxLength)
                candidates.append(QString(some, QChar(c)));
        }
    }
    for (const QString &candidate : std::as_const(candidates)) {
        const SchemaRegex::Result result = regex.search(candidate);
        if (result == SchemaRegex::Result::Match)
            return QJsonValue(candidate);
        if (result != SchemaRegex::Result::NoMatch)
            return noScalar(
                why, u"the pattern could not be tried: %1"_s.arg(SchemaRegex::explain(result)));
    }
    return noScalar(
        why,
        u"the pattern \"%1\" matches none of the simple strings examples are made of"_s.arg(
            node.pattern));
}

} // namespace SchemaExampleScalars
