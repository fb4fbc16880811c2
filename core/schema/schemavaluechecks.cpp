// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The checks of a value against the schema's own values that SchemaTranslator takes away from
// valijson so that messages say what was sent and what is allowed: "enum", "const", and the
// numeric bounds (valijson writes "Failed to match against any enum values." and prints bounds
// with std::to_string, which turns 1e-7 into 0.000000).
#include "losslessjson.h"
#include "schemacheckbase.h"

#include <core/jsonrpc/jsontypes.h>

#include <QJsonArray>
#include <QJsonObject>

#include <valijson/adapters/qtjson_adapter.hpp>
#include <valijson/schema_parser.hpp>

using namespace Qt::StringLiterals;
using namespace SchemaCheckBase;

namespace {

// A value as a message quotes it: compact JSON, cut short so a huge value stays one line.
QString quotedValue(const QJsonValue &value)
{
    constexpr qsizetype Limit = 60;
    QString text = QString::fromUtf8(LosslessJson::scalarText(value));
    if (text.size() <= Limit)
        return text;
    qsizetype cut = Limit - 3;
    if (text.at(cut - 1).isHighSurrogate()) // never half a character
        --cut;
    return text.left(cut) + u"..."_s;
}

// As JSON writes it: 100000, not 'g' formatting's 1e+05; 0.1; 1e-07.
QString numberText(double number)
{
    return QString::fromUtf8(LosslessJson::scalarText(QJsonValue(number)));
}

// "enum": `"meh" is not one of "low", "normal", "high"`.
class EnumCheck final : public Check<EnumCheck>
{
public:
    EnumCheck(SchemaChecks *checks, const QJsonValue &allowed)
        : Check(checks)
        , m_allowed(allowed.toArray())
    {}
    bool validate(const Adapter &target,
                  const std::vector<std::string> &context,
                  ValidationResults *results) const override
    {
        m_checks->spend();
        const QJsonValue value = toJson(target);
        // QJsonValue equality is JSON Schema's: 1 equals 1.0, false is not 0, members unordered.
        if (m_allowed.contains(value))
            return true;
        if (results)
            results->pushError(context, message(value).toStdString());
        return false;
    }

private:
    // A server may list thousands of values: the message names the first few.
    static constexpr qsizetype Listed = 10;

    QString message(const QJsonValue &value) const
    {
        if (m_allowed.isEmpty())
            return u"%1 is not allowed: the enum is empty"_s.arg(quotedValue(value));
        QStringList names;
        for (qsizetype i = 0; i < m_allowed.size() && i < Listed; ++i)
            names.append(quotedValue(m_allowed.at(i)));
        if (m_allowed.size() > Listed)
            names.append(u"... (%1 more)"_s.arg(m_allowed.size() - Listed));
        return u"%1 is not one of %2"_s.arg(quotedValue(value), names.join(u", "_s));
    }

    QJsonArray m_allowed;
};

// "const": `must be "x", got "y"`.
class ConstCheck final : public Check<ConstCheck>
{
public:
    ConstCheck(SchemaChecks *checks, const QJsonValue &spec)
        : Check(checks)
        , m_value(spec[u"value"_s])
    {}
    bool validate(const Adapter &target,
                  const std::vector<std::string> &context,
                  ValidationResults *results) const override
    {
        m_checks->spend();
        const QJsonValue value = toJson(target);
        if (value == m_value)
            return true;
        if (results)
            results->pushError(context,
                               u"must be %1, got %2"_s.arg(quotedValue(m_value), quotedValue(value))
                                   .toStdString());
        return false;
    }

private:
    QJsonValue m_value;
};

// minimum, exclusiveMinimum, maximum, exclusiveMaximum (draft 4's boolean forms already turned
// into exclusive bounds by the translator): "0 is less than the minimum 1".
class BoundsCheck final : public Check<BoundsCheck>
{
public:
    BoundsCheck(SchemaChecks *checks, const QJsonValue &spec)
        : Check(checks)
        , m_spec(spec.toObject())
    {}
    bool validate(const Adapter &target,
                  const std::vector<std::string> &context,
                  ValidationResults *results) const override
    {
        m_checks->spend();
        if (!target.isNumber())
            return true;
        const double number = target.getNumber();
        const auto bound
            = [this](QLatin1StringView key) { return JsonTypes::number(m_spec.value(key)); };
        const auto has = [this](QLatin1StringView key) { return m_spec.contains(key); };
        QStringList problems;
        if (has("minimum"_L1) && number < bound("minimum"_L1))
            problems.append(u"%1 is less than the minimum %2"_s.arg(
                numberText(number), numberText(bound("minimum"_L1))));
        if (has("exclusiveMinimum"_L1) && number <= bound("exclusiveMinimum"_L1))
            problems.append(u"%1 is not greater than the exclusive minimum %2"_s.arg(
                numberText(number), numberText(bound("exclusiveMinimum"_L1))));
        if (has("maximum"_L1) && number > bound("maximum"_L1))
            problems.append(u"%1 is greater than the maximum %2"_s.arg(
                numberText(number), numberText(bound("maximum"_L1))));
        if (has("exclusiveMaximum"_L1) && number >= bound("exclusiveMaximum"_L1))
            problems.append(u"%1 is not less than the exclusive maximum %2"_s.arg(
                numberText(number), numberText(bound("exclusiveMaximum"_L1))));
        if (results) {
            for (const QString &problem : std::as_const(problems))
                results->pushError(context, problem.toStdString());
        }
        return problems.isEmpty();
    }

private:
    QJsonObject m_spec;
};

} // namespace

void SchemaChecks::configureValueChecks(valijson::SchemaParser &parser)
{
    addCheck(
        parser, "x-mcpscope-enum", [this](const QJsonValue &v) { return new EnumCheck(this, v); });
    addCheck(parser, "x-mcpscope-const", [this](const QJsonValue &v) {
        return new ConstCheck(this, v);
    });
    addCheck(parser, "x-mcpscope-bounds", [this](const QJsonValue &v) {
        return new BoundsCheck(this, v);
    });
}
