// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// "Copy as" for log frames: JSON, mcpscope-cli and curl strings, quoting and redaction.
#include "uitesthelpers.h"

#include <core/auth/authconfig.h>
#include <core/cli/clioptions.h>
#include <ui/log/copyas.h>

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct QuoteCase
{
    const char *word;
    const char *quoted;
};

class ShellQuote : public ::testing::TestWithParam<QuoteCase>
{};

ServerConfig copyAsStdioServer()
{
    ServerConfig config;
    config.program = u"/opt/my server/bin/srv"_s;
    config.arguments = {u"--name"_s, u"it's"_s, u"plain"_s};
    config.environment = {{u"API_KEY"_s, u"sk-live-123"_s, true}, {u"MODE"_s, u"dev x"_s, false}};
    return config;
}

ServerConfig httpServer()
{
    ServerConfig config;
    config.transport = ServerConfig::TransportKind::StreamableHttp;
    config.url = QUrl(u"http://127.0.0.1:8931/mcp"_s);
    config.bearerToken = u"tok-secret"_s;
    config.headers = {{u"X-Team"_s, u"blue"_s, false},
                      {u"X-Api-Key"_s, u"key-secret"_s, true},
                      {u"Cookie"_s, u"sid=cookie-secret"_s, false}}; // secret by its name
    return config;
}

const QByteArray kPing = R"({"jsonrpc":"2.0","id":1,"method":"ping"})";

} // namespace

TEST_P(ShellQuote, QuotesOnlyWhatTheShellWouldChange)
{
    EXPECT_EQ(CopyAs::shellQuote(QString::fromUtf8(GetParam().word)),
              QString::fromUtf8(GetParam().quoted));
}

INSTANTIATE_TEST_SUITE_P(Cases,
                         ShellQuote,
                         ::testing::Values(QuoteCase{"plain", "plain"},
                                           QuoteCase{"/usr/bin/node", "/usr/bin/node"},
                                           QuoteCase{"--url=http://x:1/mcp",
                                                     "--url=http://x:1/mcp"},
                                           QuoteCase{"two words", "'two words'"},
                                           QuoteCase{"it's", "'it'\\''s'"},
                                           QuoteCase{"$HOME", "'$HOME'"},
                                           QuoteCase{"a\"b", "'a\"b'"},
                                           QuoteCase{"", "''"},
                                           QuoteCase{"back`tick`", "'back`tick`'"},
                                           QuoteCase{R"({"id":1})", R"('{"id":1}')"},
                                           // Control and bidi characters never reach a
                                           // terminal raw: ESC[201~ ends a bracketed paste.
                                           QuoteCase{"a\x1b[201~b", R"($'a\x1b[201~b')"},
                                           QuoteCase{"it's\a\n", R"($'it\'s\x07\n')"},
                                           QuoteCase{"x\xe2\x80\xaey", R"($'x\u202ey')"},
                                           QuoteCase{"c1\xc2\x9b", R"($'c1\u009b')"},
                                           QuoteCase{"new\nline", "'new\nline'"}));

