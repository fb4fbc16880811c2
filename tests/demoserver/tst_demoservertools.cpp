// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverharness.h"

#include <core/apps/appmeta.h>
#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>
#include <core/schema/schemavalidator.h>

#include <QImage>
#include <QJsonArray>
#include <QTest>

#include <demoimage.h>
#include <gtest/gtest.h>
#include <moderntools.h>
#include <toolarguments.h>
#include <toolcatalogue.h>

using namespace Qt::StringLiterals;

namespace {

QJsonArray listTools(ServerHarness &harness)
{
    return harness.request(Mcp::Method::ToolsList).result()["tools"_L1].toArray();
}

TEST(DemoServerTools, ListHasTheWholeCatalogueInOrder)
{
    ServerHarness harness;
    harness.initialize();
    QStringList names;
    const QJsonArray tools = listTools(harness);
    for (const QJsonValue &tool : tools) {
        const QJsonObject object = tool.toObject();
        names << object["name"_L1].toString();
        EXPECT_FALSE(object["title"_L1].toString().isEmpty()) << names.last().toStdString();
        EXPECT_GE(object["description"_L1].toString().size(), 30) << names.last().toStdString();
        // MCP: inputSchema is always an object schema, never null.
        EXPECT_EQ(object["inputSchema"_L1]["type"_L1].toString(), u"object"_s);
    }
    EXPECT_EQ(names,
              QStringList({u"echo"_s,
                           u"add"_s,
                           u"create_ticket"_s,
                           u"plan_trip"_s,
                           u"long_operation"_s,
                           u"fail"_s,
                           u"log"_s,
                           u"get_image"_s,
                           u"get_audio"_s,
                           u"mixed_content"_s,
                           u"show_app"_s,
                           u"model_only"_s,
                           u"stress"_s,
                           u"misbehave"_s,
                           u"add_note"_s,
                           u"clear_notes"_s}));
}

struct CallRow : NamedRow<CallRow>
{
    QString tool;
    const char *arguments; // JSON object text
    bool isError;
    QString textPart;
};

class ToolCall : public ::testing::TestWithParam<CallRow>
{};

TEST_P(ToolCall, ReturnsTheExpectedResult)
{
    const CallRow &row = GetParam();
    ServerHarness harness;
    harness.initialize();
    const QJsonObject result = harness.callTool(row.tool, jsonObject(row.arguments));
    ASSERT_FALSE(result.isEmpty()) << "not a CallToolResult";
    EXPECT_EQ(result["isError"_L1].toBool(), row.isError) << firstText(result).toStdString();
    EXPECT_TRUE(firstText(result).contains(row.textPart)) << firstText(result).toStdString();
}

constexpr const char *FullTicket = R"({
    "title": "Login fails on Sundays", "priority": "urgent", "reporter_email": "ada@example.org",
    "due_date": "2026-05-01", "remind_at": "2026-04-30T09:30:00+02:00", "estimate_hours": 2.5,
    "story_points": 5, "tags": ["auth", "weekend"],
    "assignee": {"name": "Grace", "email": "grace@example.org", "team": "backend"},
    "subtasks": [{"title": "Reproduce", "done": true, "hours": 1}, {"title": "Fix"}],
    "note": null, "link": {"project": "CORE", "number": 42}, "visibility": ["backend", "docs"]})";

