// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clirun.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QTest>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

CliRun CliRun::run(const QStringList &arguments, int timeoutMs)
{
    CliRun result;
    QProcess process;
    QObject::connect(
        &process, &QProcess::finished, &process, [&result](int code, QProcess::ExitStatus status) {
            result.exitCode = code;
            result.crashed = status == QProcess::CrashExit;
            result.finished = true;
        });
    QObject::connect(&process, &QProcess::readyReadStandardOutput, &process, [&] {
        result.out += process.readAllStandardOutput();
    });
    QObject::connect(&process, &QProcess::readyReadStandardError, &process, [&] {
        result.err += process.readAllStandardError();
    });
    process.start(QStringLiteral(MCPSCOPE_CLI_PATH), arguments);
    process.closeWriteChannel();
    if (!QTest::qWaitFor([&result] { return result.finished; }, timeoutMs)) {
        process.kill();
        // Killed: the exit code below marks the run as failed whatever happens next.
        static_cast<void>(QTest::qWaitFor([&result] { return result.finished; }, 5000));
        result.err += "\n[test] mcpscope-cli did not finish in time and was killed";
        result.exitCode = -1;
    }
    result.out += process.readAllStandardOutput();
    result.err += process.readAllStandardError();
    return result;
}

QJsonObject CliRun::json() const
{
    return QJsonDocument::fromJson(out).object();
}

QStringList everythingServer()
{
    const QString script = QStringLiteral(MCPSCOPE_EVERYTHING_JS);
    // ./test.sh installs it; a missing install must fail loudly, not skip.
    EXPECT_TRUE(QFileInfo::exists(script))
        << "run `npm ci` in tests/ (./test.sh does): " << script.toStdString();
    return {QStringLiteral(MCPSCOPE_NODE_PATH), script};
}

QStringList demoServer()
{
    return {QStringLiteral(MCPSCOPE_DEMO_SERVER_PATH)};
}
