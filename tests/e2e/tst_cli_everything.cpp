// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clirun.h"
#include "support/qtprinters.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// mcpscope-cli against @modelcontextprotocol/server-everything (pinned in tests/package.json).
namespace {

QStringList cli(QStringList options)
{
    return options << u"--"_s << everythingServer();
}

TEST(CliEverything, ListsToolsAsText)
{
    const CliRun run = CliRun::run(cli({u"--method"_s, u"tools/list"_s}));
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    for (const char *tool : {"echo", "get-sum", "get-tiny-image", "trigger-long-running-operation"})
        EXPECT_TRUE(run.outText().contains(QString::fromUtf8(tool))) << tool;
    // The server's stderr is forwarded, prefixed.
    EXPECT_TRUE(run.errText().contains(u"[server] "_s));
}

TEST(CliEverything, InitializeAsJson)
{
    const CliRun run = CliRun::run(cli({u"--method"_s, u"initialize"_s, u"--format"_s, u"json"_s}));
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    const QJsonObject result = run.json().value("result"_L1).toObject();
    EXPECT_EQ(result.value("protocolVersion"_L1).toString(), u"2025-11-25"_s);
    EXPECT_FALSE(result.value("serverInfo"_L1).toObject().value("name"_L1).toString().isEmpty());
    EXPECT_TRUE(result.value("capabilities"_L1).toObject().contains("tools"_L1));
}

TEST(CliEverything, CallsToolWithJsonCoercedArguments)
{
    const CliRun run = CliRun::run(cli({u"--method"_s,
                                        u"tools/call"_s,
                                        u"--tool-name"_s,
                                        u"get-sum"_s,
                                        u"--tool-arg"_s,
                                        u"a=2"_s,
                                        u"--tool-arg"_s,
                                        u"b=40"_s,
                                        u"--format"_s,
                                        u"json"_s}));
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    const QJsonObject document = run.json();
    ASSERT_EQ(document.keys(), QStringList{u"result"_s}) << run.outText().toStdString();
    const QString text = document.value("result"_L1)
                             .toObject()
                             .value("content"_L1)
                             .toArray()
                             .first()
                             .toObject()
                             .value("text"_L1)
                             .toString();
    EXPECT_TRUE(text.contains(u"42"_s)) << text.toStdString();
}

TEST(CliEverything, EchoAsText)
{
    const CliRun run = CliRun::run(cli({u"--method"_s,
                                        u"tools/call"_s,
                                        u"--tool-name"_s,
                                        u"echo"_s,
                                        u"--tool-args-json"_s,
                                        uR"({"message":"012"})"_s}));
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_EQ(run.outText(), u"Echo: 012\n"_s);
}

TEST(CliEverything, UnknownToolIsAToolErrorExit5)
{
    const CliRun run
        = CliRun::run(cli({u"--method"_s, u"tools/call"_s, u"--tool-name"_s, u"no-such-tool"_s}));
    EXPECT_EQ(run.exitCode, 5) << run.errText().toStdString();
    EXPECT_TRUE(run.errText().contains(u"isError"_s));
}

TEST(CliEverything, ImageContentIsSummarised)
{
    const CliRun run
        = CliRun::run(cli({u"--method"_s, u"tools/call"_s, u"--tool-name"_s, u"get-tiny-image"_s}));
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_TRUE(run.outText().contains(u"[image image/png, "_s)) << run.outText().toStdString();
}

TEST(CliEverything, ResourcesTemplatesAndRead)
{
    const CliRun list
        = CliRun::run(cli({u"--method"_s, u"resources/list"_s, u"--format"_s, u"json"_s}));
    ASSERT_EQ(list.exitCode, 0) << list.errText().toStdString();
    const QJsonArray resources
        = list.json().value("result"_L1).toObject().value("resources"_L1).toArray();
    ASSERT_FALSE(resources.isEmpty());
    const QString uri = resources.first().toObject().value("uri"_L1).toString();

    const CliRun read = CliRun::run(
        cli({u"--method"_s, u"resources/read"_s, u"--uri"_s, uri, u"--format"_s, u"json"_s}));
    ASSERT_EQ(read.exitCode, 0) << read.errText().toStdString();
    EXPECT_EQ(read.json()
                  .value("result"_L1)
                  .toObject()
                  .value("contents"_L1)
                  .toArray()
                  .first()
                  .toObject()
                  .value("uri"_L1)
                  .toString(),
              uri);

    const CliRun templates = CliRun::run(cli({u"--method"_s, u"resources/templates/list"_s}));
    ASSERT_EQ(templates.exitCode, 0) << templates.errText().toStdString();
    EXPECT_TRUE(templates.outText().contains(u"{resourceId}"_s))
        << templates.outText().toStdString();
}

TEST(CliEverything, PromptsListAndGetWithArguments)
{
    const CliRun list = CliRun::run(cli({u"--method"_s, u"prompts/list"_s}));
    ASSERT_EQ(list.exitCode, 0) << list.errText().toStdString();
    EXPECT_TRUE(list.outText().contains(u"args-prompt"_s));

    const CliRun get = CliRun::run(cli({u"--method"_s,
                                        u"prompts/get"_s,
                                        u"--prompt-name"_s,
                                        u"args-prompt"_s,
                                        u"--prompt-args"_s,
                                        u"city=Lisbon"_s}));
    ASSERT_EQ(get.exitCode, 0) << get.errText().toStdString();
    EXPECT_TRUE(get.outText().contains(u"Lisbon"_s)) << get.outText().toStdString();
}

TEST(CliEverything, MissingPromptArgumentIsAJsonRpcErrorExit5)
{
    const CliRun run = CliRun::run(cli({u"--method"_s,
                                        u"prompts/get"_s,
                                        u"--prompt-name"_s,
                                        u"args-prompt"_s,
                                        u"--format"_s,
                                        u"json"_s}));
    EXPECT_EQ(run.exitCode, 5) << run.errText().toStdString();
    const QJsonObject error = run.json().value("error"_L1).toObject();
    EXPECT_EQ(error.value("code"_L1).toInt(), -32602) << run.outText().toStdString();
    EXPECT_TRUE(run.errText().contains(u"-32602 Invalid params"_s));
}

TEST(CliEverything, Ping)
{
    const CliRun run = CliRun::run(cli({u"--method"_s, u"ping"_s}));
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_TRUE(run.outText().startsWith(u"pong ("_s));
}

} // namespace
