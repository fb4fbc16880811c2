// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

// Runs the built mcpscope-cli to completion on the event loop (no waitFor*), keeping what it
// printed and its exit code.
struct CliRun
{
    int exitCode = -1;
    bool crashed = false;
    bool finished = false;
    QByteArray out;
    QByteArray err;

    static CliRun run(const QStringList &arguments, int timeoutMs = 60000);
    QString outText() const { return QString::fromUtf8(out); }
    QString errText() const { return QString::fromUtf8(err); }
    QJsonObject json() const; // stdout parsed as one JSON object (empty if it is not one)
};

QStringList everythingServer();
QStringList demoServer();
