// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "connectionhistory.h"

#include <QJsonDocument>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace ConnectionHistory {

namespace {
const QString kConfigKey = u"lastConnection/server"_s;
const QString kTimeoutKey = u"lastConnection/timeoutMs"_s;
} // namespace

ServerConfig withoutSecrets(ServerConfig config)
{
    for (ServerConfig::EnvironmentVariable &variable : config.environment) {
        if (variable.secret)
            variable.value.clear();
    }
    for (ServerConfig::Header &header : config.headers) {
        if (header.secret)
            header.value.clear();
    }
    config.bearerToken.clear();
    config.oauth.clientSecret.clear();
    config.oauth.idpClientSecret.clear();
    return config;
}

void save(QSettings &settings, const ServerConfig &config, int timeoutMs)
{
    // Secrets are removed first, so toJson() has nothing left to redact as "***" (which would
    // be sent as a literal value after a restart).
    const QJsonObject json = withoutSecrets(config).toJson(false);
    settings.setValue(kConfigKey,
                      QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)));
    settings.setValue(kTimeoutKey, timeoutMs);
}

std::optional<Entry> load(QSettings &settings)
{
    const QJsonDocument document
        = QJsonDocument::fromJson(settings.value(kConfigKey).toString().toUtf8());
    if (!document.isObject())
        return std::nullopt;
    Entry entry;
    entry.config = withoutSecrets(ServerConfig::fromJson(document.object()));
    bool ok = false;
    const int timeoutMs = settings.value(kTimeoutKey).toInt(&ok);
    if (ok && timeoutMs >= 0)
        entry.timeoutMs = timeoutMs;
    return entry;
}

} // namespace ConnectionHistory
