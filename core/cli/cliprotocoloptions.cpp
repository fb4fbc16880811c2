// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "cliprotocoloptions.h"

#include "clioptions.h"

#include <core/mcp/inboundrequest.h>
#include <core/mcp/mcplogging.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/protocolversion.h>

#include <QCommandLineParser>
#include <QFile>
#include <QJsonDocument>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace CliProtocol {

namespace {

QCommandLineOption option(const char *name, const char *description, const char *value = nullptr)
{
    if (!value)
        return QCommandLineOption(QString::fromLatin1(name), QString::fromUtf8(description));
    return QCommandLineOption(
        QString::fromLatin1(name), QString::fromUtf8(description), QString::fromLatin1(value));
}

QString readJsonObject(const QString &optionName, const QByteArray &text, QJsonObject *object)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        return u"--%1 is not valid JSON: %2 at offset %3"_s.arg(optionName, error.errorString())
            .arg(error.offset);
    if (!doc.isObject())
        return u"--%1 must be a JSON object"_s.arg(optionName);
    *object = doc.object();
    return {};
}

QString readJsonFile(const QString &optionName, const QString &path, QJsonObject *object)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return u"--%1: cannot read \"%2\": %3"_s.arg(optionName, path, file.errorString());
    return readJsonObject(optionName, file.readAll(), object);
}

// "roots,sampling,sampling.tools,elicitation.form,elicitation.url,apps", or "none".
QString readCapabilities(const QString &text, ClientCapabilitySettings *settings)
{
    *settings = ClientCapabilitySettings::none();
    if (text == "none"_L1)
        return {};
    for (const QString &name : text.split(u',', Qt::SkipEmptyParts)) {
        const QString word = name.trimmed();
        if (word == "roots"_L1)
            settings->roots = settings->rootsListChanged = true;
        else if (word == "sampling"_L1)
            settings->sampling = true;
        else if (word == "sampling.tools"_L1)
            settings->sampling = settings->samplingTools = true;
        else if (word == "sampling.context"_L1)
            settings->sampling = settings->samplingContext = true;
        else if (word == "elicitation"_L1 || word == "elicitation.form"_L1)
            settings->elicitationForm = true;
        else if (word == "elicitation.url"_L1)
            settings->elicitationUrl = true;
        else if (word == "apps"_L1)
            settings->apps = true;
        else
            return u"--client-capabilities: unknown capability \"%1\" (known: roots, sampling, "
                   "sampling.tools, sampling.context, elicitation.form, elicitation.url, apps, "
                   "none)"_s.arg(word);
    }
    return {};
}

QString readClientFeatures(const QCommandLineParser &p, CliProtocolOptions &o)
{
    if (p.isSet(u"client-capabilities"_s)) {
        if (QString e = readCapabilities(p.value(u"client-capabilities"_s), &o.capabilities);
            !e.isEmpty())
            return e;
    }
    for (const QString &uri : p.values(u"roots"_s)) {
        const Root root{uri, {}};
        if (QString problem = ClientFeatures::checkRoot(root); !problem.isEmpty())
            return u"--roots: "_s + problem;
        o.roots << root;
    }
    if (p.isSet(u"sampling-response"_s)) {
        if (QString e = readJsonFile(
                u"sampling-response"_s, p.value(u"sampling-response"_s), &o.samplingResponse);
            !e.isEmpty())
            return e;
        if (const QStringList problems = SamplingRequest::checkResult(o.samplingResponse);
            !problems.isEmpty())
            return u"--sampling-response is not a CreateMessageResult: "_s + problems.join(u"; "_s);
        o.hasSamplingResponse = true;
    }
    if (p.isSet(u"elicitation-response"_s) && p.isSet(u"elicitation"_s))
        return u"give either --elicitation-response or --elicitation, not both"_s;
    if (p.isSet(u"elicitation-response"_s)) {
        o.elicitation = CliProtocolOptions::ElicitationPolicy::Response;
        if (QString e = readJsonFile(u"elicitation-response"_s,
                                     p.value(u"elicitation-response"_s),
                                     &o.elicitationResponse);
            !e.isEmpty())
            return e;
        const QString action = o.elicitationResponse.value("action"_L1).toString();
        if (action != "accept"_L1 && action != "decline"_L1 && action != "cancel"_L1)
            return u"--elicitation-response needs \"action\": accept, decline or cancel"_s;
    } else if (p.isSet(u"elicitation"_s)) {
        const QString policy = p.value(u"elicitation"_s);
        if (policy == "accept-defaults"_L1)
            o.elicitation = CliProtocolOptions::ElicitationPolicy::AcceptDefaults;
        else if (policy == "cancel"_L1)
            o.elicitation = CliProtocolOptions::ElicitationPolicy::Cancel;
        else if (policy != "decline"_L1)
            return u"--elicitation must be accept-defaults, decline or cancel, got \"%1\""_s.arg(
                policy);
    }
    return {};
}

} // namespace

