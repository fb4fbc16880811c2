// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "fifoprobe.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

FifoProbe::FifoProbe(const QString &path)
    : m_path(path)
{
    const QByteArray native = path.toLocal8Bit();
    m_valid = ::mkfifo(native.constData(), 0600) == 0;
    if (!m_valid)
        return;
    m_watcher = std::thread([this, native] {
        // Each open() blocks until a reader opens the FIFO: the GUI (the bug, perhaps more than
        // once) or finish() (the release).
        for (;;) {
            const int fd = ::open(native.constData(), O_WRONLY);
            const bool releasing = m_releasing.load();
            if (!releasing)
                m_opened.store(true);
            if (fd >= 0)
                ::close(fd); // the reader sees end-of-file
            if (releasing || fd < 0)
                return;
        }
    });
}

FifoProbe::~FifoProbe()
{
    finish();
}

bool FifoProbe::finish()
{
    if (m_valid && !m_finished) {
        m_finished = true;
        m_releasing.store(true);
        // O_NONBLOCK: opening the reading end never waits, and it wakes the watcher's open().
        const int fd = ::open(m_path.toLocal8Bit().constData(), O_RDONLY | O_NONBLOCK);
        m_watcher.join();
        if (fd >= 0)
            ::close(fd);
        // Gone, so that a later read (a repaint after a failed check) finds nothing to block on.
        ::unlink(m_path.toLocal8Bit().constData());
    }
    return m_opened.load();
}
