// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "recordedframes.h"
#include "sessionharness.h"
#include "support/qtprinters.h"

#include <core/log/messagelogmodel.h>
#include <core/session/sessionformat.h>
#include <core/session/sessionloader.h>
#include <core/session/sessionreader.h>
#include <core/session/sessionrecorder.h>
#include <core/session/sessionwriter.h>

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// A frame with the clock readings and channel a stdio capture gives it.
TrafficEvent stampedFrame(qint64 sequence, TrafficEvent::Direction direction, const QByteArray &raw)
{
    TrafficEvent event = trafficFrame(sequence, direction, raw);
    event.wallClockMs = 1'700'000'000'000 + sequence;
    event.monotonicNs = sequence * 1000;
    event.channel = u"stdout"_s;
    return event;
}

TrafficEvent transport(qint64 sequence, TransportEvent::Kind kind, const QString &text)
{
    TrafficEvent event;
    event.sequence = sequence;
    event.kind = TrafficEvent::Kind::Transport;
    event.direction = TrafficEvent::Direction::Local;
    event.transportKind = kind;
    event.text = text;
    return event;
}

QList<SessionEvent> sampleEvents()
{
    constexpr auto Out = TrafficEvent::Direction::Outgoing;
    constexpr auto In = TrafficEvent::Direction::Incoming;
    QList<SessionEvent> events;
    const auto add
        = [&events](const TrafficEvent &event) { events << SessionEvent::fromTraffic(event); };
    add(stampedFrame(
        1, Out, R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo"}})"));
    add(stampedFrame(2, In, "banner: not json at all"));
    add(stampedFrame(3, In, QByteArray("\xff\xfe binary\n tab\t", 15)));
    add(stampedFrame(4, In, R"({"jsonrpc":"2.0","id":1,"result":{"content":[]}})"));
    TrafficEvent stderrLine = transport(5, TransportEvent::Kind::Stderr, u"warming up"_s);
    stderrLine.raw = "warming up";
    stderrLine.direction = TrafficEvent::Direction::Incoming;
    add(stderrLine);
    TrafficEvent http = transport(6, TransportEvent::Kind::Info, u"POST → 200"_s);
    http.http = HttpExchange{"POST",
                             QUrl(u"http://127.0.0.1:1/mcp"_s),
                             200,
                             "OK",
                             {{"Accept", "application/json"}},
                             {{"Content-Type", "application/json"}},
                             12,
                             {}};
    add(http);
    TrafficEvent diagnostic;
    diagnostic.sequence = 7;
    diagnostic.kind = TrafficEvent::Kind::Diagnostic;
    diagnostic.text = u"late response to request 9"_s;
    add(diagnostic);
    SessionEvent handshake;
    handshake.type = SessionEvent::Type::Handshake;
    handshake.wallClockMs = 5;
    handshake.handshake.protocolVersion = u"2025-06-18"_s;
    handshake.handshake.capabilities = {{"tools"_L1, QJsonObject{}}};
    handshake.handshake.implementation = {{"name"_L1, u"demo"_s}};
    events << handshake;
    SessionEvent action;
    action.type = SessionEvent::Type::Action;
    action.wallClockMs = 6;
    action.action = {u"tools/call"_s, u"called tool echo"_s, {{"name"_L1, u"echo"_s}}};
    events << action;
    return events;
}

SessionHeader sampleHeader()
{
    SessionHeader header;
    header.appVersion = u"0.1.0"_s;
    header.created = QDateTime::fromMSecsSinceEpoch(1'700'000'000'000, Qt::UTC);
    header.server.program = u"demo-server"_s;
    header.server.arguments = {u"--flag"_s};
    return header;
}

QString writeSession(const QString &path, const QList<SessionEvent> &events)
{
    SessionWriter writer;
    if (!writer.open(path, sampleHeader()))
        return writer.errorString();
    for (const SessionEvent &event : events) {
        if (!writer.append(event))
            return writer.errorString();
    }
    return {};
}

