// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcid.h>

#include <QPointer>
#include <QSet>
#include <QWidget>

class JsonHighlighter;
class McpSession;
class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class SessionContext;
struct TrafficEvent;

// The raw console: type any frame (a request, a notification, a batch, malformed on purpose)
// and send it on the current connection exactly as typed (McpSession::sendRawFrame, the path
// `mcpscope-cli --method raw` takes). What comes back for it (responses to its ids, errors
// with a null id, or "no response" for an HTTP 202/204 without a body) is shown below the
// editor; the message log shows everything as always. "Skip the MCP handshake" makes the next
// connection a plain JSON-RPC 2.0 one (NoHandshake, like --no-handshake).
class RawConsolePane : public QWidget
{
    Q_OBJECT
public:
    enum class Template { Ping, ToolsList, Notification, Batch, Malformed };

    explicit RawConsolePane(QWidget *parent = nullptr);

    // Follows the session's traffic (console requests and their replies).
    void attach(McpSession *session);
    // Follows the live session; the "skip the handshake" box is the context's choice.
    void setContext(SessionContext *context);
    bool skipsHandshake() const;
    void setSkipsHandshake(bool skip);

    void setFrameText(const QString &text);
    QString frameText() const;
    void insertTemplate(Template which);
    // Gives every "id" in the editor a fresh number (a batch gets one per message).
    void renumberIds();
    qint64 nextId() const { return m_nextId; }
    bool send();
    QString transcript() const;
    QPlainTextEdit *editor() const { return m_editor; }

private:
    QWidget *createControls();
    void handleTraffic(const TrafficEvent &event);
    void showReply(const TrafficEvent &event);
    void updateSendState();
    void append(const QString &heading, const QString &body = {});
    qint64 takeId() { return m_nextId++; }

    QPointer<McpSession> m_session;
    QPlainTextEdit *m_editor = nullptr;
    JsonHighlighter *m_editorHighlighter = nullptr;
    QPlainTextEdit *m_transcript = nullptr;
    QCheckBox *m_noHandshake = nullptr;
    QPushButton *m_send = nullptr;
    QLabel *m_state = nullptr;
    QSet<JsonRpcId> m_waiting;        // ids of requests sent from here, not answered yet
    bool m_expectingBodyless = false; // sent something; an HTTP 202/204 now answers it
    // Numbers start high so that a hand-made request does not take an id the session's own
    // requests (numbered from 1) are waiting on.
    qint64 m_nextId = 1001;
};
