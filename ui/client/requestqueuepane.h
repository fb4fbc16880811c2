// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "urlconsent.h"

#include <QPointer>
#include <QWidget>

class ClientFeatures;
class ElicitationRequest;
class McpSession;
class QLabel;
class QPushButton;
class QScrollArea;
class QVBoxLayout;
class RequestCard;
class SamplingRequest;
struct JsonRpcError;

// The queue of what the server asked the person: one card per sampling or elicitation request
// (and per URL a -32042 error asked for), newest at the bottom. Nothing here is modal: cards
// wait while everything else goes on. Cards of requests the server cancelled, or of a
// connection that ended, say so. Answered cards stay until dismissed ("Clear Answered").
// The traffic itself is in the message log, like every frame. GUI thread.
class RequestQueuePane : public QWidget
{
    Q_OBJECT
public:
    explicit RequestQueuePane(QWidget *parent = nullptr);

    // The session's client features; serverName labels the cards. Cards of an earlier session
    // stay (marked gone if they were still open).
    void setClientFeatures(ClientFeatures *features, const QString &serverName);
    // For a -32042 error on one of our requests: shows the URL elicitations it carries.
    // Returns how many; other errors are ignored (0).
    int showRequiredUrls(const JsonRpcError &error);
    void setUrlOpener(UrlConsent::Opener opener) { m_opener = std::move(opener); }

    int openCount() const;
    QList<RequestCard *> cards() const;
    void clearAnswered();

Q_SIGNALS:
    // A new card asks for attention (one line for the status bar).
    void attentionNeeded(const QString &summary);
    void openCountChanged(int count);

private:
    QString serverName() const;
    void addSampling(SamplingRequest *request);
    void addElicitation(ElicitationRequest *request);
    void addCard(RequestCard *card, const QString &summary);
    void markCompleted(const QString &elicitationId);
    void handleSessionState();
    void updateHeader();

    QPointer<ClientFeatures> m_features;
    QPointer<McpSession> m_session;
    QString m_serverName;
    UrlConsent::Opener m_opener;
    QLabel *m_header = nullptr;
    QLabel *m_empty = nullptr;
    QPushButton *m_clear = nullptr;
    QVBoxLayout *m_cards = nullptr;
    QScrollArea *m_scroll = nullptr;
};
