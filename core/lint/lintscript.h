// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <deque>
#include <functional>

class McpSession;
class PendingRequest;
struct JsonRpcError;

// What `mcpscope-cli lint` does to a server once the handshake is done: ping, every page of
// every list the server declared, an invalid cursor, reading resources, getting prompts whose
// arguments are all optional, cancellation (then the session must still answer) and, when
// asked, calling read-only tools with arguments made from their input schema. One step at a
// time, each waiting for the last. What the steps find is reported through
// McpSession::reportFinding, so it is logged and recorded like the analysis' own findings;
// the frames themselves pass the connection's analysis as always. Emits finished() once.
class LintScript : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        bool callReadOnlyTools = false; // --call-tools readonly
        int maxCalls = 20;              // per kind: resources read, prompts got, tools called
    };

    LintScript(McpSession *session, const Options &options, QObject *parent = nullptr);
    void start();
    // What was exercised, in words ("tools/list: 12 tools in 2 pages"), in order.
    QStringList steps() const { return m_steps; }

    static constexpr auto kInvalidCursor = "mcpscope-lint-invalid-cursor";

Q_SIGNALS:
    void finished();

private:
    using Step = std::function<void()>;
    void next();
    void then(PendingRequest *request, std::function<void(PendingRequest *)> handler);
    void ping();
    void list(const QString &method, const QString &itemsKey, QJsonArray *items);
    void invalidCursor();
    void readResources();
    void getPrompts();
    void cancellation();
    void callTools();
    void callTool(const QJsonObject &tool, const QJsonObject &arguments);
    static QString errorText(const JsonRpcError &error);

    QPointer<McpSession> m_session;
    Options m_options;
    std::deque<Step> m_queue;
    QStringList m_steps;
    QJsonArray m_tools;
    QJsonArray m_resources;
    QJsonArray m_templates;
    QJsonArray m_prompts;
    bool m_finished = false;
};
