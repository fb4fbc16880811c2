// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>

#include <functional>

class McpSession;

// The calls one client scenario of the MCP conformance suite expects, made through the
// session like any other request: list what the scenario serves, then call, read or get what
// it names. The mock server checks the wire; the script only reports whether every answer
// came. finished() once; deletes itself after.
class ConformanceScript : public QObject
{
    Q_OBJECT
public:
    ConformanceScript(McpSession *session,
                      const QString &scenario,
                      const QJsonObject &context,
                      QObject *parent = nullptr);
    // The scenarios it plays (the non-authorization client scenarios of both requirement sets).
    static QStringList scenarios();
    void start();
    // After finished(false, ...): the HTTP status of the refused request (401/403: authorization).
    int failureHttpStatus() const { return m_failureHttpStatus; }

Q_SIGNALS:
    void finished(bool ok, const QString &summary);

private:
    struct Call
    {
        QString method;
        QJsonObject params;
    };
    using Then = std::function<void(const QJsonArray &items)>;

    void list(const QString &method, const QString &itemsKey, Then then);
    // Sends the calls one after the other (parallel: all at once), then runs then().
    void send(const QList<Call> &calls, bool parallel, const std::function<void()> &then);
    void sendNext(QList<Call> calls, const std::function<void()> &then);
    void fail(const QString &why, int httpStatus = 0);
    void succeed();
    void exerciseEverything();
    void echoSchema(const QJsonArray &tools);
    void playSkills(bool load);
    static QList<Call> callsFor(const QString &method,
                                const QJsonArray &items,
                                const QString &key,
                                const QString &paramName);

    McpSession *m_session;
    QString m_scenario;
    QJsonObject m_context;
    int m_answered = 0;
    bool m_done = false;
    int m_failureHttpStatus = 0;
};
