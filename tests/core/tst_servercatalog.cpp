// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The server catalog: names, duplicates, order and filter; servers.json written without
// secrets, owner-only, read back with the secrets from the store; corrupt and hostile files;
// saved calls; the file read as a client config by ClientConfigImporter.
#include "support/qtprinters.h"

#include <core/catalog/catalogfile.h>
#include <core/catalog/clientconfigimporter.h>
#include <core/catalog/secretstore.h>
#include <core/catalog/servercatalog.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTimeZone>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

ServerConfig catalogStdio(const QString &name, const QString &program = u"/usr/bin/node"_s)
{
    ServerConfig config;
    config.name = name;
    config.program = program;
    config.arguments = {u"server.js"_s, u"--port"_s, u"8080"_s};
    return config;
}

ServerConfig catalogRemote(const QString &name, const QString &url)
{
    ServerConfig config;
    config.name = name;
    config.transport = ServerConfig::TransportKind::StreamableHttp;
    config.transportChosen = true;
    config.url = QUrl(url);
    return config;
}

QStringList catalogNames(const ServerCatalog &catalog)
{
    QStringList names;
    for (const CatalogEntry &entry : catalog.entries())
        names << entry.name();
    return names;
}

QByteArray catalogBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void catalogWrite(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

class CatalogTest : public ::testing::Test
{
protected:
    void SetUp() override { ASSERT_TRUE(dir.isValid()); }
    QString path() const { return dir.filePath(u"config/servers.json"_s); }

    QTemporaryDir dir;
    MemorySecretStore store;
};

TEST(ServerCatalogNames, AddAndRenameRefuseBadNamesClearly)
{
    struct Row
    {
        QString name;
        QString error; // empty: accepted
    };
    const Row rows[] = {
        {u"alpha"_s, {}},
        {u"alpha"_s, u"there is already a server named \"alpha\""_s},
        {u""_s, u"a server needs a name"_s},
        {u"   "_s, u"a server needs a name"_s},
        {u" beta"_s, u"a server name cannot begin or end with a space"_s},
        {u"be\nta"_s, u"a server name cannot contain control characters"_s},
        {QString(201, u'x'), u"a server name can have at most 200 characters"_s},
        {u"Alpha"_s, {}}, // names are case-sensitive, as the mcpServers keys are
        {u"émoji 🚀"_s, {}},
    };
    MemorySecretStore store;
    ServerCatalog catalog(store, {});
    for (const Row &row : rows) {
        SCOPED_TRACE(row.name.toStdString());
        QString error;
        const QString id = catalog.add(catalogStdio(row.name), &error);
        EXPECT_EQ(id.isEmpty(), !row.error.isEmpty());
        EXPECT_EQ(error, row.error);
    }
    EXPECT_EQ(catalogNames(catalog), (QStringList{u"alpha"_s, u"Alpha"_s, u"émoji 🚀"_s}));

    const QString alpha = catalog.entries().at(0).id;
    QString error;
    EXPECT_FALSE(catalog.rename(alpha, u"Alpha"_s, &error));
    EXPECT_EQ(error, u"there is already a server named \"Alpha\""_s);
    EXPECT_TRUE(catalog.rename(alpha, u"alpha"_s, &error)) << error.toStdString(); // itself
    EXPECT_TRUE(catalog.rename(alpha, u"gamma"_s, &error));
    EXPECT_EQ(catalog.entries().at(0).id, alpha); // the id survives a rename
    EXPECT_EQ(catalog.entries().at(0).name(), u"gamma"_s);
    EXPECT_FALSE(catalog.rename(u"no-such-id"_s, u"x"_s, &error));
    EXPECT_EQ(error, u"no server with the id no-such-id in the catalog"_s);
}

TEST(ServerCatalogNames, DuplicateNamesCopiesAfterTheOriginal)
{
    struct Row
    {
        int duplicateOf; // index in the catalog at that moment
        QStringList namesAfter;
    };
    const Row rows[] = {
        {0, {u"X"_s, u"X copy"_s, u"Y"_s}},
        {0, {u"X"_s, u"X copy 2"_s, u"X copy"_s, u"Y"_s}},
        {2, {u"X"_s, u"X copy 2"_s, u"X copy"_s, u"X copy 3"_s, u"Y"_s}}, // a copy of a copy
        {4, {u"X"_s, u"X copy 2"_s, u"X copy"_s, u"X copy 3"_s, u"Y"_s, u"Y copy"_s}},
    };
    MemorySecretStore store;
    ServerCatalog catalog(store, {});
    catalog.add(catalogStdio(u"X"_s), nullptr);
    catalog.add(catalogStdio(u"Y"_s), nullptr);
    const SavedCall call
        = SavedCall::make(u"echo hi"_s, SavedCall::Kind::Tool, u"echo"_s, {{"text"_L1, u"hi"_s}});
    const QString callId = catalog.addSavedCall(catalog.entries().at(0).id, call, nullptr);
    for (const Row &row : rows) {
        const CatalogEntry original = catalog.entries().at(row.duplicateOf);
        QString error;
        const QString id = catalog.duplicate(original.id, &error);
        ASSERT_FALSE(id.isEmpty()) << error.toStdString();
        EXPECT_EQ(catalogNames(catalog), row.namesAfter);
        const CatalogEntry *copy = catalog.find(id);
        EXPECT_NE(copy->id, original.id);
        EXPECT_EQ(copy->config.program, original.config.program);
        EXPECT_EQ(copy->savedCalls.size(), original.savedCalls.size());
    }
    // The copied saved call has its own id (its secrets are its own).
    const CatalogEntry *firstCopy = catalog.findByName(u"X copy"_s);
    ASSERT_EQ(firstCopy->savedCalls.size(), 1);
    EXPECT_NE(firstCopy->savedCalls.first().id, callId);
    EXPECT_EQ(firstCopy->savedCalls.first().arguments, call.arguments);
}

TEST(ServerCatalogOrder, MoveReordersAndRefusesOutsidePositions)
{
    struct Row
    {
        QString name;
        int to;
        QStringList after; // empty: refused
    };
    const Row rows[] = {
        {u"a"_s, 2, {u"b"_s, u"c"_s, u"a"_s, u"d"_s}},
        {u"d"_s, 0, {u"d"_s, u"b"_s, u"c"_s, u"a"_s}},
        {u"c"_s, 2, {u"d"_s, u"b"_s, u"c"_s, u"a"_s}},
        {u"b"_s, 4, {}},
        {u"b"_s, -1, {}},
    };
    MemorySecretStore store;
    ServerCatalog catalog(store, {});
    for (const QString &name : {u"a"_s, u"b"_s, u"c"_s, u"d"_s})
        catalog.add(catalogStdio(name), nullptr);
    for (const Row &row : rows) {
        SCOPED_TRACE(u"%1 to %2"_s.arg(row.name).arg(row.to).toStdString());
        const QStringList before = catalogNames(catalog);
        QString error;
        const bool moved = catalog.move(catalog.findByName(row.name)->id, row.to, &error);
        EXPECT_EQ(moved, !row.after.isEmpty());
        EXPECT_EQ(catalogNames(catalog), row.after.isEmpty() ? before : row.after);
        if (!moved)
            EXPECT_EQ(error, u"position %1 is outside the catalog (0 to 3)"_s.arg(row.to));
    }
    QString error;
    EXPECT_TRUE(catalog.remove(catalog.findByName(u"b"_s)->id, &error));
    EXPECT_EQ(catalogNames(catalog), (QStringList{u"d"_s, u"c"_s, u"a"_s}));
}

TEST(ServerCatalogFilter, MatchesNameCommandAndUrlCaseInsensitively)
{
    struct Row
    {
        QString text;
        QStringList names;
    };
    const Row rows[] = {
        {u""_s, {u"Weather"_s, u"files"_s, u"Remote API"_s}},
        {u"  "_s, {u"Weather"_s, u"files"_s, u"Remote API"_s}},
        {u"weather"_s, {u"Weather"_s}},
        {u"python3"_s, {u"files"_s}},          // the program
        {u"--root"_s, {u"files"_s}},           // an argument
        {u"EXAMPLE.com"_s, {u"Remote API"_s}}, // the URL
        {u"server.js"_s, {u"Weather"_s}},
        {u"nothing like it"_s, {}},
    };
    MemorySecretStore store;
    ServerCatalog catalog(store, {});
    catalog.add(catalogStdio(u"Weather"_s), nullptr);
    ServerConfig files = catalogStdio(u"files"_s, u"/usr/bin/python3"_s);
    files.arguments = {u"-m"_s, u"files"_s, u"--root"_s, u"/srv"_s};
    catalog.add(files, nullptr);
    catalog.add(catalogRemote(u"Remote API"_s, u"https://mcp.example.com/mcp"_s), nullptr);
    for (const Row &row : rows) {
        SCOPED_TRACE(row.text.toStdString());
        QStringList names;
        for (const QString &id : catalog.filter(row.text))
            names << catalog.find(id)->name();
        EXPECT_EQ(names, row.names);
    }
}

TEST(ServerCatalogEdit, UpdateKeepsTheNameAndId)
{
    MemorySecretStore store;
    ServerCatalog catalog(store, {});
    const QString id = catalog.add(catalogStdio(u"a"_s), nullptr);
    ServerConfig changed = catalogStdio(u"ignored"_s, u"/usr/bin/deno"_s);
    QString error;
    ASSERT_TRUE(catalog.update(id, changed, &error));
    EXPECT_EQ(catalog.find(id)->name(), u"a"_s);
    EXPECT_EQ(catalog.find(id)->config.program, u"/usr/bin/deno"_s);
}

TEST_F(CatalogTest, SaveLoadRoundTripKeepsSecretsOutOfTheFile)
{
    ServerCatalog catalog(store, path());
    ServerConfig local = catalogStdio(u"local"_s);
    local.environment = {{u"LOG_LEVEL"_s, u"debug"_s, false},
                         {u"DB_URL"_s, u"postgres://user:hunter2@db"_s, true}};
    local.workingDirectory = u"/srv/app"_s;
    local.era = ServerConfig::Era::Auto;
    ServerConfig remote = catalogRemote(u"remote"_s, u"https://mcp.example.com/mcp"_s);
    remote.headers
        = {{u"X-Team"_s, u"blue"_s, false}, {u"X-Session-Secret"_s, u"s3cr3t-header"_s, true}};
    remote.bearerToken = u"bearer-t0ken-value"_s;
    const QString localId = catalog.add(local, nullptr);
    const QString remoteId = catalog.add(remote, nullptr);
    catalog.setLastResult(remoteId,
                          {LastResult::Status::NeedsLogin,
                           QDateTime(QDate(2026, 11, 26), QTime(10, 0), Qt::UTC),
                           u"401 from /mcp"_s});
    ASSERT_TRUE(catalog.move(remoteId, 0, nullptr)); // the order is not the names' order

    QString error;
    ASSERT_TRUE(catalog.save(&error)) << error.toStdString();
    const QByteArray bytes = catalogBytes(path());
    for (const char *secret : {"hunter2", "s3cr3t-header", "bearer-t0ken-value"})
        EXPECT_FALSE(bytes.contains(secret)) << secret << "\n" << bytes.toStdString();
    EXPECT_TRUE(bytes.contains("debug")); // what is not secret is in the file
    const QFileDevice::Permissions groupAndOthers
        = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup
          | QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther;
    EXPECT_EQ(QFile::permissions(path()) & groupAndOthers, QFileDevice::Permissions());
    EXPECT_TRUE(QFile::permissions(path()) & QFileDevice::ReadOwner);
    EXPECT_EQ(store.value(localId, u"env:DB_URL"_s), u"postgres://user:hunter2@db"_s);
    EXPECT_EQ(store.value(remoteId, u"bearerToken"_s), u"bearer-t0ken-value"_s);

    ServerCatalog reloaded(store, path());
    ASSERT_TRUE(reloaded.load(&error)) << error.toStdString();
    ASSERT_EQ(catalogNames(reloaded), (QStringList{u"remote"_s, u"local"_s}));
    const CatalogEntry &r = reloaded.entries().at(0);
    const CatalogEntry &l = reloaded.entries().at(1);
    EXPECT_EQ(r.id, remoteId);
    EXPECT_EQ(l.id, localId);
    EXPECT_EQ(l.config.program, local.program);
    EXPECT_EQ(l.config.arguments, local.arguments);
    EXPECT_EQ(l.config.workingDirectory, u"/srv/app"_s);
    EXPECT_EQ(l.config.era, ServerConfig::Era::Auto);
    ASSERT_EQ(l.config.environment.size(), 2);
    for (const ServerConfig::EnvironmentVariable &variable : l.config.environment) {
        if (variable.name == "DB_URL"_L1) {
            EXPECT_EQ(variable.value, u"postgres://user:hunter2@db"_s);
            EXPECT_TRUE(variable.secret);
        } else {
            EXPECT_EQ(variable.value, u"debug"_s);
            EXPECT_FALSE(variable.secret);
        }
    }
    EXPECT_EQ(r.config.url, remote.url);
    EXPECT_EQ(r.config.bearerToken, u"bearer-t0ken-value"_s);
    ASSERT_EQ(r.config.headers.size(), 2);
    for (const ServerConfig::Header &header : r.config.headers) {
        if (header.name == "X-Session-Secret"_L1)
            EXPECT_EQ(header.value, u"s3cr3t-header"_s);
        else
            EXPECT_EQ(header.value, u"blue"_s);
    }
    EXPECT_EQ(r.lastResult.status, LastResult::Status::NeedsLogin);
    EXPECT_EQ(r.lastResult.message, u"401 from /mcp"_s);
    EXPECT_EQ(r.lastResult.when, QDateTime(QDate(2026, 11, 26), QTime(10, 0), Qt::UTC));

    // Removing a server removes its secrets from the store at the next save.
    ASSERT_TRUE(reloaded.remove(localId, nullptr));
    ASSERT_TRUE(reloaded.save(&error));
    EXPECT_FALSE(store.value(localId, u"env:DB_URL"_s));
    EXPECT_TRUE(store.value(remoteId, u"bearerToken"_s));
}

TEST_F(CatalogTest, ASecretTheStoreLacksIsEmptyAndNeverStoredAsItsReference)
{
    ServerCatalog catalog(store, path());
    ServerConfig local = catalogStdio(u"local"_s);
    local.environment = {{u"DB_URL"_s, u"postgres://user:hunter2@db"_s, true}};
    const QString id = catalog.add(local, nullptr);
    QString error;
    ASSERT_TRUE(catalog.save(&error)) << error.toStdString();
    store.remove(id, u"env:DB_URL"_s); // a keyring that lost it, or a file from elsewhere

    ServerCatalog reloaded(store, path());
    ASSERT_TRUE(reloaded.load(&error)) << error.toStdString();
    ASSERT_EQ(reloaded.entries().size(), 1);
    const ServerConfig &config = reloaded.entries().first().config;
    ASSERT_EQ(config.environment.size(), 1);
    EXPECT_TRUE(config.environment.first().secret);
    EXPECT_EQ(config.environment.first().value, QString()); // not "${DB_URL}"
    ASSERT_TRUE(reloaded.save(&error)) << error.toStdString();
    EXPECT_EQ(store.value(id, u"env:DB_URL"_s), std::nullopt);
    EXPECT_EQ(store.size(), 0);
}

TEST_F(CatalogTest, AMissingFileIsAnEmptyCatalog)
{
    ServerCatalog catalog(store, path());
    QString error;
    EXPECT_TRUE(catalog.load(&error)) << error.toStdString();
    EXPECT_EQ(catalog.size(), 0);
}

TEST_F(CatalogTest, ACorruptFileIsKeptAsBadAndSaid)
{
    struct Row
    {
        QByteArray bytes;
        QString errorContains;
        int entriesLoaded;
    };
    const Row rows[] = {
        {"{\"mcpServers\": {", u"line 1"_s, 0},
        {"[1, 2]", u"servers.json"_s, 0},
        {"{\"mcpServers\": {\"a\": {\"command\": \"x\"}}}",
         u"is not an mcpscope catalog: it has no \"mcpscopeCatalog\" key"_s,
         0},
        // One good entry, one broken: the good one loads, the file is kept whole as .bad.
        {"{\"mcpscopeCatalog\": 1, \"mcpServers\": {\"good\": {\"command\": \"x\"}, "
         "\"bad\": {\"command\": 7}}}",
         u"mcpServers.bad.command is a number, expected a string"_s,
         1},
        {QByteArray(5 * 1024 * 1024, ' '), u"larger than 4 MB"_s, 0},
    };
    int n = 0;
    for (const Row &row : rows) {
        SCOPED_TRACE(row.errorContains.toStdString());
        const QString file = dir.filePath(u"case%1/servers.json"_s.arg(++n));
        ASSERT_TRUE(QDir().mkpath(QFileInfo(file).path()));
        catalogWrite(file, row.bytes);
        ServerCatalog catalog(store, file);
        QString error;
        EXPECT_FALSE(catalog.load(&error));
        EXPECT_TRUE(error.contains(row.errorContains)) << error.toStdString();
        EXPECT_TRUE(error.contains(file + u".bad"_s)) << error.toStdString();
        EXPECT_EQ(catalog.size(), row.entriesLoaded);
        EXPECT_EQ(catalogBytes(file + u".bad"_s), row.bytes);
        // Saving afterwards cannot lose the original: its copy stays.
        ASSERT_TRUE(catalog.save(&error)) << error.toStdString();
        EXPECT_EQ(catalogBytes(file + u".bad"_s), row.bytes);
        // A second bad load keeps the first copy and makes another.
        catalogWrite(file, row.bytes);
        ServerCatalog again(store, file);
        EXPECT_FALSE(again.load(&error));
        EXPECT_TRUE(QFile::exists(file + u".bad.2"_s)) << error.toStdString();
    }
}

TEST_F(CatalogTest, SavedCallsRoundTripWithSecretArgumentsInTheStore)
{
    ServerCatalog catalog(store, path());
    const QString id = catalog.add(catalogStdio(u"demo"_s), nullptr);
    QString error;
    const QJsonObject toolArguments{{"text"_L1, u"hello"_s},
                                    {"count"_L1, 3},
                                    {"nested"_L1, QJsonObject{{"a"_L1, QJsonArray{1, 2}}}},
                                    {"api_key"_L1, u"sk-live-secret"_s}};
    const QString echoId = catalog.addSavedCall(
        id,
        SavedCall::make(u"echo hello"_s, SavedCall::Kind::Tool, u"echo"_s, toolArguments),
        &error);
    ASSERT_FALSE(echoId.isEmpty()) << error.toStdString();
    const QString promptId = catalog.addSavedCall(
        id,
        SavedCall::make(
            u"greet"_s, SavedCall::Kind::Prompt, u"greeting"_s, {{"name"_L1, u"Ada"_s}}),
        &error);
    ASSERT_FALSE(promptId.isEmpty());

    // Names are unique within the server; a call needs a name and a target.
    EXPECT_TRUE(catalog
                    .addSavedCall(
                        id, SavedCall::make(u"greet"_s, SavedCall::Kind::Tool, u"x"_s, {}), &error)
                    .isEmpty());
    EXPECT_EQ(error, u"\"demo\" already has a saved call named \"greet\""_s);
    EXPECT_TRUE(
        catalog.addSavedCall(id, SavedCall::make(u"t"_s, SavedCall::Kind::Tool, {}, {}), &error)
            .isEmpty());
    EXPECT_EQ(error, u"a saved call needs the tool or prompt it runs"_s);
    EXPECT_FALSE(catalog.renameSavedCall(id, promptId, u"echo hello"_s, &error));
    EXPECT_TRUE(catalog.renameSavedCall(id, promptId, u"greet Ada"_s, &error));

    ASSERT_TRUE(catalog.save(&error)) << error.toStdString();
    const QByteArray bytes = catalogBytes(path());
    EXPECT_FALSE(bytes.contains("sk-live-secret")) << bytes.toStdString();
    EXPECT_TRUE(bytes.contains("\"secretArguments\"")) << bytes.toStdString();

    ServerCatalog reloaded(store, path());
    ASSERT_TRUE(reloaded.load(&error)) << error.toStdString();
    const CatalogEntry &entry = reloaded.entries().first();
    ASSERT_EQ(entry.savedCalls.size(), 2);
    const SavedCall *echo = entry.findCall(u"echo hello"_s);
    ASSERT_TRUE(echo);
    EXPECT_EQ(echo->id, echoId);
    EXPECT_EQ(echo->kind, SavedCall::Kind::Tool);
    EXPECT_EQ(echo->method(), u"tools/call"_s);
    EXPECT_EQ(echo->target, u"echo"_s);
    EXPECT_EQ(echo->arguments, toolArguments); // the secret one back from the store
    EXPECT_TRUE(echo->unrestoredSecrets.isEmpty());
    const SavedCall *greet = entry.findCall(u"greet Ada"_s);
    ASSERT_TRUE(greet);
    EXPECT_EQ(greet->method(), u"prompts/get"_s);
    EXPECT_EQ(greet->arguments, (QJsonObject{{"name"_L1, u"Ada"_s}}));

    // Without the store (the CLI), the secret argument is absent and named.
    const CatalogFile::Parsed bare = CatalogFile::readFile(path());
    ASSERT_TRUE(bare.ok());
    const SavedCall *bareEcho = bare.entries.first().findCall(u"echo hello"_s);
    EXPECT_FALSE(bareEcho->arguments.contains("api_key"_L1));
    EXPECT_EQ(bareEcho->unrestoredSecrets, QStringList{u"api_key"_s});

    // Removing the call removes its secret at the next save.
    ASSERT_TRUE(reloaded.removeSavedCall(entry.id, echoId, &error));
    ASSERT_TRUE(reloaded.save(&error));
    EXPECT_FALSE(store.value(entry.id, u"call:%1:api_key"_s.arg(echoId)));
}

TEST_F(CatalogTest, AHostileSavedCallIsLeftOutAndSaid)
{
    const QByteArray bytes = R"({"mcpscopeCatalog": 1, "mcpServers": {"demo": {"command": "x",
        "x-mcpscope": {"id": "not-a-uuid", "savedCalls": [
            {"name": "ok", "kind": "tool", "target": "echo", "arguments": {"a": 1}},
            {"name": "weird", "kind": "resource", "target": "x"},
            {"name": "ok", "kind": "tool", "target": "again"},
            "just a string"]}}}})";
    ASSERT_TRUE(QDir().mkpath(QFileInfo(path()).path()));
    catalogWrite(path(), bytes);
    ServerCatalog catalog(store, path());
    QString error;
    EXPECT_FALSE(catalog.load(&error));
    EXPECT_TRUE(error.contains(u"has the kind \"resource\", expected tool or prompt"_s))
        << error.toStdString();
    EXPECT_TRUE(error.contains(u"a second saved call named \"ok\""_s));
    EXPECT_TRUE(error.contains(u"savedCalls[3] is not an object"_s));
    ASSERT_EQ(catalog.size(), 1);
    EXPECT_FALSE(catalog.entries().first().id.isEmpty()); // a fresh id for a bad one
    ASSERT_EQ(catalog.entries().first().savedCalls.size(), 1);
    EXPECT_EQ(catalog.entries().first().savedCalls.first().target, u"echo"_s);
}

