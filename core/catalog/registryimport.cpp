// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// An MCP registry server.json: one server per package (the command that runs it) and per
// remote (its URL and headers).
#include "importsupport.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

using namespace ImportSupport;

struct Runtime
{
    QString program;
    QStringList defaultArguments; // before the runtime arguments the file gives
    QString package;              // how the package and its version are named
};

std::optional<Runtime>
runtimeFor(const QString &registryType, const QString &identifier, const QString &version)
{
    if (registryType == "npm"_L1)
        return Runtime{
            u"npx"_s, {u"-y"_s}, version.isEmpty() ? identifier : identifier + u'@' + version};
    if (registryType == "pypi"_L1)
        return Runtime{
            u"uvx"_s, {}, version.isEmpty() ? identifier : identifier + u"=="_s + version};
    if (registryType == "oci"_L1) {
        // Newer files put the tag in the identifier; older ones give it as the version.
        const bool tagged = identifier.mid(identifier.lastIndexOf(u'/') + 1).contains(u':')
                            || identifier.contains(u'@');
        return Runtime{u"docker"_s,
                       {u"run"_s, u"-i"_s, u"--rm"_s},
                       tagged || version.isEmpty() ? identifier : identifier + u':' + version};
    }
    return std::nullopt;
}

class PackageReader
{
public:
    PackageReader(ConfigVariables &variables, QString where)
        : m_variables(variables)
        , m_where(std::move(where))
    {}

    QStringList problems;
    QStringList notes;

    std::optional<QString> string(const QJsonObject &object, const QString &key, const QString &at)
    {
        return optionalString(object, key, at + u'.' + key, problems);
    }

    // The value an argument or variable has: value, else default, else nothing.
    std::optional<QString> valueOf(const QJsonObject &object, const QString &at)
    {
        std::optional<QString> value = string(object, u"value"_s, at);
        if (!value)
            value = string(object, u"default"_s, at);
        if (value && object.value("variables"_L1).isObject())
            notes << u"%1 has {variables} to fill in: \"%2\""_s.arg(at, *value);
        if (value)
            return m_variables.expand(*value, &notes).value;
        return value;
    }

    void arguments(const QJsonValue &list, const QString &key, QStringList &argv)
    {
        const QString at = m_where + u'.' + key;
        if (list.isUndefined() || list.isNull())
            return;
        if (!list.isArray()) {
            problems << typeProblem(at, list, u"an array"_s);
            return;
        }
        const QJsonArray array = list.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString here = u"%1[%2]"_s.arg(at).arg(i);
            if (!array.at(i).isObject()) {
                problems << typeProblem(here, array.at(i), u"an object"_s);
                break; // the entry is left out: its first wrong item says why
            }
            const QJsonObject argument = array.at(i).toObject();
            const QString type = string(argument, u"type"_s, here).value_or(u"positional"_s);
            const std::optional<QString> value = valueOf(argument, here);
            if (type == "named"_L1) {
                const std::optional<QString> name = string(argument, u"name"_s, here);
                if (!name || name->isEmpty()) {
                    problems << u"%1 is a named argument without a name"_s.arg(here);
                    continue;
                }
                argv << *name;
                if (value)
                    argv << *value;
            } else if (type == "positional"_L1) {
                if (value) {
                    argv << *value;
                } else {
                    const QString hint
                        = string(argument, u"valueHint"_s, here).value_or(u"value"_s);
                    argv << u'<' + hint + u'>';
                    notes << u"%1 needs a value: <%2> is a placeholder"_s.arg(here, hint);
                }
            } else {
                problems << u"%1.type is \"%2\", expected positional or named"_s.arg(
                    here, type.left(100));
            }
        }
    }

    // environmentVariables (packages) and headers (remotes): {name, value|default, isSecret}.
    template<typename Item>
    QList<Item> pairs(const QJsonValue &list, const QString &key)
    {
        QList<Item> items;
        const QString at = m_where + u'.' + key;
        if (list.isUndefined() || list.isNull())
            return items;
        if (!list.isArray()) {
            problems << typeProblem(at, list, u"an array"_s);
            return items;
        }
        const QJsonArray array = list.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString here = u"%1[%2]"_s.arg(at).arg(i);
            const QJsonObject object = array.at(i).toObject();
            const std::optional<QString> name = string(object, u"name"_s, here);
            if (!name || name->isEmpty()) {
                if (array.at(i).isObject())
                    problems << u"%1 has no name"_s.arg(here);
                else
                    problems << typeProblem(here, array.at(i), u"an object"_s);
                break; // the entry is left out: its first wrong item says why
            }
            const QString value = valueOf(object, here).value_or(QString());
            const bool secret = object.value("isSecret"_L1).toBool();
            if (value.isEmpty() && object.value("isRequired"_L1).toBool())
                notes << u"%1 needs a value (%2)"_s.arg(*name,
                                                        secret ? u"secret"_s : u"required"_s);
            items.append({*name, value, secret});
        }
        return items;
    }

private:
    ConfigVariables &m_variables;
    QString m_where;
};