INSTANTIATE_TEST_SUITE_P(
    DemoServerTools,
    ToolCall,
    ::testing::Values(
        CallRow{"echo", u"echo"_s, R"({"message":"hello"})", false, u"hello"_s},
        CallRow{
            "echo_missing_message", u"echo"_s, "{}", true, u"/message: required, but missing"_s},
        CallRow{"echo_wrong_type",
                u"echo"_s,
                R"({"message":5})",
                true,
                u"/message: expected string, got integer"_s},
        CallRow{"echo_unknown_argument",
                u"echo"_s,
                R"({"message":"a","loud":true})",
                true,
                u"/loud: not allowed here (additionalProperties)"_s},
        CallRow{"add_integers", u"add"_s, R"({"a":2,"b":3})", false, u"2 + 3 = 5"_s},
        CallRow{"add_decimals", u"add"_s, R"({"a":0.5,"b":-2})", false, u"0.5 + -2 = -1.5"_s},
        CallRow{"add_overflow", u"add"_s, R"({"a":1e308,"b":1e308})", true, u"overflows"_s},
        CallRow{"add_string",
                u"add"_s,
                R"({"a":"2","b":3})",
                true,
                u"/a: expected number, got string"_s},
        CallRow{"ticket_minimal",
                u"create_ticket"_s,
                R"({"title":"Fix it","reporter_email":"a@b.io"})",
                false,
                u"Created DEMO-1 \"Fix it\" (priority normal)"_s},
        CallRow{"ticket_full",
                u"create_ticket"_s,
                FullTicket,
                false,
                u"assigned to Grace (backend); 2 subtask(s), 1 done; tags: auth, weekend"_s},
        CallRow{"ticket_missing_title",
                u"create_ticket"_s,
                R"({"reporter_email":"a@b.io"})",
                true,
                u"/title: required, but missing"_s},
        CallRow{"ticket_short_title",
                u"create_ticket"_s,
                R"({"title":"ab","reporter_email":"a@b.io"})",
                true,
                u"/title: String should be no fewer than 3 characters in length."_s},
        // "email" and "uri" are annotations to the inspector's validator (only date, time and
        // date-time are asserted), so the demo server takes what mcpscope's form would send.
        CallRow{"ticket_email_format_is_an_annotation",
                u"create_ticket"_s,
                R"({"title":"Fix it","reporter_email":"bob"})",
                false,
                u"reported by bob"_s},
        CallRow{"ticket_impossible_date",
                u"create_ticket"_s,
                R"({"title":"Fix it","reporter_email":"a@b.io","due_date":"2026-02-30"})",
                true,
                u"/due_date: String should be a valid date (RFC 3339, e.g. 2025-06-18)"_s},
        CallRow{"ticket_date_time_without_offset",
                u"create_ticket"_s,
                R"({"title":"Fix it","reporter_email":"a@b.io","remind_at":"2026-04-30T09:30:00"})",
                true,
                u"/remind_at: String should be a valid date-time"_s},
        CallRow{"ticket_priority_not_in_enum",
                u"create_ticket"_s,
                R"({"title":"Fix it","reporter_email":"a@b.io","priority":"meh"})",
                true,
                u"/priority: \"meh\" is not one of \"low\", \"normal\", \"high\", \"urgent\""_s},
        CallRow{"ticket_estimate_not_multiple",
                u"create_ticket"_s,
                R"({"title":"Fix it","reporter_email":"a@b.io","estimate_hours":1.25})",
                true,
                u"/estimate_hours: Value should be a multiple of 0.5"_s},
        CallRow{"ticket_estimate_above_maximum",
                u"create_ticket"_s,
                R"({"title":"Fix it","reporter_email":"a@b.io","estimate_hours":250})",
                true,
                u"/estimate_hours: 250 is greater than the maximum 200"_s},
        CallRow{"ticket_story_points_not_in_enum",
                u"create_ticket"_s,
                R"({"title":"Fix it","reporter_email":"a@b.io","story_points":4})",
                true,
                u"/story_points: 4 is not one of 1, 2, 3, 5, 8, 13"_s},
        CallRow{"ticket_duplicate_tags",
                u"create_ticket"_s,
                R"({"title":"Fix it","reporter_email":"a@b.io","tags":["a","a"]})",
                true,
                u"/tags: Elements at indexes #0 and #1 violate uniqueness constraint."_s},
        CallRow{"ticket_assignee_without_name",
                u"create_ticket"_s,
                R"({"title":"Fix it","reporter_email":"a@b.io","assignee":{"team":"docs"}})",
                true,
                u"/assignee/name: required, but missing"_s},
        CallRow{
            "ticket_subtask_without_title",
            u"create_ticket"_s,
            R"({"title":"Fix it","reporter_email":"a@b.io","subtasks":[{"title":"ok"},{"done":true}]})",
            true,
            u"/subtasks/1/title: required, but missing"_s},
        CallRow{"ticket_note_string",
                u"create_ticket"_s,
                R"({"title":"Fix it","reporter_email":"a@b.io","note":"see logs"})",
                false,
                u"Created"_s},
        CallRow{"ticket_note_number",
                u"create_ticket"_s,
                R"({"title":"Fix it","reporter_email":"a@b.io","note":3})",
                true,
                u"/note: expected string or null, got integer"_s},
        CallRow{"ticket_link_url",
                u"create_ticket"_s,
                R"({"title":"Fix it","reporter_email":"a@b.io","link":"https://example.org/x"})",
                false,
                u"Created"_s},
        CallRow{"ticket_link_neither",
                u"create_ticket"_s,
                R"({"title":"Fix it","reporter_email":"a@b.io","link":42})",
                true,
                u"/link: expected string, got integer (in alternative /properties/link/anyOf/0)\n"
                "- /link: expected object, got integer (in alternative /properties/link/anyOf/1)\n"
                "- /link: matches none of the 2 alternatives"_s},
        CallRow{
            "ticket_link_bad_project",
            u"create_ticket"_s,
            R"({"title":"Fix it","reporter_email":"a@b.io","link":{"project":"core","number":1}})",
            true,
            u"/link/project: does not match the pattern ^[A-Z][A-Z0-9]{1,9}$ (in alternative "
            "/properties/link/anyOf/1)"_s},
        CallRow{"ticket_visibility_teams",
                u"create_ticket"_s,
                R"({"title":"Fix it","reporter_email":"a@b.io","visibility":["docs"]})",
                false,
                u"Created"_s},
        CallRow{"ticket_visibility_unknown",
                u"create_ticket"_s,
                R"({"title":"Fix it","reporter_email":"a@b.io","visibility":"secret"})",
                true,
                u"/visibility: matches none of the 3 alternatives"_s},
        CallRow{
            "fail_default", u"fail"_s, "{}", true, u"Failed on purpose: this tool always fails"_s},
        CallRow{"fail_custom_reason", u"fail"_s, R"({"reason":"disk full"})", true, u"disk full"_s},
        CallRow{"get_image", u"get_image"_s, "{}", false, u"32x32 PNG"_s},
        CallRow{"get_audio_default", u"get_audio"_s, "{}", false, u"A 440 Hz tone, 500 ms"_s},
        CallRow{"get_audio_too_long",
                u"get_audio"_s,
                R"({"duration_ms":3001})",
                true,
                u"/duration_ms: 3001 is greater than the maximum 3000"_s},
        CallRow{"mixed_content", u"mixed_content"_s, "{}", false, u"# Weekly report"_s},
        CallRow{"long_operation_zero_steps",
                u"long_operation"_s,
                R"({"steps":0})",
                true,
                u"/steps: 0 is less than the minimum 1"_s},
        CallRow{"long_operation_fractional_steps",
                u"long_operation"_s,
                R"({"steps":2.5})",
                true,
                u"/steps: expected integer, got number"_s},
        CallRow{"long_operation_too_long",
                u"long_operation"_s,
                R"({"duration_seconds":61})",
                true,
                u"/duration_seconds: 61 is greater than the maximum 60"_s},
        CallRow{"log_unknown_level",
                u"log"_s,
                R"({"message":"x","level":"loud"})",
                true,
                u"/level: \"loud\" is not one of \"debug\", \"info\", \"notice\", \"warning\", "
                "\"error\", \"critical\", \"alert\", \"emergency\""_s},
        CallRow{
            "misbehave_unknown_mode",
            u"misbehave"_s,
            R"({"mode":"explode"})",
            true,
            u"/mode: \"explode\" is not one of \"banner\", \"malformed\", \"huge\", "
            "\"wrong_id_type\", \"no_answer\", \"stderr_burst\", \"crash\", \"bad_result_type\""_s},
        CallRow{"misbehave_without_mode",
                u"misbehave"_s,
                "{}",
                true,
                u"/mode: required, but missing"_s}),
    [](const auto &info) { return std::string(info.param.name); });

