// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The OAuth extensions against the local authorization server: client credentials with a
// signed client assertion (no browser, no /authorize), a refused JWT-bearer grant that is not
// tried again, DPoP with a nonce from the token endpoint and from the MCP endpoint, each
// answered once, every proof signed by the connection's one key, and the next nonce taken from
// a success; credential files read again at each grant; the IdP's client authentication.
#include "support/localauthserver.h"

#include <core/auth/authconfig.h>
#include <core/auth/jws.h>
#include <core/auth/oauthauthorizer.h>
#include <core/transport/streamablehttptransport.h>

#include <QCryptographicHash>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
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

namespace {

QStringList proofNonces(const QList<LocalAuthServer::Seen> &requests)
{
    QStringList nonces;
    for (const LocalAuthServer::Seen &seen : requests) {
        if (seen.authorization.startsWith("DPoP ") || seen.path == "token"_L1)
            nonces << Jws::parse(seen.dpop).claims.value("nonce"_L1).toString();
    }
    return nonces;
}

bool writeCredentialFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate)
           && file.write(bytes) == bytes.size();
}

} // namespace

// RFC 9449 §8, §9: a nonce given with a 200 is the one the next proof carries, at the token
// endpoint (the refresh after a revoked token) and at the MCP endpoint (tools/list): no
// use_dpop_nonce round trip for a nonce the client was already given.
TEST(AuthGrants, DpopNoncesGivenWithASuccessGoInTheNextProof)
{
    LocalAuthServer server;
    server.knobs.dpopNonces = true;
    server.knobs.rotateNonces = true;
    server.knobs.revokeOnceAfterHandshake = true;
    AuthSettings settings;
    settings.dpop = true;
    GrantConnection connection(server, settings);
    QSignalSpy frames(connection.transport.get(), &Transport::frameReceived);
    QTRY_VERIFY_WITH_TIMEOUT(connection.transport->state() == Transport::State::Open, kGrantWaitMs);
    connection.transport->sendFrame(rpc(1, "initialize"));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 1, kGrantWaitMs);
    connection.transport->sendFrame(rpc(2, "tools/list"));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 2, kGrantWaitMs);

    // Refused without a nonce, accepted with as-nonce-1 (the 200 gives as-nonce-2), and the
    // refresh after the revocation sends as-nonce-2 at once.
    const QList<LocalAuthServer::Seen> tokens = server.all(u"token"_s);
    EXPECT_EQ(proofNonces(tokens), (QStringList{{}, u"as-nonce-1"_s, u"as-nonce-2"_s}));
    ASSERT_EQ(tokens.size(), 3);
    EXPECT_EQ(tokens.at(2).query.queryItemValue(u"grant_type"_s), u"refresh_token"_s);
    // initialize: refused without a nonce, accepted with rs-nonce-1 (its 200 gives
    // rs-nonce-2); tools/list: rs-nonce-2 with the revoked token, then with the new one.
    EXPECT_EQ(proofNonces(server.all(u"mcp"_s)),
              (QStringList{{}, u"rs-nonce-1"_s, u"rs-nonce-2"_s, u"rs-nonce-2"_s}));
}

// A workload identity token file is read at each grant (Kubernetes rotates projected tokens):
// the grant after a revoked token sends what the file holds then.
TEST(AuthGrants, ARotatedWorkloadTokenFileIsReadAgainForTheNextGrant)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(u"token.jwt"_s);
    ASSERT_TRUE(writeCredentialFile(path, "workload.jwt.one\n"));
    LocalAuthServer server;
    server.knobs.revokeOnceAfterHandshake = true;
    server.knobs.issueRefreshTokens = false;
    AuthSettings settings;
    settings.grant = AuthGrant::JwtBearer;
    settings.assertionFile = path;
    GrantConnection connection(server, settings);
    QSignalSpy frames(connection.transport.get(), &Transport::frameReceived);
    QTRY_VERIFY_WITH_TIMEOUT(connection.transport->state() == Transport::State::Open, kGrantWaitMs);
    connection.transport->sendFrame(rpc(1, "initialize"));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 1, kGrantWaitMs);
    ASSERT_TRUE(writeCredentialFile(path, "workload.jwt.two"));
    connection.transport->sendFrame(rpc(2, "tools/list"));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 2, kGrantWaitMs);

    const QList<LocalAuthServer::Seen> tokens = server.all(u"token"_s);
    ASSERT_EQ(tokens.size(), 2);
    EXPECT_EQ(tokens.at(0).query.queryItemValue(u"assertion"_s), u"workload.jwt.one"_s);
    EXPECT_EQ(tokens.at(1).query.queryItemValue(u"assertion"_s), u"workload.jwt.two"_s);
    // What the file holds is a credential: masked in recordings like the tokens.
    EXPECT_TRUE(connection.authorizer.secrets().contains("workload.jwt.two"));
}

