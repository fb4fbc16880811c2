// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/cli/clioptions.h>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// The options of --record, replay, --method raw and --repeat.
namespace {

CliParseResult parse(std::initializer_list<const char *> words)
{
    QStringList arguments{u"mcpscope-cli"_s};
    for (const char *word : words)
        arguments << QString::fromUtf8(word);
    return Cli::parseArguments(arguments);
}

struct SessionUsageRow
{
    const char *name;
    std::vector<const char *> words;
    const char *error;
};

std::ostream &operator<<(std::ostream &out, const SessionUsageRow &row)
{
    return out << row.name;
}

class CliSessionUsageErrors : public ::testing::TestWithParam<SessionUsageRow>
{};

TEST_P(CliSessionUsageErrors, ExplainsTheMistake)
{
    QStringList arguments{u"mcpscope-cli"_s};
    for (const char *word : GetParam().words)
        arguments << QString::fromUtf8(word);
    EXPECT_EQ(Cli::parseArguments(arguments).error, QString::fromUtf8(GetParam().error));
}

const SessionUsageRow sessionUsageErrors[] = {
    {"raw_without_frame",
     {"--method", "raw", "--", "srv"},
     "--method raw needs exactly one of --frame JSON or --frame-file F"},
    {"raw_with_both_frames",
     {"--method", "raw", "--frame", "{}", "--frame-file", "f", "--", "srv"},
     "--method raw needs exactly one of --frame JSON or --frame-file F"},
    {"frame_without_raw",
     {"--method", "ping", "--frame", "{}", "--", "srv"},
     "--frame and --frame-file are only used with --method raw"},
    {"missing_frame_file",
     {"--method", "raw", "--frame-file", "/nonexistent/frame.json", "--", "srv"},
     "cannot read --frame-file /nonexistent/frame.json: No such file or directory"},
    {"no_handshake_without_raw",
     {"--method", "ping", "--no-handshake", "--", "srv"},
     "--no-handshake is only used with --method raw"},
    {"repeat_zero",
     {"--method", "ping", "--repeat", "0", "--", "srv"},
     "--repeat must be a positive number, got \"0\""},
    {"repeat_initialize",
     {"--method", "initialize", "--repeat", "3", "--", "srv"},
     "--repeat works with request methods, not --method initialize"},
    {"concurrency_without_repeat",
     {"--method", "ping", "--concurrency", "2", "--", "srv"},
     "--concurrency is only used with --repeat"},
    {"replay_without_file",
     {"replay"},
     "replay needs the session file: mcpscope-cli replay FILE [--url URL | -- COMMAND ARGS]"},
    {"replay_without_server",
     {"replay", "s.mcpsession"},
     "replay needs the server to replay against: add --url URL or -- COMMAND ARGS (a session file "
     "never starts a process by itself; `head -1 s.mcpsession` shows the recorded server)"},
    {"replay_with_method",
     {"replay", "s.mcpsession", "--method", "ping", "--", "srv"},
     "replay takes no --method: it sends what the session file recorded"},
    {"replay_bad_ignore",
     {"replay", "s.mcpsession", "--ignore", "content/0", "--", "srv"},
     "--ignore: \"content/0\" is not a JSON pointer: it must start with /"},
    {"connection_without_replay",
     {"--method", "ping", "--connection", "2", "--", "srv"},
     "--connection is only used with replay"},
    {"events_without_replay",
     {"--method", "ping", "--events", "1-3", "--", "srv"},
     "--events is only used with replay"},
    {"replay_events_malformed",
     {"replay", "s.mcpsession", "--events", "5,x", "--", "srv"},
     "--events: item 2 (\"x\") is not an event number N or a range N-M"},
    {"replay_events_empty",
     {"replay", "s.mcpsession", "--events", "", "--", "srv"},
     "--events: the list of events is empty"},
    {"ignore_without_replay",
     {"--method", "ping", "--ignore", "/a", "--", "srv"},
     "--ignore is only used with replay"},
    {"diff_with_without_snapshot",
     {"--method", "tools/list", "--diff-with", "old.json", "--", "srv"},
     "--diff-with is only used with --method snapshot"},
    {"repeat_snapshot",
     {"--method", "snapshot", "--repeat", "3", "--", "srv"},
     "--repeat works with request methods, not --method snapshot"},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         CliSessionUsageErrors,
                         ::testing::ValuesIn(sessionUsageErrors),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(CliSessionOptions, ReplayTakesFileServerAndIgnores)
{
    const CliParseResult parsed = parse({"replay",
                                         "s.mcpsession",
                                         "--ignore",
                                         "/a/*",
                                         "--ignore",
                                         "/b",
                                         "--no-default-ignores",
                                         "--",
                                         "node",
                                         "server.js"});
    ASSERT_EQ(parsed.error, QString());
    EXPECT_EQ(parsed.options.replayPath, u"s.mcpsession"_s);
    EXPECT_EQ(parsed.options.ignorePatterns, (QStringList{u"/a/*"_s, u"/b"_s}));
    EXPECT_FALSE(parsed.options.defaultIgnores);
    EXPECT_EQ(parsed.options.server.program, u"node"_s);
    EXPECT_EQ(parsed.options.server.arguments, QStringList{u"server.js"_s});
    EXPECT_EQ(parsed.options.replayConnection, QString());
    const CliParseResult chosen
        = parse({"replay", "s.mcpsession", "--connection", "weather", "--", "node"});
    ASSERT_EQ(chosen.error, QString());
    EXPECT_EQ(chosen.options.replayConnection, u"weather"_s);
    EXPECT_FALSE(chosen.options.replayEvents);
    const CliParseResult sliced
        = parse({"replay", "s.mcpsession", "--events", "12-20,5,9", "--", "node"});
    ASSERT_EQ(sliced.error, QString());
    ASSERT_TRUE(sliced.options.replayEvents);
    EXPECT_EQ(sliced.options.replayEvents->toString(), u"5, 9, 12-20"_s);
}

TEST(CliSessionOptions, RawFrameIsKeptExactly)
{
    const CliParseResult parsed = parse({"--method",
                                         "raw",
                                         "--no-handshake",
                                         "--frame",
                                         " [1, {\"a\" : 2}] ",
                                         "--url",
                                         "http://127.0.0.1:1/mcp"});
    ASSERT_EQ(parsed.error, QString());
    EXPECT_EQ(parsed.options.frame, QByteArray(" [1, {\"a\" : 2}] "));
    EXPECT_TRUE(parsed.options.noHandshake);
}

TEST(CliSessionOptions, RecordRepeatAndConcurrency)
{
    const CliParseResult parsed = parse({"--record",
                                         "out.mcpsession",
                                         "--method",
                                         "ping",
                                         "--repeat",
                                         "10",
                                         "--concurrency",
                                         "4",
                                         "--",
                                         "srv"});
    ASSERT_EQ(parsed.error, QString());
    EXPECT_EQ(parsed.options.recordPath, u"out.mcpsession"_s);
    EXPECT_EQ(parsed.options.repeat, 10);
    EXPECT_EQ(parsed.options.concurrency, 4);
}

TEST(CliSessionOptions, SnapshotTakesAFileToDiffWith)
{
    CliParseResult parsed = parse({"--method", "snapshot", "--", "srv"});
    ASSERT_EQ(parsed.error, QString());
    EXPECT_EQ(parsed.options.method, u"snapshot"_s);
    EXPECT_TRUE(parsed.options.diffWithPath.isEmpty());
    parsed = parse(
        {"--method", "snapshot", "--diff-with", "old.json", "--format", "json", "--", "srv"});
    ASSERT_EQ(parsed.error, QString());
    EXPECT_EQ(parsed.options.diffWithPath, u"old.json"_s);
    EXPECT_TRUE(Cli::helpText().contains(u"--diff-with <FILE>"_s));
    EXPECT_TRUE(Cli::helpText().contains(u"--diff-with: the server's interface differs"_s));
}

TEST(CliSessionOptions, HelpNamesTheNewOptionsAndExitCode6)
{
    const QString help = Cli::helpText();
    for (const char *text : {"--record",
                             "--frame",
                             "--frame-file",
                             "--no-handshake",
                             "--repeat",
                             "--concurrency",
                             "--ignore",
                             "--no-default-ignores",
                             "replay FILE",
                             "6 replay",
                             "/**/timestamp"})
        EXPECT_TRUE(help.contains(QString::fromUtf8(text))) << text;
}

} // namespace
