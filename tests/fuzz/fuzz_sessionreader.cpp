// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// A .mcpsession file someone shares is hostile: the reader loads any bytes up to the first bad
// line without crashing, stops within its limits, and names the line of a failure.
#include <core/session/sessionreader.h>

#include <QFile>

#include <cstdlib>
#include <sys/mman.h>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // The reader takes a path: an in-memory file under /proc/self/fd.
    const int fd = memfd_create("session", 0);
    if (fd < 0)
        return 0;
    if (size > 0 && write(fd, data, size) != ssize_t(size)) {
        close(fd);
        return 0;
    }
    SessionReader reader;
    SessionReader::Limits limits;
    limits.maxLineBytes = 64 * 1024;
    limits.maxEvents = 1000;
    reader.setLimits(limits);
    if (reader.open(QStringLiteral("/proc/self/fd/%1").arg(fd))) {
        SessionEvent event;
        qint64 events = 0;
        while (reader.next(&event)) {
            if (++events > limits.maxEvents)
                std::abort(); // the event limit must stop the reader
        }
        if (!reader.atEnd() && (reader.errorString().isEmpty() || reader.errorLine() <= 0))
            std::abort(); // a failure names its line and reason
        // A file of several connections: reading each alone gives every event exactly once,
        // and stops at the same line.
        qint64 selected = 0;
        for (const SessionConnection &connection : reader.fileHeader().connections) {
            SessionReader one;
            one.setLimits(limits);
            if (!one.open(QStringLiteral("/proc/self/fd/%1").arg(fd))
                || !one.selectConnection(connection.tag))
                std::abort();
            while (one.next(&event)) {
                if (event.connection != connection.tag)
                    std::abort();
                ++selected;
            }
            if (one.errorLine() != reader.errorLine())
                std::abort();
        }
        if (reader.fileHeader().hasSeveralConnections() && selected != events)
            std::abort();
    } else if (reader.errorString().isEmpty()) {
        std::abort();
    }
    close(fd);
    return 0;
}
