// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>

struct ServerInfo;

namespace Cli {
// A method's result as a person reads it on a terminal (the JSON format prints it verbatim).
QString formatResultText(const QString &method, const QJsonObject &result);
// What initialize (legacy) or server/discover (modern) told about the server, either era.
QString formatServerInfo(const ServerInfo &info);
} // namespace Cli
