// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clirun.h"
#include "demoremote.h"
#include "support/qtprinters.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// mcpscope-cli against the demo server over Streamable HTTP and WebSocket.
namespace {

class CliDemoRemote : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(server.start()) << server.output().toStdString(); }
    DemoRemoteServer server;
};

TEST_F(CliDemoRemote, StreamableHttpCall)
{
    const CliRun run = CliRun::run({u"--method"_s,
                                    u"tools/call"_s,
                                    u"--tool-name"_s,
                                    u"add"_s,
                                    u"--tool-arg"_s,
                                    u"a=2"_s,
                                    u"--tool-arg"_s,
                                    u"b=40"_s,
                                    u"--url"_s,
                                    server.httpUrl()});
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_TRUE(run.outText().startsWith(u"2 + 40 = 42"_s)) << run.outText().toStdString();
}

TEST_F(CliDemoRemote, StreamableHttpProgressOverSse)
{
    const CliRun run = CliRun::run({u"--method"_s,
                                    u"tools/call"_s,
                                    u"--tool-name"_s,
                                    u"long_operation"_s,
                                    u"--tool-arg"_s,
                                    u"duration_seconds=0"_s,
                                    u"--tool-arg"_s,
                                    u"steps=3"_s,
                                    u"--url"_s,
                                    server.httpUrl()});
    EXPECT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_TRUE(run.errText().contains(u"mcpscope-cli: progress 3/3"_s))
        << run.errText().toStdString();
}

TEST_F(CliDemoRemote, WebSocketCall)
{
    const CliRun run = CliRun::run({u"--method"_s,
                                    u"tools/call"_s,
                                    u"--tool-name"_s,
                                    u"echo"_s,
                                    u"--tool-arg"_s,
                                    u"message=over ws"_s,
                                    u"--url"_s,
                                    server.wsUrl()});
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_EQ(run.outText(), u"over ws\n"_s);
}

TEST_F(CliDemoRemote, HttpToolErrorExits5)
{
    const CliRun run = CliRun::run({u"--method"_s,
                                    u"tools/call"_s,
                                    u"--tool-name"_s,
                                    u"fail"_s,
                                    u"--url"_s,
                                    server.httpUrl()});
    EXPECT_EQ(run.exitCode, 5) << run.errText().toStdString();
}

} // namespace
