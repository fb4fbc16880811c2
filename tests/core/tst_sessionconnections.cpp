// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Session files of several connections (a window with several servers): the format, reading
// one connection or all, per-connection redaction, hostile headers and lines, and combining
// recordings into one file.
#include "recordedframes.h"
#include "support/qtprinters.h"

#include <core/log/messagelogmodel.h>
#include <core/session/sessionloader.h>
#include <core/session/sessionmerger.h>
#include <core/session/sessionreader.h>
#include <core/session/sessionwriter.h>

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace SessionConnectionsTest {

constexpr auto Out = TrafficEvent::Direction::Outgoing;
constexpr auto In = TrafficEvent::Direction::Incoming;

// Request id 1 and its answer: every connection numbers its frames and ids from 1.
SessionEvent frameAt(qint64 sequence, TrafficEvent::Direction direction, qint64 time, int tag)
{
    const QByteArray raw
        = direction == Out
              ? QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{}})")
              : QByteArray(QByteArray(R"({"jsonrpc":"2.0","id":1,"result":{"content":[],"from":)")
                           + QByteArray::number(tag) + "}}");
    TrafficEvent event = trafficFrame(sequence, direction, raw);
    event.wallClockMs = time;
    SessionEvent session = SessionEvent::fromTraffic(event);
    session.connection = tag;
    return session;
}

SessionEvent handshakeOf(int tag, qint64 time)
{
    SessionEvent event;
    event.type = SessionEvent::Type::Handshake;
    event.wallClockMs = time;
    event.connection = tag;
    event.handshake.protocolVersion = u"2025-06-18"_s;
    event.handshake.implementation = {{"name"_L1, u"server-%1"_s.arg(tag)}};
    return event;
}

SessionConnection connectionNamed(int tag, const QString &program)
{
    SessionConnection connection;
    connection.tag = tag;
    connection.name = program + u" (window)"_s;
    connection.created = QDateTime::fromMSecsSinceEpoch(1'700'000'000'000 + tag, Qt::UTC);
    connection.server.program = program;
    connection.hasFindings = false;
    return connection;
}

SessionHeader threeConnections()
{
    SessionHeader header;
    header.appVersion = u"0.1.0"_s;
    header.created = QDateTime::fromMSecsSinceEpoch(1'700'000'000'000, Qt::UTC);
    header.connections = {connectionNamed(1, u"alpha"_s),
                          connectionNamed(2, u"beta"_s),
                          connectionNamed(7, u"gamma"_s)};
    return header;
}

// The three connections' events interleaved: each sends request 1 and gets its answer.
QList<SessionEvent> interleaved()
{
    return {handshakeOf(1, 10),
            frameAt(1, Out, 11, 1),
            handshakeOf(2, 12),
            frameAt(1, Out, 13, 2),
            frameAt(1, Out, 14, 7),
            frameAt(2, In, 15, 2),
            frameAt(2, In, 16, 1),
            frameAt(2, In, 17, 7)};
}

QString
writeAllEvents(const QString &path, const SessionHeader &header, const QList<SessionEvent> &events)
{
    SessionWriter writer;
    if (!writer.open(path, header))
        return writer.errorString();
    for (const SessionEvent &event : events) {
        if (!writer.append(event))
            return writer.errorString();
    }
    writer.close();
    return {};
}

QByteArray bytesOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void putBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

TEST(SessionConnections, AFileOfOneConnectionStaysVersion1AndNamesNone)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"one.mcpsession"_s);
    SessionHeader header;
    header.server.program = u"alpha"_s;
    QList<SessionEvent> events;
    for (SessionEvent event : interleaved()) {
        if (event.connection == 1) {
            event.connection = SessionEvent::kNoConnection;
            events << event;
        }
    }
    ASSERT_EQ(writeAllEvents(path, header, events), QString());
    const QList<QByteArray> lines = bytesOf(path).trimmed().split('\n');
    ASSERT_EQ(lines.size(), 4);
    const QJsonObject first = QJsonDocument::fromJson(lines.first()).object();
    EXPECT_EQ(first.value("version"_L1).toInt(), 1);
    EXPECT_FALSE(first.contains("connections"_L1));
    for (const QByteArray &line : lines)
        EXPECT_FALSE(line.contains("\"conn\"")) << line.constData();

    const SessionReader::Loaded loaded = SessionReader::load(path);
    ASSERT_EQ(loaded.error, QString());
    EXPECT_FALSE(loaded.header.hasSeveralConnections());
    ASSERT_EQ(loaded.header.allConnections().size(), 1);
    EXPECT_EQ(loaded.header.allConnections().first().server.program, u"alpha"_s);
    ASSERT_EQ(loaded.events.size(), size_t(3));
    EXPECT_EQ(loaded.events.at(2).connection, SessionEvent::kNoConnection);
    EXPECT_EQ(loaded.events.at(2).traffic.answersFrame, 1);
}

