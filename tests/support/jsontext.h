// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

// JSON literals in tests: jsonObject(R"({"a":1})"), jsonValue("12"). The one place tests turn
// text into JSON (a helper per test file would clash in a unity build).

// The object a JSON text holds; an empty object when the text is not an object.
inline QJsonObject jsonObject(const char *text)
{
    return QJsonDocument::fromJson(QByteArray(text)).object();
}

// Any JSON value, scalars and null included; undefined when the text is not JSON.
inline QJsonValue jsonValue(const char *text)
{
    const QJsonDocument document = QJsonDocument::fromJson("[" + QByteArray(text) + "]");
    return document.isArray() && !document.array().isEmpty() ? document.array().first()
                                                             : QJsonValue(QJsonValue::Undefined);
}
