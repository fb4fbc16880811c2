// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The OAuth client against a local authorization server and protected MCP endpoint
// (LocalAuthServer, QHttpServer on 127.0.0.1): the happy path through the Streamable HTTP
// transport, each failing step, the browser path, refresh on 401 and before expiry, step-up.
#include "support/localauthserver.h"

#include <core/auth/authflow.h>
#include <core/auth/oauthauthorizer.h>
#include <core/transport/streamablehttptransport.h>

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int kWaitMs = 5000;

BearerChallenge challengeFor(const LocalAuthServer &server)
{
    BearerChallenge challenge;
    challenge.present = true;
    challenge.resourceMetadata = server.origin() + u"/.well-known/oauth-protected-resource/mcp"_s;
    return challenge;
}

AuthSettings settingsFor(const LocalAuthServer &server)
{
    AuthSettings settings;
    settings.serverUrl = server.mcpUrl();
    return settings;
}

using Connection = AuthConnection;
constexpr auto request = &LocalAuthServer::rpc;

} // namespace

TEST(AuthFlowLocal, HappyPathThroughTheTransport)
{
    LocalAuthServer server;
    MemoryCredentialStore store;
    Connection connection(server, &store);
    QSignalSpy frames(connection.transport.get(), &Transport::frameReceived);
    QSignalSpy steps(&connection.authorizer, &OAuthAuthorizer::step);
    QTRY_VERIFY_WITH_TIMEOUT(connection.transport->state() == Transport::State::Open, kWaitMs);
    connection.transport->sendFrame(request(1, "initialize"));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 1, kWaitMs);
    EXPECT_TRUE(frames.at(0).at(0).toByteArray().contains("\"ok\":true"));

    ASSERT_EQ(server.count(u"token"_s), 1);
    const QUrlQuery authorize = server.all(u"authorize"_s).constFirst().query;
    const QUrlQuery token = server.all(u"token"_s).constFirst().query;
    EXPECT_EQ(authorize.queryItemValue(u"resource"_s, QUrl::FullyDecoded),
              server.mcpUrl().toString());
    EXPECT_EQ(token.queryItemValue(u"resource"_s, QUrl::FullyDecoded), server.mcpUrl().toString());
    EXPECT_EQ(authorize.queryItemValue(u"client_id"_s), u"local-client"_s);
    EXPECT_EQ(authorize.queryItemValue(u"scope"_s, QUrl::FullyDecoded), u"mcp:basic"_s);
    EXPECT_EQ(AuthPolicy::challengeFor(token.queryItemValue(u"code_verifier"_s).toLatin1()),
              authorize.queryItemValue(u"code_challenge"_s).toLatin1());
    EXPECT_TRUE(QUrl(authorize.queryItemValue(u"redirect_uri"_s, QUrl::FullyDecoded)).host()
                == u"127.0.0.1"_s);
    EXPECT_EQ(server.all(u"mcp"_s).constLast().authorization, "Bearer access-1");
    const auto stored = store.tokens(server.mcpUrl().toString());
    ASSERT_TRUE(stored.has_value());
    EXPECT_EQ(stored->accessToken, u"access-1"_s);
    EXPECT_EQ(store.client(server.origin())->clientId, u"local-client"_s);
    // What a session recorder must mask, should a server echo it.
    EXPECT_TRUE(connection.authorizer.secrets().contains("access-1"));
    // Steps are reported, and none of them carries the token.
    EXPECT_GE(steps.size(), 6);
    for (const QList<QVariant> &step : steps)
        EXPECT_FALSE(step.at(0).value<AuthStep>().toText().contains("access-1"_L1));
}

