// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Reading MCP clients' config files: which format a file is, what each entry runs or connects
// to, variables, JSONC, and files built to hurt.
#include "configimportsupport.h"
#include "support/qtprinters.h"

#include <core/catalog/configvariables.h>
#include <core/catalog/jsonc.h>

#include <QFile>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// ---------------------------------------------------------------------------------------------
// Detection

struct DetectionRow
{
    const char *name;
    const char *path;    // a fixture, or a bare file name for `content`
    const char *content; // nullptr: read the fixture
    ClientConfigFormat expected;
};

class ClientConfigDetection : public ::testing::TestWithParam<DetectionRow>
{};

TEST_P(ClientConfigDetection, NamesTheFormat)
{
    const DetectionRow &row = GetParam();
    QByteArray bytes;
    QString path = QString::fromUtf8(row.path);
    if (!row.content) {
        path = fixturePath(row.path);
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
        bytes = file.readAll();
    } else {
        bytes = row.content;
    }
    const ClientConfigImport result = ClientConfigImporter::import(bytes, path, {});
    EXPECT_TRUE(result.ok()) << result.error.toStdString();
    EXPECT_EQ(ClientConfigFormats::id(result.format), ClientConfigFormats::id(row.expected))
        << "because: " << result.detectedBecause.toStdString();
    EXPECT_FALSE(result.detectedBecause.isEmpty());
}

const char kPlain[] = R"({"mcpServers": {"a": {"command": "x"}}})";

const DetectionRow detectionRows[] = {
    {"claude_desktop",
     "claude-desktop/claude_desktop_config.json",
     nullptr,
     ClientConfigFormat::ClaudeDesktop},
    {"claude_code", "claude-code/.mcp.json", nullptr, ClientConfigFormat::ClaudeCode},
    {"claude_code_user",
     "claude-code-user/.claude.json",
     nullptr,
     ClientConfigFormat::ClaudeCodeUser},
    {"cursor", "cursor/.cursor/mcp.json", nullptr, ClientConfigFormat::Cursor},
    {"vscode", "vscode/.vscode/mcp.json", nullptr, ClientConfigFormat::VsCode},
    {"vscode_settings",
     "vscode-settings/settings.json",
     nullptr,
     ClientConfigFormat::VsCodeSettings},
    {"windsurf", "windsurf/mcp_config.json", nullptr, ClientConfigFormat::Windsurf},
    {"cline", "cline/cline_mcp_settings.json", nullptr, ClientConfigFormat::Cline},
    {"inspector", "inspector/mcp.json", nullptr, ClientConfigFormat::Inspector},
    {"registry", "registry/server.json", nullptr, ClientConfigFormat::RegistryServer},
    {"mcpscope", "mcpscope/mcpscope-servers.json", nullptr, ClientConfigFormat::McpScope},
    // The content decides; the name only breaks ties among formats the content fits.
    {"plain_without_name", "servers.json", kPlain, ClientConfigFormat::McpServers},
    {"plain_named_desktop",
     "claude_desktop_config.json",
     kPlain,
     ClientConfigFormat::ClaudeDesktop},
    {"plain_named_cline", "cline_mcp_settings.json", kPlain, ClientConfigFormat::Cline},
    {"plain_in_cursor_folder", "/p/.cursor/mcp.json", kPlain, ClientConfigFormat::Cursor},
    {"server_url_beats_name",
     "claude_desktop_config.json",
     R"({"mcpServers": {"a": {"serverUrl": "https://x.example/mcp"}}})",
     ClientConfigFormat::Windsurf},
    {"auto_approve",
     "x.json",
     R"({"mcpServers": {"a": {"command": "x", "autoApprove": []}}})",
     ClientConfigFormat::Cline},
    {"streamable_http_type",
     "x.json",
     R"({"mcpServers": {"a": {"type": "streamable-http", "url": "http://h/mcp"}}})",
     ClientConfigFormat::Inspector},
    {"http_type_named_cursor",
     "/p/.cursor/mcp.json",
     R"({"mcpServers": {"a": {"type": "http", "url": "http://h/mcp"}}})",
     ClientConfigFormat::Cursor},
    {"http_type_unnamed",
     "x.json",
     R"({"mcpServers": {"a": {"type": "http", "url": "http://h/mcp"}}})",
     ClientConfigFormat::ClaudeCode},
    {"default_variable",
     "x.json",
     R"({"mcpServers": {"a": {"command": "${X:-y}"}}})",
     ClientConfigFormat::ClaudeCode},
    {"env_file",
     "x.json",
     R"({"mcpServers": {"a": {"command": "x", "envFile": ".env"}}})",
     ClientConfigFormat::Cursor},
    {"desktop_keys",
     "x.json",
     R"({"preferences": {}, "mcpServers": {}})",
     ClientConfigFormat::ClaudeDesktop},
    {"vscode_servers", "x.json", R"({"servers": {}})", ClientConfigFormat::VsCode},
    {"vscode_dotted_settings",
     "settings.json",
     R"({"mcp.servers": {}})",
     ClientConfigFormat::VsCodeSettings},
    {"projects", "x.json", R"({"projects": {}})", ClientConfigFormat::ClaudeCodeUser},
    {"registry_remotes_only",
     "x.json",
     R"({"name": "a/b", "remotes": []})",
     ClientConfigFormat::RegistryServer},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         ClientConfigDetection,
                         ::testing::ValuesIn(detectionRows),
                         [](const auto &info) { return std::string(info.param.name); });

