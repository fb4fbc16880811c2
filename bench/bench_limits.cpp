// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Memory under a hostile stream: a local server answers initialize with an SSE event that never
// ends, as fast as loopback carries it, from a thread of its own (as another process would),
// and the session refuses it at the message limit. The figure is the most memory the process
// held above where it started: the limit itself plus what Qt's HTTP thread read ahead before the
// refusal (Qt 6.4 does not hold QNetworkReply's read buffer size).
#include <core/mcp/mcpsession.h>
#include <core/transport/autohttptransport.h>
#include <core/transport/serverconfig.h>

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>

#include <atomic>
#include <benchmark/benchmark.h>
#include <cstring>
#include <malloc.h>

namespace {

// A line of /proc/self/status ("VmRSS:", "VmHWM:") in bytes.
qint64 statusBytes(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(qsizetype(std::strlen(field))).trimmed().split(' ').first().toLongLong()
                   * 1024;
    }
    return 0;
}

// Gives freed memory back to the system, then starts a new resident peak (VmHWM) from here:
// each case measures its own peak, not the one before it. (Sampling the heap from a thread
// instead takes malloc's locks often enough to slow the reader and change the figure.)
qint64 startNewPeak()
{
    malloc_trim(0);
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    if (clear.open(QIODevice::WriteOnly))
        clear.write("5"); // Linux: VmHWM := VmRSS
    return statusBytes("VmRSS:");
}

// Answers every request with 200, text/event-stream, and "data: xxx…" lines without a blank
// line, written whenever the socket has room. Lives in its own thread.
class EndlessSseServer : public QTcpServer
{
public:
    std::atomic<qint64> written{0};

protected:
    void incomingConnection(qintptr handle) override
    {
        auto *socket = new QTcpSocket(this);
        socket->setSocketDescriptor(handle);
        connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
            socket->readAll(); // the request: its content does not matter
            if (socket->property("streaming").toBool())
                return;
            socket->setProperty("streaming", true);
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"
                          "Transfer-Encoding: chunked\r\n\r\n");
            feed(socket);
        });
        connect(socket, &QTcpSocket::bytesWritten, socket, [this, socket] { feed(socket); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    }

private:
    void feed(QTcpSocket *socket)
    {
        static const QByteArray line = "data: " + QByteArray(8000, 'x') + '\n';
        static const QByteArray chunk
            = QByteArray::number(line.size(), 16) + "\r\n" + line + "\r\n";
        while (socket->state() == QAbstractSocket::ConnectedState
               && socket->bytesToWrite() < (1 << 20)) {
            socket->write(chunk);
            written += line.size();
        }
    }
};

void BM_EndlessSseEventRefusedAtTheLimit(benchmark::State &state)
{
    const qint64 limit = state.range(0) << 20;
    QThread serverThread;
    auto *server = new EndlessSseServer;
    server->moveToThread(&serverThread);
    serverThread.start();
    quint16 port = 0;
    QMetaObject::invokeMethod(
        server,
        [server, &port] {
            server->listen(QHostAddress::LocalHost, 0);
            port = server->serverPort();
        },
        Qt::BlockingQueuedConnection);

    for (auto _ : state) {
        ServerConfig config;
        config.url = QUrl(QStringLiteral("http://127.0.0.1:%1/mcp").arg(port));
        config.maxMessageBytes = limit;
        const qint64 startWritten = server->written;
        const qint64 before = startNewPeak();
        QElapsedTimer clock;
        clock.start();
        {
            McpSession session(createTransport(config));
            QEventLoop loop;
            QObject::connect(&session, &McpSession::stateChanged, &loop, [&session, &loop] {
                if (session.state() == McpSession::State::Failed)
                    loop.quit();
            });
            QTimer::singleShot(120000, &loop, &QEventLoop::quit);
            session.connectToServer();
            loop.exec();
            if (session.state() != McpSession::State::Failed)
                state.SkipWithError("the stream was not refused within 2 minutes");
            state.counters["refusedAfterMs"] = double(clock.elapsed());
        }
        state.counters["peakAboveStartMB"]
            = double(statusBytes("VmHWM:") - before) / double(1 << 20);
        state.counters["limitMB"] = double(limit) / double(1 << 20);
        state.counters["serverSentMB"] = double(server->written - startWritten) / double(1 << 20);
    }
    QMetaObject::invokeMethod(server, &QObject::deleteLater);
    serverThread.quit();
    serverThread.wait();
}

} // namespace

BENCHMARK(BM_EndlessSseEventRefusedAtTheLimit)
    ->Arg(1)
    ->Arg(64)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
