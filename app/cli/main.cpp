// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include <core/cli/clioptions.h>
#include <core/cli/clirunner.h>

#include <QCoreApplication>
#include <QFile>

#include <csignal>
#include <cstdio>
#include <terminationwatcher.h>

using namespace Qt::StringLiterals;

int main(int argc, char **argv)
{
    // A server that dies while we write to its stdin must not kill us with SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"mcpscope-cli"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(MCPSCOPE_VERSION));

    QFile out;
    QFile err;
    out.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered);
    err.open(stderr, QIODevice::WriteOnly | QIODevice::Unbuffered);

    const CliParseResult parsed = Cli::parseArguments(QCoreApplication::arguments());
    if (parsed.options.showHelp) {
        out.write(Cli::helpText().toUtf8());
        return 0;
    }
    if (parsed.options.showVersion) {
        out.write("mcpscope-cli " MCPSCOPE_VERSION "\n");
        return 0;
    }
    if (!parsed.error.isEmpty()) {
        err.write(u"mcpscope-cli: %1\nRun 'mcpscope-cli --help' for usage.\n"_s.arg(parsed.error)
                      .toUtf8());
        return CliRunner::UsageOrUnexpected;
    }
    CliRunner runner(parsed.options, &out, &err);
    // Queued: a run can fail inside start(), before exec() would see an exit().
    QObject::connect(
        &runner,
        &CliRunner::finished,
        &app,
        [](int code) { QCoreApplication::exit(code); },
        Qt::QueuedConnection);
    // SIGINT/SIGTERM end the run on the event loop: a subscription unsubscribes and exits 0.
    TerminationWatcher termination;
    QObject::connect(
        &termination, &TerminationWatcher::terminationRequested, &runner, &CliRunner::interrupt);
    runner.start();
    return app.exec();
}
