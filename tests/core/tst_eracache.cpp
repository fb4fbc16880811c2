// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The era kept per server (stdio command line, HTTP origin) and the era in saved configs.
#include "support/qtprinters.h"

#include <core/mcp/eracache.h>

#include <QSettings>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

ServerConfig stdioServer(const QString &program)
{
    ServerConfig config;
    config.program = program;
    config.arguments = {u"--flag"_s};
    return config;
}

ServerConfig remoteServer(const QString &url)
{
    ServerConfig config;
    config.url = QUrl(url);
    return config;
}

TEST(EraCache, KeysAreTheCommandLineOrTheOrigin)
{
    EXPECT_EQ(EraCache::serverKey(stdioServer(u"node"_s)), u"stdio node --flag"_s);
    EXPECT_EQ(EraCache::serverKey(remoteServer(u"https://user:pw@api.test:8443/mcp?x=1"_s)),
              u"http https://api.test:8443"_s);
    // One origin, one era: another path on the same origin shares it.
    EXPECT_EQ(EraCache::serverKey(remoteServer(u"http://127.0.0.1:9/a"_s)),
              EraCache::serverKey(remoteServer(u"http://127.0.0.1:9/b"_s)));
}

TEST(EraCache, RemembersLooksUpAndForgets)
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(u"eras.ini"_s), QSettings::IniFormat);
    const ServerConfig modern = remoteServer(u"http://127.0.0.1:9/mcp"_s);
    const ServerConfig legacy = stdioServer(u"old-server"_s);
    EXPECT_FALSE(EraCache::lookup(settings, modern));
    EraCache::remember(settings, modern, {ServerConfig::Era::Modern, u"2026-07-28"_s});
    EraCache::remember(settings, legacy, {ServerConfig::Era::Legacy, u"2025-06-18"_s});
    ASSERT_TRUE(EraCache::lookup(settings, modern));
    EXPECT_EQ(EraCache::lookup(settings, modern)->era, ServerConfig::Era::Modern);
    EXPECT_EQ(EraCache::lookup(settings, modern)->protocolVersion, u"2026-07-28"_s);
    EXPECT_EQ(EraCache::lookup(settings, legacy)->era, ServerConfig::Era::Legacy);
    EraCache::forget(settings, modern);
    EXPECT_FALSE(EraCache::lookup(settings, modern));
    EXPECT_TRUE(EraCache::lookup(settings, legacy));
}

TEST(ServerConfigEra, RoundTripsThroughJsonAndDefaultsToLegacy)
{
    ServerConfig config = remoteServer(u"http://127.0.0.1:9/mcp"_s);
    EXPECT_FALSE(config.toJson().contains("era"_L1)); // older readers see nothing new
    config.era = ServerConfig::Era::Auto;
    config.protocolVersion = u"2026-07-28"_s;
    const ServerConfig back = ServerConfig::fromJson(config.toJson());
    EXPECT_EQ(back.era, ServerConfig::Era::Auto);
    EXPECT_EQ(back.protocolVersion, u"2026-07-28"_s);
    QJsonObject unknown = config.toJson();
    unknown.insert("era"_L1, u"future"_s);
    EXPECT_EQ(ServerConfig::fromJson(unknown).era, ServerConfig::Era::Legacy);
    EXPECT_EQ(ServerConfig::eraFromName(u"modern"_s), ServerConfig::Era::Modern);
    EXPECT_FALSE(ServerConfig::eraFromName(u"Modern"_s));
}

} // namespace
