// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/cli/clioptions.h>

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QStringList argv(std::initializer_list<const char *> words)
{
    QStringList list{u"mcpscope-cli"_s};
    for (const char *word : words)
        list << QString::fromUtf8(word);
    return list;
}

struct UsageErrorRow
{
    const char *name;
    std::vector<const char *> words;
    const char *error;
};

class CliUsageErrors : public ::testing::TestWithParam<UsageErrorRow>
{};

TEST_P(CliUsageErrors, ExplainsTheMistake)
{
    QStringList arguments{u"mcpscope-cli"_s};
    for (const char *word : GetParam().words)
        arguments << QString::fromUtf8(word);
    EXPECT_EQ(Cli::parseArguments(arguments).error, QString::fromUtf8(GetParam().error));
}

const UsageErrorRow usageErrors[] = {
    {"no_method",
     {"--", "srv"},
     "--method is required (one of initialize, tools/list, tools/call, resources/list, "
     "resources/templates/list, resources/read, prompts/list, prompts/get, ping, raw, snapshot, "
     "skills/list, skills/read, resources/subscribe, completion/complete, logging/setLevel, "
     "tasks/list, tasks/get, "
     "tasks/result, tasks/cancel)"},
    {"unknown_method",
     {"--method", "tools/lst", "--", "srv"},
     "unknown --method \"tools/lst\"; use one of initialize, tools/list, tools/call, "
     "resources/list, resources/templates/list, resources/read, prompts/list, prompts/get, ping, "
     "raw, snapshot, skills/list, skills/read, "
     "resources/subscribe, completion/complete, logging/setLevel, tasks/list, tasks/get, "
     "tasks/result, tasks/cancel"},
    {"no_server",
     {"--method", "ping"},
     "no server given: put the server command after --, e.g. mcpscope-cli --method tools/list -- "
     "node server.js, or use --url URL or --config FILE --server NAME"},
    {"url_and_command",
     {"--method", "ping", "--url", "http://127.0.0.1:1/mcp", "--", "srv"},
     "give either --url or a command after --, not both"},
    {"header_with_line_break",
     {"--method", "ping", "--url", "http://127.0.0.1:1/mcp", "--header", "X-A: 1\r\nX-B: 2"},
     "--header: the value of the HTTP header X-A has a line break (CR or LF), which could add "
     "headers of its own: request not sent"},
    {"header_name_not_a_token",
     {"--method", "ping", "--url", "http://127.0.0.1:1/mcp", "--header", "X A: 1"},
     "--header: the HTTP header name \"X A\" has a character headers cannot carry: request not "
     "sent"},
    {"max_message_size_not_a_size",
     {"--method", "ping", "--max-message-size", "lots", "--", "srv"},
     "--max-message-size must be a size from 1K to 1G (e.g. 64M or 1048576), got \"lots\""},
    {"max_message_size_too_small",
     {"--method", "ping", "--max-message-size", "100", "--", "srv"},
     "--max-message-size must be a size from 1K to 1G (e.g. 64M or 1048576), got \"100\""},
    {"max_message_size_too_large",
     {"--method", "ping", "--max-message-size", "2G", "--", "srv"},
     "--max-message-size must be a size from 1K to 1G (e.g. 64M or 1048576), got \"2G\""},
    {"url_without_host",
     {"--method", "ping", "--url", "http:/mcp"},
     "--url must be an http://, https://, ws:// or wss:// URL with a host, got \"http:/mcp\""},
    {"url_bad_scheme",
     {"--method", "ping", "--url", "ftp://h/x"},
     "--url must be an http://, https://, ws:// or wss:// URL with a host, got \"ftp://h/x\""},
    {"bad_transport",
     {"--method", "ping", "--url", "http://h/mcp", "--transport", "grpc"},
     "--transport must be http, sse or ws, got \"grpc\""},
    {"transport_mismatch",
     {"--method", "ping", "--url", "http://h/mcp", "--transport", "ws"},
     "--transport ws does not fit a http:// URL"},
    {"header_without_colon",
     {"--method", "ping", "--url", "http://h/mcp", "--header", "X-Key"},
     "--header expects \"Name: value\", got \"X-Key\""},
    {"header_with_stdio",
     {"--method", "ping", "--header", "A: b", "--", "srv"},
     "--header is only used with --url"},
    {"server_without_dashdash",
     {"--method", "ping", "node", "s.js"},
     "put the server command after --, e.g. mcpscope-cli --method ping -- node s.js"},
    {"call_without_tool",
     {"--method", "tools/call", "--", "srv"},
     "--method tools/call needs --tool-name NAME"},
    {"read_without_uri",
     {"--method", "resources/read", "--", "srv"},
     "--method resources/read needs --uri URI"},
    {"get_without_prompt",
     {"--method", "prompts/get", "--", "srv"},
     "--method prompts/get needs --prompt-name NAME"},
    {"tool_option_with_other_method",
     {"--method", "tools/list", "--tool-name", "x", "--", "srv"},
     "--tool-name is only used with --method tools/call"},
    {"tool_arg_without_equals",
     {"--method", "tools/call", "--tool-name", "x", "--tool-arg", "oops", "--", "srv"},
     "--tool-arg expects KEY=VALUE, got \"oops\""},
    {"tool_args_json_not_object",
     {"--method", "tools/call", "--tool-name", "x", "--tool-args-json", "[1]", "--", "srv"},
     "--tool-args-json must be a JSON object, like '{\"a\": 1}'"},
    {"tool_args_json_broken",
     {"--method", "tools/call", "--tool-name", "x", "--tool-args-json", "{\"a\":", "--", "srv"},
     "--tool-args-json is not valid JSON: unterminated object at offset 5"},
    {"env_without_equals",
     {"--method", "ping", "-e", "TOKEN", "--", "srv"},
     "-e expects KEY=VALUE, got \"TOKEN\""},
    {"bad_format",
     {"--method", "ping", "--format", "yaml", "--", "srv"},
     "--format must be text or json, got \"yaml\""},
    {"bad_timeout",
     {"--method", "ping", "--timeout", "soon", "--", "srv"},
     "--timeout must be a positive number of milliseconds, got \"soon\""},
    {"unknown_option",
     {"--method", "ping", "--frobnicate", "--", "srv"},
     "Unknown option 'frobnicate'."},
};
INSTANTIATE_TEST_SUITE_P(Rows,
                         CliUsageErrors,
                         ::testing::ValuesIn(usageErrors),
                         [](const auto &info) { return std::string(info.param.name); });