// ---------------------------------------------------------------------------------------------
// Import: every server of every fixture

struct ImportRow
{
    const char *file;
    const char *server;
    const char *transport; // ServerConfig::transportName
    const char *command;   // "prog|arg|arg", or the URL
    const char *env;       // "K=V;*SECRET=V"
    const char *headers;   // "K: V;*Authorization: V"
    bool disabled;
    const char *note; // a substring of one note, or "" for no notes
};

class ClientConfigImportRows : public ::testing::TestWithParam<ImportRow>
{};

TEST_P(ClientConfigImportRows, ReadsTheServer)
{
    const ImportRow &row = GetParam();
    TestImportContext context;
    const ClientConfigImport result
        = ClientConfigImporter::importFile(fixturePath(row.file), context.context());
    ASSERT_TRUE(result.ok()) << result.error.toStdString();
    EXPECT_EQ(result.problems, QStringList());
    const ImportedServer *server = result.find(QString::fromUtf8(row.server));
    ASSERT_NE(server, nullptr) << "has: " << result.names().join(u", "_s).toStdString();
    EXPECT_EQ(server->config.name, server->name);
    EXPECT_EQ(ServerConfig::transportName(server->config.transport),
              QString::fromUtf8(row.transport));
    EXPECT_EQ(commandText(server->config), QString::fromUtf8(row.command));
    EXPECT_EQ(environmentText(server->config), QString::fromUtf8(row.env));
    EXPECT_EQ(headerText(server->config), QString::fromUtf8(row.headers));
    EXPECT_EQ(server->disabled, row.disabled);
    const QString note = QString::fromUtf8(row.note);
    if (note.isEmpty())
        EXPECT_EQ(server->notes, QStringList());
    else
        EXPECT_TRUE(server->notes.join(u'\n').contains(note))
            << server->notes.join(u'\n').toStdString();
}

