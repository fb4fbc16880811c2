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
inline constexpr qint64 kMaxCredentialBytes = 64 * 1024; // a PEM key or a JWT is far smaller
// A credential file (a key, a token): read whole, trimmed. Empty with *error naming what, the
// file and the reason (the OS's words, empty, larger than kMaxCredentialBytes) on failure.
// Blocking: the flow calls it on a worker (AuthFlow::readCredentialFiles).
QByteArray readCredentialFile(const QString &what, const QString &path, QString *error);
// Fills settings from oauth: ids, URLs, secrets, and the files' paths (AuthFlow reads them at
// each grant). Empty: fine; else what is wrong.
QString apply(const ServerConfig::OAuth &oauth, AuthSettings &settings);

} // namespace AuthConfig
