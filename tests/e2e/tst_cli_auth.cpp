// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// mcpscope-cli against a local OAuth-protected MCP endpoint (LocalAuthServer, in this process):
// an authorization that fails after the handshake ends the run with exit code 3 and says which
// step failed and why, like one that fails before it.
#include "clirun.h"
#include "localauthserver.h"
#include "support/qtprinters.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// The CLI keeps credentials in its config directory: give each run a fresh one.
class CliAuth : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(config.isValid());
        qputenv("XDG_CONFIG_HOME", config.path().toUtf8());
    }
    void TearDown() override { qunsetenv("XDG_CONFIG_HOME"); }
    QTemporaryDir config;
    LocalAuthServer server;
};

TEST_F(CliAuth, AuthorizedListSucceeds)
{
    const CliRun run
        = CliRun::run({u"--method"_s, u"tools/list"_s, u"--url"_s, server.mcpUrl().toString()});
    EXPECT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_EQ(server.count(u"token"_s), 1);
}

TEST_F(CliAuth, FailureAfterTheHandshakeExitsThreeWithStepAndReason)
{
    server.knobs.revokeAfterHandshake = true;
    const CliRun run
        = CliRun::run({u"--method"_s, u"tools/list"_s, u"--url"_s, server.mcpUrl().toString()});
    EXPECT_EQ(run.exitCode, 3) << run.errText().toStdString();
    // The handshake went through with the first token; the list was refused afterwards.
    EXPECT_GE(server.count(u"token"_s), 2);
    const QString err = run.errText();
    EXPECT_TRUE(err.contains(u"mcpscope-cli: error:"_s)) << err.toStdString();
    EXPECT_TRUE(err.contains(u"401"_s)) << err.toStdString();
    EXPECT_TRUE(err.contains(u"invalid_grant"_s)) << err.toStdString();
}

} // namespace
