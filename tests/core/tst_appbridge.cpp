// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The host side of an MCP App (SEP-1865) without a browser: what the app posts goes into
// AppBridge::receive(), what the host posts back comes out of messageForApp(), and the
// server behind it is a ScriptedServer.
#include "sessionharness.h"
#include "support/jsontext.h"
#include "support/qtprinters.h"

#include <core/apps/appbridge.h>
#include <core/apps/appresourcecache.h>
#include <core/jsonrpc/jsonrpccodec.h>
#include <core/log/messagelogmodel.h>
#include <core/session/sessionevent.h>
#include <core/session/sessionformat.h>
#include <core/session/sessionredactor.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct BridgeHarness : SessionHarness
{
    AppBridge bridge{session.get()};
    QList<JsonRpcMessage> toApp;

    BridgeHarness()
    {
        QObject::connect(&bridge, &AppBridge::messageForApp, [this](const QByteArray &bytes) {
            toApp << JsonRpc::decode(bytes).messages.value(0);
        });
        bridge.setTool(jsonObject(R"({"name":"show_app","inputSchema":{"type":"object"},
                                      "_meta":{"ui":{"resourceUri":"ui://demo/app"}}})"),
                       JsonRpcId(7));
        bridge.setServerTools(
            {jsonObject(R"({"name":"echo"})"),
             jsonObject(R"({"name":"app_only","_meta":{"ui":{"visibility":["app"]}}})"),
             jsonObject(R"({"name":"secret","_meta":{"ui":{"visibility":["model"]}}})")});
        server->on(u"tools/call"_s, [this](const JsonRpcMessage &request) {
            server->respond(
                request,
                QJsonObject{
                    {"content"_L1,
                     QJsonArray{QJsonObject{
                         {"type"_L1, u"text"_s},
                         {"text"_L1, request.paramsObject().value("name"_L1).toString()}}}}});
        });
    }
    void fromApp(const char *json) { bridge.receive(QByteArray(json)); }
    JsonRpcMessage answerTo(const JsonRpcId &id) const
    {
        for (const JsonRpcMessage &message : toApp) {
            if (message.isResponse() && message.id() == id)
                return message;
        }
        return {};
    }
    bool waitForAnswer(const JsonRpcId &id)
    {
        return QTest::qWaitFor([&] { return answerTo(id).isResponse(); }, 5000);
    }
    void initialize()
    {
        fromApp(R"({"jsonrpc":"2.0","id":1,"method":"ui/initialize","params":{"protocolVersion":
                   "2026-01-26","appInfo":{"name":"t","version":"1"},"appCapabilities":{}}})");
        fromApp(R"({"jsonrpc":"2.0","method":"ui/notifications/initialized"})");
    }
};