// Every cell of every row, as the log shows it.
QStringList cells(const MessageLogModel &model)
{
    QStringList lines;
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList line;
        for (int column = 0; column < model.columnCount(); ++column)
            line << model.index(row, column).data().toString();
        line << model.index(row, 0).data(MessageLogModel::IsErrorRole).toString();
        line << QString::fromLatin1(model.recordWithBytes(row).raw.toBase64());
        lines << line.join(u" | "_s);
    }
    return lines;
}

QStringList rows(const QList<TrafficEvent> &events)
{
    MessageLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    ConnectionAnalysis analysis; // pairs them as McpSession and SessionLoader do
    for (const TrafficEvent &event : events)
        model.append(CoreTest::analysed(analysis, event));
    model.flush();
    return cells(model);
}

QList<TrafficEvent> traffic(const auto &events)
{
    QList<TrafficEvent> result;
    for (const SessionEvent &event : events) {
        if (event.type == SessionEvent::Type::Traffic)
            result << event.traffic;
    }
    return result;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

TEST(SessionFile, RoundTripKeepsEveryEventAndRow)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"a.mcpsession"_s);
    const QList<SessionEvent> events = sampleEvents();
    ASSERT_EQ(writeSession(path, events), QString());

    const SessionReader::Loaded loaded = SessionReader::load(path);
    ASSERT_EQ(loaded.error, QString());
    ASSERT_EQ(loaded.events.size(), size_t(events.size()));
    for (qsizetype i = 0; i < events.size(); ++i) {
        const SessionEvent &a = events.at(i);
        const SessionEvent &b = loaded.events.at(size_t(i));
        EXPECT_EQ(int(a.type), int(b.type)) << i;
        EXPECT_EQ(a.traffic.raw, b.traffic.raw) << i;
        EXPECT_EQ(a.traffic.text, b.traffic.text) << i;
        EXPECT_EQ(a.traffic.sequence, b.traffic.sequence) << i;
        EXPECT_EQ(int(a.traffic.kind), int(b.traffic.kind)) << i;
        EXPECT_EQ(int(a.traffic.direction), int(b.traffic.direction)) << i;
        EXPECT_EQ(a.traffic.http.has_value(), b.traffic.http.has_value()) << i;
        EXPECT_EQ(a.action.detail, b.action.detail) << i;
    }
    EXPECT_EQ(rows(traffic(events)), rows(traffic(loaded.events)));
    EXPECT_EQ(loaded.header.server.program, u"demo-server"_s);
    EXPECT_EQ(loaded.header.protocolVersion, u"2025-06-18"_s); // from the handshake event
    EXPECT_EQ(loaded.header.serverInfo.value("name"_L1).toString(), u"demo"_s);
}

TEST(SessionFile, RecorderCapturesALiveSessionThatReopensIdentically)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"live.mcpsession"_s);
    SessionHarness harness;
    harness.server->on(u"tools/list"_s, [&harness](const JsonRpcMessage &request) {
        harness.server->respond(request, QJsonObject{{"tools"_L1, QJsonArray{}}});
    });
    SessionRecorder recorder;
    ASSERT_TRUE(recorder.start(path, ServerConfig{}, {}));
    recorder.attach(harness.session.get());
    ASSERT_TRUE(harness.connectAndWait());
    PendingRequest *request = harness.session->sendRequest(u"tools/list"_s);
    QSignalSpy finished(request, &PendingRequest::finished);
    ASSERT_TRUE(finished.wait(5000));
    recorder.recordAction({u"tools/list"_s, u"listed tools"_s, {}});

    // Read while the recorder still has the file open: every event is already on disk.
    const SessionReader::Loaded loaded = SessionReader::load(path);
    ASSERT_EQ(loaded.error, QString());
    EXPECT_EQ(rows(harness.traffic), rows(traffic(loaded.events)));
    EXPECT_EQ(loaded.header.protocolVersion, u"2025-11-25"_s);
    EXPECT_EQ(loaded.events.back().action.text, u"listed tools"_s);
}

