// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clientconfigexporter.h"

#include <core/transport/transportlimits.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace ClientConfigExporter {

namespace {

using F = ClientConfigFormat;
using Kind = ServerConfig::TransportKind;

class SnippetWriter
{
public:
    explicit SnippetWriter(F format)
        : m_format(format)
    {}

    QJsonObject entry(const ServerConfig &server);
    QJsonArray inputs;
    QStringList notes;

private:
    QString secretValue(const ServerConfig &server, const QString &variable);
    QString typeName(Kind kind) const;

    F m_format;
};

QString SnippetWriter::secretValue(const ServerConfig &server, const QString &variable)
{
    switch (m_format) {
    case F::VsCode: {
        static const QRegularExpression unsafe(u"[^A-Za-z0-9_-]"_s);
        const QString id = QString(server.name + u'-' + variable).replace(unsafe, u"_"_s);
        inputs.append(QJsonObject{{"type"_L1, u"promptString"_s},
                                  {"id"_L1, id},
                                  {"description"_L1, u"%1 for %2"_s.arg(variable, server.name)},
                                  {"password"_L1, true}});
        return u"${input:%1}"_s.arg(id);
    }
    case F::Cursor:
    case F::Windsurf:
        return u"${env:%1}"_s.arg(variable);
    default:
        return u"${%1}"_s.arg(variable);
    }
}

QString SnippetWriter::typeName(Kind kind) const
{
    switch (kind) {
    case Kind::Stdio:
        return u"stdio"_s;
    case Kind::Sse:
        return u"sse"_s;
    case Kind::WebSocket:
        return u"ws"_s;
    case Kind::StreamableHttp:
        break;
    }
    if (m_format == F::Inspector)
        return u"streamable-http"_s;
    if (m_format == F::Cline)
        return u"streamableHttp"_s;
    return u"http"_s;
}

QJsonObject SnippetWriter::entry(const ServerConfig &server)
{
    QJsonObject object;
    QJsonArray secrets;
    if (server.transport == Kind::Stdio) {
        object.insert("command"_L1, server.program);
        object.insert("args"_L1, QJsonArray::fromStringList(server.arguments));
        QJsonObject env;
        for (const ServerConfig::EnvironmentVariable &variable : server.environment) {
            env.insert(variable.name,
                       variable.secret ? secretValue(server, variable.name) : variable.value);
            if (variable.secret)
                secrets.append(QString(u"env:"_s + variable.name));
        }
        if (!env.isEmpty())
            object.insert("env"_L1, env);
        if (!server.workingDirectory.isEmpty())
            object.insert("cwd"_L1, server.workingDirectory);
        if (m_format == F::VsCode || m_format == F::ClaudeCode || m_format == F::Inspector
            || m_format == F::McpScope)
            object.insert("type"_L1, u"stdio"_s);
    } else {
        object.insert(m_format == F::Windsurf ? "serverUrl"_L1 : "url"_L1, server.url.toString());
        if (m_format != F::Windsurf)
            object.insert("type"_L1, typeName(server.transport));
        QJsonObject headers;
        for (const ServerConfig::Header &header : server.headers) {
            headers.insert(header.name,
                           header.secret ? secretValue(server, referenceName(header.name))
                                         : header.value);
            if (header.secret)
                secrets.append(QString(u"header:"_s + header.name));
        }
        if (!server.bearerToken.isEmpty()) {
            headers.insert(u"Authorization"_s,
                           QString(u"Bearer "_s + secretValue(server, u"MCP_BEARER_TOKEN"_s)));
            secrets.append(u"header:Authorization"_s);
        }
        if (!headers.isEmpty())
            object.insert("headers"_L1, headers);
    }
    if (m_format == F::Cline) {
        object.insert("disabled"_L1, false);
        object.insert("autoApprove"_L1, QJsonArray());
    }
    if (m_format == F::McpScope) {
        if (!secrets.isEmpty())
            object.insert("secrets"_L1, secrets);
        if (server.era != ServerConfig::Era::Legacy)
            object.insert("era"_L1, ServerConfig::eraName(server.era));
        if (!server.protocolVersion.isEmpty())
            object.insert("protocolVersion"_L1, server.protocolVersion);
        if (server.maxMessageBytes != TransportLimits::kDefaultMaxMessageBytes)
            object.insert("maxMessageBytes"_L1, server.maxMessageBytes);
        if (!server.acceptedCertificateSha256.isEmpty())
            object.insert("acceptedCertificateSha256"_L1, server.acceptedCertificateSha256);
    }
    return object;
}

// Why a client's file cannot hold this server; empty when it can.
QString unsupported(F format, const ServerConfig &server)
{
    if (server.transport == Kind::WebSocket && format != F::McpScope)
        return u"%1's file has no WebSocket servers"_s.arg(
            ClientConfigFormats::displayName(format));
    if (server.transport != Kind::Stdio && format == F::ClaudeDesktop)
        return u"Claude Desktop's file only starts commands (add a remote server as a connector "
               "in the app)"_s;
    return {};
}

} // namespace

QString referenceName(const QString &name)
{
    static const QRegularExpression unsafe(u"[^A-Za-z0-9_]"_s);
    return name.toUpper().replace(unsafe, u"_"_s);
}

ClientConfigSnippet write(ClientConfigFormat format, const QList<ServerConfig> &servers)
{
    ClientConfigSnippet snippet;
    SnippetWriter writer(format);
    QJsonObject entries;
    for (const ServerConfig &server : servers) {
        if (const QString why = unsupported(format, server); !why.isEmpty()) {
            snippet.notes << u"%1 left out: %2"_s.arg(server.displayName(), why);
            continue;
        }
        entries.insert(server.name, writer.entry(server));
    }
    QJsonObject root;
    if (format == F::VsCode) {
        root.insert("servers"_L1, entries);
        if (!writer.inputs.isEmpty())
            root.insert("inputs"_L1, writer.inputs);
    } else {
        root.insert("mcpServers"_L1, entries);
    }
    if (format == F::McpScope)
        root.insert("mcpscopeCatalog"_L1, 1);
    const bool placeholders = format == F::ClaudeDesktop || format == F::Cline
                              || format == F::Inspector || format == F::McpServers;
    if (placeholders && QJsonDocument(root).toJson().contains("${"))
        snippet.notes << u"replace each ${NAME} with its secret value: %1 does not fill it in"_s
                             .arg(ClientConfigFormats::displayName(format));
    snippet.text = QJsonDocument(root).toJson(QJsonDocument::Indented);
    return snippet;
}

} // namespace ClientConfigExporter
