// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "localauthserver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUrlQuery>

using namespace Qt::StringLiterals;
using Method = QHttpServerRequest::Method;
using Status = QHttpServerResponse::StatusCode;

LocalAuthServer::LocalAuthServer()
{
    m_server.route(
        u"/.well-known/oauth-protected-resource/mcp"_s, [this](const QHttpServerRequest &r) {
            record(r, u"prm"_s);
            return QHttpServerResponse(
                QJsonObject{{"resource"_L1,
                             knobs.prmResource.isEmpty() ? mcpUrl().toString() : knobs.prmResource},
                            {"authorization_servers"_L1, QJsonArray{origin()}},
                            {"scopes_supported"_L1, QJsonArray{u"mcp:basic"_s}}});
        });
    m_server.route(u"/.well-known/oauth-authorization-server"_s,
                   [this](const QHttpServerRequest &r) {
                       record(r, u"as-metadata"_s);
                       return QHttpServerResponse(metadata());
                   });
    m_server.route(u"/register"_s, Method::Post, [this](const QHttpServerRequest &r) {
        record(r, u"register"_s);
        if (knobs.refuseRegistration)
            return QHttpServerResponse(QJsonObject{{"error"_L1, u"invalid_redirect_uri"_s}},
                                       Status::BadRequest);
        registeredRedirectUri = QJsonDocument::fromJson(r.body())
                                    .object()
                                    .value("redirect_uris"_L1)
                                    .toArray()
                                    .first()
                                    .toString();
        return QHttpServerResponse(QJsonObject{{"client_id"_L1, u"local-client"_s}},
                                   Status::Created);
    });
    m_server.route(u"/authorize"_s, [this](const QHttpServerRequest &r) { return authorize(r); });
    m_server.route(
        u"/token"_s, Method::Post, [this](const QHttpServerRequest &r) { return token(r); });
    m_server.route(u"/mcp"_s, Method::Post, [this](const QHttpServerRequest &r) { return mcp(r); });
    m_server.route(
        u"/idp/token"_s, Method::Post, [this](const QHttpServerRequest &r) { return idpToken(r); });
    m_port = m_server.listen(QHostAddress::LocalHost, 0);
}

QString LocalAuthServer::origin() const
{
    return u"http://127.0.0.1:%1"_s.arg(m_port);
}

QUrl LocalAuthServer::mcpUrl() const
{
    return QUrl(origin() + u"/mcp"_s);
}

QByteArray LocalAuthServer::rpc(int id, const char *method)
{
    return u"{\"jsonrpc\":\"2.0\",\"id\":%1,\"method\":\"%2\",\"params\":{}}"_s.arg(id)
        .arg(QLatin1StringView(method))
        .toUtf8();
}

namespace {

AuthSettings forServer(const LocalAuthServer &server, AuthSettings settings)
{
    settings.serverUrl = server.mcpUrl();
    return settings;
}

} // namespace

AuthConnection::AuthConnection(LocalAuthServer &server,
                               CredentialStore *store,
                               AuthSettings settings)
    : authorizer(forServer(server, std::move(settings)), store)
{
    ServerConfig config;
    config.url = server.mcpUrl();
    config.transport = ServerConfig::TransportKind::StreamableHttp;
    transport = std::make_unique<StreamableHttpTransport>(config);
    transport->setAuthorizer(&authorizer);
    transport->open();
}

int LocalAuthServer::count(const QString &path) const
{
    return int(all(path).size());
}

QList<LocalAuthServer::Seen> LocalAuthServer::all(const QString &path) const
{
    QList<Seen> matching;
    for (const Seen &s : seen) {
        if (s.path == path)
            matching << s;
    }
    return matching;
}

void LocalAuthServer::record(const QHttpServerRequest &request, const QString &path)
{
    const QUrlQuery query = request.method() == Method::Post
                                ? QUrlQuery(QString::fromUtf8(request.body()))
                                : request.query();
    seen.append({path, query, request.value("Authorization"), request.value("DPoP")});
}

QJsonObject LocalAuthServer::metadata() const
{
    QJsonObject object{{"issuer"_L1, knobs.issuer.isEmpty() ? origin() : knobs.issuer},
                       {"authorization_endpoint"_L1, QString(origin() + u"/authorize"_s)},
                       {"token_endpoint"_L1, QString(origin() + u"/token"_s)},
                       {"registration_endpoint"_L1, QString(origin() + u"/register"_s)},
                       {"token_endpoint_auth_methods_supported"_L1,
                        QJsonArray::fromStringList(knobs.tokenAuthMethods)}};
    if (knobs.advertisePkce)
        object.insert("code_challenge_methods_supported"_L1, QJsonArray{u"S256"_s});
    if (knobs.dpopNonces)
        object.insert("dpop_signing_alg_values_supported"_L1, QJsonArray{u"ES256"_s});
    return object;
}

