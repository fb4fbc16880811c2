// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "demoremote.h"

#include <QJsonObject>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

// Where mcpscope-cli finds the demo server in the end-to-end tests of the 2026-07-28 era: a
// child process on stdio, or `--http 0` on 127.0.0.1 (stopped when the test ends).
class DemoTarget
{
public:
    enum class Transport { Stdio, Http };

    explicit DemoTarget(Transport transport)
        : m_transport(transport)
    {}
    // The CLI's trailing arguments reaching a demo server started with serverOptions (for
    // HTTP the server is started here; empty if it did not start, with the reason in problem()).
    QStringList arguments(const QStringList &serverOptions = {});
    QString problem() const { return m_problem; }
    QString url() const { return m_server ? m_server->httpUrl() : QString(); }

private:
    Transport m_transport;
    std::unique_ptr<DemoRemoteServer> m_server;
    QString m_problem;
};

// A JSON file the CLI reads (--elicitation-response, --sampling-response) in a directory that
// lives as long as the test.
QString writeJsonFile(const QTemporaryDir &dir, const QString &name, const QJsonObject &object);
