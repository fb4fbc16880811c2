// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <core/transport/serverconfig.h>
#include <ui/connection/commandline.h>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

struct SplitCase
{
    const char *name;
    const char *commandLine;
    QStringList arguments;
    const char *error = "";
};

void PrintTo(const SplitCase &testCase, std::ostream *out)
{
    *out << testCase.name;
}

class CommandLineSplit : public ::testing::TestWithParam<SplitCase>
{};

} // namespace

TEST_P(CommandLineSplit, LikeAShellSplitsWords)
{
    const SplitCase &testCase = GetParam();
    const CommandLine::Result result = CommandLine::split(QString::fromUtf8(testCase.commandLine));
    EXPECT_EQ(result.arguments, testCase.arguments);
    EXPECT_EQ(result.error, QString::fromUtf8(testCase.error));
}

INSTANTIATE_TEST_SUITE_P(
    Cases,
    CommandLineSplit,
    ::testing::Values(
        SplitCase{"Empty", "   ", {}},
        SplitCase{"Words",
                  "  npx -y  @scope/server\t--port 3 ",
                  {u"npx"_s, u"-y"_s, u"@scope/server"_s, u"--port"_s, u"3"_s}},
        SplitCase{"SingleQuotesKeepDoubleQuotes",
                  R"(node s.js --config '{"a": 1}')",
                  {u"node"_s, u"s.js"_s, u"--config"_s, u"{\"a\": 1}"_s}},
        SplitCase{"DoubleQuotesWithEscapes",
                  R"(echo "say \"hi\" \\ \$HOME \n")",
                  {u"echo"_s, u"say \"hi\" \\ $HOME \\n"_s}},
        SplitCase{"BackslashOutsideQuotes", R"(a\ b c\'d)", {u"a b"_s, u"c'd"_s}},
        SplitCase{"EmptyQuotedArgument", R"(prog '' "")", {u"prog"_s, QString(), QString()}},
        SplitCase{"AdjacentQuotedPartsJoin", R"(pre'fix'"ed")", {u"prefixed"_s}},
        SplitCase{
            "NothingIsExpanded", "ls $HOME ~ *.txt", {u"ls"_s, u"$HOME"_s, u"~"_s, u"*.txt"_s}},
        SplitCase{"UnterminatedSingleQuote",
                  "prog 'open",
                  {u"prog"_s, u"open"_s},
                  "the command has an unterminated ' quote"},
        SplitCase{"UnterminatedDoubleQuote",
                  "prog \"open",
                  {u"prog"_s, u"open"_s},
                  "the command has an unterminated \" quote"}),
    [](const ::testing::TestParamInfo<SplitCase> &info) { return std::string(info.param.name); });

TEST(CommandLine, RoundTripsWithTheConfigDisplayCommand)
{
    ServerConfig config;
    config.program = u"/opt/my server/bin/run"_s;
    config.arguments = {u"--name"_s, u"it's \"quoted\""_s, u"$HOME"_s, u"a\\b"_s, u"plain"_s};
    const CommandLine::Result result = CommandLine::split(config.displayCommand());
    EXPECT_TRUE(result.error.isEmpty());
    EXPECT_EQ(result.arguments, QStringList{config.program} + config.arguments);
}
