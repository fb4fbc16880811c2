// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "openprobe.h"

#include <QFile>

#include <sys/inotify.h>
#include <unistd.h>

OpenProbe::OpenProbe(const QString &path)
    : m_path(path)
{
    // A 1x1 PNG: what a careless loader would happily show.
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(
               QByteArray::fromBase64("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4"
                                      "2mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="))
               <= 0)
        return;
    file.close();
    m_inotify = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (m_inotify >= 0)
        m_watch = inotify_add_watch(m_inotify, QFile::encodeName(path).constData(), IN_OPEN);
}

OpenProbe::~OpenProbe()
{
    if (m_inotify >= 0)
        ::close(m_inotify);
    QFile::remove(m_path);
}

bool OpenProbe::wasOpened()
{
    alignas(inotify_event) char buffer[4096];
    while (!m_opened && m_inotify >= 0 && ::read(m_inotify, buffer, sizeof buffer) > 0)
        m_opened = true; // every event on this watch is an IN_OPEN of the file
    return m_opened;
}
