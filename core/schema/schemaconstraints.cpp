// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The "x-mcpscope-*" keywords of SchemaTranslator as valijson custom constraints.
#include "schemaconstraints.h"

#include "jsonpointer.h"
#include "schemacheckbase.h"

#include <core/jsonrpc/jsontypes.h>

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>
#include <valijson/adapters/qtjson_adapter.hpp>
#include <valijson/constraint_builder.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validator.hpp>

using namespace Qt::StringLiterals;

namespace SchemaCheckBase {

QJsonValue toJson(const Adapter &value)
{
    if (value.isNull())
        return QJsonValue(QJsonValue::Null);
    if (value.isBool())
        return value.getBool();
    if (value.isString())
        return QString::fromStdString(value.getString());
    if (value.isNumber())
        return value.getNumber();
    if (value.isArray()) {
        QJsonArray array;
        value.applyToArray([&array](const Adapter &element) {
            array.append(toJson(element));
            return true;
        });
        return array;
    }
    QJsonObject object;
    value.applyToObject([&object](const std::string &name, const Adapter &member) {
        object.insert(QString::fromStdString(name), toJson(member));
        return true;
    });
    return object;
}

void forward(const ValidationResults &from,
             ValidationResults *to,
             const std::vector<std::string> &context,
             const std::string &prefix)
{
    for (const ValidationResults::Error &error : from) {
        std::vector<std::string> joined = context;
        joined.insert(joined.end(),
                      error.context.begin() + (error.context.empty() ? 0 : 1),
                      error.context.end());
        to->pushError(joined, prefix + error.description);
    }
}

std::string mark(char16_t marker, const QString &pointer)
{
    return QString(QChar(marker) + pointer + QChar(marker)).toStdString();
}

void addCheck(valijson::SchemaParser &parser, const char *keyword, Builder::Make make)
{
    parser.addConstraintBuilder(keyword, new Builder(std::move(make)));
}

} // namespace SchemaCheckBase

