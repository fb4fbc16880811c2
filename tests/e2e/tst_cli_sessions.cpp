// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clirun.h"
#include "demoremote.h"
#include "support/qtprinters.h"

#include <core/session/sessionmerger.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// Recording, replaying, raw frames and load runs of the real mcpscope-cli against the demo
// server.
namespace {

QStringList echoCall(const QString &message)
{
    return {u"--method"_s,
            u"tools/call"_s,
            u"--tool-name"_s,
            u"echo"_s,
            u"--tool-arg"_s,
            u"message="_s + message};
}

QStringList withDemo(QStringList arguments, const QStringList &serverOptions = {})
{
    return arguments << serverOptions << u"--"_s << demoServer();
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

class CliSessions : public ::testing::Test
{
protected:
    QString recordEcho()
    {
        const QString path = dir.filePath(u"echo.mcpsession"_s);
        const CliRun run
            = CliRun::run(withDemo(QStringList{u"--record"_s, path} << echoCall(u"hello"_s)));
        EXPECT_EQ(run.exitCode, 0) << run.errText().toStdString();
        return path;
    }
    QTemporaryDir dir;
};

TEST_F(CliSessions, ReplayOfAnUnchangedServerExits0)
{
    const QString session = recordEcho();
    const CliRun run = CliRun::run(withDemo({u"replay"_s, session}));
    EXPECT_EQ(run.exitCode, 0) << run.outText().toStdString() << run.errText().toStdString();
    EXPECT_TRUE(run.outText().contains(u"tools/call (id 3): identical"_s))
        << run.outText().toStdString();
    EXPECT_TRUE(
        run.outText().contains(u"summary: 3 identical, 0 changed, 0 new errors, 0 missing"_s))
        << run.outText().toStdString();
}

TEST_F(CliSessions, ReplayOfAChangedToolExits6NamingThePointer)
{
    const QString session = recordEcho();
    const CliRun run = CliRun::run(
        withDemo({u"replay"_s, session}, {u"-e"_s, u"MCPSCOPE_DEMO_SHOUTING_ECHO=1"_s}));
    EXPECT_EQ(run.exitCode, 6) << run.errText().toStdString();
    EXPECT_TRUE(run.outText().contains(u"/content/0/text: \"hello\" → \"HELLO\""_s))
        << run.outText().toStdString();

    const CliRun json = CliRun::run(withDemo({u"replay"_s, session, u"--format"_s, u"json"_s},
                                             {u"-e"_s, u"MCPSCOPE_DEMO_SHOUTING_ECHO=1"_s}));
    EXPECT_EQ(json.exitCode, 6);
    const QJsonObject replay = json.json().value("replay"_L1).toObject();
    EXPECT_EQ(replay.value("summary"_L1).toObject().value("changed"_L1).toInt(), 1);
    const QJsonObject call = replay.value("requests"_L1).toArray().last().toObject();
    EXPECT_EQ(call.value("status"_L1).toString(), u"changed"_s);
    EXPECT_EQ(call.value("differences"_L1).toArray().first().toObject().value("pointer"_L1),
              QJsonValue(u"/content/0/text"_s));
}

TEST_F(CliSessions, IgnoredPointerMakesTheReplayIdentical)
{
    const QString session = recordEcho();
    const CliRun run
        = CliRun::run(withDemo({u"replay"_s, session, u"--ignore"_s, u"/content/*/text"_s},
                               {u"-e"_s, u"MCPSCOPE_DEMO_SHOUTING_ECHO=1"_s}));
    EXPECT_EQ(run.exitCode, 0) << run.outText().toStdString();
}

// A file of several connections (the GUI's Save Session As with several servers) replays the
// one --connection names, by name or position; without it the replay is refused with the list.
TEST_F(CliSessions, ReplayOfAFileOfSeveralConnectionsReplaysTheChosenOne)
{
    QList<SessionSource> sources;
    for (const QString &message : {u"first"_s, u"second"_s}) {
        const QString path = dir.filePath(message + u".mcpsession"_s);
        const CliRun run
            = CliRun::run(withDemo(QStringList{u"--record"_s, path} << echoCall(message)));
        ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
        sources << SessionSource{path, SessionEvent::kNoConnection, u"demo "_s + message};
    }
    const QString window = dir.filePath(u"window.mcpsession"_s);
    QString error;
    ASSERT_TRUE(SessionMerger::write(sources, window, &error)) << error.toStdString();

    const CliRun unchosen = CliRun::run(withDemo({u"replay"_s, window}));
    EXPECT_EQ(unchosen.exitCode, 1);
    EXPECT_TRUE(unchosen.errText().contains(
        u"records 2 connections; choose one with --connection NAME|INDEX: 1: demo first, 2: "
        "demo second"_s))
        << unchosen.errText().toStdString();

    const QStringList shouting{u"-e"_s, u"MCPSCOPE_DEMO_SHOUTING_ECHO=1"_s};
    const CliRun second
        = CliRun::run(withDemo({u"replay"_s, window, u"--connection"_s, u"2"_s}, shouting));
    EXPECT_EQ(second.exitCode, 6) << second.errText().toStdString();
    EXPECT_TRUE(second.outText().contains(u"/content/0/text: \"second\" → \"SECOND\""_s))
        << second.outText().toStdString();
    EXPECT_FALSE(second.outText().contains(u"first"_s)) << second.outText().toStdString();

    const CliRun byName = CliRun::run(
        withDemo({u"replay"_s, window, u"--connection"_s, u"demo first"_s}, shouting));
    EXPECT_EQ(byName.exitCode, 6) << byName.errText().toStdString();
    EXPECT_TRUE(byName.outText().contains(u"/content/0/text: \"first\" → \"FIRST\""_s))
        << byName.outText().toStdString();

    const CliRun unknown = CliRun::run(withDemo({u"replay"_s, window, u"--connection"_s, u"3"_s}));
    EXPECT_EQ(unknown.exitCode, 1);
    EXPECT_TRUE(unknown.errText().contains(u"no connection \"3\"; it records 1: demo first, 2: "
                                           "demo second"_s))
        << unknown.errText().toStdString();

    // A file of one connection needs no choice, and may still be named by its position.
    const CliRun single
        = CliRun::run(withDemo({u"replay"_s, sources.first().path, u"--connection"_s, u"1"_s}));
    EXPECT_EQ(single.exitCode, 0) << single.errText().toStdString();
}

// The event number of the first event line holding text (1: the line after the header).
qint64 eventNumberOf(const QString &path, const QByteArray &text)
{
    const QList<QByteArray> lines = fileBytes(path).split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        if (lines.at(i).contains(text))
            return i;
    }
    return -1;
}

// --events replays a slice: the recorded handshake, then only the slice's requests, each
// compared with its recorded response (which lies after the slice).
TEST_F(CliSessions, ReplayOfASliceSendsOnlyItsRequests)
{
    const QString session = recordEcho();
    const qint64 call = eventNumberOf(session, R"(\"method\":\"tools/call\")");
    ASSERT_GT(call, 0);
    const QString slice = QString::number(call);
    const CliRun run = CliRun::run(withDemo({u"replay"_s, session, u"--events"_s, slice},
                                            {u"-e"_s, u"MCPSCOPE_DEMO_SHOUTING_ECHO=1"_s}));
    EXPECT_EQ(run.exitCode, 6) << run.errText().toStdString();
    EXPECT_TRUE(run.outText().contains(
        u"replaying 2 request(s) from %1 (events %2) against"_s.arg(session, slice)))
        << run.outText().toStdString();
    EXPECT_TRUE(run.outText().contains(u"/content/0/text: \"hello\" → \"HELLO\""_s))
        << run.outText().toStdString();
    EXPECT_FALSE(run.outText().contains(u"tools/list"_s)) << run.outText().toStdString();
    EXPECT_TRUE(
        run.outText().contains(u"summary: 1 identical, 1 changed, 0 new errors, 0 missing"_s))
        << run.outText().toStdString();

    const CliRun past = CliRun::run(withDemo({u"replay"_s, session, u"--events"_s, u"2-9999"_s}));
    EXPECT_EQ(past.exitCode, 1);
    EXPECT_TRUE(past.errText().contains(u"event(s); event "_s)
                && past.errText().contains(u" is past its end"_s))
        << past.errText().toStdString();

    const qint64 answer = eventNumberOf(session, R"(\"result\":{\"content\")");
    ASSERT_GT(answer, call);
    const CliRun nothing
        = CliRun::run(withDemo({u"replay"_s, session, u"--events"_s, QString::number(answer)}));
    EXPECT_EQ(nothing.exitCode, 1);
    EXPECT_TRUE(nothing.errText().contains(u"hold no request or notification the client sent"_s))
        << nothing.errText().toStdString();
}

TEST_F(CliSessions, ReplayAgainstAServerThatCannotStartExits4)
{
    const QString session = recordEcho();
    const CliRun run = CliRun::run({u"replay"_s, session, u"--"_s, dir.filePath(u"nope"_s)});
    EXPECT_EQ(run.exitCode, 4) << run.errText().toStdString();
}

TEST_F(CliSessions, DamagedSessionIsRefusedWithTheLine)
{
    const QString path = dir.filePath(u"bad.mcpsession"_s);
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(R"({"format":"mcpscope-session","version":1})"
               "\n{oops\n");
    file.close();
    const CliRun run = CliRun::run(withDemo({u"replay"_s, path}));
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.errText().contains(u"line 2: not JSON"_s)) << run.errText().toStdString();
}

