// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QByteArray>
#include <QString>

// What "Copy as" needs to know about the connection a frame would be sent on.
struct CopyContext
{
    ServerConfig config;
    QByteArray sessionId;    // Mcp-Session-Id the server issued (Streamable HTTP), if any
    QString protocolVersion; // negotiated, if any
    bool noHandshake = false;
};

// A log frame turned into text to paste elsewhere: as JSON, as an mcpscope-cli invocation that
// sends the same bytes on the same kind of connection, or as a curl command for Streamable
// HTTP. Secrets (bearer token, secret headers, Authorization and Cookie whatever their flag,
// secret environment values) become placeholders such as <token>, never their values. Pure.
namespace CopyAs {

// Shell quoting: the word as it is when it needs none, else in single quotes; a word with
// control, C1, bidi or invisible characters goes into $'…' with each of them escaped (\x1b,
// \u202e), so pasting the command into a terminal sends none of them raw.
QString shellQuote(const QString &word);
// Indented JSON when the frame is JSON, else its text as received.
QString json(const QByteArray &frame);
QString cliCommand(const QByteArray &frame, const CopyContext &context);
// Empty when the connection is not Streamable HTTP (curl cannot speak stdio or WebSocket).
QString curl(const QByteArray &frame, const CopyContext &context);
// Whether a header's value must never be copied: its secret flag, or its name.
bool isSecretHeader(const ServerConfig::Header &header);

} // namespace CopyAs