const ImportRow importRows[] = {
    {"claude-desktop/claude_desktop_config.json",
     "filesystem",
     "stdio",
     "npx|-y|@modelcontextprotocol/server-filesystem|/home/ada/Documents|/home/ada/Desktop",
     "",
     "",
     false,
     ""},
    {"claude-desktop/claude_desktop_config.json",
     "github",
     "stdio",
     "docker|run|-i|--rm|-e|GITHUB_PERSONAL_ACCESS_TOKEN|ghcr.io/github/github-mcp-server",
     "*GITHUB_PERSONAL_ACCESS_TOKEN=ghp_exampletoken123",
     "",
     false,
     ""},
    {"claude-desktop/claude_desktop_config.json",
     "sqlite",
     "stdio",
     "uvx|mcp-server-sqlite|--db-path|/home/ada/test.db",
     "LOG_LEVEL=debug",
     "",
     false,
     ""},
    {"claude-desktop/claude_desktop_config.json",
     "linear (remote)",
     "stdio",
     "npx|-y|mcp-remote|https://mcp.linear.app/sse",
     "",
     "",
     false,
     ""},
    {"claude-code/.mcp.json",
     "playwright",
     "stdio",
     "npx|@playwright/mcp@latest|--browser|firefox",
     "DEBUG=false",
     "",
     false,
     ""},
    {"claude-code/.mcp.json",
     "sentry",
     "http",
     "https://mcp.sentry.dev/mcp",
     "",
     "*Authorization: Bearer sntrys_1",
     false,
     ""},
    {"claude-code/.mcp.json",
     "legacy-events",
     "sse",
     "https://api.example.com/mcp/sse",
     "",
     "*X-API-Key: ${API_KEY};X-Team: platform",
     false,
     "environment variable API_KEY is not set: ${API_KEY} left as written"},
    {"claude-code-user/.claude.json",
     "memory",
     "stdio",
     "npx|-y|@modelcontextprotocol/server-memory",
     "",
     "",
     false,
     ""},
    {"claude-code-user/.claude.json",
     "notion",
     "http",
     "https://mcp.notion.com/mcp",
     "",
     "",
     false,
     ""},
    {"claude-code-user/.claude.json",
     "postgres",
     "stdio",
     "npx|-y|@modelcontextprotocol/server-postgres|postgresql://localhost/shop",
     "*PGPASSWORD=hunter2",
     "",
     false,
     ""},
    {"claude-code-user/.claude.json",
     "memory (/home/ada/src/shop)",
     "stdio",
     "npx|-y|@modelcontextprotocol/server-memory",
     "",
     "",
     false,
     ""},
    {"cursor/.cursor/mcp.json",
     "brave-search",
     "stdio",
     "npx|-y|@modelcontextprotocol/server-brave-search",
     "*BRAVE_API_KEY=BSA-1",
     "",
     false,
     ""},
    {"cursor/.cursor/mcp.json",
     "project-tools",
     "stdio",
     "python|/work/proj/tools/mcp_server.py|--cache|/home/ada/.cache/tools",
     "",
     "",
     false,
     "envFile /work/proj/.env is not read"},
    {"cursor/.cursor/mcp.json",
     "stripe",
     "http",
     "https://mcp.stripe.com",
     "",
     "*Authorization: Bearer ",
     false,
     "environment variable STRIPE_SECRET is not set"},
    {"vscode/.vscode/mcp.json",
     "perplexity",
     "stdio",
     "npx|-y|server-perplexity-ask|--url=https://api.perplexity.ai//v1",
     "*PERPLEXITY_API_KEY=pplx-secret;TEAM=blue",
     "",
     false,
     ""},
    {"vscode/.vscode/mcp.json", "fetch", "stdio", "uvx|mcp-server-fetch", "", "", false, ""},
    {"vscode/.vscode/mcp.json",
     "github",
     "http",
     "https://api.githubcopilot.com/mcp/",
     "",
     "*Authorization: Bearer pplx-secret;X-Team: blue",
     false,
     ""},
    {"vscode/.vscode/mcp.json", "events", "sse", "http://localhost:3001/sse", "", "", false, ""},
    {"vscode-settings/settings.json",
     "postgres",
     "stdio",
     "npx|-y|@modelcontextprotocol/server-postgres|postgresql://ada@localhost/app",
     "HOME_DIR=/home/ada;*PGPASSWORD=pw",
     "",
     false,
     ""},
    {"vscode-settings/settings.json",
     "docs",
     "http",
     "https://docs.example.com/mcp",
     "",
     "",
     false,
     ""},
    {"windsurf/mcp_config.json",
     "git",
     "stdio",
     "uvx|mcp-server-git|--repository|/home/ada/src/shop",
     "",
     "",
     false,
     ""},
    {"windsurf/mcp_config.json",
     "puppeteer",
     "stdio",
     "npx|-y|@modelcontextprotocol/server-puppeteer",
     "",
     "",
     true,
     ""},
    {"windsurf/mcp_config.json",
     "figma",
     "sse",
     "https://figma.example.com/mcp/sse",
     "",
     "*X-Figma-Token: ",
     false,
     "environment variable FIGMA_TOKEN is not set"},
    {"windsurf/mcp_config.json",
     "context7",
     "http",
     "https://mcp.context7.com/mcp",
     "",
     "",
     false,
     ""},
    {"cline/cline_mcp_settings.json",
     "weather",
     "stdio",
     "node|/home/ada/mcp/weather/build/index.js",
     "*OPENWEATHER_API_KEY=abc123",
     "",
     false,
     ""},
    {"cline/cline_mcp_settings.json",
     "slack",
     "stdio",
     "npx|-y|@modelcontextprotocol/server-slack",
     "*SLACK_BOT_TOKEN=xoxb-1;SLACK_TEAM_ID=T01",
     "",
     true,
     ""},
    {"cline/cline_mcp_settings.json",
     "remote-docs",
     "http",
     "https://docs.example.com/mcp",
     "",
     "",
     false,
     ""},
    {"cline/cline_mcp_settings.json",
     "old-sse",
     "sse",
     "https://legacy.example.com/events",
     "",
     "",
     false,
     ""},
    {"inspector/mcp.json",
     "everything",
     "stdio",
     "npx|@modelcontextprotocol/server-everything",
     "HELLO=Hello MCP!",
     "",
     false,
     ""},
    {"inspector/mcp.json",
     "my-python-server",
     "stdio",
     "python|mcp_server.py",
     "DEBUG=true",
     "",
     false,
     ""},
    {"inspector/mcp.json", "remote-sse", "sse", "http://localhost:3000/events", "", "", false, ""},
    {"inspector/mcp.json", "remote-http", "http", "http://localhost:3000/mcp", "", "", false, ""},
    {"registry/server.json",
     "weather (npm)",
     "stdio",
     "npx|-y|--prefer-offline|@ada/weather-mcp@1.4.0|serve|--units|metric|<region>",
     "*WEATHER_API_KEY=;WEATHER_CACHE=/tmp/weather",
     "",
     false,
     "needs a value: <region> is a placeholder"},
    {"registry/server.json",
     "weather (pypi)",
     "stdio",
     "uvx|ada-weather-mcp==1.4.0",
     "*WEATHER_API_KEY=",
     "",
     false,
     "WEATHER_API_KEY needs a value (secret)"},
    {"registry/server.json",
     "weather (oci)",
     "stdio",
     "docker|run|-i|--rm|-e|WEATHER_API_KEY|docker.io/ada/weather-mcp:1.4.0",
     "",
     "",
     false,
     ""},
    {"registry/server.json",
     "weather (streamable-http)",
     "http",
     "https://weather.example.com/mcp",
     "",
     "*X-API-Key: ",
     false,
     "X-API-Key needs a value (secret)"},
    {"registry/server.json",
     "weather (sse)",
     "sse",
     "https://weather.example.com/sse",
     "",
     "",
     false,
     ""},
    {"mcpscope/mcpscope-servers.json",
     "demo",
     "stdio",
     "mcpscope-demo-server|--shout",
     "DEMO_MODE=1;*DEMO_SIGNING=${DEMO_SIGNING}",
     "",
     false,
     "DEMO_SIGNING is not set"},
    {"mcpscope/mcpscope-servers.json",
     "socket",
     "ws",
     "ws://127.0.0.1:8765/mcp",
     "",
     "",
     false,
     ""},
};

