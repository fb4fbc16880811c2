// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayList>
#include <QJsonDocument>
#include <QList>
#include <QStringList>

#include <demoserver.h>
#include <optional>
#include <ostream>

// Drives one DemoServer in-process and records everything it emits, in order.
class ServerHarness
{
public:
    explicit ServerHarness(const DemoServerOptions &options = {});

    // Sends a request with the next integer id and returns the response if one was emitted
    // synchronously, else an Invalid message (check kind()).
    JsonRpcMessage request(const QString &method, const QJsonObject &params = {});
    JsonRpcId lastId() const { return JsonRpcId(m_nextId - 1); }
    void notify(const QString &method, const QJsonObject &params = {});
    // initialize + notifications/initialized; returns the initialize response.
    JsonRpcMessage initialize(const QString &version = QStringLiteral("2025-11-25"));
    // tools/call; returns the CallToolResult (empty when the response was an error).
    QJsonObject callTool(const QString &name, const QJsonObject &arguments = {});

    std::optional<JsonRpcMessage> responseTo(const JsonRpcId &id) const;
    QList<JsonRpcMessage> notifications(const QString &method) const;
    void clear();

    DemoServer server;
    QList<JsonRpcMessage> messages;
    QByteArrayList rawLines;
    QStringList diagnostics;
    QList<int> exitCodes;

private:
    qint64 m_nextId = 1;
};

QJsonObject jsonObject(const char *json);
QString firstText(const QJsonObject &callToolResult);

// Base of every table row (struct FooRow : NamedRow<FooRow>): gtest then prints the row's
// name instead of dumping its bytes. The exact-type friend beats gtest's generic printer.
template<typename Row>
struct NamedRow
{
    const char *name;
    friend void PrintTo(const Row &row, std::ostream *os) { *os << row.name; }
};

// Readable gtest failure messages for Qt strings.
void PrintTo(const QString &string, std::ostream *os);
void PrintTo(const QByteArray &bytes, std::ostream *os);