// The analysis' findings are saved with their events and read back as they were: same rule,
// pointer, message and frame; a rule this build does not know (a newer mcpscope) is left out.
TEST(SessionFile, FindingsTravelWithTheirEvents)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"findings.mcpsession"_s);
    SessionHarness harness;
    harness.server->on(u"tools/list"_s, [&harness](const JsonRpcMessage &request) {
        harness.transport->deliver(R"({"jsonrpc":"2.0","id":")"
                                   + QByteArray::number(request.id().toJson().toInteger())
                                   + R"(","result":{"tools":[]}})");
    });
    SessionRecorder recorder;
    ASSERT_TRUE(recorder.start(path, ServerConfig{}, {}));
    recorder.attach(harness.session.get());
    ASSERT_TRUE(harness.connectAndWait());
    RequestOptions options;
    options.timeoutMs = 50;
    PendingRequest *request = harness.session->sendRequest(u"tools/list"_s, {}, options);
    QSignalSpy finished(request, &PendingRequest::finished);
    ASSERT_TRUE(finished.wait(5000));

    QStringList live;
    for (const TrafficEvent &event : harness.traffic) {
        for (const Finding &finding : event.findings ? *event.findings : QList<Finding>())
            live << u"%1 %2@%3 %4"_s.arg(event.sequence)
                        .arg(finding.ruleId(), finding.pointer)
                        .arg(finding.frame);
    }
    EXPECT_TRUE(live.join(u'\n').contains(u"id-type-changed@/id"_s))
        << live.join(u'\n').toStdString();
    EXPECT_TRUE(live.join(u'\n').contains(u"request-timed-out@"_s))
        << live.join(u'\n').toStdString();

    const SessionReader::Loaded loaded = SessionReader::load(path);
    ASSERT_EQ(loaded.error, QString());
    EXPECT_TRUE(loaded.header.hasFindings);
    QStringList read;
    for (const SessionEvent &event : loaded.events) {
        if (event.type != SessionEvent::Type::Traffic || !event.traffic.findings)
            continue;
        for (const Finding &finding : *event.traffic.findings)
            read << u"%1 %2@%3 %4"_s.arg(event.traffic.sequence)
                        .arg(finding.ruleId(), finding.pointer)
                        .arg(finding.frame);
    }
    EXPECT_EQ(read, live);

    // Offline, the log shows the stored findings, not new ones (the loader's analysis pairs).
    MessageLogModel model;
    SessionLoader loader;
    QSignalSpy done(&loader, &SessionLoader::finished);
    ASSERT_TRUE(loader.start(path, &model));
    ASSERT_TRUE(done.wait(5000));
    QStringList shown;
    for (int row = 0; row < model.rowCount(); ++row)
        shown << model.index(row, 0).data(MessageLogModel::DiagnosticsRole).toStringList();
    EXPECT_EQ(shown.size(), live.size());
    EXPECT_TRUE(shown.join(u'\n').contains(u"id-type-changed: "_s));
}

TEST(SessionFile, AFileWithoutFindingsIsAnalysedWhenOpened)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"old.mcpsession"_s);
    writeFile(
        path,
        R"({"format":"mcpscope-session","version":1,"appVersion":"0.8.0","server":{}})"
        "\n"
        R"({"type":"frame","seq":1,"time":1,"dir":"out","raw":"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}"})"
        "\n"
        R"({"type":"frame","seq":2,"time":2,"dir":"in","raw":"{\"jsonrpc\":\"2.0\",\"id\":\"1\",\"result\":{}}"})"
        "\n"
        R"({"type":"frame","seq":3,"time":3,"dir":"in","raw":"x","findings":[{"rule":"from-a-newer-build","message":"m"}]})"
        "\n");
    MessageLogModel model;
    SessionLoader loader;
    QSignalSpy done(&loader, &SessionLoader::finished);
    ASSERT_TRUE(loader.start(path, &model));
    ASSERT_TRUE(done.wait(5000));
    ASSERT_EQ(model.rowCount(), 3);
    EXPECT_FALSE(loader.header().hasFindings);
    ASSERT_TRUE(model.record(1).findings);
    EXPECT_EQ(model.record(1).findings->first().rule, &Rules::IdTypeChanged);
    // Analysed again: the unknown stored rule is gone, the frame's own problem is found.
    ASSERT_TRUE(model.record(2).findings);
    EXPECT_EQ(model.record(2).findings->first().rule, &Rules::NotJson);
}

