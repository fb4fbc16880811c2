// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QStringList>

class QCommandLineOption;
class QCommandLineParser;
struct CliOptions;

// `mcpscope-cli lint` and `--check`: what the protocol analysis reports at the end of a run.
struct CliLintOptions
{
    bool enabled = false;           // mcpscope-cli lint …
    bool check = false;             // --check on any other run: findings on stderr
    bool strict = false;            // lint: warnings fail the run too
    bool callReadOnlyTools = false; // lint --call-tools readonly
    int maxCalls = 20;              // lint --max-calls N
};

namespace CliLint {
QList<QCommandLineOption> options();
// "mcpscope-cli lint …": takes "lint" out of arguments (the rest parses like any run) and
// turns lint on. Lint speaks whichever era the server does unless --era says otherwise.
QString takeCommand(QStringList &arguments, CliOptions &options);
// Reads the options of options() and checks how they combine with the rest.
QString read(const QCommandLineParser &parser, CliOptions &options);
} // namespace CliLint
