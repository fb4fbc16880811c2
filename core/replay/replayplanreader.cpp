// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "replayplanreader.h"

#include <core/analysis/connectionanalysis.h>
#include <core/mcp/mcpmethods.h>
#include <core/platform/offthread.h>
#include <core/session/sessionformat.h>
#include <core/session/sessionlineindexer.h>
#include <core/session/sessionlinereader.h>
#include <core/session/sessionreader.h>

#include <QJsonDocument>
#include <QSet>

using namespace Qt::StringLiterals;

namespace {

constexpr int kSliceLinesBetweenChecks = 4096;

// One slice read: the handshake, the slice's lines, the responses after it (see the class
// comment of ReplayPlanReader), then the plan built from what was taken.
class SlicePlanReading
{
public:
    SlicePlanReading(const ReplayPlanReader::Request &request,
                     const std::atomic<bool> *cancel,
                     const ReplayPlanReader::Progress &progress,
                     ReplayPlanReader::Result &result)
        : m_request(request)
        , m_slice(*request.slice)
        , m_cancel(cancel)
        , m_progress(progress)
        , m_result(result)
    {}

    // fileHeader: the file's own (all its connections), which the classifier checks each
    // line's connection against, as the index does.
    void run(const SessionHeader &header, const SessionHeader &fileHeader)
    {
        m_several = header.hasSeveralConnections();
        m_indexer.setHeader(fileHeader);
        if (!m_scanner.open(m_request.path)) {
            m_result.error = u"cannot open %1: %2"_s.arg(m_request.path, m_scanner.errorString());
            return;
        }
        m_fileBytes = m_scanner.fileSize();
        const bool read = m_slice.byOffset() ? readOffsets() : readRanges();
        if (read)
            searchResponses();
        m_result.bytesRead = m_scanner.bytesRead();
        if (m_result.error.isEmpty() && !m_result.cancelled)
            build();
    }

private:
    bool stopped(qint64 *lines)
    {
        if (++*lines % kSliceLinesBetweenChecks != 0)
            return false;
        if (m_progress)
            m_progress(m_scanner.position(), m_fileBytes);
        if (m_cancel && m_cancel->load()) {
            m_result.cancelled = true;
            return true;
        }
        return false;
    }

    // number: the event's number when the slice names events by number, else 0.
    bool fail(qint64 offset, const QString &what, qint64 number = 0)
    {
        const QString where = number > 0 ? u"event %1 (byte %2)"_s.arg(QString::number(number),
                                                                       QString::number(offset))
                                         : u"byte %1"_s.arg(offset);
        m_result.error = u"%1, %2: %3"_s.arg(m_request.path, where, what);
        return false;
    }

    // The header line: the first line that is not blank.
    bool skipHeader()
    {
        m_scanner.seek(0);
        QByteArrayView line;
        qint64 offset = 0;
        while (m_scanner.next(&line, &offset)) {
            if (line.isNull() || !SessionFormat::isBlankLine(line))
                return true;
        }
        return fail(0, u"the file has no events"_s);
    }

    std::optional<SessionEvent> parse(QByteArrayView line, qint64 offset, qint64 number = 0)
    {
        if (line.isNull()) {
            fail(offset, u"the line is longer than the limit; not replayed"_s, number);
            return std::nullopt;
        }
        ++m_result.linesDecoded;
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(line.toByteArray(), &parseError);
        if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
            fail(offset,
                 u"not an event line (%1); the file is damaged or the offset is not a line's"_s.arg(
                     parseError.error != QJsonParseError::NoError ? parseError.errorString()
                                                                  : u"not a JSON object"_s),
                 number);
            return std::nullopt;
        }
        SessionFormat::ParsedEvent parsed = SessionFormat::eventFromJson(doc.object());
        if (!parsed.event) {
            fail(offset, parsed.error, number);
            return std::nullopt;
        }
        return std::move(parsed.event);
    }

    bool ours(const SessionEvent &event) const
    {
        return !m_several || event.connection == m_request.connection;
    }

