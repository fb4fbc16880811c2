// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/jsonrpc/jsonrpccodec.h>

#include <QByteArray>
#include <QFutureWatcher>
#include <QObject>

#include <deque>
#include <functional>
#include <optional>

// What a transport delivers to McpSession, kept in arrival order while large frames are decoded
// on a worker thread: a 50 MB result must not freeze the GUI for the second its JSON takes to
// parse. Small frames (nearly all) are decoded and delivered at once, as before, unless
// something is already waiting; then they, and every other transport callback, wait their turn,
// so the session sees exactly the order the transport produced. Decoding is pure work bounded by
// the message size limit (CONTRIBUTING seam 4). GUI thread; the worker never touches this object.
class InboundQueue : public QObject
{
    Q_OBJECT
public:
    static constexpr qsizetype kOffThreadBytes = qsizetype(1) << 20;
    using Deliver = std::function<void(const JsonRpc::DecodeResult &decoded)>;

    explicit InboundQueue(QObject *parent = nullptr);
    ~InboundQueue() override;

    // deliver runs on this thread with the frame's decode, after everything queued before it.
    void frame(const QByteArray &bytes, Deliver deliver);
    // Runs now when nothing waits, else after what does.
    void step(std::function<void()> run);
    bool isBusy() const { return !m_items.empty() || m_draining; }

private:
    struct Item
    {
        QByteArray bytes;
        Deliver deliver;
        std::function<void()> run; // set for a step
        std::optional<QFuture<JsonRpc::DecodeResult>> decoding;
    };
    void drain();

    std::deque<Item> m_items;
    QFutureWatcher<JsonRpc::DecodeResult> m_watcher; // on the first item's decode
    bool m_draining = false;
};
