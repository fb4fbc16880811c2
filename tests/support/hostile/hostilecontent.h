// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

// What a server built to attack an inspector sends: every string carries markup that would load
// a local file (an <img> whose source is a FIFO: reading it blocks forever), a link to a local
// file, terminal escape sequences (colour, window title, OSC 52 clipboard write), a right-to-left
// override, a newline that forges a line of the CLI's own output, and Qt's %-placeholders.
// Shared by mcpscope-hostile-server (stdio) and the in-process tests.
namespace HostileContent {

// The text every attack string starts with, so tests find where it is shown.
inline constexpr char16_t kMarker[] = u"HOSTILE";

// `name` followed by the attack (the FIFO is the local path the markup points at).
QString attack(const QString &name, const QString &fifoPath);

// The escape sequences alone: a test checks none of them reaches a terminal raw.
QByteArray terminalEscapes();

QJsonObject initializeResult(const QString &fifoPath);
QJsonArray tools(const QString &fifoPath);
QJsonArray resources(const QString &fifoPath);
QJsonArray prompts(const QString &fifoPath);
QJsonObject promptResult(const QString &fifoPath);
QJsonObject resourceContents(const QString &uri, const QString &fifoPath);

// The result of tools/call for each tool of tools(); an empty object for "hang" (never answer).
//  - text:      every content type with hostile text, Markdown with images from the FIFO
//  - bomb:      structuredContent whose key makes outputSchema's patternProperties "^(a+)+$"
//               backtrack exponentially in a backtracking regex engine
//  - datetime:  a 200,000-digit string under format: date-time (a recursive regex overflows)
//  - huge:      a text block of `hugeBytes` bytes
//  - hang:      no answer at all
QJsonObject callResult(const QString &tool, const QString &fifoPath, qsizetype hugeBytes);

// A notifications/message whose data is hostile.
QJsonObject logNotification(const QString &fifoPath);

} // namespace HostileContent