// stress: as many notifications as asked, before a result of the size asked; nothing by
// default (lint calls read-only tools with their defaults).
TEST(DemoServerTools, StressSendsTheNotificationsAndTheResultSizeAskedFor)
{
    ServerHarness harness;
    harness.initialize();
    harness.clear();
    QJsonObject quiet = harness.callTool(u"stress"_s);
    EXPECT_EQ(firstText(quiet), u"sent 0 of 0 progress notification(s)"_s);
    EXPECT_TRUE(harness.notifications(u"notifications/progress"_s).isEmpty());

    harness.clear();
    const QJsonObject withToken{
        {"name"_L1, u"stress"_s},
        {"arguments"_L1, QJsonObject{{"notifications"_L1, 250}, {"result_bytes"_L1, 100000}}},
        {"_meta"_L1, QJsonObject{{"progressToken"_L1, u"t"_s}}}};
    const JsonRpcMessage response = harness.request(u"tools/call"_s, withToken);
    const QList<JsonRpcMessage> progress = harness.notifications(u"notifications/progress"_s);
    ASSERT_EQ(progress.size(), 250);
    EXPECT_EQ(progress.last().paramsObject()["progress"_L1].toInt(), 250);
    EXPECT_EQ(progress.last().paramsObject()["progressToken"_L1].toString(), u"t"_s);
    const QString text = firstText(response.result().toObject());
    EXPECT_EQ(text.size(), 100000);
    EXPECT_TRUE(text.startsWith(u"sent 250 of 250 progress notification(s)\n"_s));

    harness.clear();
    const QJsonObject noToken = harness.callTool(u"stress"_s, {{"notifications"_L1, 5}});
    EXPECT_TRUE(firstText(noToken).contains(u"(the call had no progress token)"_s));
    harness.clear();
    harness.callTool(u"stress"_s, {{"notifications"_L1, 7}, {"kind"_L1, u"message"_s}});
    EXPECT_EQ(harness.notifications(u"notifications/message"_s).size(), 7);
    // Over the maximum: refused by the input schema.
    const QJsonObject tooMany = harness.callTool(u"stress"_s, {{"notifications"_L1, 100001}});
    EXPECT_TRUE(tooMany["isError"_L1].toBool());
    EXPECT_TRUE(
        firstText(tooMany).contains(u"/notifications: 100001 is greater than the maximum 100000"_s))
        << firstText(tooMany).toStdString();
}

