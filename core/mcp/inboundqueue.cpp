// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "inboundqueue.h"

#include <core/platform/offthread.h>

InboundQueue::InboundQueue(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &InboundQueue::drain);
}

InboundQueue::~InboundQueue()
{
    // A decode still running finishes into a future nobody reads; it holds its own bytes.
    m_watcher.disconnect(this);
}

void InboundQueue::frame(const QByteArray &bytes, Deliver deliver)
{
    const bool large = bytes.size() >= kOffThreadBytes;
    if (!isBusy() && !large) {
        deliver(JsonRpc::decode(bytes)); // the common case, exactly as before
        return;
    }
    Item item{bytes, std::move(deliver), {}, std::nullopt};
    if (large)
        item.decoding = OffThread::run([bytes] { return JsonRpc::decode(bytes); });
    m_items.push_back(std::move(item));
    drain();
}

void InboundQueue::step(std::function<void()> run)
{
    if (!isBusy()) {
        run();
        return;
    }
    m_items.push_back(Item{{}, {}, std::move(run), std::nullopt});
    drain();
}

void InboundQueue::drain()
{
    if (m_draining)
        return; // the loop below is already running further up the stack
    m_draining = true;
    while (!m_items.empty()) {
        Item &front = m_items.front();
        if (front.decoding && !front.decoding->isFinished()) {
            m_watcher.setFuture(*front.decoding);
            break; // finished() calls drain() again
        }
        Item item = std::move(front);
        m_items.pop_front();
        if (item.run)
            item.run();
        else if (item.decoding)
            item.deliver(item.decoding->result());
        else
            item.deliver(JsonRpc::decode(item.bytes));
    }
    m_draining = false;
}
