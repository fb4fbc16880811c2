// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Where interface snapshots are kept (the last 20 per server, owner-only, bounded, damaged
// files skipped) and how a session's interface is collected (every page, through PagedList).
#include "sessionharness.h"
#include "support/qtprinters.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/snapshot/snapshotcollector.h>
#include <core/snapshot/snapshotstore.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace snapshotstoretest {

const QString kServer = u"stdio node server.js --token s3cr3t"_s;

InterfaceSnapshot numbered(int n)
{
    InterfaceSnapshot snapshot;
    snapshot.takenAt = QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC).addSecs(n);
    snapshot.setItems(InterfaceSnapshot::Kind::Tools,
                      {QJsonObject{{"name"_L1, u"tool%1"_s.arg(n)}}});
    return snapshot;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly)) << path.toStdString();
    file.write(bytes);
}

TEST(SnapshotStore, KeepsTheLastTwentyPerServer)
{
    QTemporaryDir dir;
    const SnapshotStore store(dir.path());
    EXPECT_FALSE(store.latest(kServer).snapshot.has_value());
    for (int n = 1; n <= 23; ++n)
        ASSERT_FALSE(store.save(kServer, numbered(n)).has_value());
    const QStringList files = store.files(kServer);
    ASSERT_EQ(files.size(), SnapshotStore::kKept);
    EXPECT_TRUE(files.constFirst().endsWith(u"/snapshot-00000004.json"_s));
    EXPECT_TRUE(files.constLast().endsWith(u"/snapshot-00000023.json"_s));
    const SnapshotStore::Latest latest = store.latest(kServer);
    ASSERT_TRUE(latest.snapshot.has_value());
    EXPECT_EQ(latest.snapshot->takenAt, numbered(23).takenAt);
    EXPECT_TRUE(latest.problems.isEmpty());
    // Another server has its own history.
    EXPECT_FALSE(store.latest(u"stdio other"_s).snapshot.has_value());
    ASSERT_FALSE(store.save(u"stdio other"_s, numbered(99)).has_value());
    EXPECT_EQ(store.files(kServer).size(), SnapshotStore::kKept);
    EXPECT_EQ(store.files(u"stdio other"_s).size(), 1);
}

