// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// SessionIndex: a .mcpsession file indexed a step at a time, each line read the fast way or the
// full way, and what it keeps the same as the log's row of the event read in full.
#include "support/qtprinters.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/mcpmethods.h>
#include <core/session/sessionformat.h>
#include <core/session/sessionindex.h>
#include <core/session/sessionlineindexer.h>
#include <core/session/sessionloader.h>
#include <core/session/sessionreader.h>
#include <core/session/sessionwriter.h>

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

using Entry = SessionIndexEntry;

// What the log's row of the event on this line says, read the one full way: the oracle the
// index is checked against.
struct FullRead
{
    Entry::Type type = Entry::Type::Malformed;
    MessageRecord record;
};

FullRead readInFull(QByteArrayView line)
{
    FullRead full;
    const QJsonDocument doc = QJsonDocument::fromJson(line.toByteArray());
    if (!doc.isObject())
        return full;
    const SessionFormat::ParsedEvent parsed = SessionFormat::eventFromJson(doc.object());
    if (!parsed.event)
        return full;
    const SessionEvent &event = *parsed.event;
    switch (event.type) {
    case SessionEvent::Type::Traffic:
        full.record = MessageLogModel::makeRecord(event.traffic);
        full.type = event.traffic.kind == TrafficEvent::Kind::Frame       ? Entry::Type::Frame
                    : event.traffic.kind == TrafficEvent::Kind::Transport ? Entry::Type::Transport
                                                                          : Entry::Type::Diagnostic;
        break;
    case SessionEvent::Type::Handshake:
        full.type = Entry::Type::Handshake;
        full.record.wallClockMs = event.wallClockMs;
        break;
    case SessionEvent::Type::Action: {
        TrafficEvent row = event.action.toTraffic(event.wallClockMs);
        row.sequence = event.traffic.sequence;
        row.monotonicNs = event.traffic.monotonicNs;
        full.record = MessageLogModel::makeRecord(row);
        full.type = Entry::Type::Action;
        break;
    }
    }
    return full;
}

// The index's view of an entry, strings resolved.
struct Indexed
{
    Entry entry;
    QString method;
    QString channel;
    JsonRpcId id;
};

// A SessionLineIndexer with the tables an index would build from its batches.
class LineHarness
{
public:
    Indexed index(QByteArrayView line)
    {
        Indexed indexed;
        m_indexer.index(line, &indexed.entry);
        m_names.append(m_indexer.takeNewNames());
        m_ids.append(m_indexer.takeNewIdBytes());
        const Entry &entry = indexed.entry;
        indexed.method = m_names.at(entry.method);
        indexed.channel = m_names.at(entry.channel);
        if (JsonRpcId::Type(entry.idType) == JsonRpcId::Type::Integer)
            indexed.id = JsonRpcId(entry.idValue);
        else if (JsonRpcId::Type(entry.idType) == JsonRpcId::Type::String
                 && !entry.has(Entry::IdNotKept))
            indexed.id = JsonRpcId(QString::fromUtf8(m_ids.mid(entry.idValue, entry.idBytes)));
        return indexed;
    }
    const SessionLineIndexer &indexer() const { return m_indexer; }

private:
    SessionLineIndexer m_indexer;
    QStringList m_names{QString()};
    QByteArray m_ids;
};

// The entry holds what the full read's row holds.
void expectSameAsFullRead(const Indexed &indexed, QByteArrayView line, const QString &where)
{
    const FullRead full = readInFull(line);
    const Entry &entry = indexed.entry;
    const std::string at = where.toStdString();
    ASSERT_EQ(int(entry.type), int(full.type)) << at;
    if (full.type == Entry::Type::Malformed) {
        EXPECT_TRUE(entry.isError()) << at;
        return;
    }
    const MessageRecord &record = full.record;
    EXPECT_EQ(entry.wallClockMs, record.wallClockMs) << at;
    if (full.type == Entry::Type::Handshake)
        return;
    EXPECT_EQ(entry.sequence, record.sequence) << at;
    EXPECT_EQ(entry.monotonicNs, record.monotonicNs) << at;
    EXPECT_EQ(entry.direction, quint8(record.direction)) << at;
    EXPECT_EQ(entry.rawBytes, quint32(record.rawSize)) << at;
    EXPECT_EQ(indexed.method, record.method) << at;
    EXPECT_EQ(indexed.channel, record.channel) << at;
    EXPECT_EQ(entry.messageKind, quint8(record.messageKind)) << at;
    EXPECT_EQ(entry.errorCode, record.errorCode) << at;
    EXPECT_EQ(entry.isError(), record.isError) << at;
    EXPECT_EQ(entry.has(Entry::HasFindings), record.findings != nullptr) << at;
    EXPECT_EQ(JsonRpcId::Type(entry.idType), record.id.type()) << at;
    if (record.id.type() == JsonRpcId::Type::Integer
        || (record.id.type() == JsonRpcId::Type::String && !entry.has(Entry::IdNotKept)))
        EXPECT_EQ(indexed.id, record.id) << at;
    if (full.type == Entry::Type::Transport)
        EXPECT_EQ(entry.transportKind, quint8(record.transportKind)) << at;
}

