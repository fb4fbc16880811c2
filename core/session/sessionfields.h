// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcid.h>

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

// Reads the members of one session-file line without trusting their types: the first missing
// or mistyped member is remembered as a message ("\"raw\" must be a string, got a number"),
// and later reads return empty values. Internal to core/session.
class SessionFields
{
public:
    enum Presence { Required, Optional };

    explicit SessionFields(const QJsonObject &object)
        : m_object(object)
    {}

    bool ok() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    bool has(const char *key) const { return m_object.contains(QLatin1StringView(key)); }

    QString string(const char *key, Presence presence = Required);
    qint64 integer(const char *key, Presence presence = Required);
    bool boolean(const char *key, Presence presence = Optional);
    QJsonObject object(const char *key, Presence presence = Required);
    QJsonArray array(const char *key, Presence presence = Required);
    // A JSON-RPC request id (string or integer, wire type kept); None when absent.
    JsonRpcId requestId(const char *key);
    // One of names, by position: "out" -> 0 for {"out", "in"}; -1 after an error.
    int choice(const char *key, std::initializer_list<const char *> names);
    void fail(const QString &message);

private:
    QJsonValue take(const char *key, QJsonValue::Type type, Presence presence);

    const QJsonObject &m_object;
    QString m_error;
};