TEST_F(CatalogTest, TheFileIsOurClientConfigFormatForTheImporter)
{
    ServerCatalog catalog(store, path());
    ServerConfig local = catalogStdio(u"local"_s);
    local.environment = {{u"DB_PASSWORD"_s, u"pw"_s, true}};
    catalog.add(local, nullptr);
    catalog.add(catalogRemote(u"remote"_s, u"https://mcp.example.com/mcp"_s), nullptr);
    QString error;
    ASSERT_TRUE(catalog.save(&error));

    const ClientConfigImport imported = ClientConfigImporter::importFile(path(), {});
    ASSERT_TRUE(imported.ok()) << imported.error.toStdString();
    EXPECT_EQ(imported.format, ClientConfigFormat::McpScope);
    EXPECT_TRUE(imported.problems.isEmpty()) << imported.problems.join(u'\n').toStdString();
    EXPECT_EQ(imported.names(), (QStringList{u"local"_s, u"remote"_s}));
    const ImportedServer *server = imported.find(u"local"_s);
    ASSERT_TRUE(server);
    EXPECT_EQ(server->config.arguments, local.arguments);
    ASSERT_EQ(server->config.environment.size(), 1);
    EXPECT_TRUE(server->config.environment.first().secret);
    EXPECT_NE(server->config.environment.first().value, u"pw"_s);
}

