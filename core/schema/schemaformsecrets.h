// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QStringList>

class SchemaFormModel;

// The values of a form that its schema marks as secret: "format": "password" or
// "writeOnly": true. They are sent, but never kept: a form's value remembered on disk leaves
// them out (the user types them again).
namespace SchemaFormSecrets {

// JSON pointers of the secret values the form holds now, in row order.
QStringList pointers(const SchemaFormModel &model);

// The form's value as JSON text without the secret values; the value exactly as toJson()
// gives it when there are none. Empty when the whole value is secret.
QByteArray withoutSecrets(const SchemaFormModel &model);

} // namespace SchemaFormSecrets
