// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

namespace ProtocolVersion {
// The legacy revision mcpscope offers in initialize.
QString latestLegacy();
// Every released revision of the initialize era, oldest first.
QStringList legacyVersions();
bool isSupportedLegacy(const QString &version);
} // namespace ProtocolVersion
