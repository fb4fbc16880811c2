// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/replay/replayplan.h>

#include <QJsonDocument>
#include <QStringList>

// A replay plan as lines a test compares: the initialize response's id, each step with the id
// of the response it recorded, each recorded answer.
namespace ReplayPlanText {

inline QString responseText(const std::optional<JsonRpcMessage> &response)
{
    using namespace Qt::StringLiterals;
    if (!response)
        return u"none"_s;
    return response->id().displayText() + u' '
           + (response->kind() == JsonRpcMessage::Kind::Error
                  ? u"error"_s
                  : QString::fromUtf8(
                      QJsonDocument(response->result().toObject()).toJson(QJsonDocument::Compact)));
}

inline QStringList describe(const ReplayPlan &plan)
{
    using namespace Qt::StringLiterals;
    QStringList lines;
    if (plan.hasHandshake)
        lines << u"initialize -> "_s + responseText(plan.initializeResponse);
    for (const ReplayPlan::Step &step : plan.steps)
        lines << step.method + u' ' + step.recordedId.displayText() + u" -> "_s
                     + responseText(step.isNotification() ? std::nullopt : step.recordedResponse);
    for (auto it = plan.answers.cbegin(); it != plan.answers.cend(); ++it)
        for (const ReplayPlan::Answer &answer : it.value())
            lines << it.key() + u" answered "_s + responseText(answer.response);
    return lines;
}

} // namespace ReplayPlanText
