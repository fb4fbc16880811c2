// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "appcsp.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype kMaxOriginLength = 300;
constexpr int kMaxOriginsPerList = 64;

int defaultPortOf(const QString &scheme)
{
    return scheme == "https"_L1 ? 443 : 80;
}

bool isHostLabel(QStringView label)
{
    if (label.isEmpty() || label.size() > 63 || label.startsWith(u'-') || label.endsWith(u'-'))
        return false;
    for (const QChar c : label) {
        if (!(c.isDigit() || (c >= u'a' && c <= u'z') || c == u'-'))
            return false;
    }
    return true;
}

bool isBracketedIpv6(QStringView host)
{
    if (host.size() < 4 || !host.startsWith(u'[') || !host.endsWith(u']'))
        return false;
    for (const QChar c : host.mid(1, host.size() - 2)) {
        if (!(c.isDigit() || (c >= u'a' && c <= u'f') || c == u':' || c == u'.'))
            return false;
    }
    return true;
}

// The host part of an origin, lower case; a wildcard only as "*." before two or more labels,
// so "*.com" or "*" can never stand for the whole web.
QString checkHost(const QString &host, QString *problem)
{
    if (isBracketedIpv6(host))
        return host;
    QString rest = host;
    const bool wildcard = rest.startsWith("*."_L1);
    if (wildcard)
        rest = rest.mid(2);
    const QStringList labels = rest.split(u'.');
    for (const QString &label : labels) {
        if (!isHostLabel(label)) {
            *problem = rest.contains(u'*') ? u"a wildcard may only be the first label"_s
                                           : u"the host is not a host name"_s;
            return {};
        }
    }
    if (wildcard && labels.size() < 2) {
        *problem = u"a wildcard needs at least two labels after it (\"*.example.com\")"_s;
        return {};
    }
    return host;
}

} // namespace

QString AppCsp::Origin::text() const
{
    return port < 0 ? u"%1://%2"_s.arg(scheme, host)
                    : u"%1://%2:%3"_s.arg(scheme, host, QString::number(port));
}

bool AppCsp::Origin::matches(const QUrl &url) const
{
    if (url.scheme() != scheme)
        return false;
    const QString urlHost = url.host(QUrl::FullyEncoded).toLower();
    const QString bareHost = host.startsWith(u'[') ? host.mid(1, host.size() - 2) : host;
    if (host.startsWith("*."_L1)) {
        const QStringView suffix = QStringView(host).mid(1); // ".example.com"
        if (!urlHost.endsWith(suffix) || urlHost.size() <= suffix.size())
            return false;
    } else if (urlHost != bareHost) {
        return false;
    }
    const int wanted = port < 0 ? defaultPortOf(scheme) : port;
    return url.port(defaultPortOf(scheme)) == wanted;
}

AppCsp::Origin AppCsp::parseOrigin(const QString &entry, QString *problem)
{
    problem->clear();
    Origin origin;
    if (entry.size() > kMaxOriginLength) {
        *problem = u"longer than %1 characters"_s.arg(kMaxOriginLength);
        return {};
    }
    for (const QChar c : entry) {
        // Nothing that could end the source list or start another directive in the policy.
        if (c.isSpace() || c == u';' || c == u',' || c == u'\'' || c == u'"' || c.unicode() < 0x20
            || c.unicode() > 0x7e) {
            *problem = u"contains a character no origin has"_s;
            return {};
        }
    }
    const qsizetype separator = entry.indexOf("://"_L1);
    if (separator <= 0) {
        *problem = u"not an origin (scheme://host)"_s;
        return {};
    }
    origin.scheme = entry.left(separator).toLower();
    if (origin.scheme == "ws"_L1 || origin.scheme == "wss"_L1) {
        *problem = u"WebSocket origins are not allowed: mcpscope cannot hold them to the policy"_s;
        return {};
    }
    if (origin.scheme != "http"_L1 && origin.scheme != "https"_L1) {
        *problem = u"only http and https origins are allowed"_s;
        return {};
    }
    QString authority = entry.mid(separator + 3).toLower();
    if (authority.endsWith(u'/'))
        authority.chop(1);
    if (authority.contains(u'/') || authority.contains(u'?') || authority.contains(u'#')
        || authority.contains(u'@')) {
        *problem = u"an origin has no path, query, fragment or user name"_s;
        return {};
    }
    QString host = authority;
    const qsizetype colon = authority.lastIndexOf(u':');
    if (colon >= 0 && !authority.endsWith(u']')) {
        bool ok = false;
        const int port = authority.mid(colon + 1).toInt(&ok);
        if (!ok || port < 1 || port > 65535) {
            *problem = u"the port is not a number from 1 to 65535"_s;
            return {};
        }
        origin.port = port;
        host = authority.left(colon);
    }
    if (host.isEmpty()) {
        *problem = u"the origin has no host"_s;
        return {};
    }
    origin.host = checkHost(host, problem);
    if (!problem->isEmpty())
        return {};
    return origin;
}

