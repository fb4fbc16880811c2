// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// mcpscope-cli --method snapshot [--diff-with FILE] against the bundled demo server, and the
// SnapshotCollector on a real stdio session with it.
#include "clirun.h"
#include "support/qtprinters.h"

#include <core/mcp/mcpsession.h>
#include <core/snapshot/snapshotcollector.h>
#include <core/transport/autohttptransport.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace clisnapshottest {

QStringList snapshotOf(QStringList options)
{
    return QStringList{u"--method"_s, u"snapshot"_s} + options + QStringList{u"--"_s}
           + demoServer();
}

void writeJson(const QString &path, const QJsonObject &json)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(json).toJson());
}

TEST(SnapshotCollectorDemo, CollectsTheWholeInterfaceOverStdio)
{
    const QStringList command = demoServer();
    ServerConfig config;
    config.program = command.first();
    config.arguments = command.mid(1);
    McpSession session(createTransport(config));
    session.connectToServer();
    ASSERT_TRUE(
        QTest::qWaitFor([&session] { return session.state() == McpSession::State::Ready; }, 20000));
    SnapshotCollector collector(&session);
    QSignalSpy finished(&collector, &SnapshotCollector::finished);
    collector.start();
    ASSERT_TRUE(finished.count() == 1 || finished.wait(20000));
    const InterfaceSnapshot &snapshot = collector.snapshot();
    EXPECT_TRUE(snapshot.incomplete.isEmpty());
    EXPECT_TRUE(snapshot.notes.isEmpty()) << snapshot.notes.join(u'\n').toStdString();
    EXPECT_EQ(snapshot.server.value("serverInfo"_L1).toObject().value("name"_L1),
              u"mcpscope-demo-server"_s);
    EXPECT_TRUE(snapshot.items(InterfaceSnapshot::Kind::Tools).contains(u"echo"_s));
    EXPECT_TRUE(snapshot.items(InterfaceSnapshot::Kind::Tools)
                    .value(u"echo"_s)
                    .value("inputSchema"_L1)
                    .isObject());
    EXPECT_TRUE(
        snapshot.items(InterfaceSnapshot::Kind::Resources).contains(u"demo://docs/readme"_s));
    EXPECT_FALSE(snapshot.items(InterfaceSnapshot::Kind::Templates).isEmpty());
    EXPECT_TRUE(snapshot.items(InterfaceSnapshot::Kind::Prompts).contains(u"code_review"_s));
    session.disconnectFromServer();
    ASSERT_TRUE(QTest::qWaitFor(
        [&session] { return session.state() == McpSession::State::Disconnected; }, 20000));
}

TEST(CliSnapshot, PrintsTheInterfaceAndDiffsWithIt)
{
    QTemporaryDir dir;
    const CliRun taken = CliRun::run(snapshotOf({}));
    ASSERT_EQ(taken.exitCode, 0) << taken.errText().toStdString();
    const QJsonObject json = taken.json();
    EXPECT_EQ(json.value("mcpscopeInterfaceSnapshot"_L1).toInt(), 1);
    EXPECT_FALSE(json.value("tools"_L1).toArray().isEmpty());
    const QString saved = dir.filePath(u"demo.json"_s);
    writeJson(saved, json);

    // The same server again: no changes, exit 0.
    const CliRun same = CliRun::run(snapshotOf({u"--diff-with"_s, saved}));
    EXPECT_EQ(same.exitCode, 0) << same.errText().toStdString();
    EXPECT_EQ(same.outText(), u"no changes\n"_s);

    // The saved file edited: the server now seems to have changed, exit 6.
    QJsonObject edited = json;
    QJsonArray tools;
    for (const QJsonValue &value : json.value("tools"_L1).toArray()) {
        QJsonObject tool = value.toObject();
        if (tool.value("name"_L1) == "fail"_L1)
            continue; // "fail" is new since then
        if (tool.value("name"_L1) == "echo"_L1)
            tool.insert("description"_L1, u"an older description"_s);
        tools.append(tool);
    }
    edited.insert("tools"_L1, tools);
    writeJson(saved, edited);
    const CliRun text = CliRun::run(snapshotOf({u"--diff-with"_s, saved}));
    EXPECT_EQ(text.exitCode, 6) << text.errText().toStdString();
    const QStringList lines = text.outText().split(u'\n');
    ASSERT_GE(lines.size(), 4) << text.outText().toStdString();
    EXPECT_EQ(lines.at(0), u"2 changes: 1 tool changed, 1 tool added"_s);
    EXPECT_EQ(lines.at(1), u"tool \"echo\" changed"_s);
    EXPECT_TRUE(lines.at(2).startsWith(u"    /description: \"an older description\" → \"Returns"_s))
        << lines.at(2).toStdString();
    EXPECT_EQ(lines.at(3), u"tool \"fail\" added"_s);

    const CliRun asJson
        = CliRun::run(snapshotOf({u"--diff-with"_s, saved, u"--format"_s, u"json"_s}));
    EXPECT_EQ(asJson.exitCode, 6) << asJson.errText().toStdString();
    const QJsonObject diff = asJson.json().value("diff"_L1).toObject();
    EXPECT_EQ(diff.value("count"_L1).toInt(), 2);
    const QJsonObject first = diff.value("changes"_L1).toArray().at(0).toObject();
    EXPECT_EQ(first.value("key"_L1).toString(), u"echo"_s);
    EXPECT_EQ(first.value("differences"_L1).toArray().at(0).toObject().value("pointer"_L1),
              u"/description"_s);
}

TEST(CliSnapshot, AnUnusableFileIsAUsageErrorBeforeAnyServerStarts)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"other.json"_s);
    writeJson(path, QJsonObject{{"tools"_L1, QJsonArray{}}});
    const CliRun run = CliRun::run(snapshotOf({u"--diff-with"_s, path}));
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_EQ(run.errText(),
              u"mcpscope-cli: error: --diff-with: %1: not an interface snapshot: it has no "
              "\"mcpscopeInterfaceSnapshot\" member\n"_s.arg(path));
    EXPECT_TRUE(run.out.isEmpty());
}

} // namespace clisnapshottest