TEST(AuthFlowLocal, EachBrokenStepFailsThereWithAReason)
{
    struct Case
    {
        const char *name;
        std::function<void(LocalAuthServer::Knobs &)> breakIt;
        AuthStep::Stage stage;
        const char *reasonPart;
        bool authorizeReached;
    };
    const Case cases[] = {
        {"resource mismatch",
         [](auto &k) { k.prmResource = u"https://evil.example.com/mcp"_s; },
         AuthStep::Stage::Discovery,
         "evil.example.com",
         false},
        {"issuer mismatch",
         [](auto &k) { k.issuer = u"https://other.example"_s; },
         AuthStep::Stage::Discovery,
         "other.example",
         false},
        {"no PKCE",
         [](auto &k) { k.advertisePkce = false; },
         AuthStep::Stage::Discovery,
         "code_challenge_methods_supported",
         false},
        {"registration refused",
         [](auto &k) { k.refuseRegistration = true; },
         AuthStep::Stage::Registration,
         "invalid_redirect_uri",
         false},
        {"forged state",
         [](auto &k) { k.wrongState = true; },
         AuthStep::Stage::Redirect,
         "state",
         true},
        {"token refused",
         [](auto &k) { k.refuseToken = true; },
         AuthStep::Stage::Token,
         "invalid_grant",
         true},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.name);
        LocalAuthServer server;
        c.breakIt(server.knobs);
        MemoryCredentialStore store;
        QNetworkAccessManager network;
        AuthFlow flow(settingsFor(server), &store, &network);
        QSignalSpy failed(&flow, &AuthFlow::failed);
        QSignalSpy finished(&flow, &AuthFlow::finished);
        flow.start(challengeFor(server));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kWaitMs);
        const AuthStep step = failed.at(0).at(0).value<AuthStep>();
        EXPECT_EQ(step.stage, c.stage);
        EXPECT_TRUE(step.summary.contains(QLatin1StringView(c.reasonPart)))
            << step.summary.toStdString();
        EXPECT_EQ(server.count(u"authorize"_s) > 0, c.authorizeReached);
        EXPECT_TRUE(finished.isEmpty());
        EXPECT_FALSE(store.tokens(server.mcpUrl().toString()).has_value());
    }
}

TEST(AuthFlowLocal, BrowserPathReturnsThroughTheLoopbackListener)
{
    LocalAuthServer server;
    server.knobs.interactiveLogin = true;
    MemoryCredentialStore store;
    QNetworkAccessManager network;
    AuthFlow flow(settingsFor(server), &store, &network);
    QSignalSpy browser(&flow, &AuthFlow::browserNeeded);
    QSignalSpy finished(&flow, &AuthFlow::finished);
    flow.start(challengeFor(server));
    QTRY_COMPARE_WITH_TIMEOUT(browser.size(), 1, kWaitMs);
    // Play the browser after the login: follow the redirect to the loopback listener.
    QNetworkReply *reply = network.get(QNetworkRequest(
        LocalAuthServer::browserCallback(browser.at(0).at(0).toUrl(), u"code-1"_s)));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kWaitMs);
    QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), kWaitMs);
    EXPECT_EQ(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
    delete reply;
    EXPECT_EQ(finished.at(0).at(0).value<TokenSet>().accessToken, u"access-1"_s);
}

TEST(AuthFlowLocal, RefreshOnUnauthorizedThenRetry)
{
    LocalAuthServer server;
    MemoryCredentialStore store;
    Connection connection(server, &store);
    QSignalSpy frames(connection.transport.get(), &Transport::frameReceived);
    QTRY_VERIFY_WITH_TIMEOUT(connection.transport->state() == Transport::State::Open, kWaitMs);
    connection.transport->sendFrame(request(1, "initialize"));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 1, kWaitMs);
    server.validToken = u"revoked-by-the-server"_s; // the next request gets 401
    connection.transport->sendFrame(request(2, "tools/list"));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 2, kWaitMs);
    const QList<LocalAuthServer::Seen> tokens = server.all(u"token"_s);
    ASSERT_EQ(tokens.size(), 2);
    EXPECT_EQ(tokens.at(1).query.queryItemValue(u"grant_type"_s), u"refresh_token"_s);
    EXPECT_EQ(tokens.at(1).query.queryItemValue(u"refresh_token"_s), u"refresh-1"_s);
    EXPECT_EQ(server.count(u"authorize"_s), 1); // no second authorization
    EXPECT_EQ(server.all(u"mcp"_s).constLast().authorization, "Bearer access-2");
}

TEST(AuthFlowLocal, RefreshBeforeExpiry)
{
    LocalAuthServer server;
    server.knobs.expiresIn = 4; // shorter than the margin: refreshed half-way, after 2 s
    MemoryCredentialStore store;
    Connection connection(server, &store);
    QSignalSpy frames(connection.transport.get(), &Transport::frameReceived);
    QTRY_VERIFY_WITH_TIMEOUT(connection.transport->state() == Transport::State::Open, kWaitMs);
    connection.transport->sendFrame(request(1, "initialize"));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 1, kWaitMs);
    QTRY_COMPARE_WITH_TIMEOUT(server.count(u"token"_s), 2, kWaitMs);
    EXPECT_EQ(server.all(u"token"_s).at(1).query.queryItemValue(u"grant_type"_s),
              u"refresh_token"_s);
    QTRY_COMPARE_WITH_TIMEOUT(
        connection.authorizer.authorizationHeader(), QByteArray("Bearer access-2"), kWaitMs);
}