TEST_F(CliSessions, ReplayNeverStartsTheRecordedCommandByItself)
{
    const QString session = recordEcho();
    const CliRun run = CliRun::run({u"replay"_s, session});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.errText().contains(u"never starts a process by itself"_s))
        << run.errText().toStdString();
}

TEST_F(CliSessions, RecordHoldsWhatTheUserAskedForAsAnAction)
{
    const QString path = recordEcho();
    QJsonObject action;
    for (const QByteArray &line : fileBytes(path).split('\n')) {
        const QJsonObject event = QJsonDocument::fromJson(line).object();
        if (event.value("type"_L1) == "action"_L1)
            action = event;
    }
    ASSERT_FALSE(action.isEmpty()) << fileBytes(path).toStdString();
    EXPECT_EQ(action.value("action"_L1), "cli"_L1);
    const QJsonObject detail = action.value("detail"_L1).toObject();
    EXPECT_EQ(detail.value("method"_L1), "tools/call"_L1);
    EXPECT_EQ(detail.value("toolName"_L1), "echo"_L1);
    EXPECT_EQ(detail.value("arguments"_L1).toObject().value("message"_L1), "hello"_L1);
}

TEST_F(CliSessions, RecordOverHttpKeepsTheTokenOutAndReplays)
{
    DemoRemoteServer server;
    ASSERT_TRUE(server.start()) << server.output().toStdString();
    const QString path = dir.filePath(u"http.mcpsession"_s);
    const QStringList remote{u"--url"_s,
                             server.httpUrl(),
                             u"--header"_s,
                             u"Authorization: Bearer e2e-secret-token-123"_s};
    const CliRun record
        = CliRun::run(QStringList{u"--record"_s, path} << echoCall(u"hi"_s) << remote);
    ASSERT_EQ(record.exitCode, 0) << record.errText().toStdString();
    const QByteArray bytes = fileBytes(path);
    EXPECT_TRUE(bytes.contains("\"http\"")) << "HTTP exchanges are recorded";
    EXPECT_FALSE(bytes.contains("e2e-secret-token-123"));
    const CliRun replay = CliRun::run(QStringList{u"replay"_s, path} << remote);
    EXPECT_EQ(replay.exitCode, 0) << replay.outText().toStdString()
                                  << replay.errText().toStdString();
}

