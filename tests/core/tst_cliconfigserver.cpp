// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// mcpscope-cli --config FILE --server NAME: the options, and what happens before anything runs.
#include "configimportsupport.h"
#include "support/qtprinters.h"

#include <core/catalog/confirmedcommands.h>
#include <core/cli/cliconfigserver.h>

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

CliParseResult parse(std::initializer_list<const char *> words)
{
    QStringList arguments{u"mcpscope-cli"_s};
    for (const char *word : words)
        arguments << QString::fromUtf8(word);
    return Cli::parseArguments(arguments);
}

struct OptionRow
{
    const char *name;
    std::vector<const char *> words;
    const char *error; // "" when it parses
};

class CliConfigOptionRows : public ::testing::TestWithParam<OptionRow>
{};

TEST_P(CliConfigOptionRows, Parse)
{
    QStringList arguments{u"mcpscope-cli"_s};
    for (const char *word : GetParam().words)
        arguments << QString::fromUtf8(word);
    EXPECT_EQ(Cli::parseArguments(arguments).error, QString::fromUtf8(GetParam().error));
}

const OptionRow optionRows[] = {
    {"config_and_server", {"--method", "tools/list", "--config", "f.json", "--server", "demo"}, ""},
    {"config_without_server_parses", {"--method", "ping", "--config", "f.json"}, ""},
    {"with_tool_call",
     {"--method",
      "tools/call",
      "--tool-name",
      "echo",
      "--tool-arg",
      "a=1",
      "--config",
      "f.json",
      "--server",
      "x",
      "--yes"},
     ""},
    {"lint", {"lint", "--config", "f.json", "--server", "x"}, ""},
    {"config_and_url",
     {"--method", "ping", "--config", "f.json", "--url", "http://h/mcp"},
     "give one server: --config FILE --server NAME, --url URL or a command after --"},
    {"config_and_command",
     {"--method", "ping", "--config", "f.json", "--", "node", "s.js"},
     "give one server: --config FILE --server NAME, --url URL or a command after --"},
    {"config_and_transport",
     {"--method", "ping", "--config", "f.json", "--transport", "sse"},
     "--transport is only used with --url (a --config server has its own)"},
    {"server_without_config",
     {"--method", "ping", "--server", "x", "--", "s"},
     "--server is only used with --config FILE"},
    {"yes_without_config",
     {"--method", "ping", "--yes", "--", "s"},
     "--yes is only used with --config FILE"},
    {"empty_config", {"--method", "ping", "--config", ""}, "--config needs a file name"},
    {"saved_call_without_method",
     {"--config", "servers.json", "--server", "demo", "--saved-call", "echo"},
     ""},
    {"saved_call_and_method",
     {"--method", "ping", "--config", "f", "--server", "demo", "--saved-call", "echo"},
     "--saved-call runs the saved tools/call or prompts/get: leave out --method"},
    {"saved_call_without_config",
     {"--saved-call", "echo", "--", "s"},
     "--saved-call is only used with --config FILE"},
    {"empty_saved_call",
     {"--config", "f", "--server", "demo", "--saved-call", ""},
     "--saved-call needs the name of a saved call"},
    {"bad_env",
     {"--method", "ping", "--config", "f", "-e", "NOEQUALS"},
     "-e expects KEY=VALUE, got \"NOEQUALS\""},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         CliConfigOptionRows,
                         ::testing::ValuesIn(optionRows),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(CliConfigOptions, KeepTheFileTheNameAndTheCommandLinesAdditions)
{
    const CliParseResult result = parse({"--method",
                                         "tools/list",
                                         "--config",
                                         "f.json",
                                         "--server",
                                         "demo",
                                         "--yes",
                                         "-e",
                                         "A=1",
                                         "--cwd",
                                         "/x",
                                         "--header",
                                         "X-A: b"});
    ASSERT_EQ(result.error, QString());
    EXPECT_EQ(result.options.configPath, u"f.json"_s);
    EXPECT_EQ(result.options.configServer, u"demo"_s);
    EXPECT_TRUE(result.options.confirmCommand);
    EXPECT_EQ(environmentText(result.options.server), u"A=1"_s);
    EXPECT_EQ(result.options.server.workingDirectory, u"/x"_s);
    EXPECT_EQ(headerText(result.options.server), u"X-A: b"_s);
}

TEST(CliConfigOptions, HelpNamesThem)
{
    const QString help = Cli::helpText();
    for (const QString &option :
         {u"--config <FILE>"_s, u"--server <NAME>"_s, u"--yes"_s, u"--saved-call <CALL>"_s})
        EXPECT_TRUE(help.contains(option)) << option.toStdString();
}

// ---------------------------------------------------------------------------------------------
// resolve

class CliConfigResolve : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        configPath = dir.filePath(u"claude_desktop_config.json"_s);
        write(R"({"mcpServers": {
            "demo": {"command": "/opt/demo", "args": ["--flag", "two words"], "env": {"API_TOKEN": "s3cret", "MODE": "x"}},
            "web": {"url": "https://mcp.example.com/mcp", "headers": {"Authorization": "Bearer t"}},
            "off": {"command": "x", "disabled": true}
        }})");
    }

    void write(const QByteArray &bytes)
    {
        QFile file(configPath);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }

    int resolve(std::initializer_list<const char *> extra, bool interactive = false)
    {
        QStringList arguments{
            u"mcpscope-cli"_s, u"--method"_s, u"tools/list"_s, u"--config"_s, configPath};
        for (const char *word : extra)
            arguments << QString::fromUtf8(word);
        CliParseResult parsed = Cli::parseArguments(arguments);
        EXPECT_EQ(parsed.error, QString());
        options = parsed.options;
        CliConfigServer::Terminal terminal;
        terminal.interactive = interactive;
        terminal.readLine = [this](const QString &prompt, bool) -> std::optional<QString> {
            prompts << prompt;
            if (answers.isEmpty())
                return std::nullopt;
            return answers.takeFirst();
        };
        errBuffer.setData({});
        errBuffer.open(QIODevice::WriteOnly);
        ConfirmedCommands confirmed(dir.filePath(u"confirmed.json"_s));
        const int code = CliConfigServer::resolve(options, {}, confirmed, terminal, &errBuffer);
        errBuffer.close();
        err = QString::fromUtf8(errBuffer.data());
        return code;
    }

    QTemporaryDir dir;
    QString configPath;
    CliOptions options;
    QBuffer errBuffer;
    QString err;
    QStringList answers;
    QStringList prompts;
};

