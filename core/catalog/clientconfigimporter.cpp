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

namespace {

using namespace ImportSupport;

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
        std::optional<ImportedServer> server
            = readServerEntry(where, it.key(), it.value(), variables, result.problems);
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
    if (result.problems.size() > kMaxProblems) {
        const qsizetype more = result.problems.size() - kMaxProblems;
        result.problems.resize(kMaxProblems);
        result.problems << u"… and %1 more problems"_s.arg(more);
    }
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