TEST(AppBridge, InitializeAnswersHostContextAndHoldsNotificationsUntilInitialized)
{
    BridgeHarness h;
    h.bridge.setHostContext({{"theme"_L1, u"dark"_s}, {"locale"_L1, u"en-GB"_s}});
    h.bridge.sendToolInput({{"city"_L1, u"Paris"_s}});
    h.bridge.sendToolResult({{"content"_L1, QJsonArray()}});
    EXPECT_TRUE(h.toApp.isEmpty()) << "nothing before ui/initialize";

    h.fromApp(R"({"jsonrpc":"2.0","id":"init","method":"ui/initialize","params":{
                 "appCapabilities":{"availableDisplayModes":["inline"]}}})");
    ASSERT_EQ(h.toApp.size(), 1);
    const QJsonObject result = h.toApp.first().result().toObject();
    EXPECT_EQ(h.toApp.first().id(), JsonRpcId(u"init"_s)); // the id keeps its wire type
    EXPECT_EQ(result.value("protocolVersion"_L1), u"2026-01-26"_s);
    EXPECT_EQ(result.value("hostInfo"_L1).toObject().value("name"_L1), u"mcpscope"_s);
    const QJsonObject capabilities = result.value("hostCapabilities"_L1).toObject();
    EXPECT_TRUE(capabilities.contains("serverTools"_L1));
    EXPECT_TRUE(capabilities.contains("openLinks"_L1));
    const QJsonObject context = result.value("hostContext"_L1).toObject();
    EXPECT_EQ(context.value("theme"_L1), u"dark"_s);
    EXPECT_EQ(context.value("locale"_L1), u"en-GB"_s);
    EXPECT_EQ(context.value("displayMode"_L1), u"inline"_s);
    EXPECT_EQ(context.value("toolInfo"_L1).toObject().value("id"_L1), 7);
    EXPECT_EQ(context.value("toolInfo"_L1).toObject().value("tool"_L1).toObject().value("name"_L1),
              u"show_app"_s);
    EXPECT_FALSE(h.bridge.isInitialized());

    QSignalSpy initialized(&h.bridge, &AppBridge::initialized);
    h.fromApp(R"({"jsonrpc":"2.0","method":"ui/notifications/initialized"})");
    EXPECT_EQ(initialized.size(), 1);
    ASSERT_EQ(h.toApp.size(), 3);
    EXPECT_EQ(h.toApp.at(1).method(), u"ui/notifications/tool-input"_s);
    EXPECT_EQ(h.toApp.at(1).paramsObject(), jsonObject(R"({"arguments":{"city":"Paris"}})"));
    EXPECT_EQ(h.toApp.at(2).method(), u"ui/notifications/tool-result"_s);

    // A later change of context goes out as a partial update.
    h.bridge.setHostContext({{"theme"_L1, u"light"_s}, {"locale"_L1, u"en-GB"_s}});
    ASSERT_EQ(h.toApp.size(), 4);
    EXPECT_EQ(h.toApp.last().method(), u"ui/notifications/host-context-changed"_s);
    EXPECT_EQ(h.toApp.last().paramsObject(), jsonObject(R"({"theme":"light"})"));
}

TEST(AppBridge, ProxiesToolCallsOnlyForToolsVisibleToApps)
{
    BridgeHarness h;
    ASSERT_TRUE(h.connectAndWait());
    h.initialize();

    h.fromApp(R"({"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"echo",
                 "arguments":{"x":1}}})");
    ASSERT_TRUE(h.waitForAnswer(JsonRpcId(u"a"_s)));
    EXPECT_EQ(h.answerTo(JsonRpcId(u"a"_s))
                  .result()
                  .toObject()
                  .value("content"_L1)
                  .toArray()
                  .first()
                  .toObject()
                  .value("text"_L1),
              u"echo"_s);
    h.fromApp(R"({"jsonrpc":"2.0","id":"b","method":"tools/call","params":{"name":"app_only"}})");
    ASSERT_TRUE(h.waitForAnswer(JsonRpcId(u"b"_s)));
    EXPECT_EQ(h.answerTo(JsonRpcId(u"b"_s)).kind(), JsonRpcMessage::Kind::Result);

    // Hidden from apps, or not listed at all: refused here, never sent to the server.
    h.fromApp(R"({"jsonrpc":"2.0","id":"c","method":"tools/call","params":{"name":"secret"}})");
    h.fromApp(R"({"jsonrpc":"2.0","id":"d","method":"tools/call","params":{"name":"unlisted"}})");
    h.fromApp(R"({"jsonrpc":"2.0","id":"e","method":"tools/call","params":{"name":7}})");
    const JsonRpcMessage hidden = h.answerTo(JsonRpcId(u"c"_s));
    ASSERT_EQ(hidden.kind(), JsonRpcMessage::Kind::Error);
    EXPECT_EQ(hidden.error().code, -32000);
    EXPECT_TRUE(hidden.error().message.contains(u"not visible to apps"_s));
    EXPECT_EQ(h.answerTo(JsonRpcId(u"d"_s)).error().code, -32602);
    EXPECT_EQ(h.answerTo(JsonRpcId(u"e"_s)).error().code, -32602);
    QStringList called;
    for (const JsonRpcMessage &request : h.server->receivedWithMethod(u"tools/call"_s))
        called << request.paramsObject().value("name"_L1).toString();
    EXPECT_EQ(called, QStringList({u"echo"_s, u"app_only"_s}));
}

