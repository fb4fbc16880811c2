// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// One server entry of the mcpServers shape (and VS Code's servers): what it runs or connects
// to, its secrets, and mcpscope's own fields.
#include "importsupport.h"

#include <core/jsonrpc/jsontypes.h>
#include <core/transport/transportlimits.h>

#include <QJsonArray>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace {

using namespace ImportSupport;

std::optional<ServerConfig::TransportKind> transportFromType(const QString &type)
{
    using Kind = ServerConfig::TransportKind;
    if (type == "stdio"_L1)
        return Kind::Stdio;
    if (type == "http"_L1 || type == "streamable-http"_L1 || type == "streamableHttp"_L1
        || type == "streamable_http"_L1)
        return Kind::StreamableHttp;
    if (type == "sse"_L1)
        return Kind::Sse;
    if (type == "ws"_L1 || type == "websocket"_L1)
        return Kind::WebSocket;
    return std::nullopt;
}

// Reads one server entry of the mcpServers or VS Code servers shape. Any problem leaves the
// whole entry out: nothing is imported half-way.
class EntryReader
{
public:
    EntryReader(ConfigVariables &variables, QString where)
        : m_variables(variables)
        , m_where(std::move(where))
    {}

    std::optional<ImportedServer> read(const QString &name, const QJsonValue &value);
    QStringList problems;

private:
    std::optional<QString> string(const QJsonObject &entry, const QString &key);
    ConfigVariables::Expanded expanded(const QString &text);
    void readCommand(const QJsonObject &entry, ImportedServer &server);
    void readRemote(const QJsonObject &entry, const QString &urlKey, ImportedServer &server);
    void readOurFields(const QJsonObject &entry, ImportedServer &server);
    QString at(const QString &key) const { return m_entryPath + u'.' + key; }

    ConfigVariables &m_variables;
    QString m_where;
    QString m_entryPath;
    QStringList m_notes;
};

ConfigVariables::Expanded EntryReader::expanded(const QString &text)
{
    return m_variables.expand(text, &m_notes);
}

std::optional<QString> EntryReader::string(const QJsonObject &entry, const QString &key)
{
    return optionalString(entry, key, at(key), problems);
}

void EntryReader::readCommand(const QJsonObject &entry, ImportedServer &server)
{
    ServerConfig &config = server.config;
    config.transport = ServerConfig::TransportKind::Stdio;
    config.program = expanded(string(entry, u"command"_s).value_or(QString())).value;
    if (config.program.isEmpty() && problems.isEmpty())
        problems << u"%1 is empty"_s.arg(at(u"command"_s));
    const QJsonValue args = entry.value("args"_L1);
    if (!args.isUndefined() && !args.isNull() && !args.isArray())
        problems << typeProblem(at(u"args"_s), args, u"an array of strings"_s);
    const QJsonArray argArray = args.toArray();
    for (qsizetype i = 0; i < argArray.size(); ++i) {
        if (!argArray.at(i).isString()) {
            problems << typeProblem(
                u"%1[%2]"_s.arg(at(u"args"_s)).arg(i), argArray.at(i), u"a string"_s);
            break; // the entry is left out: its first wrong item says why
        }
        config.arguments << expanded(argArray.at(i).toString()).value;
    }
    const QJsonValue env = entry.value("env"_L1);
    if (!env.isUndefined() && !env.isNull() && !env.isObject())
        problems << typeProblem(at(u"env"_s), env, u"an object of strings"_s);
    const QJsonObject envObject = env.toObject();
    for (auto it = envObject.begin(); it != envObject.end(); ++it) {
        if (!it.value().isString()) {
            problems << typeProblem(at(u"env."_s + pathName(it.key())), it.value(), u"a string"_s);
            break; // the entry is left out: its first wrong item says why
        }
        const ConfigVariables::Expanded value = expanded(it.value().toString());
        config.environment.append({it.key(),
                                   value.value,
                                   value.fromPassword || value.wholeReference
                                       || ClientConfigImporter::looksSecret(it.key())});
    }
    if (const std::optional<QString> cwd = string(entry, u"cwd"_s))
        config.workingDirectory = expanded(*cwd).value;
    if (const std::optional<QString> envFile = string(entry, u"envFile"_s))
        m_notes << u"envFile %1 is not read: add its variables to the server's environment"_s.arg(
            expanded(*envFile).value);
}

