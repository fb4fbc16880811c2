// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <app/gui/guioptions.h>
#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using Kind = ServerConfig::TransportKind;

// The mcpscope command line (app/gui/guioptions.cpp, compiled into this test binary).
namespace {

GuiOptions parse(const QStringList &arguments)
{
    return GuiOptions::parse(QStringList{u"mcpscope"_s} + arguments);
}

TEST(GuiOptions, UrlWithInferredTransportConnects)
{
    const GuiOptions options = parse({u"--url"_s, u"http://127.0.0.1:3001/sse"_s});
    ASSERT_TRUE(options.error.isEmpty()) << qPrintable(options.error);
    EXPECT_TRUE(options.connect);
    EXPECT_EQ(options.config.url, QUrl(u"http://127.0.0.1:3001/sse"_s));
    EXPECT_FALSE(options.config.transportChosen);
    EXPECT_EQ(options.config.transport, Kind::Sse);
}

TEST(GuiOptions, ChosenTransportAndHeaders)
{
    const GuiOptions options = parse({u"--url"_s,
                                      u"https://example.test/mcp"_s,
                                      u"--transport"_s,
                                      u"http"_s,
                                      u"--header"_s,
                                      u"X-Tenant: blue"_s,
                                      u"--header"_s,
                                      u"Authorization: Bearer abc"_s,
                                      u"--accept-certificate"_s,
                                      u"ab:cd"_s});
    ASSERT_TRUE(options.error.isEmpty()) << qPrintable(options.error);
    EXPECT_TRUE(options.config.transportChosen);
    EXPECT_EQ(options.config.transport, Kind::StreamableHttp);
    ASSERT_EQ(options.config.headers.size(), 2);
    EXPECT_EQ(options.config.headers[0].name, u"X-Tenant"_s);
    EXPECT_EQ(options.config.headers[0].value, u"blue"_s);
    EXPECT_FALSE(options.config.headers[0].secret);
    EXPECT_EQ(options.config.headers[1].value, u"Bearer abc"_s);
    EXPECT_TRUE(options.config.headers[1].secret); // credentials are redacted in the log
    EXPECT_EQ(options.config.acceptedCertificateSha256, u"ab:cd"_s);
}

TEST(GuiOptions, CommandAfterDoubleDashIsStdio)
{
    const GuiOptions options
        = parse({u"-e"_s, u"TOKEN=x"_s, u"--"_s, u"node"_s, u"server.js"_s, u"--flag"_s});
    ASSERT_TRUE(options.error.isEmpty()) << qPrintable(options.error);
    EXPECT_TRUE(options.connect);
    EXPECT_EQ(options.config.program, u"node"_s);
    EXPECT_EQ(options.config.arguments, (QStringList{u"server.js"_s, u"--flag"_s}));
    EXPECT_TRUE(options.config.url.isEmpty());
    EXPECT_TRUE(options.environmentGiven);
}

TEST(GuiOptions, NothingGivenOpensTheRememberedServer)
{
    const GuiOptions options = parse({});
    EXPECT_TRUE(options.error.isEmpty());
    EXPECT_FALSE(options.connect);
    EXPECT_FALSE(options.timeoutGiven);
}

TEST(GuiOptions, ConfigAndServerNameAServerInAFile)
{
    const GuiOptions options
        = parse({u"--config"_s, u"/home/ada/.cursor/mcp.json"_s, u"--server"_s, u"git"_s});
    ASSERT_TRUE(options.error.isEmpty()) << qPrintable(options.error);
    EXPECT_EQ(options.configPath, u"/home/ada/.cursor/mcp.json"_s);
    EXPECT_EQ(options.configServer, u"git"_s);
    EXPECT_FALSE(options.connect) << "the window resolves the file, then connects";
}

TEST(GuiOptions, EraAndProtocolVersion)
{
    const GuiOptions options = parse({u"--era"_s,
                                      u"modern"_s,
                                      u"--protocol-version"_s,
                                      u"2026-07-28"_s,
                                      u"--"_s,
                                      u"./server"_s});
    ASSERT_TRUE(options.error.isEmpty()) << qPrintable(options.error);
    EXPECT_TRUE(options.eraGiven);
    EXPECT_EQ(options.config.era, ServerConfig::Era::Modern);
    EXPECT_EQ(options.config.protocolVersion, u"2026-07-28"_s);
    EXPECT_EQ(parse({}).config.era, ServerConfig::Era::Legacy);
    EXPECT_FALSE(parse({}).eraGiven);
}

struct UsageError
{
    const char *name;
    QStringList arguments;
    QString error;
};

// ctest lists parameterised cases by their name, not their bytes.
void PrintTo(const UsageError &testCase, std::ostream *out)
{
    *out << testCase.name;
}

class GuiOptionsUsage : public ::testing::TestWithParam<UsageError>
{};

TEST_P(GuiOptionsUsage, ErrorSaysWhatToChange)
{
    EXPECT_EQ(parse(GetParam().arguments).error, GetParam().error);
}

INSTANTIATE_TEST_SUITE_P(
    GuiOptions,
    GuiOptionsUsage,
    ::testing::Values(
        UsageError{"UrlAndCommand",
                   {u"--url"_s, u"http://h/mcp"_s, u"--"_s, u"node"_s},
                   u"give either --url or a command after --, not both"_s},
        UsageError{"ConfigWithoutServer",
                   {u"--config"_s, u"mcp.json"_s},
                   u"--config needs --server NAME"_s},
        UsageError{
            "ServerWithoutConfig", {u"--server"_s, u"git"_s}, u"--server needs --config FILE"_s},
        UsageError{
            "ConfigAndUrl",
            {u"--config"_s, u"mcp.json"_s, u"--server"_s, u"a"_s, u"--url"_s, u"http://h/"_s},
            u"give either --config and --server, or a command or --url, not both"_s},
        UsageError{"ConfigAndSession",
                   {u"--config"_s, u"mcp.json"_s, u"--server"_s, u"a"_s, u"x.mcpsession"_s},
                   u"give either a session file or --config, not both"_s},
        UsageError{"HeaderWithoutUrl", {u"--header"_s, u"A: b"_s}, u"--header needs --url"_s},
        UsageError{
            "TransportWithoutUrl", {u"--transport"_s, u"sse"_s}, u"--transport needs --url"_s},
        UsageError{"UnknownTransport",
                   {u"--url"_s, u"http://h/mcp"_s, u"--transport"_s, u"grpc"_s},
                   u"--transport must be http, sse or ws, got \"grpc\""_s},
        UsageError{"TransportDoesNotFitUrl",
                   {u"--url"_s, u"http://h/"_s, u"--transport"_s, u"ws"_s},
                   u"--url: WebSocket needs a ws:// or wss:// URL; http:// is for Streamable HTTP "
                   "or HTTP+SSE."_s},
        UsageError{"UrlWithoutScheme",
                   {u"--url"_s, u"localhost:3001"_s},
                   u"--url: \"localhost:3001\" has no scheme: start the URL with http://, "
                   "https://, ws:// or wss://."_s},
        UsageError{"HeaderWithoutColon",
                   {u"--url"_s, u"http://h/mcp"_s, u"--header"_s, u"X-Tenant blue"_s},
                   u"--header wants \"Name: value\", got \"X-Tenant blue\""_s},
        UsageError{
            "BadTimeout", {u"--timeout"_s, u"soon"_s}, u"--timeout wants a number of seconds"_s},
        UsageError{"UnknownEra",
                   {u"--era"_s, u"future"_s},
                   u"--era must be legacy, auto or modern, got \"future\""_s},
        UsageError{"VersionWithLegacyEra",
                   {u"--protocol-version"_s, u"2026-07-28"_s},
                   u"--protocol-version is only used with --era modern or --era auto"_s}),
    [](const ::testing::TestParamInfo<UsageError> &info) { return std::string(info.param.name); });

} // namespace

namespace {

TEST(GuiOptions, ThemeIsForThisRunAndOnlyTheThreeKnownOnes)
{
    EXPECT_FALSE(parse({}).theme.has_value()); // the saved choice applies
    const GuiOptions dark = parse({u"--theme"_s, u"dark"_s});
    ASSERT_TRUE(dark.error.isEmpty()) << qPrintable(dark.error);
    EXPECT_EQ(dark.theme, Theme::Name::Dark);
    EXPECT_EQ(parse({u"--theme"_s, u"System"_s}).theme, Theme::Name::System);
    const GuiOptions unknown = parse({u"--theme"_s, u"solarized"_s});
    EXPECT_EQ(unknown.error, u"--theme wants system, light or dark"_s);
    EXPECT_TRUE(dark.helpText.contains(u"--theme <THEME>"_s)) << qPrintable(dark.helpText);
}

} // namespace
