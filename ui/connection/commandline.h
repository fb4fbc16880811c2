// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

// Splits a command line into an argv list the way a POSIX shell splits words, without running
// a shell: whitespace separates, 'single quotes' are literal, "double quotes" allow \" \\ \$
// and \` escapes, and a backslash outside quotes escapes the next character. Nothing is
// expanded ($VAR, globs, ~). Pasted commands work as in a terminal, and the split round-trips
// with ServerConfig::displayCommand(). QProcess::splitCommand() knows only double quotes, so
// `--config '{"a": 1}'` would lose its quotes there.
namespace CommandLine {

struct Result
{
    QStringList arguments;
    QString error; // e.g. an unterminated quote; arguments are then what could be read
};

Result split(const QString &commandLine);

} // namespace CommandLine