void EntryReader::readRemote(const QJsonObject &entry,
                             const QString &urlKey,
                             ImportedServer &server)
{
    ServerConfig &config = server.config;
    const QString text = expanded(string(entry, urlKey).value_or(QString())).value;
    config.url = QUrl(text, QUrl::StrictMode);
    if (!problems.isEmpty())
        return;
    if (const QString problem = urlProblem(at(urlKey), config.url); !problem.isEmpty()) {
        problems << problem;
        return;
    }
    if (!config.transportChosen)
        config.transport = ServerConfig::inferTransport(config.url);
    const bool webSocketUrl = config.url.scheme().startsWith("ws"_L1, Qt::CaseInsensitive);
    if (webSocketUrl != (config.transport == ServerConfig::TransportKind::WebSocket))
        problems << u"%1 is a %2:// URL, which does not fit its type"_s.arg(at(urlKey),
                                                                            config.url.scheme());
    const QJsonValue headers = entry.value("headers"_L1);
    if (!headers.isUndefined() && !headers.isNull() && !headers.isObject())
        problems << typeProblem(at(u"headers"_s), headers, u"an object of strings"_s);
    const QJsonObject headerObject = headers.toObject();
    for (auto it = headerObject.begin(); it != headerObject.end(); ++it) {
        const QString where = at(u"headers."_s + pathName(it.key()));
        if (!it.value().isString()) {
            problems << typeProblem(where, it.value(), u"a string"_s);
            break; // the entry is left out: its first wrong item says why
        }
        const ConfigVariables::Expanded value = expanded(it.value().toString());
        if (const QString problem = headerProblem(where, it.key(), value.value);
            !problem.isEmpty()) {
            problems << problem;
            break;
        }
        const bool secret = it.key().compare("authorization"_L1, Qt::CaseInsensitive) == 0
                            || value.fromPassword || value.wholeReference
                            || ClientConfigImporter::looksSecret(it.key());
        config.headers.append({it.key(), value.value, secret});
    }
}

// mcpscope's own fields: what ServerConfig holds beyond the common shape.
void EntryReader::readOurFields(const QJsonObject &entry, ImportedServer &server)
{
    ServerConfig &config = server.config;
    for (const QJsonValue &secret : entry.value("secrets"_L1).toArray()) {
        const QString text = secret.toString();
        for (ServerConfig::EnvironmentVariable &variable : config.environment)
            variable.secret = variable.secret || text == u"env:"_s + variable.name;
        for (ServerConfig::Header &header : config.headers)
            header.secret = header.secret || text == u"header:"_s + header.name;
    }
    if (const std::optional<QString> era = string(entry, u"era"_s)) {
        if (const auto known = ServerConfig::eraFromName(*era))
            config.era = *known;
        else
            problems << u"%1 must be legacy, auto or modern, got \"%2\""_s.arg(at(u"era"_s), *era);
    }
    config.protocolVersion = string(entry, u"protocolVersion"_s).value_or(QString());
    config.acceptedCertificateSha256
        = string(entry, u"acceptedCertificateSha256"_s).value_or(QString());
    const QJsonValue limit = entry.value("maxMessageBytes"_L1);
    if (JsonTypes::isInt64(limit))
        config.maxMessageBytes = TransportLimits::clampMaxMessageBytes(limit.toInteger());
}

std::optional<ImportedServer> EntryReader::read(const QString &name, const QJsonValue &value)
{
    m_entryPath = m_where + u'.' + pathName(name);
    m_notes.clear();
    const std::optional<QJsonObject> object = objectAt(value, m_entryPath, problems);
    if (!object)
        return std::nullopt;
    const QJsonObject &entry = *object;
    ImportedServer server;
    server.name = name;
    server.config.name = name;
    if (name.isEmpty())
        problems << u"%1: a server has an empty name"_s.arg(m_where);
    const QString type
        = string(entry, u"type"_s).value_or(string(entry, u"transportType"_s).value_or(QString()));
    if (!type.isEmpty()) {
        const auto kind = transportFromType(type);
        if (!kind) {
            problems << u"%1 is \"%2\", expected stdio, http, streamable-http or sse"_s.arg(
                at(u"type"_s), type.left(100));
        } else if (*kind != ServerConfig::TransportKind::Stdio) {
            server.config.transport = *kind;
            server.config.transportChosen = true;
        }
    }
    const QString urlKey = entry.contains("serverUrl"_L1) ? u"serverUrl"_s : u"url"_s;
    const bool hasCommand = entry.contains("command"_L1);
    const bool hasUrl = entry.contains(urlKey);
    if (hasCommand && hasUrl)
        problems << u"%1 has both a command and a URL"_s.arg(m_entryPath);
    else if (!hasCommand && !hasUrl)
        problems << u"%1 has neither a command nor a URL"_s.arg(m_entryPath);
    else if (!hasCommand && type == "stdio"_L1)
        problems << u"%1 is \"stdio\" but the server has no command"_s.arg(at(u"type"_s));
    else if (hasCommand && server.config.transportChosen)
        problems << u"%1 is \"%2\" but the server has a command"_s.arg(at(u"type"_s), type);
    else if (hasCommand)
        readCommand(entry, server);
    else
        readRemote(entry, urlKey, server);
    const QJsonValue disabled = entry.value("disabled"_L1);
    if (disabled.isBool())
        server.disabled = disabled.toBool();
    else if (!disabled.isUndefined() && !disabled.isNull())
        problems << typeProblem(at(u"disabled"_s), disabled, u"true or false"_s);
    readOurFields(entry, server);
    if (!problems.isEmpty())
        return std::nullopt;
    server.notes = m_notes;
    return server;
}

} // namespace

namespace ImportSupport {

std::optional<ImportedServer> readServerEntry(const QString &where,
                                              const QString &name,
                                              const QJsonValue &value,
                                              ConfigVariables &variables,
                                              QStringList &problems)
{
    EntryReader reader(variables, where);
    std::optional<ImportedServer> server = reader.read(name, value);
    problems << reader.problems;
    return server;
}

} // namespace ImportSupport