INSTANTIATE_TEST_SUITE_P(
    Rows, ClientConfigImportRows, ::testing::ValuesIn(importRows), [](const auto &info) {
        std::string name = std::string(info.param.file) + "_" + info.param.server;
        for (char &c : name)
            c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
        return name + "_" + std::to_string(info.index);
    });

TEST(ClientConfigImport, EachFixtureListsItsServersInFull)
{
    const std::pair<const char *, qsizetype> counts[]
        = {{"claude-desktop/claude_desktop_config.json", 4},
           {"claude-code/.mcp.json", 3},
           {"claude-code-user/.claude.json", 4},
           {"cursor/.cursor/mcp.json", 3},
           {"vscode/.vscode/mcp.json", 4},
           {"vscode-settings/settings.json", 2},
           {"windsurf/mcp_config.json", 4},
           {"cline/cline_mcp_settings.json", 4},
           {"inspector/mcp.json", 4},
           {"registry/server.json", 5},
           {"mcpscope/mcpscope-servers.json", 2}};
    for (const auto &[file, count] : counts) {
        TestImportContext context;
        const ClientConfigImport result
            = ClientConfigImporter::importFile(fixturePath(file), context.context());
        EXPECT_EQ(result.servers.size(), count) << file;
    }
}

TEST(ClientConfigImport, EachInputIsAskedOnceAndItsPasswordFlagKept)
{
    TestImportContext context;
    const ClientConfigImport result = ClientConfigImporter::importFile(
        fixturePath("vscode/.vscode/mcp.json"), context.context());
    ASSERT_TRUE(result.ok());
    // perplexity-key is used twice (an env value and a header), team twice: one question each.
    EXPECT_EQ(context.asked.value(u"perplexity-key"_s), 1);
    EXPECT_EQ(context.asked.value(u"team"_s), 1);
    EXPECT_EQ(context.asked.size(), 2);
}

