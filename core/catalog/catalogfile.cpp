// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "catalogfile.h"

#include "clientconfigexporter.h"
#include "clientconfigimporter.h"
#include "jsonc.h"
#include "secretstore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace {

const auto kOurs = "x-mcpscope"_L1;
const auto kBearerKey = "bearerToken"_L1;
const auto kOAuthSecretKey = "oauth:clientSecret"_L1;
const auto kIdpSecretKey = "oauth:idpClientSecret"_L1;
// The entry's OAuth secrets by SecretStore key (the value named; only the marker is written).
QList<std::pair<QLatin1StringView, QString ServerConfig::OAuth::*>> oauthSecretFields()
{
    return {{kOAuthSecretKey, &ServerConfig::OAuth::clientSecret},
            {kIdpSecretKey, &ServerConfig::OAuth::idpClientSecret}};
}

QString newCatalogId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QString callSecretKey(const SavedCall &call, const QString &argument)
{
    return u"call:%1:%2"_s.arg(call.id, argument);
}

// A saved call's argument kept out of the file: named like a secret (the importer's rule).
bool secretArgument(const QString &key)
{
    return ClientConfigImporter::looksSecret(key);
}

QJsonObject savedCallObject(const SavedCall &call)
{
    QJsonObject arguments;
    QJsonArray secretKeys;
    for (auto it = call.arguments.begin(); it != call.arguments.end(); ++it) {
        if (secretArgument(it.key()))
            secretKeys.append(it.key());
        else
            arguments.insert(it.key(), it.value());
    }
    // Still in the store from an earlier session: keep naming them.
    for (const QString &key : call.unrestoredSecrets) {
        if (!call.arguments.contains(key))
            secretKeys.append(key);
    }
    QJsonObject object{{"id"_L1, call.id},
                       {"name"_L1, call.name},
                       {"kind"_L1, SavedCall::kindName(call.kind)},
                       {"target"_L1, call.target},
                       {"arguments"_L1, arguments}};
    if (!secretKeys.isEmpty())
        object.insert("secretArguments"_L1, secretKeys);
    return object;
}

QJsonObject ourEntryFields(const CatalogEntry &entry)
{
    QJsonObject ours{{"id"_L1, entry.id}};
    if (!entry.config.bearerToken.isEmpty())
        ours.insert(kBearerKey, true);
    QJsonObject oauth = entry.config.oauth.toJson(); // paths and ids only: no secret
    QJsonArray oauthSecrets; // which secrets the store holds, so that load asks for them
    for (const auto &[key, field] : oauthSecretFields()) {
        if (!(entry.config.oauth.*field).isEmpty())
            oauthSecrets.append(QString(key));
    }
    if (!oauthSecrets.isEmpty())
        oauth.insert("secrets"_L1, oauthSecrets);
    if (!oauth.isEmpty())
        ours.insert("oauth"_L1, oauth);
    if (entry.lastResult.status != LastResult::Status::Unknown) {
        ours.insert("lastResult"_L1,
                    QJsonObject{{"status"_L1, LastResult::statusName(entry.lastResult.status)},
                                {"when"_L1, entry.lastResult.when.toString(Qt::ISODate)},
                                {"message"_L1, entry.lastResult.message}});
    }
    QJsonArray calls;
    for (const SavedCall &call : entry.savedCalls)
        calls.append(savedCallObject(call));
    if (!calls.isEmpty())
        ours.insert("savedCalls"_L1, calls);
    return ours;
}

// Reads one entry's "x-mcpscope"; what is wrong in a saved call leaves that call out.
class OurFieldsReader
{
public:
    OurFieldsReader(QString where, QStringList &problems)
        : m_where(std::move(where))
        , m_problems(problems)
    {}

    void read(const QJsonObject &ours, CatalogEntry &entry);

private:
    std::optional<SavedCall> readCall(const QJsonValue &value, const QString &where);
    void readLastResult(const QJsonObject &object, LastResult &result);

    QString m_where;
    QStringList &m_problems;
};

void OurFieldsReader::readLastResult(const QJsonObject &object, LastResult &result)
{
    const auto status = LastResult::statusFromName(object.value("status"_L1).toString());
    if (!status) {
        m_problems << u"%1.lastResult.status must be ok, failed, needs-login or unknown"_s.arg(
            m_where);
        return;
    }
    result.status = *status;
    result.when = QDateTime::fromString(object.value("when"_L1).toString(), Qt::ISODate);
    result.message = object.value("message"_L1).toString().left(500);
}