// Files keep findings but no pairs: every file is paired again as it is opened, and a file's
// recorded findings stay as they were (here: none, where a new analysis would find one).
TEST(SessionFile, AFileWithFindingsIsPairedAndKeepsThem)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"new.mcpsession"_s);
    writeFile(
        path,
        R"({"format":"mcpscope-session","version":1,"appVersion":"0.9.0","server":{},"analysis":{"rules":1}})"
        "\n"
        R"({"type":"frame","seq":1,"time":1,"ns":1000,"dir":"out","raw":"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\"}"})"
        "\n"
        R"({"type":"frame","seq":2,"time":2,"ns":2000,"dir":"in","raw":"{\"jsonrpc\":\"2.0\",\"id\":\"1\",\"result\":{}}"})"
        "\n"
        R"({"type":"frame","seq":3,"time":3,"ns":9000,"dir":"in","raw":"{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}"})"
        "\n");
    MessageLogModel model;
    SessionLoader loader;
    QSignalSpy done(&loader, &SessionLoader::finished);
    ASSERT_TRUE(loader.start(path, &model));
    ASSERT_TRUE(done.wait(5000));
    ASSERT_EQ(model.rowCount(), 3);
    EXPECT_TRUE(loader.header().hasFindings);
    EXPECT_FALSE(model.record(1).findings) << "recorded as clean: stays clean";
    EXPECT_EQ(model.pairedRow(1), -1);
    EXPECT_EQ(model.pairedRow(2), 0);
    EXPECT_EQ(model.pairedRow(0), 2);
    EXPECT_EQ(model.record(2).method, u"tools/call"_s);
    EXPECT_EQ(model.record(0).latencyNs, 8000);
    // Every reader pairs (the CLI's replay reads the file whole): the events carry the pairs.
    const SessionReader::Loaded loaded = SessionReader::load(path);
    ASSERT_EQ(loaded.events.size(), size_t(3));
    EXPECT_EQ(loaded.events.at(1).traffic.answersFrame, 0);
    EXPECT_EQ(loaded.events.at(2).traffic.answersFrame, 1);
    EXPECT_FALSE(loaded.events.at(1).traffic.findings) << "recorded as clean: stays clean";
}

TEST(SessionFile, FindingTextIsRedactedLikeEveryOtherText)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"secret.mcpsession"_s);
    SessionWriter writer;
    SessionHeader header = sampleHeader();
    header.server.headers = {{u"Authorization"_s, u"Bearer sekrit-finding-1"_s, true}};
    ASSERT_TRUE(writer.open(path, header));
    TrafficEvent diagnostic;
    diagnostic.sequence = 1;
    diagnostic.kind = TrafficEvent::Kind::Diagnostic;
    diagnostic.text = u"late"_s;
    diagnostic.findings = std::make_shared<const QList<Finding>>(
        QList<Finding>{{&Rules::LateResponse, {}, u"the server echoed sekrit-finding-1"_s, 1}});
    ASSERT_TRUE(writer.append(SessionEvent::fromTraffic(diagnostic)));
    writer.close();
    const QByteArray bytes = readAll(path);
    EXPECT_FALSE(bytes.contains("sekrit-finding-1"));
    EXPECT_TRUE(bytes.contains("late-response"));
}

