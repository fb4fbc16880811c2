// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/auth/authstep.h>
#include <core/auth/credentialstore.h>
#include <core/transport/serverconfig.h>

#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>

class AuthStepModel;
class HttpAuthorizer;
class OAuthAuthorizer;
class QLabel;
class QPushButton;
class QTreeView;

// The Authorization pane: a debugger for a server's OAuth setup. Gives each HTTP connection
// its OAuth authorizer, lists every step of its flows as they happen (discovery URLs and their
// answers, registration, the authorization URL, the code exchange, token lifetime) with the
// failing step highlighted, says where credentials are kept (OS keyring, or the 0600 file when
// no keyring answers), and forgets a server's credentials on request. Opens the browser only
// for http(s) authorization URLs.
class AuthorizationPane : public QWidget
{
    Q_OBJECT
public:
    // store: where credentials live (the keyring store, or the file store with fallbackReason).
    explicit AuthorizationPane(QWidget *parent = nullptr);
    ~AuthorizationPane() override;

    // Shared: every server of the window keeps its credentials in the same store.
    void setCredentialStore(std::shared_ptr<CredentialStore> store, const QString &fallbackReason);
    // A new authorizer for this server (null for stdio and WebSocket); the previous one goes.
    HttpAuthorizer *authorizerFor(const ServerConfig &config);
    AuthStepModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QPushButton *forgetButton() const { return m_forget; }
    // Shown while a browser login is under way: requests wait for it, their timeouts paused.
    QLabel *waitingLabel() const { return m_waiting; }
    QString storageText() const;
    // How an authorization URL reaches the browser (tests capture it). Only http(s) URLs are
    // ever passed on: metadata could name any scheme handler.
    using BrowserOpener = std::function<void(const QUrl &url)>;
    void setBrowserOpener(BrowserOpener opener) { m_openBrowser = std::move(opener); }

Q_SIGNALS:
    void flowStarted(); // the first step of an authorization: the dock may come forward
    void failed(const AuthStep &step);

private:
    void forgetCredentials();
    void showStorage();

    AuthStepModel *m_model;
    QTreeView *m_view;
    QLabel *m_storage;
    QLabel *m_waiting;
    QPushButton *m_forget;
    MemoryCredentialStore m_memoryStore; // until the keyring answers
    std::shared_ptr<CredentialStore> m_store;
    QString m_fallbackReason;
    QPointer<OAuthAuthorizer> m_authorizer;
    QString m_resource; // the current server's canonical URI
    BrowserOpener m_openBrowser;
};
