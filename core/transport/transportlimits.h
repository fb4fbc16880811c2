// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QtGlobal>

// How much one server may make mcpscope hold at once, and the words used when it tries to send
// more. One limit, "the largest message", covers a stdio line, an SSE line and event, an HTTP
// body and a WebSocket message: each of them carries one JSON-RPC message, and a message may be
// big (tool results of 20 MB are real), but a stream with no end must not grow until the
// machine runs out of memory. Hitting a limit closes that request or connection; what arrived
// before stays in the log. ServerConfig::maxMessageBytes holds the value; the CLI sets it with
// --max-message-size, the GUI in Server Settings.
namespace TransportLimits {

inline constexpr qint64 kDefaultMaxMessageBytes = qint64(64) << 20;
inline constexpr qint64 kMinMaxMessageBytes = qint64(1) << 10;
// A QByteArray of a message is converted and decoded a few times; beyond 1 GiB that alone
// exhausts a desktop.
inline constexpr qint64 kMaxMaxMessageBytes = qint64(1) << 30;
// SSE "event:" and "id:" values (the id goes back to the server as Last-Event-ID).
inline constexpr qsizetype kMaxSseFieldBytes = 1024;
// OAuth metadata, registration and token replies are a few KiB.
inline constexpr qint64 kMaxOAuthReplyBytes = qint64(1) << 20;
// An HTTP request mcpscope's own listeners read (the demo server, the OAuth redirect receiver,
// the test servers): HttpRequestParser::Limits. Each part has its own limit and its own answer:
// a request line over the limit is 414, a header section 431, a body 413.
inline constexpr qsizetype kMaxRequestLineBytes = 8 * 1024;
inline constexpr qsizetype kMaxRequestHeaderBytes = 32 * 1024;
inline constexpr qsizetype kMaxRequestBodyBytes = 16 * 1024 * 1024;
// The fewest and most milliseconds an SSE "retry:" may ask mcpscope to wait before reconnecting:
// retry: 0 from a server that closes at once would otherwise be a tight reconnect loop.
inline constexpr int kMinRetryMs = 250;
inline constexpr int kMaxRetryMs = 5 * 60 * 1000;

// "64 MiB", "1.5 KiB", "700 bytes".
QString formatBytes(qint64 bytes);
// "SSE event larger than the 64 MiB limit (--max-message-size): stream closed"
QString exceeded(const QString &what, qint64 limit, const QString &outcome);
// The value clamped to [kMinMaxMessageBytes, kMaxMaxMessageBytes]; 0 or less: the default.
qint64 clampMaxMessageBytes(qint64 bytes);
// An SSE retry value clamped to [kMinRetryMs, kMaxRetryMs].
int clampRetryMs(qint64 ms);
// Parses "64M", "512KiB", "1048576", "1G" (binary units); -1 when it is not a size.
qint64 parseSize(const QString &text);

} // namespace TransportLimits