QList<QCommandLineOption> options()
{
    return {
        option("log-level",
               "Level for logging/setLevel: debug, info, notice, warning, error, critical, alert, "
               "emergency.",
               "L"),
        option("argument-name",
               "Argument (or template variable) to complete (completion/complete).",
               "A"),
        option("argument-value", "What is typed so far (completion/complete).", "V"),
        option("context-args-json",
               "Arguments already filled in, as a JSON object of strings "
               "(completion/complete context.arguments).",
               "JSON"),
        option("prompt-args-json",
               "All prompt arguments as one JSON object of strings; --prompt-args apply on top.",
               "JSON"),
        option(
            "metadata",
            "Entry of the request's params._meta; repeatable; a value that parses as JSON is JSON.",
            "K=V"),
        option("task-id", "Task for tasks/get, tasks/result and tasks/cancel.", "ID"),
        option("task",
               "Run tools/call as a task (MCP 2025-11-25): print the status as it changes, then "
               "fetch the result with tasks/result."),
        option("task-ttl", "Time to live asked for the task, in milliseconds (with --task).", "MS"),
        option("client-capabilities",
               "Client capabilities to advertise, comma-separated: roots, sampling, "
               "sampling.tools, sampling.context, elicitation.form, elicitation.url; or none. "
               "Default: roots, sampling, elicitation.form, elicitation.url.",
               "LIST"),
        option("roots", "A root (file:// URI) that roots/list answers; repeatable.", "URI"),
        option("sampling-response",
               "Answer every sampling/createMessage with this CreateMessageResult (a JSON file); "
               "without it sampling requests are rejected (error -1).",
               "FILE"),
        option("elicitation-response",
               "Answer every elicitation/create with this ElicitResult (a JSON file: {\"action\": "
               "\"accept\", \"content\": {...}}).",
               "FILE"),
        option("elicitation",
               "Answer elicitation/create with: accept-defaults (the form's schema defaults; a "
               "URL elicitation is accepted without opening it), decline (the default) or cancel.",
               "POLICY"),
        option("era",
               "The MCP era to speak: legacy (initialize; the default), auto (probe with "
               "server/discover, fall back to initialize) or modern (2026-07-28, no fallback).",
               "ERA"),
        option("protocol-version",
               "With --era modern or auto: the 2026-07-28-era version to offer first.",
               "VERSION"),
        option("conformance",
               "Play the scenario of the MCP conformance suite named by MCP_CONFORMANCE_SCENARIO "
               "(context in MCP_CONFORMANCE_CONTEXT) against the URL given as the last argument."),
    };
}

QStringList methods()
{
    return {Mcp::Method::ResourcesSubscribe,
            Mcp::Method::CompletionComplete,
            Mcp::Method::LoggingSetLevel,
            Mcp::Method::TasksList,
            Mcp::Method::TasksGet,
            Mcp::Method::TasksResult,
            Mcp::Method::TasksCancel};
}