TEST_F(CliSessions, RawFramePrintsEveryReplyAsJson)
{
    const CliRun run = CliRun::run(withDemo({u"--method"_s,
                                             u"raw"_s,
                                             u"--frame"_s,
                                             uR"({"jsonrpc":"2.0","id":"a","method":"ping"})"_s,
                                             u"--format"_s,
                                             u"json"_s}));
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    const QJsonArray received = run.json().value("received"_L1).toArray();
    ASSERT_EQ(received.size(), 1) << run.outText().toStdString();
    EXPECT_EQ(received.first().toObject().value("id"_L1), QJsonValue(u"a"_s)); // type kept
}

TEST_F(CliSessions, RawMalformedFrameWithoutHandshakeGetsTheParseError)
{
    const CliRun run = CliRun::run(withDemo({u"--method"_s,
                                             u"raw"_s,
                                             u"--no-handshake"_s,
                                             u"--frame"_s,
                                             u"{not json"_s,
                                             u"--format"_s,
                                             u"json"_s}));
    EXPECT_EQ(run.exitCode, 5) << run.errText().toStdString();
    const QJsonObject reply = run.json().value("received"_L1).toArray().first().toObject();
    EXPECT_EQ(reply.value("error"_L1).toObject().value("code"_L1).toInt(), -32700);
}

TEST_F(CliSessions, RawNotificationOverHttpIsNoResponse)
{
    DemoRemoteServer server;
    ASSERT_TRUE(server.start()) << server.output().toStdString();
    const CliRun run
        = CliRun::run({u"--method"_s,
                       u"raw"_s,
                       u"--frame"_s,
                       uR"({"jsonrpc":"2.0","method":"notifications/roots/list_changed"})"_s,
                       u"--url"_s,
                       server.httpUrl()});
    EXPECT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_EQ(run.outText(), u"no response\n"_s);
}

TEST_F(CliSessions, RepeatPrintsStats)
{
    const CliRun run = CliRun::run(withDemo(
        QStringList{u"--repeat"_s, u"50"_s, u"--concurrency"_s, u"3"_s, u"--format"_s, u"json"_s}
        << echoCall(u"x"_s)));
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    const QJsonObject stats = run.json().value("stats"_L1).toObject();
    EXPECT_EQ(stats.value("count"_L1).toInt(), 50);
    EXPECT_EQ(stats.value("errors"_L1).toInt(), 0);
    EXPECT_GT(stats.value("callsPerSecond"_L1).toDouble(), 0);
    const QJsonObject latency = stats.value("latencyMs"_L1).toObject();
    EXPECT_LE(latency.value("p50"_L1).toDouble(), latency.value("p99"_L1).toDouble());
    EXPECT_LE(latency.value("p99"_L1).toDouble(), latency.value("max"_L1).toDouble());
}

TEST_F(CliSessions, RepeatCountsToolErrors)
{
    const CliRun run = CliRun::run(withDemo(
        {u"--repeat"_s, u"5"_s, u"--method"_s, u"tools/call"_s, u"--tool-name"_s, u"fail"_s}));
    EXPECT_EQ(run.exitCode, 5);
    EXPECT_TRUE(run.outText().contains(u"5 errors"_s)) << run.outText().toStdString();
}

} // namespace
