// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The real mcpscope executable, offscreen, started with --config FILE --server NAME and the
// command line's -e, --cwd and --era: they are laid over the file's server exactly as
// mcpscope-cli lays them (CliConfigServer::layCommandLineOver), so the server that runs (and
// the one remembered for the next start) has them. --screenshot makes the run end by itself.
#include "uitesthelpers.h"

#include <core/catalog/confirmedcommands.h>
#include <ui/connection/connectionhistory.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

#ifdef MCPSCOPE_GUI_PATH
TEST(GuiConfigCommandLine, EnvCwdAndEraAreLaidOverTheConfigServer)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QStringList demo = UiTest::demoServerCommand();
    ASSERT_FALSE(demo.isEmpty());
    // A Claude Desktop file naming the demo server, with a variable the command line replaces.
    const QString configPath = dir.filePath(u"claude_desktop_config.json"_s);
    {
        QFile file(configPath);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        const QJsonObject server{
            {"command"_L1, demo.first()},
            {"args"_L1, QJsonArray::fromStringList(demo.mid(1))},
            {"env"_L1,
             QJsonObject{{"FROM_FILE"_L1, u"file"_s}, {"REPLACED"_L1, u"by the file"_s}}}};
        file.write(QJsonDocument(QJsonObject{{"mcpServers"_L1, QJsonObject{{"demo"_L1, server}}}})
                       .toJson());
    }
    const QString workFolder = dir.filePath(u"work"_s);
    ASSERT_TRUE(QDir().mkpath(workFolder));

    // The command as it will run was confirmed before (the child's own config folder), so no
    // question stops it; without -e and --cwd laid over, it would be another command and the
    // window would ask instead of connecting.
    const QString childConfig = dir.filePath(u"config"_s);
    ServerConfig expected;
    expected.program = demo.first();
    expected.arguments = demo.mid(1);
    expected.environment = {{u"FROM_FILE"_s, u"file"_s, false},
                            {u"REPLACED"_s, u"by the command line"_s, false},
                            {u"FROM_COMMAND_LINE"_s, u"1"_s, false}};
    expected.workingDirectory = workFolder;
    ConfirmedCommands confirmed(childConfig + u"/mcpscope/mcpscope/confirmed-commands.json"_s);
    QString error;
    ASSERT_TRUE(confirmed.confirm(expected, &error)) << qPrintable(error);

    QProcess gui;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(u"XDG_CONFIG_HOME"_s, childConfig);
    environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    gui.setProcessEnvironment(environment);
    gui.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    const QString screenshot = dir.filePath(u"window.png"_s);
    gui.start(QStringLiteral(MCPSCOPE_GUI_PATH),
              {u"--config"_s,
               configPath,
               u"--server"_s,
               u"demo"_s,
               u"-e"_s,
               u"REPLACED=by the command line"_s,
               u"--env"_s,
               u"FROM_COMMAND_LINE=1"_s,
               u"--cwd"_s,
               workFolder,
               u"--era"_s,
               u"modern"_s,
               u"--screenshot"_s,
               screenshot});
    const auto stopped = [&gui] { return gui.state() == QProcess::NotRunning; };
    if (!UiTest::waitFor(stopped, 60000)) {
        gui.kill();
        UiTest::waitFor(stopped);
        FAIL() << "mcpscope did not finish: a question about the command stopped it?";
    }
    ASSERT_EQ(gui.error(), QProcess::UnknownError) << qPrintable(gui.errorString());
    EXPECT_EQ(gui.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(gui.exitCode(), 0);
    EXPECT_TRUE(QFile::exists(screenshot));

    // What connected is remembered for the next start: the file's server with the options.
    QSettings settings(childConfig + u"/mcpscope/mcpscope.conf"_s, QSettings::IniFormat);
    const std::optional<ConnectionHistory::Entry> last = ConnectionHistory::load(settings);
    ASSERT_TRUE(last.has_value()) << "nothing connected";
    EXPECT_EQ(last->config.program, demo.first());
    EXPECT_EQ(last->config.workingDirectory, workFolder);
    EXPECT_EQ(last->config.era, ServerConfig::Era::Modern);
    QStringList environmentShown;
    for (const ServerConfig::EnvironmentVariable &variable : last->config.environment)
        environmentShown << variable.name + u'=' + variable.value;
    EXPECT_EQ(environmentShown,
              (QStringList{u"FROM_FILE=file"_s,
                           u"REPLACED=by the command line"_s,
                           u"FROM_COMMAND_LINE=1"_s}));
}
#endif

} // namespace