QString checkMethodOptions(const QCommandLineParser &p, const CliOptions &options)
{
    const QString &m = options.method;
    const auto onlyWith = [&](const char *name, const QStringList &methods) -> QString {
        if (p.isSet(QString::fromLatin1(name)) && !methods.contains(m))
            return u"--%1 is only used with --method %2"_s.arg(QString::fromLatin1(name),
                                                               methods.join(u" or "_s));
        return {};
    };
    const QStringList taskMethods{
        Mcp::Method::TasksGet, Mcp::Method::TasksResult, Mcp::Method::TasksCancel};
    for (const QString &error : {onlyWith("log-level", {Mcp::Method::LoggingSetLevel}),
                                 onlyWith("argument-name", {Mcp::Method::CompletionComplete}),
                                 onlyWith("argument-value", {Mcp::Method::CompletionComplete}),
                                 onlyWith("context-args-json", {Mcp::Method::CompletionComplete}),
                                 onlyWith("prompt-args-json", {Mcp::Method::PromptsGet}),
                                 onlyWith("task-id", taskMethods),
                                 onlyWith("task", {Mcp::Method::ToolsCall}),
                                 onlyWith("task-ttl", {Mcp::Method::ToolsCall})}) {
        if (!error.isEmpty())
            return error;
    }
    if (m == Mcp::Method::LoggingSetLevel && !p.isSet(u"log-level"_s))
        return u"--method %1 needs --log-level L (one of %2)"_s.arg(
            Mcp::Method::LoggingSetLevel, Mcp::Logging::levels().join(u", "_s));
    if (m == Mcp::Method::ResourcesSubscribe && options.uri.isEmpty())
        return u"--method %1 needs --uri URI"_s.arg(Mcp::Method::ResourcesSubscribe);
    if (m == Mcp::Method::CompletionComplete) {
        if (options.promptName.isEmpty() == options.uri.isEmpty())
            return u"--method %1 needs either --prompt-name P or --uri TEMPLATE"_s.arg(
                Mcp::Method::CompletionComplete);
        if (!p.isSet(u"argument-name"_s))
            return u"--method %1 needs --argument-name A"_s.arg(Mcp::Method::CompletionComplete);
    }
    if (taskMethods.contains(m) && !p.isSet(u"task-id"_s))
        return u"--method %1 needs --task-id ID"_s.arg(m);
    if (p.isSet(u"task-ttl"_s) && !p.isSet(u"task"_s))
        return u"--task-ttl is only used with --task"_s;
    return {};
}

QString read(const QCommandLineParser &p, CliOptions &options)
{
    CliProtocolOptions &o = options.protocol;
    o.logLevel = p.value(u"log-level"_s);
    if (p.isSet(u"log-level"_s) && !Mcp::Logging::isLevel(o.logLevel))
        return u"--log-level must be one of %1, got \"%2\""_s.arg(
            Mcp::Logging::levels().join(u", "_s), o.logLevel);
    o.argumentName = p.value(u"argument-name"_s);
    o.argumentValue = p.value(u"argument-value"_s);
    if (p.isSet(u"context-args-json"_s)) {
        o.hasContextArguments = true;
        if (QString e = readJsonObject(u"context-args-json"_s,
                                       p.value(u"context-args-json"_s).toUtf8(),
                                       &o.contextArguments);
            !e.isEmpty())
            return e;
    }
    if (p.isSet(u"prompt-args-json"_s)) {
        QJsonObject arguments;
        if (QString e = readJsonObject(
                u"prompt-args-json"_s, p.value(u"prompt-args-json"_s).toUtf8(), &arguments);
            !e.isEmpty())
            return e;
        // --prompt-args (read before) apply on top.
        for (auto it = options.promptArguments.begin(); it != options.promptArguments.end(); ++it)
            arguments.insert(it.key(), it.value());
        options.promptArguments = arguments;
    }
    for (const QString &pair : p.values(u"metadata"_s)) {
        const qsizetype equals = pair.indexOf(u'=');
        if (equals <= 0)
            return u"--metadata expects KEY=VALUE, got \"%1\""_s.arg(pair);
        o.meta.insert(pair.left(equals), Cli::parseArgumentValue(pair.mid(equals + 1)));
    }
    o.taskId = p.value(u"task-id"_s);
    o.asTask = p.isSet(u"task"_s);
    if (p.isSet(u"task-ttl"_s)) {
        bool ok = false;
        o.taskTtlMs = p.value(u"task-ttl"_s).toInt(&ok);
        if (!ok || o.taskTtlMs < 0)
            return u"--task-ttl must be a number of milliseconds, got \"%1\""_s.arg(
                p.value(u"task-ttl"_s));
    }
    o.timeoutGiven = p.isSet(u"timeout"_s);
    if (QString e = readClientFeatures(p, o); !e.isEmpty())
        return e;
    return checkMethodOptions(p, options);
}

