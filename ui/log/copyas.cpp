// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "copyas.h"

#include <core/cli/cliauthoptions.h>
#include <core/mcp/mcpmethods.h>

#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QString headerLine(const ServerConfig::Header &header)
{
    const QString value = CopyAs::isSecretHeader(header) ? u"<secret>"_s : header.value;
    return header.name + u": "_s + value;
}

// Headers the user configured, then the bearer token, as "Name: value" lines.
QStringList configuredHeaders(const ServerConfig &config)
{
    QStringList lines;
    for (const ServerConfig::Header &header : config.headers)
        lines << headerLine(header);
    if (!config.bearerToken.isEmpty())
        lines << u"Authorization: Bearer <token>"_s;
    return lines;
}

bool isInitialize(const QByteArray &frame)
{
    const QJsonDocument document = QJsonDocument::fromJson(frame);
    return document.isObject() && document.object().value("method"_L1) == Mcp::Method::Initialize;
}

QString joinCommand(const QStringList &words)
{
    QStringList quoted;
    for (const QString &word : words)
        quoted << CopyAs::shellQuote(word);
    return quoted.join(u' ');
}

QStringList serverArguments(const ServerConfig &config)
{
    QStringList words;
    if (config.transport != ServerConfig::TransportKind::Stdio) {
        words << u"--url"_s << config.url.toString();
        if (config.transportChosen) {
            static const char *const names[] = {"", "http", "sse", "ws"};
            words << u"--transport"_s << QString::fromLatin1(names[int(config.transport)]);
        }
        for (const QString &line : configuredHeaders(config))
            words << u"--header"_s << line;
        if (!config.acceptedCertificateSha256.isEmpty())
            words << u"--accept-certificate"_s << config.acceptedCertificateSha256;
        // The client's secrets as environment variable names: set them before running.
        words << CliAuth::arguments(config.oauth);
        return words;
    }
    for (const ServerConfig::EnvironmentVariable &variable : config.environment)
        words << u"-e"_s
              << variable.name + u'=' + (variable.secret ? u"<secret>"_s : variable.value);
    if (!config.workingDirectory.isEmpty())
        words << u"--cwd"_s << config.workingDirectory;
    words << u"--"_s << config.program << config.arguments;
    return words;
}

// Characters that must not reach a terminal raw when the command is pasted: C0 controls
// (ESC[201~ ends a bracketed paste and runs what follows), DEL, C1 controls (U+009B is a CSI in
// some terminals) and bidi or invisible format characters that disguise the command. Line
// breaks and tabs are fine inside single quotes.
bool needsEscape(QChar c)
{
    const char16_t u = c.unicode();
    return (u < 0x20 && u != u'\n' && u != u'\t') || (u >= 0x7F && u <= 0x9F)
           || (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) || u == 0x061C
           || u == 0x200E || u == 0x200F || u == 0x200B || u == 0x2060 || u == 0xFEFF;
}

// Bash/zsh/ksh ANSI-C quoting, $'…': every character that needsEscape() is written as an
// escape (\xNN, \uNNNN), so the pasted text holds none of them.
QString ansiCQuote(const QString &word)
{
    QString quoted = u"$'"_s;
    for (const QChar c : word) {
        const char16_t u = c.unicode();
        if (c == u'\\' || c == u'\'')
            quoted += u'\\' + c;
        else if (c == u'\n')
            quoted += u"\\n"_s;
        else if (c == u'\t')
            quoted += u"\\t"_s;
        else if (needsEscape(c))
            quoted += u < 0x80 ? u"\\x%1"_s.arg(uint(u), 2, 16, QChar(u'0'))
                               : u"\\u%1"_s.arg(uint(u), 4, 16, QChar(u'0'));
        else
            quoted += c;
    }
    return quoted + u'\'';
}

} // namespace

namespace CopyAs {

bool isSecretHeader(const ServerConfig::Header &header)
{
    static const QStringList alwaysSecret{
        u"authorization"_s, u"proxy-authorization"_s, u"cookie"_s};
    return header.secret || alwaysSecret.contains(header.name.trimmed().toLower());
}

QString shellQuote(const QString &word)
{
    static const QRegularExpression safe(uR"(^[A-Za-z0-9_@%+=:,./-]+$)"_s);
    if (safe.match(word).hasMatch())
        return word;
    if (std::any_of(word.cbegin(), word.cend(), needsEscape))
        return ansiCQuote(word);
    QString quoted = word;
    quoted.replace(u'\'', u"'\\''"_s); // close the quote, an escaped quote, reopen
    return u'\'' + quoted + u'\'';
}

QString json(const QByteArray &frame)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(frame, &error);
    if (error.error != QJsonParseError::NoError || document.isNull())
        return QString::fromUtf8(frame);
    return QString::fromUtf8(document.toJson(QJsonDocument::Indented)).trimmed();
}

QString cliCommand(const QByteArray &frame, const CopyContext &context)
{
    QStringList words{u"mcpscope-cli"_s, u"--method"_s, u"raw"_s};
    // The CLI runs initialize itself; re-sending a recorded initialize needs it skipped.
    if (context.noHandshake || isInitialize(frame))
        words << u"--no-handshake"_s;
    words << u"--frame"_s << QString::fromUtf8(frame);
    words << serverArguments(context.config);
    return joinCommand(words);
}

QString curl(const QByteArray &frame, const CopyContext &context)
{
    const ServerConfig &config = context.config;
    if (config.transport != ServerConfig::TransportKind::StreamableHttp)
        return {};
    QStringList words{u"curl"_s, u"-sS"_s, u"-N"_s, u"-X"_s, u"POST"_s, config.url.toString()};
    QStringList headers{u"Content-Type: application/json"_s,
                        u"Accept: application/json, text/event-stream"_s};
    // initialize opens a session; every later request names it and the negotiated version.
    if (!isInitialize(frame)) {
        if (!context.sessionId.isEmpty())
            headers << u"Mcp-Session-Id: "_s + QString::fromLatin1(context.sessionId);
        if (!context.protocolVersion.isEmpty())
            headers << u"MCP-Protocol-Version: "_s + context.protocolVersion;
    }
    headers << configuredHeaders(config);
    for (const QString &header : std::as_const(headers))
        words << u"-H"_s << header;
    words << u"--data-raw"_s << QString::fromUtf8(frame);
    return joinCommand(words);
}

} // namespace CopyAs
