// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clientconfigimporter.h"

#include "importsupport.h"
#include "jsonc.h"

#include <core/jsonrpc/jsontypes.h>
#include <core/transport/httprequestbuilder.h>
#include <core/transport/transportlimits.h>

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace ImportSupport {

QString typeProblem(const QString &where, const QJsonValue &value, const QString &expected)
{
    return u"%1 is %2, expected %3"_s.arg(where, JsonTypes::nameWithArticle(value), expected);
}

std::optional<QString> optionalString(const QJsonObject &object,
                                      const QString &key,
                                      const QString &where,
                                      QStringList &problems)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    if (!value.isString()) {
        problems << typeProblem(where, value, u"a string"_s);
        return std::nullopt;
    }
    return value.toString();
}

std::optional<QJsonObject>
objectAt(const QJsonValue &value, const QString &where, QStringList &problems)
{
    if (!value.isObject()) {
        problems << typeProblem(where, value, u"an object"_s);
        return std::nullopt;
    }
    return value.toObject();
}

QString pathName(const QString &name)
{
    return name.size() > 80 ? name.left(80) + u'…' : name;
}

void addServer(ClientConfigImport &result, ImportedServer server)
{
    if (result.servers.size() >= ClientConfigImporter::kMaxServers) {
        const QString problem
            = u"the file lists more than %1 servers: the rest were not read"_s.arg(
                ClientConfigImporter::kMaxServers);
        if (!result.problems.contains(problem))
            result.problems << problem;
        return;
    }
    result.servers << std::move(server);
}

QString urlProblem(const QString &where, const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty()
        || !QStringList{u"http"_s, u"https"_s, u"ws"_s, u"wss"_s}.contains(scheme))
        return u"%1 must be an http://, https://, ws:// or wss:// URL with a host, got \"%2\""_s
            .arg(where, url.toString().left(200));
    return {};
}

QString headerProblem(const QString &where, const QString &name, const QString &value)
{
    const QString problem = HttpRequestBuilder::headerProblem(name.toUtf8(), value.toUtf8());
    return problem.isEmpty() ? QString() : u"%1: %2"_s.arg(where, problem);
}

} // namespace ImportSupport

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
            continue;
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
            continue;
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
            continue;
        }
        const ConfigVariables::Expanded value = expanded(it.value().toString());
        if (const QString problem = headerProblem(where, it.key(), value.value);
            !problem.isEmpty()) {
            problems << problem;
            continue;
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

void readServerMap(const QJsonValue &map,
                   const QString &where,
                   const QString &origin,
                   ConfigVariables &variables,
                   ClientConfigImport &result)
{
    if (!map.isObject()) {
        result.problems << typeProblem(where, map, u"an object of servers"_s);
        return;
    }
    const QJsonObject servers = map.toObject();
    int read = 0;
    for (auto it = servers.begin(); it != servers.end(); ++it) {
        if (++read > ClientConfigImporter::kMaxServers) {
            result.problems << u"%1 lists more than %2 servers: the rest were not read"_s.arg(where)
                                   .arg(ClientConfigImporter::kMaxServers);
            break;
        }
        EntryReader reader(variables, where);
        std::optional<ImportedServer> server = reader.read(it.key(), it.value());
        result.problems << reader.problems;
        if (!server)
            continue;
        server->origin = origin;
        // Claude Code's user file may name one server in several projects: keep each, told
        // apart by where it came from.
        if (result.find(server->name)) {
            server->name += u" ("_s + (origin.isEmpty() ? u"user"_s : origin) + u')';
            server->config.name = server->name;
        }
        addServer(result, std::move(*server));
    }
}

void declareInputs(const QJsonValue &inputs,
                   const QString &where,
                   ConfigVariables &variables,
                   ClientConfigImport &result)
{
    if (inputs.isUndefined() || inputs.isNull())
        return;
    if (!inputs.isArray()) {
        result.problems << typeProblem(where, inputs, u"an array"_s);
        return;
    }
    const QJsonArray array = inputs.toArray();
    for (qsizetype i = 0; i < array.size() && i < ClientConfigImporter::kMaxServers; ++i) {
        const QJsonObject input = array.at(i).toObject();
        const QJsonValue id = input.value("id"_L1);
        if (!id.isString()) {
            result.problems << typeProblem(u"%1[%2].id"_s.arg(where).arg(i), id, u"a string"_s);
            continue;
        }
        variables.declareInput({id.toString(),
                                input.value("description"_L1).toString(),
                                input.value("password"_L1).toBool()});
    }
}

void importByFormat(const QJsonObject &root, ConfigVariables &variables, ClientConfigImport &result)
{
    switch (result.format) {
    case ClientConfigFormat::VsCode:
        declareInputs(root.value("inputs"_L1), u"inputs"_s, variables, result);
        readServerMap(root.value("servers"_L1), u"servers"_s, {}, variables, result);
        return;
    case ClientConfigFormat::VsCodeSettings: {
        const QJsonObject mcp = root.value("mcp"_L1).toObject();
        const bool nested = mcp.contains("servers"_L1);
        declareInputs(nested ? mcp.value("inputs"_L1) : root.value("mcp.inputs"_L1),
                      u"mcp.inputs"_s,
                      variables,
                      result);
        readServerMap(nested ? mcp.value("servers"_L1) : root.value("mcp.servers"_L1),
                      u"mcp.servers"_s,
                      {},
                      variables,
                      result);
        return;
    }
    case ClientConfigFormat::ClaudeCodeUser: {
        if (root.contains("mcpServers"_L1))
            readServerMap(root.value("mcpServers"_L1), u"mcpServers"_s, {}, variables, result);
        const QJsonObject projects = root.value("projects"_L1).toObject();
        for (auto it = projects.begin(); it != projects.end(); ++it) {
            const QJsonValue servers = it.value().toObject().value("mcpServers"_L1);
            if (servers.isUndefined() || servers.toObject().isEmpty())
                continue;
            readServerMap(servers,
                          u"projects.%1.mcpServers"_s.arg(pathName(it.key())),
                          it.key(),
                          variables,
                          result);
        }
        return;
    }
    case ClientConfigFormat::RegistryServer:
        importRegistryServer(root, variables, result);
        return;
    case ClientConfigFormat::Unknown:
        return;
    default:
        readServerMap(root.value("mcpServers"_L1), u"mcpServers"_s, {}, variables, result);
        return;
    }
}

} // namespace

