// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>

class QIODevice;
struct CliOptions;

// `mcpscope-cli diff-interface OLD NEW [--format text|json]`: what changed between two
// interface snapshots (the documents `--method snapshot` writes), for CI on a server's
// repository. No server runs. Exit 0 when the interfaces are the same, 6 when they differ
// (CliRunner::InterfaceChanged), 2 when a file cannot be used (the message names it).
namespace CliDiffInterface {

// "mcpscope-cli diff-interface …": reads the two paths and --format into options (the rest of
// the command line is not a server run, so it is parsed here, whole). A usage error otherwise.
QString takeCommand(QStringList &arguments, CliOptions &options);
// Prints the diff in the same text (or JSON) as --method snapshot --diff-with; returns the
// exit code.
int run(const CliOptions &options, QIODevice &out, QIODevice &err);

} // namespace CliDiffInterface
