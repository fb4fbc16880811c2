// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// The analysis stage on any conversation a peer may make up: lines of frames, each starting
// with '>' (client to server) or '<' (server to client). With the schema's shape checks on, as
// lint runs it: never crashes, every finding names a rule and the frame it is about, a response
// pairs only with an earlier single request of the other direction that nothing answered yet,
// and closing the connection reports only requests that were sent. Each frame also goes
// through the session file's quoting, which must give back the exact bytes whenever it accepts
// them.
#include <core/analysis/connectionanalysis.h>
#include <core/session/sessionformat.h>

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    ConnectionAnalysis analysis;
    analysis.setShapeChecks(true);
    qint64 sequence = 0;
    QHash<qint64, TrafficEvent::Direction> singleRequests; // frame -> its direction
    QSet<qint64> answered;
    for (const QByteArray &line : input.split('\n')) {
        if (line.isEmpty())
            continue;
        TrafficEvent event;
        event.sequence = ++sequence;
        event.kind = TrafficEvent::Kind::Frame;
        event.direction = line.front() == '>' ? TrafficEvent::Direction::Outgoing
                                              : TrafficEvent::Direction::Incoming;
        event.raw = line.mid(1);
        event.decoded = JsonRpc::decode(event.raw);
        const ConnectionAnalysis::Result result = analysis.analyze(event);
        if (result.findings) {
            for (const Finding &finding : *result.findings) {
                if (!finding.rule || finding.frame != sequence || finding.message.isEmpty())
                    std::abort(); // a finding without its rule, frame or words
            }
        }
        if (result.continuesFrame != 0)
            std::abort(); // no frame here continues another
        if (result.answersFrame != 0) {
            const auto request = singleRequests.constFind(result.answersFrame);
            if (request == singleRequests.constEnd() || *request == event.direction
                || answered.contains(result.answersFrame))
                std::abort(); // a pair the log would show wrongly
            answered.insert(result.answersFrame);
        }
        if (event.decoded.shape == JsonRpc::DecodeResult::Shape::Single
            && event.decoded.messages.first().isRequest())
            singleRequests.insert(sequence, event.direction);
        if (const std::optional<QByteArray> quoted = SessionFormat::quotedUtf8(event.raw)) {
            const QJsonDocument back = QJsonDocument::fromJson("[" + *quoted + "]");
            if (!back.isArray() || back.array().first().toString().toUtf8() != event.raw)
                std::abort(); // quoting must round-trip exactly
        }
    }
    for (const Finding &finding : analysis.close()) {
        if (finding.rule != &Rules::RequestUnanswered || finding.frame < 1
            || finding.frame > sequence)
            std::abort();
    }
    return 0;
}
