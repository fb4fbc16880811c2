// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clireplay.h"

#include "clirunner.h"
#include "clitextformat.h"

#include <core/mcp/mcpsession.h>
#include <core/replay/replayplanreader.h>
#include <core/replay/sessionreplayer.h>
#include <core/session/sessionreader.h>
#include <core/transport/autohttptransport.h>

#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>

#include <utility>

using namespace Qt::StringLiterals;

CliReplayRunner::CliReplayRunner(const CliOptions &options,
                                 QIODevice *out,
                                 QIODevice *err,
                                 QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_out(out)
    , m_err(err)
{}

void CliReplayRunner::start()
{
    int connection = SessionEvent::kNoConnection;
    if (QString error; !chooseConnection(&connection, &error)) {
        fail(CliRunner::UsageOrUnexpected, u"cannot replay: "_s + error);
        return;
    }
    ReplayPlanReader::Request request;
    request.path = m_options.replayPath;
    request.connection = connection;
    request.slice = m_options.replayEvents;
    ReplayPlanReader::Result read = ReplayPlanReader::read(request);
    if (!read.error.isEmpty()) {
        // Replaying half a recording would pin half a behaviour: refuse, and say where.
        fail(CliRunner::UsageOrUnexpected, u"cannot replay: "_s + read.error);
        return;
    }
    ReplayPlan plan = std::move(read.plan);
    if (plan.requestCount() == 0) {
        fail(CliRunner::UsageOrUnexpected,
             u"%1 holds no request to replay"_s.arg(m_options.replayPath));
        return;
    }
    if (read.unanswered > 0)
        writeErr(u"mcpscope-cli: warning: %1 request(s) of the slice have no recorded response "
                 "in the file (searched up to %2 MB past the slice)\n"_s.arg(
                     QString::number(read.unanswered),
                     QString::number(ReplayPlanReader::kResponseSearchBytes >> 20)));
    if (plan.skippedFrames > 0)
        writeErr(u"mcpscope-cli: warning: %1 recorded frame(s) were not valid JSON-RPC and are "
                 "not replayed\n"_s.arg(plan.skippedFrames));
    QStringList patterns = m_options.ignorePatterns;
    if (m_options.defaultIgnores)
        patterns += JsonIgnoreList::defaultPatterns();
    std::unique_ptr<Transport> transport = createTransport(m_options.server);
    transport->setShutdownGrace(100, 2000);
    m_replayer = new SessionReplayer(
        std::move(plan), std::move(transport), JsonIgnoreList(patterns), this);
    m_replayer->setTimeout(m_options.timeoutMs);
    connect(m_replayer, &SessionReplayer::stepFinished, this, &CliReplayRunner::printOutcome);
    connect(m_replayer, &SessionReplayer::finished, this, &CliReplayRunner::finishReplay);
    connect(
        m_replayer->session(), &McpSession::trafficObserved, this, [this](const TrafficEvent &e) {
            if (e.kind == TrafficEvent::Kind::Transport
                && e.transportKind == TransportEvent::Kind::Stderr)
                writeErr(u"[server] "_s + Cli::oneLine(e.text) + u'\n');
        });
    if (m_options.format == CliOptions::Format::Text)
        writeOut(u"replaying %1 request(s) from %2%3 against %4\n"_s.arg(
            QString::number(m_replayer->plan().requestCount()),
            m_options.replayPath,
            m_options.replayEvents ? u" (events %1)"_s.arg(m_options.replayEvents->toString())
                                   : QString(),
            m_replayer->session()->transport()->description()));
    m_replayer->start();
}

// A file of several connections replays one, named by --connection (its name or position);
// a file of one needs no choice (--connection may still name it).
bool CliReplayRunner::chooseConnection(int *tag, QString *error) const
{
    SessionReader reader;
    if (!reader.open(m_options.replayPath)) {
        *error = reader.errorString();
        return false;
    }
    const SessionHeader &header = reader.header();
    if (m_options.replayConnection.isEmpty()) {
        if (!header.hasSeveralConnections())
            return true;
        *error = u"%1 records %2 connections; choose one with --connection NAME|INDEX: %3"_s.arg(
            m_options.replayPath,
            QString::number(header.connections.size()),
            Cli::oneLine(header.connectionList()));
        return false;
    }
    const std::optional<SessionConnection> chosen
        = header.findConnection(m_options.replayConnection, error);
    if (!chosen) {
        *error = Cli::oneLine(*error);
        return false;
    }
    if (header.hasSeveralConnections())
        *tag = chosen->tag;
    return true;
}

void CliReplayRunner::interrupt()
{
    if (std::exchange(m_interrupted, true))
        return; // timeout(1) signals the process and its group: one stop is enough
    if (m_replayer)
        m_replayer->stop(u"interrupted"_s); // finishReplay() follows, with the summary
    else
        fail(CliRunner::ServerFailure, u"interrupted"_s);
}

void CliReplayRunner::printOutcome(const ReplayOutcome &outcome)
{
    if (m_options.format == CliOptions::Format::Json)
        return; // one document at the end
    const QString id = outcome.recordedId.isNone()
                           ? QString()
                           : u" (id %1)"_s.arg(outcome.recordedId.displayText());
    QString line = u"%1%2: %3"_s.arg(
        Cli::oneLine(outcome.method), Cli::oneLine(id), ReplayOutcome::statusName(outcome.status));
    if (!outcome.detail.isEmpty())
        line += u" — "_s + Cli::oneLine(outcome.detail);
    writeOut(line + u'\n');
    for (const JsonDifference &difference : outcome.differences)
        writeOut(u"    "_s + Cli::oneLine(difference.toString()) + u'\n');
}

void CliReplayRunner::finishReplay()
{
    const ReplaySummary summary = m_replayer->summary();
    const QString failure = m_replayer->failureReason();
    if (m_options.format == CliOptions::Format::Json) {
        QJsonArray requests;
        for (const ReplayOutcome &outcome : m_replayer->outcomes())
            requests.append(outcome.toJson());
        QJsonObject replay{{"file"_L1, m_options.replayPath},
                           {"summary"_L1, summary.toJson()},
                           {"requests"_L1, requests}};
        if (m_options.replayEvents)
            replay.insert("events"_L1, m_options.replayEvents->toString());
        if (!failure.isEmpty())
            replay.insert("error"_L1, failure);
        writeOut(QString::fromUtf8(
            QJsonDocument(QJsonObject{{"replay"_L1, replay}}).toJson(QJsonDocument::Indented)));
    } else {
        writeOut(u"summary: "_s + summary.toString() + u'\n');
    }
    if (!failure.isEmpty()) {
        writeErr(u"mcpscope-cli: error: the replay could not finish: "_s + Cli::oneLine(failure)
                 + u'\n');
        Q_EMIT finished(CliRunner::ServerFailure);
        return;
    }
    Q_EMIT finished(summary.isIdentical() ? CliRunner::Success : CliRunner::ReplayDiffers);
}

void CliReplayRunner::fail(int exitCode, const QString &message)
{
    writeErr(u"mcpscope-cli: error: "_s + Cli::oneLine(message) + u'\n');
    Q_EMIT finished(exitCode);
}

void CliReplayRunner::writeOut(const QString &text)
{
    // JSON is written byte for byte (see CliRunner::writeOut).
    m_out->write(m_options.format == CliOptions::Format::Json ? text.toUtf8()
                                                              : Cli::terminalSafe(text).toUtf8());
}

void CliReplayRunner::writeErr(const QString &text)
{
    m_err->write(Cli::terminalSafe(text).toUtf8());
}
