// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/mcp/clientfeatures.h>

#include <QCommandLineOption>
#include <QJsonObject>
#include <QList>
#include <QString>

class QCommandLineParser;
struct CliOptions;
struct ServerConfig;

// The mcpscope-cli options for the protocol surface beyond tools: resources/subscribe,
// completion, logging, tasks, _meta, the client features (roots, sampling, elicitation and the
// capabilities advertised) and the conformance mode. Parsed by pure functions like the rest.
struct CliProtocolOptions
{
    enum class ElicitationPolicy { Decline, AcceptDefaults, Cancel, Response };

    QString logLevel;      // logging/setLevel
    QString argumentName;  // completion/complete
    QString argumentValue; // completion/complete
    QJsonObject contextArguments;
    bool hasContextArguments = false;
    QJsonObject meta;    // --metadata k=v, merged into params._meta of the method's request
    QString taskId;      // tasks/get, tasks/result, tasks/cancel
    bool asTask = false; // tools/call as a task (2025-11-25)
    int taskTtlMs = -1;
    bool timeoutGiven = false; // resources/subscribe listens until then, else until SIGINT

    ClientCapabilitySettings capabilities;
    QList<Root> roots;
    bool hasSamplingResponse = false;
    QJsonObject samplingResponse; // a CreateMessageResult, sent to every sampling request
    ElicitationPolicy elicitation = ElicitationPolicy::Decline;
    QJsonObject elicitationResponse; // ElicitResult, for ElicitationPolicy::Response

    bool conformance = false;
    QString conformanceScenario;    // MCP_CONFORMANCE_SCENARIO
    QJsonObject conformanceContext; // MCP_CONFORMANCE_CONTEXT
};

namespace CliProtocol {
QList<QCommandLineOption> options();
QStringList methods(); // the methods these options add to --method
// Reads the options into options.protocol (and --prompt-args-json into promptArguments);
// returns a usage error or an empty string.
QString read(const QCommandLineParser &parser, CliOptions &options);
// --conformance URL: the URL is the last argument; the scenario comes from the environment.
QString readConformance(const QCommandLineParser &parser, CliOptions &options);
// --era and --protocol-version into the server's config.
QString readEra(const QCommandLineParser &parser, ServerConfig &server);
// Which methods an option belongs to, for "--x is only used with --method y" errors.
QString checkMethodOptions(const QCommandLineParser &parser, const CliOptions &options);
} // namespace CliProtocol
