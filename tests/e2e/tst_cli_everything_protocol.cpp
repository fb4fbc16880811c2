// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clirun.h"
#include "support/nodeserver.h"
#include "support/qtprinters.h"

#include <core/uri/uritemplate.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <memory>

using namespace Qt::StringLiterals;

// The whole protocol surface of @modelcontextprotocol/server-everything through mcpscope-cli,
// over stdio and Streamable HTTP: every tool, resource, template, prompt, completion and
// logging level, and the sampling, elicitation (form and URL) and roots requests it sends.
namespace {

enum class Wire { Stdio, StreamableHttp };

class EverythingProtocol : public ::testing::TestWithParam<Wire>
{
protected:
    static void TearDownTestSuite() { s_http.reset(); }

    CliRun run(QStringList options) const
    {
        if (GetParam() == Wire::Stdio)
            return CliRun::run(options << u"--"_s << everythingServer());
        // Started by the first HTTP test only: a ctest runs one test, and a stdio one needs no
        // HTTP server (it cost each of them a node start).
        if (!s_http) {
            s_http = std::make_unique<NodeHttpServer>(u"streamableHttp"_s);
            s_httpStarted = s_http->start();
        }
        EXPECT_TRUE(s_httpStarted) << s_http->output().toStdString();
        return CliRun::run(options << u"--url"_s
                                   << u"http://127.0.0.1:%1/mcp"_s.arg(s_http->port()));
    }
    CliRun callTool(const QString &name, const char *argumentsJson, QStringList extra = {}) const
    {
        return run(QStringList{u"--method"_s,
                               u"tools/call"_s,
                               u"--tool-name"_s,
                               name,
                               u"--tool-args-json"_s,
                               QString::fromUtf8(argumentsJson)}
                   + extra);
    }
    QString writeFile(const char *name, const char *content)
    {
        QFile file(m_dir.filePath(QString::fromUtf8(name)));
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(content);
        return file.fileName();
    }

