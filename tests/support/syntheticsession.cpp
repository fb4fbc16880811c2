// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "syntheticsession.h"

#include <core/platform/privatefiles.h>
#include <core/session/sessionformat.h>

#include <QDateTime>
#include <QFile>
#include <QJsonDocument>

#include <charconv>
#include <initializer_list>
#include <vector>

using namespace Qt::StringLiterals;

namespace SyntheticSession {

namespace {

constexpr qint64 kEpochMs = 1'700'000'000'000;
constexpr qint64 kStepNs = 50'000;
constexpr qsizetype kFlushBytes = qsizetype(4) << 20;

// Lines go into one buffer, written to the file in 4 MiB blocks.
class LineBuffer
{
public:
    explicit LineBuffer(QFile *file)
        : m_file(file)
    {
        m_bytes.reserve(kFlushBytes + 64 * 1024);
    }
    void append(QByteArrayView bytes) { m_bytes.append(bytes.data(), bytes.size()); }
    void appendNumber(qint64 value)
    {
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        m_bytes.append(digits, end - digits);
    }
    bool lineEnded()
    {
        m_bytes.append('\n');
        return m_bytes.size() < kFlushBytes || flush();
    }
    bool flush()
    {
        const bool written = m_file->write(m_bytes) == m_bytes.size();
        m_total += m_bytes.size();
        m_bytes.clear();
        return written;
    }
    qint64 total() const { return m_total; }

private:
    QFile *m_file;
    QByteArray m_bytes;
    qint64 m_total = 0;
};

// One kind of event line with its numbers left out: written by copying the pieces between
// them. Built once from the line SessionWriter would write (members in its order, the frame
// quoted as it quotes it), so only numbers vary.
class LineTemplate
{
public:
    // A frame line; frame is the JSON-RPC text with '@' for each number it holds.
    static LineTemplate frame(const char *direction, QByteArrayView frame)
    {
        return LineTemplate(R"({"channel":"stdout","dir":")" + QByteArray(direction) + R"(","ns":)"
                            + kNs + R"(,"raw":)" + quoted(frame) + R"(,"seq":)" + kSeq
                            + R"(,"time":)" + kTime + R"(,"type":"frame"})");
    }
    // A stderr line of the server; text with '@' for its numbers.
    static LineTemplate stderrLine(QByteArrayView text)
    {
        return LineTemplate(QByteArray(R"({"channel":"stderr","dir":"in","kind":"stderr","ns":)")
                            + kNs + R"(,"raw":)" + quoted(text) + R"(,"seq":)" + kSeq
                            + R"(,"text":)" + quoted(text) + R"(,"time":)" + kTime
                            + R"(,"type":"transport"})");
    }

    // numbers: the line's own '@' numbers, in order (repeated for each copy of the text).
    void write(LineBuffer &out, qint64 sequence, std::initializer_list<qint64> numbers) const
    {
        const qint64 *next = numbers.begin();
        for (size_t i = 0; i < m_slots.size(); ++i) {
            out.append(m_pieces[i]);
            switch (m_slots[i]) {
            case '@':
                out.appendNumber(next != numbers.end() ? *next++ : 0);
                break;
            case kNs:
                out.appendNumber(sequence * kStepNs);
                break;
            case kSeq:
                out.appendNumber(sequence);
                break;
            default:
                out.appendNumber(kEpochMs + sequence);
                break;
            }
        }
        out.append(m_pieces.back());
    }

private:
    // Where the line's clock and sequence go (bytes no JSON text of ours holds).
    static constexpr char kNs = '\x01';
    static constexpr char kSeq = '\x02';
    static constexpr char kTime = '\x03';