QString readEra(const QCommandLineParser &p, ServerConfig &server)
{
    if (p.isSet(u"era"_s)) {
        const auto era = ServerConfig::eraFromName(p.value(u"era"_s));
        if (!era)
            return u"--era must be legacy, auto or modern, got \"%1\""_s.arg(p.value(u"era"_s));
        server.era = *era;
    }
    if (!p.isSet(u"protocol-version"_s))
        return {};
    const QString version = p.value(u"protocol-version"_s);
    if (server.era == ServerConfig::Era::Legacy)
        return u"--protocol-version is only used with --era modern or --era auto"_s;
    if (!ProtocolVersion::isSupportedModern(version))
        return u"--protocol-version must be one of %1, got \"%2\""_s.arg(
            ProtocolVersion::modernVersions().join(u", "_s), version);
    server.protocolVersion = version;
    return {};
}

QString readConformance(const QCommandLineParser &p, CliOptions &options)
{
    const QStringList positional = p.positionalArguments();
    const QUrl url(positional.isEmpty() ? QString() : positional.last(), QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != "http"_L1 && url.scheme() != "https"_L1))
        return u"--conformance needs the server's http(s) URL as the last argument"_s;
    options.protocol.conformance = true;
    // The suite checks that an accepted form carries the schema's defaults.
    options.protocol.elicitation = CliProtocolOptions::ElicitationPolicy::AcceptDefaults;
    options.method = u"conformance"_s;
    options.server.url = url;
    options.server.transport = ServerConfig::TransportKind::StreamableHttp;
    options.server.transportChosen = true;
    // The suite (0.2.x) names the wire: up to 2025-11-25 initialize, 2026-07-28 per request.
    const QString version = qEnvironmentVariable("MCP_CONFORMANCE_PROTOCOL_VERSION");
    if (ProtocolVersion::isSupportedModern(version)) {
        options.server.era = ServerConfig::Era::Modern;
        options.server.protocolVersion = version;
    } else if (!version.isEmpty() && !ProtocolVersion::isSupportedLegacy(version)) {
        return u"MCP_CONFORMANCE_PROTOCOL_VERSION \"%1\" is not a version mcpscope speaks"_s.arg(
            version);
    }
    options.protocol.conformanceScenario = qEnvironmentVariable("MCP_CONFORMANCE_SCENARIO");
    if (options.protocol.conformanceScenario.isEmpty())
        return u"--conformance needs MCP_CONFORMANCE_SCENARIO in the environment"_s;
    const QByteArray context = qgetenv("MCP_CONFORMANCE_CONTEXT");
    if (!context.isEmpty())
        return readJsonObject(u"conformance (MCP_CONFORMANCE_CONTEXT)"_s,
                              context,
                              &options.protocol.conformanceContext);
    return {};
}

} // namespace CliProtocol
