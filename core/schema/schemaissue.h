// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// One reason a value does not satisfy its schema, or could not be checked against it.
struct SchemaIssue
{
    // NotChecked: no verdict for this part (the schema cannot be checked, a regular expression
    // hit its limits, the validation ran out of time); the message says which.
    enum class Kind { Violation, NotChecked };

    QString pointer; // where in the value ("" is the whole value)
    QString message;
    // The anyOf/oneOf alternatives (schema pointers, outermost first) the failing check belongs
    // to: a form that shows one alternative hides the messages of the others.
    QStringList branches;
    // Set on the summary "matches none of the alternatives": the schema pointer of that
    // anyOf/oneOf keyword ("/properties/shape/oneOf").
    QString alternativesOf;
    Kind kind = Kind::Violation;

    // "/path: message", with "(root)" for the whole value: the CLI prints these lines.
    QString toString() const;
    bool operator==(const SchemaIssue &other) const = default;
};
