// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "cliconfigserver.h"

#include "clirunner.h"
#include "clitextformat.h"

#include <core/catalog/catalogfile.h>
#include <core/catalog/clientconfigimporter.h>
#include <core/catalog/confirmedcommands.h>
#include <core/transport/transportlimits.h>

#include <QIODevice>

using namespace Qt::StringLiterals;

namespace CliConfigServer {

namespace {

constexpr int kConfigUnusable = CliRunner::ArgumentsInvalid; // exit code 2

void say(QIODevice *err, const QString &text)
{
    err->write((u"mcpscope-cli: "_s + text + u'\n').toUtf8());
}

QString nameList(const ClientConfigImport &imported)
{
    QStringList names;
    for (const QString &name : imported.names())
        names << u"  "_s + Cli::oneLine(name);
    return names.isEmpty() ? u"  (none)"_s : names.join(u'\n');
}

QString callList(const CatalogEntry &entry)
{
    QStringList lines;
    for (const SavedCall &call : entry.savedCalls)
        lines << u"  %1 (%2 %3)"_s.arg(
            Cli::oneLine(call.name), SavedCall::kindName(call.kind), Cli::oneLine(call.target));
    return lines.isEmpty() ? u"  (none)"_s : lines.join(u'\n');
}

// --saved-call: the method and arguments of a call saved in an mcpscope catalog.
int applySavedCall(CliOptions &options, const ClientConfigImport &imported, QIODevice *err)
{
    const QString file = Cli::oneLine(options.configPath);
    if (imported.format != ClientConfigFormat::McpScope) {
        say(err,
            u"--saved-call needs mcpscope's server catalog (servers.json); %1 is a %2 file, "
            "which has no saved calls"_s.arg(file,
                                             ClientConfigFormats::displayName(imported.format)));
        return kConfigUnusable;
    }
    const CatalogFile::Parsed catalog = CatalogFile::readFile(options.configPath);
    const auto entry
        = std::find_if(catalog.entries.begin(), catalog.entries.end(), [&](const CatalogEntry &e) {
              return e.name() == options.configServer;
          });
    if (!catalog.ok() || entry == catalog.entries.end()) {
        say(err,
            Cli::oneLine(catalog.ok() ? u"%1 changed while it was read"_s.arg(file)
                                      : catalog.error));
        return kConfigUnusable;
    }
    const SavedCall *call = entry->findCall(options.savedCall);
    if (!call) {
        say(err,
            u"\"%1\" has no saved call \"%2\" in %3; it has:\n%4"_s.arg(
                Cli::oneLine(entry->name()),
                Cli::oneLine(options.savedCall),
                file,
                callList(*entry)));
        return kConfigUnusable;
    }
    for (const QString &argument : call->unrestoredSecrets)
        say(err,
            u"note: the argument \"%1\" is a secret kept in mcpscope's keychain, not in the "
            "file: it is not sent"_s.arg(Cli::oneLine(argument)));
    options.method = call->method();
    if (call->kind == SavedCall::Kind::Prompt) {
        options.promptName = call->target;
        options.promptArguments = call->arguments;
    } else {
        options.toolName = call->target;
        options.toolArguments = call->arguments;
    }
    return kContinue;
}

} // namespace

void layCommandLineOver(ServerConfig &config, const ServerConfig &given)
{
    for (const ServerConfig::EnvironmentVariable &variable : given.environment) {
        config.environment.removeIf([&](const ServerConfig::EnvironmentVariable &old) {
            return old.name == variable.name;
        });
        config.environment.append(variable);
    }
    for (const ServerConfig::Header &header : given.headers) {
        config.headers.removeIf([&](const ServerConfig::Header &old) {
            return old.name.compare(header.name, Qt::CaseInsensitive) == 0;
        });
        config.headers.append(header);
    }
    if (!given.workingDirectory.isEmpty())
        config.workingDirectory = given.workingDirectory;
    if (!given.acceptedCertificateSha256.isEmpty())
        config.acceptedCertificateSha256 = given.acceptedCertificateSha256;
    if (given.era != ServerConfig::Era::Legacy || !given.protocolVersion.isEmpty()) {
        config.era = given.era;
        config.protocolVersion = given.protocolVersion;
    }
    // The default limit is what a command line without the option has: the file's stays.
    if (given.maxMessageBytes != TransportLimits::kDefaultMaxMessageBytes)
        config.maxMessageBytes = given.maxMessageBytes;
}

QString describe(const ServerConfig &config)
{
    QString text;
    if (config.transport != ServerConfig::TransportKind::Stdio) {
        text += u"  connect to %1 (%2)\n"_s.arg(Cli::oneLine(config.url.toString()),
                                                ServerConfig::transportName(config.transport));
        QStringList names;
        for (const ServerConfig::Header &header : config.headers)
            names << Cli::oneLine(header.name);
        if (!names.isEmpty())
            text += u"  with the headers: %1\n"_s.arg(names.join(u", "_s));
        return text;
    }
    QStringList argv{config.program};
    argv += config.arguments;
    text += u"  start this program (no shell):\n"_s;
    for (qsizetype i = 0; i < argv.size(); ++i)
        text += u"    argv[%1] = %2\n"_s.arg(i).arg(Cli::oneLine(argv.at(i)));
    QStringList names;
    for (const ServerConfig::EnvironmentVariable &variable : config.environment)
        names << Cli::oneLine(variable.name);
    if (!names.isEmpty())
        text += u"  with the environment variables: %1\n"_s.arg(names.join(u", "_s));
    if (!config.workingDirectory.isEmpty())
        text += u"  in the folder: %1\n"_s.arg(Cli::oneLine(config.workingDirectory));
    return text;
}

int resolve(CliOptions &options,
            ConfigImportContext context,
            ConfirmedCommands &confirmed,
            const Terminal &terminal,
            QIODevice *err)
{
    const QString file = Cli::oneLine(options.configPath);
    if (terminal.interactive && terminal.readLine) {
        context.ask = [&terminal](const ConfigImportContext::Input &input) {
            return terminal.readLine(u"%1 (${input:%2}): "_s.arg(Cli::oneLine(input.description),
                                                                 Cli::oneLine(input.id)),
                                     input.password);
        };
    }
    const ClientConfigImport imported
        = ClientConfigImporter::importFile(options.configPath, context);
    if (!imported.ok()) {
        say(err, Cli::oneLine(imported.error));
        return kConfigUnusable;
    }
    const QString format = ClientConfigFormats::displayName(imported.format);
    if (options.configServer.isEmpty()) {
        say(err,
            u"--config needs --server NAME; %1 (%2) has:\n%3"_s.arg(
                file, format, nameList(imported)));
        return kConfigUnusable;
    }
    const ImportedServer *server = imported.find(options.configServer);
    if (!server) {
        for (const QString &problem : imported.problems)
            say(err, u"%1: %2"_s.arg(file, Cli::oneLine(problem)));
        say(err,
            u"no server \"%1\" in %2 (%3); it has:\n%4"_s.arg(
                Cli::oneLine(options.configServer), file, format, nameList(imported)));
        return kConfigUnusable;
    }
    if (!options.savedCall.isEmpty()) {
        if (const int code = applySavedCall(options, imported, err); code != kContinue)
            return code;
    }
    for (const QString &note : server->notes)
        say(err, u"note: %1"_s.arg(Cli::oneLine(note)));
    if (server->disabled)
        say(err,
            u"note: \"%1\" is disabled in %2; running it anyway"_s.arg(Cli::oneLine(server->name),
                                                                       format));
    ServerConfig config = server->config;
    layCommandLineOver(config, options.server);
    options.server = config;
    if (confirmed.isConfirmed(config))
        return kContinue;
    say(err,
        u"the server \"%1\" from %2 (%3) will\n%4"_s.arg(
            Cli::oneLine(server->name), file, format, describe(config).chopped(1)));
    bool yes = options.confirmCommand;
    if (!yes && !terminal.interactive) {
        say(err,
            u"this has not been confirmed before and there is no terminal to ask: rerun "
            "with --yes to confirm it (it is remembered)"_s);
        return kConfigUnusable;
    }
    if (!yes) {
        const std::optional<QString> answer = terminal.readLine(u"Run it? [y/N] "_s, false);
        yes = answer
              && (answer->trimmed().compare("y"_L1, Qt::CaseInsensitive) == 0
                  || answer->trimmed().compare("yes"_L1, Qt::CaseInsensitive) == 0);
        if (!yes) {
            say(err, u"not confirmed: nothing was started"_s);
            return kConfigUnusable;
        }
    }
    if (QString error; !confirmed.confirm(config, &error))
        say(err, u"the confirmation is not remembered: %1"_s.arg(Cli::oneLine(error)));
    return kContinue;
}

} // namespace CliConfigServer
