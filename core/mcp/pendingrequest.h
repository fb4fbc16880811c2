// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpcmessage.h>

#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QObject>

// One request in flight, like a QNetworkReply. Made by the session's RequestCorrelator, which is
// its one writer (through the protected interface of its own subclass); finishes exactly once
// (finished() fires once, then the object deletes itself with deleteLater()). Local outcomes
// (timeout, cancel, connection closed) are kept apart from errors the peer sent.
class PendingRequest : public QObject
{
    Q_OBJECT
public:
    enum class Outcome {
        Pending,
        Result,
        RemoteError,
        Timeout,
        Cancelled,
        ConnectionClosed,
        TransportError
    };
    Q_ENUM(Outcome)

    JsonRpcId id() const { return m_id; }
    // When sent again (MRTR, version retry): the id of the round before; none otherwise.
    JsonRpcId previousId() const { return m_previousId; }
    QString method() const { return m_method; }
    QJsonObject params() const { return m_params; }
    Outcome outcome() const { return m_outcome; }
    // MRTR (2026-07-28): how many input_required rounds this request went through.
    int inputRounds() const { return m_inputRounds; }
    bool isFinished() const { return m_outcome != Outcome::Pending; }
    bool hasError() const { return m_outcome != Outcome::Result && isFinished(); }
    QJsonValue result() const { return m_result; }
    JsonRpcError error() const { return m_error; }        // meaningful for RemoteError
    QString errorString() const { return m_errorString; } // one line, every error outcome
    qint64 elapsedMs() const { return m_elapsed.elapsed(); }
    bool hasProgressToken() const { return m_hasProgressToken; }
    int timeoutMs() const { return m_timeoutMs; }   // 0: none
    int httpStatus() const { return m_httpStatus; } // TransportError over HTTP
    // The size of the frame that carried the response (0: none came): views prepare a result
    // from a large one off the GUI thread.
    qsizetype responseBytes() const { return m_responseBytes; }
    // Milliseconds until the timeout fires (progress restarts it), or -1 when none is running.
    int remainingTimeoutMs() const;
    // The last notifications/progress for this request; hasProgress() is false until one came.
    bool hasProgress() const { return m_hasProgress; }
    double progress() const { return m_progress; }
    double progressTotal() const { return m_progressTotal; } // NaN: the server gave no total
    QString progressMessage() const { return m_progressMessage; }

    // Asks the server to stop (notifications/cancelled) and finishes with Cancelled.
    void cancel(const QString &reason = {});

Q_SIGNALS:
    void progressReported(double progress, double total, const QString &message);
    void finished();

protected:
    // Only the correlator subclasses this (requestcorrelator.cpp): the state below changes
    // through it alone, so every path to an outcome goes through its table.
    PendingRequest(const JsonRpcId &id,
                   const QString &method,
                   const QJsonObject &params,
                   QObject *parent);
    virtual void cancelRequested(const QString &reason) = 0;
    void reportProgress(double progress, double total, const QString &message);
    // The one way to an outcome; false (and nothing changes) when already finished.
    bool finish(Outcome outcome, const QString &errorString = {});

    JsonRpcId m_id;
    JsonRpcId m_previousId;
    QString m_method;
    QJsonObject m_params;
    Outcome m_outcome = Outcome::Pending;
    QJsonValue m_result;
    JsonRpcError m_error;
    QString m_errorString;
    QElapsedTimer m_elapsed;
    QDeadlineTimer m_deadline{QDeadlineTimer::Forever}; // Forever: no timeout running
    int m_timeoutMs = 0;
    int m_httpStatus = 0;
    qsizetype m_responseBytes = 0;
    int m_inputRounds = 0;
    bool m_hasProgressToken = false;
    bool m_hasProgress = false;
    double m_progress = 0;
    double m_progressTotal = 0;
    QString m_progressMessage;
};
