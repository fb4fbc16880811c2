// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "demoserver.h"
#include "stdioserverio.h"
#include "terminationwatcher.h"

#include <core/jsonrpc/jsonrpccodec.h>

#include <QCommandLineParser>
#include <QCoreApplication>

#include <csignal>
#include <cstdio>

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
    QObject::connect(&io, &StdioServerIo::inputClosed, &io, [&io] {
        io.writeDiagnostic(u"stdin closed; exiting"_s);
        exitWhenDrained(io, 0);
    });
    QObject::connect(&io, &StdioServerIo::outputClosed, &io, [&io] {
        io.writeDiagnostic(u"stdout was closed by the client; exiting"_s);
        exitWhenDrained(io, 0);
    });
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"mcpscope-demo-server"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(MCPSCOPE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"The mcpscope demo MCP server. It speaks MCP (revisions 2024-11-05 to 2025-11-25) over "
        "stdio: one JSON-RPC message per line on stdin and stdout, its own log on stderr. It "
        "exits when stdin closes."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);
    if (!parser.positionalArguments().isEmpty()) {
        std::fprintf(stderr,
                     "mcpscope-demo-server: unexpected argument '%s' (see --help)\n",
                     qUtf8Printable(parser.positionalArguments().constFirst()));
        return 2;
    }

    // A client that closes our stdout must show up as EPIPE, not kill us silently.
    std::signal(SIGPIPE, SIG_IGN);

    StdioServerIo io;
    DemoServer server;
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
    return app.exec();
}
