// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <atomic>
#include <thread>

// A FIFO whose path a test hands to the GUI as an image source ("<img src=…>", "![](…)").
// Reading it is what the GUI must never do: Qt's text document would block the GUI thread in
// open() forever. So a watcher thread holds the writing end ready: a reader's open() returns at
// once and reads end-of-file, and the test learns that someone opened the FIFO instead of
// hanging. No timing is involved: finish() releases the watcher by opening the reading end
// itself. Linux and other POSIX systems.
class FifoProbe
{
public:
    explicit FifoProbe(const QString &path);
    ~FifoProbe();
    FifoProbe(const FifoProbe &) = delete;
    FifoProbe &operator=(const FifoProbe &) = delete;

    QString path() const { return m_path; }
    bool isValid() const { return m_valid; }
    // Stops watching and removes the FIFO; true if anything opened it for reading before.
    bool finish();

private:
    QString m_path;
    bool m_valid = false;
    bool m_finished = false;
    std::atomic<bool> m_releasing{false};
    std::atomic<bool> m_opened{false};
    std::thread m_watcher;
};
