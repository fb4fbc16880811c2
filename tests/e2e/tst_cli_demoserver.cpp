// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clirun.h"
#include "support/qtprinters.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// mcpscope-cli against the bundled demo server, including its deliberately broken modes.
namespace {

QStringList demo(QStringList options)
{
    return options << u"--"_s << demoServer();
}

QStringList misbehave(const QString &mode, const QString &timeout = u"60000"_s)
{
    return demo({u"--method"_s,
                 u"tools/call"_s,
                 u"--tool-name"_s,
                 u"misbehave"_s,
                 u"--tool-arg"_s,
                 u"mode="_s + mode,
                 u"--timeout"_s,
                 timeout});
}

TEST(CliDemoServer, ListsTheCatalogue)
{
    const CliRun run
        = CliRun::run(demo({u"--method"_s, u"tools/list"_s, u"--format"_s, u"json"_s}));
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    QStringList names;
    for (const QJsonValue &tool :
         run.json().value("result"_L1).toObject().value("tools"_L1).toArray())
        names << tool.toObject().value("name"_L1).toString();
    for (const char *tool :
         {"echo", "add", "create_ticket", "long_operation", "fail", "log", "misbehave"})
        EXPECT_TRUE(names.contains(QString::fromUtf8(tool))) << tool;
}

TEST(CliDemoServer, ToolErrorExits5)
{
    const CliRun run
        = CliRun::run(demo({u"--method"_s, u"tools/call"_s, u"--tool-name"_s, u"fail"_s}));
    EXPECT_EQ(run.exitCode, 5) << run.errText().toStdString();
    EXPECT_TRUE(run.outText().startsWith(u"tool reported an error (isError: true):"_s))
        << run.outText().toStdString();
}

TEST(CliDemoServer, BannerOnStdoutIsAWarningNotAFailure)
{
    const CliRun run = CliRun::run(misbehave(u"banner"_s));
    EXPECT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_TRUE(run.errText().contains(
        u"mcpscope-cli: warning: the server sent an invalid frame (not JSON"_s))
        << run.errText().toStdString();
}

TEST(CliDemoServer, CrashMidCallNamesExitCodeAndStderr)
{
    const CliRun run = CliRun::run(misbehave(u"crash"_s));
    EXPECT_EQ(run.exitCode, 4);
    EXPECT_TRUE(run.errText().contains(
        u"mcpscope-cli: error: server exited with code 3 before answering tools/call; last stderr: "_s))
        << run.errText().toStdString();
}

TEST(CliDemoServer, MalformedAnswerIsReportedAndTimesOut)
{
    const CliRun run = CliRun::run(misbehave(u"malformed"_s, u"1500"_s));
    EXPECT_EQ(run.exitCode, 4);
    EXPECT_TRUE(run.errText().contains(u"the server sent an invalid frame (not JSON"_s))
        << run.errText().toStdString();
    EXPECT_TRUE(run.errText().contains(u"no answer to tools/call within 1500 ms"_s))
        << run.errText().toStdString();
}

TEST(CliDemoServer, WrongIdTypeIsExplained)
{
    const CliRun run = CliRun::run(misbehave(u"wrong_id_type"_s, u"1500"_s));
    EXPECT_EQ(run.exitCode, 4);
    EXPECT_TRUE(run.errText().contains(u"has another JSON type than request id"_s))
        << run.errText().toStdString();
}

TEST(CliDemoServer, HangingServerTimesOutAndIsStopped)
{
    const CliRun run = CliRun::run(misbehave(u"no_answer"_s, u"500"_s), 20000);
    EXPECT_EQ(run.exitCode, 4);
    EXPECT_TRUE(run.errText().contains(u"no answer to tools/call within 500 ms"_s))
        << run.errText().toStdString();
}

TEST(CliDemoServer, TwentyMegabyteAnswerArrivesWhole)
{
    const CliRun run = CliRun::run(misbehave(u"huge"_s), 60000);
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_GE(run.out.size(), 20 * 1000 * 1000);
}

TEST(CliDemoServer, ArgumentsBreakingTheSchemaExit2AndAreNotSent)
{
    const CliRun run = CliRun::run(demo(
        {u"--method"_s, u"tools/call"_s, u"--tool-name"_s, u"add"_s, u"--tool-arg"_s, u"a=1"_s}));
    EXPECT_EQ(run.exitCode, 2) << run.errText().toStdString();
    EXPECT_TRUE(run.errText().contains(
        u"mcpscope-cli: the arguments do not match the input schema of \"add\":\n/b: "_s))
        << run.errText().toStdString();
    EXPECT_TRUE(run.outText().isEmpty());
}

TEST(CliDemoServer, InvalidArgumentsAsJsonListEveryIssue)
{
    const CliRun run = CliRun::run(demo({u"--method"_s,
                                         u"tools/call"_s,
                                         u"--tool-name"_s,
                                         u"add"_s,
                                         u"--tool-args-json"_s,
                                         uR"({"a":"one","b":"two"})"_s,
                                         u"--format"_s,
                                         u"json"_s}));
    EXPECT_EQ(run.exitCode, 2);
    const QJsonArray issues = run.json().value("error"_L1).toObject().value("issues"_L1).toArray();
    ASSERT_EQ(issues.size(), 2) << run.outText().toStdString();
    EXPECT_EQ(issues.at(0).toObject().value("pointer"_L1).toString(), u"/a"_s);
    EXPECT_EQ(issues.at(1).toObject().value("pointer"_L1).toString(), u"/b"_s);
}

TEST(CliDemoServer, NoValidateSendsBadArgumentsOnPurpose)
{
    const CliRun run = CliRun::run(demo({u"--method"_s,
                                         u"tools/call"_s,
                                         u"--tool-name"_s,
                                         u"add"_s,
                                         u"--tool-arg"_s,
                                         u"a=1"_s,
                                         u"--no-validate"_s}));
    // The server's own check answers with a tool error, in the inspector's words: the demo
    // server validates with the same SchemaValidator.
    EXPECT_EQ(run.exitCode, 5) << run.errText().toStdString();
    EXPECT_TRUE(run.errText().contains(u"sending them anyway (--no-validate)"_s))
        << run.errText().toStdString();
    EXPECT_TRUE(run.outText().contains(
        u"Invalid arguments for tool \"add\":\n- /b: required, but missing"_s))
        << run.outText().toStdString();
}

TEST(CliDemoServer, MissingServerProgramExits4)
{
    const CliRun run
        = CliRun::run({u"--method"_s, u"tools/list"_s, u"--"_s, u"mcpscope-no-such-server"_s});
    EXPECT_EQ(run.exitCode, 4);
    EXPECT_EQ(
        run.errText(),
        u"mcpscope-cli: error: could not start the server: \"mcpscope-no-such-server\" was not found in PATH\n"_s);
}

TEST(CliDemoServer, UsageErrorExits1WithHint)
{
    const CliRun run = CliRun::run({u"--method"_s, u"tools/call"_s, u"--"_s, u"x"_s});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_EQ(run.errText(),
              u"mcpscope-cli: --method tools/call needs --tool-name NAME\n"
              "Run 'mcpscope-cli --help' for usage.\n"_s);
}

TEST(CliDemoServer, JsonFormatFailureIsOneDocument)
{
    const CliRun run = CliRun::run({u"--method"_s,
                                    u"tools/list"_s,
                                    u"--format"_s,
                                    u"json"_s,
                                    u"--"_s,
                                    u"/bin/sh"_s,
                                    u"-c"_s,
                                    u"echo 'config missing' >&2; exit 2"_s});
    EXPECT_EQ(run.exitCode, 4);
    EXPECT_EQ(
        run.json().value("error"_L1).toObject().value("message"_L1).toString(),
        u"server exited with code 2 before answering initialize; last stderr: config missing"_s)
        << run.outText().toStdString();
}

} // namespace

