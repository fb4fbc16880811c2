// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "schemaconstraints.h"

#include <QJsonValue>

#include <functional>
#include <string>
#include <valijson/constraint_builder.hpp>
#include <valijson/constraints/concrete_constraints.hpp>
#include <valijson/validation_results.hpp>
#include <vector>

// What the custom constraints of SchemaChecks share (internal to core/schema): the base class
// of every "x-mcpscope-*" check, the builder that registers one, and helpers to convert values
// and re-root the errors of nested validations.
namespace SchemaCheckBase {

using valijson::ValidationResults;
using valijson::adapters::Adapter;

QJsonValue toJson(const Adapter &value);
// Errors of a nested validation, re-rooted at `context` (valijson starts every run at
// "<root>") and prefixed, e.g. with the alternative they belong to.
void forward(const ValidationResults &from,
             ValidationResults *to,
             const std::vector<std::string> &context,
             const std::string &prefix);
// `pointer` between two `marker` characters: how messages carry what is not their text.
std::string mark(char16_t marker, const QString &pointer);

// valijson copies constraints into its own storage: give each class its copy operations.
template<typename Derived>
class Check : public valijson::constraints::PolyConstraint
{
protected:
    explicit Check(SchemaChecks *checks)
        : m_checks(checks)
    {}
    SchemaChecks *m_checks;

private:
    valijson::constraints::Constraint *cloneInto(void *memory) const override
    {
        return new (memory) Derived(static_cast<const Derived &>(*this));
    }
    size_t sizeOf() const override { return sizeof(Derived); }
};

class Builder final : public valijson::ConstraintBuilder
{
public:
    using Make = std::function<valijson::constraints::Constraint *(const QJsonValue &)>;
    explicit Builder(Make make)
        : m_make(std::move(make))
    {}
    valijson::constraints::Constraint *make(const Adapter &value) const override
    {
        return m_make(toJson(value));
    }

private:
    Make m_make;
};

// Registers `make` for the custom keyword `keyword` (the parser owns the builder).
void addCheck(valijson::SchemaParser &parser, const char *keyword, Builder::Make make);

} // namespace SchemaCheckBase
