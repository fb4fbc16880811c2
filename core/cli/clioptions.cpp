// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clioptions.h"

#include "clidiffinterface.h"
#include "clisessionoptions.h"

#include <core/mcp/mcpmethods.h>
#include <core/transport/httprequestbuilder.h>
#include <core/transport/transportlimits.h>

#include <QCommandLineParser>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace Cli {

namespace {

struct Parser
{
    QCommandLineParser parser;
    QCommandLineOption method{
        u"method"_s, u"MCP method to send: %1."_s.arg(supportedMethods().join(u", "_s)), u"M"_s};
    QCommandLineOption toolName{u"tool-name"_s, u"Tool to call (tools/call)."_s, u"NAME"_s};
    QCommandLineOption toolArg{
        u"tool-arg"_s,
        u"Tool argument; repeatable. A value that parses as JSON is JSON (count=3, flag=true, obj={\"a\":1}), else a string."_s,
        u"K=V"_s};
    QCommandLineOption toolArgsJson{
        u"tool-args-json"_s,
        u"All tool arguments as one JSON object, taken verbatim (\"012\" stays a string); --tool-arg values are applied on top."_s,
        u"JSON"_s};
    QCommandLineOption noValidate{
        u"no-validate"_s,
        u"Send tool arguments even when they break the tool's input schema (a debugger must be able to send bad input on purpose)."_s};
    QCommandLineOption appHtml{
        u"app-html"_s,
        u"Save the HTML of the called tool's MCP App (its _meta.ui.resourceUri, read with resources/read) to FILE, owner-only (tools/call)."_s,
        u"FILE"_s};
    QCommandLineOption uri{
        u"uri"_s, u"Resource URI (resources/read), or a skill's file (skills/read)."_s, u"URI"_s};
    QCommandLineOption promptName{u"prompt-name"_s, u"Prompt to get (prompts/get)."_s, u"NAME"_s};
    QCommandLineOption promptArgs{
        u"prompt-args"_s, u"Prompt argument (always a string); repeatable."_s, u"K=V"_s};
    QCommandLineOption url{
        u"url"_s,
        u"Remote server URL instead of a command: http(s):// (Streamable HTTP, or HTTP+SSE when the path ends in /sse), ws(s):// (WebSocket, experimental)."_s,
        u"URL"_s};
    QCommandLineOption transport{
        u"transport"_s,
        u"Remote transport, instead of inferring it from the URL: http (Streamable HTTP), sse (HTTP+SSE, 2024-11-05) or ws (WebSocket)."_s,
        u"http|sse|ws"_s};
    QCommandLineOption header{
        u"header"_s, u"HTTP header for a remote server; repeatable."_s, u"\"K: V\""_s};
    QCommandLineOption acceptCertificate{
        u"accept-certificate"_s,
        u"Trust a self-signed TLS certificate with this SHA-256 fingerprint (the error message of a refused certificate prints it)."_s,
        u"SHA256"_s};
    QCommandLineOption config{
        u"config"_s,
        u"Take the server from an MCP client's config file: Claude Desktop, Claude Code (.mcp.json, ~/.claude.json), Cursor, VS Code (mcp.json, settings.json), Windsurf, Cline, the MCP Inspector's mcp.json or a registry server.json (the format is detected from the content). Use with --server."_s,
        u"FILE"_s};
    QCommandLineOption serverName{
        u"server"_s, u"The server to use from the --config file."_s, u"NAME"_s};
    QCommandLineOption savedCall{
        u"saved-call"_s,
        u"Run a call saved in mcpscope's server catalog (servers.json, given with --config) under the --server: its tools/call or prompts/get with the stored arguments, instead of --method. An unknown CALL lists the server's saved calls."_s,
        u"CALL"_s};
    QCommandLineOption yes{
        u"yes"_s,
        u"Confirm the --config server's command (or URL) without asking, and remember it: a command from a config file never runs before it was confirmed once."_s};
    QCommandLineOption env{QStringList{u"e"_s},
                           u"Environment variable for the server process; repeatable."_s,
                           u"KEY=VALUE"_s};
    QCommandLineOption cwd{u"cwd"_s, u"Working directory of the server process."_s, u"DIR"_s};
    QCommandLineOption timeout{
        u"timeout"_s,
        u"Give up on the handshake or the request after MS milliseconds (default 60000)."_s,
        u"MS"_s,
        u"60000"_s};
    QCommandLineOption maxMessageSize{
        u"max-message-size"_s,
        u"Largest message the server may send: a stdio line, an SSE event, an HTTP body or a WebSocket message, in bytes or with K, M, G (default 64M, at most 1G). A larger one closes that request or connection."_s,
        u"BYTES"_s};
    QCommandLineOption format{
        u"format"_s,
        u"Output: text (for people) or json (exactly one JSON document on stdout)."_s,
        u"text|json"_s,
        u"text"_s};
    QCommandLineOption help{QStringList{u"h"_s, u"help"_s}, u"Show this help."_s};
    QCommandLineOption version{QStringList{u"v"_s, u"version"_s}, u"Show the version."_s};