TEST(SessionFile, QuotedUtf8IsValidJsonOrNothing)
{
    const auto quoted = [](const QByteArray &bytes) {
        return SessionFormat::quotedUtf8(bytes).value_or("(none)");
    };
    EXPECT_EQ(quoted("plain"), R"("plain")");
    EXPECT_EQ(quoted(R"(a"b\c)"), R"("a\"b\\c")");
    EXPECT_EQ(quoted(QByteArray("\n\t\x01\x1f", 4)), R"("\u000a\u0009\u0001\u001f")");
    EXPECT_EQ(quoted("caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80"),
              "\"caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80\"");
    for (const char *bad : {"\xc0\xaf",         // overlong '/'
                            "\xe0\x80\xaf",     // overlong, three bytes
                            "\xed\xa0\x80",     // a surrogate
                            "\xf4\x90\x80\x80", // above U+10FFFF
                            "\xc3",             // cut short
                            "\xff",
                            "\x80"})
        EXPECT_EQ(quoted(bad), QByteArray("(none)")) << bad;
    // What QJsonDocument reads back is the bytes themselves.
    const QByteArray text = "line\n\"quoted\" \\ caf\xc3\xa9 \x7f end";
    const QJsonDocument document
        = QJsonDocument::fromJson("[" + *SessionFormat::quotedUtf8(text) + "]");
    EXPECT_EQ(document.array().first().toString().toUtf8(), text);
}

// Large frames are spliced into their line rather than built as a JSON object: the file still
// holds, and gives back, the exact bytes (text with every kind of escape, and binary).
TEST(SessionFile, LargeFramesRoundTripExactly)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"large.mcpsession"_s);
    QByteArray text = R"({"jsonrpc":"2.0","id":1,"result":{"text":")";
    for (int i = 0; text.size() < 300 * 1024; ++i)
        text += "line " + QByteArray::number(i) + R"( \" caf\u00e9 \n )";
    text += "\xc3\xa9\x01\"}}";
    QByteArray binary = text;
    binary[100] = char(0xff);
    QList<SessionEvent> events;
    events << SessionEvent::fromTraffic(stampedFrame(1, TrafficEvent::Direction::Incoming, text));
    events << SessionEvent::fromTraffic(stampedFrame(2, TrafficEvent::Direction::Incoming, binary));
    ASSERT_EQ(writeSession(path, events), QString());
    const SessionReader::Loaded loaded = SessionReader::load(path);
    ASSERT_EQ(loaded.error, QString());
    ASSERT_EQ(loaded.events.size(), size_t(2));
    EXPECT_EQ(loaded.events.at(0).traffic.raw, text);
    EXPECT_EQ(loaded.events.at(1).traffic.raw, binary);
    EXPECT_EQ(loaded.events.at(0).traffic.sequence, 1);
    EXPECT_TRUE(readAll(path).contains(R"(,"raw":"{\"jsonrpc\")"));
}

// A line with a frame of a megabyte or more is quoted and written on a worker thread; the lines
// after it wait their turn, so the file keeps the order of append(), and the place returned for
// the large frame reads back its exact bytes once written.
TEST(SessionFile, LargeLinesAreWrittenOnAWorkerInOrder)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"worker.mcpsession"_s);
    QByteArray text = R"({"jsonrpc":"2.0","id":2,"result":{"text":")";
    while (text.size() < SessionWriter::kBackgroundBytes + 1000)
        text += R"(café " 
 )";
    text += "\"}}";
    QByteArray binary(SessionWriter::kBackgroundBytes + 10, 'b');
    binary[7] = char(0xff); // not UTF-8: kept as base64
    const QList<QByteArray> frames{R"({"jsonrpc":"2.0","id":1,"method":"ping"})",
                                   text,
                                   R"({"jsonrpc":"2.0","id":3,"method":"ping"})",
                                   binary,
                                   R"({"jsonrpc":"2.0","id":5,"method":"ping"})"};
    SessionWriter writer;
    ASSERT_TRUE(writer.open(path, sampleHeader()));
    QList<RawLocation> places;
    for (int i = 0; i < frames.size(); ++i) {
        ASSERT_TRUE(writer.append(SessionEvent::fromTraffic(
            stampedFrame(i + 1, TrafficEvent::Direction::Incoming, frames.at(i)))));
        places << writer.lastLocation();
    }
    // Nothing was queued before the first large line: its place is known at once.
    ASSERT_TRUE(places.at(1).isValid());
    ASSERT_TRUE(writer.waitForWrites()) << writer.errorString().toStdString();
    EXPECT_EQ(writer.eventCount(), 5);
    for (int i = 0; i < frames.size(); ++i) {
        if (!places.at(i).isValid())
            continue; // queued behind a line still being written: the log keeps the bytes
        EXPECT_TRUE(places.at(i).isReadable()) << i;
        QByteArray raw;
        QString error;
        ASSERT_TRUE(SessionReader::readRaw(places.at(i), &raw, &error)) << error.toStdString();
        EXPECT_EQ(raw, frames.at(i)) << i;
    }
    writer.close();
    const SessionReader::Loaded loaded = SessionReader::load(path);
    ASSERT_EQ(loaded.error, QString());
    ASSERT_EQ(loaded.events.size(), size_t(5));
    for (int i = 0; i < frames.size(); ++i) {
        EXPECT_EQ(loaded.events.at(i).traffic.sequence, i + 1);
        EXPECT_EQ(loaded.events.at(i).traffic.raw, frames.at(i)) << i;
    }
    EXPECT_TRUE(readAll(path).contains(R"(,"rawBase64":")"));
}

