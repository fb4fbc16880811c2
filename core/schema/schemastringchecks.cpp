// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The checks of strings and names SchemaTranslator takes away from valijson, which would run
// them on std::regex: "pattern" and "patternProperties" (with its additionalProperties) on
// SchemaRegex, "format" on SchemaFormats' scanners.
#include "jsonpointer.h"
#include "schemacheckbase.h"
#include "schemaformats.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <optional>
#include <valijson/adapters/qtjson_adapter.hpp>
#include <valijson/schema_parser.hpp>

using namespace Qt::StringLiterals;
using namespace SchemaCheckBase;

namespace {

// "pattern" on SchemaRegex: Unicode aware, bounded, and a limit hit is reported as such.
class PatternCheck final : public Check<PatternCheck>
{
public:
    PatternCheck(SchemaChecks *checks, const QJsonValue &pattern)
        : Check(checks)
        , m_pattern(pattern.toString())
    {}
    bool validate(const Adapter &target,
                  const std::vector<std::string> &context,
                  ValidationResults *results) const override
    {
        m_checks->spend();
        if (!target.isString())
            return true;
        const SchemaRegex::Result result
            = m_checks->search(m_pattern, QString::fromStdString(target.getString()));
        if (result == SchemaRegex::Result::Match)
            return true;
        if (results && result == SchemaRegex::Result::NoMatch)
            results->pushError(context,
                               u"does not match the pattern %1"_s.arg(m_pattern).toStdString());
        else if (results)
            results->pushError(context,
                               mark(SchemaTranslator::NotCheckedMark, QString())
                                   + u"not checked against the pattern %1: %2"_s
                                         .arg(m_pattern, SchemaRegex::explain(result))
                                         .toStdString());
        return false;
    }

private:
    QString m_pattern;
};

// patternProperties, and the additionalProperties that applies to the names no pattern (and
// no "properties" entry) matched.
class PatternPropertiesCheck final : public Check<PatternPropertiesCheck>
{
public:
    PatternPropertiesCheck(SchemaChecks *checks, const QJsonValue &spec)
        : Check(checks)
        , m_at(spec[u"at"_s].toString())
        , m_hasAdditional(spec.toObject().contains("additional"_L1))
    {
        for (const QJsonValue &pattern : spec[u"patterns"_s].toArray())
            m_patterns.append(pattern.toString());
        for (const QJsonValue &name : spec[u"properties"_s].toArray())
            m_properties.insert(name.toString());
    }
    bool validate(const Adapter &target,
                  const std::vector<std::string> &context,
                  ValidationResults *results) const override
    {
        m_checks->spend();
        if (!target.isObject())
            return true;
        bool ok = true;
        target.applyToObject([&](const std::string &key, const Adapter &member) {
            ok = checkMember(QString::fromStdString(key), member, context, results) && ok;
            return ok || results != nullptr; // without results, the first failure decides
        });
        return ok;
    }

private:
    bool checkMember(const QString &name,
                     const Adapter &member,
                     const std::vector<std::string> &context,
                     ValidationResults *results) const
    {
        std::vector<std::string> inner = context;
        inner.push_back("[" + name.toStdString() + "]");
        bool ok = true;
        bool matched = false;
        bool unknown = false;
        std::optional<QJsonValue> converted; // only members a schema applies to are converted
        const auto value = [&]() -> const QJsonValue & {
            if (!converted)
                converted = toJson(member);
            return *converted;
        };
        for (qsizetype i = 0; i < m_patterns.size(); ++i) {
            const SchemaRegex::Result result = m_checks->search(m_patterns.at(i), name);
            if (result == SchemaRegex::Result::NoMatch)
                continue;
            if (result != SchemaRegex::Result::Match) {
                unknown = true;
                ok = false;
                if (results)
                    results->pushError(
                        inner,
                        mark(SchemaTranslator::NotCheckedMark, QString())
                            + u"the name was not checked against patternProperties %1: %2"_s
                                  .arg(m_patterns.at(i), SchemaRegex::explain(result))
                                  .toStdString());
                continue;
            }
            matched = true;
            ValidationResults nested;
            if (!m_checks->check(JsonPointer::append(m_at + u"/schemas"_s, i),
                                 value(),
                                 results ? &nested : nullptr)) {
                ok = false;
                if (results)
                    forward(nested, results, inner, std::string());
            }
        }
        if (matched || unknown || !m_hasAdditional || m_properties.contains(name))
            return ok;
        const QString additional = m_at + u"/additional"_s;
        ValidationResults nested;
        if (m_checks->check(additional, value(), results ? &nested : nullptr))
            return ok;
        if (results && m_checks->schemaAt(additional) == QJsonValue(false))
            results->pushError(inner, "not allowed here (additionalProperties)");
        else if (results)
            forward(nested, results, inner, std::string());
        return false;
    }

    QString m_at;
    bool m_hasAdditional;
    QStringList m_patterns;
    QSet<QString> m_properties;
};

// "format": date, time and date-time by hand-written scanners (valijson uses std::regex).
class FormatCheck final : public Check<FormatCheck>
{
public:
    FormatCheck(SchemaChecks *checks, const QJsonValue &format)
        : Check(checks)
        , m_format(format.toString())
    {}
    bool validate(const Adapter &target,
                  const std::vector<std::string> &context,
                  ValidationResults *results) const override
    {
        m_checks->spend();
        if (!target.isString()
            || SchemaFormats::matches(m_format, QString::fromStdString(target.getString())))
            return true;
        if (results)
            results->pushError(context,
                               u"String should be a valid %1 (RFC 3339, e.g. %2)"_s
                                   .arg(m_format, SchemaFormats::example(m_format))
                                   .toStdString());
        return false;
    }

private:
    QString m_format;
};

} // namespace

void SchemaChecks::configureStringChecks(valijson::SchemaParser &parser)
{
    addCheck(parser, "x-mcpscope-pattern", [this](const QJsonValue &v) {
        return new PatternCheck(this, v);
    });
    addCheck(parser, "x-mcpscope-patternProperties", [this](const QJsonValue &v) {
        return new PatternPropertiesCheck(this, v);
    });
    addCheck(parser, "x-mcpscope-format", [this](const QJsonValue &v) {
        return new FormatCheck(this, v);
    });
}
