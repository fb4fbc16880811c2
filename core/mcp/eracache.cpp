// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "eracache.h"

#include "mcpsession.h"
#include "modernhandshake.h"

#include <QCryptographicHash>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace EraCache {

namespace {

QString groupOf(const ServerConfig &config)
{
    const QByteArray hash
        = QCryptographicHash::hash(serverKey(config).toUtf8(), QCryptographicHash::Sha256);
    return u"eras/"_s + QString::fromLatin1(hash.toHex());
}

} // namespace

QString serverKey(const ServerConfig &config)
{
    // The same rule as createTransport(): stdio unless a URL is given (or stdio chosen).
    const bool stdio = config.transport == ServerConfig::TransportKind::Stdio
                       && (config.transportChosen || config.url.isEmpty());
    if (stdio)
        return u"stdio "_s + config.displayCommand();
    return u"http "_s
           + config.url
                 .adjusted(QUrl::RemoveUserInfo | QUrl::RemovePath | QUrl::RemoveQuery
                           | QUrl::RemoveFragment)
                 .toString();
}

std::optional<Entry> lookup(QSettings &settings, const ServerConfig &config)
{
    const QString group = groupOf(config);
    const auto era = ServerConfig::eraFromName(settings.value(group + u"/era"_s).toString());
    if (!era || *era == ServerConfig::Era::Auto)
        return std::nullopt;
    return Entry{*era, settings.value(group + u"/protocolVersion"_s).toString()};
}

void remember(QSettings &settings, const ServerConfig &config, const Entry &entry)
{
    const QString group = groupOf(config);
    settings.setValue(group + u"/era"_s, ServerConfig::eraName(entry.era));
    settings.setValue(group + u"/protocolVersion"_s, entry.protocolVersion);
}

void forget(QSettings &settings, const ServerConfig &config)
{
    settings.remove(groupOf(config));
}

void attach(McpSession *session, const ServerConfig &config)
{
    session->setEraPreference(config.era, config.protocolVersion);
    QSettings settings;
    const std::optional<Entry> known = lookup(settings, config);
    if (config.era == ServerConfig::Era::Auto && known && known->era == ServerConfig::Era::Legacy) {
        auto handshake = std::make_unique<AutoEraHandshake>(config.protocolVersion);
        handshake->setRememberedLegacy(true);
        session->setHandshake(std::move(handshake));
    }
    QObject::connect(session,
                     &McpSession::eraDetected,
                     session,
                     [config](ServerConfig::Era era, const QString &version) {
                         QSettings store;
                         remember(store, config, {era, version});
                     });
    QObject::connect(session, &McpSession::stateChanged, session, [config](McpSession::State s) {
        if (s == McpSession::State::Failed && config.era == ServerConfig::Era::Auto) {
            QSettings store;
            forget(store, config);
        }
    });
}

} // namespace EraCache
