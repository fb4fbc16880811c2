// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The OAuth extensions against the local authorization server: client credentials with a
// signed client assertion (no browser, no /authorize), a refused JWT-bearer grant that is not
// tried again, and DPoP with a nonce from the token endpoint and from the MCP endpoint, each
// answered once, every proof signed by the connection's one key.
#include "support/localauthserver.h"

#include <core/auth/jws.h>
#include <core/auth/oauthauthorizer.h>
#include <core/transport/streamablehttptransport.h>

#include <QCryptographicHash>
#include <QSignalSpy>
#include <QTest>

#include <crypto/openssljwskeys.h>
#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int kGrantWaitMs = 5000;

const OpenSslJwsKeys &jwsKeys()
{
    static const OpenSslJwsKeys keys;
    return keys;
}

constexpr auto rpc = &LocalAuthServer::rpc;

// The local server's connection, with a store of its own and the OpenSSL keys.
struct GrantConnection
{
    GrantConnection(LocalAuthServer &server, AuthSettings settings)
        : connection(server, &store, (settings.keys = &jwsKeys(), settings))
        , authorizer(connection.authorizer)
        , transport(connection.transport)
    {}
    MemoryCredentialStore store;
    AuthConnection connection;
    OAuthAuthorizer &authorizer;
    std::unique_ptr<StreamableHttpTransport> &transport;
};

// A P-256 test key as the user's PEM file holds it (PKCS#8).
QByteArray pemKey()
{
    return "-----BEGIN PRIVATE KEY-----\n"
           "MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgGSjtm/836kNpRbO1\n"
           "xyzT4ZympEorZQLIGNB9vR/ha2ChRANCAARGD4H/zATauSFOmuZXPdu7NyC38CAj\n"
           "mpP+bwMlMRXMFnI1jTYOg4k3RFpOnir7eyBPmCCnyQnfOQrMcKhnzCF1\n"
           "-----END PRIVATE KEY-----\n";
}

} // namespace

TEST(AuthGrants, ClientCredentialsWithASignedAssertionNeedNoBrowser)
{
    LocalAuthServer server;
    AuthSettings settings;
    settings.grant = AuthGrant::ClientCredentials;
    settings.clientId = u"service-1"_s;
    settings.clientKeyPem = pemKey();
    GrantConnection connection(server, settings);
    QSignalSpy frames(connection.transport.get(), &Transport::frameReceived);
    QTRY_VERIFY_WITH_TIMEOUT(connection.transport->state() == Transport::State::Open, kGrantWaitMs);
    connection.transport->sendFrame(rpc(1, "initialize"));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 1, kGrantWaitMs);

    EXPECT_EQ(server.count(u"authorize"_s), 0);
    EXPECT_EQ(server.count(u"register"_s), 0);
    ASSERT_EQ(server.count(u"token"_s), 1);
    const QUrlQuery form = server.all(u"token"_s).constFirst().query;
    EXPECT_EQ(form.queryItemValue(u"grant_type"_s), u"client_credentials"_s);
    EXPECT_EQ(form.queryItemValue(u"client_assertion_type"_s, QUrl::FullyDecoded),
              u"urn:ietf:params:oauth:client-assertion-type:jwt-bearer"_s);
    const Jws::Parsed assertion
        = Jws::parse(form.queryItemValue(u"client_assertion"_s, QUrl::FullyDecoded).toLatin1());
    ASSERT_TRUE(assertion.error.isEmpty()) << assertion.error.toStdString();
    EXPECT_EQ(assertion.header.value("alg"_L1).toString(), u"ES256"_s);
    EXPECT_EQ(assertion.claims.value("iss"_L1).toString(), u"service-1"_s);
    EXPECT_EQ(assertion.claims.value("sub"_L1).toString(), u"service-1"_s);
    EXPECT_EQ(assertion.claims.value("aud"_L1).toString(), server.origin());
    EXPECT_TRUE(server.all(u"token"_s).constFirst().authorization.isEmpty()); // no secret
    EXPECT_EQ(server.all(u"mcp"_s).constLast().authorization,
              "Bearer " + server.validToken.toUtf8());
}

