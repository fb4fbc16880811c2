// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "protocolversion.h"

using namespace Qt::StringLiterals;

namespace ProtocolVersion {

QString latestLegacy()
{
    return u"2025-11-25"_s;
}

QStringList legacyVersions()
{
    return {u"2024-11-05"_s, u"2025-03-26"_s, u"2025-06-18"_s, u"2025-11-25"_s};
}

bool isSupportedLegacy(const QString &version)
{
    return legacyVersions().contains(version);
}

QString latestModern()
{
    return u"2026-07-28"_s;
}

QStringList modernVersions()
{
    return {u"2026-07-28"_s};
}

bool isSupportedModern(const QString &version)
{
    return modernVersions().contains(version);
}

QString mutualModern(const QStringList &serverSupported)
{
    for (const QString &version : modernVersions()) {
        if (serverSupported.contains(version))
            return version;
    }
    return {};
}

} // namespace ProtocolVersion
