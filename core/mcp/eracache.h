// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QString>

#include <optional>

class McpSession;
class QSettings;

// The era each server turned out to speak, kept in the application's settings (checklist
// §1.4: per server process for stdio, per origin for HTTP), so the GUI can show it before
// connecting and auto mode does not stall a silent legacy stdio server with a probe every time.
// A failed connection forgets it, so the next one probes again.
namespace EraCache {
struct Entry
{
    ServerConfig::Era era = ServerConfig::Era::Legacy; // Legacy or Modern
    QString protocolVersion;
};
// "stdio <command line>" or "http <scheme://host:port>".
QString serverKey(const ServerConfig &config);
std::optional<Entry> lookup(QSettings &settings, const ServerConfig &config);
void remember(QSettings &settings, const ServerConfig &config, const Entry &entry);
void forget(QSettings &settings, const ServerConfig &config);
// Applies the config's era to the session (auto starts from a remembered legacy verdict),
// then keeps the application's settings up to date with what the session detects.
void attach(McpSession *session, const ServerConfig &config);
} // namespace EraCache
