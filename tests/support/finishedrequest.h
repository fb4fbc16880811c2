// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/mcp/pendingrequest.h>

#include <QJsonValue>
#include <QTest>

// Keeps what a PendingRequest reported, since the object deletes itself after finished() (and
// QTest::qWaitFor runs deferred deletes: a raw pointer read after the wait is a use after free).
struct FinishedRequest
{
    int count = 0;
    PendingRequest::Outcome outcome = PendingRequest::Outcome::Pending;
    QJsonValue result;
    JsonRpcError error;
    QString errorString;

    FinishedRequest() = default;
    explicit FinishedRequest(PendingRequest *request) { watch(request); }

    void watch(PendingRequest *request)
    {
        QObject::connect(request, &PendingRequest::finished, request, [this, request] {
            ++count;
            outcome = request->outcome();
            result = request->result();
            error = request->error();
            errorString = request->errorString();
        });
    }
    bool wait(int ms = 5000)
    {
        return QTest::qWaitFor([this] { return count > 0; }, ms);
    }
    bool hasError() const { return count > 0 && outcome != PendingRequest::Outcome::Result; }
};
