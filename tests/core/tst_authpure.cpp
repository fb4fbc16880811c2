// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Table tests for the pure parts of the OAuth client: WWW-Authenticate, discovery URLs,
// resource and issuer checks, scope and token-endpoint-auth choices, PKCE, the authorization
// URL and the redirect checks.
#include <core/auth/authdiscovery.h>
#include <core/auth/authmetadata.h>
#include <core/auth/authpolicy.h>
#include <core/auth/authstepmodel.h>
#include <core/auth/wwwauthenticate.h>

#include <QAbstractItemModelTester>
#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QStringList urls(const QList<QUrl> &list)
{
    QStringList out;
    for (const QUrl &url : list)
        out << url.toString();
    return out;
}

} // namespace

TEST(WwwAuthenticate, ParsesTheBearerChallengeAmongOthers)
{
    struct Case
    {
        const char *header;
        bool present;
        const char *resourceMetadata;
        const char *scope;
        const char *error;
        const char *description;
    };
    const Case cases[] = {
        {R"(Bearer resource_metadata="https://a.example/.well-known/oauth-protected-resource")",
         true,
         "https://a.example/.well-known/oauth-protected-resource",
         "",
         "",
         ""},
        {R"(Bearer error="insufficient_scope", scope="files:read files:write", resource_metadata="https://a/x")",
         true,
         "https://a/x",
         "files:read files:write",
         "insufficient_scope",
         ""},
        {R"(Basic realm="x", Bearer scope="a b")", true, "", "a b", "", ""},
        {R"(Basic dXNlcjpwYXNz, Bearer error=invalid_token)", true, "", "", "invalid_token", ""},
        {R"(bearer   scope = "q"  ,  error_description="say \"no\"")",
         true,
         "",
         "q",
         "",
         R"(say "no")"},
        {R"(Bearer)", true, "", "", "", ""},
        {R"(Basic realm="only basic")", false, "", "", "", ""},
        {R"(DPoP algs="ES256", Bearer scope="s", realm="r")", true, "", "s", "", ""},
        // RFC 9449 §7.1: a DPoP-only server challenges with the DPoP scheme.
        {R"(DPoP resource_metadata="https://m/prm")", true, "https://m/prm", "", "", ""},
        {R"(DPoP error="use_dpop_nonce", error_description="fresh")",
         true,
         "",
         "",
         "use_dpop_nonce",
         "fresh"},
        {"", false, "", "", "", ""},
        {R"(Bearer scope="unterminated)", true, "", "unterminated", "", ""},
    };
    for (const Case &c : cases) {
        const BearerChallenge challenge = WwwAuthenticate::parseBearer(c.header);
        SCOPED_TRACE(c.header);
        EXPECT_EQ(challenge.present, c.present);
        EXPECT_EQ(challenge.resourceMetadata, QString::fromUtf8(c.resourceMetadata));
        EXPECT_EQ(challenge.scope, QString::fromUtf8(c.scope));
        EXPECT_EQ(challenge.error, QString::fromUtf8(c.error));
        EXPECT_EQ(challenge.errorDescription, QString::fromUtf8(c.description));
    }
}

TEST(AuthDiscovery, ProtectedResourceMetadataUrlsInOrder)
{
    EXPECT_EQ(urls(AuthDiscovery::protectedResourceMetadataUrls(
                  QUrl(u"https://Mcp.Example.com/mcp"_s), {})),
              (QStringList{u"https://mcp.example.com/.well-known/oauth-protected-resource/mcp"_s,
                           u"https://mcp.example.com/.well-known/oauth-protected-resource"_s}));
    EXPECT_EQ(urls(AuthDiscovery::protectedResourceMetadataUrls(QUrl(u"http://h:8080/"_s), {})),
              (QStringList{u"http://h:8080/.well-known/oauth-protected-resource"_s}));
    EXPECT_EQ(urls(AuthDiscovery::protectedResourceMetadataUrls(QUrl(u"https://h/a/b/"_s),
                                                                u"https://h/custom.json"_s)),
              (QStringList{u"https://h/custom.json"_s,
                           u"https://h/.well-known/oauth-protected-resource/a/b"_s,
                           u"https://h/.well-known/oauth-protected-resource"_s}));
}

