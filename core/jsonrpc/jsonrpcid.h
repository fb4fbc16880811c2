// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonValue>
#include <QString>

// A JSON-RPC id exactly as it appeared on the wire. The inspector never coerces ids:
// 1 and "1" are different ids, and a server that answers "1" to request 1 is a bug we show.
// Null is kept as its own type because error responses may carry "id": null.
class JsonRpcId
{
public:
    enum class Type { None, Null, Integer, String, Other };

    JsonRpcId() = default;
    explicit JsonRpcId(qint64 integer);
    explicit JsonRpcId(const QString &string);
    static JsonRpcId fromJson(const QJsonValue &value); // absent/undefined -> None

    Type type() const { return m_type; }
    bool isNone() const { return m_type == Type::None; }
    bool isNull() const { return m_type == Type::Null; }
    // Request ids must be strings or integers (MCP forbids null; JSON-RPC discourages fractions).
    bool isValidRequestId() const { return m_type == Type::Integer || m_type == Type::String; }
    qint64 toInteger() const { return m_integer; }
    QString toString() const { return m_string; }
    QJsonValue toJson() const;
    // How a person reads it in a log: 7, "7", null.
    QString displayText() const;
    // The same id under the other wire type (1 ↔ "1"), or None when there is none (a string
    // that is not a decimal integer, null, None, other types). What a peer that "changed the
    // id's type" sent instead: checked in one place for every reader of such a mistake.
    JsonRpcId withOtherWireType() const;

    friend bool operator==(const JsonRpcId &a, const JsonRpcId &b);
    friend bool operator!=(const JsonRpcId &a, const JsonRpcId &b) { return !(a == b); }
    friend size_t qHash(const JsonRpcId &id, size_t seed);

private:
    Type m_type = Type::None;
    qint64 m_integer = 0;
    QString m_string;   // also the compact text of an "Other" id (1.5, true, {...})
    QJsonValue m_other; // the verbatim value of an "Other" id
};

size_t qHash(const JsonRpcId &id, size_t seed = 0);
