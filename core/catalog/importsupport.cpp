// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "importsupport.h"

#include <core/jsonrpc/jsontypes.h>
#include <core/transport/httprequestbuilder.h>

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
