// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "demoserver.h"
#include "mcphttpserver.h"
#include "mcpwebsocketserver.h"
#include "stdioserverio.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/platform/terminationwatcher.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTimer>

#include <csignal>
#include <cstdio>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

// Stops reading, lets queued output reach the client, then leaves the event loop. The client
// may stop reading too: outputClosed also ends the wait.
void exitWhenDrained(StdioServerIo &io, int exitCode)
{
    io.stopReading();
    if (!io.hasPendingOutput()) {
        QCoreApplication::exit(exitCode);
        return;
    }
    const auto quit = [exitCode] { QCoreApplication::exit(exitCode); };
    QObject::connect(&io, &StdioServerIo::outputDrained, &io, quit);
    QObject::connect(&io, &StdioServerIo::outputClosed, &io, quit);
}

void connectServer(DemoServer &server, StdioServerIo &io)
{
    QObject::connect(&io, &StdioServerIo::frameReceived, &server, &DemoServer::handleFrame);
    QObject::connect(&server, &DemoServer::messageReady, &io, [&io](const JsonRpcMessage &message) {
        io.writeLine(JsonRpc::encode(message));
    });
    QObject::connect(&server, &DemoServer::rawLineReady, &io, &StdioServerIo::writeLine);
    QObject::connect(&server, &DemoServer::diagnosticReady, &io, &StdioServerIo::writeDiagnostic);
    QObject::connect(&server, &DemoServer::exitRequested, &io, [&io](int exitCode) {
        exitWhenDrained(io, exitCode);
    });
    QObject::connect(&io, &StdioServerIo::inputClosed, &io, [&io, &server] {
        io.writeDiagnostic(u"stdin closed; exiting"_s);
        // Open subscriptions/listen requests end gracefully, with their results.
        server.endSubscriptions();
        exitWhenDrained(io, 0);
    });
    QObject::connect(&io, &StdioServerIo::outputClosed, &io, [&io] {
        io.writeDiagnostic(u"stdout was closed by the client; exiting"_s);
        exitWhenDrained(io, 0);
    });
}

int runStdio(const DemoServerOptions &options)
{
    StdioServerIo io;
    DemoServer server(options);
    TerminationWatcher termination;
    connectServer(server, io);
    QObject::connect(
        &termination, &TerminationWatcher::terminationRequested, &io, [&io](int signalNumber) {
            io.writeDiagnostic(u"received %1; exiting"_s.arg(
                signalNumber == SIGTERM ? u"SIGTERM"_s : u"SIGINT"_s));
            // Unlike EOF, do not wait for a reader that may never come back.
            QCoreApplication::exit(0);
        });

    io.start();
    io.writeDiagnostic(
        u"mcpscope-demo-server %1 ready on stdio"_s.arg(QCoreApplication::applicationVersion()));
    io.writeDiagnostic(u"era: %1"_s.arg(ModernProtocol::eraName(options.era)));
    return QCoreApplication::exec();
}

// Blocking on purpose: log lines are small, and losing them would hide what happened.
void writeLog(const QString &line)
{
    QByteArray bytes = line.toUtf8();
    bytes.replace('\n', ' ');
    bytes.append('\n');
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}

struct NetworkPorts
{
    std::optional<quint16> http;
    std::optional<quint16> webSocket;
};

void connectShutdown(McpHttpServer &http,
                     McpWebSocketServer &webSocket,
                     TerminationWatcher &termination)
{
    // misbehave crash: the whole process goes, mid-response, as a crashing server would. Only
    // leave the event loop here: the DemoServer that asked is still on the stack. The servers'
    // destructors then drop every connection without another byte.
    const auto crash = [](int exitCode) { QCoreApplication::exit(exitCode); };
    QObject::connect(&http, &McpHttpServer::exitRequested, &http, crash);
    QObject::connect(&webSocket, &McpWebSocketServer::exitRequested, &webSocket, crash);
    const auto terminate = [&http, &webSocket](int signalNumber) {
        writeLog(
            u"received %1; exiting"_s.arg(signalNumber == SIGTERM ? u"SIGTERM"_s : u"SIGINT"_s));
        http.close();
        webSocket.close();
        // Give WebSocket peers a moment to answer the close frame.
        const auto quit = [] { QCoreApplication::exit(0); };
        if (webSocket.connectionCount() == 0)
            quit();
        QObject::connect(&webSocket, &McpWebSocketServer::connectionsClosed, &webSocket, quit);
        QTimer::singleShot(1000, &webSocket, quit);
    };
    QObject::connect(
        &termination, &TerminationWatcher::terminationRequested, &termination, terminate);
}