TEST(AppBridge, ServerErrorsReachTheAppAsErrors)
{
    BridgeHarness h;
    h.server->on(u"resources/read"_s, [&h](const JsonRpcMessage &request) {
        h.server->respondError(request, -32602, u"no such resource"_s);
    });
    ASSERT_TRUE(h.connectAndWait());
    h.initialize();
    h.fromApp(R"({"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"ui://x/y"}})");
    ASSERT_TRUE(h.waitForAnswer(JsonRpcId(3)));
    EXPECT_EQ(h.answerTo(JsonRpcId(3)).error().code, -32602);
    EXPECT_EQ(h.answerTo(JsonRpcId(3)).error().message, u"no such resource"_s);
    h.fromApp(R"({"jsonrpc":"2.0","id":4,"method":"resources/read","params":{}})");
    EXPECT_EQ(h.answerTo(JsonRpcId(4)).error().code, -32602);
}

TEST(AppBridge, OpensOnlyWebLinksAndOnlyWithConsent)
{
    BridgeHarness h;
    QList<QUrl> asked;
    bool consent = false;
    h.bridge.setLinkConfirmation([&](const QUrl &url, std::function<void(bool)> answer) {
        asked << url;
        answer(consent);
    });
    h.initialize();
    const char *refused[] = {
        R"({"jsonrpc":"2.0","id":10,"method":"ui/open-link","params":{"url":"file:///etc/passwd"}})",
        R"x({"jsonrpc":"2.0","id":11,"method":"ui/open-link","params":{"url":"javascript:alert(1)"}})x",
        R"({"jsonrpc":"2.0","id":12,"method":"ui/open-link","params":{"url":"data:text/html,x"}})",
        R"({"jsonrpc":"2.0","id":13,"method":"ui/open-link","params":{"url":"https://"}})",
        R"({"jsonrpc":"2.0","id":14,"method":"ui/open-link","params":{}})",
    };
    for (const char *message : refused)
        h.fromApp(message);
    for (qint64 id = 10; id <= 14; ++id) {
        EXPECT_EQ(h.answerTo(JsonRpcId(id)).error().code, -32000) << id;
        EXPECT_TRUE(h.answerTo(JsonRpcId(id)).error().message.contains(u"Invalid URL"_s)) << id;
    }
    EXPECT_TRUE(asked.isEmpty()) << "a refused scheme is never offered to the person";

    h.fromApp(
        R"({"jsonrpc":"2.0","id":20,"method":"ui/open-link","params":{"url":"https://example.com/docs"}})");
    EXPECT_EQ(h.answerTo(JsonRpcId(20)).error().message, u"Link opening denied by user"_s);
    consent = true;
    h.fromApp(
        R"({"jsonrpc":"2.0","id":21,"method":"ui/open-link","params":{"url":"http://example.com/"}})");
    EXPECT_EQ(h.answerTo(JsonRpcId(21)).kind(), JsonRpcMessage::Kind::Result);
    EXPECT_EQ(asked,
              QList<QUrl>({QUrl(u"https://example.com/docs"_s), QUrl(u"http://example.com/"_s)}));
}

TEST(AppBridge, WithoutAConfirmationLinksAreDenied)
{
    BridgeHarness h;
    h.initialize();
    h.fromApp(
        R"({"jsonrpc":"2.0","id":5,"method":"ui/open-link","params":{"url":"https://example.com"}})");
    EXPECT_EQ(h.answerTo(JsonRpcId(5)).error().code, -32000);
}

TEST(AppBridge, RecordsMessagesAndModelContextForAPanel)
{
    BridgeHarness h;
    QSignalSpy notes(&h.bridge, &AppBridge::noteAdded);
    h.initialize();
    h.fromApp(R"({"jsonrpc":"2.0","id":2,"method":"ui/message","params":{"role":"user",
                 "content":{"type":"text","text":"hello"}}})");
    h.fromApp(R"({"jsonrpc":"2.0","id":3,"method":"ui/update-model-context","params":{
                 "structuredContent":{"n":1}}})");
    h.fromApp(R"({"jsonrpc":"2.0","id":4,"method":"ui/update-model-context","params":{
                 "structuredContent":{"n":2}}})");
    h.fromApp(R"({"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info",
                 "data":"log line"}})");
    EXPECT_EQ(h.answerTo(JsonRpcId(2)).kind(), JsonRpcMessage::Kind::Result);
    EXPECT_EQ(h.answerTo(JsonRpcId(4)).kind(), JsonRpcMessage::Kind::Result);
    EXPECT_EQ(notes.size(), 4);
    ASSERT_EQ(h.bridge.notes().size(), 4);
    EXPECT_EQ(h.bridge.notes().first().method, u"ui/message"_s);
    EXPECT_EQ(h.bridge.notes().last().method, u"notifications/message"_s);
    EXPECT_EQ(h.bridge.modelContext(), jsonObject(R"({"structuredContent":{"n":2}})"));
}

