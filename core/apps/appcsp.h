// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

// The Content Security Policy of one MCP App, built from its resource's _meta.ui.csp
// (SEP-1865, UI Resource Format: connectDomains, resourceDomains, frameDomains,
// baseUriDomains). The restrictive default of the specification when nothing is declared,
// and never looser than what is declared: only http(s) origins (scheme, host, optional port;
// a wildcard only as the first label of a host with at least two more, "https://*.example.com")
// are taken; every other entry ("*", "https:", a path, a quote or ';' that would add a
// directive, ws(s) which the request filter cannot see) is dropped with a reason.
//
// The same allow-list answers allows() for the view's request filter, so a page whose <meta>
// CSP went missing is held to the same origins. Pure value type.
class AppCsp
{
public:
    enum class Use { Connect, Resource, Frame };

    struct Origin
    {
        QString scheme; // "http" or "https"
        QString host;   // lower case; "*.example.com" for a subdomain wildcard
        int port = -1;  // -1: the scheme's default
        QString text() const;
        bool matches(const QUrl &url) const;
    };

    // From _meta.ui.csp (undefined or not an object: the restrictive default).
    static AppCsp fromJson(const QJsonValue &csp);

    // The policy for a <meta http-equiv="Content-Security-Policy">.
    QString policy() const;
    // Whether the view may load url for use: data: for resources, declared origins otherwise.
    bool allows(const QUrl &url, Use use) const;

    const QList<Origin> &connectOrigins() const { return m_connect; }
    const QList<Origin> &resourceOrigins() const { return m_resource; }
    const QList<Origin> &frameOrigins() const { return m_frame; }
    const QList<Origin> &baseUriOrigins() const { return m_baseUri; }
    // Entries that were not taken, each with why ("connectDomains[1] \"*\": ...").
    const QStringList &rejected() const { return m_rejected; }
    // The origins as _meta.ui.csp shapes them (for ui/initialize's hostCapabilities.sandbox).
    QJsonValue approvedJson() const;

    // One entry: an Origin, or why not (empty problem: taken).
    static Origin parseOrigin(const QString &entry, QString *problem);

private:
    QList<Origin> m_connect;
    QList<Origin> m_resource;
    QList<Origin> m_frame;
    QList<Origin> m_baseUri;
    QStringList m_rejected;
};
