// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clirun.h"
#include "support/qtprinters.h"

#include <QJsonArray>
#include <QProcess>
#include <QTest>

#include <csignal>
#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// resources/subscribe against a small stdio server whose resource changes every 100 ms while
// someone is subscribed: each update is printed and the resource re-read, until --timeout or
// SIGINT, after which the CLI unsubscribes and exits 0.
namespace {

QStringList subscribeTo(QStringList options)
{
    return QStringList{u"--method"_s, u"resources/subscribe"_s, u"--uri"_s, u"test://counter"_s}
           + options
           + QStringList{u"--"_s,
                         QStringLiteral(MCPSCOPE_NODE_PATH),
                         QStringLiteral(MCPSCOPE_UPDATING_RESOURCE_SERVER)};
}

TEST(CliSubscribe, PrintsEachUpdateWithTheNewContentsUntilTheTimeout)
{
    // The timeout is also the handshake's limit: room for a slow start on a loaded machine.
    const CliRun run = CliRun::run(subscribeTo({u"--timeout"_s, u"2000"_s}));
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_GE(run.outText().count(u"updated test://counter\n"_s), 2) << run.outText().toStdString();
    EXPECT_TRUE(run.outText().contains(u"version 1"_s)) << run.outText().toStdString();
    EXPECT_TRUE(run.errText().contains(u"[server] unsubscribed"_s)) << run.errText().toStdString();
}

TEST(CliSubscribe, JsonFormatIsOneDocumentWithEveryUpdate)
{
    const CliRun run
        = CliRun::run(subscribeTo({u"--timeout"_s, u"1500"_s, u"--format"_s, u"json"_s}));
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    const QJsonObject result = run.json().value("result"_L1).toObject();
    EXPECT_EQ(result.value("uri"_L1).toString(), u"test://counter"_s)
        << run.outText().toStdString();
    const QJsonArray updates = result.value("updates"_L1).toArray();
    ASSERT_GE(updates.size(), 1) << run.outText().toStdString();
    EXPECT_TRUE(updates.first()["contents"_L1][0]["text"_L1].toString().startsWith(u"version "_s));
}

TEST(CliSubscribe, MetadataReachesTheServerInParamsMeta)
{
    const CliRun run = CliRun::run({u"--method"_s,
                                    u"resources/read"_s,
                                    u"--uri"_s,
                                    u"test://counter"_s,
                                    u"--metadata"_s,
                                    u"trace=abc"_s,
                                    u"--metadata"_s,
                                    u"n=3"_s,
                                    u"--"_s,
                                    QStringLiteral(MCPSCOPE_NODE_PATH),
                                    QStringLiteral(MCPSCOPE_UPDATING_RESOURCE_SERVER)});
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_TRUE(run.outText().contains(uR"(version 0 meta {"n":3,"trace":"abc"})"_s))
        << run.outText().toStdString();
}

TEST(CliSubscribe, SigintUnsubscribesAndExitsCleanly)
{
    QProcess process;
    QByteArray out;
    QByteArray err;
    QObject::connect(&process, &QProcess::readyReadStandardOutput, &process, [&] {
        out += process.readAllStandardOutput();
    });
    QObject::connect(&process, &QProcess::readyReadStandardError, &process, [&] {
        err += process.readAllStandardError();
    });
    process.start(QStringLiteral(MCPSCOPE_CLI_PATH), subscribeTo({}));
    process.closeWriteChannel();
    ASSERT_TRUE(QTest::qWaitFor([&] { return out.count("updated test://counter") >= 2; }, 10000))
        << err.toStdString() << out.toStdString();
    ::kill(pid_t(process.processId()), SIGINT);
    ASSERT_TRUE(QTest::qWaitFor([&] { return process.state() == QProcess::NotRunning; }, 10000));
    err += process.readAllStandardError();
    EXPECT_EQ(process.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(process.exitCode(), 0) << err.toStdString();
    EXPECT_TRUE(err.contains("until interrupted (Ctrl-C)")) << err.toStdString();
    EXPECT_TRUE(err.contains("[server] unsubscribed")) << err.toStdString();
}

} // namespace
