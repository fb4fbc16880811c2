// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "guioptions.h"

#include <core/cli/cliprotocoloptions.h>
#include <core/transport/httpdiagnosis.h>
#include <ui/connection/transportchoice.h>
#include <ui/i18n/uilanguage.h>

#include <QCommandLineParser>
#include <QHash>

using namespace Qt::StringLiterals;

namespace {

struct Parser
{
    QCommandLineParser parser;
    QCommandLineOption help{{u"h"_s, u"help"_s}, u"Show this help."_s};
    QCommandLineOption version{{u"v"_s, u"version"_s}, u"Show the version."_s};
    QCommandLineOption env{{u"e"_s, u"env"_s},
                           u"Add NAME=VALUE to the server's environment (repeatable)."_s,
                           u"NAME=VALUE"_s};
    QCommandLineOption cwd{u"cwd"_s, u"Start the server in DIR."_s, u"DIR"_s};
    QCommandLineOption url{
        u"url"_s,
        u"Connect to a remote server instead of starting one: http(s):// (Streamable HTTP, or "
        "HTTP+SSE when the path ends in /sse) or ws(s):// (WebSocket, experimental)."_s,
        u"URL"_s};
    QCommandLineOption transport{
        u"transport"_s,
        u"With --url: http (Streamable HTTP), sse (HTTP+SSE, 2024-11-05) or ws (WebSocket), "
        "instead of inferring it from the URL."_s,
        u"http|sse|ws"_s};
    QCommandLineOption header{u"header"_s,
                              u"With --url: an HTTP header sent with every request "
                              "(repeatable). Credentials are redacted in the log."_s,
                              u"\"Name: value\""_s};
    QCommandLineOption acceptCertificate{
        u"accept-certificate"_s,
        u"With --url: trust a self-signed TLS certificate with this SHA-256 fingerprint."_s,
        u"SHA256"_s};
    QCommandLineOption timeout{u"timeout"_s,
                               u"Request timeout in seconds (0: none; default 60)."_s,
                               u"SECONDS"_s,
                               u"60"_s};
    QCommandLineOption era{
        u"era"_s,
        u"legacy (initialize; the default), auto (try server/discover, fall back "
        "to initialize) or modern (2026-07-28 only)."_s,
        u"ERA"_s};
    QCommandLineOption protocolVersion{
        u"protocol-version"_s, u"With --era modern or auto: the version to offer."_s, u"VERSION"_s};
    QCommandLineOption config{u"config"_s,
                              u"Connect to a server named in an MCP client's config file (Claude "
                              "Desktop, Claude Code, Cursor, VS Code, Windsurf, Cline, the "
                              "Inspector's mcp.json, a registry server.json, mcpscope's "
                              "servers.json): the format is detected from the content. Needs "
                              "--server; -e, --cwd and --era are laid over that server."_s,
                              u"FILE"_s};
    QCommandLineOption server{
        u"server"_s,
        u"With --config: the server's name in that file. A command is confirmed before its "
        "first run."_s,
        u"NAME"_s};
    QCommandLineOption screenshot{
        u"screenshot"_s, u"Save the window to FILE once it has settled, then quit."_s, u"FILE"_s};
    QCommandLineOption theme{u"theme"_s,
                             u"system (the desktop's look; the default), light or dark, for this "
                             "run (View > Theme remembers a choice)."_s,
                             u"THEME"_s};
    QCommandLineOption lang{
        u"lang"_s,
        u"The language of the window: %1 (en: untranslated). Default: "
        "the one chosen in View > Language, else the system's."_s.arg(UiLanguage::codesText()),
        u"LANG"_s};

