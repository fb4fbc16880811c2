// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/transport/serverconfig.h>

#include <functional>

class QWidget;

// A session file or another client's config file is untrusted input: the server it names is
// never started (or connected to) before the user has seen exactly what would run and said yes.
namespace CommandConfirmation {

// Asks; true only for an explicit yes.
using Ask = std::function<bool(const ServerConfig &config, const QString &purpose)>;

// The exact argv (one argument per line, nothing through a shell), the environment it adds and
// the working directory, or the URL for a remote server. Plain text, control and bidi
// characters shown.
QString describe(const ServerConfig &config);

// Where the server to start was read: what the box says about trusting it.
enum class Origin {
    SessionFile,  // a recorded .mcpsession
    ImportedFile, // another client's config file, imported into the catalog or --config
};

// The default Ask: a modal QMessageBox whose default button is Cancel.
bool askWithMessageBox(QWidget *parent,
                       const ServerConfig &config,
                       const QString &purpose,
                       Origin origin = Origin::SessionFile);

} // namespace CommandConfirmation
