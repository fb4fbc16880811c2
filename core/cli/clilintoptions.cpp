// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clilintoptions.h"

#include "clioptions.h"

#include <QCommandLineParser>

using namespace Qt::StringLiterals;

namespace CliLint {

QList<QCommandLineOption> options()
{
    return {
        {u"check"_s,
         u"Check every frame of the run against the protocol rules and the result shapes of the "
         "negotiated revision, and print the findings on stderr at the end (the exit code is "
         "the method's)."_s},
        {u"strict"_s, u"lint: warnings fail the run too (exit 7)."_s},
        {u"call-tools"_s,
         u"lint: readonly also calls the tools marked readOnlyHint (and not destructiveHint) with "
         "arguments made from their input schema; none (default) calls no tool."_s,
         u"readonly|none"_s,
         u"none"_s},
        {u"max-calls"_s,
         u"lint: read at most N resources, get N prompts and call N tools (default 20)."_s,
         u"N"_s,
         u"20"_s},
    };
}

QString takeCommand(QStringList &arguments, CliOptions &options)
{
    if (arguments.size() < 2 || arguments.at(1) != "lint"_L1)
        return {};
    arguments.removeAt(1);
    options.lint.enabled = true;
    options.server.era = ServerConfig::Era::Auto;
    return {};
}

QString read(const QCommandLineParser &parser, CliOptions &options)
{
    CliLintOptions &lint = options.lint;
    lint.check = parser.isSet(u"check"_s);
    if (!lint.enabled) {
        for (const QString &name : {u"strict"_s, u"call-tools"_s, u"max-calls"_s}) {
            if (parser.isSet(name))
                return u"--%1 is only used with lint: mcpscope-cli lint [options] -- COMMAND"_s.arg(
                    name);
        }
        if (lint.check && !options.replayPath.isEmpty())
            return u"--check is not used with replay (replay compares the answers; record "
                   "with --check to see the findings)"_s;
        return {};
    }
    for (const QString &name : {u"method"_s, u"repeat"_s, u"check"_s}) {
        if (parser.isSet(name))
            return u"lint takes no --%1: it runs its own checks on every frame and sends its "
                   "own requests"_s.arg(name);
    }
    lint.strict = parser.isSet(u"strict"_s);
    const QString callTools = parser.value(u"call-tools"_s);
    if (callTools != "readonly"_L1 && callTools != "none"_L1)
        return u"--call-tools must be readonly or none, got \"%1\""_s.arg(callTools);
    lint.callReadOnlyTools = callTools == "readonly"_L1;
    bool ok = false;
    lint.maxCalls = parser.value(u"max-calls"_s).toInt(&ok);
    if (!ok || lint.maxCalls < 0)
        return u"--max-calls must be a number from 0, got \"%1\""_s.arg(
            parser.value(u"max-calls"_s));
    return {};
}

} // namespace CliLint