std::optional<ImportedServer> readPackage(const QJsonValue &value,
                                          const QString &where,
                                          ConfigVariables &variables,
                                          ClientConfigImport &result)
{
    const std::optional<QJsonObject> object = objectAt(value, where, result.problems);
    if (!object)
        return std::nullopt;
    const QJsonObject &package = *object;
    PackageReader reader(variables, where);
    const QString registryType
        = reader.string(package, u"registryType"_s, where).value_or(QString());
    const QString identifier = reader.string(package, u"identifier"_s, where).value_or(QString());
    const QString version = reader.string(package, u"version"_s, where).value_or(QString());
    const QString runtimeHint = reader.string(package, u"runtimeHint"_s, where).value_or(QString());
    const QString transport
        = package.value("transport"_L1).toObject().value("type"_L1).toString(u"stdio"_s);
    std::optional<Runtime> runtime = runtimeFor(registryType, identifier, version);
    if (identifier.isEmpty())
        reader.problems << u"%1 has no identifier"_s.arg(where);
    else if (!runtime)
        reader.problems << u"%1.registryType is \"%2\": mcpscope runs npm, pypi and oci packages"_s
                               .arg(where, registryType.left(100));
    else if (transport != "stdio"_L1)
        reader.problems << u"%1 serves %2, not stdio: start it yourself and connect to its URL"_s
                               .arg(where, transport.left(100));
    ImportedServer server;
    server.origin = where;
    if (runtime) {
        ServerConfig &config = server.config;
        config.program = runtimeHint.isEmpty() ? runtime->program : runtimeHint;
        QStringList runtimeArguments;
        reader.arguments(
            package.value("runtimeArguments"_L1), u"runtimeArguments"_s, runtimeArguments);
        config.arguments = runtime->defaultArguments;
        for (const QString &argument : std::as_const(runtimeArguments)) {
            if (!config.arguments.contains(argument) || !argument.startsWith(u'-'))
                config.arguments << argument;
        }
        config.arguments << runtime->package;
        reader.arguments(
            package.value("packageArguments"_L1), u"packageArguments"_s, config.arguments);
        config.environment = reader.pairs<ServerConfig::EnvironmentVariable>(
            package.value("environmentVariables"_L1), u"environmentVariables"_s);
    }
    result.problems << reader.problems;
    if (!reader.problems.isEmpty())
        return std::nullopt;
    server.notes = reader.notes;
    server.name = registryType;
    return server;
}

std::optional<ImportedServer> readRemote(const QJsonValue &value,
                                         const QString &where,
                                         ConfigVariables &variables,
                                         ClientConfigImport &result)
{
    const std::optional<QJsonObject> object = objectAt(value, where, result.problems);
    if (!object)
        return std::nullopt;
    const QJsonObject &remote = *object;
    PackageReader reader(variables, where);
    const QString type = reader.string(remote, u"type"_s, where).value_or(u"streamable-http"_s);
    ImportedServer server;
    server.origin = where;
    ServerConfig &config = server.config;
    config.transportChosen = true;
    if (type == "streamable-http"_L1)
        config.transport = ServerConfig::TransportKind::StreamableHttp;
    else if (type == "sse"_L1)
        config.transport = ServerConfig::TransportKind::Sse;
    else
        reader.problems << u"%1.type is \"%2\", expected streamable-http or sse"_s.arg(
            where, type.left(100));
    const QString url = reader.string(remote, u"url"_s, where).value_or(QString());
    if (url.contains(u'{'))
        reader.notes << u"%1.url has {variables} to fill in: %2"_s.arg(where, url);
    config.url = QUrl(variables.expand(url, &reader.notes).value, QUrl::StrictMode);
    if (reader.problems.isEmpty())
        if (const QString problem = urlProblem(where + u".url"_s, config.url); !problem.isEmpty())
            reader.problems << problem;
    config.headers = reader.pairs<ServerConfig::Header>(remote.value("headers"_L1), u"headers"_s);
    for (ServerConfig::Header &header : config.headers) {
        header.secret = header.secret
                        || header.name.compare("authorization"_L1, Qt::CaseInsensitive) == 0
                        || ClientConfigImporter::looksSecret(header.name);
        if (const QString problem = headerProblem(where + u".headers"_s, header.name, header.value);
            !problem.isEmpty())
            reader.problems << problem;
    }
    result.problems << reader.problems;
    if (!reader.problems.isEmpty())
        return std::nullopt;
    server.notes = reader.notes;
    server.name = type;
    return server;
}

} // namespace

namespace ImportSupport {

void importRegistryServer(const QJsonObject &root,
                          ConfigVariables &variables,
                          ClientConfigImport &result)
{
    const QString fullName = root.value("name"_L1).toString();
    QString shortName = fullName.mid(fullName.lastIndexOf(u'/') + 1);
    if (shortName.isEmpty())
        shortName = u"server"_s;
    QList<ImportedServer> found;
    for (const QString &key : {u"packages"_s, u"remotes"_s}) {
        const QJsonValue list = root.value(key);
        if (list.isUndefined() || list.isNull())
            continue;
        if (!list.isArray()) {
            result.problems << typeProblem(key, list, u"an array"_s);
            break; // the entry is left out: its first wrong item says why
        }
        const QJsonArray array = list.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (i >= ClientConfigImporter::kMaxServers) {
                result.problems
                    << u"%1 lists more than %2 entries: the rest were not read"_s.arg(key).arg(
                           ClientConfigImporter::kMaxServers);
                break;
            }
            const QString where = u"%1[%2]"_s.arg(key).arg(i);
            std::optional<ImportedServer> server
                = key == "packages"_L1 ? readPackage(array.at(i), where, variables, result)
                                       : readRemote(array.at(i), where, variables, result);
            if (server)
                found << std::move(*server);
        }
    }
    // One entry: the server's name; several: the name and what each is (npm, sse…), numbered
    // where two are alike.
    for (qsizetype i = 0; i < found.size(); ++i) {
        ImportedServer &server = found[i];
        QString name = found.size() == 1 ? shortName : u"%1 (%2)"_s.arg(shortName, server.name);
        for (qsizetype j = 0; j < i; ++j) {
            if (found.at(j).name == name)
                name = u"%1 (%2 %3)"_s.arg(shortName, server.name).arg(i + 1);
        }
        server.name = name;
        server.config.name = name;
        addServer(result, std::move(server));
    }
}

} // namespace ImportSupport
