// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// mcpscope-cli's OAuth options: what they fill in, and the usage errors.
#include <core/cli/clioptions.h>

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QStringList words(std::initializer_list<const char *> list)
{
    QStringList out{u"mcpscope-cli"_s};
    for (const char *word : list)
        out << QString::fromUtf8(word);
    return out;
}

} // namespace

TEST(CliAuthOptions, FillTheAuthSettings)
{
    const CliParseResult parsed = Cli::parseArguments(words({"--method",
                                                             "tools/list",
                                                             "--url",
                                                             "https://mcp.example/mcp",
                                                             "--client-id",
                                                             "id1",
                                                             "--client-secret",
                                                             "s3",
                                                             "--client-metadata-url",
                                                             "https://me.example/cimd.json",
                                                             "--scope",
                                                             "a b",
                                                             "--scope",
                                                             "c"}));
    ASSERT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString();
    const CliAuthOptions &auth = parsed.options.auth;
    EXPECT_EQ(auth.clientId, u"id1"_s);
    EXPECT_EQ(auth.clientSecret, u"s3"_s);
    EXPECT_EQ(auth.clientMetadataUrl, QUrl(u"https://me.example/cimd.json"_s));
    EXPECT_EQ(auth.scopes, (QStringList{u"a"_s, u"b"_s, u"c"_s}));
    EXPECT_FALSE(auth.memoryOnly);
    EXPECT_FALSE(auth.forget);
}

TEST(CliAuthOptions, ForgetCredentialsNeedsNoMethod)
{
    const CliParseResult parsed
        = Cli::parseArguments(words({"--forget-credentials", "--url", "https://m/mcp"}));
    EXPECT_EQ(parsed.error, QString());
    EXPECT_TRUE(parsed.options.auth.forget);
}

TEST(CliAuthOptions, UsageErrors)
{
    qputenv("MCPSCOPE_TEST_EMPTY_VARIABLE", "");
    struct Case
    {
        QStringList arguments;
        const char *errorPart;
    };
    const Case cases[] = {
        {words({"--method", "tools/list", "--url", "https://m/mcp", "--client-secret", "s"}),
         "--client-secret needs --client-id"},
        {words({"--method",
                "tools/list",
                "--url",
                "https://m/mcp",
                "--client-metadata-url",
                "http://me.example/cimd.json"}),
         "must be an https URL with a path"},
        {words({"--method",
                "tools/list",
                "--url",
                "https://m/mcp",
                "--client-metadata-url",
                "https://me.example"}),
         "must be an https URL with a path"},
        {words({"--method", "tools/list", "--client-id", "x", "--", "node", "server.js"}),
         "only used with --url"},
        {words({"--forget-credentials", "--", "node", "server.js"}),
         "--forget-credentials needs --url"},
        {words({"--method", "tools/list", "--dpop", "--", "node", "server.js"}),
         "only used with --url"},
        {words({"--method", "tools/list", "--url", "https://m/mcp", "--auth-grant", "implicit"}),
         "--auth-grant is authorization-code, client-credentials"},
        {words({"--method",
                "tools/list",
                "--url",
                "https://m/mcp",
                "--auth-grant",
                "client-credentials",
                "--client-id",
                "c"}),
         "needs --client-id with --client-secret or --client-key"},
        {words({"--method", "tools/list", "--url", "https://m/mcp", "--auth-grant", "jwt-bearer"}),
         "needs --assertion-file or --assertion-env"},
        {words({"--method",
                "tools/list",
                "--url",
                "https://m/mcp",
                "--auth-grant",
                "jwt-bearer",
                "--assertion-env",
                "MCPSCOPE_TEST_EMPTY_VARIABLE"}),
         "MCPSCOPE_TEST_EMPTY_VARIABLE is not set or empty"},
        {words({"--method",
                "tools/list",
                "--url",
                "https://m/mcp",
                "--auth-grant",
                "jwt-bearer",
                "--assertion-file",
                "/nonexistent/wif.jwt"}),
         "--assertion-file: cannot read \"/nonexistent/wif.jwt\""},
        {words({"--method",
                "tools/list",
                "--url",
                "https://m/mcp",
                "--auth-grant",
                "enterprise",
                "--client-id",
                "c"}),
         "needs --id-token-file, --idp-token-endpoint"},
        {words({"--method",
                "tools/list",
                "--url",
                "https://m/mcp",
                "--id-token-file",
                "/etc/hostname"}),
         "need --auth-grant jwt-bearer or enterprise"},
    };
    for (const Case &c : cases) {
        const QString error = Cli::parseArguments(c.arguments).error;
        EXPECT_TRUE(error.contains(QLatin1StringView(c.errorPart))) << error.toStdString();
    }
    qunsetenv("MCPSCOPE_TEST_EMPTY_VARIABLE");
}

