// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// mcpscope-cli --config FILE --server NAME against the real demo server: the command from a
// Claude Desktop file runs only once it was confirmed, and the confirmation is remembered.
#include "clirun.h"
#include "support/qtprinters.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// Each test gets its own config folder: the confirmed commands live there.
class CliConfig : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(config.isValid() && files.isValid());
        qputenv("XDG_CONFIG_HOME", config.path().toUtf8());
        path = files.filePath(u"claude_desktop_config.json"_s);
        const QJsonObject demo{{"command"_L1, demoServer().first()},
                               {"args"_L1, QJsonArray()},
                               {"env"_L1, QJsonObject{{"DEMO_API_TOKEN"_L1, u"not-shown"_s}}}};
        const QJsonObject root{
            {"mcpServers"_L1,
             QJsonObject{{"demo"_L1, demo},
                         {"other"_L1, QJsonObject{{"command"_L1, u"/bin/false"_s}}}}}};
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(root).toJson());
    }
    void TearDown() override { qunsetenv("XDG_CONFIG_HOME"); }

    QStringList listTools(std::initializer_list<QString> extra = {}) const
    {
        QStringList arguments{u"--config"_s,
                              path,
                              u"--server"_s,
                              u"demo"_s,
                              u"--method"_s,
                              u"tools/list"_s,
                              u"--format"_s,
                              u"json"_s};
        for (const QString &word : extra)
            arguments << word;
        return arguments;
    }

    QTemporaryDir config;
    QTemporaryDir files;
    QString path;
};

TEST_F(CliConfig, UnconfirmedWithoutATerminalShowsTheCommandAndExits2)
{
    const CliRun run = CliRun::run(listTools());
    EXPECT_EQ(run.exitCode, 2) << run.errText().toStdString();
    EXPECT_TRUE(run.out.isEmpty());
    EXPECT_TRUE(run.errText().contains(u"argv[0] = "_s + demoServer().first()))
        << run.errText().toStdString();
    EXPECT_TRUE(run.errText().contains(u"with the environment variables: DEMO_API_TOKEN"_s));
    EXPECT_FALSE(run.errText().contains(u"not-shown"_s));
    EXPECT_TRUE(run.errText().contains(u"rerun with --yes"_s));
}

TEST_F(CliConfig, YesRunsItAndTheNextRunNeedsNoYes)
{
    const CliRun first = CliRun::run(listTools({u"--yes"_s}));
    ASSERT_EQ(first.exitCode, 0) << first.errText().toStdString();
    EXPECT_FALSE(first.json()["result"_L1]["tools"_L1].toArray().isEmpty())
        << first.outText().toStdString();
    EXPECT_TRUE(QFile::exists(config.filePath(u"mcpscope-cli/confirmed-commands.json"_s)));

    const CliRun second = CliRun::run(listTools());
    EXPECT_EQ(second.exitCode, 0) << second.errText().toStdString();
    EXPECT_FALSE(second.errText().contains(u"argv[0]"_s)) << second.errText().toStdString();
    EXPECT_FALSE(second.json()["result"_L1]["tools"_L1].toArray().isEmpty());

    // Confirming one server confirms nothing else.
    const CliRun other = CliRun::run(
        {u"--config"_s, path, u"--server"_s, u"other"_s, u"--method"_s, u"tools/list"_s});
    EXPECT_EQ(other.exitCode, 2) << other.errText().toStdString();
}

TEST_F(CliConfig, AnUnknownServerListsTheNames)
{
    const CliRun run = CliRun::run(
        {u"--config"_s, path, u"--server"_s, u"demoo"_s, u"--method"_s, u"tools/list"_s});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.errText().contains(u"no server \"demoo\" in "_s))
        << run.errText().toStdString();
    EXPECT_TRUE(run.errText().contains(u"(Claude Desktop); it has:\n  demo\n  other\n"_s))
        << run.errText().toStdString();
}

TEST_F(CliConfig, AnUnreadableFileExits2)
{
    const CliRun run = CliRun::run({u"--config"_s,
                                    files.filePath(u"missing.json"_s),
                                    u"--server"_s,
                                    u"demo"_s,
                                    u"--method"_s,
                                    u"tools/list"_s});
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.errText().contains(u"cannot read "_s)) << run.errText().toStdString();
}

} // namespace