// A frame line as SessionWriter writes it (keys sorted, the frame quoted in "raw").
QByteArray frameLine(const QByteArray &frame, const QByteArray &extra = {})
{
    const std::optional<QByteArray> quoted = SessionFormat::quotedUtf8(frame);
    return R"({"channel":"stdout","dir":"in","ns":250,"raw":)" + quoted.value_or("\"\"")
           + R"(,"seq":4,"time":1700000000004,"type":"frame")" + extra + "}";
}

struct LineRow
{
    const char *name;
    QByteArray line;
    bool fast; // read without building a QJsonObject
    Entry::Type type;
    bool isError = false;
    QString method = {};
};

void PrintTo(const LineRow &row, std::ostream *os)
{
    *os << row.name;
}

const LineRow kLineRows[] = {
    {"request",
     frameLine(R"({"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"x"}})"),
     true,
     Entry::Type::Frame,
     false,
     u"tools/call"_s},
    {"request with a string id",
     frameLine(R"({"jsonrpc":"2.0","id":"req-\u00e9","method":"ping"})"),
     true,
     Entry::Type::Frame,
     false,
     u"ping"_s},
    {"request with an escaped method",
     frameLine(R"({"jsonrpc":"2.0","id":1,"method":"a\/b\u00e9"})"),
     true,
     Entry::Type::Frame,
     false,
     u"a/b\u00e9"_s},
    {"notification",
     frameLine(R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}})"),
     true,
     Entry::Type::Frame,
     false,
     u"notifications/progress"_s},
    {"result",
     frameLine(R"({"jsonrpc":"2.0","id":7,"result":{"content":[],"isError":false}})"),
     true,
     Entry::Type::Frame},
    {"result of a tool that failed",
     frameLine(R"({"jsonrpc":"2.0","id":7,"result":{"content":[],"isError":true}})"),
     true,
     Entry::Type::Frame,
     true},
    {"result that is not an object",
     frameLine(R"({"jsonrpc":"2.0","id":"a","result":5})"),
     true,
     Entry::Type::Frame},
    {"error response",
     frameLine(R"({"jsonrpc":"2.0","id":7,"error":{"code":-32601,"message":"Method not found"}})"),
     true,
     Entry::Type::Frame,
     true},
    {"error response with a fractional code",
     frameLine(R"({"jsonrpc":"2.0","id":7,"error":{"code":1.5,"message":"odd"}})"),
     true,
     Entry::Type::Frame,
     true},
    {"error response with a null id",
     frameLine(R"({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}})"),
     true,
     Entry::Type::Frame,
     true},
    {"request without jsonrpc",
     frameLine(R"({"id":1,"method":"ping"})"),
     true,
     Entry::Type::Frame,
     true,
     u"ping"_s},
    {"request with a fractional id",
     frameLine(R"({"jsonrpc":"2.0","id":1.5,"method":"ping"})"),
     true,
     Entry::Type::Frame,
     true,
     u"ping"_s},
    {"request with a huge id",
     frameLine(R"({"jsonrpc":"2.0","id":12345678901234567,"method":"ping"})"),
     true,
     Entry::Type::Frame,
     true,
     u"ping"_s}, // past 2^53: not an integer id to JsonRpcId
    {"request with result",
     frameLine(R"({"jsonrpc":"2.0","id":1,"method":"ping","result":{}})"),
     true,
     Entry::Type::Frame,
     true,
     u"ping"_s},
    {"duplicate id in the frame",
     frameLine(R"({"jsonrpc":"2.0","id":1,"id":2,"method":"ping"})"),
     true,
     Entry::Type::Frame,
     false,
     u"ping"_s},
    {"escaped key in the frame",
     frameLine(R"({"jsonrpc":"2.0","\u0069d":3,"method":"ping"})"),
     true,
     Entry::Type::Frame,
     false,
     u"ping"_s},
    {"batch",
     frameLine(R"([{"jsonrpc":"2.0","id":1,"method":"ping"}])"),
     true,
     Entry::Type::Frame,
     false,
     u"(batch)"_s},
    {"empty batch", frameLine("[]"), true, Entry::Type::Frame, true, u"(batch)"_s},
    {"frame that is not JSON", frameLine("banner: starting"), true, Entry::Type::Frame, true},
    {"empty frame", frameLine(""), true, Entry::Type::Frame, true},
    {"frame with an exponent",
     frameLine(R"({"jsonrpc":"2.0","id":1,"result":{"x":1e5}})"),
     true,
     Entry::Type::Frame},
    {"resent request",
     frameLine(R"({"jsonrpc":"2.0","id":2,"method":"tools/call"})", R"(,"continues":1)"),
     true,
     Entry::Type::Frame,
     false,
     u"tools/call"_s},
    {"frame with CRLF inside its text",
     frameLine("{\"jsonrpc\":\"2.0\",\"method\":\"log\",\"params\":{\"t\":\"a\\r\\nb\"}}"),
     true,
     Entry::Type::Frame,
     false,
     u"log"_s},
    {"stderr line",
     R"({"dir":"in","kind":"stderr","ns":9,"raw":"booting","seq":2,"text":"booting","time":5,"type":"transport","channel":"stderr"})",
     true,
     Entry::Type::Transport,
     false,
     u"stderr"_s},
    {"transport error",
     R"({"dir":"local","kind":"error","seq":3,"text":"process crashed","time":6,"type":"transport"})",
     true,
     Entry::Type::Transport,
     true,
     u"transport"_s},
    {"diagnostic",
     R"({"dir":"local","seq":4,"text":"late response","time":7,"type":"diagnostic"})",
     true,
     Entry::Type::Diagnostic,
     true,
     u"diagnostic"_s},
    {"HTTP exchange",
     R"({"dir":"local","http":{"method":"POST","url":"http://127.0.0.1/mcp","status":404,"requestHeaders":[],"responseHeaders":[]},"kind":"warning","seq":5,"text":"POST → 404","time":8,"type":"transport"})",
     false,
     Entry::Type::Transport,
     false,
     u"HTTP POST"_s},
    {"frame with findings",
     frameLine(
         R"({"id":1,"method":"ping"})",
         R"(,"findings":[{"rule":"missing-jsonrpc","severity":"error","message":"no jsonrpc","frame":4}])"),
     false,
     Entry::Type::Frame,
     true,
     u"ping"_s},
    {"binary frame",
     R"({"dir":"in","rawBase64":"//4gYmluYXJ5","seq":6,"time":9,"type":"frame"})",
     false,
     Entry::Type::Frame,
     true},
    {"escaped key in the line",
     R"({"dir":"in","raw":"{}","s\u0065q":6,"time":9,"type":"frame"})",
     false,
     Entry::Type::Frame,
     true},
    {"duplicate seq",
     R"({"dir":"in","raw":"{}","seq":6,"seq":7,"time":9,"type":"frame"})",
     false,
     Entry::Type::Frame,
     true},
    {"fractional-looking seq",
     R"({"dir":"in","raw":"{}","seq":6.0,"time":9,"type":"frame"})",
     false,
     Entry::Type::Frame,
     true},
    {"handshake",
     R"({"type":"handshake","time":10,"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"demo"}})",
     false,
     Entry::Type::Handshake},
    {"user action",
     R"({"type":"action","time":11,"action":"tools/call","text":"called echo","detail":{"a":1},"seq":7,"ns":99})",
     false,
     Entry::Type::Action,
     false,
     u"tools/call"_s},
    // Malformed lines: indexed as such, never a crash, the rest of the file still indexed.
    {"not JSON", "{\"dir\":\"in\",\"seq\":", false, Entry::Type::Malformed, true},
    {"not an object", "[1,2,3]", false, Entry::Type::Malformed, true},
    {"missing seq",
     R"({"dir":"in","raw":"{}","time":9,"type":"frame"})",
     false,
     Entry::Type::Malformed,
     true},
    {"unknown direction",
     R"({"dir":"up","raw":"{}","seq":1,"time":9,"type":"frame"})",
     false,
     Entry::Type::Malformed,
     true},
    {"unknown type",
     R"({"dir":"in","seq":1,"time":9,"type":"gossip"})",
     false,
     Entry::Type::Malformed,
     true},
    {"raw not a string",
     R"({"dir":"in","raw":42,"seq":1,"time":9,"type":"frame"})",
     false,
     Entry::Type::Malformed,
     true},
    {"transport without text",
     R"({"dir":"in","kind":"info","seq":1,"time":9,"type":"transport"})",
     false,
     Entry::Type::Malformed,
     true},
    {"bad UTF-8 in the line",
     "{\"dir\":\"in\",\"raw\":\"\xff\",\"seq\":1,\"time\":9,\"type\":\"frame\"}",
     false,
     Entry::Type::Malformed,
     true},
};

