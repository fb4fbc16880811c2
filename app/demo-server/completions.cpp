// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "completions.h"

#include "promptcatalogue.h"
#include "resourcecatalogue.h"

#include <core/jsonrpc/jsonrpcerrors.h>

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace Completions {

namespace {

constexpr qsizetype MaxValues = 100; // MCP: "values" holds at most 100 items

Reply invalid(const QString &message)
{
    return Reply::failure(JsonRpc::ErrorCode::InvalidParams, message);
}

Reply matching(const QStringList &candidates, const QString &prefix)
{
    QStringList matches;
    for (const QString &candidate : candidates) {
        if (candidate.startsWith(prefix, Qt::CaseInsensitive))
            matches << candidate;
    }
    const qsizetype total = matches.size();
    QJsonArray values;
    for (qsizetype i = 0; i < qMin(total, MaxValues); ++i)
        values.append(matches.at(i));
    return Reply::success(
        {{"completion"_L1,
          QJsonObject{
              {"values"_L1, values}, {"total"_L1, total}, {"hasMore"_L1, total > MaxValues}}}});
}

Reply completePrompt(const QString &promptName, const QString &argumentName, const QString &value)
{
    const QJsonObject prompt = PromptCatalogue::prompt(promptName);
    if (prompt.isEmpty())
        return invalid(u"Unknown prompt: %1"_s.arg(promptName));
    const QJsonArray arguments = prompt.value("arguments"_L1).toArray();
    const bool declared = std::any_of(arguments.begin(), arguments.end(), [&](const QJsonValue &a) {
        return a.toObject().value("name"_L1).toString() == argumentName;
    });
    if (!declared)
        return invalid(u"Prompt \"%1\" has no argument \"%2\""_s.arg(promptName, argumentName));
    return matching(PromptCatalogue::suggestions(promptName, argumentName), value);
}

Reply completeResource(const QString &uri, const QString &argumentName, const QString &value)
{
    if (uri != ResourceCatalogue::GreetingTemplate) {
        const QJsonArray resources = ResourceCatalogue::resources();
        const bool isStatic
            = std::any_of(resources.begin(), resources.end(), [&](const QJsonValue &r) {
                  return r.toObject().value("uri"_L1).toString() == uri;
              });
        // A plain resource URI is a valid reference that simply has no variables.
        if (isStatic)
            return matching({}, value);
        return invalid(u"Unknown resource or template: %1"_s.arg(uri));
    }
    if (argumentName != "name"_L1)
        return invalid(u"Template %1 has no variable \"%2\""_s.arg(uri, argumentName));
    return matching(ResourceCatalogue::greetingNames(), value);
}

} // namespace

Reply complete(const QJsonObject &params)
{
    const QJsonObject ref = params.value("ref"_L1).toObject();
    const QJsonObject argument = params.value("argument"_L1).toObject();
    if (!argument.value("name"_L1).isString() || !argument.value("value"_L1).isString())
        return invalid(u"completion/complete needs params.argument {name, value} (strings)"_s);
    const QString argumentName = argument.value("name"_L1).toString();
    const QString value = argument.value("value"_L1).toString();
    const QString type = ref.value("type"_L1).toString();
    if (type == "ref/prompt"_L1)
        return completePrompt(ref.value("name"_L1).toString(), argumentName, value);
    if (type == "ref/resource"_L1)
        return completeResource(ref.value("uri"_L1).toString(), argumentName, value);
    return invalid(
        u"params.ref.type must be \"ref/prompt\" or \"ref/resource\", got \"%1\""_s.arg(type));
}

} // namespace Completions
