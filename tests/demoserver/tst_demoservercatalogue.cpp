// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "serverharness.h"

#include <core/jsonrpc/jsonrpcerrors.h>
#include <core/mcp/mcpmethods.h>

#include <QJsonArray>

#include <demoimage.h>
#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

class DemoServerCatalogue : public ::testing::Test
{
protected:
    void SetUp() override { harness.initialize(); }
    ServerHarness harness;
};

TEST_F(DemoServerCatalogue, ListsResourcesWithAccurateSizes)
{
    const QJsonArray resources
        = harness.request(Mcp::Method::ResourcesList).result()["resources"_L1].toArray();
    QStringList uris;
    for (const QJsonValue &resource : resources) {
        const QString uri = resource["uri"_L1].toString();
        uris << uri;
        EXPECT_FALSE(resource["title"_L1].toString().isEmpty());
        const QJsonObject contents = harness.request(Mcp::Method::ResourcesRead, {{"uri"_L1, uri}})
                                         .result()["contents"_L1][0]
                                         .toObject();
        const qsizetype size
            = contents.contains("blob"_L1)
                  ? QByteArray::fromBase64(contents["blob"_L1].toString().toLatin1()).size()
                  : contents["text"_L1].toString().toUtf8().size();
        EXPECT_EQ(resource["size"_L1].toInteger(), size) << uri.toStdString();
        EXPECT_EQ(resource["mimeType"_L1], contents["mimeType"_L1]) << uri.toStdString();
    }
    EXPECT_EQ(uris,
              QStringList({u"demo://docs/readme"_s,
                           u"demo://config/settings.json"_s,
                           u"demo://images/logo.png"_s,
                           u"demo://notes/index"_s}));
}

TEST_F(DemoServerCatalogue, ListsTheGreetingTemplate)
{
    const QJsonArray templates = harness.request(Mcp::Method::ResourcesTemplatesList)
                                     .result()["resourceTemplates"_L1]
                                     .toArray();
    ASSERT_EQ(templates.size(), 1);
    EXPECT_EQ(templates[0]["uriTemplate"_L1].toString(), u"demo://greetings/{name}"_s);
}

struct ReadRow : NamedRow<ReadRow>
{
    QString uri;
    QString mimeType; // empty: expect -32002
    QString textPart; // checked in "text" when set
};

class ResourceRead : public DemoServerCatalogue, public ::testing::WithParamInterface<ReadRow>
{};

TEST_P(ResourceRead, ReturnsContentsOrResourceNotFound)
{
    const ReadRow &row = GetParam();
    const JsonRpcMessage response
        = harness.request(Mcp::Method::ResourcesRead, {{"uri"_L1, row.uri}});
    if (row.mimeType.isEmpty()) {
        ASSERT_EQ(response.kind(), JsonRpcMessage::Kind::Error);
        EXPECT_EQ(response.error().code, JsonRpc::ErrorCode::ResourceNotFound);
        EXPECT_EQ(response.error().data, QJsonValue(QJsonObject{{"uri"_L1, row.uri}}));
        return;
    }
    const QJsonArray contents = response.result()["contents"_L1].toArray();
    ASSERT_EQ(contents.size(), 1);
    EXPECT_EQ(contents[0]["uri"_L1].toString(), row.uri);
    EXPECT_EQ(contents[0]["mimeType"_L1].toString(), row.mimeType);
    if (!row.textPart.isEmpty()) {
        EXPECT_TRUE(contents[0]["text"_L1].toString().contains(row.textPart));
    }
}

INSTANTIATE_TEST_SUITE_P(
    DemoServer,
    ResourceRead,
    ::testing::Values(
        ReadRow{"readme", u"demo://docs/readme"_s, u"text/markdown"_s, u"# mcpscope demo server"_s},
        ReadRow{
            "settings", u"demo://config/settings.json"_s, u"application/json"_s, u"\"theme\""_s},
        ReadRow{"logo", u"demo://images/logo.png"_s, u"image/png"_s, QString()},
        ReadRow{"greeting", u"demo://greetings/Ada"_s, u"text/plain"_s, u"Hello, Ada!"_s},
        ReadRow{"greeting_percent_encoded",
                u"demo://greetings/Grace%20Hopper"_s,
                u"text/plain"_s,
                u"Hello, Grace Hopper!"_s},
        ReadRow{"greeting_unicode",
                u"demo://greetings/Ren%C3%A9e"_s,
                u"text/plain"_s,
                u"Hello, Renée!"_s},
        ReadRow{"greeting_without_name", u"demo://greetings/"_s, QString(), QString()},
        ReadRow{"greeting_with_slash", u"demo://greetings/a/b"_s, QString(), QString()},
        ReadRow{"unknown_scheme", u"file:///etc/passwd"_s, QString(), QString()},
        ReadRow{"unknown_document", u"demo://docs/missing"_s, QString(), QString()}),
    [](const auto &info) { return std::string(info.param.name); });

