// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// A request that waits for a browser login does not time out meanwhile: McpSession holds the
// timeouts of its pending requests while the OAuth authorizer waits for the user, and gives
// each the time it had left once the login is over.
#include "support/localauthserver.h"

#include <core/auth/oauthauthorizer.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pendingrequest.h>
#include <core/transport/streamablehttptransport.h>

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int kAuthTimeoutWaitMs = 5000;

// Plays the browser after the login: sends the redirect to the loopback listener.
QNetworkReply *returnFromBrowser(QNetworkAccessManager &network, const QUrl &authorizationUrl)
{
    return network.get(
        QNetworkRequest(LocalAuthServer::browserCallback(authorizationUrl, u"code-2"_s)));
}

} // namespace

TEST(AuthTimeout, RequestWaitingForBrowserLoginKeepsItsTimeoutOnHold)
{
    LocalAuthServer server;
    MemoryCredentialStore store;
    AuthSettings settings;
    settings.serverUrl = server.mcpUrl();
    OAuthAuthorizer authorizer(settings, &store);
    ServerConfig config;
    config.url = server.mcpUrl();
    config.transport = ServerConfig::TransportKind::StreamableHttp;
    auto transport = std::make_unique<StreamableHttpTransport>(config);
    transport->setAuthorizer(&authorizer);
    McpSession session(std::move(transport));
    session.connectToServer();
    QTRY_COMPARE_WITH_TIMEOUT(session.state(), McpSession::State::Ready, kAuthTimeoutWaitMs);

    // The token is revoked and cannot be refreshed: the next request needs a browser login.
    server.validToken.clear();
    server.knobs.refuseRefresh = true;
    server.knobs.interactiveLogin = true;
    QSignalSpy browser(&authorizer, &OAuthAuthorizer::browserNeeded);
    QSignalSpy waiting(&authorizer, &HttpAuthorizer::waitingForUser);
    QPointer<PendingRequest> request = session.sendRequest(u"tools/list"_s);
    PendingRequest::Outcome outcome = PendingRequest::Outcome::Pending;
    QObject::connect(
        request, &PendingRequest::finished, [&outcome, request] { outcome = request->outcome(); });
    EXPECT_GT(request->remainingTimeoutMs(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(browser.size(), 1, kAuthTimeoutWaitMs);
    ASSERT_FALSE(request.isNull());
    EXPECT_EQ(request->remainingTimeoutMs(), -1) << "the timeout runs during the login";
    ASSERT_EQ(waiting.size(), 1);
    EXPECT_TRUE(waiting.at(0).at(0).toBool());

    // Back from the browser: the timeout runs again and the request gets its answer.
    QNetworkAccessManager network;
    std::unique_ptr<QNetworkReply> reply(returnFromBrowser(network, browser.at(0).at(0).toUrl()));
    QTRY_COMPARE_WITH_TIMEOUT(outcome, PendingRequest::Outcome::Result, kAuthTimeoutWaitMs);
    ASSERT_EQ(waiting.size(), 2);
    EXPECT_FALSE(waiting.at(1).at(0).toBool());
    QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), kAuthTimeoutWaitMs);
}