TEST(SessionFile, TruncatedFileLoadsUpToTheCut)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"cut.mcpsession"_s);
    ASSERT_EQ(writeSession(path, sampleEvents()), QString());
    QByteArray bytes = readAll(path);
    bytes.chop(10); // a kill in the middle of writing the last event
    writeFile(path, bytes);
    const SessionReader::Loaded loaded = SessionReader::load(path);
    EXPECT_EQ(loaded.events.size(), size_t(sampleEvents().size() - 1));
    EXPECT_EQ(loaded.errorLine, sampleEvents().size() + 1); // the header is line 1
    EXPECT_TRUE(loaded.error.contains(u"not JSON"_s)) << loaded.error.toStdString();
}

TEST(SessionFile, SaveAsCopiesWholeLinesAtomically)
{
    QTemporaryDir dir;
    const QString source = dir.filePath(u"live.mcpsession"_s);
    const QString target = dir.filePath(u"saved.mcpsession"_s);
    ASSERT_EQ(writeSession(source, sampleEvents()), QString());
    QFile growing(source);
    ASSERT_TRUE(growing.open(QIODevice::Append));
    growing.write(R"({"type":"frame","seq":99,"ti)"); // a recorder mid-line
    growing.close();
    QString error;
    ASSERT_TRUE(SessionWriter::copyAtomically(source, target, &error)) << error.toStdString();
    const SessionReader::Loaded loaded = SessionReader::load(target);
    EXPECT_EQ(loaded.error, QString());
    EXPECT_EQ(loaded.events.size(), size_t(sampleEvents().size()));
    EXPECT_FALSE(SessionWriter::copyAtomically(dir.filePath(u"missing"_s), target, &error));
    EXPECT_TRUE(error.contains(u"cannot read"_s));
}