TEST_F(DemoServerCatalogue, SettingsAreValidJsonAndLogoIsTheDemoImage)
{
    const auto contentsOf = [this](const QString &uri) {
        return harness.request(Mcp::Method::ResourcesRead, {{"uri"_L1, uri}})
            .result()["contents"_L1][0]
            .toObject();
    };
    QJsonParseError error;
    QJsonDocument::fromJson(
        contentsOf(u"demo://config/settings.json"_s)["text"_L1].toString().toUtf8(), &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError);
    EXPECT_EQ(contentsOf(u"demo://images/logo.png"_s)["blob"_L1].toString().toLatin1(),
              DemoImage::pngBase64());
}

TEST_F(DemoServerCatalogue, ListsPromptsWithTheirArguments)
{
    const QJsonArray prompts
        = harness.request(Mcp::Method::PromptsList).result()["prompts"_L1].toArray();
    QStringList summary;
    for (const QJsonValue &prompt : prompts) {
        QStringList arguments;
        const QJsonArray declared = prompt["arguments"_L1].toArray();
        for (const QJsonValue &argument : declared)
            arguments << argument["name"_L1].toString()
                             + (argument["required"_L1].toBool() ? u"*"_s : QString());
        summary << prompt["name"_L1].toString() + u'(' + arguments.join(u',') + u')';
    }
    EXPECT_EQ(
        summary,
        QStringList(
            {u"summarize(text*,style)"_s, u"code_review(language*,code*)"_s, u"greeting()"_s}));
}

struct PromptRow : NamedRow<PromptRow>
{
    const char *params;
    int errorCode; // 0: success
    QString part;  // in the last message's text, or in the error message
};

class PromptGet : public DemoServerCatalogue, public ::testing::WithParamInterface<PromptRow>
{};

TEST_P(PromptGet, ReturnsMessagesOrInvalidParams)
{
    const PromptRow &row = GetParam();
    const JsonRpcMessage response
        = harness.request(Mcp::Method::PromptsGet, jsonObject(row.params));
    if (row.errorCode != 0) {
        ASSERT_EQ(response.kind(), JsonRpcMessage::Kind::Error);
        EXPECT_EQ(response.error().code, row.errorCode);
        EXPECT_TRUE(response.error().message.contains(row.part))
            << response.error().message.toStdString();
        return;
    }
    ASSERT_EQ(response.kind(), JsonRpcMessage::Kind::Result);
    const QJsonArray messages = response.result()["messages"_L1].toArray();
    ASSERT_FALSE(messages.isEmpty());
    QString text;
    for (const QJsonValue &message : messages) {
        const QString role = message["role"_L1].toString();
        EXPECT_TRUE(role == "user"_L1 || role == "assistant"_L1) << role.toStdString();
        text += message["content"_L1]["text"_L1].toString();
    }
    EXPECT_TRUE(text.contains(row.part)) << text.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    DemoServer,
    PromptGet,
    ::testing::Values(
        PromptRow{
            "summarize",
            R"({"name":"summarize","arguments":{"text":"Qt is a toolkit.","style":"detailed"}})",
            0,
            u"in a detailed style.\n\nQt is a toolkit."_s},
        PromptRow{"summarize_default_style",
                  R"({"name":"summarize","arguments":{"text":"x"}})",
                  0,
                  u"in a brief style"_s},
        PromptRow{"summarize_without_text",
                  R"({"name":"summarize","arguments":{"style":"brief"}})",
                  -32602,
                  u"needs the argument \"text\""_s},
        PromptRow{"code_review",
                  R"({"name":"code_review","arguments":{"language":"c++","code":"int main() {}"}})",
                  0,
                  u"```c++\nint main() {}\n```"_s},
        PromptRow{"code_review_without_code",
                  R"({"name":"code_review","arguments":{"language":"go"}})",
                  -32602,
                  u"\"code\""_s},
        PromptRow{"code_review_number_argument",
                  R"({"name":"code_review","arguments":{"language":"go","code":5}})",
                  -32602,
                  u"must be a string"_s},
        PromptRow{"greeting", R"({"name":"greeting"})", 0, u"mcpscope demo server"_s},
        PromptRow{"unknown_prompt", R"({"name":"sonnet"})", -32602, u"Unknown prompt: sonnet"_s},
        PromptRow{"missing_name", R"({})", -32602, u"params.name"_s}),
    [](const auto &info) { return std::string(info.param.name); });

TEST_F(DemoServerCatalogue, GreetingEmbedsTheReadmeResource)
{
    const QJsonArray messages
        = harness.request(Mcp::Method::PromptsGet, {{"name"_L1, u"greeting"_s}})
              .result()["messages"_L1]
              .toArray();
    ASSERT_EQ(messages.size(), 3);
    EXPECT_EQ(messages[2]["content"_L1]["type"_L1].toString(), u"resource"_s);
    EXPECT_EQ(messages[2]["content"_L1]["resource"_L1]["uri"_L1].toString(),
              u"demo://docs/readme"_s);
}