TEST(SessionConnections, AFileOfAnOlderMcpscopeIsStillRead)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"old.mcpsession"_s);
    // Written by mcpscope 0.9 (format version 1), byte for byte.
    putBytes(
        path,
        R"({"analysis":{"rules":40},"appVersion":"0.9.0","capabilities":{},"clientInfo":{"name":"mcpscope"},"created":"2026-01-02T03:04:05.000Z","format":"mcpscope-session","protocolVersion":"","server":{"program":"demo","transport":"stdio"},"serverInfo":{},"version":1})"
        "\n"
        R"({"dir":"out","ns":1,"raw":"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}","seq":1,"time":5,"type":"frame"})"
        "\n"
        R"({"dir":"in","ns":2,"raw":"{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}","redacted":true,"seq":2,"time":6,"type":"frame"})"
        "\n");
    const SessionReader::Loaded loaded = SessionReader::load(path);
    ASSERT_EQ(loaded.error, QString());
    EXPECT_EQ(loaded.header.server.program, u"demo"_s);
    EXPECT_TRUE(loaded.header.hasFindings);
    ASSERT_EQ(loaded.events.size(), size_t(2));
    EXPECT_EQ(loaded.events.at(1).traffic.answersFrame, 1);
    EXPECT_TRUE(loaded.events.at(1).redacted);
    EXPECT_FALSE(loaded.events.at(0).redacted);
}

TEST(SessionConnections, ThreeConnectionsRoundTripEachPairedWithItsOwnRequests)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"three.mcpsession"_s);
    ASSERT_EQ(writeAllEvents(path, threeConnections(), interleaved()), QString());
    const QJsonObject first = QJsonDocument::fromJson(bytesOf(path).split('\n').first()).object();
    EXPECT_EQ(first.value("version"_L1).toInt(), 2);
    EXPECT_EQ(first.value("connections"_L1).toArray().size(), 3);

    const SessionReader::Loaded loaded = SessionReader::load(path);
    ASSERT_EQ(loaded.error, QString());
    ASSERT_EQ(loaded.header.connections.size(), 3);
    EXPECT_EQ(loaded.header.connections.at(2).tag, 7);
    EXPECT_EQ(loaded.header.connections.at(1).name, u"beta (window)"_s);
    EXPECT_EQ(loaded.header.connections.at(1).server.program, u"beta"_s);
    EXPECT_EQ(loaded.header.connections.at(1).serverInfo.value("name"_L1).toString(),
              u"server-2"_s);                                          // from its handshake event
    EXPECT_TRUE(loaded.header.connections.at(2).serverInfo.isEmpty()); // it had none
    const QList<SessionEvent> written = interleaved();
    ASSERT_EQ(loaded.events.size(), size_t(written.size()));
    for (qsizetype i = 0; i < written.size(); ++i) {
        const SessionEvent &event = loaded.events.at(size_t(i));
        EXPECT_EQ(event.connection, written.at(i).connection) << i;
        EXPECT_EQ(event.traffic.raw, written.at(i).traffic.raw) << i;
        // Every answer pairs with request 1 of its own connection (frame 1 of that one).
        if (event.type == SessionEvent::Type::Traffic && event.traffic.direction == In) {
            EXPECT_EQ(event.traffic.answersFrame, 1) << i;
            EXPECT_TRUE(!event.traffic.findings || event.traffic.findings->isEmpty())
                << "no duplicate-id or unknown-response finding across connections, " << i;
        }
    }

    // One connection read as if it were the file's only one.
    SessionReader reader;
    ASSERT_TRUE(reader.open(path));
    EXPECT_FALSE(reader.selectConnection(3));
    ASSERT_TRUE(reader.selectConnection(2));
    EXPECT_EQ(reader.header().server.program, u"beta"_s);
    EXPECT_FALSE(reader.header().hasSeveralConnections());
    QList<QByteArray> raws;
    SessionEvent event;
    while (reader.next(&event)) {
        EXPECT_EQ(event.connection, 2);
        if (event.type == SessionEvent::Type::Traffic)
            raws << event.traffic.raw;
    }
    EXPECT_TRUE(reader.atEnd()) << qPrintable(reader.errorString());
    ASSERT_EQ(raws.size(), 2);
    EXPECT_TRUE(raws.at(1).contains("\"from\":2"));
    EXPECT_EQ(reader.header().serverInfo.value("name"_L1).toString(), u"server-2"_s);
    EXPECT_EQ(reader.fileHeader().connections.size(), 3);
}

