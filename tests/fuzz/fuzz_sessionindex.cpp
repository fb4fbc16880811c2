// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// A .mcpsession file someone shares is hostile, and the index reads it the fast way: whatever the
// bytes, indexing stays within its limits, gives the same entries however the file is stepped
// through, and every line it indexes is what the full read (QJsonDocument, eventFromJson) says
// it is: malformed exactly when the full read refuses it, and the same kind of event otherwise.
#include <core/session/sessionformat.h>
#include <core/session/sessionindexbuilder.h>

#include <QJsonDocument>

#include <cstdlib>
#include <sys/mman.h>
#include <unistd.h>

namespace {

std::vector<SessionIndexEntry> indexAll(const QString &path,
                                        const SessionIndexBuilder::Limits &limits,
                                        qint64 budget,
                                        QString *error)
{
    SessionIndexBuilder builder(path, limits, nullptr);
    std::vector<SessionIndexEntry> entries;
    SessionIndexBatch batch;
    int steps = 0;
    do {
        batch = builder.step(budget);
        entries.insert(entries.end(), batch.entries.begin(), batch.entries.end());
        if (++steps > 1'000'000)
            std::abort(); // a step must make progress
    } while (!batch.done);
    *error = batch.error;
    return entries;
}

// The type the full read gives the line.
SessionIndexEntry::Type fullType(const QByteArray &line)
{
    const QJsonDocument doc = QJsonDocument::fromJson(line);
    if (!doc.isObject())
        return SessionIndexEntry::Type::Malformed;
    const SessionFormat::ParsedEvent parsed = SessionFormat::eventFromJson(doc.object());
    if (!parsed.event)
        return SessionIndexEntry::Type::Malformed;
    switch (parsed.event->type) {
    case SessionEvent::Type::Handshake:
        return SessionIndexEntry::Type::Handshake;
    case SessionEvent::Type::Action:
        return SessionIndexEntry::Type::Action;
    case SessionEvent::Type::Traffic:
        break;
    }
    switch (parsed.event->traffic.kind) {
    case TrafficEvent::Kind::Frame:
        return SessionIndexEntry::Type::Frame;
    case TrafficEvent::Kind::Transport:
        return SessionIndexEntry::Type::Transport;
    default:
        return SessionIndexEntry::Type::Diagnostic;
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // The index takes a path: an in-memory file under /proc/self/fd.
    const int fd = memfd_create("session", 0);
    if (fd < 0)
        return 0;
    if (size > 0 && write(fd, data, size) != ssize_t(size)) {
        close(fd);
        return 0;
    }
    const QString path = QStringLiteral("/proc/self/fd/%1").arg(fd);
    SessionIndexBuilder::Limits limits;
    limits.maxLineBytes = 4 * 1024;
    limits.maxEvents = 1000;
    QString error;
    QString errorInSteps;
    const std::vector<SessionIndexEntry> whole = indexAll(path, limits, qint64(1) << 40, &error);
    const std::vector<SessionIndexEntry> stepped = indexAll(path, limits, 1, &errorInSteps);
    if (whole.size() > size_t(limits.maxEvents) || whole.size() != stepped.size()
        || error != errorInSteps)
        std::abort(); // within the limit, and the same however it is stepped through
    const QByteArray file(reinterpret_cast<const char *>(data), qsizetype(size));
    for (size_t i = 0; i < whole.size(); ++i) {
        const SessionIndexEntry &entry = whole[i];
        if (entry.offset != stepped[i].offset || entry.type != stepped[i].type
            || entry.flags != stepped[i].flags || entry.method != stepped[i].method)
            std::abort();
        if (entry.offset < 0 || entry.offset >= qint64(size))
            std::abort();
        if (entry.type == SessionIndexEntry::Type::TooLong)
            continue;
        if (entry.offset + entry.lineBytes > qint64(size))
            std::abort();
        const QByteArray line = file.mid(entry.offset, entry.lineBytes);
        if (line.contains('\n') || entry.type != fullType(line))
            std::abort(); // one line, read as the full read reads it
    }
    close(fd);
    return 0;
}
