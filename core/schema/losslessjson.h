// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonDocument>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

// A JSON value plus the exact text of every number Qt would write differently: integers beyond
// what a QJsonValue holds exactly (|n| > 2^63, or non-integral doubles past 17 digits), and
// spellings such as "1.50", "1e3" or "-0". QJsonValue alone turns 12345678901234567890 into
// 12345678901234567000 and "1.50" into 1.5; keeping the literal beside the value makes
// text -> value -> text exact. Object members are written in QJsonObject order (by name).
// Plain value type.
struct LosslessJson
{
    QJsonValue value = QJsonValue(QJsonValue::Undefined);
    QHash<QString, QString> numberLiterals; // JSON pointer in `value` -> literal as written

    LosslessJson() = default;
    LosslessJson(const QJsonValue &json) // NOLINT: a plain value is lossless by definition
        : value(json)
    {}

    // Any JSON text, scalars included. std::nullopt on a syntax error, described in *error
    // with the offset into `text`.
    static std::optional<LosslessJson> fromJson(QByteArrayView text, QString *error = nullptr);
    QByteArray toJson(QJsonDocument::JsonFormat format = QJsonDocument::Indented) const;

    // The member at `pointer` with its own literals (pointers made relative to it).
    LosslessJson at(const QString &pointer) const;
    bool operator==(const LosslessJson &other) const;

    // For every object in `text`, its members in written order, keyed by the object's pointer.
    // QJsonObject forgets that order; SchemaNormalizer uses it to order form fields.
    static QHash<QString, QStringList> keyOrder(QByteArrayView text);

    static bool isNumberLiteral(QStringView text);
    static QJsonValue numberFromLiteral(QStringView literal); // Undefined if not a literal
    static QByteArray scalarText(const QJsonValue &value);    // Qt's own compact rendering
    static QString valueText(const QJsonValue &value);        // strings bare, the rest as JSON
};

// Writes JSON text incrementally: compact, or indented by four spaces with a final newline.
// Used for LosslessJson and by SchemaFormModel, which writes members in form order.
class JsonWriter
{
public:
    explicit JsonWriter(QJsonDocument::JsonFormat format);

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    void key(const QString &name); // next member's name; call before its value
    void scalar(const QJsonValue &value);
    void literal(const QString &numberText);
    void value(const LosslessJson &json); // a whole value, containers included
    QByteArray result() const;

private:
    void beforeValue();
    void writeValue(const QJsonValue &value, const QString &pointer, const LosslessJson &json);
    void newline();

    QByteArray m_out;
    QList<bool> m_hasMembers; // one per open container
    bool m_indented = true;
    bool m_afterKey = false;
};