TEST(SessionFile, SecretsNeverReachTheFile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"secret.mcpsession"_s);
    SessionHeader header = sampleHeader();
    header.server.url = QUrl(u"https://user:pa55word@example.test/mcp?access_token=qs-token-77"_s);
    header.server.headers = {{u"Authorization"_s, u"Bearer sekrit-bearer-1"_s, true},
                             {u"X-Api-Key"_s, u"apikey-2222"_s, false},
                             {u"X-Trace"_s, u"harmless"_s, false}};
    header.server.bearerToken = u"field-token-3333"_s;
    header.server.environment = {{u"GITHUB_TOKEN"_s, u"ghp_envtoken4444"_s, false},
                                 {u"PLAIN"_s, u"marked-secret-5555"_s, true},
                                 {u"HOME"_s, u"/home/me"_s, false}};
    SessionWriter writer;
    ASSERT_TRUE(writer.open(path, header));
    TrafficEvent http = transport(1, TransportEvent::Kind::Info, u"POST → 200"_s);
    http.http = HttpExchange{"POST",
                             header.server.url,
                             200,
                             "OK",
                             {{"Authorization", "Bearer sekrit-bearer-1"},
                              {"Cookie", "sid=cookie-6666"},
                              {"X-Api-Key", "apikey-2222"}},
                             {{"Set-Cookie", "sid=cookie-7777"}, {"Mcp-Session-Id", "sess-8888"}},
                             3,
                             "echo: field-token-3333"};
    ASSERT_TRUE(writer.append(SessionEvent::fromTraffic(http)));
    TrafficEvent stderrLine = transport(2, TransportEvent::Kind::Stderr, u"env ghp_envtoken4444"_s);
    stderrLine.raw = "env ghp_envtoken4444 marked-secret-5555";
    ASSERT_TRUE(writer.append(SessionEvent::fromTraffic(stderrLine)));
    ASSERT_TRUE(writer.append(SessionEvent::fromTraffic(
        stampedFrame(3,
                     TrafficEvent::Direction::Incoming,
                     R"({"jsonrpc":"2.0","id":1,"result":{"token":"sekrit-bearer-1"}})"))));
    writer.close();

    const QByteArray bytes = readAll(path);
    for (const char *secret : {"sekrit-bearer-1",
                               "apikey-2222",
                               "field-token-3333",
                               "ghp_envtoken4444",
                               "marked-secret-5555",
                               "cookie-6666",
                               "cookie-7777",
                               "sess-8888",
                               "qs-token-77",
                               "pa55word"})
        EXPECT_FALSE(bytes.contains(secret)) << secret;
    EXPECT_TRUE(bytes.contains("harmless"));
    EXPECT_TRUE(bytes.contains("/home/me"));
    const SessionReader::Loaded loaded = SessionReader::load(path);
    ASSERT_EQ(loaded.error, QString());
    EXPECT_EQ(loaded.events.size(), size_t(3));
}

struct DamagedRow
{
    const char *name;
    QByteArray content; // after a valid header line, unless it starts with "!"
    int errorLine;
    const char *errorContains;
    int eventsBefore;
};

std::ostream &operator<<(std::ostream &out, const DamagedRow &row)
{
    return out << row.name;
}

class DamagedSessionFile : public ::testing::TestWithParam<DamagedRow>
{};

TEST_P(DamagedSessionFile, StopsAtTheFirstBadLineAndSaysWhy)
{
    const DamagedRow &row = GetParam();
    QTemporaryDir dir;
    const QString path = dir.filePath(u"bad.mcpsession"_s);
    const QByteArray header
        = R"({"format":"mcpscope-session","version":1,"appVersion":"0.1.0","server":{}})"
          "\n";
    const QByteArray good
        = R"({"type":"frame","seq":1,"time":1,"dir":"out","raw":"{\"jsonrpc\":\"2.0\",\"method\":\"x\"}"})"
          "\n";
    QByteArray content = row.content;
    if (content.startsWith('!'))
        content.remove(0, 1);
    else
        content = header + good + content;
    writeFile(path, content);
    SessionReader::Limits limits;
    limits.maxLineBytes = 4096;
    const SessionReader::Loaded loaded = SessionReader::load(path, limits);
    EXPECT_EQ(loaded.errorLine, row.errorLine);
    EXPECT_TRUE(loaded.error.contains(QString::fromUtf8(row.errorContains)))
        << loaded.error.toStdString();
    EXPECT_TRUE(loaded.error.contains(u"line %1"_s.arg(row.errorLine)))
        << loaded.error.toStdString();
    EXPECT_EQ(loaded.events.size(), size_t(row.eventsBefore));
}

