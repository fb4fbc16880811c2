// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonValue>
#include <QString>

// How the project names JSON types and tells integers apart: one place, so the decoder, the
// schema checks, session files, the result tree and the demo server say the same words.
namespace JsonTypes {

// "null", "boolean", "number", "string", "array", "object"; "nothing" for an absent value.
QString name(const QJsonValue &value);
// The same for the middle of a sentence: "null", "a boolean", "an object"…; "missing" for an
// absent value ("\"params\" must be an object, got an array").
QString nameWithArticle(const QJsonValue &value);
// JSON Schema's integer: a finite number without a fraction (2 and 2.0 are; 2.5 is not; so is
// 1e20, whatever a machine integer can hold).
bool isInteger(double number);
// The value as a number: a JSON number's value, 0 for anything else (QJsonValue's own rule).
double number(const QJsonValue &value);
// A number that is an integer *and* fits in 64 bits, so QJsonValue::toInteger() gives it back
// (a JSON-RPC error code, a header's integer value); 1e20 is not.
bool isInt64(const QJsonValue &value);

} // namespace JsonTypes
