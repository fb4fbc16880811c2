// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// A tool's inputSchema and outputSchema come from the server, and so does the structured
// content checked against them: the normaliser, the form model and the validator take any
// schema and any value without crashing or hanging (libFuzzer's -timeout catches a hang), and
// the form gives back the value it was given.
#include <core/schema/schemaformmodel.h>
#include <core/schema/schemavalidator.h>

#include <QJsonDocument>
#include <QJsonObject>

#include <cstdlib>
#include <fuzzer/FuzzedDataProvider.h>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzedDataProvider provider(data, size);
    const std::string schemaText = provider.ConsumeRandomLengthString(4096);
    const std::string valueText = provider.ConsumeRemainingBytesAsString();
    const QJsonDocument schemaDocument
        = QJsonDocument::fromJson(QByteArray(schemaText.data(), qsizetype(schemaText.size())));
    if (!schemaDocument.isObject())
        return 0;
    const QJsonObject schema = schemaDocument.object();
    const QByteArray valueBytes(valueText.data(), qsizetype(valueText.size()));

    SchemaFormModel form;
    form.setSchema(schema);
    form.validate();
    if (form.setJson(valueBytes)) {
        form.validate();
        // JSON view -> form -> JSON view is lossless: doing it twice changes nothing.
        const QByteArray once = form.toJson();
        if (!form.setJson(once) || form.toJson() != once)
            std::abort();
    }

    const SchemaValidator validator(schema);
    const QJsonDocument value = QJsonDocument::fromJson("[" + valueBytes + "]");
    if (validator.isUsable() && value.isArray() && !value.array().isEmpty())
        (void)validator.validate(value.array().first());
    return 0;
}
