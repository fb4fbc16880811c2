// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "cliauthoptions.h"

#include "clioptions.h"

#include <QCommandLineParser>

using namespace Qt::StringLiterals;

namespace {

const QString kClientId = u"client-id"_s;
const QString kClientSecret = u"client-secret"_s;
const QString kClientMetadataUrl = u"client-metadata-url"_s;
const QString kScope = u"scope"_s;
const QString kForget = u"forget-credentials"_s;
// The URL the conformance suite's authorization servers accept as a CIMD client id.
const QString kConformanceClientMetadataUrl
    = u"https://conformance-test.local/client-metadata.json"_s;

} // namespace

namespace CliAuth {

QList<QCommandLineOption> options()
{
    return {
        {kClientId,
         u"OAuth: a pre-registered client id (else CIMD or dynamic registration)."_s,
         u"ID"_s},
        {kClientSecret, u"OAuth: the pre-registered client's secret."_s, u"SECRET"_s},
        {kClientMetadataUrl,
         u"OAuth: an https URL of this client's Client ID Metadata Document, used as the client "
         "id where the authorization server supports it."_s,
         u"URL"_s},
        {kScope, u"OAuth: a scope to ask for on top of the server's; repeatable."_s, u"SCOPE"_s},
        {kForget,
         u"OAuth: forget the tokens stored for the --url server (OS keyring or the 0600 file), "
         "then exit; the next run authorizes anew."_s},
    };
}

QString read(const QCommandLineParser &parser, CliOptions &options)
{
    CliAuthOptions &auth = options.auth;
    auth.clientId = parser.value(kClientId);
    auth.clientSecret = parser.value(kClientSecret);
    for (const QString &scope : parser.values(kScope))
        auth.scopes << scope.split(u' ', Qt::SkipEmptyParts);
    if (!auth.clientSecret.isEmpty() && auth.clientId.isEmpty())
        return u"--client-secret needs --client-id"_s;
    if (parser.isSet(kClientMetadataUrl)) {
        auth.clientMetadataUrl = QUrl(parser.value(kClientMetadataUrl), QUrl::StrictMode);
        if (!auth.clientMetadataUrl.isValid() || auth.clientMetadataUrl.scheme() != "https"_L1
            || auth.clientMetadataUrl.path().size() < 2)
            return u"--client-metadata-url must be an https URL with a path, got \"%1\""_s.arg(
                parser.value(kClientMetadataUrl));
    }
    const bool anySet
        = parser.isSet(kClientId) || parser.isSet(kClientMetadataUrl) || parser.isSet(kScope);
    if (anySet && options.server.url.isEmpty() && !parser.isSet(u"url"_s))
        return u"--client-id, --client-metadata-url and --scope are only used with --url"_s;
    auth.forget = parser.isSet(kForget);
    if (auth.forget && options.server.url.isEmpty() && !parser.isSet(u"url"_s))
        return u"--forget-credentials needs --url (the server whose tokens to forget)"_s;
    return {};
}

void readConformance(CliOptions &options)
{
    const QJsonObject &context = options.protocol.conformanceContext;
    options.auth.clientId = context.value("client_id"_L1).toString();
    options.auth.clientSecret = context.value("client_secret"_L1).toString();
    options.auth.clientMetadataUrl = QUrl(kConformanceClientMetadataUrl);
    options.auth.memoryOnly = true;
}

} // namespace CliAuth
