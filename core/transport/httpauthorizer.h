// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>

// What the HTTP transports need from an authorization client: the Authorization header to
// send, and someone to ask when the server answers 401 or 403. The OAuth implementation lives
// in core/auth; the transports only know this interface.
class HttpAuthorizer : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    // How often the transports let one request be refused and re-authorized before they give
    // up on it (a server that refuses every token must not loop).
    static constexpr int kMaxAuthorizationsPerRequest = 3;
    // "Bearer …" (or "DPoP …"), or empty before authorization.
    virtual QByteArray authorizationHeader() const = 0;
    // RFC 9449: the DPoP proof for one request (a fresh one each call), or empty.
    virtual QByteArray proofHeader(const QByteArray &verb, const QUrl &url) const
    {
        Q_UNUSED(verb);
        Q_UNUSED(url);
        return {};
    }
    // A refused request's DPoP-Nonce header (RFC 9449 §9), given before challenge().
    virtual void noteNonce(const QByteArray &nonce) { Q_UNUSED(nonce); }
    // The server refused a request: status 401 or 403 and its WWW-Authenticate header. Ends
    // with authorized() (retry the request) or authorizationFailed(). Calls while one is being
    // handled join it.
    virtual void challenge(int status, const QByteArray &wwwAuthenticate) = 0;
    // A request carrying the header was answered 2xx: the authorization works. dpopNonce: the
    // answer's DPoP-Nonce header (RFC 9449 §8, §9: a server may give the next nonce on any
    // response, a success included), empty when it has none.
    virtual void requestSucceeded(const QByteArray &dpopNonce) { Q_UNUSED(dpopNonce); }
    // Values that must never reach a saved file (tokens, a client secret): a session recorder
    // scrubs them even from frames a server echoes them in. secretsChanged() when they change.
    virtual QList<QByteArray> secrets() const { return {}; }

Q_SIGNALS:
    void authorized();
    void authorizationFailed(const QString &reason);
    // true: the authorization waits for the user (a browser login); false: that wait is over.
    // Requests held up by it must not time out meanwhile.
    void waitingForUser(bool waiting);
    void secretsChanged();
};
