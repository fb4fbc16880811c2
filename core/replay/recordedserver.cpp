// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "recordedserver.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/mcp/mcpmethods.h>

#include <QTimer>

using namespace Qt::StringLiterals;

namespace {

// Two requests ask the same thing when they differ only in _meta (progress tokens and the
// like are per run).
QJsonObject withoutMeta(QJsonObject params)
{
    params.remove("_meta"_L1);
    return params;
}

} // namespace

RecordedServerTransport::RecordedServerTransport(ReplayPlan plan, QObject *parent)
    : Transport(parent)
    , m_plan(std::move(plan))
{}

QString RecordedServerTransport::description() const
{
    return u"recording (offline)"_s;
}

void RecordedServerTransport::open()
{
    setState(State::Opening);
    QTimer::singleShot(0, this, [this] {
        if (state() == State::Opening)
            setState(State::Open);
    });
}

void RecordedServerTransport::close()
{
    if (state() == State::Closed)
        return;
    setState(State::Closing);
    QTimer::singleShot(0, this, [this] { setState(State::Closed); });
}

void RecordedServerTransport::sendFrame(const QByteArray &frame)
{
    const JsonRpc::DecodeResult decoded = JsonRpc::decode(frame);
    for (const JsonRpcMessage &message : decoded.messages) {
        if (message.kind() != JsonRpcMessage::Kind::Request)
            continue;
        const QByteArray reply = JsonRpc::encode(answer(message));
        QTimer::singleShot(0, this, [this, reply] {
            if (state() == State::Open)
                Q_EMIT frameReceived(reply, FrameInfo{u"recording"_s, 0, {}});
        });
    }
}

JsonRpcMessage RecordedServerTransport::answer(const JsonRpcMessage &request) const
{
    std::optional<JsonRpcMessage> recorded;
    if (request.method() == Mcp::Method::Initialize)
        recorded = m_plan.initializeResponse;
    else if (const ReplayPlan::Step *step = findStep(request.method(), request.paramsObject()))
        recorded = step->recordedResponse;
    if (!recorded)
        return JsonRpcMessage::errorResponse(
            request.id(),
            {NotRecordedError,
             u"offline session: the recording has no answer to %1 with these parameters"_s.arg(
                 request.method()),
             {}});
    if (recorded->kind() == JsonRpcMessage::Kind::Error)
        return JsonRpcMessage::errorResponse(request.id(), recorded->error());
    return JsonRpcMessage::response(request.id(), recorded->result());
}

const ReplayPlan::Step *RecordedServerTransport::findStep(const QString &method,
                                                          const QJsonObject &params) const
{
    const QJsonObject wanted = withoutMeta(params);
    for (const ReplayPlan::Step &step : m_plan.steps) {
        if (step.method == method && step.recordedResponse && withoutMeta(step.params) == wanted)
            return &step;
    }
    return nullptr;
}