TEST(DemoServerTools, EveryListedToolIsImplemented)
{
    const QHash<QString, QJsonObject> minimalArguments{
        {u"echo"_s, jsonObject(R"({"message":"x"})")},
        {u"add"_s, jsonObject(R"({"a":1,"b":2})")},
        {u"create_ticket"_s, jsonObject(R"({"title":"abc","reporter_email":"a@b.io"})")},
        {u"long_operation"_s, jsonObject(R"({"duration_seconds":0,"steps":1})")},
        {u"log"_s, jsonObject(R"({"message":"x"})")},
        {u"misbehave"_s, jsonObject(R"({"mode":"banner"})")},
    };
    ServerHarness harness;
    harness.initialize();
    const QJsonArray tools = listTools(harness);
    for (const QJsonValue &tool : tools) {
        const QString name = tool["name"_L1].toString();
        harness.clear();
        harness.callTool(name, minimalArguments.value(name));
        const JsonRpcId id = harness.lastId();
        // long_operation answers from a timer, even with a zero duration.
        EXPECT_TRUE(QTest::qWaitFor([&] { return harness.responseTo(id).has_value(); }, 5000))
            << name.toStdString();
        EXPECT_EQ(harness.responseTo(id)->kind(), JsonRpcMessage::Kind::Result)
            << name.toStdString();
    }
}

TEST(DemoServerTools, AddStructuredContentMatchesItsOutputSchema)
{
    ServerHarness harness;
    const QJsonObject result = harness.callTool(u"add"_s, {{"a"_L1, 2}, {"b"_L1, 40}});
    const ToolCatalogue catalogue;
    const QJsonObject schema = catalogue.definition(u"add"_s)["outputSchema"_L1].toObject();
    EXPECT_EQ(result["structuredContent"_L1].toObject(), (QJsonObject{{"sum"_L1, 42}}));
    EXPECT_TRUE(SchemaValidator(schema).validate(result["structuredContent"_L1]).isEmpty());
}