TEST(AuthDiscovery, AuthorizationServerMetadataUrlsInTheSpecsOrder)
{
    EXPECT_EQ(
        urls(AuthDiscovery::authorizationServerMetadataUrls(QUrl(u"https://auth.example.com"_s))),
        (QStringList{u"https://auth.example.com/.well-known/oauth-authorization-server"_s,
                     u"https://auth.example.com/.well-known/openid-configuration"_s}));
    EXPECT_EQ(
        urls(AuthDiscovery::authorizationServerMetadataUrls(QUrl(u"https://a.example/tenant1/"_s))),
        (QStringList{u"https://a.example/.well-known/oauth-authorization-server/tenant1"_s,
                     u"https://a.example/.well-known/openid-configuration/tenant1"_s,
                     u"https://a.example/tenant1/.well-known/openid-configuration"_s}));
}

TEST(AuthDiscovery, CanonicalResourceAndResourceCheck)
{
    EXPECT_EQ(AuthDiscovery::canonicalResource(QUrl(u"HTTPS://MCP.Example.com/mcp/#frag"_s)),
              u"https://mcp.example.com/mcp"_s);
    EXPECT_EQ(AuthDiscovery::canonicalResource(QUrl(u"http://localhost:3000"_s)),
              u"http://localhost:3000"_s);
    const QUrl server(u"https://mcp.example.com/api/mcp"_s);
    struct Case
    {
        QString resource;
        bool ok;
    };
    const Case cases[] = {
        {u"https://mcp.example.com/api/mcp"_s, true},
        {u"https://mcp.example.com/api/mcp/"_s, true},
        {u"https://mcp.example.com/api"_s, true},
        {u"https://mcp.example.com"_s, true},
        {u"https://MCP.example.com/api/mcp"_s, true},
        {u"https://mcp.example.com/ap"_s, false},
        {u"https://evil.example.com/api/mcp"_s, false},
        {u"http://mcp.example.com/api/mcp"_s, false},
        {u"https://mcp.example.com:8443/api/mcp"_s, false},
        {u"https://mcp.example.com/api/mcp/more"_s, false},
        {QString(), false},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.resource.toStdString());
        EXPECT_EQ(AuthDiscovery::checkResource(c.resource, server).isEmpty(), c.ok);
    }
}

TEST(AuthDiscovery, IssuerMustBeIdentical)
{
    EXPECT_TRUE(
        AuthDiscovery::checkIssuer(u"https://a.example/t1"_s, u"https://a.example/t1"_s).isEmpty());
    for (const QString &other : {u"https://a.example/t1/"_s,
                                 u"https://A.example/t1"_s,
                                 u"https://a.example:443/t1"_s,
                                 u"https://evil.example/t1"_s})
        EXPECT_FALSE(AuthDiscovery::checkIssuer(other, u"https://a.example/t1"_s).isEmpty());
}

TEST(AuthMetadata, PkceSupportAndRequiredFields)
{
    QString error;
    const QJsonObject base{{"issuer"_L1, u"https://a"_s},
                           {"authorization_endpoint"_L1, u"https://a/authorize"_s},
                           {"token_endpoint"_L1, u"https://a/token"_s}};
    AuthServerMetadata metadata = AuthServerMetadata::fromJson(base, &error);
    EXPECT_TRUE(error.isEmpty());
    EXPECT_FALSE(metadata.checkPkceSupport().isEmpty()); // absent: refuse
    QJsonObject plainOnly = base;
    plainOnly.insert("code_challenge_methods_supported"_L1, QJsonArray{u"plain"_s});
    EXPECT_FALSE(AuthServerMetadata::fromJson(plainOnly, &error).checkPkceSupport().isEmpty());
    QJsonObject s256 = base;
    s256.insert("code_challenge_methods_supported"_L1, QJsonArray{u"plain"_s, u"S256"_s});
    EXPECT_TRUE(AuthServerMetadata::fromJson(s256, &error).checkPkceSupport().isEmpty());
    QJsonObject noToken = base;
    noToken.remove("token_endpoint"_L1);
    AuthServerMetadata::fromJson(noToken, &error);
    EXPECT_TRUE(error.contains("token_endpoint"_L1));
    QJsonObject badUrl = base;
    badUrl.insert("authorization_endpoint"_L1, u"javascript:alert(1)"_s);
    AuthServerMetadata::fromJson(badUrl, &error);
    EXPECT_TRUE(error.contains("authorization_endpoint"_L1));
    ProtectedResourceMetadata::fromJson(QJsonObject{{"resource"_L1, u"https://a"_s}}, &error);
    EXPECT_TRUE(error.contains("authorization_servers"_L1));
}