QHttpServerResponse LocalAuthServer::authorize(const QHttpServerRequest &request)
{
    record(request, u"authorize"_s);
    if (knobs.interactiveLogin)
        return QHttpServerResponse("text/html", "<form>log in</form>");
    const QUrlQuery query = request.query();
    QUrl redirect(query.queryItemValue(u"redirect_uri"_s, QUrl::FullyDecoded));
    if (knobs.strictRedirectUri && redirect.toString() != registeredRedirectUri)
        return QHttpServerResponse(
            QJsonObject{{"error"_L1, u"invalid_request"_s},
                        {"error_description"_L1, u"redirect_uri is not registered"_s}},
            Status::BadRequest);
    QUrlQuery answer;
    answer.addQueryItem(u"code"_s, u"code-1"_s);
    answer.addQueryItem(u"state"_s,
                        knobs.wrongState ? u"forged"_s
                                         : query.queryItemValue(u"state"_s, QUrl::FullyDecoded));
    redirect.setQuery(answer);
    QHttpServerResponse response(Status::Found);
    response.setHeader("Location", redirect.toEncoded());
    return response;
}

QHttpServerResponse LocalAuthServer::token(const QHttpServerRequest &request)
{
    record(request, u"token"_s);
    if (knobs.refuseToken)
        return QHttpServerResponse(QJsonObject{{"error"_L1, u"invalid_grant"_s}},
                                   Status::BadRequest);
    const QUrlQuery form(QString::fromUtf8(request.body()));
    if (knobs.refuseRefresh && form.queryItemValue(u"grant_type"_s) == "refresh_token"_L1)
        return QHttpServerResponse(QJsonObject{{"error"_L1, u"invalid_grant"_s}},
                                   Status::BadRequest);
    if (knobs.dpopNonces && !proofHasNonce(request.value("DPoP"), asNonce)) {
        QHttpServerResponse response(QJsonObject{{"error"_L1, u"use_dpop_nonce"_s}},
                                     Status::BadRequest);
        response.setHeader("DPoP-Nonce", asNonce);
        return response;
    }
    validToken = u"access-%1"_s.arg(++tokensIssued);
    if (form.hasQueryItem(u"code"_s))
        grantedScopes = all(u"authorize"_s)
                            .constLast()
                            .query.queryItemValue(u"scope"_s, QUrl::FullyDecoded)
                            .split(u' ', Qt::SkipEmptyParts);
    QJsonObject answer{{"access_token"_L1, validToken},
                       {"token_type"_L1, knobs.dpopNonces ? u"DPoP"_s : u"Bearer"_s},
                       {"expires_in"_L1, knobs.expiresIn}};
    if (knobs.issueRefreshTokens)
        answer.insert("refresh_token"_L1, u"refresh-%1"_s.arg(tokensIssued));
    QHttpServerResponse response(answer);
    if (knobs.rotateNonces) {
        asNonce = nextNonce(asNonce);
        response.setHeader("DPoP-Nonce", asNonce);
    }
    return response;
}

// RFC 8693 at the user's identity provider: an ID-JAG for the ID token (SEP-990).
QHttpServerResponse LocalAuthServer::idpToken(const QHttpServerRequest &request)
{
    record(request, u"idp"_s);
    if (!knobs.idpClientSecret.isEmpty()
        && request.value("Authorization")
               != "Basic " + (knobs.idpClientId + u':' + knobs.idpClientSecret).toUtf8().toBase64())
        return QHttpServerResponse(QJsonObject{{"error"_L1, u"invalid_client"_s}},
                                   Status::Unauthorized);
    return QHttpServerResponse(
        QJsonObject{{"access_token"_L1, u"id-jag-1"_s},
                    {"issued_token_type"_L1, u"urn:ietf:params:oauth:token-type:id-jag"_s},
                    {"token_type"_L1, u"N_A"_s}});
}

QByteArray LocalAuthServer::nextNonce(const QByteArray &nonce)
{
    const qsizetype dash = nonce.lastIndexOf('-');
    return nonce.left(dash + 1) + QByteArray::number(nonce.mid(dash + 1).toInt() + 1);
}