// A credential file that cannot be used fails the authorization naming the file and why:
// the OS's reason for a missing one, the limit for an oversized one.
TEST(AuthGrants, AnUnusableCredentialFileFailsTheGrantNamingIt)
{
    LocalAuthServer server;
    AuthSettings settings;
    settings.grant = AuthGrant::JwtBearer;
    settings.assertionFile = u"/nonexistent/token.jwt"_s;
    GrantConnection connection(server, settings);
    QSignalSpy failed(&connection.authorizer, &HttpAuthorizer::authorizationFailed);
    QTRY_VERIFY_WITH_TIMEOUT(connection.transport->state() == Transport::State::Open, kGrantWaitMs);
    connection.transport->sendFrame(rpc(1, "initialize"));
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kGrantWaitMs);
    const QString reason = failed.at(0).at(0).toString();
    EXPECT_TRUE(reason.contains("\"/nonexistent/token.jwt\": No such file or directory"_L1))
        << reason.toStdString();
    EXPECT_EQ(server.count(u"token"_s), 0);

    QTemporaryDir dir;
    const QString large = dir.filePath(u"large.jwt"_s);
    ASSERT_TRUE(writeCredentialFile(large, QByteArray(AuthConfig::kMaxCredentialBytes + 1, 'a')));
    QString error;
    EXPECT_TRUE(AuthConfig::readCredentialFile(u"the token"_s, large, &error).isEmpty());
    EXPECT_TRUE(error.contains("is larger than 64 KiB"_L1)) << error.toStdString();
    ASSERT_TRUE(writeCredentialFile(large, QByteArray(AuthConfig::kMaxCredentialBytes, 'a')));
    error.clear();
    EXPECT_EQ(AuthConfig::readCredentialFile(u"the token"_s, large, &error).size(),
              AuthConfig::kMaxCredentialBytes);
    EXPECT_TRUE(error.isEmpty());
}

// SEP-990 with a confidential client at the IdP: the token exchange authenticates with
// client_secret_basic; the secret never goes in the form.
TEST(AuthGrants, TheEnterpriseTokenExchangeAuthenticatesAtTheIdp)
{
    LocalAuthServer server;
    server.knobs.idpClientId = u"idp-client"_s;
    server.knobs.idpClientSecret = u"idp-secret"_s;
    AuthSettings settings;
    settings.grant = AuthGrant::Enterprise;
    settings.clientId = u"mcp-client"_s;
    settings.idToken = u"user.id.token"_s;
    settings.idpTokenEndpoint = QUrl(server.idpTokenEndpoint());
    settings.idpClientId = u"idp-client"_s;
    settings.idpClientSecret = u"idp-secret"_s;
    GrantConnection connection(server, settings);
    QSignalSpy frames(connection.transport.get(), &Transport::frameReceived);
    QTRY_VERIFY_WITH_TIMEOUT(connection.transport->state() == Transport::State::Open, kGrantWaitMs);
    connection.transport->sendFrame(rpc(1, "initialize"));
    QTRY_COMPARE_WITH_TIMEOUT(frames.size(), 1, kGrantWaitMs);

    ASSERT_EQ(server.count(u"idp"_s), 1);
    const LocalAuthServer::Seen exchange = server.all(u"idp"_s).constFirst();
    EXPECT_EQ(exchange.authorization, "Basic " + QByteArray("idp-client:idp-secret").toBase64());
    EXPECT_FALSE(exchange.query.hasQueryItem(u"client_secret"_s));
    EXPECT_EQ(exchange.query.queryItemValue(u"subject_token"_s), u"user.id.token"_s);
    ASSERT_EQ(server.count(u"token"_s), 1);
    EXPECT_EQ(server.all(u"token"_s).constFirst().query.queryItemValue(u"assertion"_s),
              u"id-jag-1"_s);
    EXPECT_TRUE(connection.authorizer.secrets().contains("idp-secret"));
}