class SessionIndexLines : public ::testing::TestWithParam<LineRow>
{};

TEST_P(SessionIndexLines, SameAsTheFullRead)
{
    const LineRow &row = GetParam();
    LineHarness harness;
    const Indexed indexed = harness.index(row.line);
    EXPECT_EQ(harness.indexer().fastLines(), row.fast ? 1 : 0);
    EXPECT_EQ(int(indexed.entry.type), int(row.type));
    EXPECT_EQ(indexed.entry.isError(), row.isError);
    EXPECT_EQ(indexed.method, row.method);
    EXPECT_EQ(indexed.entry.lineBytes, quint32(row.line.size()));
    expectSameAsFullRead(indexed, row.line, QString::fromLatin1(row.name));
}

INSTANTIATE_TEST_SUITE_P(Rows, SessionIndexLines, ::testing::ValuesIn(kLineRows));

TEST(SessionIndexLines, StringsAreKeptOnceAndLongOnesReadOnDemand)
{
    LineHarness harness;
    const Indexed first
        = harness.index(frameLine(R"({"jsonrpc":"2.0","id":"abc","method":"tools/list"})"));
    const Indexed second
        = harness.index(frameLine(R"({"jsonrpc":"2.0","id":"abd","method":"tools/list"})"));
    EXPECT_EQ(first.entry.method, second.entry.method); // one name for both
    EXPECT_EQ(first.entry.channel, second.entry.channel);
    EXPECT_EQ(first.id, JsonRpcId(u"abc"_s));
    EXPECT_EQ(second.id, JsonRpcId(u"abd"_s));

    const QByteArray longId(SessionLineIndexer::kMaxIdBytes + 1, 'i');
    const Indexed longOne
        = harness.index(frameLine(R"({"jsonrpc":"2.0","id":")" + longId + R"(","result":{}})"));
    EXPECT_EQ(JsonRpcId::Type(longOne.entry.idType), JsonRpcId::Type::String);
    EXPECT_TRUE(longOne.entry.has(Entry::IdNotKept));

    const QByteArray longMethod(SessionLineIndexer::kMaxNameBytes + 1, 'm');
    const Indexed named
        = harness.index(frameLine(R"({"jsonrpc":"2.0","method":")" + longMethod + R"("})"));
    EXPECT_TRUE(named.entry.has(Entry::NameNotKept));
    EXPECT_EQ(named.entry.method, Entry::kNoName);
}