TEST(ClientConfigImport, AnUnansweredInputLeavesTheValueEmptyWithANote)
{
    TestImportContext context;
    context.answers.clear();
    const ClientConfigImport result = ClientConfigImporter::importFile(
        fixturePath("vscode/.vscode/mcp.json"), context.context());
    const ImportedServer *server = result.find(u"perplexity"_s);
    ASSERT_NE(server, nullptr);
    EXPECT_EQ(environmentText(server->config), u"*PERPLEXITY_API_KEY=;TEAM="_s);
    EXPECT_TRUE(
        server->notes.join(u'\n').contains(u"no value was given for ${input:perplexity-key}"_s));
}

TEST(ClientConfigImport, OurOwnFieldsComeBack)
{
    TestImportContext context;
    const ClientConfigImport result = ClientConfigImporter::importFile(
        fixturePath("mcpscope/mcpscope-servers.json"), context.context());
    const ImportedServer *demo = result.find(u"demo"_s);
    ASSERT_NE(demo, nullptr);
    EXPECT_EQ(demo->config.era, ServerConfig::Era::Auto);
    EXPECT_EQ(demo->config.workingDirectory, u"/tmp"_s);
    const ImportedServer *socket = result.find(u"socket"_s);
    ASSERT_NE(socket, nullptr);
    EXPECT_EQ(socket->config.maxMessageBytes, 1048576);
}

TEST(ClientConfigImport, ProjectServersSayWhichProject)
{
    TestImportContext context;
    const ClientConfigImport result = ClientConfigImporter::importFile(
        fixturePath("claude-code-user/.claude.json"), context.context());
    ASSERT_NE(result.find(u"postgres"_s), nullptr);
    EXPECT_EQ(result.find(u"postgres"_s)->origin, u"/home/ada/src/shop"_s);
    EXPECT_EQ(result.find(u"memory"_s)->origin, QString());
}

// ---------------------------------------------------------------------------------------------
// Variables

struct VariableRow
{
    const char *name;
    const char *text;
    const char *expected;
    bool fromPassword;
    bool wholeReference;
    const char *note; // substring of the notes, "" for none
};

class ConfigVariableRows : public ::testing::TestWithParam<VariableRow>
{};

TEST_P(ConfigVariableRows, Expands)
{
    const VariableRow &row = GetParam();
    TestImportContext test;
    test.environment.insert(u"EMPTY"_s, QString());
    const ConfigImportContext context = test.context();
    ConfigVariables variables(context);
    variables.declareInput({u"perplexity-key"_s, u"API key"_s, true});
    variables.declareInput({u"team"_s, u"Team"_s, false});
    QStringList notes;
    const ConfigVariables::Expanded expanded
        = variables.expand(QString::fromUtf8(row.text), &notes);
    EXPECT_EQ(expanded.value, QString::fromUtf8(row.expected));
    EXPECT_EQ(expanded.fromPassword, row.fromPassword);
    EXPECT_EQ(expanded.wholeReference, row.wholeReference);
    const QString note = QString::fromUtf8(row.note);
    if (note.isEmpty())
        EXPECT_EQ(notes, QStringList());
    else
        EXPECT_TRUE(notes.join(u'\n').contains(note)) << notes.join(u'\n').toStdString();
}

