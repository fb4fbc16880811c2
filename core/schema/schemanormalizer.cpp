// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "schemanormalizer.h"

#include "schemabuilder.h"
#include "schemadocument.h"

using namespace Qt::StringLiterals;

NormalizedSchema SchemaNormalizer::normalize(const QJsonObject &schema, const KeyOrder &keyOrder)
{
    NormalizedSchema result;
    result.dialect = SchemaDialects::of(schema);
    if (result.dialect == SchemaDialect::Unknown) {
        result.problems.append(u"unknown $schema \"%1\": the form reads it as 2020-12, and it "
                               "cannot be validated"_s.arg(schema.value("$schema"_L1).toString()));
    }
    const SchemaDocument document(
        schema,
        result.dialect == SchemaDialect::Unknown ? SchemaDialect::Draft2020_12 : result.dialect);
    if (document.hitLimit())
        result.problems.append(u"the schema is too large to index completely"_s);
    SchemaBuilder builder(document, keyOrder);
    result.root = builder.make(schema, QString());
    result.problems.append(builder.problems());
    return result;
}