// Enough of an MCP server for a client session: initialize and tools/list answer as the
// protocol says; every result also carries "ok" for the transport-level tests.
QJsonObject LocalAuthServer::resultFor(const QJsonObject &message)
{
    const QString method = message.value("method"_L1).toString();
    QJsonObject result{{"ok"_L1, true}};
    if (method == "initialize"_L1) {
        result.insert("protocolVersion"_L1,
                      message.value("params"_L1).toObject().value("protocolVersion"_L1));
        result.insert("capabilities"_L1, QJsonObject{{"tools"_L1, QJsonObject{}}});
        result.insert("serverInfo"_L1,
                      QJsonObject{{"name"_L1, u"local-auth"_s}, {"version"_L1, u"1"_s}});
    } else if (method == "tools/list"_L1) {
        result.insert("tools"_L1, QJsonArray{});
    }
    return result;
}

QHttpServerResponse LocalAuthServer::mcp(const QHttpServerRequest &request)
{
    record(request, u"mcp"_s);
    const QByteArray resourceMetadata = "resource_metadata=\"" + origin().toUtf8()
                                        + "/.well-known/oauth-protected-resource/mcp\"";
    const QByteArray scheme = knobs.dpopNonces ? "DPoP " : "Bearer ";
    if (knobs.dpopNonces && !validToken.isEmpty()
        && request.value("Authorization") == scheme + validToken.toUtf8()
        && !proofHasNonce(request.value("DPoP"), rsNonce)) {
        QHttpServerResponse response(Status::Unauthorized);
        response.setHeader("WWW-Authenticate", "DPoP error=\"use_dpop_nonce\"");
        response.setHeader("DPoP-Nonce", rsNonce);
        return response;
    }
    if (validToken.isEmpty() || request.value("Authorization") != scheme + validToken.toUtf8()) {
        QHttpServerResponse response(Status::Unauthorized);
        response.setHeader("WWW-Authenticate",
                           "Bearer error=\"invalid_token\", " + resourceMetadata);
        return response;
    }
    const QJsonObject message = QJsonDocument::fromJson(request.body()).object();
    if (!message.contains("id"_L1))
        return QHttpServerResponse(Status::Accepted);
    // Revoked with the first request after initialize, which is refused: not when
    // notifications/initialized arrives, which travels on its own connection and may be
    // processed after that request.
    if (knobs.revokeAfterHandshake && message.value("method"_L1) != "initialize"_L1) {
        validToken.clear();
        knobs.refuseToken = true;
        QHttpServerResponse response(Status::Unauthorized);
        response.setHeader("WWW-Authenticate",
                           "Bearer error=\"invalid_token\", " + resourceMetadata);
        return response;
    }
    if (knobs.revokeOnceAfterHandshake && message.value("method"_L1) != "initialize"_L1) {
        knobs.revokeOnceAfterHandshake = false;
        validToken.clear();
        QHttpServerResponse response(Status::Unauthorized);
        response.setHeader("WWW-Authenticate",
                           "Bearer error=\"invalid_token\", " + resourceMetadata);
        return response;
    }
    for (const QString &scope : knobs.requiredScopes) {
        if (message.value("method"_L1) == "tools/call"_L1 && !grantedScopes.contains(scope)) {
            QHttpServerResponse response(Status::Forbidden);
            response.setHeader("WWW-Authenticate",
                               "Bearer error=\"insufficient_scope\", scope=\""
                                   + knobs.requiredScopes.join(u' ').toUtf8() + "\", "
                                   + resourceMetadata);
            return response;
        }
    }
    QHttpServerResponse response(QJsonObject{{"jsonrpc"_L1, u"2.0"_s},
                                             {"id"_L1, message.value("id"_L1)},
                                             {"result"_L1, resultFor(message)}});
    if (knobs.dpopNonces && knobs.rotateNonces) {
        rsNonce = nextNonce(rsNonce);
        response.setHeader("DPoP-Nonce", rsNonce);
    }
    return response;
}

// The nonce claim of a DPoP proof (the tests check the rest of the proof themselves).
bool LocalAuthServer::proofHasNonce(const QByteArray &proof, const QByteArray &nonce)
{
    const QList<QByteArray> parts = proof.split('.');
    if (parts.size() != 3)
        return false;
    const QJsonObject claims
        = QJsonDocument::fromJson(
              QByteArray::fromBase64(parts.at(1), QByteArray::Base64UrlEncoding))
              .object();
    return claims.value("nonce"_L1).toString().toLatin1() == nonce;
}

QUrl LocalAuthServer::browserCallback(const QUrl &authorizationUrl, const QString &code)
{
    const QUrlQuery asked(authorizationUrl);
    QUrl callback(asked.queryItemValue(u"redirect_uri"_s, QUrl::FullyDecoded));
    QUrlQuery answer;
    answer.addQueryItem(u"code"_s, code);
    answer.addQueryItem(u"state"_s, asked.queryItemValue(u"state"_s, QUrl::FullyDecoded));
    callback.setQuery(answer);
    return callback;
}