// --- Files ---

class SessionIndexFile : public ::testing::Test
{
protected:
    QString write(const QByteArray &contents, const QString &name = u"s.mcpsession"_s)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(contents);
        return path;
    }
    static QByteArray header()
    {
        return R"({"format":"mcpscope-session","version":1,"server":{"name":"t"}})";
    }
    // Opens path in index and waits for finished().
    static void indexFully(SessionIndex &index, const QString &path)
    {
        QSignalSpy finished(&index, &SessionIndex::finished);
        index.open(path);
        ASSERT_TRUE(finished.wait(30000));
        ASSERT_EQ(finished.count(), 1);
    }

    QTemporaryDir m_dir;
};

// A session with every kind of line a recording holds, and some lines only a damaged or
// hand-edited file holds; many more than the first step reads.
QList<SessionEvent> generatedSession(int calls)
{
    QList<SessionEvent> events;
    qint64 seq = 0;
    const auto frame = [&](TrafficEvent::Direction direction, const QByteArray &raw) {
        TrafficEvent event;
        event.sequence = ++seq;
        event.wallClockMs = 1'700'000'000'000 + seq;
        event.monotonicNs = seq * 1000;
        event.direction = direction;
        event.channel = seq % 7 == 0 ? u"POST response"_s : u"stdout"_s;
        event.raw = raw;
        event.decoded = JsonRpc::decode(raw);
        return event;
    };
    constexpr auto Out = TrafficEvent::Direction::Outgoing;
    constexpr auto In = TrafficEvent::Direction::Incoming;
    for (int call = 1; call <= calls; ++call) {
        const QByteArray id = call % 3 == 0
                                  ? '"' + QByteArray("r-") + QByteArray::number(call) + '"'
                                  : QByteArray::number(call);
        // Methods first seen late land in a later batch of the index.
        const QByteArray method = call > calls - 10 ? "late/method-" + QByteArray::number(call)
                                                    : QByteArray("tools/call");
        events << SessionEvent::fromTraffic(frame(
            Out,
            R"({"jsonrpc":"2.0","id":)" + id + R"(,"method":")" + method
                + R"(","params":{"name":"echo","arguments":{"text":"line\nbreak \u00e9 \"q\""}}})"));
        events << SessionEvent::fromTraffic(
            frame(In,
                  R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":)"
                      + id + R"(,"progress":1}})"));
        switch (call % 6) {
        case 0:
            events << SessionEvent::fromTraffic(
                frame(In,
                      R"({"jsonrpc":"2.0","id":)" + id
                          + R"(,"error":{"code":-32602,"message":"Invalid params"}})"));
            break;
        case 1:
            events << SessionEvent::fromTraffic(frame(
                In,
                R"({"jsonrpc":"2.0","id":)" + id
                    + R"(,"result":{"content":[{"type":"text","text":"no"}],"isError":true}})"));
            break;
        case 2: {
            TrafficEvent bad = frame(In, R"({"id":)" + id + R"(,"result":{}})"); // no jsonrpc
            bad.findings = std::make_shared<const QList<Finding>>(
                QList<Finding>{{Rules::byId("missing-jsonrpc"), {}, u"no jsonrpc"_s, seq}});
            events << SessionEvent::fromTraffic(bad);
            break;
        }
        case 3:
            events << SessionEvent::fromTraffic(frame(In, QByteArray("\xff\xfe binary", 9)));
            break;
        case 4:
            events << SessionEvent::fromTraffic(frame(
                In, QByteArray("[") + R"({"jsonrpc":"2.0","id":)" + id + R"(,"result":{}}])"));
            break;
        default:
            events << SessionEvent::fromTraffic(
                frame(In, R"({"jsonrpc":"2.0","id":)" + id + R"(,"result":{"tools":[]}})"));
            break;
        }
        if (call % 10 == 0) {
            TrafficEvent stderrLine;
            stderrLine.sequence = ++seq;
            stderrLine.kind = TrafficEvent::Kind::Transport;
            stderrLine.transportKind = TransportEvent::Kind::Stderr;
            stderrLine.direction = In;
            stderrLine.channel = u"stderr"_s;
            stderrLine.text = u"handled %1"_s.arg(call);
            stderrLine.raw = stderrLine.text.toUtf8();
            events << SessionEvent::fromTraffic(stderrLine);
        }
        if (call % 25 == 0) {
            TrafficEvent http;
            http.sequence = ++seq;
            http.kind = TrafficEvent::Kind::Transport;
            http.transportKind = TransportEvent::Kind::Warning;
            http.direction = TrafficEvent::Direction::Local;
            http.text = u"POST → 404"_s;
            http.http = HttpExchange{
                "POST", QUrl(u"http://127.0.0.1:1/mcp"_s), 404, "Not Found", {}, {}, 3, "gone"};
            events << SessionEvent::fromTraffic(http);
        }
        if (call % 40 == 0) {
            SessionEvent action;
            action.type = SessionEvent::Type::Action;
            action.wallClockMs = 1'700'000'000'000 + seq;
            action.action = UserAction{u"tools/call"_s, u"called echo"_s, {{"n"_L1, call}}};
            events << action;
            SessionEvent handshake;
            handshake.type = SessionEvent::Type::Handshake;
            handshake.wallClockMs = 1'700'000'000'000 + seq;
            handshake.handshake.protocolVersion = u"2025-06-18"_s;
            events << handshake;
        }
    }
    return events;
}

