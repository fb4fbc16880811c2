// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "mcpsession.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QSet>

class ElicitationRequest;
class InboundRequest;
class McpSession;
class SamplingRequest;

// Which client capabilities the handshake advertises. Editable per server, so a server's
// behaviour without sampling, elicitation or roots can be tried.
struct ClientCapabilitySettings
{
    bool roots = true;
    bool rootsListChanged = true;
    bool sampling = true;
    bool samplingTools = false;   // sampling with tools (2025-11-25)
    bool samplingContext = false; // needed before a server may use includeContext
    bool elicitationForm = true;
    bool elicitationUrl = true; // URL mode (2025-11-25)
    // The MCP Apps extension (SEP-1865): capabilities.extensions."io.modelcontextprotocol/ui"
    // with the one MIME type mcpscope renders, so servers offer their ui:// apps.
    bool apps = true;

    // The initialize params' capabilities object (legacy shapes: roots {listChanged},
    // elicitation {form, url}).
    QJsonObject toJson() const;
    static ClientCapabilitySettings none();
};

struct Root
{
    QString uri; // file://
    QString name;
    QJsonObject toJson() const;
};

// The client side of MCP for one session: the capabilities the handshake advertises, the
// roots list (answers roots/list, sends notifications/roots/list_changed on edits), and
// sampling/createMessage and elicitation/create handed out as InboundRequest objects that are
// answered whenever the person (or a CLI policy) decides. With no receiver connected to a
// request signal, the request is refused at once (sampling: error -1; elicitation: decline)
// so no server waits for an answer nobody will give. Child of the session; GUI thread.
class ClientFeatures : public QObject
{
    Q_OBJECT
public:
    explicit ClientFeatures(McpSession *session);

    // Takes effect at the next handshake (capabilities cannot change mid-session).
    void setCapabilities(const ClientCapabilitySettings &settings);
    ClientCapabilitySettings capabilities() const { return m_settings; }

    // Every root must be a file:// URI; returns the first problem and changes nothing otherwise.
    QString setRoots(const QList<Root> &roots);
    QList<Root> roots() const { return m_roots; }
    static QString checkRoot(const Root &root);

    QList<InboundRequest *> openRequests() const;

    // -32042 URLElicitationRequiredError: the URL elicitations in error.data.elicitations, each
    // an elicitation/create params object; their ids become known so that a later
    // notifications/elicitation/complete for them is reported.
    QList<QJsonObject> takeUrlElicitations(const JsonRpcError &error);

Q_SIGNALS:
    void samplingRequested(SamplingRequest *request);
    void elicitationRequested(ElicitationRequest *request);
    // notifications/elicitation/complete for a URL elicitation we know (unknown ids are ignored).
    void elicitationCompleted(const QString &elicitationId);
    void rootsListed(); // the server read the roots (roots/list)

private:
    void installHandlers();
    void handleRootsList(const JsonRpcMessage &request, ServerRequestResponder responder);
    void handleSampling(const JsonRpcMessage &request, ServerRequestResponder responder);
    void handleElicitation(const JsonRpcMessage &request, ServerRequestResponder responder);
    void handleNotification(const JsonRpcMessage &notification);
    void track(InboundRequest *request);

    McpSession *m_session;
    ClientCapabilitySettings m_settings;
    ClientCapabilitySettings m_advertised; // what the current session's handshake sent
    QList<Root> m_roots;
    QList<InboundRequest *> m_open;
    QSet<QString> m_knownElicitationIds;
};