QStringList ClientConfigImport::names() const
{
    QStringList list;
    for (const ImportedServer &server : servers)
        list << server.name;
    return list;
}

const ImportedServer *ClientConfigImport::find(const QString &name) const
{
    for (const ImportedServer &server : servers) {
        if (server.name == name)
            return &server;
    }
    return nullptr;
}

namespace ClientConfigImporter {

bool looksSecret(const QString &name)
{
    static const QRegularExpression secretName(
        u"token|secret|passw|pwd|api[-_]?key|access[-_]?key|private[-_]?key|(^|[-_])key($|[-_])|credential|auth|cookie"_s,
        QRegularExpression::CaseInsensitiveOption);
    return name.contains(secretName);
}

ClientConfigImport
import(const QByteArray &bytes, const QString &path, const ConfigImportContext &context)
{
    ClientConfigImport result;
    const QString file = path.isEmpty() ? u"the config"_s : path;
    if (bytes.size() > kMaxFileBytes) {
        result.error = u"%1 is %2 bytes; a client config file may be at most %3 MB"_s.arg(file)
                           .arg(bytes.size())
                           .arg(kMaxFileBytes / (1024 * 1024));
        return result;
    }
    QString parseError;
    const std::optional<QJsonObject> root = Jsonc::parseObject(bytes, &parseError);
    if (!root) {
        result.error = u"%1: %2"_s.arg(file, parseError);
        return result;
    }
    result.format = ClientConfigFormats::detect(*root, path, &result.detectedBecause);
    if (result.format == ClientConfigFormat::Unknown) {
        result.error = u"%1 is not an MCP client config: it has no \"mcpServers\", \"servers\" "
                       "or registry \"packages\""_s.arg(file);
        return result;
    }
    ConfigVariables variables(context);
    importByFormat(*root, variables, result);
    return result;
}

ClientConfigImport importFile(const QString &path, const ConfigImportContext &context)
{
    ClientConfigImport result;
    QFile file(path);
    if (QFileInfo(path).isDir()) {
        result.error = u"%1 is a folder, not a config file"_s.arg(path);
        return result;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = u"cannot read %1: %2"_s.arg(path, file.errorString());
        return result;
    }
    // One byte more than allowed tells "too large" without reading a huge file whole.
    const QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (bytes.size() > kMaxFileBytes) {
        result.error
            = u"%1 is larger than %2 MB, too large for a client config file"_s.arg(path).arg(
                kMaxFileBytes / (1024 * 1024));
        return result;
    }
    return import(bytes, path, context);
}

} // namespace ClientConfigImporter
