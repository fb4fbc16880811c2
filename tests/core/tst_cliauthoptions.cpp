// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// mcpscope-cli's OAuth options: what they fill in, and the usage errors.
#include <core/cli/clioptions.h>

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
    };
    for (const Case &c : cases) {
        const QString error = Cli::parseArguments(c.arguments).error;
        EXPECT_TRUE(error.contains(QLatin1StringView(c.errorPart))) << error.toStdString();
    }
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