TEST(AuthPolicy, EndpointsMustBeHttpsExceptOnThisMachine)
{
    for (const QString &allowed : {u"https://as.example/token"_s,
                                   u"http://localhost:8080/token"_s,
                                   u"http://LOCALHOST/token"_s,
                                   u"http://127.0.0.1:9000/authorize"_s,
                                   u"http://127.5.6.7/authorize"_s,
                                   u"http://[::1]:3000/register"_s})
        EXPECT_TRUE(AuthPolicy::endpointProblem(u"x"_s, QUrl(allowed)).isEmpty())
            << allowed.toStdString();
    for (const QString &refused : {u"http://as.example/token"_s,
                                   u"http://10.0.0.1/token"_s,
                                   u"http://localhost.evil.example/token"_s,
                                   u"file:///etc/passwd"_s,
                                   u"ftp://as.example/token"_s,
                                   u"https:///token"_s,
                                   u""_s})
        EXPECT_FALSE(AuthPolicy::endpointProblem(u"x"_s, QUrl(refused)).isEmpty())
            << refused.toStdString();
    EXPECT_EQ(AuthPolicy::endpointProblem(u"the token endpoint"_s,
                                          QUrl(u"http://user:pw@as.example/token"_s)),
              u"the token endpoint must be an https:// URL (http:// only for localhost, 127.0.0.1 "
              "or ::1), so codes and tokens never travel in clear text: "
              "\"http://as.example/token\""_s);
}

TEST(AuthMetadata, PlainHttpEndpointsAreRefusedLoopbackAccepted)
{
    QString error;
    const QJsonObject remote{{"issuer"_L1, u"https://as.example"_s},
                             {"authorization_endpoint"_L1, u"https://as.example/authorize"_s},
                             {"token_endpoint"_L1, u"http://as.example/token"_s}};
    AuthServerMetadata::fromJson(remote, &error);
    EXPECT_TRUE(error.startsWith(u"\"token_endpoint\" must be an https:// URL"_s))
        << error.toStdString();
    QJsonObject plainIssuer = remote;
    plainIssuer.insert("token_endpoint"_L1, u"https://as.example/token"_s);
    plainIssuer.insert("issuer"_L1, u"http://as.example"_s);
    AuthServerMetadata::fromJson(plainIssuer, &error);
    EXPECT_TRUE(error.startsWith(u"\"issuer\" must be an https:// URL"_s)) << error.toStdString();
    const QJsonObject local{{"issuer"_L1, u"http://localhost:9000"_s},
                            {"authorization_endpoint"_L1, u"http://localhost:9000/authorize"_s},
                            {"token_endpoint"_L1, u"http://127.0.0.1:9000/token"_s},
                            {"registration_endpoint"_L1, u"http://[::1]:9000/register"_s}};
    const AuthServerMetadata metadata = AuthServerMetadata::fromJson(local, &error);
    EXPECT_TRUE(error.isEmpty()) << error.toStdString();
    EXPECT_TRUE(metadata.checkEndpoints().isEmpty());
    // The 2025-03-26 defaults come from the server URL: plain http elsewhere is refused.
    EXPECT_FALSE(AuthServerMetadata::legacyDefaults(QUrl(u"http://mcp.example/mcp"_s))
                     .checkEndpoints()
                     .isEmpty());
    EXPECT_TRUE(AuthServerMetadata::legacyDefaults(QUrl(u"http://localhost:3000/mcp"_s))
                    .checkEndpoints()
                    .isEmpty());
    ProtectedResourceMetadata::fromJson(
        QJsonObject{{"resource"_L1, u"https://mcp.example"_s},
                    {"authorization_servers"_L1, QJsonArray{u"http://as.example"_s}}},
        &error);
    EXPECT_TRUE(error.startsWith(u"authorization server must be an https:// URL"_s))
        << error.toStdString();
}