QString writeIndexedSession(const QString &path, const QList<SessionEvent> &events)
{
    SessionHeader header;
    header.hasFindings = true; // the reader keeps the recorded findings, as the index does
    SessionWriter writer;
    EXPECT_TRUE(writer.open(path, header)) << writer.errorString().toStdString();
    for (const SessionEvent &event : events)
        EXPECT_TRUE(writer.append(event));
    EXPECT_TRUE(writer.waitForWrites());
    writer.close();
    return path;
}

TEST_F(SessionIndexFile, AgreesWithTheFullReadOfEveryEvent)
{
    const QList<SessionEvent> events = generatedSession(1200);
    const QString path = writeIndexedSession(m_dir.filePath(u"g.mcpsession"_s), events);
    ASSERT_GT(QFileInfo(path).size(), SessionIndex::kFirstStepBytes * 4);

    SessionIndex index;
    QSignalSpy batches(&index, &SessionIndex::eventsIndexed);
    indexFully(index, path);
    ASSERT_EQ(index.state(), SessionIndex::State::Complete) << index.errorString().toStdString();
    EXPECT_GT(batches.count(), 1); // it came in steps
    EXPECT_EQ(index.malformedCount(), 0);
    EXPECT_EQ(index.bytesIndexed(), index.fileBytes());
    EXPECT_EQ(index.header().protocolVersion, u"2025-06-18"_s); // from the handshakes

    const SessionReader::Loaded loaded = SessionReader::load(path);
    ASSERT_TRUE(loaded.error.isEmpty());
    ASSERT_EQ(index.count(), qint64(loaded.events.size()));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    for (qint64 i = 0; i < index.count(); ++i) {
        const Entry &entry = index.entry(i);
        // The entry against the full read of its own line.
        ASSERT_TRUE(file.seek(entry.offset));
        const QByteArray line = file.read(entry.lineBytes);
        Indexed indexed{entry, index.name(entry.method), index.name(entry.channel), index.id(i)};
        expectSameAsFullRead(indexed, line, u"event %1"_s.arg(i));
        // readEvent() gives the event SessionReader gives.
        const SessionFormat::ParsedEvent read = index.readEvent(i);
        ASSERT_TRUE(read.event) << read.error.toStdString();
        const SessionEvent &expected = loaded.events.at(size_t(i));
        ASSERT_EQ(read.event->type, expected.type);
        EXPECT_EQ(read.event->traffic.raw, expected.traffic.raw);
        EXPECT_EQ(read.event->traffic.sequence, expected.traffic.sequence);
        if (expected.type == SessionEvent::Type::Traffic) {
            EXPECT_EQ(read.event->traffic.stored.offset, expected.traffic.stored.offset);
            EXPECT_EQ(MessageLogModel::makeRecord(read.event->traffic).summary,
                      MessageLogModel::makeRecord(expected.traffic).summary);
        }
    }
}

// The log's rows of an opened file made from its index (no decode) say what the rows the
// loader decodes say, but the summary (empty until shown), pairs included, and each row's
// bytes are read back from the file at the entry's line.
TEST_F(SessionIndexFile, LogRowsFromTheIndexReadTheirBytesFromTheFile)
{
    const QString path
        = writeIndexedSession(m_dir.filePath(u"g.mcpsession"_s), generatedSession(400));
    MessageLogModel decoded;
    SessionLoader loader;
    QSignalSpy loaded(&loader, &SessionLoader::finished);
    ASSERT_TRUE(loader.start(path, &decoded));
    ASSERT_TRUE(loaded.wait(30000));
    decoded.flush();

    MessageLogModel lazy;
    SessionIndex index;
    QObject::connect(&index, &SessionIndex::eventsIndexed, &lazy, [&](qint64 first, qint64 last) {
        lazy.appendIndexed(index, first, last);
    });
    indexFully(index, path);
    lazy.flush();
    ASSERT_EQ(lazy.rowCount(), decoded.rowCount());
    ASSERT_GT(lazy.rowCount(), 400);
    qint64 actionBytes = 0; // an action's row is made from its decoded line, bytes and all
    for (int i = 0; i < lazy.rowCount(); ++i) {
        SCOPED_TRACE(i);
        const MessageRecord got = lazy.record(i);
        const MessageRecord want = decoded.recordWithBytes(i);
        EXPECT_EQ(got.sequence, want.sequence);
        EXPECT_EQ(got.wallClockMs, want.wallClockMs);
        EXPECT_EQ(got.monotonicNs, want.monotonicNs);
        EXPECT_EQ(got.direction, want.direction);
        EXPECT_EQ(got.kind, want.kind);
        EXPECT_EQ(got.messageKind, want.messageKind);
        EXPECT_EQ(got.method, want.method); // a response's: its request's, as paired
        EXPECT_EQ(got.pairedRow, want.pairedRow);
        EXPECT_EQ(got.latencyNs, want.latencyNs);
        EXPECT_EQ(got.id, want.id);
        EXPECT_EQ(got.rawSize, want.rawSize);
        EXPECT_EQ(got.isError, want.isError);
        EXPECT_EQ(got.errorCode, want.errorCode);
        if (want.kind == TrafficEvent::Kind::UserAction) {
            EXPECT_EQ(got.summary, want.summary); // an action's line is read for its words
            actionBytes += want.rawSize;
            continue;
        }
        QByteArray raw;
        QString error;
        ASSERT_TRUE(lazy.rawBytes(i, &raw, &error)) << error.toStdString();
        EXPECT_EQ(raw, want.raw);
        EXPECT_EQ(lazy.recordWithBytes(i).raw, want.raw);
    }
    EXPECT_GT(actionBytes, 0);
    EXPECT_EQ(lazy.rawBytesInMemory(), actionBytes); // the frames' bytes stayed in the file
}