TEST(CopyAs, CommandsCarryNoRawControlBytes)
{
    const QByteArray hostile = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\x1b[201~\"}";
    for (const QString &command :
         {CopyAs::cliCommand(hostile, CopyContext{copyAsStdioServer(), {}, {}, false}),
          CopyAs::curl(hostile, CopyContext{httpServer(), {}, {}, false})}) {
        EXPECT_FALSE(command.contains(QChar(0x1b))) << qPrintable(command);
        EXPECT_TRUE(command.contains(u"$'"_s)) << qPrintable(command);
    }
}

TEST(CopyAs, JsonIsIndentedAndNonJsonStaysAsReceived)
{
    EXPECT_EQ(CopyAs::json(kPing),
              u"{\n    \"id\": 1,\n    \"jsonrpc\": \"2.0\",\n    \"method\": \"ping\"\n}"_s);
    EXPECT_EQ(CopyAs::json("not {json"), u"not {json"_s);
}

TEST(CopyAs, CliCommandForStdioQuotesArgumentsAndHidesSecretEnvironment)
{
    const QString command
        = CopyAs::cliCommand(kPing, CopyContext{copyAsStdioServer(), {}, {}, false});
    EXPECT_EQ(command,
              uR"(mcpscope-cli --method raw --frame '{"jsonrpc":"2.0","id":1,"method":"ping"}' )"
              uR"(-e 'API_KEY=<secret>' -e 'MODE=dev x' -- '/opt/my server/bin/srv' --name )"
              uR"('it'\''s' plain)"_s);
    EXPECT_FALSE(command.contains(u"sk-live"_s));
}

TEST(CopyAs, CliCommandForHttpRedactsTokensAndKeepsNoHandshake)
{
    const QByteArray quote = R"({"jsonrpc":"2.0","id":2,"method":"echo","params":{"s":"it's"}})";
    const QString command = CopyAs::cliCommand(quote, CopyContext{httpServer(), "abc", {}, true});
    EXPECT_EQ(
        command,
        uR"(mcpscope-cli --method raw --no-handshake --frame '{"jsonrpc":"2.0","id":2,"method":"echo","params":{"s":"it'\''s"}}' )"
        uR"(--url http://127.0.0.1:8931/mcp --header 'X-Team: blue' --header 'X-Api-Key: <secret>' )"
        uR"(--header 'Cookie: <secret>' --header 'Authorization: Bearer <token>')"_s);
    for (const QString &secret : {u"tok-secret"_s, u"key-secret"_s, u"cookie-secret"_s})
        EXPECT_FALSE(command.contains(secret)) << qPrintable(secret);
    // A recorded initialize is sent as is: the CLI must not run its own first.
    EXPECT_TRUE(CopyAs::cliCommand(R"({"jsonrpc":"2.0","id":0,"method":"initialize"})",
                                   CopyContext{httpServer(), {}, {}, false})
                    .contains(u"--no-handshake"_s));
}

TEST(CopyAs, CurlCarriesSessionHeadersAndPlaceholdersForSecrets)
{
    ServerConfig config = httpServer();
    config.headers.append({u"authorization"_s, u"Basic abc"_s, false}); // secret by its name
    const QString curl
        = CopyAs::curl(kPing, CopyContext{config, "sess-42", u"2025-06-18"_s, false});
    EXPECT_EQ(curl,
              uR"(curl -sS -N -X POST http://127.0.0.1:8931/mcp )"
              uR"(-H 'Content-Type: application/json' )"
              uR"(-H 'Accept: application/json, text/event-stream' )"
              uR"(-H 'Mcp-Session-Id: sess-42' -H 'MCP-Protocol-Version: 2025-06-18' )"
              uR"(-H 'X-Team: blue' -H 'X-Api-Key: <secret>' -H 'Cookie: <secret>' )"
              uR"(-H 'authorization: <secret>' -H 'Authorization: Bearer <token>' )"
              uR"(--data-raw '{"jsonrpc":"2.0","id":1,"method":"ping"}')"_s);
    EXPECT_FALSE(curl.contains(u"Basic abc"_s));
    // initialize starts a session: no session id or version to send yet.
    const QString initialize = CopyAs::curl(R"({"jsonrpc":"2.0","id":0,"method":"initialize"})",
                                            CopyContext{config, "sess-42", u"2025-06-18"_s, false});
    EXPECT_FALSE(initialize.contains(u"Mcp-Session-Id"_s));
    EXPECT_FALSE(initialize.contains(u"MCP-Protocol-Version"_s));
    // curl speaks neither stdio nor WebSocket.
    EXPECT_TRUE(CopyAs::curl(kPing, CopyContext{copyAsStdioServer(), {}, {}, false}).isEmpty());
    config.transport = ServerConfig::TransportKind::WebSocket;
    EXPECT_TRUE(CopyAs::curl(kPing, CopyContext{config, {}, {}, false}).isEmpty());
}

namespace {

// The words a POSIX shell makes of a copied command: single quotes (with '\'' inside) and
// plain words; what CopyAs::shellQuote writes for these values.
QStringList shellWords(const QString &command)
{
    QStringList words;
    QString word;
    bool inWord = false;
    bool quoted = false;
    for (qsizetype i = 0; i < command.size(); ++i) {
        const QChar c = command.at(i);
        if (quoted) {
            if (c == u'\'')
                quoted = false;
            else
                word += c;
        } else if (c == u'\'') {
            quoted = inWord = true;
        } else if (c == u'\\' && i + 1 < command.size()) {
            word += command.at(++i);
            inWord = true;
        } else if (c == u' ') {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        words << word;
    return words;
}

} // namespace

// "Copy as" mcpscope-cli carries the server's OAuth settings: parsed back by the CLI, the
// command gives the same grant, files, IdP and DPoP; the secrets travel as environment
// variable names, never as values.
TEST(CopyAs, CliCommandCarriesTheOAuthSettings)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const auto file = [&dir](const QString &name) {
        QFile out(dir.filePath(name));
        EXPECT_TRUE(out.open(QIODevice::WriteOnly));
        out.write("eyJ.file.sig");
        return out.fileName();
    };
    ServerConfig enterprise;
    enterprise.transport = ServerConfig::TransportKind::StreamableHttp;
    enterprise.url = QUrl(u"https://mcp.example/mcp"_s);
    enterprise.oauth.grant = u"enterprise"_s;
    enterprise.oauth.clientId = u"mcp-client"_s;
    enterprise.oauth.clientSecret = u"client-secret-value"_s;
    enterprise.oauth.clientKeyFile = file(u"client key.pem"_s);
    enterprise.oauth.idTokenFile = file(u"id.jwt"_s);
    enterprise.oauth.idpTokenEndpoint = u"https://idp.example/oauth2/token"_s;
    enterprise.oauth.idpClientId = u"idp-client"_s;
    enterprise.oauth.idpClientSecret = u"idp-secret-value"_s;
    enterprise.oauth.dpop = true;
    ServerConfig workload = enterprise;
    workload.oauth = {};
    workload.oauth.grant = u"jwt-bearer"_s;
    workload.oauth.assertionFile = file(u"wif.jwt"_s);

    qputenv(CliAuth::kClientSecretVariable.data(), "from-the-environment");
    qputenv(CliAuth::kIdpClientSecretVariable.data(), "idp-from-the-environment");
    for (const ServerConfig &config : {enterprise, workload}) {
        SCOPED_TRACE(config.oauth.grant.toStdString());
        const QString command = CopyAs::cliCommand(kPing, CopyContext{config, {}, {}, false});
        EXPECT_FALSE(command.contains("secret-value"_L1)) << command.toStdString();
        const CliParseResult parsed = Cli::parseArguments(shellWords(command));
        ASSERT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString() << command.toStdString();
        const CliAuthOptions &auth = parsed.options.auth;
        EXPECT_EQ(parsed.options.server.url, config.url);
        EXPECT_EQ(auth.grant, AuthConfig::grantFromName(config.oauth.grant));
        EXPECT_EQ(auth.clientId, config.oauth.clientId);
        EXPECT_EQ(auth.clientSecret,
                  config.oauth.clientSecret.isEmpty() ? QString() : u"from-the-environment"_s);
        EXPECT_EQ(auth.clientKeyFile, config.oauth.clientKeyFile);
        EXPECT_EQ(auth.assertionFile, config.oauth.assertionFile);
        EXPECT_EQ(auth.idTokenFile, config.oauth.idTokenFile);
        EXPECT_EQ(auth.idpTokenEndpoint.toString(), config.oauth.idpTokenEndpoint);
        EXPECT_EQ(auth.idpClientId, config.oauth.idpClientId);
        EXPECT_EQ(auth.idpClientSecret,
                  config.oauth.idpClientSecret.isEmpty() ? QString()
                                                         : u"idp-from-the-environment"_s);
        EXPECT_EQ(auth.dpop, config.oauth.dpop);
    }
    qunsetenv(CliAuth::kClientSecretVariable.data());
    qunsetenv(CliAuth::kIdpClientSecretVariable.data());
}
