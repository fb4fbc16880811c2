// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/catalog/clientconfigimporter.h>

#include <QHash>
#include <QStringList>

// The context the client-config tests import with: a fixed home and workspace, a small
// environment, and answers to VS Code's inputs (counting how often each was asked).
struct TestImportContext
{
    QHash<QString, QString> environment{
        {QStringLiteral("BROWSER"), QStringLiteral("firefox")},
        {QStringLiteral("SENTRY_TOKEN"), QStringLiteral("sntrys_1")},
        {QStringLiteral("BRAVE_API_KEY"), QStringLiteral("BSA-1")}};
    QHash<QString, QString> answers{
        {QStringLiteral("perplexity-key"), QStringLiteral("pplx-secret")},
        {QStringLiteral("team"), QStringLiteral("blue")},
        {QStringLiteral("db-password"), QStringLiteral("pw")}};
    QHash<QString, int> asked;

    ConfigImportContext context()
    {
        ConfigImportContext result;
        result.homeDir = QStringLiteral("/home/ada");
        result.workspaceFolder = QStringLiteral("/work/proj");
        result.environment = [this](const QString &name) -> std::optional<QString> {
            if (!environment.contains(name))
                return std::nullopt;
            return environment.value(name);
        };
        result.ask = [this](const ConfigImportContext::Input &input) -> std::optional<QString> {
            ++asked[input.id];
            if (!answers.contains(input.id))
                return std::nullopt;
            return answers.value(input.id);
        };
        return result;
    }
};

// "npx|-y|pkg" for stdio, the URL otherwise.
inline QString commandText(const ServerConfig &config)
{
    if (config.transport == ServerConfig::TransportKind::Stdio)
        return QStringList(QStringList{config.program} + config.arguments).join(u'|');
    return config.url.toString();
}

// "K=V;*SECRET=V": a star marks a secret.
inline QString environmentText(const ServerConfig &config)
{
    QStringList parts;
    for (const ServerConfig::EnvironmentVariable &variable : config.environment)
        parts << (variable.secret ? QStringLiteral("*") : QString()) + variable.name + u'='
                     + variable.value;
    return parts.join(u';');
}

// "K: V;*Authorization: V"
inline QString headerText(const ServerConfig &config)
{
    QStringList parts;
    for (const ServerConfig::Header &header : config.headers)
        parts << (header.secret ? QStringLiteral("*") : QString()) + header.name
                     + QStringLiteral(": ") + header.value;
    return parts.join(u';');
}

inline QString fixturePath(const char *relative)
{
    return QStringLiteral(MCPSCOPE_TEST_DATA_DIR) + QStringLiteral("/client-configs/")
           + QString::fromUtf8(relative);
}