TEST(CliAuthOptions, ConformanceTakesTheSuitesClient)
{
    qputenv("MCP_CONFORMANCE_SCENARIO", "auth/pre-registration");
    qputenv("MCP_CONFORMANCE_CONTEXT", R"({"client_id":"cid","client_secret":"cs"})");
    const CliParseResult parsed
        = Cli::parseArguments(words({"--conformance", "http://localhost:1/mcp"}));
    qunsetenv("MCP_CONFORMANCE_SCENARIO");
    qunsetenv("MCP_CONFORMANCE_CONTEXT");
    ASSERT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString();
    EXPECT_EQ(parsed.options.auth.clientId, u"cid"_s);
    EXPECT_EQ(parsed.options.auth.clientSecret, u"cs"_s);
    EXPECT_EQ(parsed.options.auth.clientMetadataUrl.host(), u"conformance-test.local"_s);
    EXPECT_TRUE(parsed.options.auth.memoryOnly);
}

TEST(CliAuthOptions, GrantsReadTheirCredentialFiles)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const auto write = [&dir](const char *name, const QByteArray &content) {
        QFile file(dir.filePath(QString::fromUtf8(name)));
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(content);
        return file.fileName().toUtf8();
    };
    const QByteArray key = write("key.pem", "-----BEGIN PRIVATE KEY-----\nabc\n");
    const QByteArray jwt = write("wif.jwt", "eyJ.workload.sig\n");
    const QByteArray idToken = write("id.jwt", "eyJ.user.sig");
    struct Case
    {
        QStringList arguments;
        AuthGrant grant;
        const char *check; // which field must be filled
    };
    const Case cases[] = {
        {words({"--method",
                "tools/list",
                "--url",
                "https://m/mcp",
                "--auth-grant",
                "client-credentials",
                "--client-id",
                "c",
                "--client-key",
                key.constData()}),
         AuthGrant::ClientCredentials,
         "key"},
        {words({"--method",
                "tools/list",
                "--url",
                "https://m/mcp",
                "--auth-grant",
                "jwt-bearer",
                "--assertion-file",
                jwt.constData(),
                "--dpop"}),
         AuthGrant::JwtBearer,
         "assertion"},
        {words({"--method",
                "tools/list",
                "--url",
                "https://m/mcp",
                "--auth-grant",
                "enterprise",
                "--client-id",
                "c",
                "--client-secret",
                "s",
                "--id-token-file",
                idToken.constData(),
                "--idp-token-endpoint",
                "https://idp.example/token",
                "--idp-client-id",
                "idp-c"}),
         AuthGrant::Enterprise,
         "idToken"},
    };
    for (const Case &c : cases) {
        const CliParseResult parsed = Cli::parseArguments(c.arguments);
        ASSERT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString();
        const CliAuthOptions &auth = parsed.options.auth;
        EXPECT_EQ(auth.grant, c.grant);
        const QByteArray check(c.check);
        if (check == "key")
            EXPECT_EQ(auth.clientKeyPem, "-----BEGIN PRIVATE KEY-----\nabc");
        if (check == "assertion") {
            EXPECT_EQ(auth.assertion, u"eyJ.workload.sig"_s); // trimmed
            EXPECT_TRUE(auth.dpop);
        }
        if (check == "idToken") {
            EXPECT_EQ(auth.idToken, u"eyJ.user.sig"_s);
            EXPECT_EQ(auth.idpTokenEndpoint, QUrl(u"https://idp.example/token"_s));
            EXPECT_EQ(auth.idpClientId, u"idp-c"_s);
        }
    }
}