TEST_F(SessionIndexFile, FirstScreenfulBeforeTheIndexIsComplete)
{
    const QString path
        = writeIndexedSession(m_dir.filePath(u"g.mcpsession"_s), generatedSession(2000));
    SessionIndex index;
    QSignalSpy batches(&index, &SessionIndex::eventsIndexed);
    QSignalSpy progress(&index, &SessionIndex::progressed);
    index.open(path);
    EXPECT_EQ(index.count(), 0); // nothing read on the calling thread
    ASSERT_TRUE(batches.wait(30000));
    EXPECT_TRUE(index.isIndexing());
    EXPECT_GE(index.count(), 50);
    EXPECT_EQ(batches.first().at(0).toLongLong(), 0);
    EXPECT_EQ(batches.first().at(1).toLongLong(), index.count() - 1);
    ASSERT_GE(progress.count(), 1);
    EXPECT_LT(progress.last().at(0).toLongLong(), progress.last().at(1).toLongLong());
    const SessionFormat::ParsedEvent first = index.readEvent(0);
    ASSERT_TRUE(first.event) << first.error.toStdString();
    EXPECT_EQ(first.event->traffic.sequence, 1);
    QSignalSpy finished(&index, &SessionIndex::finished);
    ASSERT_TRUE(finished.wait(30000));
    EXPECT_EQ(index.state(), SessionIndex::State::Complete);
}

TEST_F(SessionIndexFile, CancelStopsAndKeepsWhatWasIndexed)
{
    const QString path
        = writeIndexedSession(m_dir.filePath(u"g.mcpsession"_s), generatedSession(4000));
    SessionIndex index;
    QSignalSpy finished(&index, &SessionIndex::finished);
    QObject::connect(&index, &SessionIndex::eventsIndexed, &index, &SessionIndex::cancel);
    index.open(path);
    ASSERT_TRUE(finished.wait(30000));
    EXPECT_EQ(index.state(), SessionIndex::State::Cancelled);
    EXPECT_GT(index.count(), 0);
    EXPECT_LT(index.bytesIndexed(), index.fileBytes());
    const SessionFormat::ParsedEvent last = index.readEvent(index.count() - 1);
    EXPECT_TRUE(last.event) << last.error.toStdString();
    // Nothing more arrives after finished().
    SessionIndex other; // and a new index of the same file is not disturbed by it
    indexFully(other, path);
    EXPECT_EQ(other.state(), SessionIndex::State::Complete);
    EXPECT_GT(other.count(), index.count());
    EXPECT_EQ(finished.count(), 1);
}

TEST_F(SessionIndexFile, ReopeningDropsTheEarlierIndex)
{
    const QString big
        = writeIndexedSession(m_dir.filePath(u"a.mcpsession"_s), generatedSession(2000));
    const QString small
        = write(header() + '\n' + frameLine(R"({"jsonrpc":"2.0","method":"x"})") + '\n');
    SessionIndex index;
    QSignalSpy finished(&index, &SessionIndex::finished);
    index.open(big);
    index.open(small); // while the big one's first step runs
    ASSERT_TRUE(finished.wait(30000));
    EXPECT_EQ(finished.count(), 1);
    EXPECT_EQ(index.state(), SessionIndex::State::Complete);
    EXPECT_EQ(index.count(), 1);
    EXPECT_EQ(index.name(index.entry(0).method), u"x"_s);
}

TEST_F(SessionIndexFile, CrlfBlankLinesAndALastLineWithoutNewline)
{
    const QByteArray request = frameLine(R"({"jsonrpc":"2.0","id":1,"method":"ping"})");
    const QByteArray result = frameLine(R"({"jsonrpc":"2.0","id":1,"result":{}})");
    const QString path = write(header() + "\r\n" + request + "\r\n\r\n   \n" + result);
    SessionIndex index;
    indexFully(index, path);
    ASSERT_EQ(index.state(), SessionIndex::State::Complete);
    ASSERT_EQ(index.count(), 2);
    EXPECT_EQ(index.name(index.entry(0).method), u"ping"_s);
    EXPECT_EQ(index.entry(0).lineBytes, quint32(request.size())); // without the CR
    EXPECT_EQ(JsonRpcMessage::Kind(index.entry(1).messageKind), JsonRpcMessage::Kind::Result);
    for (qint64 i = 0; i < 2; ++i)
        EXPECT_TRUE(index.readEvent(i).event) << i;
}