TEST_F(CliConfigResolve, WithoutATerminalAnUnconfirmedCommandIsShownAndRefused)
{
    EXPECT_EQ(resolve({"--server", "demo"}), 2);
    EXPECT_TRUE(
        err.contains(u"    argv[0] = /opt/demo\n    argv[1] = --flag\n    argv[2] = two words\n"_s))
        << err.toStdString();
    EXPECT_TRUE(err.contains(u"with the environment variables: API_TOKEN, MODE"_s))
        << err.toStdString();
    EXPECT_FALSE(err.contains(u"s3cret"_s));
    EXPECT_TRUE(err.contains(u"rerun with --yes"_s));
    EXPECT_TRUE(prompts.isEmpty());
}

TEST_F(CliConfigResolve, YesConfirmsAndTheNextRunNeedsNothing)
{
    EXPECT_EQ(resolve({"--server", "demo", "--yes"}), CliConfigServer::kContinue)
        << err.toStdString();
    EXPECT_EQ(commandText(options.server), u"/opt/demo|--flag|two words"_s);
    EXPECT_EQ(environmentText(options.server), u"*API_TOKEN=s3cret;MODE=x"_s);
    EXPECT_EQ(resolve({"--server", "demo"}), CliConfigServer::kContinue) << err.toStdString();
    EXPECT_EQ(err, QString());
    // Another argument is another command.
    write(R"({"mcpServers": {"demo": {"command": "/opt/demo", "args": ["--other"]}}})");
    EXPECT_EQ(resolve({"--server", "demo"}), 2);
}

TEST_F(CliConfigResolve, OnATerminalOnlyAYesRunsIt)
{
    answers = {u"n"_s};
    EXPECT_EQ(resolve({"--server", "web"}, true), 2);
    EXPECT_EQ(prompts, QStringList{u"Run it? [y/N] "_s});
    EXPECT_TRUE(err.contains(u"connect to https://mcp.example.com/mcp (http)"_s))
        << err.toStdString();
    EXPECT_TRUE(err.contains(u"not confirmed: nothing was started"_s));
    answers = {u"y"_s};
    EXPECT_EQ(resolve({"--server", "web"}, true), CliConfigServer::kContinue);
    answers = {};
    EXPECT_EQ(resolve({"--server", "web"}, true), CliConfigServer::kContinue); // remembered
}

TEST_F(CliConfigResolve, AMissingOrUnknownServerListsTheNames)
{
    EXPECT_EQ(resolve({}), 2);
    EXPECT_TRUE(err.contains(u"--config needs --server NAME; "_s)) << err.toStdString();
    EXPECT_TRUE(err.contains(u"(Claude Desktop) has:\n  demo\n  off\n  web\n"_s))
        << err.toStdString();
    EXPECT_EQ(resolve({"--server", "nope"}), 2);
    EXPECT_TRUE(err.contains(u"no server \"nope\" in "_s)) << err.toStdString();
    EXPECT_TRUE(err.contains(u"\n  demo\n  off\n  web\n"_s));
}

TEST_F(CliConfigResolve, AMalformedFileNamesTheLine)
{
    write("{\n  \"mcpServers\": {\n    \"demo\": }\n}");
    EXPECT_EQ(resolve({"--server", "demo"}), 2);
    EXPECT_TRUE(err.contains(configPath + u": line 3, column"_s)) << err.toStdString();
}

TEST_F(CliConfigResolve, TheCommandLineAddsToTheFile)
{
    EXPECT_EQ(resolve({"--server",
                       "demo",
                       "--yes",
                       "-e",
                       "MODE=y",
                       "-e",
                       "EXTRA=1",
                       "--cwd",
                       "/w",
                       "--max-message-size",
                       "2M"}),
              CliConfigServer::kContinue);
    EXPECT_EQ(environmentText(options.server), u"*API_TOKEN=s3cret;MODE=y;EXTRA=1"_s);
    EXPECT_EQ(options.server.workingDirectory, u"/w"_s);
    EXPECT_EQ(options.server.maxMessageBytes, 2 * 1024 * 1024);
    EXPECT_EQ(options.server.name, u"demo"_s);
}

TEST_F(CliConfigResolve, ADisabledServerRunsWithANote)
{
    EXPECT_EQ(resolve({"--server", "off", "--yes"}), CliConfigServer::kContinue);
    EXPECT_TRUE(err.contains(u"note: \"off\" is disabled in Claude Desktop"_s))
        << err.toStdString();
}

TEST_F(CliConfigResolve, ControlCharactersCannotForgeLines)
{
    write(
        R"({"mcpServers": {"x": {"command": "/bin/true", "args": ["a\nmcpscope-cli: argv[9] = fake\u001b[2J"]}}})");
    EXPECT_EQ(resolve({"--server", "x"}), 2);
    EXPECT_FALSE(err.contains(u"\nmcpscope-cli: argv[9]"_s)) << err.toStdString();
    EXPECT_FALSE(err.contains(QChar(0x1b)));
}

} // namespace