    Parser()
    {
        parser.setApplicationDescription(
            u"Inspect a Model Context Protocol server: every frame, both ways, decoded.\n"
            "With a command after --, mcpscope starts that server over stdio and connects; with "
            "--url it connects to a remote server. With neither, it opens the last server you "
            "connected to (or the bundled demo server)."_s);
        parser.addOptions({help,
                           version,
                           env,
                           cwd,
                           url,
                           transport,
                           header,
                           acceptCertificate,
                           timeout,
                           era,
                           protocolVersion,
                           config,
                           server,
                           screenshot,
                           theme,
                           lang});
        parser.addPositionalArgument(
            u"command"_s, u"The server's command and arguments."_s, u"[-- COMMAND [ARGS...]]"_s);
        parser.addPositionalArgument(u"session"_s,
                                     u"A .mcpsession file to open offline, read-only (nothing "
                                     "is started)."_s,
                                     u"[FILE.mcpsession]"_s);
    }
};

QString readEnvironment(const QStringList &assignments, ServerConfig &config)
{
    for (const QString &assignment : assignments) {
        const qsizetype equals = assignment.indexOf(u'=');
        if (equals <= 0)
            return u"--env wants NAME=VALUE, got \"%1\""_s.arg(assignment);
        config.environment.append({assignment.left(equals), assignment.mid(equals + 1), false});
    }
    return {};
}

QString readRemote(const Parser &p, GuiOptions &options)
{
    TransportChoice choice = TransportChoice::Auto;
    if (p.parser.isSet(p.transport)) {
        const QHash<QString, TransportChoice> choices{{u"http"_s, TransportChoice::StreamableHttp},
                                                      {u"sse"_s, TransportChoice::Sse},
                                                      {u"ws"_s, TransportChoice::WebSocket}};
        const QString name = p.parser.value(p.transport);
        if (!choices.contains(name))
            return u"--transport must be http, sse or ws, got \"%1\""_s.arg(name);
        choice = choices.value(name);
    }
    const QString text = p.parser.value(p.url);
    if (const QString problem = TransportChoices::urlProblem(text, choice); !problem.isEmpty())
        return u"--url: "_s + problem;
    options.config.url = TransportChoices::parseUrl(text);
    TransportChoices::applyTo(choice, options.config);
    for (const QString &line : p.parser.values(p.header)) {
        const qsizetype colon = line.indexOf(u':');
        const QString name = line.left(colon).trimmed();
        if (colon <= 0 || name.isEmpty())
            return u"--header wants \"Name: value\", got \"%1\""_s.arg(line);
        options.config.headers.append(
            {name, line.mid(colon + 1).trimmed(), HttpDiagnosis::isSecretHeader(name.toUtf8())});
    }
    options.config.acceptedCertificateSha256 = p.parser.value(p.acceptCertificate);
    return {};
}

// "mcpscope FILE.mcpsession" (no "--"): open a recorded session offline. A command after
// "--" is always a command, even one ending in .mcpsession.
bool readSessionFile(const Parser &p, const QStringList &arguments, GuiOptions &options)
{
    const QStringList positional = p.parser.positionalArguments();
    if (positional.size() != 1 || arguments.contains(u"--"_s)
        || !positional.first().endsWith(u".mcpsession"_s, Qt::CaseInsensitive))
        return false;
    options.sessionFile = positional.first();
    return true;
}

// --config FILE --server NAME: only here is the file read (by the window, which can show what
// is wrong and ask before a command runs); parsing checks that the two come together.
QString readConfigServer(const Parser &p, GuiOptions &options)
{
    options.configPath = p.parser.value(p.config);
    options.configServer = p.parser.value(p.server);
    if (options.configPath.isEmpty() && options.configServer.isEmpty())
        return {};
    if (options.configPath.isEmpty())
        return u"--server needs --config FILE"_s;
    if (options.configServer.isEmpty())
        return u"--config needs --server NAME"_s;
    if (p.parser.isSet(p.url) || !p.parser.positionalArguments().isEmpty())
        return u"give either --config and --server, or a command or --url, not both"_s;
    return {};
}

QString readServer(const Parser &p, GuiOptions &options)
{
    const QStringList command = p.parser.positionalArguments();
    const bool remote = p.parser.isSet(p.url);
    if (remote && !command.isEmpty())
        return u"give either --url or a command after --, not both"_s;
    for (const QCommandLineOption *option : {&p.transport, &p.header, &p.acceptCertificate}) {
        if (!remote && p.parser.isSet(*option))
            return u"--%1 needs --url"_s.arg(option->names().constLast());
    }
    options.connect = remote || !command.isEmpty();
    options.config.program = command.value(0);
    options.config.arguments = command.mid(1);
    options.config.workingDirectory = p.parser.value(p.cwd);
    options.environmentGiven = p.parser.isSet(p.env) || p.parser.isSet(p.cwd);
    if (const QString error = readEnvironment(p.parser.values(p.env), options.config);
        !error.isEmpty())
        return error;
    return remote ? readRemote(p, options) : QString();
}

} // namespace

GuiOptions GuiOptions::parse(const QStringList &arguments)
{
    GuiOptions options;
    Parser p;
    options.helpText = p.parser.helpText();
    if (!p.parser.parse(arguments)) {
        options.error = p.parser.errorText();
        return options;
    }
    options.showHelp = p.parser.isSet(p.help);
    options.showVersion = p.parser.isSet(p.version);
    options.screenshot = p.parser.value(p.screenshot);
    if (p.parser.isSet(p.theme)) {
        options.theme = Theme::fromKey(p.parser.value(p.theme));
        if (!options.theme) {
            options.error = u"--theme wants system, light or dark"_s;
            return options;
        }
    }
    bool ok = false;
    const int seconds = p.parser.value(p.timeout).toInt(&ok);
    if (!ok || seconds < 0) {
        options.error = u"--timeout wants a number of seconds"_s;
        return options;
    }
    options.timeoutMs = seconds * 1000;
    if (p.parser.isSet(p.lang)) {
        options.language = UiLanguage::codeOf(p.parser.value(p.lang));
        if (options.language.isEmpty()) {
            options.error = u"--lang must be one of %1, got \"%2\""_s.arg(UiLanguage::codesText(),
                                                                          p.parser.value(p.lang));
            return options;
        }
    }
    options.timeoutGiven = p.parser.isSet(p.timeout);
    if (readSessionFile(p, arguments, options)) {
        if (p.parser.isSet(p.url))
            options.error = u"give either a session file or --url, not both"_s;
        else if (p.parser.isSet(p.config) || p.parser.isSet(p.server))
            options.error = u"give either a session file or --config, not both"_s;
        return options;
    }
    options.error = readConfigServer(p, options);
    if (options.error.isEmpty())
        options.error = readServer(p, options);
    if (options.error.isEmpty())
        options.error = CliProtocol::readEra(p.parser, options.config);
    options.eraGiven = p.parser.isSet(p.era);
    return options;
}