TEST(SnapshotStore, FilesAreOwnerOnlyAndNameNoSecretOfTheKey)
{
    QTemporaryDir dir;
    const SnapshotStore store(dir.path() + u"/snapshots"_s);
    ASSERT_FALSE(store.save(kServer, numbered(1)).has_value());
    const QString path = store.files(kServer).value(0);
    ASSERT_FALSE(path.isEmpty());
    EXPECT_EQ(QFile::permissions(path) & ~(QFileDevice::ReadUser | QFileDevice::WriteUser),
              QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    for (const QString &folder : {store.folder(), store.serverFolder(kServer)})
        EXPECT_EQ(QFile::permissions(folder)
                      & ~(QFileDevice::ReadUser | QFileDevice::WriteUser | QFileDevice::ExeUser),
                  QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner)
            << folder.toStdString();
    EXPECT_FALSE(path.contains(u"s3cr3t"_s));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_FALSE(file.readAll().contains("s3cr3t"));
}

TEST(SnapshotStore, SkipsADamagedNewestFileAndSaysWhich)
{
    QTemporaryDir dir;
    const SnapshotStore store(dir.path());
    ASSERT_FALSE(store.save(kServer, numbered(1)).has_value());
    const QString damaged = store.serverFolder(kServer) + u"/snapshot-00000002.json"_s;
    writeFile(damaged, "{\"mcpscopeInterfaceSnapshot\": 1, \"takenAt\": ");
    const QString foreign = store.serverFolder(kServer) + u"/snapshot-00000003.json"_s;
    writeFile(foreign, "[\"something else\"]");
    const SnapshotStore::Latest latest = store.latest(kServer);
    ASSERT_TRUE(latest.snapshot.has_value());
    EXPECT_EQ(latest.snapshot->takenAt, numbered(1).takenAt);
    EXPECT_EQ(latest.problems,
              (QStringList{u"skipped a stored snapshot: %1: not an interface snapshot: the "
                           "document is not a JSON object"_s.arg(foreign),
                           u"skipped a stored snapshot: %1: not valid JSON: unterminated object at "
                           "offset 44"_s.arg(damaged)}));
    // The next save numbers on after the damaged files; the oldest go as usual.
    ASSERT_FALSE(store.save(kServer, numbered(4)).has_value());
    EXPECT_TRUE(store.files(kServer).constLast().endsWith(u"/snapshot-00000004.json"_s));
    EXPECT_EQ(store.latest(kServer).snapshot->takenAt, numbered(4).takenAt);
}

TEST(SnapshotStore, RefusesASnapshotLargerThanTheCap)
{
    QTemporaryDir dir;
    const SnapshotStore store(dir.path());
    // A hostile server's many tools: refused as a whole, nothing written.
    QJsonArray tools;
    const QString padding(1000, u'x');
    for (int i = 0; i < 5000; ++i)
        tools.append(QJsonObject{{"name"_L1, u"t%1"_s.arg(i)}, {"description"_L1, padding}});
    InterfaceSnapshot huge = numbered(1);
    huge.setItems(InterfaceSnapshot::Kind::Tools, tools);
    const std::optional<QString> error = store.save(kServer, huge);
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(error->startsWith(u"the server's interface is "_s)) << error->toStdString();
    EXPECT_TRUE(error->endsWith(u"(5000 items), more than the 4.0 MB a snapshot may have: it is "
                                "not stored"_s))
        << error->toStdString();
    EXPECT_TRUE(store.files(kServer).isEmpty());
    // An oversized file on disk is not even read.
    ASSERT_FALSE(store.save(kServer, numbered(2)).has_value());
    const QString big = store.serverFolder(kServer) + u"/snapshot-00000009.json"_s;
    writeFile(big, QByteArray(SnapshotStore::kMaxSnapshotBytes + 1, ' '));
    const SnapshotStore::Latest latest = store.latest(kServer);
    ASSERT_TRUE(latest.snapshot.has_value());
    EXPECT_EQ(latest.snapshot->takenAt, numbered(2).takenAt);
    EXPECT_EQ(latest.problems,
              QStringList{u"skipped a stored snapshot: %1 is 4.0 MB, more than the 4.0 MB an "
                          "interface snapshot may have"_s.arg(big)});
}

TEST(SnapshotStore, ReadFileNamesAMissingFile)
{
    const SnapshotStore::Read read = SnapshotStore::readFile(u"/nonexistent/snap.json"_s);
    EXPECT_FALSE(read.snapshot.has_value());
    EXPECT_EQ(read.error, u"cannot read /nonexistent/snap.json: No such file or directory"_s);
}

// A server with every feature: tools in three pages, one resource, no templates method,
// prompts that fail.
void serveEverything(SessionHarness &h)
{
    h.server->on(u"initialize"_s, [&h](const JsonRpcMessage &r) {
        h.server->respond(
            r,
            QJsonObject{
                {"protocolVersion"_L1, u"2025-11-25"_s},
                {"capabilities"_L1,
                 QJsonObject{{"tools"_L1, QJsonObject{}},
                             {"resources"_L1, QJsonObject{}},
                             {"prompts"_L1, QJsonObject{}}}},
                {"serverInfo"_L1, QJsonObject{{"name"_L1, u"paged"_s}, {"version"_L1, u"2"_s}}}});
    });
    h.server->on(u"tools/list"_s, [&h](const JsonRpcMessage &r) {
        const int at = r.paramsObject().value("cursor"_L1).toString().toInt();
        QJsonObject page{{"tools"_L1, QJsonArray{QJsonObject{{"name"_L1, u"t%1"_s.arg(2 - at)}}}}};
        if (at < 2)
            page.insert("nextCursor"_L1, QString::number(at + 1));
        h.server->respond(r, page);
    });
    h.server->on(u"resources/list"_s, [&h](const JsonRpcMessage &r) {
        h.server->respond(
            r, QJsonObject{{"resources"_L1, QJsonArray{QJsonObject{{"uri"_L1, u"r://1"_s}}}}});
    });
    h.server->on(u"resources/templates/list"_s, [&h](const JsonRpcMessage &r) {
        h.server->respondError(r, JsonRpc::ErrorCode::MethodNotFound, u"no such method"_s);
    });
    h.server->on(u"prompts/list"_s, [&h](const JsonRpcMessage &r) {
        h.server->respondError(r, JsonRpc::ErrorCode::InternalError, u"prompts are broken"_s);
    });
}

TEST(SnapshotCollector, ListsEveryPageOfEveryDeclaredFeature)
{
    SessionHarness h;
    serveEverything(h);
    ASSERT_TRUE(h.connectAndWait());
    SnapshotCollector collector(h.session.get());
    QSignalSpy finished(&collector, &SnapshotCollector::finished);
    collector.start();
    ASSERT_TRUE(finished.count() == 1 || finished.wait(5000));
    const InterfaceSnapshot &snapshot = collector.snapshot();
    EXPECT_EQ(snapshot.items(InterfaceSnapshot::Kind::Tools).keys(),
              (QStringList{u"t0"_s, u"t1"_s, u"t2"_s}));
    EXPECT_EQ(h.server->receivedWithMethod(u"tools/list"_s).size(), 3);
    EXPECT_EQ(snapshot.items(InterfaceSnapshot::Kind::Resources).keys(), QStringList{u"r://1"_s});
    EXPECT_TRUE(snapshot.items(InterfaceSnapshot::Kind::Templates).isEmpty());
    EXPECT_EQ(snapshot.server.value("serverInfo"_L1).toObject().value("name"_L1), u"paged"_s);
    EXPECT_TRUE(snapshot.capabilities.contains("prompts"_L1));
    // A server that does not know resources/templates/list has none; failed prompts are a
    // hole in the snapshot, with the reason.
    EXPECT_EQ(snapshot.incomplete.keys(), QList{InterfaceSnapshot::Kind::Prompts});
    EXPECT_TRUE(snapshot.incomplete.value(InterfaceSnapshot::Kind::Prompts)
                    .contains(u"prompts are broken"_s))
        << snapshot.incomplete.value(InterfaceSnapshot::Kind::Prompts).toStdString();
    EXPECT_TRUE(collector.isFinished());
}

TEST(SnapshotCollector, AsksOnlyForWhatTheServerDeclares)
{
    SessionHarness h; // the scripted server declares tools only
    h.server->on(u"tools/list"_s, [&h](const JsonRpcMessage &r) {
        h.server->respond(r, QJsonObject{{"tools"_L1, QJsonArray{}}});
    });
    ASSERT_TRUE(h.connectAndWait());
    SnapshotCollector collector(h.session.get());
    QSignalSpy finished(&collector, &SnapshotCollector::finished);
    collector.start();
    ASSERT_TRUE(finished.count() == 1 || finished.wait(5000));
    EXPECT_TRUE(collector.snapshot().incomplete.isEmpty());
    for (const char *method : {"resources/list", "resources/templates/list", "prompts/list"})
        EXPECT_TRUE(h.server->receivedWithMethod(QString::fromLatin1(method)).isEmpty()) << method;
}

TEST(SnapshotCollector, FinishesWhenTheSessionGoesAway)
{
    SessionHarness h;
    h.server->on(u"tools/list"_s, [](const JsonRpcMessage &) {}); // never answers
    ASSERT_TRUE(h.connectAndWait());
    SnapshotCollector collector(h.session.get());
    QSignalSpy finished(&collector, &SnapshotCollector::finished);
    collector.start();
    EXPECT_EQ(finished.count(), 0);
    h.session.reset();
    ASSERT_EQ(finished.count(), 1);
    // The pending page fails as the session closes: the list is a hole, with the reason.
    EXPECT_EQ(collector.snapshot().incomplete.value(InterfaceSnapshot::Kind::Tools),
              u"session closed"_s);
}

} // namespace snapshotstoretest
