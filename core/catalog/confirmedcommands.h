// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <QByteArray>
#include <QSet>
#include <QString>

// The commands the user has seen and confirmed, so that nothing imported from another
// client's file starts before its exact command line was confirmed once. Kept as SHA-256
// fingerprints (hex) in a small owner-only JSON file in the application's config folder
// ({"version": 1, "sha256": [...]}), written atomically (PrivateFiles). A changed argument,
// environment variable name, working directory or URL is a new command to confirm; a changed
// secret value is not (values are not part of the fingerprint).
class ConfirmedCommands
{
public:
    static constexpr int kMaxEntries = 10000; // the oldest are dropped beyond this
    static constexpr qsizetype kMaxFileBytes = 1024 * 1024;

    // Reads `path` now; an unreadable or malformed file counts as empty (lastError() says why).
    explicit ConfirmedCommands(const QString &path = defaultPath());

    static QString defaultPath(); // <AppConfigLocation>/confirmed-commands.json
    // What is confirmed: stdio: transport, argv, the environment's names (sorted) and the
    // working directory; remote: transport and URL.
    static QByteArray fingerprint(const ServerConfig &config);

    bool isConfirmed(const ServerConfig &config) const;
    // Remembers the command and writes the file; false (and `error`) when it cannot be saved.
    bool confirm(const ServerConfig &config, QString *error);

    QString path() const { return m_path; }
    QString lastError() const { return m_lastError; }

private:
    QString m_path;
    QList<QByteArray> m_order; // oldest first, for the cap
    QSet<QByteArray> m_fingerprints;
    QString m_lastError;
};
