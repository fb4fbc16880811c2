// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "support/qtprinters.h"

#include <core/cli/clioptions.h>
#include <core/cli/findinglog.h>

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// `mcpscope-cli lint` and `--check`: how the options parse, and how findings are printed.
namespace clilint_test {

CliParseResult parse(const std::vector<const char *> &words)
{
    QStringList arguments{u"mcpscope-cli"_s};
    for (const char *word : words)
        arguments << QString::fromUtf8(word);
    return Cli::parseArguments(arguments);
}

struct LintUsageRow
{
    const char *name;
    std::vector<const char *> words;
    const char *error;
};

std::ostream &operator<<(std::ostream &out, const LintUsageRow &row)
{
    return out << row.name;
}

class CliLintUsage : public ::testing::TestWithParam<LintUsageRow>
{};

TEST_P(CliLintUsage, ExplainsTheMistake)
{
    EXPECT_EQ(parse(GetParam().words).error, QString::fromUtf8(GetParam().error));
}

const LintUsageRow lintUsageRows[] = {
    {"lint_with_method",
     {"lint", "--method", "ping", "--", "srv"},
     "lint takes no --method: it runs its own checks on every frame and sends its own requests"},
    {"lint_with_repeat",
     {"lint", "--repeat", "3", "--", "srv"},
     "lint takes no --repeat: it runs its own checks on every frame and sends its own requests"},
    {"lint_with_check",
     {"lint", "--check", "--", "srv"},
     "lint takes no --check: it runs its own checks on every frame and sends its own requests"},
    {"bad_call_tools",
     {"lint", "--call-tools", "all", "--", "srv"},
     "--call-tools must be readonly or none, got \"all\""},
    {"negative_max_calls",
     {"lint", "--max-calls", "-1", "--", "srv"},
     "--max-calls must be a number from 0, got \"-1\""},
    {"strict_without_lint",
     {"--method", "ping", "--strict", "--", "srv"},
     "--strict is only used with lint: mcpscope-cli lint [options] -- COMMAND"},
    {"call_tools_without_lint",
     {"--method", "ping", "--call-tools", "readonly", "--", "srv"},
     "--call-tools is only used with lint: mcpscope-cli lint [options] -- COMMAND"},
    {"check_with_replay",
     {"replay", "s.mcpsession", "--check", "--", "srv"},
     "--check is not used with replay (replay compares the answers; record with --check to see "
     "the findings)"},
};

INSTANTIATE_TEST_SUITE_P(Rows,
                         CliLintUsage,
                         ::testing::ValuesIn(lintUsageRows),
                         [](const auto &info) { return std::string(info.param.name); });

TEST(CliLintOptions, AMissingServerIsExplainedForLint)
{
    EXPECT_EQ(parse({"lint"}).error,
              u"no server given: put the server command after --, e.g. mcpscope-cli lint -- node "
              "server.js, or use --url URL or --config FILE --server NAME"_s);
    EXPECT_EQ(parse({"lint", "node", "server.js"}).error,
              u"put the server command after --, e.g. mcpscope-cli lint -- node server.js"_s);
}

TEST(CliLintOptions, LintDefaultsToAutoEraAndReadsItsOptions)
{
    const CliParseResult plain = parse({"lint", "--", "srv", "--flag"});
    ASSERT_EQ(plain.error, QString());
    EXPECT_TRUE(plain.options.lint.enabled);
    EXPECT_FALSE(plain.options.lint.callReadOnlyTools);
    EXPECT_FALSE(plain.options.lint.strict);
    EXPECT_EQ(plain.options.lint.maxCalls, 20);
    EXPECT_EQ(plain.options.server.era, ServerConfig::Era::Auto);
    EXPECT_EQ(plain.options.server.arguments, QStringList{u"--flag"_s});

    const CliParseResult full = parse({"lint",
                                       "--call-tools",
                                       "readonly",
                                       "--strict",
                                       "--max-calls",
                                       "3",
                                       "--era",
                                       "legacy",
                                       "--url",
                                       "http://127.0.0.1:1/mcp"});
    ASSERT_EQ(full.error, QString());
    EXPECT_TRUE(full.options.lint.callReadOnlyTools);
    EXPECT_TRUE(full.options.lint.strict);
    EXPECT_EQ(full.options.lint.maxCalls, 3);
    EXPECT_EQ(full.options.server.era, ServerConfig::Era::Legacy);

    const CliParseResult check = parse({"--check", "--method", "tools/list", "--", "srv"});
    ASSERT_EQ(check.error, QString());
    EXPECT_TRUE(check.options.lint.check);
    EXPECT_FALSE(check.options.lint.enabled);
    EXPECT_EQ(check.options.server.era, ServerConfig::Era::Legacy); // the CLI's default
}

TEST(CliLintOptions, HelpNamesLintAndExitCode7)
{
    const QString help = Cli::helpText();
    for (const char *text : {"mcpscope-cli lint",
                             "--check",
                             "--strict",
                             "--call-tools",
                             "--max-calls",
                             "7 lint found errors"})
        EXPECT_TRUE(help.contains(QString::fromUtf8(text))) << text;
}

TrafficEvent eventWith(TrafficEvent::Kind kind, QList<Finding> findings)
{
    TrafficEvent event;
    event.kind = kind;
    if (!findings.isEmpty())
        event.findings = std::make_shared<const QList<Finding>>(std::move(findings));
    return event;
}

TEST(FindingLog, CountsPrintsAndDecidesTheExitCode)
{
    FindingLog log;
    log.add(eventWith(TrafficEvent::Kind::Frame, {}));
    log.add(eventWith(TrafficEvent::Kind::Frame,
                      {{&Rules::IdTypeChanged, u"/id"_s, u"response id \"1\"…"_s, 2}}));
    EXPECT_TRUE(log.fails(false));
    log = FindingLog();
    log.add(eventWith(TrafficEvent::Kind::Frame,
                      {{&Rules::UnknownResponseId, u"/id"_s, u"bad\nline\x1b[31m"_s, 3}}));
    log.add(eventWith(TrafficEvent::Kind::Diagnostic, {{&Rules::LateResponse, {}, u"late"_s, 4}}));
    EXPECT_EQ(log.frames(), 1);
    EXPECT_EQ(log.count(Rule::Severity::Warning), 1);
    EXPECT_EQ(log.count(Rule::Severity::Info), 1);
    EXPECT_FALSE(log.fails(false));
    EXPECT_TRUE(log.fails(true)); // --strict
    EXPECT_EQ(log.countsText(), u"0 errors, 1 warning, 1 note in 1 frame"_s);
    // Server text cannot start a line of its own or colour the terminal.
    EXPECT_EQ(
        FindingLog::textLine(log.findings().first()),
        u"warning unknown-response-id /id frame 3: bad\\nline\\x1b[31m (MCP > Basic > "
        "Responses § https://modelcontextprotocol.io/specification/2025-11-25/basic#responses)"_s);
    EXPECT_EQ(FindingLog::textLine(log.findings().last()).left(27),
              u"info late-response - frame "_s);
    const QJsonArray json = log.toJson();
    ASSERT_EQ(json.size(), 2);
    EXPECT_EQ(json[0]["rule"_L1].toString(), u"unknown-response-id"_s);
    EXPECT_EQ(json[0]["message"_L1].toString(), u"bad\nline\x1b[31m"_s); // JSON escapes itself
    EXPECT_EQ(json[0]["frame"_L1].toInt(), 3);
    EXPECT_EQ(json[1]["pointer"_L1].toString(), QString());
    EXPECT_EQ(log.countsJson()["warnings"_L1].toInt(), 1);
}

TEST(FindingLog, KeepsABoundedListButCountsEverything)
{
    FindingLog log;
    for (qsizetype i = 0; i < FindingLog::kMaxKept + 5; ++i)
        log.add(eventWith(TrafficEvent::Kind::Frame, {{&Rules::NotJson, {}, u"x"_s, i + 1}}));
    EXPECT_EQ(log.findings().size(), FindingLog::kMaxKept);
    EXPECT_EQ(log.count(Rule::Severity::Error), FindingLog::kMaxKept + 5);
    EXPECT_EQ(log.textLines().last(), u"… and 5 more findings (only the first 10000 are listed)"_s);
    EXPECT_EQ(log.countsJson()["dropped"_L1].toInt(), 5);
}

} // namespace clilint_test
