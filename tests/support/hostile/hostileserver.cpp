// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// mcpscope-hostile-server: an MCP server (stdio, 2025-11-25) built to attack the client that
// inspects it. Every string it sends is HostileContent::attack(); its tools answer with what
// freezes, crashes or floods a careless client (hostilecontent.h). Test fixture only.
//
//   mcpscope-hostile-server [--fifo PATH] [--huge-bytes N] [--hang]
//
// Each tools/call also writes a hostile line to stderr. --hang: no tools/call is ever answered
// (a replay that waits forever).
#include "hostilecontent.h"

#include <core/jsonrpc/jsonrpccodec.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

#include <stdioserverio.h>

using namespace Qt::StringLiterals;

namespace {

class HostileServer : public QObject
{
public:
    HostileServer(const QString &fifoPath, qsizetype hugeBytes, bool hang)
        : m_fifo(fifoPath)
        , m_hugeBytes(hugeBytes)
        , m_hang(hang)
    {
        connect(&m_io, &StdioServerIo::frameReceived, this, &HostileServer::handle);
        connect(&m_io, &StdioServerIo::inputClosed, qApp, &QCoreApplication::quit);
        m_io.start();
    }

private:
    void send(const JsonRpcMessage &message) { m_io.writeLine(JsonRpc::encode(message)); }
    void answer(const JsonRpcMessage &request, const QJsonObject &result)
    {
        send(JsonRpcMessage::response(request.id(), result));
    }

    void handle(const QByteArray &frame)
    {
        for (const JsonRpcMessage &message : JsonRpc::decode(frame).messages) {
            if (message.isRequest())
                handleRequest(message);
            else if (message.method() == u"notifications/initialized"_s)
                m_io.writeLine(QJsonDocument(HostileContent::logNotification(m_fifo))
                                   .toJson(QJsonDocument::Compact));
        }
    }

    void handleRequest(const JsonRpcMessage &request)
    {
        using namespace HostileContent;
        const QString method = request.method();
        const QJsonObject params = request.paramsObject();
        if (method == u"initialize"_s)
            answer(request, initializeResult(m_fifo));
        else if (method == u"tools/list"_s)
            answer(request, QJsonObject{{u"tools"_s, tools(m_fifo)}});
        else if (method == u"tools/call"_s)
            callTool(request, params);
        else if (method == u"resources/list"_s)
            answer(request, QJsonObject{{u"resources"_s, resources(m_fifo)}});
        else if (method == u"resources/templates/list"_s)
            answer(request, QJsonObject{{u"resourceTemplates"_s, QJsonArray{}}});
        else if (method == u"resources/read"_s)
            answer(request, resourceContents(params.value(u"uri"_s).toString(), m_fifo));
        else if (method == u"prompts/list"_s)
            answer(request, QJsonObject{{u"prompts"_s, prompts(m_fifo)}});
        else if (method == u"prompts/get"_s)
            answer(request, promptResult(m_fifo));
        else if (method == u"ping"_s || method == u"logging/setLevel"_s)
            answer(request, {});
        else
            send(JsonRpcMessage::errorResponse(
                request.id(), JsonRpcError{-32601, attack(u"error message"_s, m_fifo), {}}));
    }

    void callTool(const JsonRpcMessage &request, const QJsonObject &params)
    {
        const QString tool = params.value(u"name"_s).toString();
        m_io.writeDiagnostic(u"received tools/call "_s + tool);
        m_io.writeDiagnostic(HostileContent::attack(u"stderr"_s, m_fifo));
        if (m_hang)
            return;
        // Progress with a hostile message first, when the client asked for progress.
        const QJsonValue token = params.value(u"_meta"_s).toObject().value(u"progressToken"_s);
        if (!token.isUndefined()) {
            send(JsonRpcMessage::notification(
                u"notifications/progress"_s,
                QJsonObject{{u"progressToken"_s, token},
                            {u"progress"_s, 1},
                            {u"message"_s, HostileContent::attack(u"progress"_s, m_fifo)}}));
        }
        const QJsonObject result = HostileContent::callResult(tool, m_fifo, m_hugeBytes);
        if (!result.isEmpty())
            answer(request, result); // "hang" is never answered
    }

    StdioServerIo m_io;
    QString m_fifo;
    qsizetype m_hugeBytes;
    bool m_hang;
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption fifo(u"fifo"_s,
                                  u"Local path the markup points at."_s,
                                  u"PATH"_s,
                                  u"/nonexistent/mcpscope-hostile-probe.png"_s);
    const QCommandLineOption huge(
        u"huge-bytes"_s, u"Size of the huge tool's text."_s, u"N"_s, u"1048576"_s);
    const QCommandLineOption hang(u"hang"_s, u"Never answer tools/call."_s);
    parser.addOptions({fifo, huge, hang});
    parser.process(app);
    HostileServer server(parser.value(fifo), parser.value(huge).toLongLong(), parser.isSet(hang));
    return app.exec();
}