TEST(SessionConnections, TheLoaderOpensOneConnectionIntoItsOwnLogConnection)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"three.mcpsession"_s);
    ASSERT_EQ(writeAllEvents(path, threeConnections(), interleaved()), QString());
    MessageLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const int live = model.addConnection(u"live"_s);
    const int offline = model.addConnection(u"gamma (offline)"_s);
    SessionLoader loader;
    EXPECT_FALSE(loader.start(path, &model)) << "several connections: one must be chosen";
    EXPECT_TRUE(loader.error().contains(u"records several connections"_s))
        << qPrintable(loader.error());
    EXPECT_TRUE(loader.error().contains(u"3: gamma (window)"_s)) << qPrintable(loader.error());
    ASSERT_TRUE(loader.start(path, &model, 7, offline));
    QSignalSpy finished(&loader, &SessionLoader::finished);
    ASSERT_TRUE(finished.wait());
    EXPECT_EQ(loader.error(), QString());
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.record(0).connection, offline);
    EXPECT_EQ(model.record(1).connection, offline);
    EXPECT_EQ(model.pairedRow(1), 0);
    EXPECT_NE(live, offline);
}

TEST(SessionConnections, EachConnectionsSecretsAreMaskedInItsLinesAndHeader)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"secrets.mcpsession"_s);
    SessionHeader header = threeConnections();
    header.connections.removeLast();
    header.connections[0].server.environment = {{u"API_TOKEN"_s, u"alpha-secret-1111"_s, true}};
    header.connections[1].server.environment = {{u"API_TOKEN"_s, u"beta-secret-2222"_s, true}};
    QList<SessionEvent> events;
    for (int tag : {1, 2}) {
        SessionEvent event = frameAt(1, In, 20 + tag, tag);
        event.traffic.raw
            = "token " + QByteArray(tag == 1 ? "alpha-secret-1111" : "beta-secret-2222");
        events << event;
    }
    ASSERT_EQ(writeAllEvents(path, header, events), QString());
    const QByteArray bytes = bytesOf(path);
    EXPECT_FALSE(bytes.contains("alpha-secret-1111"));
    EXPECT_FALSE(bytes.contains("beta-secret-2222"));
    const SessionReader::Loaded loaded = SessionReader::load(path);
    ASSERT_EQ(loaded.error, QString());
    ASSERT_EQ(loaded.events.size(), size_t(2));
    EXPECT_EQ(loaded.events.at(0).traffic.raw, QByteArray("token ***"));
    EXPECT_TRUE(loaded.events.at(1).redacted);

    SessionWriter writer; // an event of a connection the file does not list is refused
    ASSERT_TRUE(writer.open(dir.filePath(u"x.mcpsession"_s), header));
    EXPECT_FALSE(writer.append(frameAt(1, Out, 1, 9)));
    EXPECT_TRUE(writer.errorString().contains(u"connection 9"_s))
        << qPrintable(writer.errorString());
}

