// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionmerger.h"

#include "sessionreader.h"
#include "sessionwriter.h"

#include <QFile>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>
#include <vector>

using namespace Qt::StringLiterals;

namespace SessionMerger {

namespace {

struct OpenSource
{
    std::unique_ptr<SessionReader> reader = std::make_unique<SessionReader>();
    std::optional<SessionEvent> pending; // the next event to write, read ahead
};

qint64 wallClockOf(const SessionEvent &event)
{
    return event.type == SessionEvent::Type::Traffic ? event.traffic.wallClockMs
                                                     : event.wallClockMs;
}

// The source's connection as the combined header lists it.
SessionConnection connectionOf(const SessionReader &reader, const SessionSource &source, int tag)
{
    SessionConnection connection = reader.header().allConnections().constFirst();
    for (const SessionConnection &listed : reader.fileHeader().connections) {
        if (listed.tag == source.connection)
            connection.name = listed.name;
    }
    if (!source.name.isEmpty())
        connection.name = source.name;
    connection.tag = tag;
    return connection;
}

bool readAhead(OpenSource &source, QString *error)
{
    SessionEvent event;
    if (source.reader->next(&event)) {
        source.pending = std::move(event);
        return true;
    }
    source.pending.reset();
    if (source.reader->errorString().isEmpty())
        return true;
    *error = source.reader->errorString();
    return false;
}

bool copyEvents(std::vector<OpenSource> &open, bool tagged, SessionWriter &writer, QString *error)
{
    for (OpenSource &source : open) {
        if (!readAhead(source, error))
            return false;
    }
    for (;;) {
        OpenSource *earliest = nullptr;
        int tag = 0;
        for (size_t i = 0; i < open.size(); ++i) {
            if (open[i].pending
                && (!earliest || wallClockOf(*open[i].pending) < wallClockOf(*earliest->pending))) {
                earliest = &open[i];
                tag = int(i) + 1;
            }
        }
        if (!earliest)
            return true;
        SessionEvent &event = *earliest->pending;
        event.connection = tagged ? tag : SessionEvent::kNoConnection;
        if (!writer.append(event)) {
            *error = writer.errorString();
            return false;
        }
        if (!readAhead(*earliest, error))
            return false;
    }
}

} // namespace

bool write(const QList<SessionSource> &sources, const QString &target, QString *error)
{
    if (sources.isEmpty()) {
        *error = u"nothing recorded yet: connect to a server or open a session first"_s;
        return false;
    }
    if (sources.size() == 1 && sources.first().connection == SessionEvent::kNoConnection)
        return SessionWriter::copyAtomically(sources.first().path, target, error);
    if (sources.size() > SessionHeader::kMaxConnections) {
        *error = u"a session file holds at most %1 connections, the window has %2"_s.arg(
            QString::number(SessionHeader::kMaxConnections), QString::number(sources.size()));
        return false;
    }
    std::vector<OpenSource> open(size_t(sources.size()));
    SessionHeader header;
    for (qsizetype i = 0; i < sources.size(); ++i) {
        const SessionSource &source = sources.at(i);
        SessionReader &reader = *open[size_t(i)].reader;
        reader.setDecodeFrames(false); // copied, not shown: no decode, no analysis
        if (!reader.open(source.path)) {
            *error = reader.errorString();
            return false;
        }
        if (source.connection != SessionEvent::kNoConnection
            && !reader.selectConnection(source.connection)) {
            *error = u"%1 records no connection with tag %2"_s.arg(
                source.path, QString::number(source.connection));
            return false;
        }
        header.connections.append(connectionOf(reader, source, int(i) + 1));
        const QDateTime created = header.connections.constLast().created;
        if (created.isValid() && (!header.created.isValid() || created < header.created))
            header.created = created;
    }
    header.appVersion = QStringLiteral(MCPSCOPE_VERSION);
    const bool tagged = sources.size() > 1;
    if (!tagged) // one connection of a file of several: a file of its own
        header = open.front().reader->header();
    // Written beside the target, then renamed over it (atomic on one file system).
    const QString part = target + u".part"_s;
    SessionWriter writer;
    if (!writer.open(part, header)) {
        *error = writer.errorString();
        return false;
    }
    const bool copied = copyEvents(open, tagged, writer, error);
    const bool written = writer.waitForWrites();
    if (copied && !written)
        *error = writer.errorString();
    writer.close();
    if (!copied || !written) {
        QFile::remove(part);
        return false;
    }
    if (std::rename(QFile::encodeName(part).constData(), QFile::encodeName(target).constData())
        != 0) {
        *error = u"cannot save %1: %2"_s.arg(target, QString::fromLocal8Bit(std::strerror(errno)));
        QFile::remove(part);
        return false;
    }
    return true;
}

} // namespace SessionMerger
