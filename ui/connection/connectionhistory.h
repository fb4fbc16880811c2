// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <optional>

class QSettings;

// The last connection, remembered across runs: transport, command and URL, environment and
// headers, working directory, accepted certificate and timeout. Secret values and the bearer
// token are never written: secret entries keep their names with an empty value, so the user
// sees what to fill in again (until a later version keeps them in the system keychain).
namespace ConnectionHistory {

struct Entry
{
    ServerConfig config;
    int timeoutMs = 60000;
};

void save(QSettings &settings, const ServerConfig &config, int timeoutMs);
std::optional<Entry> load(QSettings &settings); // nothing saved yet: nullopt
// What save() writes: the config with every secret value and the bearer token removed.
ServerConfig withoutSecrets(ServerConfig config);

} // namespace ConnectionHistory
