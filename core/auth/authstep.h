// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QUrl>

// One action of an authorization flow, reported as it happens so that a person can see where
// a server's auth setup breaks: the URL tried, what came back, or why the flow stopped.
// Never carries a token or a client secret.
struct AuthStep
{
    enum class Stage { Discovery, Registration, Authorization, Redirect, Token, Refresh };
    enum class Outcome { Info, Success, Failure };

    Stage stage = Stage::Discovery;
    Outcome outcome = Outcome::Info;
    QString action; // "GET protected resource metadata"
    QUrl url;       // the URL tried, if any
    int httpStatus = 0;
    QString summary; // the answer in a few words, or the reason of a failure

    static QString stageName(Stage stage);
    QString toText() const; // one line: "discovery: GET … → 404: not found"
};
