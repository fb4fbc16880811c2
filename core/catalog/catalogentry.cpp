// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "catalogentry.h"

#include <core/mcp/mcpmethods.h>

using namespace Qt::StringLiterals;

SavedCall
SavedCall::make(const QString &name, Kind kind, const QString &target, const QJsonObject &arguments)
{
    SavedCall call;
    call.name = name;
    call.kind = kind;
    call.target = target;
    call.arguments = arguments;
    return call;
}

QString SavedCall::kindName(Kind kind)
{
    return kind == Kind::Prompt ? u"prompt"_s : u"tool"_s;
}

std::optional<SavedCall::Kind> SavedCall::kindFromName(const QString &name)
{
    if (name == "tool"_L1)
        return Kind::Tool;
    if (name == "prompt"_L1)
        return Kind::Prompt;
    return std::nullopt;
}

QString SavedCall::method() const
{
    return kind == Kind::Prompt ? QString(Mcp::Method::PromptsGet)
                                : QString(Mcp::Method::ToolsCall);
}

QString LastResult::statusName(Status status)
{
    switch (status) {
    case Status::Ok:
        return u"ok"_s;
    case Status::Failed:
        return u"failed"_s;
    case Status::NeedsLogin:
        return u"needs-login"_s;
    case Status::Unknown:
        break;
    }
    return u"unknown"_s;
}

std::optional<LastResult::Status> LastResult::statusFromName(const QString &name)
{
    for (Status status : {Status::Unknown, Status::Ok, Status::Failed, Status::NeedsLogin}) {
        if (statusName(status) == name)
            return status;
    }
    return std::nullopt;
}

const SavedCall *CatalogEntry::findCall(const QString &name) const
{
    for (const SavedCall &call : savedCalls) {
        if (call.name == name)
            return &call;
    }
    return nullptr;
}