TEST(AppBridge, DisplayModesOnlyAsDeclaredAndSizeChanges)
{
    BridgeHarness h;
    QStringList switched;
    h.bridge.setDisplayModeSwitch([&](const QString &mode) {
        switched << mode;
        return mode;
    });
    QSignalSpy sizes(&h.bridge, &AppBridge::sizeChanged);
    h.fromApp(R"({"jsonrpc":"2.0","id":1,"method":"ui/initialize","params":{
                 "appCapabilities":{"availableDisplayModes":["inline","pip"]}}})");
    h.fromApp(R"({"jsonrpc":"2.0","method":"ui/notifications/initialized"})");
    h.fromApp(
        R"({"jsonrpc":"2.0","id":2,"method":"ui/request-display-mode","params":{"mode":"fullscreen"}})");
    EXPECT_EQ(h.answerTo(JsonRpcId(2)).result().toObject().value("mode"_L1), u"inline"_s);
    h.fromApp(
        R"({"jsonrpc":"2.0","id":3,"method":"ui/request-display-mode","params":{"mode":"pip"}})");
    EXPECT_EQ(h.answerTo(JsonRpcId(3)).result().toObject().value("mode"_L1), u"pip"_s);
    h.fromApp(
        R"({"jsonrpc":"2.0","id":4,"method":"ui/request-display-mode","params":{"mode":"evil"}})");
    EXPECT_EQ(h.answerTo(JsonRpcId(4)).result().toObject().value("mode"_L1), u"pip"_s);
    EXPECT_EQ(switched, QStringList({u"pip"_s}));
    EXPECT_EQ(h.bridge.displayMode(), u"pip"_s);
    ASSERT_FALSE(h.toApp.isEmpty());

    h.fromApp(
        R"({"jsonrpc":"2.0","method":"ui/notifications/size-changed","params":{"width":320,"height":240}})");
    h.fromApp(
        R"({"jsonrpc":"2.0","method":"ui/notifications/size-changed","params":{"width":-5,"height":1e12}})");
    ASSERT_EQ(sizes.size(), 2);
    EXPECT_EQ(sizes.at(0), QVariantList({320, 240}));
    EXPECT_EQ(sizes.at(1), QVariantList({-1, -1})); // out of range: ignored by the view
}