const VariableRow variableRows[] = {
    {"plain_text", "hello", "hello", false, false, ""},
    {"env_prefixed", "${env:BROWSER}", "firefox", false, true, ""},
    {"env_prefixed_unset", "${env:NOPE}", "", false, true, "environment variable NOPE is not set"},
    {"env_bare", "${SENTRY_TOKEN}", "sntrys_1", false, true, ""},
    {"env_bare_unset_stays",
     "${NOPE}",
     "${NOPE}",
     false,
     true,
     "NOPE is not set: ${NOPE} left as written"},
    {"env_default_used", "${NOPE:-fallback}", "fallback", false, false, ""},
    {"env_default_ignored", "${BROWSER:-chrome}", "firefox", false, false, ""},
    {"env_set_but_empty", "${EMPTY:-x}", "", false, false, ""},
    {"in_text", "Bearer ${env:BROWSER}!", "Bearer firefox!", false, false, ""},
    {"workspace", "${workspaceFolder}/a", "/work/proj/a", false, false, ""},
    {"workspace_basename", "${workspaceFolderBasename}", "proj", false, false, ""},
    {"user_home", "${userHome}/.cache", "/home/ada/.cache", false, false, ""},
    {"path_separator", "a${pathSeparator}b${/}c", "a/b/c", false, false, ""},
    {"password_input", "${input:perplexity-key}", "pplx-secret", true, false, ""},
    {"plain_input", "${input:team}", "blue", false, false, ""},
    {"undeclared_input", "${input:other}", "${input:other}", false, false, "is not declared"},
    {"file_not_read", "${file:/etc/passwd}", "${file:/etc/passwd}", false, false, "does not read"},
    {"unknown",
     "${command:foo.bar}",
     "${command:foo.bar}",
     false,
     false,
     "unknown variable ${command:foo.bar}"},
    {"not_closed", "${env:BROWSER", "${env:BROWSER", false, false, ""},
    {"two_references", "${env:BROWSER}${env:BROWSER}", "firefoxfirefox", false, false, ""},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         ConfigVariableRows,
                         ::testing::ValuesIn(variableRows),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(ConfigVariables, AnExpandedValueIsNotExpandedAgain)
{
    TestImportContext test;
    test.environment.insert(u"SELF"_s, u"${env:BROWSER}"_s);
    const ConfigImportContext context = test.context();
    ConfigVariables variables(context);
    QStringList notes;
    EXPECT_EQ(variables.expand(u"${env:SELF}"_s, &notes).value, u"${env:BROWSER}"_s);
}

// ---------------------------------------------------------------------------------------------
// JSONC

struct JsoncRow
{
    const char *name;
    const char *input;
    const char *expected; // compact JSON, or nullptr for an error
    const char *error;    // substring of the error
};

class JsoncRows : public ::testing::TestWithParam<JsoncRow>
{};

TEST_P(JsoncRows, StripsCommentsAndTrailingCommas)
{
    const JsoncRow &row = GetParam();
    QString error;
    const std::optional<QJsonObject> object = Jsonc::parseObject(row.input, &error);
    if (!row.expected) {
        EXPECT_FALSE(object);
        EXPECT_TRUE(error.contains(QString::fromUtf8(row.error))) << error.toStdString();
        return;
    }
    ASSERT_TRUE(object) << error.toStdString();
    EXPECT_EQ(QJsonDocument(*object).toJson(QJsonDocument::Compact), QByteArray(row.expected));
    // Same length: every position in an error still points into the file as written.
    EXPECT_EQ(Jsonc::toJson(row.input, &error)->size(), qstrlen(row.input));
}

const JsoncRow jsoncRows[] = {
    {"plain", R"({"a":1})", R"({"a":1})", ""},
    {"line_comment", "{\"a\":1 // one\n}", R"({"a":1})", ""},
    {"block_comment", "{/* x\n y */\"a\":1}", R"({"a":1})", ""},
    {"comment_markers_in_strings",
     R"({"u":"http://x//y","c":"/* not */"})",
     R"({"c":"/* not */","u":"http://x//y"})",
     ""},
    {"escaped_quote_in_string", R"({"a":"say \"//\" ok"})", R"({"a":"say \"//\" ok"})", ""},
    {"trailing_comma_object", R"({"a":1,})", R"({"a":1})", ""},
    {"trailing_comma_array", R"({"a":[1,2,]})", R"({"a":[1,2]})", ""},
    {"trailing_comma_before_comment", "{\"a\":[1, // c\n]}", R"({"a":[1]})", ""},
    {"comma_in_string_stays", R"({"a":",]"})", R"({"a":",]"})", ""},
    {"unclosed_block", "{\"a\":1 /* open", nullptr, "line 1, column 8: a /* comment is not closed"},
    {"unclosed_string", "{\n\"a", nullptr, "line 2, column 1: a string is not closed"},
    {"double_comma_is_json_error", R"({"a":1,,})", nullptr, "line 1, column"},
    {"syntax_error_position",
     "{\n  \"a\": 1\n  \"b\": 2\n}",
     nullptr,
     "line 3, column 4: unterminated object"},
    {"array_root", "[1]", nullptr, "must hold a JSON object"},
};

INSTANTIATE_TEST_SUITE_P(Rows, JsoncRows, ::testing::ValuesIn(jsoncRows), [](const auto &info) {
    return std::string(info.param.name);
});

// ---------------------------------------------------------------------------------------------
// Hostile files

