// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/cli/clioptions.h>

#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// mcpscope-cli options for subscribe, completion, logging, tasks, _meta and client features.
namespace {

CliParseResult parse(std::initializer_list<QString> words)
{
    QStringList arguments{u"mcpscope-cli"_s};
    arguments << QStringList(words);
    return Cli::parseArguments(arguments);
}

struct ProtocolUsageRow
{
    const char *name;
    std::vector<const char *> words;
    const char *error;
};

class CliProtocolUsageErrors : public ::testing::TestWithParam<ProtocolUsageRow>
{};

TEST_P(CliProtocolUsageErrors, ExplainsTheMistake)
{
    QStringList arguments{u"mcpscope-cli"_s};
    for (const char *word : GetParam().words)
        arguments << QString::fromUtf8(word);
    arguments << u"--"_s << u"srv"_s;
    EXPECT_EQ(Cli::parseArguments(arguments).error, QString::fromUtf8(GetParam().error));
}

const ProtocolUsageRow usageRows[] = {
    {"set_level_without_level",
     {"--method", "logging/setLevel"},
     "--method logging/setLevel needs --log-level L (one of debug, info, notice, warning, error, "
     "critical, alert, emergency)"},
    {"unknown_level",
     {"--method", "logging/setLevel", "--log-level", "loud"},
     "--log-level must be one of debug, info, notice, warning, error, critical, alert, emergency, "
     "got \"loud\""},
    {"level_with_other_method",
     {"--method", "ping", "--log-level", "info"},
     "--log-level is only used with --method logging/setLevel"},
    {"subscribe_without_uri",
     {"--method", "resources/subscribe"},
     "--method resources/subscribe needs --uri URI"},
    {"complete_without_ref",
     {"--method", "completion/complete", "--argument-name", "a"},
     "--method completion/complete needs either --prompt-name P or --uri TEMPLATE"},
    {"complete_with_both_refs",
     {"--method",
      "completion/complete",
      "--prompt-name",
      "p",
      "--uri",
      "x://{a}",
      "--argument-name",
      "a"},
     "--method completion/complete needs either --prompt-name P or --uri TEMPLATE"},
    {"complete_without_argument",
     {"--method", "completion/complete", "--prompt-name", "p"},
     "--method completion/complete needs --argument-name A"},
    {"context_not_json",
     {"--method",
      "completion/complete",
      "--prompt-name",
      "p",
      "--argument-name",
      "a",
      "--context-args-json",
      "{"},
     "--context-args-json is not valid JSON: unterminated object at offset 1"},
    {"task_get_without_id", {"--method", "tasks/get"}, "--method tasks/get needs --task-id ID"},
    {"task_flag_on_list",
     {"--method", "tools/list", "--task"},
     "--task is only used with --method tools/call"},
    {"ttl_without_task",
     {"--method", "tools/call", "--tool-name", "t", "--task-ttl", "5"},
     "--task-ttl is only used with --task"},
    {"metadata_without_equals",
     {"--method", "ping", "--metadata", "k"},
     "--metadata expects KEY=VALUE, got \"k\""},
    {"root_not_file",
     {"--method", "ping", "--roots", "https://example.com/"},
     "--roots: a root must be a file:// URI with a path, got \"https://example.com/\""},
    {"unknown_capability",
     {"--method", "ping", "--client-capabilities", "roots,telepathy"},
     "--client-capabilities: unknown capability \"telepathy\" (known: roots, sampling, "
     "sampling.tools, sampling.context, elicitation.form, elicitation.url, apps, none)"},
    {"bad_elicitation_policy",
     {"--method", "ping", "--elicitation", "maybe"},
     "--elicitation must be accept-defaults, decline or cancel, got \"maybe\""},
    {"missing_sampling_file",
     {"--method", "ping", "--sampling-response", "/nonexistent/x.json"},
     "--sampling-response: cannot read \"/nonexistent/x.json\": No such file or directory"},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         CliProtocolUsageErrors,
                         ::testing::ValuesIn(usageRows),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(CliProtocolOptions, CompletionWithContext)
{
    const CliParseResult parsed = parse({u"--method"_s,
                                         u"completion/complete"_s,
                                         u"--uri"_s,
                                         u"demo://{a}/{b}"_s,
                                         u"--argument-name"_s,
                                         u"b"_s,
                                         u"--argument-value"_s,
                                         u"x"_s,
                                         u"--context-args-json"_s,
                                         uR"({"a":"1"})"_s,
                                         u"--metadata"_s,
                                         u"trace=7"_s,
                                         u"--"_s,
                                         u"srv"_s});
    ASSERT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString();
    const CliProtocolOptions &o = parsed.options.protocol;
    EXPECT_EQ(parsed.options.uri, u"demo://{a}/{b}"_s);
    EXPECT_EQ(o.argumentName, u"b"_s);
    EXPECT_EQ(o.argumentValue, u"x"_s);
    EXPECT_TRUE(o.hasContextArguments);
    EXPECT_EQ(o.contextArguments.value("a"_L1).toString(), u"1"_s);
    EXPECT_EQ(o.meta.value("trace"_L1), QJsonValue(7));
}

TEST(CliProtocolOptions, PromptArgsJsonWithPromptArgsOnTop)
{
    const CliParseResult parsed = parse({u"--method"_s,
                                         u"prompts/get"_s,
                                         u"--prompt-name"_s,
                                         u"p"_s,
                                         u"--prompt-args-json"_s,
                                         uR"({"city":"Oslo","state":"-"})"_s,
                                         u"--prompt-args"_s,
                                         u"city=Lisbon"_s,
                                         u"--"_s,
                                         u"srv"_s});
    ASSERT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString();
    EXPECT_EQ(parsed.options.promptArguments,
              QJsonObject({{"city"_L1, u"Lisbon"_s}, {"state"_L1, u"-"_s}}));
}

TEST(CliProtocolOptions, ClientFeaturesFromFiles)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QFile sampling(dir.filePath(u"s.json"_s));
    ASSERT_TRUE(sampling.open(QIODevice::WriteOnly));
    sampling.write(R"({"role":"assistant","content":{"type":"text","text":"hi"},"model":"m"})");
    sampling.close();
    QFile bad(dir.filePath(u"bad.json"_s));
    ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
    bad.write(R"({"role":"user"})");
    bad.close();

    const CliParseResult parsed = parse({u"--method"_s,
                                         u"ping"_s,
                                         u"--sampling-response"_s,
                                         sampling.fileName(),
                                         u"--elicitation"_s,
                                         u"accept-defaults"_s,
                                         u"--roots"_s,
                                         u"file:///tmp"_s,
                                         u"--roots"_s,
                                         u"file:///home"_s,
                                         u"--client-capabilities"_s,
                                         u"roots,sampling.tools,elicitation.form"_s,
                                         u"--"_s,
                                         u"srv"_s});
    ASSERT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString();
    const CliProtocolOptions &o = parsed.options.protocol;
    EXPECT_TRUE(o.hasSamplingResponse);
    EXPECT_EQ(o.samplingResponse.value("model"_L1).toString(), u"m"_s);
    EXPECT_EQ(o.elicitation, CliProtocolOptions::ElicitationPolicy::AcceptDefaults);
    ASSERT_EQ(o.roots.size(), 2);
    EXPECT_EQ(o.roots.at(1).uri, u"file:///home"_s);
    EXPECT_EQ(
        o.capabilities.toJson(),
        QJsonDocument::fromJson(
            R"({"roots":{"listChanged":true},"sampling":{"tools":{}},"elicitation":{"form":{}}})")
            .object());

    const CliParseResult refused = parse(
        {u"--method"_s, u"ping"_s, u"--sampling-response"_s, bad.fileName(), u"--"_s, u"srv"_s});
    EXPECT_TRUE(refused.error.startsWith(u"--sampling-response is not a CreateMessageResult: "_s))
        << refused.error.toStdString();
}

TEST(CliProtocolOptions, ConformanceTakesTheLastArgumentAndTheEnvironment)
{
    qputenv("MCP_CONFORMANCE_SCENARIO", "tools_call");
    qputenv("MCP_CONFORMANCE_CONTEXT", R"({"name":"tools_call"})");
    const CliParseResult parsed = parse({u"--conformance"_s, u"http://localhost:3000/mcp"_s});
    qunsetenv("MCP_CONFORMANCE_SCENARIO");
    qunsetenv("MCP_CONFORMANCE_CONTEXT");
    ASSERT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString();
    const CliOptions &o = parsed.options;
    EXPECT_TRUE(o.protocol.conformance);
    EXPECT_EQ(o.protocol.conformanceScenario, u"tools_call"_s);
    EXPECT_EQ(o.protocol.conformanceContext.value("name"_L1).toString(), u"tools_call"_s);
    EXPECT_EQ(o.server.url.toString(), u"http://localhost:3000/mcp"_s);
    EXPECT_EQ(o.server.transport, ServerConfig::TransportKind::StreamableHttp);

    EXPECT_EQ(parse({u"--conformance"_s, u"http://localhost:3000/mcp"_s}).error,
              u"--conformance needs MCP_CONFORMANCE_SCENARIO in the environment"_s);
    EXPECT_EQ(parse({u"--conformance"_s}).error,
              u"--conformance needs the server's http(s) URL as the last argument"_s);
}

TEST(CliProtocolOptions, ConformanceLifecycleFollowsTheProtocolVersion)
{
    qputenv("MCP_CONFORMANCE_SCENARIO", "tools_call");
    const auto eraFor = [](const char *version) {
        qputenv("MCP_CONFORMANCE_PROTOCOL_VERSION", version);
        const CliParseResult parsed = parse({u"--conformance"_s, u"http://localhost:1/mcp"_s});
        qunsetenv("MCP_CONFORMANCE_PROTOCOL_VERSION");
        return parsed;
    };
    EXPECT_EQ(eraFor("2026-07-28").options.server.era, ServerConfig::Era::Modern);
    EXPECT_EQ(eraFor("2026-07-28").options.server.protocolVersion, u"2026-07-28"_s);
    EXPECT_EQ(eraFor("2025-11-25").options.server.era, ServerConfig::Era::Legacy);
    EXPECT_EQ(eraFor("2025-06-18").options.server.era, ServerConfig::Era::Legacy);
    EXPECT_EQ(eraFor("2031-01-01").error,
              u"MCP_CONFORMANCE_PROTOCOL_VERSION \"2031-01-01\" is not a version mcpscope "
              "speaks"_s);
    qunsetenv("MCP_CONFORMANCE_SCENARIO");
}

TEST(CliProtocolOptions, EraAndPinnedVersion)
{
    const CliParseResult modern = parse({u"--method"_s,
                                         u"tools/list"_s,
                                         u"--era"_s,
                                         u"modern"_s,
                                         u"--protocol-version"_s,
                                         u"2026-07-28"_s,
                                         u"--"_s,
                                         u"srv"_s});
    ASSERT_TRUE(modern.error.isEmpty()) << modern.error.toStdString();
    EXPECT_EQ(modern.options.server.era, ServerConfig::Era::Modern);
    EXPECT_EQ(modern.options.server.protocolVersion, u"2026-07-28"_s);
    EXPECT_EQ(parse({u"--method"_s, u"tools/list"_s, u"--"_s, u"srv"_s}).options.server.era,
              ServerConfig::Era::Legacy);
    EXPECT_EQ(
        parse({u"--method"_s, u"tools/list"_s, u"--era"_s, u"new"_s, u"--"_s, u"srv"_s}).error,
        u"--era must be legacy, auto or modern, got \"new\""_s);
    EXPECT_EQ(parse({u"--method"_s,
                     u"tools/list"_s,
                     u"--protocol-version"_s,
                     u"2026-07-28"_s,
                     u"--"_s,
                     u"srv"_s})
                  .error,
              u"--protocol-version is only used with --era modern or --era auto"_s);
    EXPECT_EQ(parse({u"--method"_s,
                     u"tools/list"_s,
                     u"--era"_s,
                     u"auto"_s,
                     u"--protocol-version"_s,
                     u"2025-11-25"_s,
                     u"--"_s,
                     u"srv"_s})
                  .error,
              u"--protocol-version must be one of 2026-07-28, got \"2025-11-25\""_s);
}

TEST(CliProtocolOptions, HelpNamesEveryProtocolOption)
{
    const QString help = Cli::helpText();
    for (const QCommandLineOption &option : CliProtocol::options())
        EXPECT_TRUE(help.contains(u"--"_s + option.names().constFirst()))
            << option.names().join(u' ').toStdString();
}

} // namespace
