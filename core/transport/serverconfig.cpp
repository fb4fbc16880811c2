// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverconfig.h"

#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace {

QString quoted(const QString &argument)
{
    if (!argument.isEmpty() && !argument.contains(QRegularExpression(u"[\\s\"'\\\\$`|&;<>()*?]"_s)))
        return argument;
    QString escaped = argument;
    escaped.replace(u"'"_s, u"'\\''"_s);
    return u'\'' + escaped + u'\'';
}

} // namespace

QString ServerConfig::displayCommand() const
{
    QStringList parts{quoted(program)};
    for (const QString &argument : arguments)
        parts << quoted(argument);
    return parts.join(u' ');
}

QString ServerConfig::displayName() const
{
    if (!name.isEmpty())
        return name;
    if (transport == TransportKind::Stdio)
        return displayCommand();
    return url.toDisplayString();
}

QString ServerConfig::transportName(TransportKind kind)
{
    switch (kind) {
    case TransportKind::Stdio:
        return u"stdio"_s;
    case TransportKind::StreamableHttp:
        return u"http"_s;
    case TransportKind::Sse:
        return u"sse"_s;
    case TransportKind::WebSocket:
        return u"ws"_s;
    }
    return {};
}

ServerConfig::TransportKind ServerConfig::inferTransport(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    if (scheme == "ws"_L1 || scheme == "wss"_L1)
        return TransportKind::WebSocket;
    QString path = url.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    if (path.endsWith("/sse"_L1))
        return TransportKind::Sse;
    return TransportKind::StreamableHttp;
}

QJsonObject ServerConfig::toJson(bool redactSecrets) const
{
    QJsonArray env;
    for (const EnvironmentVariable &variable : environment) {
        const bool redact = redactSecrets && variable.secret;
        env.append(QJsonObject{{"name"_L1, variable.name},
                               {"value"_L1, redact ? u"***"_s : variable.value},
                               {"secret"_L1, variable.secret}});
    }
    QJsonObject object{{"name"_L1, name},
                       {"transport"_L1, transportName(transport)},
                       {"program"_L1, program},
                       {"arguments"_L1, QJsonArray::fromStringList(arguments)},
                       {"environment"_L1, env},
                       {"workingDirectory"_L1, workingDirectory}};
    if (!url.isEmpty())
        object.insert("url"_L1, url.toString());
    QJsonArray headerArray;
    for (const Header &header : headers) {
        const bool redact = redactSecrets && header.secret;
        headerArray.append(QJsonObject{{"name"_L1, header.name},
                                       {"value"_L1, redact ? u"***"_s : header.value},
                                       {"secret"_L1, header.secret}});
    }
    if (!headerArray.isEmpty())
        object.insert("headers"_L1, headerArray);
    if (!bearerToken.isEmpty())
        object.insert("bearerToken"_L1, redactSecrets ? u"***"_s : bearerToken);
    if (!acceptedCertificateSha256.isEmpty())
        object.insert("acceptedCertificateSha256"_L1, acceptedCertificateSha256);
    if (const QJsonObject auth = oauth.toJson(); !auth.isEmpty())
        object.insert("oauth"_L1, auth);
    object.insert("transportChosen"_L1, transportChosen);
    if (era != Era::Legacy) // absent means legacy, so older files read the same
        object.insert("era"_L1, eraName(era));
    if (!protocolVersion.isEmpty())
        object.insert("protocolVersion"_L1, protocolVersion);
    if (maxMessageBytes != TransportLimits::kDefaultMaxMessageBytes)
        object.insert("maxMessageBytes"_L1, maxMessageBytes);
    return object;
}

ServerConfig ServerConfig::fromJson(const QJsonObject &object)
{
    ServerConfig config;
    config.name = object.value("name"_L1).toString();
    const QString transport = object.value("transport"_L1).toString();
    for (TransportKind kind : {TransportKind::Stdio,
                               TransportKind::StreamableHttp,
                               TransportKind::Sse,
                               TransportKind::WebSocket}) {
        if (transportName(kind) == transport)
            config.transport = kind;
    }
    config.program = object.value("program"_L1).toString();
    for (const QJsonValue &argument : object.value("arguments"_L1).toArray())
        config.arguments << argument.toString();
    for (const QJsonValue &value : object.value("environment"_L1).toArray()) {
        const QJsonObject variable = value.toObject();
        config.environment.append({variable.value("name"_L1).toString(),
                                   variable.value("value"_L1).toString(),
                                   variable.value("secret"_L1).toBool()});
    }
    config.workingDirectory = object.value("workingDirectory"_L1).toString();
    config.url = QUrl(object.value("url"_L1).toString());
    for (const QJsonValue &value : object.value("headers"_L1).toArray()) {
        const QJsonObject header = value.toObject();
        config.headers.append({header.value("name"_L1).toString(),
                               header.value("value"_L1).toString(),
                               header.value("secret"_L1).toBool()});
    }
    config.bearerToken = object.value("bearerToken"_L1).toString();
    config.acceptedCertificateSha256 = object.value("acceptedCertificateSha256"_L1).toString();
    config.oauth = OAuth::fromJson(object.value("oauth"_L1).toObject());
    config.transportChosen = object.value("transportChosen"_L1).toBool();
    config.era = eraFromName(object.value("era"_L1).toString()).value_or(Era::Legacy);
    config.protocolVersion = object.value("protocolVersion"_L1).toString();
    // A file cannot lift the limit beyond what the CLI and the GUI allow.
    config.maxMessageBytes = TransportLimits::clampMaxMessageBytes(
        object.value("maxMessageBytes"_L1).toInteger(TransportLimits::kDefaultMaxMessageBytes));
    return config;
}

QString ServerConfig::eraName(Era era)
{
    switch (era) {
    case Era::Legacy:
        return u"legacy"_s;
    case Era::Auto:
        return u"auto"_s;
    case Era::Modern:
        return u"modern"_s;
    }
    return {};
}

std::optional<ServerConfig::Era> ServerConfig::eraFromName(const QString &name)
{
    for (Era era : {Era::Legacy, Era::Auto, Era::Modern}) {
        if (eraName(era) == name)
            return era;
    }
    return std::nullopt;
}

QJsonObject ServerConfig::OAuth::toJson() const
{
    QJsonObject object;
    const auto put = [&object](QLatin1StringView key, const QString &value) {
        if (!value.isEmpty())
            object.insert(key, value);
    };
    put("grant"_L1, grant);
    put("clientId"_L1, clientId);
    put("clientKeyFile"_L1, clientKeyFile);
    put("assertionFile"_L1, assertionFile);
    put("idTokenFile"_L1, idTokenFile);
    put("idpTokenEndpoint"_L1, idpTokenEndpoint);
    put("idpClientId"_L1, idpClientId);
    if (dpop)
        object.insert("dpop"_L1, true);
    return object;
}

ServerConfig::OAuth ServerConfig::OAuth::fromJson(const QJsonObject &object)
{
    OAuth oauth;
    oauth.grant = object.value("grant"_L1).toString();
    oauth.clientId = object.value("clientId"_L1).toString();
    oauth.clientKeyFile = object.value("clientKeyFile"_L1).toString();
    oauth.assertionFile = object.value("assertionFile"_L1).toString();
    oauth.idTokenFile = object.value("idTokenFile"_L1).toString();
    oauth.idpTokenEndpoint = object.value("idpTokenEndpoint"_L1).toString();
    oauth.idpClientId = object.value("idpClientId"_L1).toString();
    oauth.dpop = object.value("dpop"_L1).toBool();
    return oauth;
}
