// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "benchframes.h"

#include <core/analysis/connectionanalysis.h>
#include <core/log/messagelogmodel.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <support/syntheticsession.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace BenchFrames {

qint64 rowCount = 1'000'000;

QByteArray toolCallRequest(qint64 id)
{
    return R"({"jsonrpc":"2.0","id":)" + QByteArray::number(id)
           + R"(,"method":"tools/call","params":{"name":"create_ticket","arguments":{"title":"Printer on fire","priority":"high","tags":["hardware","urgent"]},"_meta":{"progressToken":)"
           + QByteArray::number(id) + "}}}";
}

QByteArray toolCallResult(qint64 id)
{
    return R"({"jsonrpc":"2.0","id":)" + QByteArray::number(id)
           + R"(,"result":{"content":[{"type":"text","text":"Created ticket T-1042 with priority high"}],"structuredContent":{"ticket":"T-1042","status":"open"},"isError":false}})";
}

QByteArray progressNotification(qint64 token, int step)
{
    return R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":)"
           + QByteArray::number(token) + R"(,"progress":)" + QByteArray::number(step)
           + R"(,"total":3,"message":"Step )" + QByteArray::number(step) + R"( of 3"}})";
}

QByteArray toolsListResult(qint64 id)
{
    QJsonArray tools;
    for (int i = 0; i < 20; ++i) {
        const QJsonObject schema{
            {"type"_L1, u"object"_s},
            {"properties"_L1,
             QJsonObject{
                 {"title"_L1, QJsonObject{{"type"_L1, u"string"_s}, {"maxLength"_L1, 80}}},
                 {"count"_L1, QJsonObject{{"type"_L1, u"integer"_s}, {"minimum"_L1, 0}}},
                 {"mode"_L1,
                  QJsonObject{{"enum"_L1, QJsonArray{u"fast"_s, u"safe"_s, u"dry-run"_s}}}}}},
            {"required"_L1, QJsonArray{u"title"_s}}};
        tools.append(QJsonObject{{"name"_L1, u"tool_%1"_s.arg(i)},
                                 {"description"_L1, u"Does thing number %1 to the input"_s.arg(i)},
                                 {"inputSchema"_L1, schema}});
    }
    const QJsonObject frame{
        {"jsonrpc"_L1, u"2.0"_s}, {"id"_L1, id}, {"result"_L1, QJsonObject{{"tools"_L1, tools}}}};
    return QJsonDocument(frame).toJson(QJsonDocument::Compact);
}

TrafficEvent event(qint64 n, bool decode)
{
    TrafficEvent event;
    event.sequence = n + 1;
    event.wallClockMs = 1'700'000'000'000 + n;
    event.monotonicNs = n * 50'000;
    event.channel = u"stdout"_s;
    const qint64 call = n / 5 + 1;
    switch (n % 5) {
    case 0:
        event.direction = TrafficEvent::Direction::Outgoing;
        event.raw = toolCallRequest(call);
        break;
    case 1:
    case 2:
        event.direction = TrafficEvent::Direction::Incoming;
        event.raw = progressNotification(call, int(n % 5));
        break;
    case 3:
        event.direction = TrafficEvent::Direction::Incoming;
        event.raw = toolCallResult(call);
        break;
    default:
        event.kind = TrafficEvent::Kind::Transport;
        event.transportKind = TransportEvent::Kind::Stderr;
        event.direction = TrafficEvent::Direction::Incoming;
        event.channel = u"stderr"_s;
        event.text = u"handled tools/call %1 in 0.2 ms"_s.arg(call);
        event.raw = event.text.toUtf8();
        return event;
    }
    if (decode)
        event.decoded = JsonRpc::decode(event.raw);
    return event;
}

void fill(MessageLogModel &model, qint64 rows)
{
    ConnectionAnalysis analysis;
    for (qint64 i = 0; i < rows; ++i) {
        TrafficEvent next = event(i);
        analysis.annotate(next);
        model.append(next);
        if (i % kFlushEvery == 0)
            model.flush();
    }
    model.flush();
}

MessageLogModel &bigLog()
{
    static MessageLogModel *model = [] {
        auto *log = new MessageLogModel;
        fill(*log, rowCount);
        return log;
    }();
    return *model;
}

const QString &sessionFile()
{
    static QTemporaryDir dir;
    static const QString path = [] {
        const QString file = dir.filePath(QStringLiteral("bench.mcpsession"));
        const SyntheticSession::Written written = SyntheticSession::write(file, {rowCount, {}});
        if (!written.error.isEmpty())
            qFatal("%s", qPrintable(written.error));
        return file;
    }();
    return path;
}

qint64 residentBytes()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields.at(1).toLongLong() * sysconf(_SC_PAGESIZE) : 0;
}

} // namespace BenchFrames
