// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "replayoutcome.h"

#include <core/jsonrpc/jsonrpcerrors.h>

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

QJsonObject errorObject(const JsonRpcMessage &message)
{
    return message.json().toObject().value("error"_L1).toObject();
}

QString errorText(const JsonRpcMessage &message)
{
    const JsonRpcError error = message.error();
    return u"%1: %2"_s.arg(JsonRpc::errorCodeName(error.code), error.message);
}

} // namespace

QString ReplayOutcome::statusName(Status status)
{
    switch (status) {
    case Status::Identical:
        return u"identical"_s;
    case Status::Changed:
        return u"changed"_s;
    case Status::NewError:
        return u"new error"_s;
    case Status::Missing:
        return u"missing"_s;
    case Status::NotCompared:
        return u"not compared"_s;
    }
    return {};
}

ReplayOutcome ReplayOutcome::compare(const QString &method,
                                     const JsonRpcId &recordedId,
                                     const std::optional<JsonRpcMessage> &recorded,
                                     const std::optional<JsonRpcMessage> &replayed,
                                     const QString &failure,
                                     const JsonIgnoreList &ignore)
{
    ReplayOutcome outcome{method, recordedId, Status::Identical, {}, {}};
    if (!replayed) {
        outcome.status = Status::Missing;
        outcome.detail = failure;
        return outcome;
    }
    if (!recorded) {
        outcome.status = Status::NotCompared;
        outcome.detail = u"the recording has no answer to this request"_s;
        return outcome;
    }
    const bool wasError = recorded->kind() == JsonRpcMessage::Kind::Error;
    const bool isError = replayed->kind() == JsonRpcMessage::Kind::Error;
    if (!wasError && isError) {
        outcome.status = Status::NewError;
        outcome.detail = errorText(*replayed);
        return outcome;
    }
    if (wasError != isError) {
        // It used to fail and now answers: a change of the whole response.
        outcome.differences.append({JsonDifference::Kind::Changed,
                                    {},
                                    QJsonObject{{"error"_L1, errorObject(*recorded)}},
                                    QJsonObject{{"result"_L1, replayed->result()}}});
    } else if (isError) {
        outcome.differences
            = JsonDiff::compare(errorObject(*recorded), errorObject(*replayed), ignore);
    } else {
        outcome.differences = JsonDiff::compare(recorded->result(), replayed->result(), ignore);
    }
    outcome.status = outcome.differences.isEmpty() ? Status::Identical : Status::Changed;
    return outcome;
}

QJsonObject ReplayOutcome::toJson() const
{
    QJsonObject object{{"method"_L1, method},
                       {"recordedId"_L1, recordedId.toJson()},
                       {"status"_L1, statusName(status)}};
    if (!detail.isEmpty())
        object.insert("detail"_L1, detail);
    if (!differences.isEmpty()) {
        QJsonArray list;
        for (const JsonDifference &difference : differences)
            list.append(difference.toJson("recorded"_L1, "replayed"_L1));
        object.insert("differences"_L1, list);
    }
    return object;
}

ReplaySummary ReplaySummary::of(const QList<ReplayOutcome> &outcomes)
{
    ReplaySummary summary;
    for (const ReplayOutcome &outcome : outcomes) {
        switch (outcome.status) {
        case ReplayOutcome::Status::Identical:
            ++summary.identical;
            break;
        case ReplayOutcome::Status::Changed:
            ++summary.changed;
            break;
        case ReplayOutcome::Status::NewError:
            ++summary.newErrors;
            break;
        case ReplayOutcome::Status::Missing:
            ++summary.missing;
            break;
        case ReplayOutcome::Status::NotCompared:
            ++summary.notCompared;
            break;
        }
    }
    return summary;
}

QString ReplaySummary::toString() const
{
    QString text = u"%1 identical, %2 changed, %3 new error%4, %5 missing"_s.arg(identical)
                       .arg(changed)
                       .arg(newErrors)
                       .arg(newErrors == 1 ? QString() : u"s"_s)
                       .arg(missing);
    if (notCompared > 0)
        text += u", %1 not compared"_s.arg(notCompared);
    return text;
}

QJsonObject ReplaySummary::toJson() const
{
    return {{"identical"_L1, identical},
            {"changed"_L1, changed},
            {"newErrors"_L1, newErrors},
            {"missing"_L1, missing},
            {"notCompared"_L1, notCompared}};
}