    Parser()
    {
        parser.setApplicationDescription(
            u"Talk to an MCP server from the command line: start it, run the handshake, send one "
            "method, print the answer.\n\n"
            "  mcpscope-cli [options] --method M [method options] -- COMMAND [ARGS...]\n"
            "  mcpscope-cli [options] --method M [method options] --url URL\n"
            "  mcpscope-cli [options] --method M [method options] --config FILE --server NAME\n"
            "  mcpscope-cli [options] --config servers.json --server NAME --saved-call CALL\n"
            "  mcpscope-cli lint [--call-tools readonly] [--strict] [options] [--url URL | -- "
            "COMMAND [ARGS...]]\n"
            "  mcpscope-cli --method snapshot [--diff-with FILE] [--format json] [--url URL | -- "
            "COMMAND [ARGS...]]\n"
            "  mcpscope-cli diff-interface OLD.json NEW.json [--format json]\n"
            "  mcpscope-cli replay FILE [--connection NAME|INDEX] [--events LIST] "
            "[--ignore /json/pointer]... [--url URL | -- COMMAND [ARGS...]]\n"
            "  mcpscope-cli --conformance URL   (MCP_CONFORMANCE_SCENARIO names the scenario)\n\n"
            "Exit codes: 0 success; 1 usage or unexpected error; 2 tool arguments break the tool's "
            "input schema (see --no-validate), or --config: the file cannot be used, the server is "
            "not "
            "in it, or its command was not confirmed (see --yes), or diff-interface: a snapshot "
            "file cannot be used; 3 authorization required (HTTP "
            "401/403); 4 server unreachable, failed to start, crashed, failed the handshake or "
            "timed out; 5 the server answered with a JSON-RPC error, or the tool result has "
            "isError: true; 6 replay: the server's answers differ from the recording, or "
            "--diff-with: the server's interface differs from the snapshot, or diff-interface: "
            "the two snapshots differ; 7 lint found "
            "errors (with --strict: or warnings)."_s);
        parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        parser.addOptions({method,
                           toolName,
                           toolArg,
                           toolArgsJson,
                           noValidate,
                           appHtml,
                           uri,
                           promptName,
                           promptArgs,
                           url,
                           config,
                           serverName,
                           savedCall,
                           yes,
                           transport,
                           header,
                           acceptCertificate,
                           env,
                           cwd,
                           timeout,
                           maxMessageSize,
                           format,
                           help,
                           version});
        addSessionOptions(parser);
        parser.addOptions(CliProtocol::options());
        parser.addOptions(CliAuth::options());
        parser.addOptions(CliLint::options());
        parser.addPositionalArgument(
            u"COMMAND"_s,
            u"After --: the server to start, as an argv list (no shell)."_s,
            u"-- COMMAND [ARGS...]"_s);
    }
};

// Splits "K=V"; returns an error message when there is no '=' or no key.
QString splitPair(const QString &option, const QString &text, QString *key, QString *value)
{
    const qsizetype equals = text.indexOf(u'=');
    if (equals <= 0)
        return u"--%1 expects KEY=VALUE, got \"%2\""_s.arg(option, text);
    *key = text.left(equals);
    *value = text.mid(equals + 1);
    return {};
}

QString checkMethodOptions(const Parser &p, const CliOptions &options)
{
    const QString &m = options.method;
    const auto onlyWith = [&](const QCommandLineOption &option, const QString &method) -> QString {
        if (p.parser.isSet(option) && m != method)
            return u"--%1 is only used with --method %2"_s.arg(option.names().constFirst(), method);
        return {};
    };
    const bool usesUri = m == Mcp::Method::ResourcesSubscribe
                         || m == Mcp::Method::CompletionComplete || m == "skills/read"_L1;
    const bool usesPromptName = m == Mcp::Method::CompletionComplete;
    for (const QString &error :
         {onlyWith(p.toolName, Mcp::Method::ToolsCall),
          onlyWith(p.noValidate, Mcp::Method::ToolsCall),
          onlyWith(p.appHtml, Mcp::Method::ToolsCall),
          onlyWith(p.toolArg, Mcp::Method::ToolsCall),
          onlyWith(p.toolArgsJson, Mcp::Method::ToolsCall),
          onlyWith(p.uri, usesUri ? m : QString(Mcp::Method::ResourcesRead)),
          onlyWith(p.promptName, usesPromptName ? m : QString(Mcp::Method::PromptsGet)),
          onlyWith(p.promptArgs, Mcp::Method::PromptsGet)}) {
        if (!error.isEmpty())
            return error;
    }
    if (m == Mcp::Method::ToolsCall && options.toolName.isEmpty())
        return u"--method %1 needs --tool-name NAME"_s.arg(Mcp::Method::ToolsCall);
    if (m == Mcp::Method::ResourcesRead && options.uri.isEmpty())
        return u"--method %1 needs --uri URI"_s.arg(Mcp::Method::ResourcesRead);
    if (m == "skills/read"_L1 && options.uri.isEmpty())
        return u"--method skills/read needs --uri URI (a file of a skill, as skills/list shows)"_s;
    if (m == Mcp::Method::PromptsGet && options.promptName.isEmpty())
        return u"--method %1 needs --prompt-name NAME"_s.arg(Mcp::Method::PromptsGet);
    return {};
}

QString readToolArguments(const Parser &p, CliOptions &options)
{
    if (p.parser.isSet(p.toolArgsJson)) {
        QJsonParseError error;
        const QJsonDocument doc
            = QJsonDocument::fromJson(p.parser.value(p.toolArgsJson).toUtf8(), &error);
        if (error.error != QJsonParseError::NoError)
            return u"--tool-args-json is not valid JSON: %1 at offset %2"_s.arg(error.errorString())
                .arg(error.offset);
        if (!doc.isObject())
            return u"--tool-args-json must be a JSON object, like '{\"a\": 1}'"_s;
        options.toolArguments = doc.object();
    }
    for (const QString &pair : p.parser.values(p.toolArg)) {
        QString key, value;
        if (QString error = splitPair(u"tool-arg"_s, pair, &key, &value); !error.isEmpty())
            return error;
        options.toolArguments.insert(key, parseArgumentValue(value));
    }
    for (const QString &pair : p.parser.values(p.promptArgs)) {
        QString key, value;
        if (QString error = splitPair(u"prompt-args"_s, pair, &key, &value); !error.isEmpty())
            return error;
        options.promptArguments.insert(key, value); // MCP prompt arguments are strings
    }
    return {};
}

// --header (repeatable) and --accept-certificate, for --url and --config.
QString readHeaders(const Parser &p, ServerConfig &server)
{
    for (const QString &line : p.parser.values(p.header)) {
        const qsizetype colon = line.indexOf(u':');
        if (colon <= 0 || line.left(colon).trimmed().isEmpty())
            return u"--header expects \"Name: value\", got \"%1\""_s.arg(line);
        const QString name = line.left(colon).trimmed();
        const QString value = line.mid(colon + 1).trimmed();
        // The same check every request gets later; said here, before anything starts.
        if (const QString problem
            = HttpRequestBuilder::headerProblem(name.toUtf8(), value.toUtf8());
            !problem.isEmpty())
            return u"--header: "_s + problem;
        server.headers.append(
            {name, value, name.compare(u"authorization"_s, Qt::CaseInsensitive) == 0});
    }
    server.acceptedCertificateSha256 = p.parser.value(p.acceptCertificate);
    return {};
}

// -e (repeatable) and --cwd, for a command and --config.
QString readProcessOptions(const Parser &p, ServerConfig &server)
{
    server.workingDirectory = p.parser.value(p.cwd);
    for (const QString &pair : p.parser.values(p.env)) {
        QString key, value;
        if (QString error = splitPair(u"e"_s, pair, &key, &value); !error.isEmpty())
            return error.replace(u"--e "_s, u"-e "_s);
        server.environment.append({key, value, false});
    }
    return {};
}

QString readRemoteServer(const Parser &p, CliOptions &options)
{
    const QUrl url(p.parser.value(p.url), QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty()
        || !QStringList{u"http"_s, u"https"_s, u"ws"_s, u"wss"_s}.contains(scheme))
        return u"--url must be an http://, https://, ws:// or wss:// URL with a host, got \"%1\""_s
            .arg(p.parser.value(p.url));
    options.server.url = url;
    if (p.parser.isSet(p.transport)) {
        const QString name = p.parser.value(p.transport);
        const QHash<QString, ServerConfig::TransportKind> kinds{
            {u"http"_s, ServerConfig::TransportKind::StreamableHttp},
            {u"sse"_s, ServerConfig::TransportKind::Sse},
            {u"ws"_s, ServerConfig::TransportKind::WebSocket}};
        if (!kinds.contains(name))
            return u"--transport must be http, sse or ws, got \"%1\""_s.arg(name);
        options.server.transport = kinds.value(name);
        options.server.transportChosen = true;
        const bool webSocketUrl = scheme == "ws"_L1 || scheme == "wss"_L1;
        if (webSocketUrl != (options.server.transport == ServerConfig::TransportKind::WebSocket))
            return u"--transport %1 does not fit a %2:// URL"_s.arg(name, scheme);
    } else {
        options.server.transport = ServerConfig::inferTransport(url);
    }
    return readHeaders(p, options.server);
}

// --config FILE --server NAME: the file is read later (CliConfigServer::resolve), once the
// whole command line is known to be good; here only what the command line adds on top.
QString readConfigServer(const Parser &p, const QStringList &command, CliOptions &options)
{
    if (p.parser.isSet(p.url) || !command.isEmpty())
        return u"give one server: --config FILE --server NAME, --url URL or a command after --"_s;
    if (p.parser.isSet(p.transport))
        return u"--transport is only used with --url (a --config server has its own)"_s;
    options.configPath = p.parser.value(p.config);
    options.configServer = p.parser.value(p.serverName);
    options.confirmCommand = p.parser.isSet(p.yes);
    options.savedCall = p.parser.value(p.savedCall);
    if (p.parser.isSet(p.savedCall) && options.savedCall.isEmpty())
        return u"--saved-call needs the name of a saved call"_s;
    if (options.configPath.isEmpty())
        return u"--config needs a file name"_s;
    if (QString error = readProcessOptions(p, options.server); !error.isEmpty())
        return error;
    return readHeaders(p, options.server);
}

QString readServer(const Parser &p, const QStringList &arguments, CliOptions &options)
{
    const QStringList command = p.parser.positionalArguments();
    if (p.parser.isSet(p.config))
        return readConfigServer(p, command, options);
    for (const QCommandLineOption *option : {&p.serverName, &p.yes, &p.savedCall}) {
        if (p.parser.isSet(*option))
            return u"--%1 is only used with --config FILE"_s.arg(option->names().constFirst());
    }
    const bool remote = p.parser.isSet(p.url);
    if (remote && !command.isEmpty())
        return u"give either --url or a command after --, not both"_s;
    if (!remote) {
        for (const QCommandLineOption *option : {&p.transport, &p.header, &p.acceptCertificate}) {
            if (p.parser.isSet(*option))
                return u"--%1 is only used with --url"_s.arg(option->names().constFirst());
        }
    }
    if (remote)
        return readRemoteServer(p, options);
    // What the user typed before the server, for the example in the message.
    const QString run = options.lint.enabled ? u"lint"_s : u"--method "_s + options.method;
    if (command.isEmpty())
        return u"no server given: put the server command after --, e.g. "
               "mcpscope-cli %1 -- node server.js, or use --url URL or --config FILE --server NAME"_s
                   .arg(options.lint.enabled ? run : u"--method tools/list"_s);
    if (!arguments.contains(u"--"_s))
        return u"put the server command after --, e.g. mcpscope-cli %1 -- %2"_s.arg(
            run, command.join(u' '));
    options.server.program = command.first();
    options.server.arguments = command.mid(1);
    return readProcessOptions(p, options.server);
}

} // namespace