TEST(AppBridge, BadMessagesGetJsonRpcErrors)
{
    BridgeHarness h;
    h.bridge.receive("{not json");
    ASSERT_EQ(h.toApp.size(), 1);
    EXPECT_EQ(h.toApp.last().error().code, -32700);
    h.bridge.receive(R"([{"jsonrpc":"2.0","id":1,"method":"ping"}])");
    EXPECT_EQ(h.toApp.last().error().code, -32600);
    h.fromApp(R"({"jsonrpc":"2.0","id":9,"method":"sampling/createMessage","params":{}})");
    EXPECT_EQ(h.answerTo(JsonRpcId(9)).error().code, -32601);
    h.fromApp(R"({"jsonrpc":"2.0","id":8,"method":"ping"})");
    EXPECT_EQ(h.answerTo(JsonRpcId(8)).kind(), JsonRpcMessage::Kind::Result);
    const QByteArray huge = "{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":\""
                            + QByteArray(AppBridge::MaxMessageBytes, 'a') + "\"}";
    h.bridge.receive(huge);
    EXPECT_EQ(h.toApp.last().error().code, -32600);
}

TEST(AppBridge, TeardownIsARequestTheAppAnswers)
{
    BridgeHarness h;
    h.initialize();
    QSignalSpy finished(&h.bridge, &AppBridge::teardownFinished);
    h.bridge.teardown(u"closed"_s);
    const JsonRpcMessage request = h.toApp.last();
    ASSERT_EQ(request.method(), u"ui/resource-teardown"_s);
    EXPECT_EQ(request.paramsObject().value("reason"_L1), u"closed"_s);
    h.bridge.receive(JsonRpc::encode(JsonRpcMessage::response(JsonRpcId(999), QJsonObject())));
    EXPECT_EQ(finished.size(), 0) << "an answer to something else";
    h.bridge.receive(JsonRpc::encode(JsonRpcMessage::response(request.id(), QJsonObject())));
    EXPECT_EQ(finished.size(), 1);
}

TEST(AppBridge, EveryMessageIsALogRowOfItsOwnKind)
{
    BridgeHarness h;
    ASSERT_TRUE(h.connectAndWait());
    const qsizetype before = h.traffic.size();
    h.initialize();
    h.fromApp(R"({"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"echo"}})");
    ASSERT_TRUE(h.waitForAnswer(JsonRpcId(u"a"_s)));

    QStringList rows;
    MessageLogModel log;
    for (qsizetype i = before; i < h.traffic.size(); ++i) {
        const TrafficEvent &event = h.traffic.at(i);
        log.append(event);
        if (event.kind == TrafficEvent::Kind::AppBridge)
            rows << TrafficEvent::directionLabel(event.direction) + u' '
                        + event.decoded.messages.value(0).method();
        else if (event.kind == TrafficEvent::Kind::Frame)
            rows << TrafficEvent::directionLabel(event.direction) + u' '
                        + event.decoded.messages.value(0).method();
    }
    // The app's request, the proxied request on the wire, its answer, the answer to the app.
    EXPECT_EQ(rows,
              QStringList({u"⇠ app ui/initialize"_s,
                           u"⇢ app "_s,
                           u"⇠ app ui/notifications/initialized"_s,
                           u"⇠ app tools/call"_s,
                           u"→ out tools/call"_s,
                           u"← in "_s,
                           u"⇢ app "_s}));
    log.flush();
    ASSERT_EQ(log.rowCount(), 7);
    EXPECT_EQ(log.record(0).kind, TrafficEvent::Kind::AppBridge);
    EXPECT_EQ(log.record(0).method, u"ui/initialize"_s);
    EXPECT_EQ(log.record(3).method, u"tools/call"_s);
    EXPECT_EQ(log.record(3).direction, TrafficEvent::Direction::FromApp);
    EXPECT_EQ(log.record(6).direction, TrafficEvent::Direction::ToApp);
    EXPECT_EQ(log.record(1).method, u"ui/initialize"_s) << "a response names what it answers";
    EXPECT_EQ(log.record(6).method, u"tools/call"_s);
}