    explicit LineTemplate(const QByteArray &line)
    {
        qsizetype start = 0;
        for (qsizetype i = 0; i < line.size(); ++i) {
            const char c = line.at(i);
            if (c != '@' && c != kNs && c != kSeq && c != kTime)
                continue;
            m_pieces.push_back(line.mid(start, i - start));
            m_slots.push_back(c);
            start = i + 1;
        }
        m_pieces.push_back(line.mid(start));
    }
    static QByteArray quoted(QByteArrayView text)
    {
        return SessionFormat::quotedUtf8(text).value_or(QByteArray());
    }

    std::vector<QByteArray> m_pieces; // one more than slots
    std::vector<char> m_slots;
};

// The demo server's answer to this initialize request, byte for byte (it sorts its members).
constexpr char kInitializeRequest[]
    = R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"mcpscope","version":"1"}}})";
constexpr char kInitializeResult[]
    = R"({"id":1,"jsonrpc":"2.0","result":{"capabilities":{"completions":{},"extensions":{"io.modelcontextprotocol/skills":{}},"logging":{},"prompts":{"listChanged":false},"resources":{"listChanged":true,"subscribe":true},"tools":{"listChanged":false}},"instructions":"This is the mcpscope demo server: every tool, resource and prompt is local and harmless. Start with the echo or add tools, read demo://docs/readme for a tour, call long_operation with a progress token to watch progress and cancellation, and use misbehave to see how protocol faults look in the inspector.","protocolVersion":"2025-06-18","serverInfo":{"description":"A harmless local MCP server bundled with mcpscope, for exploring and testing.","name":"mcpscope-demo-server","title":"mcpscope demo server","version":"0.1.0"}}})";
// A short tools/list answer: the two tools the rounds call.
constexpr char kToolsListResult[]
    = R"({"id":2,"jsonrpc":"2.0","result":{"tools":[{"description":"Returns the message unchanged.","inputSchema":{"properties":{"message":{"type":"string"}},"required":["message"],"type":"object"},"name":"echo"},{"description":"Adds a and b.","inputSchema":{"properties":{"a":{"type":"number"},"b":{"type":"number"}},"required":["a","b"],"type":"object"},"name":"add"}]}})";

// The Handshake line a live recording writes once the server has answered initialize.
QByteArray handshakeLine()
{
    const QJsonObject result
        = QJsonDocument::fromJson(kInitializeResult).object().value("result"_L1).toObject();
    SessionEvent handshake;
    handshake.type = SessionEvent::Type::Handshake;
    handshake.wallClockMs = kEpochMs + 2;
    handshake.handshake.protocolVersion = result.value("protocolVersion"_L1).toString();
    handshake.handshake.capabilities = result.value("capabilities"_L1).toObject();
    handshake.handshake.implementation = result.value("serverInfo"_L1).toObject();
    handshake.handshake.instructions = result.value("instructions"_L1).toString();
    return QJsonDocument(SessionFormat::eventToJson(handshake, SessionRedactor{}))
        .toJson(QJsonDocument::Compact);
}

QByteArray headerLine(const ServerConfig &server)
{
    SessionHeader header;
    header.appVersion = u"synthetic"_s;
    header.created = QDateTime::fromMSecsSinceEpoch(kEpochMs, Qt::UTC);
    header.server = server;
    return QJsonDocument(SessionFormat::headerToJson(header, SessionRedactor(server)))
        .toJson(QJsonDocument::Compact);
}

