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
// The revision of the per-request era (no initialize) mcpscope prefers.
QString latestModern();
// Every modern revision mcpscope speaks, newest first.
QStringList modernVersions();
bool isSupportedModern(const QString &version);
// From a -32022 error's data.supported: the newest modern version both sides speak, or empty.
QString mutualModern(const QStringList &serverSupported);
} // namespace ProtocolVersion