namespace {

TEST(CliDemoServer, ToolCallNamesTheToolsAppAndSavesItsHtml)
{
    QTemporaryDir directory;
    ASSERT_TRUE(directory.isValid());
    const QString path = directory.filePath(u"app.html"_s);
    const CliRun run = CliRun::run(demo(
        {u"--method"_s, u"tools/call"_s, u"--tool-name"_s, u"show_app"_s, u"--app-html"_s, path}));
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_TRUE(run.outText().startsWith(u"app: ui://demo/app\n"_s)) << run.outText().toStdString();
    EXPECT_TRUE(run.outText().contains(u"Hello, world"_s)) << run.outText().toStdString();
    QFile saved(path);
    ASSERT_TRUE(saved.open(QIODevice::ReadOnly));
    EXPECT_TRUE(saved.readAll().contains("ui/initialize"));
    EXPECT_EQ(saved.permissions() & (QFileDevice::ReadGroup | QFileDevice::ReadOther),
              QFileDevice::Permissions());

    // JSON output stays one document; a tool without an app has nothing to save.
    const CliRun json = CliRun::run(demo({u"--method"_s,
                                          u"tools/call"_s,
                                          u"--tool-name"_s,
                                          u"show_app"_s,
                                          u"--format"_s,
                                          u"json"_s}));
    ASSERT_EQ(json.exitCode, 0) << json.errText().toStdString();
    EXPECT_FALSE(json.json().isEmpty());
    EXPECT_TRUE(json.errText().contains(u"ui://demo/app"_s));
    const CliRun none = CliRun::run(demo({u"--method"_s,
                                          u"tools/call"_s,
                                          u"--tool-name"_s,
                                          u"echo"_s,
                                          u"--tool-arg"_s,
                                          u"message=hi"_s,
                                          u"--app-html"_s,
                                          directory.filePath(u"none.html"_s)}));
    EXPECT_EQ(none.exitCode, 1);
    EXPECT_TRUE(none.errText().contains(u"has no MCP App"_s)) << none.errText().toStdString();
    EXPECT_FALSE(QFile::exists(directory.filePath(u"none.html"_s)));
}

} // namespace
