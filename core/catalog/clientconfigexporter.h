// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "clientconfigformat.h"

#include <core/transport/serverconfig.h>

#include <QByteArray>
#include <QList>
#include <QStringList>

// A snippet of a client's config file for some servers, with every secret value left out.
struct ClientConfigSnippet
{
    QByteArray text;   // a whole JSON document for that client (indented, UTF-8)
    QStringList notes; // servers the client cannot take, and ${NAME} references to fill in
};

// Writes servers in the shape each client reads (ClientConfigFormats::exportable()). Secret
// env values and headers become placeholders that cannot pass for a value: VS Code gets
// ${input:ID} with a password input declared in "inputs" (VS Code asks for it); Claude Code
// ${NAME} and Cursor and Windsurf ${env:NAME}, which those clients fill from the environment;
// the others the text ${NAME} to replace. What ClientConfigImporter reads back is the same
// server, secret values aside.
namespace ClientConfigExporter {

ClientConfigSnippet write(ClientConfigFormat format, const QList<ServerConfig> &servers);

// The environment variable name a secret header's placeholder uses: "X-API-Key" -> X_API_KEY.
QString referenceName(const QString &name);

} // namespace ClientConfigExporter