    // The handshake window takes the connection's lines until its first outgoing frame that is
    // not part of the handshake. False when the window closed (the line is not taken).
    bool takeHandshakeLine(QByteArrayView line, qint64 offset)
    {
        if (offset > ReplayPlanReader::kHandshakeBytes)
            return false;
        std::optional<SessionEvent> event = parse(line, offset);
        if (!event)
            return false;
        if (!ours(*event))
            return true;
        const TrafficEvent &traffic = event->traffic;
        if (event->type == SessionEvent::Type::Traffic && traffic.kind == TrafficEvent::Kind::Frame
            && traffic.direction == TrafficEvent::Direction::Outgoing) {
            for (const JsonRpcMessage &message : traffic.decoded.messages) {
                if (message.method() != Mcp::Method::Initialize
                    && message.method() != Mcp::Method::Initialized)
                    return false;
            }
        }
        take(std::move(*event));
        return true;
    }

    bool readRanges()
    {
        if (!skipHeader())
            return false;
        QByteArrayView line;
        qint64 offset = 0;
        qint64 number = 0;
        qint64 lines = 0;
        qsizetype range = 0;
        bool handshake = true;
        while (range < m_slice.ranges.size() && m_scanner.next(&line, &offset)) {
            if (!line.isNull() && SessionFormat::isBlankLine(line))
                continue;
            if (stopped(&lines))
                return false;
            ++number;
            const ReplaySlice::Range &current = m_slice.ranges.at(range);
            if (number >= current.first) {
                handshake = false;
                std::optional<SessionEvent> event = parse(line, offset, number);
                if (!event)
                    return false;
                takeSliceEvent(std::move(*event));
                if (number == current.last)
                    ++range;
            } else if (handshake) {
                handshake = takeHandshakeLine(line, offset);
                if (!m_result.error.isEmpty())
                    return false;
            } else if (hasOpenRequests() && !considerLine(line, offset)) {
                return false;
            }
        }
        if (range < m_slice.ranges.size()) {
            m_result.error = u"%1 has %2 event(s); event %3 is past its end"_s.arg(
                m_request.path,
                QString::number(number),
                QString::number(std::max(number + 1, m_slice.ranges.at(range).first)));
            return false;
        }
        return true;
    }

    bool readOffsets()
    {
        const qint64 first = m_slice.offsets.first();
        if (!skipHeader())
            return false;
        QByteArrayView line;
        qint64 offset = 0;
        while (m_scanner.position() < first && m_scanner.next(&line, &offset)) {
            if (offset >= first)
                break;
            if ((line.isNull() || !SessionFormat::isBlankLine(line))
                && !takeHandshakeLine(line, offset))
                break;
        }
        if (!m_result.error.isEmpty())
            return false;
        qint64 lines = 0;
        bool sequential = false; // the scanner is at the line after the last one taken
        for (const qint64 at : std::as_const(m_slice.offsets)) {
            if (stopped(&lines))
                return false;
            if (at >= m_fileBytes)
                return fail(at, u"the file ends at byte %1"_s.arg(m_fileBytes));
            if (sequential && hasOpenRequests() && m_scanner.position() <= at) {
                // A response to an open request may lie between two lines of the slice.
                while (m_scanner.position() < at && m_scanner.next(&line, &offset)) {
                    if (stopped(&lines) || !considerLine(line, offset))
                        return false;
                }
                if (m_scanner.position() != at)
                    return fail(at, u"not the start of an event line"_s);
            } else {
                m_scanner.seek(at);
            }
            if (!m_scanner.next(&line, &offset))
                return fail(at, u"no line there"_s);
            std::optional<SessionEvent> event = parse(line, at);
            if (!event)
                return false;
            takeSliceEvent(std::move(*event));
            sequential = true;
        }
        return true;
    }

    void takeSliceEvent(SessionEvent &&event)
    {
        if (!ours(event))
            return;
        ++m_result.sliceEvents;
        take(std::move(event));
    }

    // Keeps the event for the plan and follows which requests of each side are still open.
    void take(SessionEvent &&event)
    {
        const TrafficEvent &traffic = event.traffic;
        if (event.type == SessionEvent::Type::Traffic
            && traffic.kind == TrafficEvent::Kind::Frame) {
            const bool out = traffic.direction == TrafficEvent::Direction::Outgoing;
            for (const JsonRpcMessage &message : traffic.decoded.messages) {
                QSet<JsonRpcId> &mine = out ? m_openRequests : m_openServerRequests;
                QSet<JsonRpcId> &theirs = out ? m_openServerRequests : m_openRequests;
                if (message.isRequest())
                    mine.insert(message.id());
                else if (message.isResponse()) {
                    theirs.remove(message.id());
                    theirs.remove(message.id().withOtherWireType());
                }
            }
        }
        m_events.push_back(std::move(event));
    }