TEST(AppBridge, AppRequestsAndTheirAnswersArePairedInTheLogWithLatency)
{
    BridgeHarness h;
    ASSERT_TRUE(h.connectAndWait());
    const qsizetype before = h.traffic.size();
    h.initialize();
    h.fromApp(R"({"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"echo"}})");
    ASSERT_TRUE(h.waitForAnswer(JsonRpcId(u"a"_s)));
    h.bridge.teardown(u"closed"_s); // the host's request, the app's answer
    h.bridge.receive(JsonRpc::encode(JsonRpcMessage::response(h.toApp.last().id(), {})));

    MessageLogModel log;
    for (qsizetype i = before; i < h.traffic.size(); ++i)
        log.append(h.traffic.at(i));
    log.flush();
    // ⇠ initialize, ⇢ its answer, ⇠ initialized, ⇠ tools/call, → out, ← in, ⇢ answer,
    // ⇢ resource-teardown, ⇠ its answer.
    ASSERT_EQ(log.rowCount(), 9);
    EXPECT_EQ(log.pairedRow(0), 1);
    EXPECT_EQ(log.pairedRow(1), 0);
    EXPECT_EQ(log.pairedRow(2), -1) << "a notification pairs with nothing";
    EXPECT_EQ(log.pairedRow(3), 6) << "the app's tools/call and the host's answer to it";
    EXPECT_EQ(log.pairedRow(4), 5) << "the server's frames pair as before";
    EXPECT_EQ(log.pairedRow(7), 8) << "the host's teardown and the app's answer";
    EXPECT_EQ(log.record(8).method, u"ui/resource-teardown"_s);
    EXPECT_GE(log.record(3).latencyNs, log.record(4).latencyNs)
        << "the app waited at least as long as the server took";
    EXPECT_EQ(log.record(6).latencyNs, log.record(3).latencyNs);
}

TEST(AppBridge, PartialInputOnlyBeforeToolInputAndOnlyTheNewestWhileHeldBack)
{
    BridgeHarness h;
    h.bridge.sendToolInputPartial({{"city"_L1, u"P"_s}});
    h.bridge.sendToolInputPartial({{"city"_L1, u"Pa"_s}});
    EXPECT_TRUE(h.toApp.isEmpty()) << "nothing before the app is initialized";
    h.initialize();
    h.bridge.sendToolInputPartial({{"city"_L1, u"Par"_s}});
    h.bridge.sendToolInput({{"city"_L1, u"Paris"_s}});
    h.bridge.sendToolInputPartial({{"city"_L1, u"Paris!"_s}});
    QStringList sent;
    for (const JsonRpcMessage &message : std::as_const(h.toApp)) {
        if (message.isNotification())
            sent << message.method() + u' '
                        + message.paramsObject()
                              .value("arguments"_L1)
                              .toObject()
                              .value("city"_L1)
                              .toString();
    }
    EXPECT_EQ(sent,
              QStringList({u"ui/notifications/tool-input-partial Pa"_s,
                           u"ui/notifications/tool-input-partial Par"_s,
                           u"ui/notifications/tool-input Paris"_s}));
}

QJsonObject downloadRequest(const QString &id, const QJsonObject &item)
{
    return QJsonObject{{"jsonrpc"_L1, u"2.0"_s},
                       {"id"_L1, id},
                       {"method"_L1, u"ui/download-file"_s},
                       {"params"_L1, QJsonObject{{"contents"_L1, QJsonArray{item}}}}};
}

QJsonObject embedded(const QString &uri, const QJsonObject &content)
{
    QJsonObject resource = content;
    resource.insert("uri"_L1, uri);
    resource.insert("mimeType"_L1, u"text/csv"_s);
    return {{"type"_L1, u"resource"_s}, {"resource"_L1, resource}};
}

