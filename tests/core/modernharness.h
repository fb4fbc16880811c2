// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once
// A modern-era (2026-07-28) session against a scripted server, for the MRTR tests: builders
// for input_required and complete results, and calls whose outcome is kept.
#include "sessionharness.h"

#include <core/mcp/clientfeatures.h>
#include <core/mcp/inboundrequest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>

#include <memory>

namespace MrtrTest {

using namespace Qt::StringLiterals;
using Outcome = PendingRequest::Outcome;

inline QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(text).object();
}

inline QJsonObject elicitation(const QString &message)
{
    return {{"method"_L1, u"elicitation/create"_s},
            {"params"_L1,
             QJsonObject{{"message"_L1, message},
                         {"requestedSchema"_L1,
                          json(R"({"type":"object","properties":{"ok":{"type":"boolean",
                                   "default":true}}})")}}}};
}

inline QJsonObject inputRequired(const QJsonObject &inputs, const QJsonValue &state = {})
{
    QJsonObject result{{"resultType"_L1, u"input_required"_s}, {"inputRequests"_L1, inputs}};
    if (state.isString())
        result.insert("requestState"_L1, state);
    return result;
}

inline QJsonObject complete(const QString &text)
{
    return {{"resultType"_L1, u"complete"_s},
            {"content"_L1, QJsonArray{QJsonObject{{"type"_L1, u"text"_s}, {"text"_L1, text}}}}};
}

// A modern session (server/discover answered) with ClientFeatures answering elicitations with
// their defaults, as the CLI's accept-defaults policy and a person clicking Accept do.
struct ModernHarness : SessionHarness
{
    ClientFeatures *features = new ClientFeatures(session.get());
    QList<QPointer<ElicitationRequest>> elicitations;
    bool autoAccept = true;

    ModernHarness()
    {
        session->setEraPreference(ServerConfig::Era::Modern);
        server->on(u"server/discover"_s, [this](const JsonRpcMessage &r) {
            server->respond(r,
                            QJsonObject{{"resultType"_L1, u"complete"_s},
                                        {"supportedVersions"_L1, QJsonArray{u"2026-07-28"_s}},
                                        {"capabilities"_L1, QJsonObject{}}});
        });
        QObject::connect(features,
                         &ClientFeatures::elicitationRequested,
                         features,
                         [this](ElicitationRequest *request) {
                             elicitations << request;
                             if (autoAccept)
                                 request->accept(request->defaultContent());
                         });
    }

    struct Call
    {
        Outcome outcome = Outcome::Pending;
        QJsonObject result;
        QString errorString;
        int rounds = 0;
        bool done = false;
    };

    std::shared_ptr<Call> call(const QString &tool)
    {
        auto call = std::make_shared<Call>();
        PendingRequest *request = session->sendRequest(
            u"tools/call"_s, {{"name"_L1, tool}, {"arguments"_L1, QJsonObject{{"x"_L1, 1}}}});
        QObject::connect(request, &PendingRequest::finished, request, [call, request] {
            call->outcome = request->outcome();
            call->result = request->result().toObject();
            call->errorString = request->errorString();
            call->rounds = request->inputRounds();
            call->done = true;
        });
        return call;
    }

    QList<JsonRpcMessage> callsOf(const QString &tool) const
    {
        QList<JsonRpcMessage> calls;
        for (const JsonRpcMessage &m : server->receivedWithMethod(u"tools/call"_s)) {
            if (m.paramsObject().value("name"_L1).toString() == tool)
                calls << m;
        }
        return calls;
    }
};

inline bool finished(const std::shared_ptr<ModernHarness::Call> &call)
{
    return QTest::qWaitFor([call] { return call->done; }, 5000);
}

// Two rounds of input for every call (state "" -> "one" -> "two" -> complete).
inline void answerInTwoRounds(ModernHarness &h)
{
    h.server->on(u"tools/call"_s, [&h](const JsonRpcMessage &r) {
        const QString state = r.paramsObject().value("requestState"_L1).toString();
        if (state.isEmpty())
            h.server->respond(r, inputRequired({{"a"_L1, elicitation(u"1"_s)}}, u"one"_s));
        else if (state == "one"_L1)
            h.server->respond(r, inputRequired({{"b"_L1, elicitation(u"2"_s)}}, u"two"_s));
        else
            h.server->respond(r, complete(state));
    });
}

} // namespace MrtrTest