TEST_F(SessionIndexFile, MalformedLinesAreEntriesAndTheRestIsIndexed)
{
    const QByteArray good = frameLine(R"({"jsonrpc":"2.0","id":1,"method":"ping"})");
    const QByteArray cut = good.left(good.size() / 2); // a recording cut short
    const QString path = write(header() + '\n' + good + '\n' + "{not json}\n"
                               + R"({"type":"frame"})" + '\n' + good + '\n' + cut);
    SessionIndex index;
    indexFully(index, path);
    ASSERT_EQ(index.state(), SessionIndex::State::Complete);
    ASSERT_EQ(index.count(), 5);
    EXPECT_EQ(index.malformedCount(), 3);
    EXPECT_EQ(index.entry(0).type, Entry::Type::Frame);
    EXPECT_EQ(index.entry(1).type, Entry::Type::Malformed);
    EXPECT_EQ(index.entry(2).type, Entry::Type::Malformed);
    EXPECT_EQ(index.entry(3).type, Entry::Type::Frame);
    EXPECT_EQ(index.entry(4).type, Entry::Type::Malformed);
    EXPECT_TRUE(index.entry(4).isError());
    const SessionFormat::ParsedEvent notJson = index.readEvent(1);
    EXPECT_FALSE(notJson.event);
    EXPECT_TRUE(notJson.error.contains(u"not JSON"_s)) << notJson.error.toStdString();
    const SessionFormat::ParsedEvent missing = index.readEvent(2);
    EXPECT_FALSE(missing.event);
    EXPECT_TRUE(missing.error.contains(u"\"seq\" is missing"_s)) << missing.error.toStdString();
    EXPECT_FALSE(index.readEvent(4).event);
}

TEST_F(SessionIndexFile, ALineLongerThanTheLimitIsSkippedNotHeld)
{
    const QByteArray good = frameLine(R"({"jsonrpc":"2.0","id":1,"method":"ping"})");
    // Longer than the limit and than a read chunk, so it is skipped over several reads.
    const QByteArray huge = frameLine(R"({"jsonrpc":"2.0","id":2,"result":{"t":")"
                                      + QByteArray(3 << 20, 'x') + R"("}})");
    const QString path = write(header() + '\n' + good + '\n' + huge + '\n' + good + '\n');
    SessionIndex index;
    index.setLimits({4096, 1000});
    indexFully(index, path);
    ASSERT_EQ(index.state(), SessionIndex::State::Complete);
    ASSERT_EQ(index.count(), 3);
    EXPECT_EQ(index.entry(1).type, Entry::Type::TooLong);
    EXPECT_EQ(index.entry(1).offset, header().size() + 1 + good.size() + 1);
    EXPECT_EQ(index.entry(2).type, Entry::Type::Frame);
    EXPECT_EQ(index.entry(2).offset, index.entry(1).offset + huge.size() + 1);
    const SessionFormat::ParsedEvent tooLong = index.readEvent(1);
    EXPECT_FALSE(tooLong.event);
    EXPECT_TRUE(tooLong.error.contains(u"longer than 4096 bytes"_s)) << tooLong.error.toStdString();
    EXPECT_TRUE(index.readEvent(2).event);
}

TEST_F(SessionIndexFile, ALongLastLineWithoutNewlineIsTooLong)
{
    const QString path = write(header() + '\n' + QByteArray(10000, 'x'));
    SessionIndex index;
    index.setLimits({4096, 1000});
    indexFully(index, path);
    ASSERT_EQ(index.count(), 1);
    EXPECT_EQ(index.entry(0).type, Entry::Type::TooLong);
}

TEST_F(SessionIndexFile, StopsAtTheEventLimitWithTheEntriesBefore)
{
    const QByteArray good = frameLine(R"({"jsonrpc":"2.0","method":"x"})");
    const QString path = write(header() + '\n' + good + '\n' + good + '\n' + good + '\n');
    SessionIndex index;
    index.setLimits({4096, 2});
    indexFully(index, path);
    EXPECT_EQ(index.state(), SessionIndex::State::Failed);
    EXPECT_EQ(index.count(), 2);
    EXPECT_TRUE(index.errorString().contains(u"more than 2 events"_s))
        << index.errorString().toStdString();
}

struct BadFileRow
{
    const char *name;
    QByteArray contents;
    const char *error;
};

void PrintTo(const BadFileRow &row, std::ostream *os)
{
    *os << row.name;
}

const BadFileRow kBadFiles[] = {
    {"empty", "", "the file is empty"},
    {"not JSON", "hello\n", "not an mcpscope session"},
    {"another format",
     R"({"format":"har"})"
     "\n",
     "not an mcpscope session"},
    {"newer version",
     R"({"format":"mcpscope-session","version":99})"
     "\n",
     "format version 99 is not supported"},
    {"header too long", QByteArray(5000, ' ') + "{}\n", "longer than 4096 bytes"},
};

class SessionIndexBadFiles : public ::testing::TestWithParam<BadFileRow>
{};

TEST_P(SessionIndexBadFiles, FailWithTheReason)
{
    const BadFileRow &row = GetParam();
    QTemporaryDir dir;
    const QString path = dir.filePath(u"bad.mcpsession"_s);
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(row.contents);
    file.close();
    SessionIndex index;
    index.setLimits({4096, 1000});
    QSignalSpy finished(&index, &SessionIndex::finished);
    index.open(path);
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_EQ(index.state(), SessionIndex::State::Failed);
    EXPECT_EQ(index.count(), 0);
    EXPECT_TRUE(index.errorString().contains(QString::fromLatin1(row.error)))
        << index.errorString().toStdString();
}

INSTANTIATE_TEST_SUITE_P(Rows, SessionIndexBadFiles, ::testing::ValuesIn(kBadFiles));