TEST(AuthGrants, ARefusedJwtBearerGrantIsNotTriedAgain)
{
    LocalAuthServer server;
    server.knobs.refuseToken = true;
    AuthSettings settings;
    settings.grant = AuthGrant::JwtBearer;
    settings.assertion = u"workload.jwt.token"_s;
    GrantConnection connection(server, settings);
    QSignalSpy failed(&connection.authorizer, &HttpAuthorizer::authorizationFailed);
    QTRY_VERIFY_WITH_TIMEOUT(connection.transport->state() == Transport::State::Open, kGrantWaitMs);
    connection.transport->sendFrame(rpc(1, "initialize"));
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kGrantWaitMs);
    EXPECT_TRUE(failed.at(0).at(0).toString().contains("invalid_grant"_L1));
    ASSERT_EQ(server.count(u"token"_s), 1);
    const QUrlQuery form = server.all(u"token"_s).constFirst().query;
    EXPECT_EQ(form.queryItemValue(u"grant_type"_s, QUrl::FullyDecoded),
              u"urn:ietf:params:oauth:grant-type:jwt-bearer"_s);
    EXPECT_EQ(form.queryItemValue(u"assertion"_s), u"workload.jwt.token"_s);
}

TEST(AuthGrants, DpopNoncesFromBothServersAreAnsweredOnceWithTheSameKey)
{
    LocalAuthServer server;
    server.knobs.dpopNonces = true;
    AuthSettings settings;
    settings.dpop = true;
    GrantConnection connection(server, settings);
    QSignalSpy frames(connection.transport.get(), &Transport::frameReceived);
    QTRY_VERIFY_WITH_TIMEOUT(connection.transport->state() == Transport::State::Open, kGrantWaitMs);
    connection.transport->sendFrame(rpc(1, "initialize"));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 1, kGrantWaitMs);
    connection.transport->sendFrame(rpc(2, "tools/list"));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 2, kGrantWaitMs);

    // The token endpoint: a proof without a nonce, then one with the nonce it gave.
    const QList<LocalAuthServer::Seen> tokens = server.all(u"token"_s);
    ASSERT_EQ(tokens.size(), 2);
    const Jws::Parsed first = Jws::parse(tokens.at(0).dpop);
    const Jws::Parsed second = Jws::parse(tokens.at(1).dpop);
    ASSERT_TRUE(first.error.isEmpty() && second.error.isEmpty());
    EXPECT_FALSE(first.claims.contains("nonce"_L1));
    EXPECT_EQ(second.claims.value("nonce"_L1).toString(), QLatin1StringView(server.kAsNonce));
    EXPECT_EQ(second.header.value("typ"_L1).toString(), u"dpop+jwt"_s);
    EXPECT_EQ(second.claims.value("htm"_L1).toString(), u"POST"_s);
    EXPECT_EQ(second.claims.value("htu"_L1).toString(), server.origin() + u"/token"_s);
    EXPECT_FALSE(second.claims.contains("ath"_L1));
    EXPECT_NE(first.claims.value("jti"_L1), second.claims.value("jti"_L1));

    // The MCP endpoint: 401 use_dpop_nonce once, then every request carries its nonce and the
    // token's hash, signed by the same key as the token request.
    const QList<LocalAuthServer::Seen> mcp = server.all(u"mcp"_s);
    QList<Jws::Parsed> bound;
    for (const LocalAuthServer::Seen &seen : mcp) {
        if (seen.authorization.startsWith("DPoP "))
            bound << Jws::parse(seen.dpop);
    }
    ASSERT_GE(bound.size(), 3); // refused without the nonce, then initialize, then tools/list
    EXPECT_FALSE(bound.at(0).claims.contains("nonce"_L1));
    const QByteArray thumbprint = Jws::thumbprint(second.header.value("jwk"_L1).toObject());
    for (qsizetype i = 1; i < bound.size(); ++i) {
        SCOPED_TRACE(i);
        EXPECT_EQ(bound.at(i).claims.value("nonce"_L1).toString(),
                  QLatin1StringView(server.kRsNonce));
        EXPECT_EQ(bound.at(i).claims.value("htu"_L1).toString(), server.mcpUrl().toString());
        EXPECT_EQ(bound.at(i).claims.value("ath"_L1).toString(),
                  QString::fromLatin1(Jws::base64Url(QCryptographicHash::hash(
                      server.validToken.toUtf8(), QCryptographicHash::Sha256))));
        EXPECT_EQ(Jws::thumbprint(bound.at(i).header.value("jwk"_L1).toObject()), thumbprint);
    }
    // A bound token is never stored: it is useless without the connection's key.
    EXPECT_FALSE(connection.store.tokens(server.mcpUrl().toString()).has_value());
}
