// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clisessionoptions.h"

#include <core/diff/jsondiff.h>
#include <core/mcp/mcpmethods.h>

#include <QCommandLineParser>
#include <QFile>

using namespace Qt::StringLiterals;

namespace Cli {

void addSessionOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {u"record"_s,
         u"Record the whole run (every frame both ways, stderr, HTTP exchanges; secrets "
         "redacted) into FILE, a .mcpsession file that mcpscope opens and `mcpscope-cli replay` "
         "replays."_s,
         u"FILE"_s},
        {u"frame"_s,
         u"--method raw: the frame to send, exactly as given (a request, a notification, a batch, "
         "or malformed on purpose)."_s,
         u"JSON"_s},
        {u"frame-file"_s, u"--method raw: send the contents of F exactly (one frame)."_s, u"F"_s},
        {u"no-handshake"_s,
         u"Skip the MCP handshake (initialize): for plain JSON-RPC 2.0 endpoints, or to see how a "
         "server treats requests before it."_s},
        {u"repeat"_s,
         u"Send the method N times and print count, errors, calls/s and latency p50/p90/p99/max "
         "instead of the answer."_s,
         u"N"_s},
        {u"concurrency"_s,
         u"With --repeat: keep C requests in flight at once (default 1)."_s,
         u"C"_s,
         u"1"_s},
        {u"ignore"_s,
         u"replay: leave this JSON pointer out of the comparison; repeatable. Tokens may be * "
         "(any one), ** (any depth) or globs (*At). Defaults, always on unless "
         "--no-default-ignores: %1."_s.arg(JsonIgnoreList::defaultPatterns().join(u", "_s)),
         u"/json/pointer"_s},
        {u"no-default-ignores"_s, u"replay: compare timestamps and per-run ids too."_s},
        {u"connection"_s,
         u"replay: the connection of the session file to replay, by name or by position "
         "(1, 2, …), when the file records several (File › Save Session As with several "
         "servers). Not needed for a file of one."_s,
         u"NAME|INDEX"_s},
        {u"events"_s,
         u"replay: replay only these events of the file, by number (1 is the first event line "
         "after the header): a list of numbers and ranges, e.g. 120-480 or 5,9,12-20. The "
         "recorded handshake is replayed first, and each request is compared with its recorded "
         "response even when that lies after the slice."_s,
         u"LIST"_s},
        {u"diff-with"_s,
         u"--method snapshot: compare the server's interface with a snapshot saved before (the "
         "output of --method snapshot --format json) and print what changed: added, removed and "
         "changed tools, resources, templates and prompts, each change as a JSON pointer with "
         "old → new. Exit code 6 when anything changed."_s,
         u"FILE"_s},
    });
}

QString takeReplayCommand(QStringList &arguments, CliOptions &options)
{
    if (arguments.size() < 2 || arguments.at(1) != "replay"_L1)
        return {};
    if (arguments.size() < 3 || arguments.at(2).startsWith(u'-'))
        return u"replay needs the session file: mcpscope-cli replay FILE [--url URL | -- COMMAND "
               "ARGS]"_s;
    options.replayPath = arguments.at(2);
    arguments.remove(1, 2);
    if (!arguments.contains(u"--"_s) && !arguments.contains(u"--url"_s)
        && !std::any_of(arguments.cbegin(), arguments.cend(), [](const QString &a) {
               return a.startsWith("--url="_L1);
           }))
        return u"replay needs the server to replay against: add --url URL or -- COMMAND ARGS "
               "(a session file never starts a process by itself; `head -1 %1` shows the "
               "recorded server)"_s.arg(options.replayPath);
    return {};
}

namespace {

QString readPositive(const QCommandLineParser &parser, const QString &name, int *value)
{
    bool ok = false;
    *value = parser.value(name).toInt(&ok);
    if (!ok || *value <= 0)
        return u"--%1 must be a positive number, got \"%2\""_s.arg(name, parser.value(name));
    return {};
}

QString readFrame(const QCommandLineParser &parser, CliOptions &options)
{
    const bool raw = options.method == "raw"_L1;
    const bool hasFrame = parser.isSet(u"frame"_s) || parser.isSet(u"frame-file"_s);
    if (!raw)
        return hasFrame ? u"--frame and --frame-file are only used with --method raw"_s : QString();
    if (parser.isSet(u"frame"_s) == parser.isSet(u"frame-file"_s))
        return u"--method raw needs exactly one of --frame JSON or --frame-file F"_s;
    if (parser.isSet(u"frame"_s)) {
        options.frame = parser.value(u"frame"_s).toUtf8();
        return {};
    }
    QFile file(parser.value(u"frame-file"_s));
    if (!file.open(QIODevice::ReadOnly))
        return u"cannot read --frame-file %1: %2"_s.arg(file.fileName(), file.errorString());
    options.frame = file.readAll();
    // A file saved by an editor ends with a newline that is not part of the frame.
    while (options.frame.endsWith('\n') || options.frame.endsWith('\r'))
        options.frame.chop(1);
    return {};
}

QString readReplay(const QCommandLineParser &parser, CliOptions &options)
{
    const bool replay = !options.replayPath.isEmpty();
    for (const QString &name :
         {u"ignore"_s, u"no-default-ignores"_s, u"connection"_s, u"events"_s}) {
        if (parser.isSet(name) && !replay)
            return u"--%1 is only used with replay"_s.arg(name);
    }
    if (!replay)
        return {};
    for (const QString &name : {u"method"_s, u"repeat"_s, u"record"_s}) {
        if (parser.isSet(name))
            return u"replay takes no --%1: it sends what the session file recorded"_s.arg(name);
    }
    for (const QString &pattern : parser.values(u"ignore"_s)) {
        if (const auto problem = JsonIgnoreList::checkPattern(pattern))
            return u"--ignore: "_s + *problem;
    }
    options.ignorePatterns = parser.values(u"ignore"_s);
    options.replayConnection = parser.value(u"connection"_s);
    if (parser.isSet(u"events"_s)) {
        QString error;
        options.replayEvents = ReplaySlice::parse(parser.value(u"events"_s), &error);
        if (!options.replayEvents)
            return u"--events: "_s + error;
    }
    options.defaultIgnores = !parser.isSet(u"no-default-ignores"_s);
    return {};
}

} // namespace

QString readSessionOptions(const QCommandLineParser &parser, CliOptions &options)
{
    options.recordPath = parser.value(u"record"_s);
    options.noHandshake = parser.isSet(u"no-handshake"_s);
    if (parser.isSet(u"repeat"_s)) {
        if (QString error = readPositive(parser, u"repeat"_s, &options.repeat); !error.isEmpty())
            return error;
        if (options.method == "raw"_L1 || options.method == Mcp::Method::Initialize
            || options.method == "snapshot"_L1)
            return u"--repeat works with request methods, not --method %1"_s.arg(options.method);
    }
    if (parser.isSet(u"concurrency"_s)) {
        if (!parser.isSet(u"repeat"_s))
            return u"--concurrency is only used with --repeat"_s;
        if (QString error = readPositive(parser, u"concurrency"_s, &options.concurrency);
            !error.isEmpty())
            return error;
    }
    if (options.noHandshake && options.method != "raw"_L1)
        return u"--no-handshake is only used with --method raw"_s;
    if (parser.isSet(u"diff-with"_s)) {
        if (options.method != "snapshot"_L1)
            return u"--diff-with is only used with --method snapshot"_s;
        options.diffWithPath = parser.value(u"diff-with"_s);
    }
    if (QString error = readFrame(parser, options); !error.isEmpty())
        return error;
    return readReplay(parser, options);
}

} // namespace Cli
