// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QNetworkAccessManager>

class QAbstractSocket;
class QTimer;

// The network access manager of the HTTP transports: http:// and https:// requests become
// HttpSocketReply (which reads only as fast as it is read, see there); anything else is Qt's.
// It also keeps finished replies' connections alive for the next request to the same origin
// (at most kMaxIdlePerOrigin, each for kIdleMs), since every MCP message is its own POST.
// One manager per transport, so a connection whose certificate one server's user accepted
// never carries another server's requests.
class HttpSocketManager : public QNetworkAccessManager
{
    Q_OBJECT
public:
    static constexpr int kMaxIdlePerOrigin = 4;
    // Below common servers' keep-alive timeouts (Node's is 5 s), so a kept connection is rarely
    // closed by the server just as a request goes out on it.
    static constexpr int kIdleMs = 4000;

    explicit HttpSocketManager(QObject *parent = nullptr);
    ~HttpSocketManager() override;

    // A kept-alive connection for key, or nullptr. The caller owns it from now on.
    QAbstractSocket *takeIdleConnection(const QString &key);
    // Keeps a connection that finished a response and may carry another; closes it instead
    // when there are enough for its key.
    void keepIdleConnection(const QString &key, QAbstractSocket *socket);
    int idleConnectionCount() const { return int(m_idle.size()); }

protected:
    QNetworkReply *createRequest(Operation operation,
                                 const QNetworkRequest &request,
                                 QIODevice *outgoingData) override;

private:
    struct Idle
    {
        QString key;
        QAbstractSocket *socket;
        QTimer *expiry;
    };
    void drop(QAbstractSocket *socket);

    QList<Idle> m_idle;
};