struct ValueRow
{
    const char *text;
    const char *json; // the expected value, as JSON inside an array
};

class CliArgumentValues : public ::testing::TestWithParam<ValueRow>
{};

TEST_P(CliArgumentValues, JsonWhenItParsesElseString)
{
    const QJsonValue value = Cli::parseArgumentValue(QString::fromUtf8(GetParam().text));
    const QJsonValue expected
        = QJsonDocument::fromJson(QByteArray("[") + GetParam().json + "]").array().first();
    EXPECT_EQ(value, expected) << GetParam().text;
}

const ValueRow valueRows[] = {
    {"3", "3"},
    {"-2.5", "-2.5"},
    {"true", "true"},
    {"null", "null"},
    {"hello", "\"hello\""},
    {"012", "\"012\""}, // not valid JSON: stays the string the user typed
    {"\"quoted\"", "\"quoted\""},
    {"{\"a\":1}", "{\"a\":1}"},
    {"[1,2]", "[1,2]"},
    {"", "\"\""},
    {"a b", "\"a b\""},
};
INSTANTIATE_TEST_SUITE_P(Rows, CliArgumentValues, ::testing::ValuesIn(valueRows));

TEST(CliOptions, ParsesAFullToolCall)
{
    const CliParseResult parsed = Cli::parseArguments(argv({"--method",
                                                            "tools/call",
                                                            "--tool-name",
                                                            "create",
                                                            "--tool-args-json",
                                                            R"({"id":"012","n":1})",
                                                            "--tool-arg",
                                                            "n=2",
                                                            "--tool-arg",
                                                            "tag=x",
                                                            "-e",
                                                            "TOKEN=abc=def",
                                                            "--cwd",
                                                            "/tmp",
                                                            "--timeout",
                                                            "1500",
                                                            "--format",
                                                            "json",
                                                            "--",
                                                            "node",
                                                            "server.js",
                                                            "--port",
                                                            "3"}));
    ASSERT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString();
    const CliOptions &o = parsed.options;
    EXPECT_EQ(o.method, u"tools/call"_s);
    EXPECT_EQ(o.toolName, u"create"_s);
    EXPECT_EQ(o.toolArguments.value("id"_L1), QJsonValue(u"012"_s));
    EXPECT_EQ(o.toolArguments.value("n"_L1), QJsonValue(2)); // --tool-arg applies on top
    EXPECT_EQ(o.toolArguments.value("tag"_L1), QJsonValue(u"x"_s));
    EXPECT_EQ(o.server.program, u"node"_s);
    EXPECT_EQ(o.server.arguments, (QStringList{u"server.js"_s, u"--port"_s, u"3"_s}));
    ASSERT_EQ(o.server.environment.size(), 1);
    EXPECT_EQ(o.server.environment.first().name, u"TOKEN"_s);
    EXPECT_EQ(o.server.environment.first().value, u"abc=def"_s);
    EXPECT_EQ(o.server.workingDirectory, u"/tmp"_s);
    EXPECT_EQ(o.timeoutMs, 1500);
    EXPECT_EQ(o.format, CliOptions::Format::Json);
}

