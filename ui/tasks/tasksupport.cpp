// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "tasksupport.h"

#include <core/mcp/serverinfo.h>

using namespace Qt::StringLiterals;

bool TaskSupport::serverRunsToolsAsTasks(const ServerInfo &info)
{
    return info.capabilities.value("tasks"_L1)
        .toObject()
        .value("requests"_L1)
        .toObject()
        .value("tools"_L1)
        .toObject()
        .value("call"_L1)
        .isObject();
}

QString TaskSupport::toolTaskSupport(const QJsonObject &tool)
{
    const QString support
        = tool.value("execution"_L1).toObject().value("taskSupport"_L1).toString();
    return support == "optional"_L1 || support == "required"_L1 ? support : u"forbidden"_s;
}