AppCsp AppCsp::fromJson(const QJsonValue &csp)
{
    AppCsp result;
    const QJsonObject object = csp.toObject();
    const auto readList = [&](QLatin1StringView key, QList<Origin> &into) {
        const QJsonValue value = object.value(key);
        if (value.isUndefined() || value.isNull())
            return;
        if (!value.isArray()) {
            result.m_rejected << u"%1: not an array of origins"_s.arg(key);
            return;
        }
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString entry = array.at(i).toString();
            QString problem;
            if (!array.at(i).isString())
                problem = u"not a string"_s;
            else if (into.size() >= kMaxOriginsPerList)
                problem = u"more than %1 origins"_s.arg(kMaxOriginsPerList);
            Origin origin = problem.isEmpty() ? parseOrigin(entry, &problem) : Origin();
            if (problem.isEmpty())
                into.append(origin);
            else
                result.m_rejected << u"%1[%2] \"%3\": %4"_s.arg(
                    key, QString::number(i), entry.left(80), problem);
        }
    };
    readList("connectDomains"_L1, result.m_connect);
    readList("resourceDomains"_L1, result.m_resource);
    readList("frameDomains"_L1, result.m_frame);
    readList("baseUriDomains"_L1, result.m_baseUri);
    return result;
}

namespace {

QString sourceList(const QList<AppCsp::Origin> &origins)
{
    QStringList texts;
    for (const AppCsp::Origin &origin : origins)
        texts << origin.text();
    return texts.join(u' ');
}

QString withSources(const QString &directive, const QString &fixed, const QString &sources)
{
    QString text = directive + u' ' + fixed;
    if (!sources.isEmpty())
        text += u' ' + sources;
    return text;
}

QJsonArray originTexts(const QList<AppCsp::Origin> &origins)
{
    QJsonArray array;
    for (const AppCsp::Origin &origin : origins)
        array.append(origin.text());
    return array;
}

} // namespace

QString AppCsp::policy() const
{
    // SEP-1865, Host Behavior: the restrictive default, widened only by declared origins.
    const QString resources = sourceList(m_resource);
    const QString connect = sourceList(m_connect);
    const QString frames = sourceList(m_frame);
    const QString base = sourceList(m_baseUri);
    const QStringList directives{
        u"default-src 'none'"_s,
        withSources(u"script-src"_s, u"'self' 'unsafe-inline'"_s, resources),
        withSources(u"style-src"_s, u"'self' 'unsafe-inline'"_s, resources),
        withSources(u"img-src"_s, u"'self' data:"_s, resources),
        withSources(u"media-src"_s, u"'self' data:"_s, resources),
        withSources(u"font-src"_s, u"'self'"_s, resources),
        connect.isEmpty() ? u"connect-src 'none'"_s : u"connect-src "_s + connect,
        frames.isEmpty() ? u"frame-src 'none'"_s : u"frame-src "_s + frames,
        base.isEmpty() ? u"base-uri 'self'"_s : u"base-uri "_s + base,
        u"object-src 'none'"_s,
        u"form-action 'none'"_s,
    };
    return directives.join(u"; "_s);
}

bool AppCsp::allows(const QUrl &url, Use use) const
{
    if (use == Use::Resource && url.scheme() == "data"_L1)
        return true;
    const QList<Origin> &origins = use == Use::Connect    ? m_connect
                                   : use == Use::Resource ? m_resource
                                                          : m_frame;
    for (const Origin &origin : origins) {
        if (origin.matches(url))
            return true;
    }
    return false;
}

QJsonValue AppCsp::approvedJson() const
{
    QJsonObject object;
    if (!m_connect.isEmpty())
        object.insert("connectDomains"_L1, originTexts(m_connect));
    if (!m_resource.isEmpty())
        object.insert("resourceDomains"_L1, originTexts(m_resource));
    if (!m_frame.isEmpty())
        object.insert("frameDomains"_L1, originTexts(m_frame));
    if (!m_baseUri.isEmpty())
        object.insert("baseUriDomains"_L1, originTexts(m_baseUri));
    return object;
}
