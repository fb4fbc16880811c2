// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clirun.h"
#include "demomodern.h"
#include "support/qtprinters.h"

#include <QProcess>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// mcpscope-cli's era choices against a demo server that speaks one era only (stdio and HTTP),
// and a modern resources/subscribe (subscriptions/listen) hearing of a change over HTTP.
namespace {

class CliDemoEras : public ::testing::TestWithParam<DemoTarget::Transport>
{
protected:
    CliRun run(const char *clientEra, const char *serverEra, const QString &method)
    {
        const QStringList server = target.arguments({u"--era"_s, QString::fromLatin1(serverEra)});
        EXPECT_FALSE(server.isEmpty()) << target.problem().toStdString();
        return CliRun::run(
            QStringList{u"--era"_s, QString::fromLatin1(clientEra), u"--method"_s, method}
            + server);
    }

    DemoTarget target{GetParam()};
};

TEST_P(CliDemoEras, AutoFallsBackToInitializeOnALegacyServer)
{
    const CliRun result = run("auto", "legacy", u"initialize"_s);
    ASSERT_EQ(result.exitCode, 0) << result.errText().toStdString();
    EXPECT_TRUE(result.outText().contains(u"\nprotocol 2025-11-25 (legacy era)\n"_s))
        << result.outText().toStdString();
}

TEST_P(CliDemoEras, AutoCallsToolsOnALegacyServer)
{
    const CliRun result = run("auto", "legacy", u"tools/list"_s);
    ASSERT_EQ(result.exitCode, 0) << result.errText().toStdString();
    EXPECT_TRUE(result.outText().startsWith(u"echo (Echo)"_s)) << result.outText().toStdString();
    EXPECT_FALSE(result.outText().contains(u"confirm_booking"_s));
}

TEST_P(CliDemoEras, AutoFindsAModernOnlyServer)
{
    const CliRun result = run("auto", "modern", u"initialize"_s);
    ASSERT_EQ(result.exitCode, 0) << result.errText().toStdString();
    EXPECT_TRUE(result.outText().contains(u"\nprotocol 2026-07-28 (modern era)"_s))
        << result.outText().toStdString();
}

TEST_P(CliDemoEras, ModernAgainstALegacyServerFailsSayingWhy)
{
    const CliRun result = run("modern", "legacy", u"tools/list"_s);
    EXPECT_EQ(result.exitCode, 4) << result.errText().toStdString();
    EXPECT_TRUE(result.errText().contains(u"mcpscope-cli: error: server/discover failed: "_s))
        << result.errText().toStdString();
    EXPECT_TRUE(
        result.errText().contains(u"this looks like a legacy server (server/discover got error "_s))
        << result.errText().toStdString();
    EXPECT_TRUE(result.errText().contains(u"choose the legacy or auto era for it"_s))
        << result.errText().toStdString();
    EXPECT_TRUE(result.outText().isEmpty()) << result.outText().toStdString();
}

TEST_P(CliDemoEras, LegacyAgainstAModernOnlyServerIsRefusedWithTheSupportedVersions)
{
    const CliRun result = run("legacy", "modern", u"tools/list"_s);
    EXPECT_EQ(result.exitCode, 4) << result.errText().toStdString();
    EXPECT_TRUE(result.errText().contains(u"-32022"_s)) << result.errText().toStdString();
    EXPECT_TRUE(result.errText().contains(u"2026-07-28"_s)) << result.errText().toStdString();
}

INSTANTIATE_TEST_SUITE_P(Transports,
                         CliDemoEras,
                         ::testing::Values(DemoTarget::Transport::Stdio,
                                           DemoTarget::Transport::Http),
                         [](const ::testing::TestParamInfo<DemoTarget::Transport> &info) {
                             return info.param == DemoTarget::Transport::Stdio ? "Stdio" : "Http";
                         });

TEST(CliDemoListen, ModernSubscribeHearsOfANoteAddedByAnotherClient)
{
    DemoTarget target(DemoTarget::Transport::Http);
    const QStringList server = target.arguments({u"--era"_s, u"modern"_s});
    ASSERT_FALSE(server.isEmpty()) << target.problem().toStdString();
    QProcess listener;
    QByteArray out;
    QByteArray err;
    QObject::connect(&listener, &QProcess::readyReadStandardOutput, &listener, [&] {
        out += listener.readAllStandardOutput();
    });
    QObject::connect(&listener, &QProcess::readyReadStandardError, &listener, [&] {
        err += listener.readAllStandardError();
    });
    listener.start(QStringLiteral(MCPSCOPE_CLI_PATH),
                   QStringList{u"--era"_s,
                               u"modern"_s,
                               u"--method"_s,
                               u"resources/subscribe"_s,
                               u"--uri"_s,
                               u"demo://notes/index"_s,
                               u"--timeout"_s,
                               u"30000"_s}
                       + server);
    listener.closeWriteChannel();
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return err.contains("subscribed to demo://notes/index"); }, 15000))
        << err.toStdString();

    const CliRun added = CliRun::run({u"--era"_s,
                                      u"modern"_s,
                                      u"--method"_s,
                                      u"tools/call"_s,
                                      u"--tool-name"_s,
                                      u"add_note"_s,
                                      u"--tool-arg"_s,
                                      u"text=listened to"_s,
                                      u"--url"_s,
                                      target.url()});
    ASSERT_EQ(added.exitCode, 0) << added.errText().toStdString();
    EXPECT_TRUE(QTest::qWaitFor([&] { return out.contains("demo://notes/1: listened to"); }, 15000))
        << out.toStdString() << err.toStdString();
    EXPECT_TRUE(out.startsWith("updated demo://notes/index\n")) << out.toStdString();
    listener.terminate();
    EXPECT_TRUE(QTest::qWaitFor([&] { return listener.state() == QProcess::NotRunning; }, 10000));
}

} // namespace