    static std::unique_ptr<NodeHttpServer> s_http;
    static bool s_httpStarted;
    QTemporaryDir m_dir;
};

std::unique_ptr<NodeHttpServer> EverythingProtocol::s_http;
bool EverythingProtocol::s_httpStarted = false;

struct ToolRow
{
    const char *tool;
    const char *arguments;
    const char *expected; // in stdout
};

// Every tool server-everything always has (the client-capability ones have their own tests).
const ToolRow toolRows[] = {
    {"echo", R"({"message":"hi there"})", "Echo: hi there"},
    {"get-annotated-message",
     R"({"messageType":"success","includeImage":true})",
     "[image image/png"},
    {"get-env", "{}", "PATH"},
    {"get-resource-links", R"({"count":2})", "[resource link demo://resource/"},
    {"get-resource-reference",
     R"({"resourceId":2,"resourceType":"Blob"})",
     "demo://resource/dynamic/blob/2"},
    {"get-structured-content", R"({"location":"Chicago"})", "temperature"},
    {"get-sum", R"({"a":2,"b":3})", "5"},
    {"get-tiny-image", "{}", "[image image/png"},
    // A data: URI, so the tool never reaches for the network.
    {"gzip-file-as-resource",
     R"({"data":"data:text/plain;base64,aGVsbG8=","name":"hello.gz","outputType":"resource"})",
     "hello.gz"},
    {"toggle-simulated-logging", "{}", "Started"},
    {"toggle-subscriber-updates", "{}", "Started"},
    {"trigger-long-running-operation", R"({"duration":0.2,"steps":2})", "completed"},
};

TEST_P(EverythingProtocol, EveryTool)
{
    for (const ToolRow &row : toolRows) {
        const CliRun result = callTool(QString::fromUtf8(row.tool), row.arguments);
        EXPECT_EQ(result.exitCode, 0) << row.tool << ": " << result.errText().toStdString();
        EXPECT_TRUE(result.outText().contains(QString::fromUtf8(row.expected)))
            << row.tool << ": " << result.outText().toStdString();
    }
}

TEST_P(EverythingProtocol, LongRunningToolReportsProgress)
{
    const CliRun result
        = callTool(u"trigger-long-running-operation"_s, R"({"duration":0.2,"steps":2})");
    ASSERT_EQ(result.exitCode, 0) << result.errText().toStdString();
    EXPECT_TRUE(result.errText().contains(u"mcpscope-cli: progress 1/2"_s))
        << result.errText().toStdString();
}

TEST_P(EverythingProtocol, SamplingAnsweredWithTheCannedResponse)
{
    const QString file = writeFile(
        "sampling.json",
        R"({"role":"assistant","content":{"type":"text","text":"canned words"},"model":"mcpscope-test","stopReason":"endTurn"})");
    const CliRun result = callTool(u"trigger-sampling-request"_s,
                                   R"({"prompt":"say something","maxTokens":10})",
                                   {u"--sampling-response"_s, file});
    ASSERT_EQ(result.exitCode, 0) << result.errText().toStdString();
    EXPECT_TRUE(result.outText().contains(u"canned words"_s)) << result.outText().toStdString();
    EXPECT_TRUE(result.outText().contains(u"mcpscope-test"_s));
    EXPECT_TRUE(result.errText().contains(u"answered sampling/createMessage"_s));
}

TEST_P(EverythingProtocol, SamplingRejectedWithoutAResponse)
{
    const CliRun result = callTool(
        u"trigger-sampling-request"_s, R"({"prompt":"say something"})", {u"--format"_s, u"json"_s});
    EXPECT_TRUE(result.errText().contains(u"rejected sampling/createMessage"_s))
        << result.errText().toStdString();
    // The server passes our -1 on as a tool error or a JSON-RPC error; either way not a result.
    EXPECT_EQ(result.exitCode, 5) << result.outText().toStdString();
    EXPECT_TRUE(result.outText().contains(u"User rejected sampling request"_s))
        << result.outText().toStdString();
}

TEST_P(EverythingProtocol, ElicitationFormAcceptedWithTheSchemaDefaults)
{
    const CliRun result = callTool(
        u"trigger-elicitation-request"_s, "{}", {u"--elicitation"_s, u"accept-defaults"_s});
    ASSERT_EQ(result.exitCode, 0) << result.errText().toStdString();
    EXPECT_TRUE(result.outText().contains(u"\"action\": \"accept\""_s))
        << result.outText().toStdString();
    // Defaults of the server's form, filled in by the schema engine.
    EXPECT_TRUE(result.outText().contains(u"\"integer\": 42"_s)) << result.outText().toStdString();
    EXPECT_TRUE(result.outText().contains(u"It was a dark and stormy night."_s));
}

TEST_P(EverythingProtocol, ElicitationDeclinedByDefaultAndAnsweredFromAFile)
{
    const CliRun declined = callTool(u"trigger-elicitation-request"_s, "{}");
    ASSERT_EQ(declined.exitCode, 0) << declined.errText().toStdString();
    EXPECT_TRUE(declined.outText().contains(u"decline"_s)) << declined.outText().toStdString();

    const QString file = writeFile(
        "elicit.json",
        R"({"action":"accept","content":{"name":"Ada","check":true,"firstLine":"Call me Ishmael.","integer":7}})");
    const CliRun answered
        = callTool(u"trigger-elicitation-request"_s, "{}", {u"--elicitation-response"_s, file});
    ASSERT_EQ(answered.exitCode, 0) << answered.errText().toStdString();
    EXPECT_TRUE(answered.outText().contains(u"Call me Ishmael."_s))
        << answered.outText().toStdString();
}

TEST_P(EverythingProtocol, UrlElicitationRequestAndRequiredError)
{
    const CliRun accepted = callTool(u"trigger-url-elicitation"_s,
                                     R"({"url":"https://example.com/consent"})",
                                     {u"--elicitation"_s, u"accept-defaults"_s});
    ASSERT_EQ(accepted.exitCode, 0) << accepted.errText().toStdString();
    EXPECT_TRUE(accepted.errText().contains(
        u"the server asks you to visit https://example.com/consent (not opened)"_s))
        << accepted.errText().toStdString();
    EXPECT_TRUE(accepted.outText().contains(u"accept"_s));

    const CliRun required = callTool(u"trigger-url-elicitation"_s,
                                     R"({"url":"https://example.com/consent","errorPath":true})");
    EXPECT_EQ(required.exitCode, 5);
    EXPECT_TRUE(required.errText().contains(u"-32042 URL elicitation required"_s))
        << required.errText().toStdString();
    EXPECT_TRUE(required.errText().contains(u"  visit https://"_s))
        << required.errText().toStdString();
}

TEST_P(EverythingProtocol, RootsListedFromTheOptions)
{
    const CliRun result
        = callTool(u"get-roots-list"_s,
                   "{}",
                   {u"--roots"_s, u"file:///tmp/a"_s, u"--roots"_s, u"file:///tmp/b"_s});
    ASSERT_EQ(result.exitCode, 0) << result.errText().toStdString();
    EXPECT_TRUE(result.outText().contains(u"file:///tmp/a"_s)) << result.outText().toStdString();
    EXPECT_TRUE(result.outText().contains(u"file:///tmp/b"_s));
}

TEST_P(EverythingProtocol, WithoutCapabilitiesTheConditionalToolsAreAbsent)
{
    const CliRun result
        = run({u"--method"_s, u"tools/list"_s, u"--client-capabilities"_s, u"none"_s});
    ASSERT_EQ(result.exitCode, 0) << result.errText().toStdString();
    EXPECT_TRUE(result.outText().contains(u"echo"_s));
    for (const char *tool :
         {"get-roots-list", "trigger-sampling-request", "trigger-elicitation-request"})
        EXPECT_FALSE(result.outText().contains(QString::fromUtf8(tool))) << tool;
}

TEST_P(EverythingProtocol, ToolRunsAsATaskThroughInputRequired)
{
    const CliRun result = callTool(u"simulate-research-query"_s,
                                   R"({"topic":"python","ambiguous":true})",
                                   {u"--task"_s, u"--elicitation"_s, u"accept-defaults"_s});
    ASSERT_EQ(result.exitCode, 0) << result.errText().toStdString();
    EXPECT_TRUE(result.outText().contains(u"# Research Report: python"_s))
        << result.outText().toStdString();
    for (const char *line :
         {" created", ": working (Gathering sources...)", ": input_required", ": completed"})
        EXPECT_TRUE(result.errText().contains(QString::fromUtf8(line)))
            << line << result.errText().toStdString();
    EXPECT_TRUE(result.errText().contains(u"accepted elicitation/create"_s));
}

TEST_P(EverythingProtocol, TasksListAndUnknownTask)
{
    const CliRun list = run({u"--method"_s, u"tasks/list"_s});
    EXPECT_EQ(list.exitCode, 0) << list.errText().toStdString();
    const CliRun get = run({u"--method"_s, u"tasks/get"_s, u"--task-id"_s, u"no-such-task"_s});
    EXPECT_EQ(get.exitCode, 5);
    EXPECT_TRUE(get.errText().contains(u"-32602"_s)) << get.errText().toStdString();
}

TEST_P(EverythingProtocol, CompletionForPromptsTemplatesAndContext)
{
    const CliRun prompt = run({u"--method"_s,
                               u"completion/complete"_s,
                               u"--prompt-name"_s,
                               u"completable-prompt"_s,
                               u"--argument-name"_s,
                               u"department"_s,
                               u"--argument-value"_s,
                               u"E"_s});
    ASSERT_EQ(prompt.exitCode, 0) << prompt.errText().toStdString();
    EXPECT_EQ(prompt.outText(), u"Engineering\n"_s);

    const CliRun context = run({u"--method"_s,
                                u"completion/complete"_s,
                                u"--prompt-name"_s,
                                u"completable-prompt"_s,
                                u"--argument-name"_s,
                                u"name"_s,
                                u"--context-args-json"_s,
                                uR"({"department":"Engineering"})"_s});
    ASSERT_EQ(context.exitCode, 0) << context.errText().toStdString();
    EXPECT_EQ(context.outText(), u"Alice\nBob\nCharlie\n"_s);

    const CliRun resource = run({u"--method"_s,
                                 u"completion/complete"_s,
                                 u"--uri"_s,
                                 u"demo://resource/dynamic/text/{resourceId}"_s,
                                 u"--argument-name"_s,
                                 u"resourceId"_s,
                                 u"--argument-value"_s,
                                 u"1"_s,
                                 u"--format"_s,
                                 u"json"_s});
    ASSERT_EQ(resource.exitCode, 0) << resource.errText().toStdString();
    EXPECT_TRUE(
        resource.json()["result"_L1]["completion"_L1]["values"_L1].toArray().contains(u"1"_s))
        << resource.outText().toStdString();
}

TEST_P(EverythingProtocol, EveryLoggingLevel)
{
    for (const char *level :
         {"debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"}) {
        const CliRun result = run(
            {u"--method"_s, u"logging/setLevel"_s, u"--log-level"_s, QString::fromUtf8(level)});
        EXPECT_EQ(result.exitCode, 0) << level << ": " << result.errText().toStdString();
        EXPECT_EQ(result.outText(), u"ok: the server accepted the level\n"_s) << level;
    }
}

TEST_P(EverythingProtocol, EveryPrompt)
{
    const struct
    {
        const char *name;
        const char *arguments;
        const char *expected;
    } prompts[] = {
        {"simple-prompt", "{}", "without arguments"},
        {"args-prompt", R"({"city":"Lisbon","state":"Lisboa"})", "Lisbon"},
        {"completable-prompt", R"({"department":"Engineering","name":"Alice"})", "Alice"},
        {"resource-prompt",
         R"({"resourceType":"Text","resourceId":"3"})",
         "demo://resource/dynamic/text/3"},
    };
    for (const auto &prompt : prompts) {
        const CliRun result = run({u"--method"_s,
                                   u"prompts/get"_s,
                                   u"--prompt-name"_s,
                                   QString::fromUtf8(prompt.name),
                                   u"--prompt-args-json"_s,
                                   QString::fromUtf8(prompt.arguments)});
        EXPECT_EQ(result.exitCode, 0) << prompt.name << ": " << result.errText().toStdString();
        EXPECT_TRUE(result.outText().contains(QString::fromUtf8(prompt.expected)))
            << prompt.name << ": " << result.outText().toStdString();
    }
}

TEST_P(EverythingProtocol, EveryResourceAndBothTemplates)
{
    const CliRun list = run({u"--method"_s, u"resources/list"_s, u"--format"_s, u"json"_s});
    ASSERT_EQ(list.exitCode, 0) << list.errText().toStdString();
    const QJsonArray resources = list.json()["result"_L1]["resources"_L1].toArray();
    ASSERT_GE(resources.size(), 7);
    for (const QJsonValue &resource : resources) {
        const QString uri = resource["uri"_L1].toString();
        const CliRun read
            = run({u"--method"_s, u"resources/read"_s, u"--uri"_s, uri, u"--format"_s, u"json"_s});
        EXPECT_EQ(read.exitCode, 0) << uri.toStdString() << read.errText().toStdString();
        EXPECT_EQ(read.json()["result"_L1]["contents"_L1][0]["uri"_L1].toString(), uri);
    }

    const CliRun templates
        = run({u"--method"_s, u"resources/templates/list"_s, u"--format"_s, u"json"_s});
    ASSERT_EQ(templates.exitCode, 0) << templates.errText().toStdString();
    const QJsonArray list2 = templates.json()["result"_L1]["resourceTemplates"_L1].toArray();
    ASSERT_EQ(list2.size(), 2) << templates.outText().toStdString();
    for (const QJsonValue &entry : list2) {
        // The variables come from the template, the URI from the RFC 6570 expander.
        const QString uriTemplate = entry["uriTemplate"_L1].toString();
        ASSERT_EQ(UriTemplate::variableNames(uriTemplate), QStringList{u"resourceId"_s});
        const UriTemplate::Expansion expansion
            = UriTemplate::expand(uriTemplate, QJsonObject{{"resourceId"_L1, 4}});
        ASSERT_TRUE(expansion.ok()) << expansion.error.toStdString();
        const CliRun read = run({u"--method"_s,
                                 u"resources/read"_s,
                                 u"--uri"_s,
                                 expansion.uri,
                                 u"--format"_s,
                                 u"json"_s});
        EXPECT_EQ(read.exitCode, 0) << expansion.uri.toStdString() << read.errText().toStdString();
        const QJsonObject content = read.json()["result"_L1]["contents"_L1][0].toObject();
        EXPECT_EQ(content["uri"_L1].toString(), expansion.uri);
        EXPECT_TRUE(content.contains("text"_L1) || content.contains("blob"_L1));
    }
}

TEST_P(EverythingProtocol, SubscribeAcceptedAndEndsAtTheTimeout)
{
    const CliRun result = run({u"--method"_s,
                               u"resources/subscribe"_s,
                               u"--uri"_s,
                               u"demo://resource/static/document/architecture.md"_s,
                               u"--timeout"_s,
                               u"2500"_s}); // also the handshake's limit: room for a slow start
    EXPECT_EQ(result.exitCode, 0) << result.errText().toStdString();
    EXPECT_TRUE(result.errText().contains(
        u"subscribed to demo://resource/static/document/architecture.md"_s))
        << result.errText().toStdString();
}

TEST_P(EverythingProtocol, PingPrintsLatency)
{
    const CliRun result = run({u"--method"_s, u"ping"_s});
    ASSERT_EQ(result.exitCode, 0) << result.errText().toStdString();
    EXPECT_TRUE(QRegularExpression(u"^pong \\(\\d+ ms\\)\n$"_s).match(result.outText()).hasMatch())
        << result.outText().toStdString();
}

INSTANTIATE_TEST_SUITE_P(Wires,
                         EverythingProtocol,
                         ::testing::Values(Wire::Stdio, Wire::StreamableHttp),
                         [](const auto &info) {
                             return info.param == Wire::Stdio ? std::string("stdio")
                                                              : std::string("streamableHttp");
                         });

} // namespace