namespace {

using namespace SchemaCheckBase;

QString typeOf(const Adapter &value)
{
    if (value.isNull())
        return u"null"_s;
    if (value.isBool())
        return u"boolean"_s;
    if (value.isString())
        return u"string"_s;
    if (value.isArray())
        return u"array"_s;
    if (value.isObject())
        return u"object"_s;
    if (!value.isNumber()) // an absent value (QJsonValue::Undefined): an empty form, say
        return u"nothing"_s;
    return JsonTypes::isInteger(value.getNumber()) ? u"integer"_s : u"number"_s;
}

// "type", because valijson's Qt adapter calls integers outside the int range non-integers.
class TypeCheck final : public Check<TypeCheck>
{
public:
    TypeCheck(SchemaChecks *checks, const QJsonValue &types)
        : Check(checks)
    {
        if (types.isString())
            m_types.append(types.toString());
        for (const QJsonValue &type : types.toArray())
            m_types.append(type.toString());
    }
    bool validate(const Adapter &target,
                  const std::vector<std::string> &context,
                  ValidationResults *results) const override
    {
        m_checks->spend();
        const QString actual = typeOf(target);
        for (const QString &type : m_types) {
            if (type == actual || (type == "number"_L1 && actual == "integer"_L1))
                return true;
        }
        if (results)
            results->pushError(
                context,
                u"expected %1, got %2"_s.arg(m_types.join(" or "_L1), actual).toStdString());
        return false;
    }

private:
    QStringList m_types;
};

// anyOf/oneOf, reporting each alternative's errors under that alternative's schema pointer.
class CompositeCheck final : public Check<CompositeCheck>
{
public:
    CompositeCheck(SchemaChecks *checks, const QJsonValue &spec, bool oneOf)
        : Check(checks)
        , m_oneOf(oneOf)
        , m_pointer(spec[u"pointer"_s].toString())
    {
        const QString at = spec[u"at"_s].toString();
        const QJsonArray sources = spec[u"sources"_s].toArray();
        for (qsizetype i = 0; i < sources.size(); ++i) {
            m_branches.append(JsonPointer::append(at, i));
            m_sources.append(sources.at(i).toString());
        }
    }
    bool validate(const Adapter &target,
                  const std::vector<std::string> &context,
                  ValidationResults *results) const override
    {
        m_checks->spend();
        const QJsonValue value = toJson(target);
        std::vector<ValidationResults> failures(size_t(m_branches.size()));
        QStringList matched;
        for (qsizetype i = 0; i < m_branches.size(); ++i) {
            if (m_checks->check(
                    m_branches.at(i), value, results ? &failures[size_t(i)] : nullptr)) {
                matched.append(u'#' + QString::number(i));
                if (!m_oneOf)
                    return true;
            }
        }
        if (matched.size() == 1)
            return true;
        if (!results)
            return false;
        const std::string summary = mark(SchemaTranslator::SummaryMark, m_pointer);
        if (!matched.isEmpty()) {
            results->pushError(context,
                               summary
                                   + u"matches alternatives %1 of oneOf, which allows exactly one"_s
                                         .arg(matched.join(u", "_s))
                                         .toStdString());
            return false;
        }
        for (qsizetype i = 0; i < m_branches.size(); ++i)
            forward(failures[size_t(i)],
                    results,
                    context,
                    mark(SchemaTranslator::BranchMark, m_sources.at(i)));
        results->pushError(
            context,
            summary
                + u"matches none of the %1 alternatives"_s.arg(m_branches.size()).toStdString());
        return false;
    }

private:
    bool m_oneOf;
    QString m_pointer;
    QStringList m_branches;
    QStringList m_sources;
};

// contains with minContains/maxContains (2019-09).
class ContainsCheck final : public Check<ContainsCheck>
{
public:
    ContainsCheck(SchemaChecks *checks, const QJsonValue &spec)
        : Check(checks)
        , m_at(spec[u"at"_s].toString())
        , m_min(spec[u"min"_s].toInteger(1))
        , m_max(spec[u"max"_s].toInteger(-1))
    {}
    bool validate(const Adapter &target,
                  const std::vector<std::string> &context,
                  ValidationResults *results) const override
    {
        m_checks->spend();
        if (!target.isArray())
            return true;
        qint64 count = 0;
        for (const QJsonValue &element : toJson(target).toArray())
            count += m_checks->check(m_at, element, nullptr) ? 1 : 0;
        QString problem;
        if (count < m_min)
            problem
                = u"contains %1 matching elements, at least %2 required"_s.arg(count).arg(m_min);
        else if (m_max >= 0 && count > m_max)
            problem = u"contains %1 matching elements, at most %2 allowed"_s.arg(count).arg(m_max);
        if (!problem.isEmpty() && results)
            results->pushError(context, problem.toStdString());
        return problem.isEmpty();
    }

private:
    QString m_at;
    qint64 m_min;
    qint64 m_max;
};

// unevaluatedProperties/unevaluatedItems (2019-09), from what the scope's schema evaluated.
class UnevaluatedCheck final : public Check<UnevaluatedCheck>
{
public:
    UnevaluatedCheck(SchemaChecks *checks, const QJsonValue &spec)
        : Check(checks)
        , m_scope(spec[u"at"_s].toString())
        , m_hasProperties(spec.toObject().contains("properties"_L1))
        , m_hasItems(spec.toObject().contains("items"_L1))
        , m_self(spec[u"self"_s].toString())
    {}
    bool validate(const Adapter &target,
                  const std::vector<std::string> &context,
                  ValidationResults *results) const override
    {
        m_checks->spend();
        const QJsonValue value = toJson(target);
        const bool properties = m_hasProperties && value.isObject();
        const bool items = m_hasItems && value.isArray();
        if (!properties && !items)
            return true;
        const SchemaChecks::Evaluated evaluated = m_checks->evaluated(m_scope, value, m_scope);
        if (evaluated.all)
            return true;
        bool ok = true;
        const QString at = m_self + (properties ? u"/properties"_s : u"/items"_s);
        const auto checkMember
            = [&](const QString &token, const QJsonValue &member, const QString &what) {
                  ValidationResults nested;
                  if (m_checks->check(at, member, results ? &nested : nullptr))
                      return;
                  ok = false;
                  if (!results)
                      return;
                  std::vector<std::string> inner = context;
                  inner.push_back("[" + token.toStdString() + "]");
                  if (m_checks->schemaAt(at) == QJsonValue(false))
                      results->pushError(inner,
                                         u"%1 is not allowed here (unevaluated%2)"_s
                                             .arg(what, properties ? u"Properties"_s : u"Items"_s)
                                             .toStdString());
                  else
                      forward(nested, results, inner, std::string());
              };
        if (properties) {
            const QJsonObject object = value.toObject();
            for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
                if (!evaluated.names.contains(it.key()))
                    checkMember(it.key(), it.value(), u"property \"%1\""_s.arg(it.key()));
            }
        } else {
            const QJsonArray array = value.toArray();
            for (qsizetype i = evaluated.prefix; i < array.size(); ++i) {
                if (!evaluated.indexes.contains(i))
                    checkMember(QString::number(i), array.at(i), u"element #%1"_s.arg(i));
            }
        }
        return ok;
    }

private:
    QString m_scope; // the schema whose evaluated members count
    bool m_hasProperties;
    bool m_hasItems;
    QString m_self; // where this keyword's own subschemas are
};

} // namespace

void SchemaChecks::configure(valijson::SchemaParser &parser)
{
    const auto add = [&parser](const char *keyword, Builder::Make make) {
        addCheck(parser, keyword, std::move(make));
    };
    add("x-mcpscope-type", [this](const QJsonValue &v) { return new TypeCheck(this, v); });
    configureStringChecks(parser);
    configureValueChecks(parser);
    add("x-mcpscope-anyOf",
        [this](const QJsonValue &v) { return new CompositeCheck(this, v, false); });
    add("x-mcpscope-oneOf",
        [this](const QJsonValue &v) { return new CompositeCheck(this, v, true); });
    add("x-mcpscope-contains", [this](const QJsonValue &v) { return new ContainsCheck(this, v); });
    add("x-mcpscope-unevaluated",
        [this](const QJsonValue &v) { return new UnevaluatedCheck(this, v); });
}