QStringList supportedMethods()
{
    // The --method list: MCP methods, then the CLI's own actions (raw, snapshot), then the
    // skills extension (skills/read: the CLI's name for reading a skill's file, verified).
    return QStringList{Mcp::Method::Initialize,
                       Mcp::Method::ToolsList,
                       Mcp::Method::ToolsCall,
                       Mcp::Method::ResourcesList,
                       Mcp::Method::ResourcesTemplatesList,
                       Mcp::Method::ResourcesRead,
                       Mcp::Method::PromptsList,
                       Mcp::Method::PromptsGet,
                       Mcp::Method::Ping,
                       u"raw"_s,
                       u"snapshot"_s,
                       Mcp::Method::SkillsList,
                       u"skills/read"_s}
           + CliProtocol::methods();
}

QString helpText()
{
    return Parser().parser.helpText();
}

QJsonValue parseArgumentValue(const QString &text)
{
    const QJsonDocument doc = QJsonDocument::fromJson(u"[%1]"_s.arg(text).toUtf8());
    if (doc.isArray() && doc.array().size() == 1 && !text.trimmed().isEmpty())
        return doc.array().first();
    return text;
}

CliParseResult parseArguments(const QStringList &commandLine)
{
    CliParseResult result;
    QStringList arguments = commandLine;
    result.error = takeReplayCommand(arguments, result.options);
    if (result.error.isEmpty())
        result.error = CliLint::takeCommand(arguments, result.options);
    if (result.error.isEmpty())
        result.error = CliDiffInterface::takeCommand(arguments, result.options);
    if (!result.error.isEmpty() || !result.options.diffInterfacePaths.isEmpty()
        || result.options.showHelp)
        return result; // diff-interface runs no server: nothing else to parse
    Parser p;
    if (!p.parser.parse(arguments)) {
        result.error = p.parser.errorText();
        return result;
    }
    CliOptions &options = result.options;
    options.showHelp = p.parser.isSet(p.help);
    options.showVersion = p.parser.isSet(p.version);
    if (options.showHelp || options.showVersion)
        return result;
    if (p.parser.isSet(u"conformance"_s)) {
        result.error = CliProtocol::readConformance(p.parser, options);
        CliAuth::readConformance(options);
        return result;
    }
    // Replaying a file and forgetting credentials send no method of their own.
    const bool noMethod = !options.replayPath.isEmpty() || options.lint.enabled
                          || p.parser.isSet(u"forget-credentials"_s) || p.parser.isSet(p.savedCall);
    // A saved call brings its own method and arguments.
    if (p.parser.isSet(p.savedCall) && p.parser.isSet(p.method)) {
        result.error = u"--saved-call runs the saved tools/call or prompts/get: leave out "
                       "--method"_s;
        return result;
    }
    if (p.parser.isSet(p.savedCall) && !p.parser.isSet(p.config)) {
        result.error = u"--saved-call is only used with --config FILE"_s;
        return result;
    }
    if (!p.parser.isSet(p.method) && !noMethod) {
        result.error = u"--method is required (one of %1)"_s.arg(supportedMethods().join(u", "_s));
        return result;
    }
    options.method = p.parser.value(p.method);
    if (!supportedMethods().contains(options.method) && !noMethod) {
        result.error = u"unknown --method \"%1\"; use one of %2"_s.arg(
            options.method, supportedMethods().join(u", "_s));
        return result;
    }
    options.toolName = p.parser.value(p.toolName);
    options.noValidate = p.parser.isSet(p.noValidate);
    options.appHtmlPath = p.parser.value(p.appHtml);
    options.uri = p.parser.value(p.uri);
    options.promptName = p.parser.value(p.promptName);
    const QString format = p.parser.value(p.format);
    if (format != "text"_L1 && format != "json"_L1) {
        result.error = u"--format must be text or json, got \"%1\""_s.arg(format);
        return result;
    }
    options.format = format == "json"_L1 ? CliOptions::Format::Json : CliOptions::Format::Text;
    bool ok = false;
    options.timeoutMs = p.parser.value(p.timeout).toInt(&ok);
    if (!ok || options.timeoutMs <= 0) {
        result.error = u"--timeout must be a positive number of milliseconds, got \"%1\""_s.arg(
            p.parser.value(p.timeout));
        return result;
    }
    if (p.parser.isSet(p.maxMessageSize)) {
        const QString text = p.parser.value(p.maxMessageSize);
        const qint64 bytes = TransportLimits::parseSize(text);
        if (bytes < TransportLimits::kMinMaxMessageBytes
            || bytes > TransportLimits::kMaxMaxMessageBytes) {
            result.error = u"--max-message-size must be a size from 1K to 1G (e.g. 64M or "
                           "1048576), got \"%1\""_s.arg(text);
            return result;
        }
        options.server.maxMessageBytes = bytes;
    }
    for (const QString &error : {checkMethodOptions(p, options),
                                 readToolArguments(p, options),
                                 readSessionOptions(p.parser, options),
                                 CliProtocol::read(p.parser, options),
                                 readServer(p, arguments, options),
                                 CliProtocol::readEra(p.parser, options.server),
                                 CliAuth::read(p.parser, options),
                                 CliLint::read(p.parser, options)}) {
        if (!error.isEmpty()) {
            result.error = error;
            return result;
        }
    }
    return result;
}

} // namespace Cli