// An exported workspace carries the saved calls (secret arguments named, never written) and
// reads back into another catalog with them; the last results stay behind.
TEST_F(CatalogTest, AnExportedWorkspaceCarriesItsSavedCalls)
{
    ServerCatalog catalog(store, path());
    const QString id = catalog.add(catalogStdio(u"demo"_s), nullptr);
    QString error;
    ASSERT_FALSE(catalog
                     .addSavedCall(id,
                                   SavedCall::make(u"search"_s,
                                                   SavedCall::Kind::Tool,
                                                   u"search"_s,
                                                   {{"query"_L1, u"mcp"_s},
                                                    {"api_key"_L1, u"sk-live-secret"_s}}),
                                   &error)
                     .isEmpty())
        << error.toStdString();
    catalog.setLastResult(id, {LastResult::Status::Ok, QDateTime::currentDateTimeUtc(), u"ok"_s});

    const QByteArray bytes = CatalogFile::exportWorkspace(catalog.entries());
    EXPECT_FALSE(bytes.contains("sk-live-secret")) << bytes.toStdString();
    EXPECT_FALSE(bytes.contains("lastResult")) << bytes.toStdString();
    const CatalogFile::Parsed parsed = CatalogFile::parse(bytes, u"workspace.json"_s);
    ASSERT_TRUE(parsed.ok()) << parsed.error.toStdString();
    ASSERT_EQ(parsed.entries.size(), 1);
    const SavedCall *search = parsed.entries.first().findCall(u"search"_s);
    ASSERT_TRUE(search);
    EXPECT_EQ(search->target, u"search"_s);
    EXPECT_EQ(search->arguments, (QJsonObject{{"query"_L1, u"mcp"_s}}));
    EXPECT_EQ(search->unrestoredSecrets, QStringList{u"api_key"_s});
    EXPECT_EQ(parsed.entries.first().lastResult.status, LastResult::Status::Unknown);
    // Still the common shape: another client reads the server from it.
    const ClientConfigImport imported
        = ClientConfigImporter::import(bytes, u"workspace.json"_s, {});
    ASSERT_TRUE(imported.ok()) << imported.error.toStdString();
    EXPECT_EQ(imported.names(), QStringList{u"demo"_s});
}

} // namespace

