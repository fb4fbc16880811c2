// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include <core/catalog/confirmedcommands.h>
#include <core/cli/cliconfigserver.h>
#include <core/cli/clidiffinterface.h>
#include <core/cli/clioptions.h>
#include <core/cli/clireplay.h>
#include <core/cli/clirunner.h>
#include <core/platform/eventloopchoice.h>
#include <core/platform/largeallocations.h>
#include <core/platform/terminationwatcher.h>

#include <QCoreApplication>
#include <QFile>

#include <crypto/openssljwskeys.h>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <secrets/keychaincredentialstore.h>
#include <string>
#include <termios.h>
#include <type_traits>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

template<typename Runner>
int run(QCoreApplication &app, const CliOptions &options, QFile &out, QFile &err)
{
    Runner runner(options, &out, &err);
    // Queued: a run can fail inside start(), before exec() would see an exit().
    QObject::connect(
        &runner,
        &Runner::finished,
        &app,
        [](int code) { QCoreApplication::exit(code); },
        Qt::QueuedConnection);
    // SIGINT/SIGTERM end the run on the event loop: a subscription unsubscribes and exits 0,
    // a replay prints its summary so far. A process too busy to get there (or a stop that
    // hangs) still ends, with 128 + the signal's number (TerminationWatcher::setHardExit).
    TerminationWatcher termination;
    termination.setHardExit(true);
    QObject::connect(
        &termination, &TerminationWatcher::terminationRequested, &runner, &Runner::interrupt);
    if constexpr (std::is_same_v<Runner, CliRunner>) {
        // OAuth credentials: the OS keyring (shared with the GUI) when one answers, else the
        // 0600 file; the first authorization step says which.
        runner.setCredentialStoreOpener([](QObject *context, CliRunner::StoreOpened opened) {
            KeychainCredentialStore::open(u"mcpscope"_s, context, std::move(opened));
        });
        static const OpenSslJwsKeys keys;
        runner.setJwsKeys(&keys);
    }
    runner.start();
    return app.exec();
}

// The person at the terminal, for --config: asked before the event loop runs, when nothing
// has started yet (reading the answer blocks, as a y/N question on a terminal does).
CliConfigServer::Terminal terminal(QFile &err)
{
    CliConfigServer::Terminal result;
    result.interactive = isatty(STDIN_FILENO) && isatty(STDERR_FILENO);
    result.readLine = [&err](const QString &prompt, bool secret) -> std::optional<QString> {
        err.write(prompt.toUtf8());
        termios saved{};
        const bool hide = secret && tcgetattr(STDIN_FILENO, &saved) == 0;
        if (hide) {
            termios quiet = saved;
            quiet.c_lflag &= ~tcflag_t(ECHO);
            tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
        }
        std::string line;
        const bool read = static_cast<bool>(std::getline(std::cin, line));
        if (hide) {
            tcsetattr(STDIN_FILENO, TCSANOW, &saved);
            err.write("\n");
        }
        if (!read)
            return std::nullopt;
        return QString::fromStdString(line);
    };
    return result;
}

} // namespace

int main(int argc, char **argv)
{
    LargeAllocations::mapEachOnItsOwn();
    // A server that dies while we write to its stdin must not kill us with SIGPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    const EventLoopChoice eventLoop; // Qt's own, not GLib's: see eventloopchoice.h
    QCoreApplication app(argc, argv);
    eventLoop.restoreEnvironment();
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
    CliOptions options = parsed.options;
    if (!options.diffInterfacePaths.isEmpty())
        return CliDiffInterface::run(options, out, err); // two files, no server
    if (!options.configPath.isEmpty()) {
        ConfirmedCommands confirmed;
        const int code = CliConfigServer::resolve(
            options, ConfigImportContext::fromProcess(), confirmed, terminal(err), &err);
        if (code != CliConfigServer::kContinue)
            return code;
    }
    if (!options.replayPath.isEmpty())
        return run<CliReplayRunner>(app, options, out, err);
    return run<CliRunner>(app, options, out, err);
}