TEST(SessionConnections, RecordingsCombineIntoOneFileInTimeOrder)
{
    QTemporaryDir dir;
    QList<SessionSource> sources;
    const QList<SessionEvent> all = interleaved();
    for (int tag : {1, 2, 7}) {
        SessionHeader header;
        header.server.program = u"server%1"_s.arg(tag);
        header.created = QDateTime::fromMSecsSinceEpoch(1'700'000'000'000 + tag, Qt::UTC);
        QList<SessionEvent> own;
        for (SessionEvent event : all) {
            if (event.connection == tag) {
                event.connection = SessionEvent::kNoConnection;
                own << event;
            }
        }
        const QString path = dir.filePath(u"rec%1.mcpsession"_s.arg(tag));
        ASSERT_EQ(writeAllEvents(path, header, own), QString());
        sources << SessionSource{path, SessionEvent::kNoConnection, u"tab %1"_s.arg(tag)};
    }
    const QString combined = dir.filePath(u"window.mcpsession"_s);
    QString error;
    ASSERT_TRUE(SessionMerger::write(sources, combined, &error)) << qPrintable(error);
    EXPECT_FALSE(QFile::exists(combined + u".part"_s));

    const SessionReader::Loaded loaded = SessionReader::load(combined);
    ASSERT_EQ(loaded.error, QString());
    ASSERT_EQ(loaded.header.connections.size(), 3);
    EXPECT_EQ(loaded.header.connections.at(2).name, u"tab 7"_s);
    EXPECT_EQ(loaded.header.connections.at(2).server.program, u"server7"_s);
    EXPECT_EQ(loaded.header.created,
              QDateTime::fromMSecsSinceEpoch(1'700'000'000'001, Qt::UTC)); // the earliest
    ASSERT_EQ(loaded.events.size(), size_t(all.size()));
    for (qsizetype i = 0; i < all.size(); ++i) { // the window's order: by wall clock
        const int source = all.at(i).connection == 7 ? 3 : all.at(i).connection;
        EXPECT_EQ(loaded.events.at(size_t(i)).connection, source) << i;
        EXPECT_EQ(loaded.events.at(size_t(i)).traffic.raw, all.at(i).traffic.raw) << i;
    }

    // One connection of it saved alone is a file of one connection again.
    const QString alone = dir.filePath(u"alone.mcpsession"_s);
    ASSERT_TRUE(SessionMerger::write({SessionSource{combined, 2, {}}}, alone, &error))
        << qPrintable(error);
    const SessionReader::Loaded one = SessionReader::load(alone);
    ASSERT_EQ(one.error, QString());
    EXPECT_FALSE(one.header.hasSeveralConnections());
    EXPECT_EQ(one.header.server.program, u"server2"_s);
    ASSERT_EQ(one.events.size(), size_t(3));
    EXPECT_EQ(one.events.at(2).connection, SessionEvent::kNoConnection);
    EXPECT_EQ(one.events.at(2).traffic.answersFrame, 1);

    // One recording alone is copied byte for byte.
    const QString copy = dir.filePath(u"copy.mcpsession"_s);
    ASSERT_TRUE(SessionMerger::write({sources.first()}, copy, &error)) << qPrintable(error);
    EXPECT_EQ(bytesOf(copy), bytesOf(sources.first().path));
}

TEST(SessionConnections, ADamagedRecordingFailsTheCombinedSaveAndKeepsTheTarget)
{
    QTemporaryDir dir;
    const QString good = dir.filePath(u"good.mcpsession"_s);
    SessionHeader header;
    header.server.program = u"alpha"_s;
    ASSERT_EQ(writeAllEvents(good, header, {}), QString());
    const QString bad = dir.filePath(u"bad.mcpsession"_s);
    putBytes(bad, bytesOf(good) + "{not json\n");
    const QString target = dir.filePath(u"window.mcpsession"_s);
    putBytes(target, "before");
    QString error;
    EXPECT_FALSE(SessionMerger::write({SessionSource{good, SessionEvent::kNoConnection, {}},
                                       SessionSource{bad, SessionEvent::kNoConnection, {}}},
                                      target,
                                      &error));
    EXPECT_TRUE(error.contains(u"bad.mcpsession, line 2: not JSON"_s)) << qPrintable(error);
    EXPECT_EQ(bytesOf(target), QByteArray("before"));
    EXPECT_FALSE(QFile::exists(target + u".part"_s));
}

struct HostileConnectionsRow
{
    const char *name;
    QByteArray content; // the whole file
    int errorLine;
    const char *errorContains;
    int eventsBefore;
};

std::ostream &operator<<(std::ostream &out, const HostileConnectionsRow &row)
{
    return out << row.name;
}

class HostileConnectionsFile : public ::testing::TestWithParam<HostileConnectionsRow>
{};

TEST_P(HostileConnectionsFile, StopsAtTheLineAndSaysWhy)
{
    const HostileConnectionsRow &row = GetParam();
    QTemporaryDir dir;
    const QString path = dir.filePath(u"hostile.mcpsession"_s);
    putBytes(path, row.content);
    const SessionReader::Loaded loaded = SessionReader::load(path);
    EXPECT_EQ(loaded.errorLine, row.errorLine) << qPrintable(loaded.error);
    EXPECT_TRUE(loaded.error.contains(QString::fromUtf8(row.errorContains)))
        << qPrintable(loaded.error);
    EXPECT_TRUE(loaded.error.contains(u"line %1:"_s.arg(row.errorLine)))
        << qPrintable(loaded.error);
    EXPECT_EQ(loaded.events.size(), size_t(row.eventsBefore));
}

