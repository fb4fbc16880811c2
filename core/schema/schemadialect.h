// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>

// The JSON Schema dialects mcpscope knows. MCP 2025-11-25 (SEP-1613): a schema without
// "$schema" is JSON Schema 2020-12; servers written before that revision mostly send draft-07.
enum class SchemaDialect { Draft3, Draft4, Draft6, Draft7, Draft2019_09, Draft2020_12, Unknown };

namespace SchemaDialects {

// Maps a "$schema" URI ("" means absent, hence 2020-12). http/https and a trailing "#" are
// accepted for every draft, as servers write both.
SchemaDialect fromUri(const QString &uri);
SchemaDialect of(const QJsonObject &schema);
QString name(SchemaDialect dialect); // "draft-07", "2020-12", "unknown"

// Draft 2019-09 and 2020-12 give $ref siblings effect and spell anchors "$anchor".
bool isModern(SchemaDialect dialect);

} // namespace SchemaDialects