struct CompletionRow : NamedRow<CompletionRow>
{
    const char *params;
    QStringList values; // expected; ignored when errorCode != 0
    int errorCode = 0;
};

class Completion : public DemoServerCatalogue, public ::testing::WithParamInterface<CompletionRow>
{};

TEST_P(Completion, SuggestsMatchingValues)
{
    const CompletionRow &row = GetParam();
    const JsonRpcMessage response
        = harness.request(Mcp::Method::CompletionComplete, jsonObject(row.params));
    if (row.errorCode != 0) {
        ASSERT_EQ(response.kind(), JsonRpcMessage::Kind::Error);
        EXPECT_EQ(response.error().code, row.errorCode);
        return;
    }
    const QJsonObject completion = response.result()["completion"_L1].toObject();
    QStringList values;
    const QJsonArray array = completion["values"_L1].toArray();
    for (const QJsonValue &value : array)
        values << value.toString();
    EXPECT_EQ(values, row.values);
    EXPECT_EQ(completion["total"_L1].toInteger(), row.values.size());
    EXPECT_EQ(completion["hasMore"_L1], QJsonValue(false));
}

INSTANTIATE_TEST_SUITE_P(
    DemoServer,
    Completion,
    ::testing::Values(
        CompletionRow{
            "language_prefix",
            R"({"ref":{"type":"ref/prompt","name":"code_review"},"argument":{"name":"language","value":"py"}})",
            {u"python"_s}},
        CompletionRow{
            "language_several",
            R"({"ref":{"type":"ref/prompt","name":"code_review"},"argument":{"name":"language","value":"c"}})",
            {u"c"_s, u"c++"_s, u"c#"_s, u"cmake"_s}},
        CompletionRow{
            "language_case_insensitive",
            R"({"ref":{"type":"ref/prompt","name":"code_review"},"argument":{"name":"language","value":"JAVA"}})",
            {u"java"_s, u"javascript"_s}},
        CompletionRow{
            "language_no_match",
            R"({"ref":{"type":"ref/prompt","name":"code_review"},"argument":{"name":"language","value":"cobol"}})",
            {}},
        CompletionRow{
            "style",
            R"({"ref":{"type":"ref/prompt","name":"summarize"},"argument":{"name":"style","value":"b"}})",
            {u"brief"_s, u"bullet-points"_s}},
        CompletionRow{
            "free_text_argument",
            R"({"ref":{"type":"ref/prompt","name":"summarize"},"argument":{"name":"text","value":"a"}})",
            {}},
        CompletionRow{
            "template_variable",
            R"({"ref":{"type":"ref/resource","uri":"demo://greetings/{name}"},"argument":{"name":"name","value":"gr"}})",
            {u"Grace"_s}},
        CompletionRow{
            "template_with_context",
            R"({"ref":{"type":"ref/resource","uri":"demo://greetings/{name}"},"argument":{"name":"name","value":"K"},"context":{"arguments":{}}})",
            {u"Katherine"_s, u"Ken"_s}},
        CompletionRow{
            "static_resource",
            R"({"ref":{"type":"ref/resource","uri":"demo://docs/readme"},"argument":{"name":"x","value":""}})",
            {}},
        CompletionRow{
            "unknown_prompt",
            R"({"ref":{"type":"ref/prompt","name":"nope"},"argument":{"name":"a","value":""}})",
            {},
            -32602},
        CompletionRow{
            "undeclared_argument",
            R"({"ref":{"type":"ref/prompt","name":"greeting"},"argument":{"name":"who","value":""}})",
            {},
            -32602},
        CompletionRow{
            "unknown_template",
            R"({"ref":{"type":"ref/resource","uri":"demo://x/{y}"},"argument":{"name":"y","value":""}})",
            {},
            -32602},
        CompletionRow{
            "wrong_template_variable",
            R"({"ref":{"type":"ref/resource","uri":"demo://greetings/{name}"},"argument":{"name":"id","value":""}})",
            {},
            -32602},
        CompletionRow{
            "bad_ref_type",
            R"({"ref":{"type":"ref/tool","name":"echo"},"argument":{"name":"message","value":""}})",
            {},
            -32602},
        CompletionRow{"missing_argument",
                      R"({"ref":{"type":"ref/prompt","name":"code_review"}})",
                      {},
                      -32602}),
    [](const auto &info) { return std::string(info.param.name); });

TEST_F(DemoServerCatalogue, EmptyPrefixCompletesEveryLanguage)
{
    const QJsonObject completion
        = harness
              .request(Mcp::Method::CompletionComplete,
                       jsonObject(R"({"ref":{"type":"ref/prompt","name":"code_review"},
                                         "argument":{"name":"language","value":""}})"))
              .result()["completion"_L1]
              .toObject();
    EXPECT_EQ(completion["values"_L1].toArray().size(), 16);
    EXPECT_EQ(completion["total"_L1].toInteger(), 16);
}

} // namespace
