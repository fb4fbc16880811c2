// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "conformancescript.h"

#include "toolcallcheck.h"

#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pagedlist.h>
#include <core/mcp/pendingrequest.h>
#include <core/skills/skillcatalog.h>

#include <QPointer>

using namespace Qt::StringLiterals;

ConformanceScript::ConformanceScript(McpSession *session,
                                     const QString &scenario,
                                     const QJsonObject &context,
                                     QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_scenario(scenario)
    , m_context(context)
{}

QStringList ConformanceScript::scenarios()
{
    return {u"initialize"_s, // the suite's scenario, named like the method it tests
            u"tools_call"_s,
            u"elicitation-sep1034-client-defaults"_s,
            u"sse-retry"_s,
            u"request-metadata"_s,
            u"json-schema-ref-no-deref"_s,
            u"sep-2322-client-request-state"_s,
            u"http-standard-headers"_s,
            u"http-custom-headers"_s,
            u"http-invalid-tool-headers"_s,
            u"json-schema-2020-12-preservation"_s,
            u"sep-2640-client-no-prefetch"_s,
            u"sep-2640-client-verify-digest"_s,
            u"sep-2640-client-verify-size"_s,
            u"sep-2640-client-verify-frontmatter"_s};
}

void ConformanceScript::start()
{
    const QString &s = m_scenario;
    const auto callOne = [this](const QString &tool, const QJsonObject &arguments) {
        return [this, tool, arguments](const QJsonArray &) {
            send({{Mcp::Method::ToolsCall, {{"name"_L1, tool}, {"arguments"_L1, arguments}}}},
                 false,
                 [this] { succeed(); });
        };
    };
    if (s == "tools_call"_L1)
        list(Mcp::Method::ToolsList,
             Mcp::Key::Tools,
             callOne(u"add_numbers"_s, {{"a"_L1, 5}, {"b"_L1, 3}}));
    else if (s == "elicitation-sep1034-client-defaults"_L1)
        list(Mcp::Method::ToolsList,
             Mcp::Key::Tools,
             callOne(u"test_client_elicitation_defaults"_s, {}));
    else if (s == "sse-retry"_L1)
        list(Mcp::Method::ToolsList, Mcp::Key::Tools, callOne(u"test_reconnection"_s, {}));
    else if (s == "http-standard-headers"_L1)
        exerciseEverything();
    else if (s.startsWith("auth/"_L1)) // 401 (or 403) until authorized; step-up on the call
        list(Mcp::Method::ToolsList, Mcp::Key::Tools, callOne(u"test-tool"_s, {}));
    else if (s == "http-custom-headers"_L1) {
        QList<Call> calls;
        for (const QJsonValue &value : m_context.value("toolCalls"_L1).toArray()) {
            const QJsonObject call = value.toObject();
            calls.append({Mcp::Method::ToolsCall,
                          {{"name"_L1, call.value("name"_L1)},
                           {"arguments"_L1, call.value("arguments"_L1).toObject()}}});
        }
        list(Mcp::Method::ToolsList, Mcp::Key::Tools, [this, calls](const QJsonArray &) {
            send(calls, false, [this] { succeed(); });
        });
    } else if (s == "http-invalid-tool-headers"_L1 || s == "sep-2322-client-request-state"_L1) {
        // Every tool the list kept (the excluded ones are never called); the MRTR tools at
        // once, so rounds of one call interleave with the others.
        const bool parallel = s == "sep-2322-client-request-state"_L1;
        list(Mcp::Method::ToolsList, Mcp::Key::Tools, [this, parallel](const QJsonArray &tools) {
            send(callsFor(Mcp::Method::ToolsCall, tools, u"name"_s, u"name"_s), parallel, [this] {
                succeed();
            });
        });
    } else if (s == "json-schema-2020-12-preservation"_L1) {
        list(Mcp::Method::ToolsList, Mcp::Key::Tools, [this](const QJsonArray &tools) {
            echoSchema(tools);
        });
    } else if (s.startsWith("sep-2640-"_L1)) {
        playSkills(s != "sep-2640-client-no-prefetch"_L1);
    } else if (scenarios().contains(s))
        list(Mcp::Method::ToolsList, Mcp::Key::Tools, [this](const QJsonArray &) { succeed(); });
    else
        fail(u"conformance scenario \"%1\" is not played by mcpscope-cli (it plays %2)"_s.arg(
            s, scenarios().join(u", "_s)));
}

// SEP-1613/SEP-2106: the focal tool's inputSchema goes back as an argument of the echo tool,
// taken from the listing as the session kept it, through the same argument check a CLI
// tools/call gets (a 2020-12 schema must neither be rewritten nor refuse its own copy).
void ConformanceScript::echoSchema(const QJsonArray &tools)
{
    const QString focal = u"json_schema_2020_12_tool"_s;
    const QString echo = u"json_schema_echo"_s;
    QJsonObject schema;
    for (const QJsonValue &tool : tools) {
        if (tool.toObject().value("name"_L1).toString() == focal)
            schema = tool.toObject().value("inputSchema"_L1).toObject();
    }
    if (schema.isEmpty()) {
        fail(u"tools/list has no tool \"%1\" with an inputSchema"_s.arg(focal));
        return;
    }
    const QJsonObject arguments{{"schema"_L1, schema}};
    const ToolCallCheck::ArgumentCheck check
        = ToolCallCheck::checkArguments(tools, echo, arguments);
    if (!check.issues.isEmpty()) {
        fail(u"the arguments for \"%1\" break its input schema: %2"_s.arg(
            echo, check.issues.constFirst().toString()));
        return;
    }
    send({{Mcp::Method::ToolsCall, {{"name"_L1, echo}, {"arguments"_L1, arguments}}}},
         false,
         [this] { succeed(); });
}

// SEP-2640: discover the skills; with load, use them as a host does, reading every file of each
// skill through SkillCatalog (which loads the SKILL.md first and verifies it). A file that does
// not verify ends the scenario with its error: the content is not used and nothing more of
// that skill is read.
void ConformanceScript::playSkills(bool load)
{
    auto *catalog = new SkillCatalog(this);
    catalog->setSession(m_session);
    connect(catalog, &SkillCatalog::listFailed, this, [this](const QString &why, int status) {
        fail(u"skills/list: "_s + why, status);
    });
    connect(catalog, &SkillCatalog::fileFailed, this, [this](const QString &, const QString &why) {
        fail(why);
    });
    auto remaining = std::make_shared<int>(0);
    connect(catalog, &SkillCatalog::fileRead, this, [this, remaining] {
        ++m_answered;
        if (--*remaining == 0)
            succeed();
    });
    connect(catalog, &SkillCatalog::listed, this, [this, catalog, load, remaining] {
        ++m_answered;
        QStringList files;
        for (const SkillManifest &skill : catalog->skills()) {
            for (const SkillFile &file : skill.files)
                files << file.uri;
        }
        if (!load || files.isEmpty()) {
            succeed();
            return;
        }
        *remaining = int(files.size());
        for (const QString &uri : std::as_const(files))
            catalog->readFile(uri);
    });
    catalog->refresh();
}

void ConformanceScript::exerciseEverything()
{
    // Tools, then resources, then prompts: each listed, then every item called, read or got.
    const auto prompts = [this] {
        list(Mcp::Method::PromptsList, Mcp::Key::Prompts, [this](const QJsonArray &items) {
            send(callsFor(Mcp::Method::PromptsGet, items, u"name"_s, u"name"_s), false, [this] {
                succeed();
            });
        });
    };
    const auto resources = [this, prompts] {
        list(Mcp::Method::ResourcesList,
             Mcp::Key::Resources,
             [this, prompts](const QJsonArray &items) {
                 send(callsFor(Mcp::Method::ResourcesRead, items, u"uri"_s, u"uri"_s),
                      false,
                      prompts);
             });
    };
    list(Mcp::Method::ToolsList, Mcp::Key::Tools, [this, resources](const QJsonArray &items) {
        send(callsFor(Mcp::Method::ToolsCall, items, u"name"_s, u"name"_s), false, resources);
    });
}

QList<ConformanceScript::Call> ConformanceScript::callsFor(const QString &method,
                                                           const QJsonArray &items,
                                                           const QString &key,
                                                           const QString &paramName)
{
    QList<Call> calls;
    for (const QJsonValue &item : items) {
        QJsonObject params{{paramName, item.toObject().value(key)}};
        if (method == Mcp::Method::ToolsCall)
            params.insert("arguments"_L1, QJsonObject{});
        calls.append({method, params});
    }
    return calls;
}

void ConformanceScript::list(const QString &method, const QString &itemsKey, Then then)
{
    PagedList *pages = PagedList::start(m_session, method, itemsKey);
    connect(pages, &PagedList::finished, this, [this, pages, then] {
        if (pages->hasError())
            fail(pages->errorString(), pages->httpStatus());
        else
            then(pages->items());
    });
}

void ConformanceScript::send(const QList<Call> &calls,
                             bool parallel,
                             const std::function<void()> &then)
{
    if (!parallel) {
        sendNext(calls, then);
        return;
    }
    auto remaining = std::make_shared<int>(int(calls.size()));
    if (*remaining == 0)
        then();
    for (const Call &call : calls) {
        PendingRequest *request = m_session->sendRequest(call.method, call.params);
        connect(request, &PendingRequest::finished, this, [this, request, remaining, then] {
            if (request->hasError()) {
                fail(u"%1: %2"_s.arg(request->method(), request->errorString()),
                     request->httpStatus());
                return;
            }
            ++m_answered;
            if (--*remaining == 0)
                then();
        });
    }
}

void ConformanceScript::sendNext(QList<Call> calls, const std::function<void()> &then)
{
    if (calls.isEmpty()) {
        then();
        return;
    }
    const Call call = calls.takeFirst();
    PendingRequest *request = m_session->sendRequest(call.method, call.params);
    connect(request, &PendingRequest::finished, this, [this, request, calls, then] {
        if (request->hasError()) {
            fail(u"%1: %2"_s.arg(request->method(), request->errorString()), request->httpStatus());
            return;
        }
        ++m_answered;
        sendNext(calls, then);
    });
}

void ConformanceScript::fail(const QString &why, int httpStatus)
{
    if (m_done)
        return;
    m_done = true;
    m_failureHttpStatus = httpStatus;
    Q_EMIT finished(false, why);
    deleteLater();
}

void ConformanceScript::succeed()
{
    if (m_done)
        return;
    m_done = true;
    Q_EMIT finished(true, u"scenario %1: %2 requests answered"_s.arg(m_scenario).arg(m_answered));
    deleteLater();
}
