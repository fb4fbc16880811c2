// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "demoapp.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace DemoApp {

QString html()
{
    return uR"html(<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>mcpscope demo app</title>
<style>
body { font-family: sans-serif; margin: 14px; color: #1d1d1f; background: #f7f7fa; }
body.dark { color: #f2f2f2; background: #26262b; }
h2 { margin: 0 0 8px 0; font-size: 1.2em; }
.row { margin: 8px 0; }
input { width: 5em; }
#sum { font-size: 1.6em; font-weight: bold; }
.muted { opacity: 0.7; font-size: 0.9em; }
</style>
</head>
<body>
<h2>mcpscope demo app</h2>
<div class="row muted" id="input">Waiting for the tool's arguments…</div>
<div class="row muted" id="result">Waiting for the tool's result…</div>
<div class="row">
  <label>a <input id="a" type="number" value="2"></label>
  <label>b <input id="b" type="number" value="3"></label>
  <button id="add">Add on the server</button>
</div>
<div class="row">a + b = <span id="sum">…</span></div>
<div class="row muted" id="status">Connecting to the host…</div>
<script>
"use strict";
const pending = new Map();
let nextId = 1;
function request(method, params) {
    const id = nextId++;
    window.parent.postMessage({jsonrpc: "2.0", id: id, method: method, params: params}, "*");
    return new Promise(function (resolve, reject) { pending.set(id, {resolve, reject}); });
}
function notify(method, params) {
    window.parent.postMessage({jsonrpc: "2.0", method: method, params: params}, "*");
}
function text(id, value) { document.getElementById(id).textContent = value; }
window.addEventListener("message", function (event) {
    const message = event.data;
    if (!message || message.jsonrpc !== "2.0")
        return;
    if (message.method === undefined && pending.has(message.id)) {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) waiter.reject(message.error); else waiter.resolve(message.result);
    } else if (message.method === "ui/notifications/tool-input-partial") {
        text("input", "Being edited: " + JSON.stringify(message.params.arguments));
    } else if (message.method === "ui/notifications/tool-input") {
        text("input", "Called with " + JSON.stringify(message.params.arguments));
    } else if (message.method === "ui/notifications/tool-result") {
        const first = (message.params.content || [])[0];
        text("result", "Tool result: " + (first && first.text ? first.text : "(no text)"));
    } else if (message.method === "ui/notifications/tool-cancelled") {
        text("result", "The call was cancelled: " + message.params.reason);
    } else if (message.method === "ui/resource-teardown") {
        window.parent.postMessage({jsonrpc: "2.0", id: message.id, result: {}}, "*");
    }
});
async function addOnServer() {
    const a = Number(document.getElementById("a").value);
    const b = Number(document.getElementById("b").value);
    try {
        const result = await request("tools/call", {name: "add", arguments: {a: a, b: b}});
        const sum = result.structuredContent ? String(result.structuredContent.sum)
                                             : result.content[0].text;
        text("sum", sum);
        text("status", "add answered through the host");
        // Tells the host's log once the answer is on screen.
        requestAnimationFrame(function () {
            notify("notifications/message", {level: "info", data: "a + b = " + sum + " shown"});
        });
    } catch (error) {
        text("status", "add failed: " + error.message);
    }
}
document.getElementById("add").addEventListener("click", addOnServer);
(async function () {
    const init = await request("ui/initialize", {
        protocolVersion: "2026-01-26",
        appInfo: {name: "mcpscope-demo-app", version: "1.0.0"},
        appCapabilities: {availableDisplayModes: ["inline", "pip"]}
    });
    if (init.hostContext && init.hostContext.theme === "dark")
        document.body.classList.add("dark");
    text("status", "Connected to " + init.hostInfo.name);
    notify("ui/notifications/initialized", {});
    notify("ui/notifications/size-changed",
           {width: document.body.scrollWidth, height: document.body.scrollHeight});
    await addOnServer();
})();
</script>
</body>
</html>
)html"_s;
}

QJsonObject contents()
{
    return {{"uri"_L1, QString(Uri)},
            {"mimeType"_L1, QString(MimeType)},
            {"text"_L1, html()},
            {"_meta"_L1, QJsonObject{{"ui"_L1, QJsonObject{{"prefersBorder"_L1, true}}}}}};
}

QJsonObject showAppResult(const QJsonObject &arguments)
{
    const QString name = arguments.value("name"_L1).toString(u"world"_s);
    const QString greeting = u"Hello, %1, from the demo app's tool."_s.arg(name);
    return {{"content"_L1, QJsonArray{QJsonObject{{"type"_L1, u"text"_s}, {"text"_L1, greeting}}}},
            {"structuredContent"_L1, QJsonObject{{"greeting"_L1, greeting}}}};
}

QJsonObject modelOnlyResult()
{
    return {
        {"content"_L1,
         QJsonArray{QJsonObject{{"type"_L1, u"text"_s},
                                {"text"_L1, u"model_only ran: an app must never get here"_s}}}}};
}

} // namespace DemoApp
