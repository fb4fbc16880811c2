// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "authdiscovery.h"

using namespace Qt::StringLiterals;

namespace {

QUrl originOf(const QUrl &url)
{
    QUrl origin;
    origin.setScheme(url.scheme().toLower());
    origin.setHost(url.host().toLower());
    origin.setPort(url.port());
    return origin;
}

QString pathWithoutTrailingSlash(const QUrl &url)
{
    QString path = url.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    return path;
}

QUrl withPath(const QUrl &origin, const QString &path)
{
    QUrl url = origin;
    url.setPath(path);
    return url;
}

} // namespace

namespace AuthDiscovery {

QString canonicalResource(const QUrl &serverUrl)
{
    QUrl url = originOf(serverUrl);
    url.setPath(pathWithoutTrailingSlash(serverUrl));
    url.setQuery(serverUrl.query());
    return url.toString(QUrl::FullyEncoded);
}

QList<QUrl> protectedResourceMetadataUrls(const QUrl &serverUrl, const QString &fromHeader)
{
    QList<QUrl> urls;
    const auto add = [&urls](const QUrl &url) {
        if (!urls.contains(url))
            urls << url;
    };
    const QUrl headerUrl(fromHeader);
    if (!fromHeader.isEmpty() && headerUrl.isValid())
        add(headerUrl);
    const QUrl origin = originOf(serverUrl);
    const QString path = pathWithoutTrailingSlash(serverUrl);
    if (!path.isEmpty())
        add(withPath(origin, u"/.well-known/oauth-protected-resource"_s + path));
    add(withPath(origin, u"/.well-known/oauth-protected-resource"_s));
    return urls;
}

QString checkResource(const QString &prmResource, const QUrl &serverUrl)
{
    const QUrl resource(prmResource);
    if (prmResource.isEmpty() || !resource.isValid())
        return u"the protected resource metadata has no valid \"resource\""_s;
    const QString expected = canonicalResource(serverUrl);
    const QString mismatch
        = u"the protected resource metadata names resource \"%1\", not this server (%2)"_s.arg(
            prmResource, expected);
    if (originOf(resource) != originOf(serverUrl))
        return mismatch;
    const QString parent = pathWithoutTrailingSlash(resource);
    const QString path = pathWithoutTrailingSlash(serverUrl);
    if (parent.isEmpty() || path == parent || path.startsWith(parent + u'/'))
        return {};
    return mismatch;
}

QList<QUrl> authorizationServerMetadataUrls(const QUrl &issuer)
{
    const QUrl origin = originOf(issuer);
    const QString path = pathWithoutTrailingSlash(issuer);
    if (path.isEmpty())
        return {withPath(origin, u"/.well-known/oauth-authorization-server"_s),
                withPath(origin, u"/.well-known/openid-configuration"_s)};
    return {withPath(origin, u"/.well-known/oauth-authorization-server"_s + path),
            withPath(origin, u"/.well-known/openid-configuration"_s + path),
            withPath(origin, path + u"/.well-known/openid-configuration"_s)};
}

QUrl legacyAuthorizationBase(const QUrl &serverUrl)
{
    return originOf(serverUrl);
}

QUrl legacyEndpoint(const QUrl &serverUrl, const QString &path)
{
    return withPath(originOf(serverUrl), path);
}

QString checkIssuer(const QString &metadataIssuer, const QString &expectedIssuer)
{
    if (metadataIssuer == expectedIssuer)
        return {};
    return u"the authorization server metadata names issuer \"%1\", but it was fetched for "
           "\"%2\" (they must be identical)"_s.arg(metadataIssuer, expectedIssuer);
}

} // namespace AuthDiscovery