struct HostileRow
{
    const char *name;
    QByteArray (*bytes)();
    const char *error;   // substring of the error, or "" when the file is read
    const char *problem; // substring of one problem, or ""
    int servers;         // how many are imported when the file is read
};

class HostileConfigRows : public ::testing::TestWithParam<HostileRow>
{};

TEST_P(HostileConfigRows, FailsClearlyAndImportsNothingHalfWay)
{
    const HostileRow &row = GetParam();
    const ClientConfigImport result = ClientConfigImporter::import(row.bytes(), u"evil.json"_s, {});
    const QString error = QString::fromUtf8(row.error);
    if (!error.isEmpty()) {
        EXPECT_TRUE(result.error.contains(error)) << result.error.toStdString();
        EXPECT_TRUE(result.servers.isEmpty());
        return;
    }
    EXPECT_TRUE(result.ok()) << result.error.toStdString();
    EXPECT_EQ(result.servers.size(), row.servers);
    const QString problem = QString::fromUtf8(row.problem);
    if (problem.isEmpty())
        EXPECT_EQ(result.problems, QStringList());
    else
        EXPECT_TRUE(result.problems.join(u'\n').contains(problem))
            << result.problems.join(u'\n').toStdString();
}

QByteArray servers(const QByteArray &entries)
{
    return QByteArray(R"({"mcpServers": {)" + entries + "}}");
}