TEST(DemoServerTools, TicketsGetDefaultsAndIncreasingIds)
{
    ServerHarness harness;
    const ToolCatalogue catalogue;
    const QJsonObject schema
        = catalogue.definition(u"create_ticket"_s)["outputSchema"_L1].toObject();
    const QJsonObject args = jsonObject(R"({"title":"Fix it","reporter_email":"a@b.io"})");
    const QJsonObject first
        = harness.callTool(u"create_ticket"_s, args)["structuredContent"_L1].toObject();
    const QJsonObject second
        = harness.callTool(u"create_ticket"_s, args)["structuredContent"_L1].toObject();
    EXPECT_TRUE(SchemaValidator(schema).validate(first).isEmpty());
    EXPECT_EQ(first["id"_L1].toString(), u"DEMO-1"_s);
    EXPECT_EQ(second["id"_L1].toString(), u"DEMO-2"_s);
    const QJsonObject ticket = first["ticket"_L1].toObject();
    EXPECT_EQ(ticket["priority"_L1].toString(), u"normal"_s);
    EXPECT_EQ(ticket["visibility"_L1].toString(), u"internal"_s);
    EXPECT_EQ(ticket["tags"_L1].toArray(), QJsonArray());
}

TEST(ToolArguments, FillInOnlyMissingTopLevelDefaultsThatFit)
{
    const ToolArguments arguments(QJsonArray{
        QJsonObject{{"name"_L1, u"t"_s},
                    {"inputSchema"_L1,
                     jsonObject(R"({"type":"object","$defs":{"E":{"type":"string","default":"e"}},
            "properties":{"a":{"type":"integer","default":1}, "b":{"type":"string","default":"x"},
            "c":{"type":"object","properties":{"d":{"default":true}}}, "e":{"$ref":"#/$defs/E"},
            "f":{"type":"integer","default":"not a number"}}})")}}});
    EXPECT_EQ(arguments.withDefaults(u"t"_s, jsonObject(R"({"b":"given"})")),
              jsonObject(R"({"a":1,"b":"given","e":"e"})"));
    // A tool it has no schema for: nothing to check, nothing to fill in.
    EXPECT_EQ(arguments.withDefaults(u"other"_s, jsonObject(R"({"b":1})")),
              jsonObject(R"({"b":1})"));
    EXPECT_TRUE(arguments.problems(u"other"_s, jsonObject(R"({"b":1})")).isEmpty());
}

TEST(ToolArguments, ProblemsAreTheInspectorsIssueLines)
{
    const ToolArguments arguments(QJsonArray{QJsonObject{
        {"name"_L1, u"t"_s},
        {"inputSchema"_L1, jsonObject(R"({"type":"object","properties":{"n":{"type":"integer"}},
            "required":["n"],"additionalProperties":false})")}}});
    EXPECT_EQ(arguments.problems(u"t"_s, jsonObject(R"({"n":1.5,"x":0})")),
              QStringList({u"/n: expected integer, got number"_s,
                           u"/x: not allowed here (additionalProperties)"_s}));
    EXPECT_EQ(arguments.problems(u"t"_s, {}), QStringList{u"/n: required, but missing"_s});
    EXPECT_TRUE(arguments.problems(u"t"_s, jsonObject(R"({"n":2})")).isEmpty());
}

TEST(ToolArguments, EveryDemoInputSchemaIsFullyChecked)
{
    QJsonArray tools = ToolCatalogue().definitions();
    for (const QJsonValue &tool : ModernTools::definitions(false))
        tools.append(tool);
    for (const QJsonValue &tool : std::as_const(tools)) {
        const std::string name = tool["name"_L1].toString().toStdString();
        const SchemaValidator validator(tool["inputSchema"_L1]);
        EXPECT_TRUE(validator.isUsable()) << name << ": " << validator.error().toStdString();
        EXPECT_TRUE(validator.notEnforced().isEmpty()) << name;
    }
}

TEST(DemoServerTools, GetImageReturnsADecodablePng)
{
    ServerHarness harness;
    const QJsonArray content = harness.callTool(u"get_image"_s)["content"_L1].toArray();
    QJsonObject image;
    for (const QJsonValue &item : content) {
        if (item["type"_L1].toString() == "image"_L1)
            image = item.toObject();
    }
    ASSERT_FALSE(image.isEmpty());
    EXPECT_EQ(image["mimeType"_L1].toString(), u"image/png"_s);
    const QByteArray png = QByteArray::fromBase64(image["data"_L1].toString().toLatin1());
    EXPECT_EQ(png, DemoImage::png());
    QImage decoded;
    ASSERT_TRUE(decoded.loadFromData(png, "PNG"));
    EXPECT_EQ(decoded.size(), QSize(32, 32));
    EXPECT_TRUE(decoded.hasAlphaChannel());
}

struct LogRow : NamedRow<LogRow>
{
    QString threshold; // empty: no logging/setLevel
    QString level;
    bool sent;
};

class LogTool : public ::testing::TestWithParam<LogRow>
{};

TEST_P(LogTool, RespectsTheLogLevel)
{
    const LogRow &row = GetParam();
    ServerHarness harness;
    harness.initialize();
    if (!row.threshold.isEmpty())
        harness.request(Mcp::Method::LoggingSetLevel, {{"level"_L1, row.threshold}});
    const QJsonObject result = harness.callTool(
        u"log"_s,
        {{"level"_L1, row.level}, {"message"_L1, u"disk almost full"_s}, {"logger"_L1, u"disk"_s}});
    EXPECT_FALSE(result["isError"_L1].toBool());
    const QList<JsonRpcMessage> sent = harness.notifications(Mcp::Method::Message);
    ASSERT_EQ(sent.size(), row.sent ? 1 : 0);
    if (row.sent) {
        EXPECT_EQ(sent.first().paramsObject(),
                  QJsonObject({{"level"_L1, row.level},
                               {"logger"_L1, u"disk"_s},
                               {"data"_L1, u"disk almost full"_s}}));
        EXPECT_TRUE(firstText(result).startsWith(u"Sent"_s));
    } else {
        EXPECT_TRUE(firstText(result).startsWith(u"Not sent"_s));
    }
}

INSTANTIATE_TEST_SUITE_P(
    DemoServerTools,
    LogTool,
    ::testing::Values(LogRow{"default_sends_debug", QString(), u"debug"_s, true},
                      LogRow{"below_threshold", u"warning"_s, u"info"_s, false},
                      LogRow{"at_threshold", u"warning"_s, u"warning"_s, true},
                      LogRow{"above_threshold", u"warning"_s, u"emergency"_s, true},
                      LogRow{"emergency_only", u"emergency"_s, u"alert"_s, false}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(DemoServerTools, LogDefaultsToInfoFromTheDemoLogger)
{
    ServerHarness harness;
    harness.callTool(u"log"_s, {{"message"_L1, u"hi"_s}});
    const QList<JsonRpcMessage> sent = harness.notifications(Mcp::Method::Message);
    ASSERT_EQ(sent.size(), 1);
    EXPECT_EQ(sent.first().paramsObject()["level"_L1].toString(), u"info"_s);
    EXPECT_EQ(sent.first().paramsObject()["logger"_L1].toString(), u"demo"_s);
}

} // namespace

TEST(DemoServerApp, ShowAppNamesItsAppWhichReadsAsAnMcpAppDocument)
{
    ServerHarness harness;
    harness.initialize();
    const QJsonObject tool = ToolCatalogue().definition(u"show_app"_s);
    const AppMeta::ToolUi ui = AppMeta::toolUi(tool);
    ASSERT_EQ(ui.resourceUri, u"ui://demo/app"_s);
    EXPECT_TRUE(ui.visibleToApp);
    EXPECT_FALSE(AppMeta::toolUi(ToolCatalogue().definition(u"model_only"_s)).visibleToApp);
    EXPECT_EQ(
        harness
            .callTool(u"show_app"_s, {{"name"_L1, u"Ada"_s}})["structuredContent"_L1]["greeting"_L1]
            .toString(),
        u"Hello, Ada, from the demo app's tool."_s);

    const JsonRpcMessage read
        = harness.request(u"resources/read"_s, {{"uri"_L1, u"ui://demo/app"_s}});
    const AppMeta::AppResource resource
        = AppMeta::resourceFromReadResult(u"ui://demo/app"_s, read.result());
    ASSERT_TRUE(resource.isValid()) << qPrintable(resource.problem);
    EXPECT_TRUE(resource.html.contains("ui/initialize"));
    EXPECT_EQ(resource.csp.policy(), AppCsp::fromJson({}).policy()); // no network at all
}