TEST(AuthPolicy, ScopeSelection)
{
    struct Case
    {
        QString challenge;
        QStringList resource;
        QStringList server;
        bool refresh;
        QStringList expected;
    };
    const Case cases[] = {
        {u"a b"_s, {u"x"_s}, {}, true, {u"a"_s, u"b"_s}},
        {{}, {u"x"_s, u"y"_s}, {}, true, {u"x"_s, u"y"_s}},
        {{}, {}, {}, true, {}},
        {{}, {u"x"_s}, {u"x"_s, u"offline_access"_s}, true, {u"x"_s, u"offline_access"_s}},
        {{}, {u"x"_s}, {u"x"_s, u"offline_access"_s}, false, {u"x"_s}},
        {{}, {u"x"_s}, {u"x"_s}, true, {u"x"_s}},
        {u"offline_access"_s, {}, {u"offline_access"_s}, true, {u"offline_access"_s}},
    };
    for (const Case &c : cases)
        EXPECT_EQ(AuthPolicy::selectScopes(c.challenge, c.resource, c.server, c.refresh),
                  c.expected);
    EXPECT_EQ(AuthPolicy::unionScopes({u"a"_s, u"b"_s}, {u"b"_s, u"c"_s}),
              (QStringList{u"a"_s, u"b"_s, u"c"_s}));
}

TEST(AuthPolicy, TokenEndpointAuthMethod)
{
    struct Case
    {
        QStringList supported;
        QString registered;
        bool secret;
        QString expected;
    };
    const Case cases[] = {
        {{}, {}, true, u"client_secret_basic"_s},
        {{u"client_secret_post"_s}, {}, true, u"client_secret_post"_s},
        {{u"client_secret_post"_s, u"client_secret_basic"_s}, {}, true, u"client_secret_basic"_s},
        {{u"none"_s}, {}, true, u"none"_s},
        {{u"client_secret_basic"_s}, {}, false, u"none"_s},
        {{u"client_secret_basic"_s, u"client_secret_post"_s},
         u"client_secret_post"_s,
         true,
         u"client_secret_post"_s},
    };
    for (const Case &c : cases)
        EXPECT_EQ(AuthPolicy::tokenEndpointAuthMethod(c.supported, c.registered, c.secret),
                  c.expected);
}

TEST(AuthPolicy, PkceS256)
{
    // Expected value computed independently (Python hashlib + urlsafe_b64encode, padding cut).
    EXPECT_EQ(AuthPolicy::challengeFor("dBjftJeZ4CVP-mJ92K9zS5ie2ZKJxBpuxPUzeaDAPyM"),
              QByteArray("LqWj5TS2flHvB8c-mdqmRes5gDUw1hcV8Xc0OG-wUeM"));
    const AuthPolicy::Pkce first = AuthPolicy::makePkce();
    const AuthPolicy::Pkce second = AuthPolicy::makePkce();
    EXPECT_EQ(first.verifier.size(), 64);
    EXPECT_NE(first.verifier, second.verifier);
    EXPECT_EQ(first.challenge, AuthPolicy::challengeFor(first.verifier));
    EXPECT_NE(AuthPolicy::makeState(), AuthPolicy::makeState());
}

