// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "misbehaviour.h"

#include "toolcatalogue.h"

#include <core/jsonrpc/jsonrpccodec.h>

using namespace Qt::StringLiterals;

namespace Misbehaviour {

namespace {

JsonRpcMessage textReply(const JsonRpcId &id, const QString &text)
{
    return JsonRpcMessage::response(id, ToolCatalogue::textResult(text));
}

// Numbered lines make it easy to check in a viewer that nothing was lost or reordered.
QString hugeText()
{
    QString text;
    text.reserve(HugeResultBytes + 100);
    for (int line = 1; text.size() < HugeResultBytes; ++line) {
        text += u"line %1 of the huge answer from mcpscope-demo-server\n"_s.arg(
            line, 7, 10, QChar(u'0'));
    }
    return text;
}

} // namespace

QStringList modes()
{
    return {u"banner"_s,
            u"malformed"_s,
            u"huge"_s,
            u"wrong_id_type"_s,
            u"no_answer"_s,
            u"stderr_burst"_s,
            u"crash"_s,
            u"bad_result_type"_s};
}

JsonRpcId flippedId(const JsonRpcId &id)
{
    const JsonRpcId other = id.withOtherWireType();
    return other.isNone() ? JsonRpcId(qint64(0)) : other; // a string id like "a" answers as 0
}

MisbehaviourPlan plan(const QString &mode, const JsonRpcId &requestId)
{
    MisbehaviourPlan plan;
    if (mode == "banner"_L1) {
        plan.rawLines << QByteArrayLiteral("mcpscope-demo-server: this banner is not JSON-RPC and "
                                           "does not belong on stdout");
        plan.reply
            = textReply(requestId, u"Wrote a non-JSON banner line on stdout before this answer."_s);
    } else if (mode == "malformed"_L1) {
        const QByteArray full = JsonRpc::encode(
            textReply(requestId, u"This answer was cut in half, so it is not valid JSON."_s));
        plan.rawLines << full.left(full.size() / 2);
        plan.stderrLines << u"misbehave malformed: wrote a truncated answer for request %1"_s.arg(
            requestId.displayText());
    } else if (mode == "huge"_L1) {
        plan.reply = textReply(requestId, hugeText());
    } else if (mode == "wrong_id_type"_L1) {
        const JsonRpcId wrong = flippedId(requestId);
        plan.reply = textReply(wrong,
                               u"This answer carries the id %1, but the request had %2."_s.arg(
                                   wrong.displayText(), requestId.displayText()));
    } else if (mode == "no_answer"_L1) {
        plan.stderrLines << u"misbehave no_answer: request %1 will never be answered"_s.arg(
            requestId.displayText());
    } else if (mode == "stderr_burst"_L1) {
        for (int i = 1; i <= 50; ++i)
            plan.stderrLines << u"misbehave stderr_burst: diagnostic line %1 of 50"_s.arg(i);
        plan.reply = textReply(requestId, u"Wrote 50 lines on stderr before this answer."_s);
    } else if (mode == "crash"_L1) {
        plan.stderrLines << u"misbehave crash: exiting with code %1 without answering request %2"_s
                                .arg(CrashExitCode)
                                .arg(requestId.displayText());
        plan.exitCode = CrashExitCode;
    } else if (mode == "bad_result_type"_L1) {
        // MCP 2026-07-28: resultType is an open string, but a client treats a value it does not
        // know as invalid. An initialize-era client ignores the member.
        QJsonObject result = ToolCatalogue::textResult(
            u"This answer says resultType \"%1\", which answers no request."_s.arg(BadResultType));
        result.insert("resultType"_L1, BadResultType);
        plan.reply = JsonRpcMessage::response(requestId, result);
    }
    return plan;
}

} // namespace Misbehaviour