struct RoundTemplates
{
    LineTemplate echo = LineTemplate::frame(
        "out",
        R"({"jsonrpc":"2.0","id":@,"method":"tools/call","params":{"name":"echo","arguments":{"message":"hello @"}}})");
    LineTemplate echoResult = LineTemplate::frame(
        "in",
        R"({"id":@,"jsonrpc":"2.0","result":{"content":[{"text":"hello @","type":"text"}]}})");
    LineTemplate add = LineTemplate::frame(
        "out",
        R"({"jsonrpc":"2.0","id":@,"method":"tools/call","params":{"name":"add","arguments":{"a":@,"b":1}}})");
    LineTemplate addResult = LineTemplate::frame(
        "in",
        R"({"id":@,"jsonrpc":"2.0","result":{"content":[{"text":"@ + 1 = @","type":"text"}],"structuredContent":{"sum":@}}})");
    LineTemplate logMessage = LineTemplate::frame(
        "in",
        R"({"jsonrpc":"2.0","method":"notifications/message","params":{"data":"added @ and 1","level":"info","logger":"demo"}})");
    LineTemplate stderrLine = LineTemplate::stderrLine("handled round @");
    LineTemplate ping = LineTemplate::frame("out", R"({"jsonrpc":"2.0","id":@,"method":"ping"})");
    LineTemplate pingResult = LineTemplate::frame("in", R"({"id":@,"jsonrpc":"2.0","result":{}})");
    LineTemplate unknownTool = LineTemplate::frame(
        "out",
        R"({"jsonrpc":"2.0","id":@,"method":"tools/call","params":{"name":"nosuch","arguments":{}}})");
    LineTemplate unknownToolError = LineTemplate::frame(
        "in",
        R"({"error":{"code":-32602,"data":{"name":"nosuch"},"message":"Unknown tool: nosuch"},"id":@,"jsonrpc":"2.0"})");
};

} // namespace

Written write(const QString &path, const Options &options)
{
    Written written;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate, PrivateFiles::kOwnerOnly)) {
        written.error = u"cannot write %1: %2"_s.arg(path, file.errorString());
        return written;
    }
    LineBuffer out(&file);
    out.append(headerLine(options.server));
    out.lineEnded();
    // The handshake: its frames hold no number that changes.
    LineTemplate::frame("out", kInitializeRequest).write(out, 1, {});
    out.lineEnded();
    LineTemplate::frame("in", kInitializeResult).write(out, 2, {});
    out.lineEnded();
    out.append(handshakeLine());
    out.lineEnded();
    LineTemplate::frame("out", R"({"jsonrpc":"2.0","method":"notifications/initialized"})")
        .write(out, 3, {});
    out.lineEnded();
    LineTemplate::frame("out", R"({"jsonrpc":"2.0","id":2,"method":"tools/list"})")
        .write(out, 4, {});
    out.lineEnded();
    LineTemplate::frame("in", kToolsListResult).write(out, 5, {});
    bool ok = out.lineEnded();

    static const RoundTemplates round;
    written.cycles = std::max<qint64>(
        0, (options.events - kHandshakeEvents + kEventsPerCycle - 1) / kEventsPerCycle);
    for (qint64 k = 0; ok && k < written.cycles; ++k) {
        const qint64 id = Written::echoId(k);
        const qint64 seq = Written::sequence(k, 0);
        round.echo.write(out, seq, {id, k});
        out.lineEnded();
        round.echoResult.write(out, seq + 1, {id, k});
        out.lineEnded();
        round.add.write(out, seq + 2, {id + 1, k});
        out.lineEnded();
        round.addResult.write(out, seq + 3, {id + 1, k, k + 1, k + 1});
        out.lineEnded();
        round.logMessage.write(out, seq + 4, {k});
        out.lineEnded();
        round.stderrLine.write(out, seq + 5, {k, k});
        out.lineEnded();
        const bool error = Written::isErrorCycle(k);
        (error ? round.unknownTool : round.ping).write(out, seq + 6, {id + 2});
        out.lineEnded();
        (error ? round.unknownToolError : round.pingResult).write(out, seq + 7, {id + 2});
        ok = out.lineEnded();
        written.errors += error ? 1 : 0;
    }
    ok = ok && out.flush() && file.flush();
    if (!ok) {
        written.error = u"cannot write %1: %2"_s.arg(path, file.errorString());
        return written;
    }
    written.events = kHandshakeEvents + written.cycles * kEventsPerCycle;
    written.bytes = out.total();
    return written;
}

} // namespace SyntheticSession