const QByteArray kTwoConnections
    = R"({"format":"mcpscope-session","version":2,"connections":[{"tag":1,"name":"a"},{"tag":2,"server":{"program":"b"}}]})"
      "\n";
const QByteArray kOneConnection = R"({"format":"mcpscope-session","version":1,"server":{}})"
                                  "\n";
const QByteArray kFrameOf1 = R"({"type":"frame","conn":1,"seq":1,"time":1,"dir":"out","raw":"{}"})"
                             "\n";

QByteArray headerWithConnections(int count)
{
    QJsonArray connections;
    for (int i = 0; i < count; ++i)
        connections.append(QJsonObject{{"tag"_L1, i}});
    return QJsonDocument(QJsonObject{{"format"_L1, u"mcpscope-session"_s},
                                     {"version"_L1, 2},
                                     {"connections"_L1, connections}})
               .toJson(QJsonDocument::Compact)
           + '\n';
}

const HostileConnectionsRow hostileConnectionsRows[] = {
    {"version_2_without_connections",
     R"({"format":"mcpscope-session","version":2,"server":{}})"
     "\n",
     1,
     "\"connections\" is missing",
     0},
    {"no_connections", headerWithConnections(0), 1, "must list 1 to 1000 connections, got 0", 0},
    {"too_many_connections",
     headerWithConnections(1001),
     1,
     "must list 1 to 1000 connections, got 1001",
     0},
    {"duplicate_tags",
     R"({"format":"mcpscope-session","version":2,"connections":[{"tag":4},{"tag":5},{"tag":4}]})"
     "\n",
     1,
     "connection 3 of \"connections\": tag 4 is listed twice",
     0},
    {"tag_out_of_range",
     R"({"format":"mcpscope-session","version":2,"connections":[{"tag":70000}]})"
     "\n",
     1,
     "\"tag\" must be 0 to 65535, got 70000",
     0},
    {"tag_missing",
     R"({"format":"mcpscope-session","version":2,"connections":[{"name":"x"}]})"
     "\n",
     1,
     "connection 1 of \"connections\": \"tag\" is missing",
     0},
    {"connection_not_object",
     R"({"format":"mcpscope-session","version":2,"connections":["x"]})"
     "\n",
     1,
     "it must be an object",
     0},
    {"unknown_version",
     R"({"format":"mcpscope-session","version":3,"connections":[]})"
     "\n",
     1,
     "format version 3 is not supported (this mcpscope reads versions 1 and 2)",
     0},
    {"event_of_unknown_connection",
     kTwoConnections + kFrameOf1
         + R"({"type":"frame","conn":9,"seq":1,"time":1,"dir":"out","raw":"{}"})"
           "\n",
     3,
     "names connection 9, which the header does not list (it lists 1, 2)",
     1},
    {"event_without_connection",
     kTwoConnections + kFrameOf1
         + R"({"type":"frame","seq":2,"time":1,"dir":"out","raw":"{}"})"
           "\n",
     3,
     "names no connection",
     1},
    {"connection_in_a_file_of_one",
     kOneConnection + kFrameOf1,
     2,
     "names connection 1, but the file records one connection",
     0},
    {"connection_is_a_string",
     kTwoConnections
         + R"({"type":"action","conn":"1","time":1,"action":"x"})"
           "\n",
     2,
     "\"conn\" must be of type integer, got string",
     0},
    {"connection_out_of_range",
     kTwoConnections
         + R"({"type":"handshake","conn":-1,"time":1,"protocolVersion":"x"})"
           "\n",
     2,
     "\"conn\" must be a connection tag (0 to 65535), got -1",
     0},
    {"redacted_is_a_string",
     kTwoConnections
         + R"({"type":"frame","conn":2,"seq":1,"time":1,"dir":"out","raw":"{}","redacted":"yes"})"
           "\n",
     2,
     "\"redacted\" must be of type boolean, got string",
     0},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         HostileConnectionsFile,
                         ::testing::ValuesIn(hostileConnectionsRows),
                         [](const auto &info) { return std::string(info.param.name); });

} // namespace SessionConnectionsTest
