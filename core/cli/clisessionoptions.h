// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "clioptions.h"

class QCommandLineParser;

// The options of session recording, replay, raw frames and load runs: kept apart from
// clioptions.cpp so each family of options reads on its own.
namespace Cli {
void addSessionOptions(QCommandLineParser &parser);
// "mcpscope-cli replay FILE …": takes "replay FILE" out of arguments (so the rest parses like
// any run) and sets options.replayPath. Returns a usage error, or nothing.
QString takeReplayCommand(QStringList &arguments, CliOptions &options);
// Reads the options added by addSessionOptions() and checks how they combine.
QString readSessionOptions(const QCommandLineParser &parser, CliOptions &options);
} // namespace Cli
