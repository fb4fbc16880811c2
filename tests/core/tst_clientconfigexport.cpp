// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Writing servers for each client, reading them back; where clients keep their files; the
// commands the user confirmed.
#include "configimportsupport.h"
#include "support/qtprinters.h"

#include <core/catalog/clientconfigexporter.h>
#include <core/catalog/configlocations.h>
#include <core/catalog/confirmedcommands.h>
#include <core/platform/privatefiles.h>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QList<ServerConfig> sampleServers()
{
    ServerConfig local;
    local.name = u"local"_s;
    local.program = u"/usr/bin/node"_s;
    local.arguments = {u"server.js"_s, u"--port"_s, u"a b"_s};
    local.environment
        = {{u"LOG_LEVEL"_s, u"debug"_s, false}, {u"DB_URL"_s, u"postgres://secret"_s, true}};
    local.workingDirectory = u"/srv/app"_s;

    ServerConfig http;
    http.name = u"remote http"_s;
    http.transport = ServerConfig::TransportKind::StreamableHttp;
    http.transportChosen = true;
    http.url = QUrl(u"https://mcp.example.com/mcp"_s);
    http.headers = {{u"X-Team"_s, u"blue"_s, false}, {u"Authorization"_s, u"Bearer abc"_s, true}};

    ServerConfig sse;
    sse.name = u"events"_s;
    sse.transport = ServerConfig::TransportKind::Sse;
    sse.transportChosen = true;
    sse.url = QUrl(u"https://legacy.example.com/sse"_s);

    ServerConfig socket;
    socket.name = u"socket"_s;
    socket.transport = ServerConfig::TransportKind::WebSocket;
    socket.transportChosen = true;
    socket.url = QUrl(u"ws://127.0.0.1:9000/mcp"_s);
    socket.era = ServerConfig::Era::Modern;
    socket.maxMessageBytes = 2 * 1024 * 1024;
    return {local, http, sse, socket};
}

// What must survive the trip: all but secret values. A JSON object has no order, so neither
// have the environment and the headers here.
QString comparable(const ServerConfig &config)
{
    QStringList env;
    for (const ServerConfig::EnvironmentVariable &variable : config.environment)
        env << (variable.secret ? QString(u"*"_s + variable.name)
                                : QString(variable.name + u'=' + variable.value));
    QStringList headers;
    for (const ServerConfig::Header &header : config.headers)
        headers << (header.secret ? QString(u"*"_s + header.name)
                                  : QString(header.name + u": "_s + header.value));
    const auto byName = [](const QString &a, const QString &b) {
        return a.mid(a.startsWith(u'*')) < b.mid(b.startsWith(u'*'));
    };
    std::sort(env.begin(), env.end(), byName);
    std::sort(headers.begin(), headers.end(), byName);
    return QStringList{config.name,
                       ServerConfig::transportName(config.transport),
                       commandText(config),
                       env.join(u';'),
                       headers.join(u';'),
                       config.workingDirectory}
        .join(u" | "_s);
}

struct RoundTripRow
{
    ClientConfigFormat format;
    const char *path; // where that client keeps it: the name breaks detection ties
    int servers;      // how many it can take of sampleServers()
};

class ExportRoundTrip : public ::testing::TestWithParam<RoundTripRow>
{};

TEST_P(ExportRoundTrip, ImportGivesBackEverythingButSecretValues)
{
    const RoundTripRow &row = GetParam();
    const QList<ServerConfig> servers = sampleServers();
    const ClientConfigSnippet snippet = ClientConfigExporter::write(row.format, servers);
    // No secret value leaves.
    EXPECT_FALSE(snippet.text.contains("postgres://secret")) << snippet.text.constData();
    EXPECT_FALSE(snippet.text.contains("Bearer abc")) << snippet.text.constData();

    TestImportContext context;
    context.environment.clear();
    context.answers.clear();
    const ClientConfigImport imported = ClientConfigImporter::import(
        snippet.text, QString::fromUtf8(row.path), context.context());
    ASSERT_TRUE(imported.ok()) << imported.error.toStdString();
    EXPECT_EQ(imported.problems, QStringList());
    EXPECT_EQ(ClientConfigFormats::id(imported.format), ClientConfigFormats::id(row.format))
        << snippet.text.constData();
    ASSERT_EQ(imported.servers.size(), row.servers) << snippet.text.constData();
    for (const ImportedServer &server : imported.servers) {
        const auto original
            = std::find_if(servers.begin(), servers.end(), [&](const ServerConfig &s) {
                  return s.name == server.name;
              });
        ASSERT_NE(original, servers.end()) << server.name.toStdString();
        EXPECT_EQ(comparable(server.config), comparable(*original)) << snippet.text.constData();
    }
    if (row.servers < servers.size())
        EXPECT_TRUE(snippet.notes.join(u'\n').contains(u"left out"_s));
}