TEST(AuthPolicy, AuthorizationUrlCarriesEveryParameter)
{
    const QUrl url = AuthPolicy::authorizationUrl({QUrl(u"https://as.example/authorize?tenant=t"_s),
                                                   u"https://client.example/cimd.json"_s,
                                                   QUrl(u"http://127.0.0.1:5000/callback"_s),
                                                   "chal",
                                                   "st+/=",
                                                   {u"a:b"_s, u"c"_s},
                                                   u"https://mcp.example/mcp"_s});
    const QUrlQuery query(url);
    EXPECT_EQ(query.queryItemValue(u"tenant"_s), u"t"_s);
    EXPECT_EQ(query.queryItemValue(u"response_type"_s), u"code"_s);
    EXPECT_EQ(query.queryItemValue(u"client_id"_s, QUrl::FullyDecoded),
              u"https://client.example/cimd.json"_s);
    EXPECT_EQ(query.queryItemValue(u"redirect_uri"_s, QUrl::FullyDecoded),
              u"http://127.0.0.1:5000/callback"_s);
    EXPECT_EQ(query.queryItemValue(u"code_challenge_method"_s), u"S256"_s);
    EXPECT_EQ(query.queryItemValue(u"state"_s, QUrl::FullyDecoded), u"st+/="_s);
    EXPECT_EQ(query.queryItemValue(u"scope"_s, QUrl::FullyDecoded), u"a:b c"_s);
    EXPECT_EQ(query.queryItemValue(u"resource"_s, QUrl::FullyDecoded),
              u"https://mcp.example/mcp"_s);
    const QUrl noScope = AuthPolicy::authorizationUrl({QUrl(u"https://as/authorize"_s),
                                                       u"id"_s,
                                                       QUrl(u"http://127.0.0.1:1/callback"_s),
                                                       "c",
                                                       "s",
                                                       {},
                                                       u"https://m"_s});
    EXPECT_FALSE(QUrlQuery(noScope).hasQueryItem(u"scope"_s));
}

TEST(AuthPolicy, RedirectChecksStateThenIssuerThenCode)
{
    struct Case
    {
        const char *query;
        bool issRequired;
        bool ok;
        const char *reasonPart;
    };
    const QString issuer = u"https://as.example"_s;
    const Case cases[] = {
        {"code=c&state=S", false, true, ""},
        {"code=c&state=S&iss=https%3A%2F%2Fas.example", true, true, ""},
        {"code=c&state=S&iss=https%3A%2F%2Fas.example", false, true, ""},
        {"code=c&state=S", true, false, "iss"},
        {"code=c&state=S&iss=https%3A%2F%2Fas.example%2F", false, false, "iss"},
        {"code=c&state=S&iss=https%3A%2F%2FAS.example", true, false, "iss"},
        {"code=c&state=S&iss=https%3A%2F%2Fas.example%3A443", true, false, "iss"},
        {"code=c&state=X", false, false, "state"},
        {"code=c", false, false, "state"},
        // A wrong issuer hides the error fields: they must not be acted on.
        {"error=access_denied&state=S&iss=https%3A%2F%2Fevil", false, false, "iss"},
        {"error=access_denied&error_description=no&state=S", false, false, "access_denied"},
        {"state=S", false, false, "neither"},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.query);
        const AuthPolicy::RedirectResult result = AuthPolicy::checkRedirect(
            QUrlQuery(QString::fromLatin1(c.query)), "S", issuer, c.issRequired);
        EXPECT_EQ(result.error.isEmpty(), c.ok) << result.error.toStdString();
        EXPECT_TRUE(result.error.contains(QLatin1StringView(c.reasonPart)));
        if (c.ok) {
            EXPECT_EQ(result.code, u"c"_s);
        }
    }
}

TEST(AuthStepModel, RowsFollowTheStepsUnderTheModelTester)
{
    AuthStepModel model;
    QAbstractItemModelTester tester(&model);
    model.append({AuthStep::Stage::Discovery,
                  AuthStep::Outcome::Info,
                  u"GET"_s,
                  QUrl(u"https://h/x"_s),
                  404,
                  u"not there"_s});
    model.append({AuthStep::Stage::Token,
                  AuthStep::Outcome::Failure,
                  u"failed"_s,
                  {},
                  400,
                  u"invalid_grant"_s});
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.index(0, AuthStepModel::ActionColumn).data().toString(), u"GET https://h/x"_s);
    EXPECT_EQ(model.index(0, AuthStepModel::StatusColumn).data().toInt(), 404);
    EXPECT_FALSE(model.index(0, 0).data(AuthStepModel::FailedRole).toBool());
    EXPECT_TRUE(model.index(1, 0).data(AuthStepModel::FailedRole).toBool());
    EXPECT_EQ(model.index(1, AuthStepModel::StageColumn).data().toString(), u"token request"_s);
    model.clear();
    EXPECT_EQ(model.rowCount(), 0);
}