// A server's OAuth settings (the grant, ids, the paths of key and token files) survive a save
// and a load, and a session's config JSON; the defaults write nothing at all.
TEST_F(CatalogTest, OAuthSettingsRoundTripAsPathsAndIds)
{
    ServerCatalog catalog(store, path());
    ServerConfig remote = catalogRemote(u"service"_s, u"https://mcp.example.com/mcp"_s);
    remote.oauth.grant = u"enterprise"_s;
    remote.oauth.clientId = u"client-9"_s;
    remote.oauth.clientKeyFile = u"/home/u/.keys/client.pem"_s;
    remote.oauth.idTokenFile = u"/run/user/1000/id.jwt"_s;
    remote.oauth.idpTokenEndpoint = u"https://idp.example/token"_s;
    remote.oauth.idpClientId = u"idp-9"_s;
    remote.oauth.dpop = true;
    catalog.add(remote, nullptr);
    catalog.add(catalogRemote(u"plain"_s, u"https://other.example/mcp"_s), nullptr);
    QString error;
    ASSERT_TRUE(catalog.save(&error)) << error.toStdString();

    ServerCatalog reloaded(store, path());
    ASSERT_TRUE(reloaded.load(&error)) << error.toStdString();
    ASSERT_EQ(reloaded.entries().size(), 2);
    EXPECT_EQ(reloaded.entries().at(0).config.oauth, remote.oauth);
    EXPECT_EQ(reloaded.entries().at(1).config.oauth, ServerConfig::OAuth());
    EXPECT_EQ(ServerConfig::fromJson(remote.toJson()).oauth, remote.oauth);
    EXPECT_FALSE(catalogRemote(u"plain"_s, u"https://o/mcp"_s).toJson().contains("oauth"_L1));
}