const RoundTripRow roundTripRows[] = {
    {ClientConfigFormat::McpScope, "mcpscope-servers.json", 4},
    {ClientConfigFormat::ClaudeDesktop, "claude_desktop_config.json", 1},
    {ClientConfigFormat::ClaudeCode, "/p/.mcp.json", 3},
    {ClientConfigFormat::Cursor, "/p/.cursor/mcp.json", 3},
    {ClientConfigFormat::VsCode, "/p/.vscode/mcp.json", 3},
    {ClientConfigFormat::Windsurf, "mcp_config.json", 3},
    {ClientConfigFormat::Cline, "cline_mcp_settings.json", 3},
    {ClientConfigFormat::Inspector, "/home/a/.mcp-inspector/mcp.json", 3},
};

INSTANTIATE_TEST_SUITE_P(
    Formats, ExportRoundTrip, ::testing::ValuesIn(roundTripRows), [](const auto &info) {
        std::string id = ClientConfigFormats::id(info.param.format).toStdString();
        for (char &c : id)
            c = c == '-' ? '_' : c;
        return id;
    });

TEST(ClientConfigExport, OurFormatKeepsEraAndLimits)
{
    const ClientConfigSnippet snippet
        = ClientConfigExporter::write(ClientConfigFormat::McpScope, sampleServers());
    const ClientConfigImport imported = ClientConfigImporter::import(snippet.text, {}, {});
    const ImportedServer *socket = imported.find(u"socket"_s);
    ASSERT_NE(socket, nullptr);
    EXPECT_EQ(socket->config.era, ServerConfig::Era::Modern);
    EXPECT_EQ(socket->config.maxMessageBytes, 2 * 1024 * 1024);
}

TEST(ClientConfigExport, VsCodeAsksForEachSecretThroughAPasswordInput)
{
    const ClientConfigSnippet snippet
        = ClientConfigExporter::write(ClientConfigFormat::VsCode, sampleServers());
    const QJsonObject root = QJsonDocument::fromJson(snippet.text).object();
    const QJsonArray inputs = root.value("inputs"_L1).toArray();
    ASSERT_EQ(inputs.size(), 2);
    for (const QJsonValue &input : inputs) {
        EXPECT_EQ(input["type"_L1].toString(), u"promptString"_s);
        EXPECT_TRUE(input["password"_L1].toBool());
    }
    EXPECT_EQ(root["servers"_L1]["local"_L1]["env"_L1]["DB_URL"_L1].toString(),
              u"${input:%1}"_s.arg(inputs.at(0)["id"_L1].toString()));
}

TEST(ClientConfigExport, PlaceholdersAreTheClientsOwnSyntax)
{
    const QList<ServerConfig> servers{sampleServers().first()};
    const auto envValue = [&](ClientConfigFormat format) {
        const QJsonObject root
            = QJsonDocument::fromJson(ClientConfigExporter::write(format, servers).text).object();
        return root["mcpServers"_L1]["local"_L1]["env"_L1]["DB_URL"_L1].toString();
    };
    EXPECT_EQ(envValue(ClientConfigFormat::ClaudeCode), u"${DB_URL}"_s);
    EXPECT_EQ(envValue(ClientConfigFormat::Cursor), u"${env:DB_URL}"_s);
    EXPECT_EQ(envValue(ClientConfigFormat::Windsurf), u"${env:DB_URL}"_s);
    EXPECT_EQ(envValue(ClientConfigFormat::ClaudeDesktop), u"${DB_URL}"_s);
    EXPECT_TRUE(ClientConfigExporter::write(ClientConfigFormat::ClaudeDesktop, servers)
                    .notes.join(u'\n')
                    .contains(u"replace each ${NAME}"_s));
    EXPECT_EQ(ClientConfigExporter::referenceName(u"X-API-Key"_s), u"X_API_KEY"_s);
}

