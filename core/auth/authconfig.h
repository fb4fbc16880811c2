// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "authflow.h"

#include <core/transport/serverconfig.h>

#include <optional>

// A server's OAuth extension settings (ServerConfig::OAuth, what the GUI edits) and the
// credential files they name, turned into AuthSettings. The CLI reads the same files.
namespace AuthConfig {

// "", "authorization-code", "client-credentials", "jwt-bearer", "enterprise"; nullopt otherwise.
std::optional<AuthGrant> grantFromName(const QString &name);
// A credential file (a key, a token): read whole (at most 64 KiB), trimmed. Empty with *error
// naming what and the file on failure or when it is empty.
QByteArray readCredentialFile(const QString &what, const QString &path, QString *error);
// Fills settings from oauth; the files are read now. Empty: fine; else what is wrong.
QString apply(const ServerConfig::OAuth &oauth, AuthSettings &settings);

} // namespace AuthConfig