TEST(CliAuthOptions, ConformanceExtensionsTakeTheirGrantFromTheContext)
{
    struct Case
    {
        const char *scenario;
        const char *context;
        AuthGrant grant;
        bool dpop;
    };
    const Case cases[] = {
        {"auth/client-credentials-basic",
         R"({"client_id":"c","client_secret":"s"})",
         AuthGrant::ClientCredentials,
         false},
        {"auth/client-credentials-jwt",
         R"({"client_id":"c","private_key_pem":"PEM"})",
         AuthGrant::ClientCredentials,
         false},
        {"auth/wif-jwt-bearer", R"({"valid_jwt":"w"})", AuthGrant::JwtBearer, false},
        {"auth/enterprise-managed-authorization",
         R"({"idp_id_token":"t","idp_token_endpoint":"http://localhost:2/token"})",
         AuthGrant::Enterprise,
         false},
        {"auth/dpop-nonce", "{}", AuthGrant::AuthorizationCode, true},
        {"auth/pre-registration",
         R"({"client_id":"c","client_secret":"s"})",
         AuthGrant::AuthorizationCode,
         false},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.scenario);
        qputenv("MCP_CONFORMANCE_SCENARIO", c.scenario);
        qputenv("MCP_CONFORMANCE_CONTEXT", c.context);
        const CliParseResult parsed
            = Cli::parseArguments(words({"--conformance", "http://localhost:1/mcp"}));
        ASSERT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString();
        EXPECT_EQ(parsed.options.auth.grant, c.grant);
        EXPECT_EQ(parsed.options.auth.dpop, c.dpop);
    }
    qunsetenv("MCP_CONFORMANCE_SCENARIO");
    qunsetenv("MCP_CONFORMANCE_CONTEXT");
    // The signed-JWT scenario's key is the one it handed over.
    qputenv("MCP_CONFORMANCE_SCENARIO", "auth/client-credentials-jwt");
    qputenv("MCP_CONFORMANCE_CONTEXT", R"({"client_id":"c","private_key_pem":"PEM"})");
    EXPECT_EQ(Cli::parseArguments(words({"--conformance", "http://localhost:1/mcp"}))
                  .options.auth.clientKeyPem,
              "PEM");
    qunsetenv("MCP_CONFORMANCE_SCENARIO");
    qunsetenv("MCP_CONFORMANCE_CONTEXT");
}

// Secrets from environment variables (out of the process list), and the files' paths kept
// for the flow, which reads them again at each grant.
TEST(CliAuthOptions, SecretsFromTheEnvironmentAndFilePathsForEachGrant)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QFile idToken(dir.filePath(u"id.jwt"_s));
    ASSERT_TRUE(idToken.open(QIODevice::WriteOnly));
    idToken.write("eyJ.user.sig");
    idToken.close();
    const QByteArray path = idToken.fileName().toUtf8();
    qputenv("MCPSCOPE_TEST_CLIENT_SECRET", "client-secret-1");
    qputenv("MCPSCOPE_TEST_IDP_SECRET", "idp-secret-1");
    const CliParseResult parsed = Cli::parseArguments(words({"--method",
                                                             "tools/list",
                                                             "--url",
                                                             "https://m/mcp",
                                                             "--auth-grant",
                                                             "enterprise",
                                                             "--client-id",
                                                             "c",
                                                             "--client-secret-env",
                                                             "MCPSCOPE_TEST_CLIENT_SECRET",
                                                             "--id-token-file",
                                                             path.constData(),
                                                             "--idp-token-endpoint",
                                                             "https://idp.example/token",
                                                             "--idp-client-id",
                                                             "idp-c",
                                                             "--idp-client-secret-env",
                                                             "MCPSCOPE_TEST_IDP_SECRET"}));
    ASSERT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString();
    EXPECT_EQ(parsed.options.auth.clientSecret, u"client-secret-1"_s);
    EXPECT_EQ(parsed.options.auth.idpClientSecret, u"idp-secret-1"_s);
    EXPECT_EQ(parsed.options.auth.idTokenFile, QString::fromUtf8(path));

    const struct
    {
        QStringList arguments;
        const char *error;
    } errors[] = {
        {words({"--method",
                "tools/list",
                "--url",
                "https://m/mcp",
                "--client-id",
                "c",
                "--client-secret-env",
                "MCPSCOPE_TEST_UNSET_VARIABLE"}),
         "--client-secret-env: the environment variable MCPSCOPE_TEST_UNSET_VARIABLE is not set"},
        {words({"--method",
                "tools/list",
                "--url",
                "https://m/mcp",
                "--client-id",
                "c",
                "--client-secret",
                "s",
                "--client-secret-env",
                "MCPSCOPE_TEST_CLIENT_SECRET"}),
         "give one"},
        {words({"--method",
                "tools/list",
                "--url",
                "https://m/mcp",
                "--idp-client-secret-env",
                "MCPSCOPE_TEST_IDP_SECRET"}),
         "--idp-client-secret-env needs --idp-client-id"},
    };
    for (const auto &c : errors) {
        const CliParseResult refused = Cli::parseArguments(c.arguments);
        EXPECT_TRUE(refused.error.contains(QString::fromUtf8(c.error)))
            << refused.error.toStdString();
    }
    qunsetenv("MCPSCOPE_TEST_CLIENT_SECRET");
    qunsetenv("MCPSCOPE_TEST_IDP_SECRET");
}