const HostileRow hostileRows[] = {
    {"too_large",
     [] { return QByteArray(4 * 1024 * 1024 + 1, ' '); },
     "a client config file may be at most 4 MB",
     "",
     0},
    {"not_json",
     [] { return QByteArray("{\n  \"mcpServers\": {\n    nope\n}"); },
     "evil.json: line 3, column",
     "",
     0},
    {"empty", [] { return QByteArray(); }, "evil.json: line 1, column 1", "", 0},
    {"deep",
     [] { return QByteArray("{\"a\":" + QByteArray(100, '[') + QByteArray(100, ']') + "}"); },
     "nested deeper than 64 levels",
     "",
     0},
    {"not_a_config",
     [] { return QByteArray(R"({"foo": 1})"); },
     "is not an MCP client config",
     "",
     0},
    {"servers_is_array",
     [] { return QByteArray(R"({"mcpServers": []})"); },
     "",
     "mcpServers is an array, expected an object of servers",
     0},
    {"arg_is_number",
     [] {
         return servers(
             R"("foo": {"command": "x", "args": ["a", "b", 3]}, "bar": {"command": "y"})");
     },
     "",
     "mcpServers.foo.args[2] is a number, expected a string",
     1},
    {"args_is_string",
     [] { return servers(R"("foo": {"command": "x", "args": "a b"})"); },
     "",
     "mcpServers.foo.args is a string, expected an array of strings",
     0},
    {"env_value_object",
     [] { return servers(R"("foo": {"command": "x", "env": {"A": {}}})"); },
     "",
     "mcpServers.foo.env.A is an object, expected a string",
     0},
    {"command_is_array",
     [] { return servers(R"("foo": {"command": ["x"]})"); },
     "",
     "mcpServers.foo.command is an array, expected a string",
     0},
    {"entry_is_string",
     [] { return servers(R"("foo": "npx x")"); },
     "",
     "mcpServers.foo is a string, expected an object",
     0},
    {"both_command_and_url",
     [] { return servers(R"("foo": {"command": "x", "url": "http://h/mcp"})"); },
     "",
     "has both a command and a URL",
     0},
    {"neither",
     [] { return servers(R"("foo": {"args": []})"); },
     "",
     "has neither a command nor a URL",
     0},
    {"file_url",
     [] { return servers(R"("foo": {"url": "file:///etc/passwd"})"); },
     "",
     "mcpServers.foo.url must be an http://, https://, ws:// or wss:// URL",
     0},
    {"unknown_type",
     [] { return servers(R"("foo": {"type": "pigeon", "url": "http://h/"})"); },
     "",
     "mcpServers.foo.type is \"pigeon\"",
     0},
    {"header_line_break",
     [] { return servers(R"("foo": {"url": "http://h/", "headers": {"X": "a\r\nEvil: 1"}})"); },
     "",
     "mcpServers.foo.headers.X",
     0},
    {"disabled_is_string",
     [] { return servers(R"("foo": {"command": "x", "disabled": "yes"})"); },
     "",
     "mcpServers.foo.disabled is a string, expected true or false",
     0},
    {"too_many_servers",
     [] {
         QByteArray entries;
         for (int i = 0; i < 600; ++i)
             entries += QByteArray(i ? "," : "") + "\"s" + QByteArray::number(i)
                        + "\": {\"command\": \"x\"}";
         return servers(entries);
     },
     "",
     "lists more than 500 servers",
     500},
    {"control_characters_in_name",
     [] { return servers("\"a\\u001b[31mred\\u0000\": {\"command\": \"x\"}"); },
     "",
     "",
     1},
    {"registry_unknown_type",
     [] {
         return QByteArray(
             R"({"name": "a/b", "packages": [{"registryType": "cargo", "identifier": "x"}]})");
     },
     "",
     "packages[0].registryType is \"cargo\"",
     0},
    {"registry_packages_not_array",
     [] { return QByteArray(R"({"name": "a/b", "packages": {}, "remotes": []})"); },
     "",
     "packages is an object, expected an array",
     0},
    {"registry_http_package",
     [] {
         return QByteArray(
             R"({"name": "a/b", "packages": [{"registryType": "npm", "identifier": "x", "transport": {"type": "streamable-http", "url": "http://localhost:8080/mcp"}}]})");
     },
     "",
     "packages[0] serves streamable-http, not stdio",
     0},
    {"vscode_input_without_id",
     [] { return QByteArray(R"({"inputs": [{"type": "promptString"}], "servers": {}})"); },
     "",
     "inputs[0].id is missing, expected a string",
     0},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         HostileConfigRows,
                         ::testing::ValuesIn(hostileRows),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(HostileConfig, AControlCharacterNameStaysData)
{
    const ClientConfigImport result = ClientConfigImporter::import(
        servers("\"a\\u001b[31mred\\u0000\": {\"command\": \"x\"}"), {}, {});
    ASSERT_EQ(result.servers.size(), 1);
    EXPECT_EQ(result.servers.first().name, QString(u"a\x1b[31mred"_s + QChar(0)));
}

TEST(HostileConfig, AMissingFileAndAFolderAreNamed)
{
    const ClientConfigImport missing
        = ClientConfigImporter::importFile(u"/nonexistent/x.json"_s, {});
    EXPECT_TRUE(missing.error.startsWith(u"cannot read /nonexistent/x.json: "_s))
        << missing.error.toStdString();
    const ClientConfigImport folder = ClientConfigImporter::importFile(fixturePath("cline"), {});
    EXPECT_TRUE(folder.error.endsWith(u"is a folder, not a config file"_s))
        << folder.error.toStdString();
}

} // namespace

namespace {

TEST(HostileConfig, MessagesStayFewWhateverTheFileHolds)
{
    // 100000 wrong arguments: one problem (the entry is left out at the first).
    QByteArray numbers = "1";
    for (int i = 0; i < 100000; ++i)
        numbers += ",1";
    const ClientConfigImport args = ClientConfigImporter::import(
        servers(R"("foo": {"command": "x", "args": [)" + numbers + "]}"), {}, {});
    EXPECT_EQ(args.problems,
              QStringList{u"mcpServers.foo.args[0] is a number, expected a string"_s});

    // 300 broken entries: 100 problems and the count of the rest.
    QByteArray entries;
    for (int i = 0; i < 300; ++i)
        entries += QByteArray(i ? "," : "") + "\"s" + QByteArray::number(i) + "\": 1";
    const ClientConfigImport many = ClientConfigImporter::import(servers(entries), {}, {});
    ASSERT_EQ(many.problems.size(), ClientConfigImporter::kMaxProblems + 1);
    EXPECT_EQ(many.problems.last(), u"… and 200 more problems"_s);

    // 10000 unknown variables: each note once, at most 50.
    QByteArray variables;
    for (int i = 0; i < 10000; ++i)
        variables += QByteArray(i ? "," : "") + "\"${x" + QByteArray::number(i % 100) + ":y}\"";
    const ClientConfigImport noted = ClientConfigImporter::import(
        servers(R"("foo": {"command": "x", "args": [)" + variables + "]}"), {}, {});
    ASSERT_EQ(noted.servers.size(), 1);
    EXPECT_EQ(noted.servers.first().notes.size(), 50);
    EXPECT_EQ(noted.servers.first().config.arguments.size(), 10000);
}

} // namespace
