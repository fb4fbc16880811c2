// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// MCP Apps (SEP-1865): what a tool's and an app resource's _meta say, and the Content Security
// Policy built from it, read from hostile server JSON.
#include "support/jsontext.h"

#include <core/apps/appcsp.h>
#include <core/apps/appmeta.h>

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct ToolUiRow
{
    const char *name;
    const char *tool;
    const char *resourceUri; // "" when the tool has no app
    bool visibleToModel;
    bool visibleToApp;
    bool problem;
};

class ToolUiTable : public ::testing::TestWithParam<ToolUiRow>
{};

TEST_P(ToolUiTable, Reads)
{
    const ToolUiRow &row = GetParam();
    const AppMeta::ToolUi ui = AppMeta::toolUi(jsonObject(row.tool));
    EXPECT_EQ(ui.resourceUri, QString::fromUtf8(row.resourceUri));
    EXPECT_EQ(ui.visibleToModel, row.visibleToModel);
    EXPECT_EQ(ui.visibleToApp, row.visibleToApp);
    EXPECT_EQ(!ui.problem.isEmpty(), row.problem) << qPrintable(ui.problem);
}

const ToolUiRow kToolUiRows[] = {
    {"none", R"({"name":"t"})", "", true, true, false},
    {"app",
     R"({"_meta":{"ui":{"resourceUri":"ui://demo/app"}}})",
     "ui://demo/app",
     true,
     true,
     false},
    {"flatDeprecated",
     R"({"_meta":{"ui/resourceUri":"ui://demo/app"}})",
     "ui://demo/app",
     true,
     true,
     false},
    {"modelOnly", R"({"_meta":{"ui":{"visibility":["model"]}}})", "", true, false, false},
    {"appOnly",
     R"({"_meta":{"ui":{"resourceUri":"ui://x/y","visibility":["app"]}}})",
     "ui://x/y",
     false,
     true,
     false},
    {"emptyVisibility", R"({"_meta":{"ui":{"visibility":[]}}})", "", false, false, false},
    {"visibilityNotArray", R"({"_meta":{"ui":{"visibility":"app"}}})", "", true, false, true},
    {"httpUri",
     R"({"_meta":{"ui":{"resourceUri":"https://evil.example/app"}}})",
     "",
     true,
     true,
     true},
    {"fileUri", R"({"_meta":{"ui":{"resourceUri":"file:///etc/passwd"}}})", "", true, true, true},
    {"bareScheme", R"({"_meta":{"ui":{"resourceUri":"ui://"}}})", "", true, true, true},
    {"uriNotString", R"({"_meta":{"ui":{"resourceUri":7}}})", "", true, true, true},
    {"uiNotObject", R"({"_meta":{"ui":"ui://a/b"}})", "", true, true, true},
};

INSTANTIATE_TEST_SUITE_P(Rows, ToolUiTable, ::testing::ValuesIn(kToolUiRows), [](const auto &info) {
    return std::string(info.param.name);
});

struct OriginRow
{
    const char *name;
    const char *entry;
    const char *text; // "" when refused
};

class CspOriginTable : public ::testing::TestWithParam<OriginRow>
{};

TEST_P(CspOriginTable, ParsesOrRefuses)
{
    const OriginRow &row = GetParam();
    QString problem;
    const AppCsp::Origin origin = AppCsp::parseOrigin(QString::fromUtf8(row.entry), &problem);
    if (*row.text == 0) {
        EXPECT_FALSE(problem.isEmpty()) << "taken: " << qPrintable(origin.text());
    } else {
        EXPECT_TRUE(problem.isEmpty()) << qPrintable(problem);
        EXPECT_EQ(origin.text(), QString::fromUtf8(row.text));
    }
}

const OriginRow kOriginRows[] = {
    {"https", "https://api.example.com", "https://api.example.com"},
    {"upperCase", "HTTPS://API.Example.com", "https://api.example.com"},
    {"trailingSlash", "https://cdn.example.com/", "https://cdn.example.com"},
    {"port", "http://127.0.0.1:8080", "http://127.0.0.1:8080"},
    {"subdomainWildcard", "https://*.cloudflare.com", "https://*.cloudflare.com"},
    {"ipv6", "http://[::1]:9000", "http://[::1]:9000"},
    {"star", "*", ""},
    {"schemeOnly", "https:", ""},
    {"anyHost", "https://*", ""},
    {"tldWildcard", "https://*.com", ""},
    {"innerWildcard", "https://a.*.example.com", ""},
    {"portWildcard", "https://example.com:*", ""},
    {"path", "https://example.com/api", ""},
    {"query", "https://example.com?x", ""},
    {"userInfo", "https://user@example.com", ""},
    {"directiveInjection", "https://example.com; script-src *", ""},
    {"quoted", "'unsafe-eval'", ""},
    {"data", "data:", ""},
    {"file", "file:///etc", ""},
    {"websocket", "wss://realtime.example.com", ""},
    {"javascript", "javascript://example.com", ""},
    {"badPort", "https://example.com:99999", ""},
    {"nonAscii", "https://exämple.com", ""},
    {"empty", "", ""},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         CspOriginTable,
                         ::testing::ValuesIn(kOriginRows),
                         [](const auto &info) { return std::string(info.param.name); });

struct PolicyRow
{
    const char *name;
    const char *csp; // _meta.ui.csp
    const char *policy;
    int rejected;
};

class CspPolicyTable : public ::testing::TestWithParam<PolicyRow>
{};

TEST_P(CspPolicyTable, Builds)
{
    const PolicyRow &row = GetParam();
    const QJsonValue csp = *row.csp ? QJsonValue(jsonObject(row.csp)) : QJsonValue();
    const AppCsp built = AppCsp::fromJson(csp);
    EXPECT_EQ(built.policy(), QString::fromUtf8(row.policy));
    EXPECT_EQ(built.rejected().size(), row.rejected) << qPrintable(built.rejected().join(u'\n'));
}

// The restrictive default of SEP-1865, plus frame-src/base-uri/object-src/form-action.
#define MCPSCOPE_DEFAULT_TAIL                                                                      \
    "connect-src 'none'; frame-src 'none'; base-uri 'self'; object-src 'none'; form-action 'none'"
const PolicyRow kPolicyRows[] = {
    {"absent",
     "",
     "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
     "img-src 'self' data:; media-src 'self' data:; font-src 'self'; " MCPSCOPE_DEFAULT_TAIL,
     0},
    {"empty",
     "{}",
     "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
     "img-src 'self' data:; media-src 'self' data:; font-src 'self'; " MCPSCOPE_DEFAULT_TAIL,
     0},
    {"onlyBadEntries",
     R"({"connectDomains":["*","https:","https://*"],"resourceDomains":"https://cdn.x.com"})",
     "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
     "img-src 'self' data:; media-src 'self' data:; font-src 'self'; " MCPSCOPE_DEFAULT_TAIL,
     4},
    {"declared",
     R"({"connectDomains":["https://api.example.com"],"resourceDomains":["https://cdn.example.com"],
         "frameDomains":["https://www.youtube.com"],"baseUriDomains":["https://base.example.com"]})",
     "default-src 'none'; script-src 'self' 'unsafe-inline' https://cdn.example.com; "
     "style-src 'self' 'unsafe-inline' https://cdn.example.com; "
     "img-src 'self' data: https://cdn.example.com; media-src 'self' data: "
     "https://cdn.example.com; "
     "font-src 'self' https://cdn.example.com; connect-src https://api.example.com; "
     "frame-src https://www.youtube.com; base-uri https://base.example.com; object-src 'none'; "
     "form-action 'none'",
     0},
    {"injectionDropped",
     R"({"connectDomains":["https://ok.example.com","https://x.com; connect-src *",7]})",
     "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
     "img-src 'self' data:; media-src 'self' data:; font-src 'self'; "
     "connect-src https://ok.example.com; frame-src 'none'; base-uri 'self'; object-src 'none'; "
     "form-action 'none'",
     2},
};
#undef MCPSCOPE_DEFAULT_TAIL

INSTANTIATE_TEST_SUITE_P(Rows,
                         CspPolicyTable,
                         ::testing::ValuesIn(kPolicyRows),
                         [](const auto &info) { return std::string(info.param.name); });

struct AllowRow
{
    const char *name;
    const char *url;
    AppCsp::Use use;
    bool allowed;
};

class CspAllowTable : public ::testing::TestWithParam<AllowRow>
{};

TEST_P(CspAllowTable, Matches)
{
    const AppCsp csp = AppCsp::fromJson(jsonObject(
        R"({"connectDomains":["https://api.example.com","http://127.0.0.1:8080"],
            "resourceDomains":["https://*.cdn.example.com"]})"));
    const AllowRow &row = GetParam();
    EXPECT_EQ(csp.allows(QUrl(QString::fromUtf8(row.url)), row.use), row.allowed);
}

using Use = AppCsp::Use;
const AllowRow kAllowRows[] = {
    {"declaredConnect", "https://api.example.com/v1/x", Use::Connect, true},
    {"declaredExplicitPort", "https://api.example.com:443/x", Use::Connect, true},
    {"otherPort", "https://api.example.com:8443/x", Use::Connect, false},
    {"otherScheme", "http://api.example.com/x", Use::Connect, false},
    {"subdomainOfConnect", "https://evil.api.example.com/", Use::Connect, false},
    {"loopbackDeclared", "http://127.0.0.1:8080/data", Use::Connect, true},
    {"loopbackOtherPort", "http://127.0.0.1:9090/data", Use::Connect, false},
    {"connectIsNoResource", "https://api.example.com/lib.js", Use::Resource, false},
    {"wildcardSubdomain", "https://a.cdn.example.com/lib.js", Use::Resource, true},
    {"wildcardDeep", "https://a.b.cdn.example.com/lib.js", Use::Resource, true},
    {"wildcardNotApex", "https://cdn.example.com/lib.js", Use::Resource, false},
    {"lookalike", "https://acdn.example.com/lib.js", Use::Resource, false},
    {"dataResource", "data:image/png;base64,AAAA", Use::Resource, true},
    {"dataConnect", "data:text/plain,x", Use::Connect, false},
    {"file", "file:///etc/passwd", Use::Connect, false},
    {"fileResource", "file:///etc/passwd", Use::Resource, false},
    {"frameNone", "https://api.example.com/", Use::Frame, false},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         CspAllowTable,
                         ::testing::ValuesIn(kAllowRows),
                         [](const auto &info) { return std::string(info.param.name); });

struct ResourceRow
{
    const char *name;
    const char *result;
    const char *html; // "" when refused
};

class AppResourceTable : public ::testing::TestWithParam<ResourceRow>
{};

TEST_P(AppResourceTable, Checks)
{
    const ResourceRow &row = GetParam();
    const AppMeta::AppResource resource
        = AppMeta::resourceFromReadResult(u"ui://demo/app"_s, jsonObject(row.result));
    if (*row.html == 0) {
        EXPECT_FALSE(resource.isValid());
        EXPECT_TRUE(resource.html.isEmpty());
    } else {
        EXPECT_TRUE(resource.isValid()) << qPrintable(resource.problem);
        EXPECT_EQ(resource.html, QByteArray(row.html));
    }
}

const ResourceRow kResourceRows[] = {
    {"text",
     R"({"contents":[{"uri":"ui://demo/app","mimeType":"text/html;profile=mcp-app","text":"<p>hi</p>"}]})",
     "<p>hi</p>"},
    {"blob",
     R"({"contents":[{"uri":"ui://demo/app","mimeType":"text/html;profile=mcp-app","blob":"PHA+aGk8L3A+"}]})",
     "<p>hi</p>"},
    {"mimeSpacingAndCase",
     R"({"contents":[{"uri":"ui://demo/app","mimeType":"Text/HTML; profile=\"mcp-app\"","text":"<b>x</b>"}]})",
     "<b>x</b>"},
    {"plainHtml",
     R"({"contents":[{"uri":"ui://demo/app","mimeType":"text/html","text":"<p>hi</p>"}]})",
     ""},
    {"otherProfile",
     R"({"contents":[{"uri":"ui://demo/app","mimeType":"text/html;profile=mcp-appx","text":"x"}]})",
     ""},
    {"otherUri",
     R"({"contents":[{"uri":"ui://demo/other","mimeType":"text/html;profile=mcp-app","text":"x"}]})",
     ""},
    {"noContents", R"({})", ""},
    {"badBlob",
     R"({"contents":[{"uri":"ui://demo/app","mimeType":"text/html;profile=mcp-app","blob":"%%%"}]})",
     ""},
    {"neither",
     R"({"contents":[{"uri":"ui://demo/app","mimeType":"text/html;profile=mcp-app"}]})",
     ""},
    {"empty",
     R"({"contents":[{"uri":"ui://demo/app","mimeType":"text/html;profile=mcp-app","text":"  "}]})",
     ""},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         AppResourceTable,
                         ::testing::ValuesIn(kResourceRows),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(AppResource, ReadsCspAndBorderAndRefusesTooLarge)
{
    QJsonObject content = jsonObject(
        R"({"uri":"ui://demo/app","mimeType":"text/html;profile=mcp-app","text":"<p>x</p>",
            "_meta":{"ui":{"csp":{"connectDomains":["https://api.example.com","*"]},
                           "prefersBorder":false}}})");
    AppMeta::AppResource resource = AppMeta::resourceFromReadResult(
        u"ui://demo/app"_s, QJsonObject{{"contents"_L1, QJsonArray{content}}});
    ASSERT_TRUE(resource.isValid());
    ASSERT_EQ(resource.csp.connectOrigins().size(), 1);
    EXPECT_EQ(resource.csp.rejected().size(), 1);
    EXPECT_EQ(resource.prefersBorder, std::optional<bool>(false));

    content.insert("text"_L1, QString(AppMeta::MaxHtmlBytes + 1, u'x'));
    resource = AppMeta::resourceFromReadResult(u"ui://demo/app"_s,
                                               QJsonObject{{"contents"_L1, QJsonArray{content}}});
    EXPECT_FALSE(resource.isValid());
    EXPECT_TRUE(resource.problem.contains(u"more than"_s)) << qPrintable(resource.problem);
}

TEST(AppDocument, PolicyComesFirstWhereNoMarkupCanHideIt)
{
    const QString policy = u"default-src 'none'"_s;
    const QByteArray meta
        = R"(<meta http-equiv="Content-Security-Policy" content="default-src 'none'">)";
    EXPECT_EQ(AppMeta::documentWithPolicy("<!DOCTYPE html><html><p>x", policy),
              "<!DOCTYPE html>" + meta + "<html><p>x");
    EXPECT_EQ(AppMeta::documentWithPolicy("  <!doctype html>\n<p>", policy),
              "  <!doctype html>" + meta + "\n<p>");
    // A comment that opens before the head would swallow a meta placed in <head>.
    EXPECT_EQ(AppMeta::documentWithPolicy("<!-- <head> --><html><head></head>", policy),
              meta + "<!-- <head> --><html><head></head>");
    EXPECT_EQ(AppMeta::documentWithPolicy("<p>no doctype</p>", policy), meta + "<p>no doctype</p>");
}

} // namespace