    // The id of an indexed line, when the index kept it.
    std::optional<JsonRpcId> entryId(const SessionIndexEntry &entry) const
    {
        if (entry.has(SessionIndexEntry::IdNotKept))
            return std::nullopt;
        switch (JsonRpcId::Type(entry.idType)) {
        case JsonRpcId::Type::Integer:
            return JsonRpcId(entry.idValue);
        case JsonRpcId::Type::String:
            return JsonRpcId(
                QString::fromUtf8(m_idPool.constData() + entry.idValue, entry.idBytes));
        case JsonRpcId::Type::None:
            return JsonRpcId();
        default:
            return std::nullopt;
        }
    }

    bool isCandidate(const SessionIndexEntry &entry) const
    {
        if (entry.type != SessionIndexEntry::Type::Frame)
            return false;
        const auto kind = JsonRpcMessage::Kind(entry.messageKind);
        const auto direction = TrafficEvent::Direction(entry.direction);
        if (kind == JsonRpcMessage::Kind::Request)
            // What the server asked while a call of the slice was open (sampling, elicitation):
            // the replay answers it as the client did.
            return direction == TrafficEvent::Direction::Incoming && !m_openRequests.isEmpty();
        if (kind != JsonRpcMessage::Kind::Result && kind != JsonRpcMessage::Kind::Error)
            return false;
        const QSet<JsonRpcId> &open = direction == TrafficEvent::Direction::Incoming
                                          ? m_openRequests
                                          : m_openServerRequests;
        const std::optional<JsonRpcId> id = entryId(entry);
        if (!id)
            return !open.isEmpty();
        return open.contains(*id) || open.contains(id->withOtherWireType());
    }

    bool hasOpenRequests() const
    {
        return !m_openRequests.isEmpty() || !m_openServerRequests.isEmpty();
    }

    // A line outside the slice while requests are open: classified as the index would (no
    // decode), and decoded and taken only when it answers one of them. False on an error.
    bool considerLine(QByteArrayView line, qint64 offset)
    {
        if (line.isNull() || SessionFormat::isBlankLine(line))
            return true;
        SessionIndexEntry entry;
        m_indexer.index(line, &entry);
        m_idPool.append(m_indexer.takeNewIdBytes());
        m_indexer.takeNewNames();
        if (!isCandidate(entry))
            return true;
        std::optional<SessionEvent> event = parse(line, offset);
        if (!event)
            return false;
        if (ours(*event))
            take(std::move(*event));
        return true;
    }

    void searchResponses()
    {
        const qint64 limit = m_scanner.position() + m_request.responseSearchBytes;
        QByteArrayView line;
        qint64 offset = 0;
        qint64 lines = 0;
        while (hasOpenRequests() && m_scanner.position() < limit
               && m_scanner.next(&line, &offset)) {
            if (stopped(&lines) || !considerLine(line, offset))
                return;
        }
        m_result.unanswered = int(m_openRequests.size());
    }

    // Pairs what was taken (a ConnectionAnalysis, as SessionReader does for a whole file) and
    // builds the plan the one way.
    void build()
    {
        ConnectionAnalysis analysis;
        ReplayPlanBuilder builder;
        for (SessionEvent &event : m_events) {
            if (event.type == SessionEvent::Type::Handshake) {
                analysis.setNegotiated(event.handshake.protocolVersion,
                                       event.handshake.capabilities,
                                       event.handshake.clientCapabilities);
                m_result.header.absorb(event.handshake);
                continue;
            }
            if (event.type != SessionEvent::Type::Traffic)
                continue;
            const ConnectionAnalysis::Result paired = analysis.analyze(event.traffic);
            event.traffic.answersFrame = paired.answersFrame;
            event.traffic.continuesFrame = paired.continuesFrame;
            builder.add(event);
        }
        m_result.plan = builder.take();
        if (m_result.sliceEvents == 0)
            m_result.error = u"events %1 of %2 hold no event of the connection"_s.arg(
                m_slice.toString(), m_request.path);
        else if (m_result.plan.steps.isEmpty())
            m_result.error
                = u"events %1 of %2 hold no request or notification the client sent"_s.arg(
                    m_slice.toString(), m_request.path);
    }