TEST(AppBridge, DownloadFileSavesOnlyWhereTheUserSaysAndOnlyWhatTheAppSent)
{
    BridgeHarness h;
    h.initialize();
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    QList<AppDownload::Offer> asked;
    QString answer;
    h.bridge.setDownloadConsent(
        [&](const AppDownload::Offer &offer, std::function<void(const QString &)> reply) {
            asked << offer;
            reply(answer);
        });
    const auto send = [&](const QString &id, const QJsonObject &item) {
        h.bridge.receive(QJsonDocument(downloadRequest(id, item)).toJson());
        return h.answerTo(JsonRpcId(id));
    };

    answer = folder.filePath(u"chosen.csv"_s);
    JsonRpcMessage reply = send(
        u"text"_s, embedded(u"file:///../../etc/report<1>.csv"_s, {{"text"_L1, u"a,b\n1,2\n"_s}}));
    ASSERT_TRUE(reply.isResponse());
    EXPECT_EQ(reply.kind(), JsonRpcMessage::Kind::Result);
    ASSERT_EQ(asked.size(), 1);
    EXPECT_EQ(asked.first().fileName, u"report1.csv"_s) << "no folders, no odd characters";
    EXPECT_EQ(asked.first().size, 8);
    EXPECT_EQ(asked.first().mimeType, u"text/csv"_s);
    QFile saved(answer);
    ASSERT_TRUE(saved.open(QIODevice::ReadOnly));
    EXPECT_EQ(saved.readAll(), QByteArray("a,b\n1,2\n"));

    answer = folder.filePath(u"blob.bin"_s);
    reply = send(u"blob"_s, embedded(u"file:///x.bin"_s, {{"blob"_L1, u"AAEC/w=="_s}}));
    EXPECT_EQ(reply.kind(), JsonRpcMessage::Kind::Result);
    QFile blob(answer);
    ASSERT_TRUE(blob.open(QIODevice::ReadOnly));
    EXPECT_EQ(blob.readAll(), QByteArray("\x00\x01\x02\xff", 4));

    answer.clear(); // the user says no
    reply = send(u"declined"_s, embedded(u"file:///no.txt"_s, {{"text"_L1, u"x"_s}}));
    EXPECT_EQ(reply.kind(), JsonRpcMessage::Kind::Error);
    EXPECT_EQ(reply.error().code, -32000);
    EXPECT_EQ(reply.error().message, u"Download denied by user"_s);
    EXPECT_EQ(QDir(folder.path()).entryList(QDir::Files).size(), 2);

    const qsizetype askedBefore = asked.size();
    reply = send(u"link"_s,
                 {{"type"_L1, u"resource_link"_s},
                  {"uri"_L1, u"https://example.com/q4.pdf"_s},
                  {"name"_L1, u"Q4"_s}});
    EXPECT_EQ(reply.kind(), JsonRpcMessage::Kind::Error);
    EXPECT_TRUE(reply.error().message.startsWith(u"Policy violation"_s));
    reply = send(u"bad"_s, embedded(u"file:///b.bin"_s, {{"blob"_L1, u"not base64!"_s}}));
    EXPECT_EQ(reply.kind(), JsonRpcMessage::Kind::Error);
    EXPECT_EQ(asked.size(), askedBefore) << "nothing to ask about";
}