TEST_F(SessionIndexFile, AMissingFileFails)
{
    SessionIndex index;
    indexFully(index, m_dir.filePath(u"nowhere.mcpsession"_s));
    EXPECT_EQ(index.state(), SessionIndex::State::Failed);
    EXPECT_TRUE(index.errorString().startsWith(u"cannot open"_s));
}

TEST_F(SessionIndexFile, AFileReplacedUnderTheIndexSaysSo)
{
    const QByteArray good = frameLine(R"({"jsonrpc":"2.0","method":"x"})");
    const QString path = write(header() + '\n' + good + '\n' + good + '\n');
    SessionIndex index;
    indexFully(index, path);
    ASSERT_EQ(index.count(), 2);
    write(header() + '\n'); // cut short after indexing
    const SessionFormat::ParsedEvent gone = index.readEvent(1);
    EXPECT_FALSE(gone.event);
    EXPECT_TRUE(gone.error.contains(u"changed"_s)) << gone.error.toStdString();
}

} // namespace

namespace {

// Live capture: rows hold the index fields, the bytes are in the session file being written.
TEST_F(SessionIndexFile, LiveEventsAreIndexedAsTheirLinesWillBe)
{
    const QList<SessionEvent> events = generatedSession(60);
    const QString path = m_dir.filePath(u"live.mcpsession"_s);
    SessionHeader header;
    header.hasFindings = true;
    SessionWriter writer;
    ASSERT_TRUE(writer.open(path, header));
    SessionIndex live;
    qint64 traffic = 0;
    for (const SessionEvent &event : events) {
        ASSERT_TRUE(writer.append(event));
        if (event.type != SessionEvent::Type::Traffic)
            continue;
        TrafficEvent captured = event.traffic;
        captured.stored = writer.lastLocation();
        ASSERT_TRUE(live.append(captured));
        ++traffic;
    }
    ASSERT_TRUE(writer.waitForWrites());
    ASSERT_EQ(live.count(), traffic);

    SessionIndex opened;
    indexFully(opened, path);
    EXPECT_FALSE(opened.append(events.first().traffic)); // an opened file's index is its own
    qint64 row = 0;
    for (qint64 i = 0; i < opened.count(); ++i) {
        const Entry &fromFile = opened.entry(i);
        if (!fromFile.isTraffic())
            continue;
        const Entry &fromLive = live.entry(row);
        const std::string at = "row " + std::to_string(row);
        EXPECT_EQ(fromLive.offset, fromFile.offset) << at;
        EXPECT_EQ(int(fromLive.type), int(fromFile.type)) << at;
        EXPECT_EQ(fromLive.sequence, fromFile.sequence) << at;
        EXPECT_EQ(fromLive.wallClockMs, fromFile.wallClockMs) << at;
        EXPECT_EQ(fromLive.rawBytes, fromFile.rawBytes) << at;
        EXPECT_EQ(fromLive.flags, fromFile.flags) << at;
        EXPECT_EQ(fromLive.messageKind, fromFile.messageKind) << at;
        EXPECT_EQ(live.name(fromLive.method), opened.name(fromFile.method)) << at;
        EXPECT_EQ(live.id(row), opened.id(i)) << at;
        // The bytes on demand, from the file being written.
        const SessionFormat::ParsedEvent read = live.readEvent(row);
        ASSERT_TRUE(read.event) << read.error.toStdString();
        EXPECT_EQ(read.event->traffic.raw, opened.readEvent(i).event->traffic.raw) << at;
        ++row;
    }
    EXPECT_EQ(row, traffic);
}

} // namespace

namespace {

// Hostile lines: every row's line with bytes flipped, cut, or repeated (a fixed seed, so the same
// lines every run). Whatever the index makes of a line is what the full read makes of it.
TEST(SessionIndexLines, MutatedLinesAgreeWithTheFullRead)
{
    quint32 state = 20;
    const auto next = [&state](quint32 bound) {
        state = state * 1664525u + 1013904223u; // a fixed LCG: deterministic, no library state
        return (state >> 8) % bound;
    };
    static constexpr char kBytes[] = "{}[]\",:\\u0123456789abcdefnrtl -.eE\x7f\xc3\xa9\xff";
    LineHarness harness;
    int lines = 0;
    for (const LineRow &row : kLineRows) {
        for (int round = 0; round < 500; ++round) {
            QByteArray line = row.line;
            const int edits = 1 + int(next(3));
            for (int e = 0; e < edits && !line.isEmpty(); ++e) {
                const auto at = qsizetype(next(quint32(line.size())));
                switch (next(4)) {
                case 0:
                    line[at] = kBytes[next(sizeof(kBytes) - 1)];
                    break;
                case 1:
                    line.remove(at, 1 + qsizetype(next(8)));
                    break;
                case 2:
                    line.insert(at, kBytes[next(sizeof(kBytes) - 1)]);
                    break;
                default:
                    line.truncate(at);
                    break;
                }
            }
            expectSameAsFullRead(harness.index(line),
                                 line,
                                 QString::fromLatin1(row.name) + u" #"_s + QString::number(round)
                                     + u": "_s + QString::fromLatin1(line.toPercentEncoding()));
            ++lines;
        }
    }
    EXPECT_GT(harness.indexer().fastLines(), lines / 20); // the fast way read hundreds of them
}

} // namespace
