// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringView>

struct ServerInfo;

namespace Cli {
// Text from a server made safe for a terminal: every control character that could move the
// cursor, change colours, set the title, write the clipboard (OSC 52), make links, answer queries
// or reorder the line is shown as an escape instead: C0 (but "\n" and "\t") as \x1b, DEL as
// \x7f, C1 as \u009b, bidi controls and line/paragraph separators as \u202e. With
// Lines::Escape (one-line fields: names, statuses, log levels, messages inside a sentence)
// "\n" becomes \n too, so no server text can start a line of its own such as a forged
// "mcpscope-cli: error:". Every text write of mcpscope-cli goes through it; JSON output does not.
enum class Lines { Keep, Escape };
QString terminalSafe(QStringView text, Lines lines = Lines::Keep);
inline QString oneLine(QStringView text)
{
    return terminalSafe(text, Lines::Escape);
}

// A method's result as a person reads it on a terminal (the JSON format prints it verbatim).
QString formatResultText(const QString &method, const QJsonObject &result);
// What initialize (legacy) or server/discover (modern) told about the server, either era.
QString formatServerInfo(const ServerInfo &info);
} // namespace Cli