std::optional<SavedCall> OurFieldsReader::readCall(const QJsonValue &value, const QString &where)
{
    const QJsonObject object = value.toObject();
    SavedCall call;
    call.id = object.value("id"_L1).toString();
    call.name = object.value("name"_L1).toString();
    call.target = object.value("target"_L1).toString();
    const auto kind = SavedCall::kindFromName(object.value("kind"_L1).toString());
    const QJsonValue arguments = object.value("arguments"_L1);
    QString problem;
    if (!value.isObject())
        problem = u"is not an object"_s;
    else if (call.name.isEmpty())
        problem = u"has no name"_s;
    else if (call.target.isEmpty())
        problem = u"has no target (the tool or prompt to run)"_s;
    else if (!kind)
        problem = u"has the kind \"%1\", expected tool or prompt"_s.arg(
            object.value("kind"_L1).toString().left(40));
    else if (!arguments.isUndefined() && !arguments.isObject())
        problem = u"has arguments that are not an object"_s;
    if (!problem.isEmpty()) {
        m_problems << u"%1 %2: the saved call was left out"_s.arg(where, problem);
        return std::nullopt;
    }
    call.kind = *kind;
    call.arguments = arguments.toObject();
    for (const QJsonValue &key : object.value("secretArguments"_L1).toArray()) {
        if (key.isString() && call.unrestoredSecrets.size() < 100)
            call.unrestoredSecrets << key.toString();
    }
    if (QUuid::fromString(call.id).isNull())
        call.id = newCatalogId();
    // Secret arguments come back from the store; until then they are absent.
    return call;
}

void OurFieldsReader::read(const QJsonObject &ours, CatalogEntry &entry)
{
    if (!QUuid::fromString(ours.value("id"_L1).toString()).isNull())
        entry.id = ours.value("id"_L1).toString();
    if (ours.value("lastResult"_L1).isObject())
        readLastResult(ours.value("lastResult"_L1).toObject(), entry.lastResult);
    const QJsonArray calls = ours.value("savedCalls"_L1).toArray();
    QSet<QString> names;
    for (qsizetype i = 0; i < calls.size(); ++i) {
        const QString where = u"%1.savedCalls[%2]"_s.arg(m_where).arg(i);
        if (i >= CatalogFile::kMaxSavedCallsPerEntry) {
            m_problems << u"%1: more than %2 saved calls, the rest were not read"_s.arg(m_where)
                              .arg(CatalogFile::kMaxSavedCallsPerEntry);
            break;
        }
        std::optional<SavedCall> call = readCall(calls.at(i), where);
        if (call && names.contains(call->name)) {
            m_problems << u"%1: a second saved call named \"%2\" was left out"_s.arg(
                where, call->name.left(80));
            continue;
        }
        if (call) {
            names.insert(call->name);
            entry.savedCalls << *call;
        }
    }
}

} // namespace