TEST(AuthFlowLocal, StepUpAsksForTheUnionOfScopes)
{
    LocalAuthServer server;
    server.knobs.requiredScopes = {u"mcp:write"_s};
    MemoryCredentialStore store;
    Connection connection(server, &store);
    QSignalSpy frames(connection.transport.get(), &Transport::frameReceived);
    QTRY_VERIFY_WITH_TIMEOUT(connection.transport->state() == Transport::State::Open, kWaitMs);
    connection.transport->sendFrame(request(1, "initialize"));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 1, kWaitMs);
    connection.transport->sendFrame(request(2, "tools/call"));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 2, kWaitMs);
    const QList<LocalAuthServer::Seen> authorizations = server.all(u"authorize"_s);
    ASSERT_EQ(authorizations.size(), 2);
    EXPECT_EQ(authorizations.at(1).query.queryItemValue(u"scope"_s, QUrl::FullyDecoded),
              u"mcp:basic mcp:write"_s);
}

// A strict authorization server accepts only the redirect URI a client registered, port
// included. A client registered earlier listens on that port again; when the port is taken it
// registers again with the port it got.
class AuthRedirectPort : public ::testing::Test
{
protected:
    void SetUp() override
    {
        server.knobs.strictRedirectUri = true;
        Connection first(server, &firstStore);
        QSignalSpy frames(first.transport.get(), &Transport::frameReceived);
        ASSERT_TRUE(initialize(first, frames));
        ASSERT_EQ(server.count(u"register"_s), 1);
        // A later run: the registration is remembered, the tokens are not.
        laterStore.saveClient(server.origin(), *firstStore.client(server.origin()));
    }

    // Authorizes from laterStore; true when initialize went through.
    bool authorizeAgain(QStringList *steps)
    {
        Connection later(server, &laterStore);
        QObject::connect(&later.authorizer,
                         &OAuthAuthorizer::step,
                         &later.authorizer,
                         [steps](const AuthStep &step) { *steps << step.toText(); });
        QSignalSpy frames(later.transport.get(), &Transport::frameReceived);
        return initialize(later, frames);
    }

    // Sends initialize once the transport is open; true when its answer came.
    static bool initialize(Connection &connection, QSignalSpy &frames)
    {
        Transport *transport = connection.transport.get();
        if (!QTest::qWaitFor([transport] { return transport->state() == Transport::State::Open; },
                             kWaitMs))
            return false;
        QSignalSpy failed(&connection.authorizer, &OAuthAuthorizer::failedAt);
        transport->sendFrame(request(1, "initialize"));
        return QTest::qWaitFor([&] { return frames.size() == 1 || failed.size() == 1; }, kWaitMs)
               && frames.size() == 1;
    }

    quint16 registeredPort() const { return quint16(QUrl(server.registeredRedirectUri).port()); }

    LocalAuthServer server;
    MemoryCredentialStore firstStore;
    MemoryCredentialStore laterStore;
};

TEST_F(AuthRedirectPort, ARegisteredClientListensOnItsRegisteredPortAgain)
{
    const QString registered = server.registeredRedirectUri;
    QStringList steps;
    const bool ok = authorizeAgain(&steps);
    ASSERT_TRUE(ok) << qPrintable(steps.join(u'\n'));
    EXPECT_EQ(server.count(u"register"_s), 1); // no second registration
    const QUrlQuery authorize = server.all(u"authorize"_s).constLast().query;
    EXPECT_EQ(authorize.queryItemValue(u"redirect_uri"_s, QUrl::FullyDecoded), registered);
}

TEST_F(AuthRedirectPort, ATakenPortMeansRegisteringAgain)
{
    QTcpServer squatter; // another program took the port meanwhile
    ASSERT_TRUE(squatter.listen(QHostAddress::LocalHost, registeredPort()));
    QStringList steps;
    ASSERT_TRUE(authorizeAgain(&steps)) << qPrintable(steps.join(u'\n'));
    EXPECT_EQ(server.count(u"register"_s), 2);
    EXPECT_NE(registeredPort(), squatter.serverPort());
    EXPECT_TRUE(steps.join(u'\n').contains(
        u"port %1 of the registered redirect URI is taken"_s.arg(squatter.serverPort())))
        << qPrintable(steps.join(u'\n'));
    EXPECT_EQ(laterStore.client(server.origin())->redirectUri, server.registeredRedirectUri);
}