// ---------------------------------------------------------------------------------------------
// Where the files are

struct LocationRow
{
    const char *name;
    ConfigLocations::Os os;
    ClientConfigFormat format;
    const char *path;
};

class ConfigLocationRows : public ::testing::TestWithParam<LocationRow>
{};

TEST_P(ConfigLocationRows, AreListed)
{
    const LocationRow &row = GetParam();
    const ConfigLocations::Roots roots{u"/home/ada"_s, u"C:/Users/ada/AppData/Roaming"_s, {}};
    QStringList paths;
    for (const ConfigLocations::Location &location :
         ConfigLocations::candidates(row.os, roots, u"/src/app"_s)) {
        if (location.format == row.format)
            paths << location.path;
    }
    EXPECT_TRUE(paths.contains(QString::fromUtf8(row.path))) << paths.join(u", "_s).toStdString();
}

using Os = ConfigLocations::Os;
using F = ClientConfigFormat;
const LocationRow locationRows[] = {
    {"linux_desktop",
     Os::Linux,
     F::ClaudeDesktop,
     "/home/ada/.config/Claude/claude_desktop_config.json"},
    {"mac_desktop",
     Os::MacOs,
     F::ClaudeDesktop,
     "/home/ada/Library/Application Support/Claude/claude_desktop_config.json"},
    {"windows_desktop",
     Os::Windows,
     F::ClaudeDesktop,
     "C:/Users/ada/AppData/Roaming/Claude/claude_desktop_config.json"},
    {"claude_code_user", Os::Linux, F::ClaudeCodeUser, "/home/ada/.claude.json"},
    {"claude_code_project", Os::Linux, F::ClaudeCode, "/src/app/.mcp.json"},
    {"cursor_user", Os::MacOs, F::Cursor, "/home/ada/.cursor/mcp.json"},
    {"cursor_project", Os::Windows, F::Cursor, "/src/app/.cursor/mcp.json"},
    {"vscode_linux", Os::Linux, F::VsCode, "/home/ada/.config/Code/User/mcp.json"},
    {"vscode_mac_settings",
     Os::MacOs,
     F::VsCodeSettings,
     "/home/ada/Library/Application Support/Code/User/settings.json"},
    {"vscode_windows", Os::Windows, F::VsCode, "C:/Users/ada/AppData/Roaming/Code/User/mcp.json"},
    {"vscode_project", Os::Linux, F::VsCode, "/src/app/.vscode/mcp.json"},
    {"windsurf", Os::Linux, F::Windsurf, "/home/ada/.codeium/windsurf/mcp_config.json"},
    {"cline_extension",
     Os::Linux,
     F::Cline,
     "/home/ada/.config/Code/User/globalStorage/saoudrizwan.claude-dev/settings/"
     "cline_mcp_settings.json"},
    {"cline_cli", Os::MacOs, F::Cline, "/home/ada/.cline/data/settings/cline_mcp_settings.json"},
    {"inspector", Os::Linux, F::Inspector, "/home/ada/.mcp-inspector/mcp.json"},
    {"registry", Os::Linux, F::RegistryServer, "/src/app/server.json"},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         ConfigLocationRows,
                         ::testing::ValuesIn(locationRows),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(ConfigLocations, XdgConfigHomeMovesTheLinuxFolders)
{
    const ConfigLocations::Roots roots{u"/home/ada"_s, {}, u"/xdg"_s};
    QStringList paths;
    for (const ConfigLocations::Location &location : ConfigLocations::candidates(Os::Linux, roots))
        paths << location.path;
    EXPECT_TRUE(paths.contains(u"/xdg/Claude/claude_desktop_config.json"_s));
    EXPECT_TRUE(paths.contains(u"/xdg/Code/User/mcp.json"_s));
}

TEST(ConfigLocations, ExistingListsOnlyFiles)
{
    QTemporaryDir home;
    QTemporaryDir project;
    ASSERT_TRUE(home.isValid() && project.isValid());
    ASSERT_TRUE(QDir(home.path()).mkpath(u".cursor"_s));
    ASSERT_TRUE(QDir(project.path()).mkpath(u".vscode/mcp.json"_s)); // a folder, not a file
    for (const QString &path :
         {home.filePath(u".cursor/mcp.json"_s), project.filePath(u".mcp.json"_s)}) {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("{}");
    }
    const QList<ConfigLocations::Location> found
        = ConfigLocations::existing(Os::Linux, {home.path(), {}, {}}, project.path());
    ASSERT_EQ(found.size(), 2);
    EXPECT_EQ(found.at(0).format, F::Cursor);
    EXPECT_FALSE(found.at(0).project);
    EXPECT_EQ(found.at(1).format, F::ClaudeCode);
    EXPECT_TRUE(found.at(1).project);
}

// ---------------------------------------------------------------------------------------------
// Confirmed commands

ServerConfig command()
{
    ServerConfig config;
    config.program = u"npx"_s;
    config.arguments = {u"-y"_s, u"server"_s};
    config.environment = {{u"TOKEN"_s, u"one"_s, true}};
    config.workingDirectory = u"/srv"_s;
    return config;
}

TEST(ConfirmedCommands, TheFingerprintCoversTheCommandButNotSecretValues)
{
    const QByteArray base = ConfirmedCommands::fingerprint(command());
    EXPECT_EQ(base.size(), 64);
    ServerConfig other = command();
    other.environment.first().value = u"two"_s;
    EXPECT_EQ(ConfirmedCommands::fingerprint(other), base);
    const std::function<void(ServerConfig &)> changes[] = {
        [](ServerConfig &c) { c.arguments << u"--evil"_s; },
        [](ServerConfig &c) { c.arguments = {u"-y server"_s}; }, // one argument, not two
        [](ServerConfig &c) { c.program = u"npx2"_s; },
        [](ServerConfig &c) {
            c.environment.append({u"NODE_OPTIONS"_s, {}, false});
        },
        [](ServerConfig &c) { c.workingDirectory = u"/tmp"_s; },
        [](ServerConfig &c) {
            c.transport = ServerConfig::TransportKind::StreamableHttp;
            c.url = QUrl(u"http://h/mcp"_s);
        },
    };
    for (const auto &change : changes) {
        ServerConfig changed = command();
        change(changed);
        EXPECT_NE(ConfirmedCommands::fingerprint(changed), base);
    }
}

TEST(ConfirmedCommands, AConfirmationIsRememberedInAnOwnerOnlyFile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"sub/confirmed-commands.json"_s);
    {
        ConfirmedCommands confirmed(path);
        EXPECT_FALSE(confirmed.isConfirmed(command()));
        QString error;
        ASSERT_TRUE(confirmed.confirm(command(), &error)) << error.toStdString();
        EXPECT_TRUE(confirmed.isConfirmed(command()));
    }
    EXPECT_EQ(QFile::permissions(path) & ~PrivateFiles::kOwnerOnly & 0777,
              QFileDevice::Permissions());
    EXPECT_EQ(QFile::permissions(path) & PrivateFiles::kOwnerOnly, PrivateFiles::kOwnerOnly);
    const ConfirmedCommands again(path);
    EXPECT_TRUE(again.isConfirmed(command()));
    ServerConfig other = command();
    other.arguments << u"x"_s;
    EXPECT_FALSE(again.isConfirmed(other));
}

TEST(ConfirmedCommands, AMalformedFileConfirmsNothing)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"c.json"_s);
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(R"({"sha256": ["not-a-hash"]})");
    file.close();
    const ConfirmedCommands confirmed(path);
    EXPECT_FALSE(confirmed.isConfirmed(command()));
    EXPECT_TRUE(confirmed.lastError().contains(u"is not a confirmed-commands file"_s));
}

} // namespace

namespace {

TEST(ClientConfigFormats, IdsNameEachFormatOnce)
{
    QStringList ids;
    for (ClientConfigFormat format : ClientConfigFormats::exportable()) {
        const QString id = ClientConfigFormats::id(format);
        EXPECT_EQ(ClientConfigFormats::fromId(id), format) << id.toStdString();
        EXPECT_FALSE(ClientConfigFormats::displayName(format).isEmpty());
        EXPECT_FALSE(ids.contains(id));
        ids << id;
    }
    EXPECT_EQ(ClientConfigFormats::fromId(u"nope"_s), ClientConfigFormat::Unknown);
}

} // namespace
