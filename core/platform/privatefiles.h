// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QFileDevice>
#include <QString>

// Files that hold what only the user may read: credentials, recorded sessions (a server's
// traffic), remembered tool arguments. The one way mcpscope writes them: owner-only
// permissions from the first byte, folders owner-only too, replaced atomically where the file
// is rewritten whole, and every failure returned as a sentence that names the file.
namespace PrivateFiles {

inline constexpr QFileDevice::Permissions kOwnerOnly
    = QFileDevice::ReadOwner | QFileDevice::WriteOwner; // 0600
inline constexpr QFileDevice::Permissions kOwnerOnlyFolder
    = kOwnerOnly | QFileDevice::ExeOwner; // 0700

// Creates `path` and its missing parents, then makes `path` itself owner-only (0700).
bool makeFolder(const QString &path, QString *error);

// Replaces `path` with `bytes` through QSaveFile: the new file is owner-only (0600) before any
// byte is written, and on any failure the old file stays as it was. Creates the folder
// (owner-only) when it is missing.
bool writeAtomically(const QString &path, const QByteArray &bytes, QString *error);

// Makes an existing file owner-only: one an older version created looser, or one another
// library writes (QSettings). A missing file is not an error.
bool restrict(const QString &path, QString *error);

} // namespace PrivateFiles
