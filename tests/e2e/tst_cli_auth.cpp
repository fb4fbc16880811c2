// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// mcpscope-cli against a local OAuth-protected MCP endpoint (LocalAuthServer, in this process):
// an authorization that fails after the handshake ends the run with exit code 3 and says which
// step failed and why, like one that fails before it.
#include "clirun.h"
#include "support/localauthserver.h"
#include "support/qtprinters.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// Without a keyring (no D-Bus session: never a developer's real keyring) the CLI keeps
// credentials in its config directory: give each test a fresh one.
class CliAuth : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(config.isValid());
        qputenv("XDG_CONFIG_HOME", config.path().toUtf8());
        m_bus = qgetenv("DBUS_SESSION_BUS_ADDRESS");
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
    }
    void TearDown() override
    {
        qunsetenv("XDG_CONFIG_HOME");
        if (!m_bus.isEmpty())
            qputenv("DBUS_SESSION_BUS_ADDRESS", m_bus);
    }
    QByteArray m_bus;
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

TEST_F(CliAuth, TokensAreKeptUntilForgotten)
{
    const QStringList list{u"--method"_s, u"tools/list"_s, u"--url"_s, server.mcpUrl().toString()};
    const CliRun first = CliRun::run(list);
    ASSERT_EQ(first.exitCode, 0) << first.errText().toStdString();
    // Where the tokens went, and why not the keyring.
    EXPECT_TRUE(first.errText().contains(u"auth: credentials are kept in the file "_s))
        << first.errText().toStdString();
    EXPECT_TRUE(first.errText().contains(u"no OS keyring answered"_s))
        << first.errText().toStdString();
    ASSERT_EQ(CliRun::run(list).exitCode, 0);
    EXPECT_EQ(server.count(u"authorize"_s), 1); // the second run used the stored token

    const int requestsBefore = server.count(u"mcp"_s);
    const CliRun forget
        = CliRun::run({u"--forget-credentials"_s, u"--url"_s, server.mcpUrl().toString()});
    EXPECT_EQ(forget.exitCode, 0) << forget.errText().toStdString();
    EXPECT_TRUE(forget.errText().contains(u"forgot the OAuth credentials for "_s))
        << forget.errText().toStdString();
    EXPECT_EQ(server.count(u"mcp"_s), requestsBefore); // it connects to nothing
    ASSERT_EQ(CliRun::run(list).exitCode, 0);
    EXPECT_EQ(server.count(u"authorize"_s), 2); // forgotten: authorized anew
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