int runNetwork(const NetworkPorts &ports, const DemoServerOptions &options)
{
    McpHttpServer::Options httpOptions;
    httpOptions.server = options;
    McpHttpServer http(httpOptions);
    McpWebSocketServer webSocket;
    webSocket.setServerOptions(options);
    TerminationWatcher termination;
    QObject::connect(&http, &McpHttpServer::logLine, &http, writeLog);
    QObject::connect(&webSocket, &McpWebSocketServer::logLine, &webSocket, writeLog);
    connectShutdown(http, webSocket, termination);

    if (ports.http && !http.listen(*ports.http)) {
        writeLog(u"mcpscope-demo-server: cannot listen for HTTP on 127.0.0.1:%1: %2"_s.arg(
            QString::number(*ports.http), http.errorString()));
        return 1;
    }
    if (ports.webSocket && !webSocket.listen(*ports.webSocket)) {
        writeLog(u"mcpscope-demo-server: cannot listen for WebSocket on 127.0.0.1:%1: %2"_s.arg(
            QString::number(*ports.webSocket), webSocket.errorString()));
        return 1;
    }
    // Tests and users read the port from these lines; keep their shape.
    const QString version = QCoreApplication::applicationVersion();
    if (ports.http)
        writeLog(u"mcpscope-demo-server %1 listening on %2"_s.arg(version, http.url().toString()));
    if (ports.webSocket)
        writeLog(
            u"mcpscope-demo-server %1 listening on %2"_s.arg(version, webSocket.url().toString()));
    return QCoreApplication::exec();
}

// PORT for --http/--ws: 0 to 65535. False, after saying why, when the value is not a port.
bool parsePort(const QCommandLineParser &parser,
               const QCommandLineOption &option,
               std::optional<quint16> *port)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    const uint value = parser.value(option).toUInt(&ok);
    if (!ok || value > 65535) {
        std::fprintf(stderr,
                     "mcpscope-demo-server: --%s needs a port from 0 to 65535, not '%s'\n",
                     qUtf8Printable(option.names().constFirst()),
                     qUtf8Printable(parser.value(option)));
        return false;
    }
    *port = quint16(value);
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"mcpscope-demo-server"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(MCPSCOPE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"The mcpscope demo MCP server (legacy revisions 2024-11-05 to 2025-11-25 and the modern "
        "2026-07-28). By default it speaks "
        "MCP over stdio: one JSON-RPC message per line on stdin and stdout, its own log on "
        "stderr; it exits when stdin closes.\n\n"
        "Eras (--era): legacy needs the initialize handshake; modern (2026-07-28) has none: every "
        "request carries _meta io.modelcontextprotocol/protocolVersion and clientCapabilities, "
        "server/discover describes the server, tools such as confirm_booking answer "
        "resultType input_required (MRTR) until retried with inputResponses and the echoed "
        "requestState, and subscriptions/listen streams resource changes. With both (the "
        "default) a request carrying that _meta is served as modern and anything else as legacy."
        "\n\n"
        "With --http it serves Streamable HTTP at http://127.0.0.1:PORT/mcp instead. Legacy: POST "
        "each message with \"Accept: application/json, text/event-stream\"; a request with "
        "_meta.progressToken is answered as an event stream; GET opens the session's stream; "
        "DELETE ends the session. Modern: POST only, no Mcp-Session-Id, and the "
        "MCP-Protocol-Version, Mcp-Method, Mcp-Name and Mcp-Param-* headers must match the body "
        "(else 400 with -32020). With --ws it serves WebSocket at ws://127.0.0.1:PORT (any path, "
        "subprotocol mcp, one message per text frame). Both may be given together; each legacy "
        "HTTP session and each WebSocket connection gets its own server state, while modern "
        "HTTP requests share one set of notes. It listens on "
        "127.0.0.1 only, prints the URLs on stderr, and exits on SIGTERM or SIGINT."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption httpOption(
        u"http"_s,
        u"Serve Streamable HTTP on 127.0.0.1:<port> at /mcp instead of stdio (0: any free port)."_s,
        u"port"_s);
    const QCommandLineOption wsOption(
        u"ws"_s,
        u"Serve WebSocket on 127.0.0.1:<port> instead of stdio (0: any free port)."_s,
        u"port"_s);
    const QCommandLineOption eraOption(
        u"era"_s,
        u"Which MCP eras to speak: legacy (initialize handshake, 2024-11-05 to 2025-11-25), "
        "modern (2026-07-28 only) or both (default)."_s,
        u"era"_s,
        u"both"_s);
    const QCommandLineOption invalidHeaderToolsOption(
        u"invalid-header-tools"_s,
        u"Misbehave: list tools with invalid x-mcp-header markers to modern clients, which must "
        "exclude them (bad_header_number, bad_header_in_items, bad_header_duplicate)."_s);
    parser.addOption(httpOption);
    parser.addOption(wsOption);
    parser.addOption(eraOption);
    parser.addOption(invalidHeaderToolsOption);
    parser.process(app);
    if (!parser.positionalArguments().isEmpty()) {
        std::fprintf(stderr,
                     "mcpscope-demo-server: unexpected argument '%s' (see --help)\n",
                     qUtf8Printable(parser.positionalArguments().constFirst()));
        return 2;
    }
    NetworkPorts ports;
    if (!parsePort(parser, httpOption, &ports.http)
        || !parsePort(parser, wsOption, &ports.webSocket))
        return 2;

    const std::optional<DemoEra> era = ModernProtocol::parseEra(parser.value(eraOption));
    if (!era) {
        std::fprintf(stderr,
                     "mcpscope-demo-server: --era takes legacy, modern or both, not '%s'\n",
                     qUtf8Printable(parser.value(eraOption)));
        return 2;
    }
    DemoServerOptions options;
    options.era = *era;
    options.invalidHeaderTools = parser.isSet(invalidHeaderToolsOption);

    // A client that closes our stdout or a socket must show up as EPIPE, not kill us silently.
    std::signal(SIGPIPE, SIG_IGN);
    if (ports.http || ports.webSocket)
        return runNetwork(ports, options);
    return runStdio(options);
}
