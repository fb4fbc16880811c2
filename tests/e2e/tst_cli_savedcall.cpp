// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// mcpscope-cli --config servers.json --server NAME --saved-call CALL against the real demo
// server: a catalog written by ServerCatalog, a saved tool call and a saved prompt run from it.
#include "clirun.h"
#include "support/qtprinters.h"

#include <core/catalog/secretstore.h>
#include <core/catalog/servercatalog.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class CliSavedCall : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(config.isValid() && files.isValid());
        qputenv("XDG_CONFIG_HOME", config.path().toUtf8());
        path = files.filePath(u"servers.json"_s);
        MemorySecretStore store;
        ServerCatalog catalog(store, path);
        ServerConfig demo;
        demo.name = u"demo"_s;
        demo.program = demoServer().first();
        demo.arguments = demoServer().mid(1);
        QString error;
        const QString id = catalog.add(demo, &error);
        ASSERT_FALSE(id.isEmpty()) << error.toStdString();
        ASSERT_FALSE(
            catalog
                .addSavedCall(id,
                              SavedCall::make(u"echo hello"_s,
                                              SavedCall::Kind::Tool,
                                              u"echo"_s,
                                              {{"message"_L1, u"hello from a saved call"_s}}),
                              &error)
                .isEmpty());
        ASSERT_FALSE(catalog
                         .addSavedCall(id,
                                       SavedCall::make(
                                           u"greet"_s, SavedCall::Kind::Prompt, u"greeting"_s, {}),
                                       &error)
                         .isEmpty());
        ASSERT_TRUE(catalog.save(&error)) << error.toStdString();
    }
    void TearDown() override { qunsetenv("XDG_CONFIG_HOME"); }

    CliRun runCall(const QString &call, const QString &file = {}) const
    {
        return CliRun::run({u"--config"_s,
                            file.isEmpty() ? path : file,
                            u"--server"_s,
                            u"demo"_s,
                            u"--saved-call"_s,
                            call,
                            u"--yes"_s,
                            u"--format"_s,
                            u"json"_s});
    }

    QTemporaryDir config;
    QTemporaryDir files;
    QString path;
};

TEST_F(CliSavedCall, RunsASavedToolCallWithItsArguments)
{
    const CliRun run = runCall(u"echo hello"_s);
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    const QJsonArray content = run.json()["result"_L1]["content"_L1].toArray();
    ASSERT_FALSE(content.isEmpty()) << run.outText().toStdString();
    EXPECT_TRUE(content.first()["text"_L1].toString().contains(u"hello from a saved call"_s))
        << run.outText().toStdString();
}

TEST_F(CliSavedCall, RunsASavedPrompt)
{
    const CliRun run = runCall(u"greet"_s);
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_FALSE(run.json()["result"_L1]["messages"_L1].toArray().isEmpty())
        << run.outText().toStdString();
}

TEST_F(CliSavedCall, AnUnknownCallListsTheSavedCalls)
{
    const CliRun run = runCall(u"nope"_s);
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.out.isEmpty());
    EXPECT_TRUE(run.errText().contains(
        u"\"demo\" has no saved call \"nope\" in %1; it has:\n  echo hello (tool echo)\n  greet "
        "(prompt greeting)\n"_s.arg(path)))
        << run.errText().toStdString();
}

TEST_F(CliSavedCall, AnotherClientsFileHasNoSavedCalls)
{
    const QString claude = files.filePath(u"claude_desktop_config.json"_s);
    QFile file(claude);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(
                   QJsonObject{{"mcpServers"_L1,
                                QJsonObject{{"demo"_L1,
                                             QJsonObject{{"command"_L1, demoServer().first()}}}}}})
                   .toJson());
    file.close();
    const CliRun run = runCall(u"echo hello"_s, claude);
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.errText().contains(
        u"--saved-call needs mcpscope's server catalog (servers.json); %1 is a Claude Desktop "
        "file, which has no saved calls"_s.arg(claude)))
        << run.errText().toStdString();
}

TEST_F(CliSavedCall, SavedCallWithMethodIsAUsageError)
{
    const CliRun run = CliRun::run({u"--config"_s,
                                    path,
                                    u"--server"_s,
                                    u"demo"_s,
                                    u"--saved-call"_s,
                                    u"greet"_s,
                                    u"--method"_s,
                                    u"tools/list"_s});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.errText().contains(u"leave out --method"_s)) << run.errText().toStdString();
}

} // namespace