TEST(AppResourceCache, ReadsEachAppOnceUntilTheToolsChangeOrTheConnectionDoes)
{
    SessionHarness h;
    h.server->on(u"resources/read"_s, [&h](const JsonRpcMessage &request) {
        h.server->respond(
            request,
            QJsonObject{{"contents"_L1,
                         QJsonArray{QJsonObject{{"uri"_L1, u"ui://demo/app"_s},
                                                {"mimeType"_L1, u"text/html;profile=mcp-app"_s},
                                                {"text"_L1, u"<p>app</p>"_s}}}}});
    });
    h.server->on(u"resources/templates/list"_s, [&h](const JsonRpcMessage &request) {
        h.server->respondError(request, -32601, u"no"_s);
    });
    ASSERT_TRUE(h.connectAndWait());
    AppResourceCache cache;
    cache.setSession(h.session.get());
    QObject receiver;
    QStringList got;
    const auto fetch = [&](const QString &uri) {
        cache.fetch(uri, &receiver, [&got](const AppMeta::AppResource &resource) {
            got << (resource.isValid() ? QString::fromUtf8(resource.html) : resource.problem);
        });
    };
    fetch(u"ui://demo/app"_s);
    fetch(u"ui://demo/app"_s); // while the first read runs: the same read
    ASSERT_TRUE(QTest::qWaitFor([&got] { return got.size() == 2; }, 5000));
    fetch(u"ui://demo/app"_s); // cached: answered at once
    EXPECT_EQ(got, QStringList({u"<p>app</p>"_s, u"<p>app</p>"_s, u"<p>app</p>"_s}));
    EXPECT_EQ(h.server->receivedWithMethod(u"resources/read"_s).size(), 1);

    h.transport->deliver(QJsonObject{{"jsonrpc"_L1, u"2.0"_s},
                                     {"method"_L1, u"notifications/tools/list_changed"_s}});
    ASSERT_TRUE(QTest::qWaitFor([&h] {
        for (const TrafficEvent &event : std::as_const(h.traffic)) {
            if (event.raw.contains("list_changed"))
                return true;
        }
        return false;
    }));
    fetch(u"ui://demo/app"_s);
    ASSERT_TRUE(QTest::qWaitFor([&got] { return got.size() == 4; }, 5000));
    EXPECT_EQ(h.server->receivedWithMethod(u"resources/read"_s).size(), 2)
        << "the tools changed: read again";
}

TEST(AppResourceCache, AFailedReadIsKeptNotRetried)
{
    SessionHarness h;
    h.server->on(u"resources/read"_s, [&h](const JsonRpcMessage &request) {
        h.server->respondError(request, -32002, u"Resource not found"_s);
    });
    ASSERT_TRUE(h.connectAndWait());
    AppResourceCache cache;
    cache.setSession(h.session.get());
    QObject receiver;
    QStringList problems;
    for (int i = 0; i < 3; ++i) {
        cache.fetch(u"ui://gone"_s, &receiver, [&problems](const AppMeta::AppResource &r) {
            problems << r.problem;
        });
        ASSERT_TRUE(QTest::qWaitFor([&] { return problems.size() == i + 1; }, 5000));
    }
    EXPECT_TRUE(problems.first().contains(u"Resource not found"_s)) << qPrintable(problems.first());
    EXPECT_EQ(h.server->receivedWithMethod(u"resources/read"_s).size(), 1);
}

} // namespace

namespace {

TEST(AppBridgeSessionFile, AppMessagesAreKeptAsLocalLinesThatAReplayNeverSends)
{
    TrafficEvent event;
    event.kind = TrafficEvent::Kind::AppBridge;
    event.direction = TrafficEvent::Direction::FromApp;
    event.raw = R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"add"}})";
    const QJsonObject line
        = SessionFormat::eventToJson(SessionEvent::fromTraffic(event), SessionRedactor());
    EXPECT_EQ(line.value("type"_L1), u"diagnostic"_s);
    EXPECT_EQ(line.value("dir"_L1), u"local"_s);
    const SessionFormat::ParsedEvent parsed = SessionFormat::eventFromJson(line);
    ASSERT_TRUE(parsed.event) << qPrintable(parsed.error);
    EXPECT_EQ(parsed.event->traffic.kind, TrafficEvent::Kind::Diagnostic);
    EXPECT_EQ(parsed.event->traffic.text, u"⇠ app "_s + QString::fromUtf8(event.raw));
}

} // namespace