const DamagedRow damagedRows[] = {
    {"empty_file", "!", 0, "the file is empty", 0},
    {"not_json_header", "!hello\n", 1, "not an mcpscope session", 0},
    {"other_json_file", "!{\"name\":\"package\"}\n", 1, "no \"format\"", 0},
    {"future_version",
     "!{\"format\":\"mcpscope-session\",\"version\":99}\n",
     1,
     "format version 99 is not supported",
     0},
    {"version_is_string",
     "!{\"format\":\"mcpscope-session\",\"version\":\"1\"}\n",
     1,
     "\"version\" must be of type integer, got string",
     0},
    {"garbage_line", "\x01\x02garbage\n", 3, "not JSON", 1},
    {"event_is_array", "[1,2]\n", 3, "must be a JSON object", 1},
    {"unknown_type",
     R"({"type":"exec","cmd":"rm -rf /"})"
     "\n",
     3,
     "\"type\" must be one of",
     1},
    {"raw_is_number",
     R"({"type":"frame","seq":2,"time":1,"dir":"in","raw":5})"
     "\n",
     3,
     "\"raw\" must be of type string, got number",
     1},
    {"fractional_seq",
     R"({"type":"frame","seq":2.5,"time":1,"dir":"in","raw":""})"
     "\n",
     3,
     "\"seq\" must be an integer",
     1},
    {"unknown_direction",
     R"({"type":"frame","seq":2,"time":1,"dir":"sideways","raw":""})"
     "\n",
     3,
     "\"dir\" must be one of out, in, local",
     1},
    {"missing_seq",
     R"({"type":"diagnostic","time":1,"dir":"local","text":"x"})"
     "\n",
     3,
     "\"seq\" is missing",
     1},
    {"bad_base64",
     R"({"type":"frame","seq":2,"time":1,"dir":"in","rawBase64":"%%%"})"
     "\n",
     3,
     "not valid base64",
     1},
    {"bad_http_headers",
     R"({"type":"transport","seq":2,"time":1,"dir":"local","kind":"info","text":"","http":{"method":"GET","url":"x","requestHeaders":[[1,2]]}})"
     "\n",
     3,
     "[name, value] pairs",
     1},
    {"findings_not_array",
     R"({"type":"frame","seq":2,"time":1,"dir":"in","raw":"","findings":{"rule":"x"}})"
     "\n",
     3,
     "\"findings\" must be of type array",
     1},
    {"finding_without_message",
     R"({"type":"frame","seq":2,"time":1,"dir":"in","raw":"","findings":[{"rule":"not-json"}]})"
     "\n",
     3,
     "in \"findings\": \"message\" is missing",
     1},
    {"finding_not_object",
     R"({"type":"frame","seq":2,"time":1,"dir":"in","raw":"","findings":[7]})"
     "\n",
     3,
     "a finding must be an object",
     1},
    {"huge_line", QByteArray(10000, 'x') + "\n", 3, "longer than 4096 bytes", 1},
    {"huge_line_without_newline", QByteArray(10000, '{'), 3, "longer than 4096 bytes", 1},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         DamagedSessionFile,
                         ::testing::ValuesIn(damagedRows),
                         [](const auto &info) { return std::string(info.param.name); });

} // namespace

namespace {

TEST(SessionLoader, OpensAFileIntoTheLogInSlicesUpToTheFirstBadLine)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"log.mcpsession"_s);
    ASSERT_EQ(writeSession(path, sampleEvents()), QString());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::Append));
    file.write("{\"type\":\"frame\"}\n"); // a damaged tail
    file.close();

    MessageLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    SessionLoader loader;
    loader.setSliceSize(2);
    QSignalSpy progress(&loader, &SessionLoader::progress);
    QSignalSpy finished(&loader, &SessionLoader::finished);
    ASSERT_TRUE(loader.start(path, &model));
    EXPECT_EQ(model.rowCount(), 0); // nothing happens before the event loop runs
    ASSERT_TRUE(finished.wait(5000));
    EXPECT_GT(progress.size(), 2);
    // Every traffic event, and the user action as a row of its own.
    QList<TrafficEvent> expected = traffic(sampleEvents());
    expected << sampleEvents().back().action.toTraffic(6);
    EXPECT_EQ(cells(model), rows(expected));
    EXPECT_EQ(model.record(model.rowCount() - 1).direction, TrafficEvent::Direction::User);
    EXPECT_EQ(loader.actions().size(), 1);
    EXPECT_EQ(loader.header().protocolVersion, u"2025-06-18"_s);
    EXPECT_EQ(loader.errorLine(), sampleEvents().size() + 2);
    EXPECT_TRUE(loader.error().contains(u"\"seq\" is missing"_s)) << loader.error().toStdString();
    EXPECT_FALSE(loader.start(dir.filePath(u"missing.mcpsession"_s), &model));
}

} // namespace