// The OAuth client secrets (at the MCP server's AS and at the IdP) live in the SecretStore:
// not in the catalog file, an exported workspace or a session's config, and back on load.
TEST_F(CatalogTest, OAuthSecretsAreKeptInTheSecretStore)
{
    ServerCatalog catalog(store, path());
    ServerConfig remote = catalogRemote(u"service"_s, u"https://mcp.example.com/mcp"_s);
    remote.oauth.grant = u"enterprise"_s;
    remote.oauth.clientId = u"client-9"_s;
    remote.oauth.clientSecret = u"as-secret-value"_s;
    remote.oauth.idpClientId = u"idp-9"_s;
    remote.oauth.idpClientSecret = u"idp-secret-value"_s;
    const QString id = catalog.add(remote, nullptr);
    QString error;
    ASSERT_TRUE(catalog.save(&error)) << error.toStdString();

    QFile file(path());
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    EXPECT_FALSE(bytes.contains("secret-value")) << bytes.constData();
    EXPECT_FALSE(CatalogFile::exportWorkspace(catalog.entries()).contains("secret-value"));
    EXPECT_FALSE(QJsonDocument(remote.toJson()).toJson().contains("secret-value"));
    EXPECT_FALSE(QJsonDocument(remote.toJson(false)).toJson().contains("secret-value"));
    EXPECT_EQ(store.value(id, u"oauth:clientSecret"_s), u"as-secret-value"_s);
    EXPECT_EQ(store.value(id, u"oauth:idpClientSecret"_s), u"idp-secret-value"_s);

    ServerCatalog reloaded(store, path());
    ASSERT_TRUE(reloaded.load(&error)) << error.toStdString();
    ASSERT_EQ(reloaded.entries().size(), 1);
    EXPECT_EQ(reloaded.entries().at(0).config.oauth, remote.oauth);

    // Cleared in the settings: gone from the store at the next save.
    remote.oauth.clientSecret.clear();
    remote.oauth.idpClientSecret.clear();
    ASSERT_TRUE(reloaded.update(id, remote, &error)) << error.toStdString();
    ASSERT_TRUE(reloaded.save(&error)) << error.toStdString();
    EXPECT_FALSE(store.value(id, u"oauth:clientSecret"_s).has_value());
    ServerCatalog again(store, path());
    ASSERT_TRUE(again.load(&error)) << error.toStdString();
    EXPECT_TRUE(again.entries().at(0).config.oauth.clientSecret.isEmpty());
}