    const ReplayPlanReader::Request &m_request;
    const ReplaySlice &m_slice;
    const std::atomic<bool> *m_cancel;
    const ReplayPlanReader::Progress &m_progress;
    ReplayPlanReader::Result &m_result;
    SessionLineReader m_scanner; // SessionReader's line limit
    qint64 m_fileBytes = 0;
    bool m_several = false;
    std::vector<SessionEvent> m_events;
    QSet<JsonRpcId> m_openRequests;       // the client's, not answered yet
    QSet<JsonRpcId> m_openServerRequests; // the server's, not answered yet
    SessionLineIndexer m_indexer;         // classifies the lines outside the slice
    QByteArray m_idPool;                  // its string ids
};

void readWholePlan(SessionReader &reader,
                   const std::atomic<bool> *cancel,
                   ReplayPlanReader::Result &result)
{
    ReplayPlanBuilder builder;
    SessionEvent event;
    qint64 events = 0;
    while (reader.next(&event)) {
        builder.add(event);
        if (++events % kSliceLinesBetweenChecks == 0 && cancel && cancel->load()) {
            result.cancelled = true;
            return;
        }
    }
    // Replaying half a recording would pin half a behaviour: a damaged file is refused.
    result.error = reader.errorString();
    result.header = reader.header();
    result.sliceEvents = events;
    if (result.error.isEmpty())
        result.plan = builder.take();
}

} // namespace

ReplayPlanReader::Result ReplayPlanReader::read(const Request &request,
                                                const std::atomic<bool> *cancel,
                                                const Progress &progress)
{
    Result result;
    SessionReader reader;
    if (!reader.open(request.path)) {
        result.error = reader.errorString();
        return result;
    }
    const SessionHeader &fileHeader = reader.fileHeader();
    if (fileHeader.hasSeveralConnections()) {
        if (request.connection == SessionEvent::kNoConnection) {
            result.error = u"%1 records %2 connections; choose one: %3"_s.arg(
                request.path,
                QString::number(fileHeader.connections.size()),
                fileHeader.connectionList());
            return result;
        }
        if (!reader.selectConnection(request.connection)) {
            result.error = u"%1 records no connection with tag %2"_s.arg(
                request.path, QString::number(request.connection));
            return result;
        }
    }
    if (!request.slice) {
        readWholePlan(reader, cancel, result);
        return result;
    }
    if (request.slice->isEmpty()) {
        result.error = u"the slice of %1 names no event"_s.arg(request.path);
        return result;
    }
    result.header = reader.header();
    SlicePlanReading(request, cancel, progress, result).run(result.header, reader.fileHeader());
    if (!result.error.isEmpty() || result.cancelled)
        result.plan = {};
    return result;
}

ReplayPlanLoader::ReplayPlanLoader(QObject *parent)
    : QObject(parent)
{
    m_progress.setInterval(100);
    connect(&m_progress, &QTimer::timeout, this, [this] {
        Q_EMIT progressed(m_shared->done.load(), m_shared->total.load());
    });
    connect(&m_watcher, &QFutureWatcher<ReplayPlanReader::Result>::finished, this, [this] {
        m_progress.stop();
        m_result = m_watcher.result();
        Q_EMIT finished();
    });
}

ReplayPlanLoader::~ReplayPlanLoader()
{
    cancel();
}

void ReplayPlanLoader::start(const ReplayPlanReader::Request &request)
{
    cancel();
    m_shared = std::make_shared<Shared>();
    m_result = {};
    std::shared_ptr<Shared> shared = m_shared;
    m_watcher.setFuture(OffThread::run([request, shared] {
        return ReplayPlanReader::read(
            request, &shared->cancel, [shared](qint64 done, qint64 total) {
                shared->done.store(done);
                shared->total.store(total);
            });
    }));
    m_progress.start();
}

void ReplayPlanLoader::cancel()
{
    if (m_shared)
        m_shared->cancel.store(true);
}