struct TransportRow
{
    const char *url;
    const char *transport; // "" = inferred
    ServerConfig::TransportKind kind;
};

class CliTransports : public ::testing::TestWithParam<TransportRow>
{};

TEST_P(CliTransports, ChoosesTransport)
{
    QStringList arguments{
        u"mcpscope-cli"_s, u"--method"_s, u"ping"_s, u"--url"_s, QString::fromUtf8(GetParam().url)};
    if (*GetParam().transport)
        arguments << u"--transport"_s << QString::fromUtf8(GetParam().transport);
    const CliParseResult parsed = Cli::parseArguments(arguments);
    ASSERT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString();
    EXPECT_EQ(parsed.options.server.transport, GetParam().kind);
    EXPECT_EQ(parsed.options.server.transportChosen, *GetParam().transport != '\0');
}

const TransportRow transportRows[] = {
    {"http://127.0.0.1:3001/mcp", "", ServerConfig::TransportKind::StreamableHttp},
    {"https://example.test/mcp/", "", ServerConfig::TransportKind::StreamableHttp},
    {"http://127.0.0.1:3001/sse", "", ServerConfig::TransportKind::Sse},
    {"http://127.0.0.1:3001/sse/", "", ServerConfig::TransportKind::Sse},
    {"ws://127.0.0.1:3001/", "", ServerConfig::TransportKind::WebSocket},
    {"wss://example.test/mcp", "", ServerConfig::TransportKind::WebSocket},
    {"http://127.0.0.1:3001/events", "sse", ServerConfig::TransportKind::Sse},
    {"http://127.0.0.1:3001/sse", "http", ServerConfig::TransportKind::StreamableHttp},
};
INSTANTIATE_TEST_SUITE_P(Rows, CliTransports, ::testing::ValuesIn(transportRows));

TEST(CliOptions, HeadersAreParsedAndAuthorizationIsSecret)
{
    const CliParseResult parsed = Cli::parseArguments(argv({"--method",
                                                            "ping",
                                                            "--url",
                                                            "http://127.0.0.1:1/mcp",
                                                            "--header",
                                                            "Authorization: Bearer abc",
                                                            "--header",
                                                            "X-Tenant:  acme ",
                                                            "--accept-certificate",
                                                            "ab:cd"}));
    ASSERT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString();
    const QList<ServerConfig::Header> headers = parsed.options.server.headers;
    ASSERT_EQ(headers.size(), 2);
    EXPECT_EQ(headers.at(0).value, u"Bearer abc"_s);
    EXPECT_TRUE(headers.at(0).secret);
    EXPECT_EQ(headers.at(1).name, u"X-Tenant"_s);
    EXPECT_EQ(headers.at(1).value, u"acme"_s);
    EXPECT_FALSE(headers.at(1).secret);
    EXPECT_EQ(parsed.options.server.acceptedCertificateSha256, u"ab:cd"_s);
}

TEST(CliOptions, MaxMessageSizeSetsTheLimitOfTheServer)
{
    const CliParseResult defaults = Cli::parseArguments(argv({"--method", "ping", "--", "srv"}));
    ASSERT_TRUE(defaults.error.isEmpty()) << defaults.error.toStdString();
    EXPECT_EQ(defaults.options.server.maxMessageBytes, qint64(64) << 20);
    const CliParseResult parsed = Cli::parseArguments(
        argv({"--method", "ping", "--max-message-size", "512K", "--", "srv"}));
    ASSERT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString();
    EXPECT_EQ(parsed.options.server.maxMessageBytes, 512 * 1024);
}

TEST(CliOptions, PromptArgumentsStayStrings)
{
    const CliParseResult parsed = Cli::parseArguments(argv({"--method",
                                                            "prompts/get",
                                                            "--prompt-name",
                                                            "p",
                                                            "--prompt-args",
                                                            "count=3",
                                                            "--",
                                                            "srv"}));
    ASSERT_TRUE(parsed.error.isEmpty());
    EXPECT_EQ(parsed.options.promptArguments.value("count"_L1), QJsonValue(u"3"_s));
}

TEST(CliOptions, HelpNamesEveryOption)
{
    const QString help = Cli::helpText();
    for (const char *option : {"--method",
                               "--tool-name",
                               "--tool-arg",
                               "--tool-args-json",
                               "--uri",
                               "--prompt-name",
                               "--prompt-args",
                               "-e",
                               "--cwd",
                               "--timeout",
                               "--max-message-size",
                               "--format"})
        EXPECT_TRUE(help.contains(QString::fromUtf8(option))) << option;
}

} // namespace
