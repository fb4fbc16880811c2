// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// mcpscope-cli diff-interface OLD NEW: two snapshot files compared without a server, in the
// text --method snapshot --diff-with prints; exit 0 same, 6 changed, 2 a file that cannot be
// used (named in the message), 1 a usage error. The fixtures are in tests/data/snapshots.
#include "clirun.h"
#include "support/qtprinters.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace clidiffinterfacetest {

QString fixture(const QString &name)
{
    return QStringLiteral(MCPSCOPE_TEST_DATA_DIR) + u"/snapshots/"_s + name;
}

CliRun diffInterface(const QStringList &arguments)
{
    return CliRun::run(QStringList{u"diff-interface"_s} + arguments);
}

TEST(CliDiffInterface, PrintsTheChangesAndExitsSix)
{
    const CliRun run
        = diffInterface({fixture(u"weather-1.0.json"_s), fixture(u"weather-1.1.json"_s)});
    EXPECT_EQ(run.exitCode, 6) << run.errText().toStdString();
    EXPECT_TRUE(run.err.isEmpty()) << run.errText().toStdString();
    EXPECT_EQ(run.outText(),
              u"3 changes: 1 tool schema changed, 1 tool added, 1 prompt removed\n"
              "tool schema \"forecast\" changed\n"
              "    /inputSchema/properties/days/type: \"string\" → \"integer\"\n"
              "tool \"radar\" added\n"
              "prompt \"plan_picnic\" removed\n"_s);

    const CliRun json = diffInterface(
        {u"--format"_s, u"json"_s, fixture(u"weather-1.0.json"_s), fixture(u"weather-1.1.json"_s)});
    EXPECT_EQ(json.exitCode, 6) << json.errText().toStdString();
    const QJsonObject diff = json.json().value("diff"_L1).toObject();
    EXPECT_EQ(diff.value("count"_L1).toInt(), 3);
    EXPECT_EQ(diff.value("changes"_L1).toArray().at(0).toObject().value("key"_L1), u"forecast"_s);
}

TEST(CliDiffInterface, TheSameInterfaceIsNoChangesAndExitsZero)
{
    const CliRun run
        = diffInterface({fixture(u"weather-1.1.json"_s), fixture(u"weather-1.1.json"_s)});
    EXPECT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_EQ(run.outText(), u"no changes\n"_s);
}

// What --method snapshot --diff-with prints against the live server is what diff-interface
// prints for the same two documents.
TEST(CliDiffInterface, SaysWhatDiffWithSaysAgainstTheLiveServer)
{
    QTemporaryDir dir;
    const QStringList snapshot{u"--method"_s, u"snapshot"_s};
    const CliRun taken = CliRun::run(snapshot + QStringList{u"--"_s} + demoServer());
    ASSERT_EQ(taken.exitCode, 0) << taken.errText().toStdString();
    const QString now = dir.filePath(u"now.json"_s);
    QFile nowFile(now);
    ASSERT_TRUE(nowFile.open(QIODevice::WriteOnly));
    nowFile.write(taken.out);
    nowFile.close();
    QJsonObject older = taken.json();
    QJsonArray tools;
    for (const QJsonValue &tool : older.value("tools"_L1).toArray()) {
        if (tool.toObject().value("name"_L1) != "fail"_L1)
            tools.append(tool);
    }
    older.insert("tools"_L1, tools);
    const QString before = dir.filePath(u"before.json"_s);
    QFile beforeFile(before);
    ASSERT_TRUE(beforeFile.open(QIODevice::WriteOnly));
    beforeFile.write(QJsonDocument(older).toJson());
    beforeFile.close();

    const CliRun live
        = CliRun::run(snapshot + QStringList{u"--diff-with"_s, before, u"--"_s} + demoServer());
    const CliRun files = diffInterface({before, now});
    EXPECT_EQ(live.exitCode, 6) << live.errText().toStdString();
    EXPECT_EQ(files.exitCode, 6) << files.errText().toStdString();
    EXPECT_EQ(files.outText(), live.outText());
    EXPECT_EQ(files.outText(), u"1 change: 1 tool added\ntool \"fail\" added\n"_s);
}

TEST(CliDiffInterface, AFileThatCannotBeUsedIsNamedAndExitsTwo)
{
    QTemporaryDir dir;
    const QString oversized = dir.filePath(u"huge.json"_s);
    QFile huge(oversized);
    ASSERT_TRUE(huge.open(QIODevice::WriteOnly));
    huge.write(QByteArray(5 * 1024 * 1024, ' '));
    huge.close();
    const QString good = fixture(u"weather-1.0.json"_s);
    const struct
    {
        QString file;
        bool old;
        QString says;
    } cases[] = {
        {fixture(u"truncated.json"_s), true, u"not valid JSON"_s},
        {fixture(u"not-a-snapshot.json"_s),
         false,
         u"not an interface snapshot: it has no \"mcpscopeInterfaceSnapshot\" member"_s},
        {fixture(u"future-version.json"_s),
         false,
         u"interface snapshot version 99 is not supported"_s},
        {oversized, true, u"an interface snapshot may have"_s},
        {dir.filePath(u"missing.json"_s), false, u"cannot read"_s},
    };
    for (const auto &bad : cases) {
        const CliRun run
            = diffInterface(bad.old ? QStringList{bad.file, good} : QStringList{good, bad.file});
        EXPECT_EQ(run.exitCode, 2) << bad.file.toStdString();
        EXPECT_TRUE(run.out.isEmpty()) << run.outText().toStdString();
        const QString prefix = u"mcpscope-cli: error: diff-interface: %1 snapshot: "_s.arg(
            bad.old ? u"old"_s : u"new"_s);
        EXPECT_TRUE(run.errText().startsWith(prefix)) << run.errText().toStdString();
        EXPECT_TRUE(run.errText().contains(bad.file)) << run.errText().toStdString();
        EXPECT_TRUE(run.errText().contains(bad.says)) << run.errText().toStdString();
        EXPECT_EQ(run.errText().count(u'\n'), 1) << run.errText().toStdString();
    }
}

TEST(CliDiffInterface, UsageErrorsExitOne)
{
    const CliRun one = diffInterface({fixture(u"weather-1.0.json"_s)});
    EXPECT_EQ(one.exitCode, 1);
    EXPECT_TRUE(one.errText().contains(u"diff-interface compares two snapshot files, got 1"_s))
        << one.errText().toStdString();
    const CliRun option = diffInterface({u"--url"_s,
                                         u"http://x"_s,
                                         fixture(u"weather-1.0.json"_s),
                                         fixture(u"weather-1.1.json"_s)});
    EXPECT_EQ(option.exitCode, 1);
    EXPECT_TRUE(option.errText().contains(u"diff-interface takes no --url"_s))
        << option.errText().toStdString();
    const CliRun format = diffInterface(
        {u"--format=yaml"_s, fixture(u"weather-1.0.json"_s), fixture(u"weather-1.1.json"_s)});
    EXPECT_EQ(format.exitCode, 1);
    EXPECT_TRUE(format.errText().contains(u"--format must be text or json, got \"yaml\""_s));
    const CliRun help = diffInterface({u"--help"_s});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_TRUE(help.outText().contains(u"mcpscope-cli diff-interface OLD.json NEW.json"_s));
}

} // namespace clidiffinterfacetest