namespace CatalogFile {

QByteArray exportWorkspace(QList<CatalogEntry> entries)
{
    for (CatalogEntry &entry : entries)
        entry.lastResult = {}; // how a connection went here says nothing on another machine
    return write(entries);
}

QByteArray write(const QList<CatalogEntry> &entries)
{
    QList<ServerConfig> configs;
    QJsonArray order;
    for (const CatalogEntry &entry : entries) {
        ServerConfig config = entry.config;
        config.bearerToken.clear(); // kept in the store, and not even named in the file
        configs << config;
        order.append(entry.name());
    }
    const ClientConfigSnippet snippet
        = ClientConfigExporter::write(ClientConfigFormat::McpScope, configs);
    QJsonObject root = QJsonDocument::fromJson(snippet.text).object();
    QJsonObject servers = root.value("mcpServers"_L1).toObject();
    for (const CatalogEntry &entry : entries) {
        QJsonObject object = servers.value(entry.name()).toObject();
        object.insert(kOurs, ourEntryFields(entry));
        servers.insert(entry.name(), object);
    }
    root.insert("mcpServers"_L1, servers);
    root.insert(kOurs, QJsonObject{{"order"_L1, order}});
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Parsed parse(const QByteArray &bytes, const QString &path)
{
    Parsed parsed;
    // Variables stay as written: the catalog holds what the user typed, and a secret's value
    // comes from the store, never from this process' environment.
    const ClientConfigImport imported = ClientConfigImporter::import(bytes, path, {});
    if (!imported.ok()) {
        parsed.error = imported.error;
        return parsed;
    }
    if (imported.format != ClientConfigFormat::McpScope) {
        parsed.error
            = u"%1 is not an mcpscope catalog: it has no \"mcpscopeCatalog\" key (it reads as %2)"_s
                  .arg(path, ClientConfigFormats::displayName(imported.format));
        return parsed;
    }
    parsed.problems = imported.problems;
    const QJsonObject root = Jsonc::parseObject(bytes, nullptr).value_or(QJsonObject());
    const QJsonObject servers = root.value("mcpServers"_L1).toObject();
    QSet<QString> ids;
    for (const ImportedServer &server : imported.servers) {
        CatalogEntry entry;
        entry.config = server.config;
        const QJsonObject ours = servers.value(server.name).toObject().value(kOurs).toObject();
        OurFieldsReader(u"mcpServers."_s + server.name.left(80), parsed.problems).read(ours, entry);
        if (entry.id.isEmpty() || ids.contains(entry.id))
            entry.id = newCatalogId();
        ids.insert(entry.id);
        const QJsonObject oauth = ours.value("oauth"_L1).toObject();
        entry.config.oauth = ServerConfig::OAuth::fromJson(oauth);
        const QJsonArray oauthSecrets = oauth.value("secrets"_L1).toArray();
        for (const auto &[key, field] : oauthSecretFields()) {
            // Marked so that restoreSecrets() asks the store for it.
            if (oauthSecrets.contains(QString(key)))
                entry.config.oauth.*field = u"${MCP_OAUTH_SECRET}"_s;
        }
        if (ours.value(kBearerKey).toBool()) {
            // Marked so that restoreSecrets() asks the store for it.
            entry.config.bearerToken = u"${MCP_BEARER_TOKEN}"_s;
        }
        parsed.entries << entry;
    }
    const QJsonArray order = root.value(kOurs).toObject().value("order"_L1).toArray();
    QStringList names;
    for (const QJsonValue &name : order)
        names << name.toString();
    std::stable_sort(parsed.entries.begin(),
                     parsed.entries.end(),
                     [&names](const CatalogEntry &a, const CatalogEntry &b) {
                         const auto rank = [&names](const CatalogEntry &e) {
                             const qsizetype at = names.indexOf(e.name());
                             return at < 0 ? names.size() : at;
                         };
                         return rank(a) < rank(b);
                     });
    return parsed;
}

Parsed readFile(const QString &path)
{
    Parsed parsed;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        parsed.error = u"cannot read %1: %2"_s.arg(path, file.errorString());
        return parsed;
    }
    const QByteArray bytes = file.read(ClientConfigImporter::kMaxFileBytes + 1);
    if (bytes.size() > ClientConfigImporter::kMaxFileBytes) {
        parsed.error = u"%1 is larger than %2 MB, too large for a server catalog"_s.arg(path).arg(
            ClientConfigImporter::kMaxFileBytes / (1024 * 1024));
        return parsed;
    }
    return parse(bytes, path);
}

QHash<QString, QString> secrets(const CatalogEntry &entry)
{
    QHash<QString, QString> values;
    for (const ServerConfig::EnvironmentVariable &variable : entry.config.environment) {
        if (variable.secret && !variable.value.isEmpty()) // empty: not known yet
            values.insert(u"env:"_s + variable.name, variable.value);
    }
    for (const ServerConfig::Header &header : entry.config.headers) {
        if (header.secret && !header.value.isEmpty())
            values.insert(u"header:"_s + header.name, header.value);
    }
    if (!entry.config.bearerToken.isEmpty())
        values.insert(kBearerKey, entry.config.bearerToken);
    for (const auto &[key, field] : oauthSecretFields()) {
        if (!(entry.config.oauth.*field).isEmpty())
            values.insert(key, entry.config.oauth.*field);
    }
    for (const SavedCall &call : entry.savedCalls) {
        for (auto it = call.arguments.begin(); it != call.arguments.end(); ++it) {
            if (secretArgument(it.key())) {
                // Any JSON value, kept as its compact text.
                values.insert(
                    callSecretKey(call, it.key()),
                    QString::fromUtf8(
                        QJsonDocument(QJsonArray{it.value()}).toJson(QJsonDocument::Compact)));
            }
        }
    }
    return values;
}

QStringList restoreSecrets(CatalogEntry &entry, const SecretStore &store)
{
    QStringList missing;
    // A secret the store lacks is empty, never the file's ${NAME} reference: that text would
    // be sent as the value, and saved into the store as the secret at the next save.
    const auto fill = [&](const QString &key, QString &value) {
        const std::optional<QString> stored = store.value(entry.id, key);
        value = stored.value_or(QString());
        if (!stored)
            missing << key;
    };
    for (ServerConfig::EnvironmentVariable &variable : entry.config.environment) {
        if (variable.secret)
            fill(u"env:"_s + variable.name, variable.value);
    }
    for (ServerConfig::Header &header : entry.config.headers) {
        if (header.secret)
            fill(u"header:"_s + header.name, header.value);
    }
    if (!entry.config.bearerToken.isEmpty()) {
        fill(kBearerKey, entry.config.bearerToken);
        if (missing.contains(QString(kBearerKey)))
            entry.config.bearerToken.clear();
    }
    for (const auto &[key, field] : oauthSecretFields()) {
        if (!(entry.config.oauth.*field).isEmpty())
            fill(key, entry.config.oauth.*field);
    }
    for (SavedCall &call : entry.savedCalls) {
        QStringList stillMissing;
        for (const QString &argument : std::as_const(call.unrestoredSecrets)) {
            const std::optional<QString> stored
                = store.value(entry.id, callSecretKey(call, argument));
            const QJsonArray value
                = QJsonDocument::fromJson(stored.value_or(QString()).toUtf8()).array();
            if (value.size() == 1) {
                call.arguments.insert(argument, value.first());
            } else {
                stillMissing << argument;
                missing << callSecretKey(call, argument);
            }
        }
        call.unrestoredSecrets = stillMissing;
    }
    return missing;
}

} // namespace CatalogFile
