// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <ui/connection/connectionhistory.h>

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

TEST(ConnectionHistory, RemembersEverythingButSecretValues)
{
    QTemporaryDir directory;
    ASSERT_TRUE(directory.isValid());
    const QString path = directory.filePath(u"mcpscope.ini"_s);
    ServerConfig config;
    config.url = QUrl(u"https://example.test/mcp"_s);
    config.headers = {{u"X-Tenant"_s, u"blue"_s, false}, {u"X-Api-Key"_s, u"k-123"_s, true}};
    config.transport = ServerConfig::TransportKind::Sse;
    config.transportChosen = true;
    config.bearerToken = u"token-value-1"_s;
    config.acceptedCertificateSha256 = u"54:2c:24"_s;
    config.program = u"node"_s;
    config.arguments = {u"server.js"_s};
    config.environment = {{u"MODE"_s, u"dev"_s, false}, {u"DB_PASSWORD"_s, u"pw-value-2"_s, true}};
    {
        QSettings settings(path, QSettings::IniFormat);
        ConnectionHistory::save(settings, config, 15000);
    }
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray stored = file.readAll();
    for (const char *secret : {"token-value-1", "pw-value-2", "k-123", "***"})
        EXPECT_FALSE(stored.contains(secret)) << secret << " was written: " << stored.constData();

    QSettings settings(path, QSettings::IniFormat);
    const std::optional<ConnectionHistory::Entry> loaded = ConnectionHistory::load(settings);
    ASSERT_TRUE(loaded.has_value());
    EXPECT_EQ(loaded->timeoutMs, 15000);
    const ServerConfig &restored = loaded->config;
    EXPECT_EQ(restored.url, config.url);
    EXPECT_EQ(restored.transport, ServerConfig::TransportKind::Sse);
    EXPECT_TRUE(restored.transportChosen);
    EXPECT_EQ(restored.program, u"node"_s);
    EXPECT_EQ(restored.arguments, QStringList{u"server.js"_s});
    EXPECT_EQ(restored.acceptedCertificateSha256, u"54:2c:24"_s);
    EXPECT_TRUE(restored.bearerToken.isEmpty());
    ASSERT_EQ(restored.headers.size(), 2);
    EXPECT_EQ(restored.headers[0].value, u"blue"_s);
    EXPECT_EQ(restored.headers[1].name, u"X-Api-Key"_s); // the name stays, to be filled in
    EXPECT_TRUE(restored.headers[1].secret);
    EXPECT_TRUE(restored.headers[1].value.isEmpty());
    ASSERT_EQ(restored.environment.size(), 2);
    EXPECT_EQ(restored.environment[0].value, u"dev"_s);
    EXPECT_TRUE(restored.environment[1].value.isEmpty());
}

TEST(ConnectionHistory, NothingSavedYet)
{
    QTemporaryDir directory;
    QSettings settings(directory.filePath(u"empty.ini"_s), QSettings::IniFormat);
    EXPECT_FALSE(ConnectionHistory::load(settings).has_value());
}

} // namespace
