// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/analysis/connectionanalysis.h>
#include <core/jsonrpc/jsonrpccodec.h>
#include <core/log/trafficevent.h>

#include <QElapsedTimer>

#include <functional>

class RequestCorrelator;
struct FrameInfo;
struct UserAction;

// The trace of one connection: the single place its events become traffic. Every frame both
// ways, every transport event, every user action and every line the session writes itself is
// numbered and timestamped here, passes the connection's analysis once (findings and pairs),
// is written by the recorder, and only then published. It also words what the session
// concludes about inbound traffic it cannot route (a response nothing waits for, an error tied
// to no request) and the requests left unanswered when the connection closes. McpSession owns
// one and publishes through trafficObserved(); GUI thread.
class SessionTrace
{
public:
    // Writes every event before anyone observes it and says where its bytes went.
    using Recorder = std::function<RawLocation(const TrafficEvent &event)>;
    using Publish = std::function<void(const TrafficEvent &event)>;

    explicit SessionTrace(Publish publish);

    void setRecorder(Recorder recorder) { m_recorder = std::move(recorder); }
    ConnectionAnalysis &analysis() { return m_analysis; }
    const ConnectionAnalysis &analysis() const { return m_analysis; }

    // A frame mcpscope sends; continues: the request it re-sends (a new MRTR round), if any.
    void outgoing(const QByteArray &raw,
                  const JsonRpc::DecodeResult &decoded,
                  const JsonRpcId &continues = {});
    void
    incoming(const QByteArray &raw, const FrameInfo &info, const JsonRpc::DecodeResult &decoded);
    void transportEvent(const TransportEvent &transportEvent);
    void userAction(const UserAction &action);
    // Returns the event's sequence; answersFrame: the sequence of the app or host request a
    // response answers (the bridge pairs its own messages: they are not the server's wire).
    qint64 appMessage(TrafficEvent::Direction direction,
                      const QByteArray &raw,
                      const QString &answers,
                      qint64 answersFrame = 0);
    // A line in the log; with a rule, also a finding of the connection's analysis.
    void diagnose(const QString &text, const Rule *rule = nullptr);
    // A response that no pending request takes: says why (an error tied to no request, an
    // answer that came after mcpscope gave up, or what the analysis found on its frame).
    void explainUnroutedResponse(const JsonRpcMessage &response, const RequestCorrelator &requests);
    // The connection closed: each request the server never answered is its own line.
    void reportUnansweredRequests();

private:
    void observe(TrafficEvent event);

    Publish m_publish;
    Recorder m_recorder;
    ConnectionAnalysis m_analysis;
    QElapsedTimer m_clock;
    qint64 m_sequence = 0;
};
