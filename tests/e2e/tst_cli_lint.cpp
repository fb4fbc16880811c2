// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clirun.h"
#include "demomodern.h"
#include "support/qtprinters.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// `mcpscope-cli lint` against the demo server (both eras, stdio and HTTP) and the npm reference
// server, and `--check` against each of the demo server's misbehave modes: each mode must
// produce the finding it exists to show.
namespace cli_lint_test {

QStringList ruleIds(const CliRun &run)
{
    QStringList rules;
    for (const QJsonValue &finding : run.json().value("findings"_L1).toArray())
        rules << finding["rule"_L1].toString();
    return rules;
}

struct LintCase
{
    DemoTarget::Transport transport;
    const char *era;
    const char *expectedEra;
};

class CliLintDemo : public ::testing::TestWithParam<LintCase>
{
protected:
    DemoTarget target{GetParam().transport};
};

// The demo server lints clean, read-only tools called: the one note is the "fail" tool, which
// exists to report an error. A cancelled request may still be answered (a note), by the race
// the specification allows.
TEST_P(CliLintDemo, TheDemoServerLintsClean)
{
    const QStringList server = target.arguments();
    ASSERT_FALSE(server.isEmpty()) << target.problem().toStdString();
    const CliRun run = CliRun::run(QStringList{u"lint"_s,
                                               u"--era"_s,
                                               QString::fromLatin1(GetParam().era),
                                               u"--call-tools"_s,
                                               u"readonly"_s,
                                               u"--format"_s,
                                               u"json"_s}
                                   + server);
    EXPECT_EQ(run.exitCode, 0) << run.outText().toStdString() << run.errText().toStdString();
    const QJsonObject summary = run.json().value("summary"_L1).toObject();
    EXPECT_EQ(summary["errors"_L1].toInt(), 0) << run.outText().toStdString();
    EXPECT_EQ(summary["warnings"_L1].toInt(), 0) << run.outText().toStdString();
    EXPECT_EQ(summary["era"_L1].toString(), QString::fromLatin1(GetParam().expectedEra));
    EXPECT_EQ(summary["server"_L1]["name"_L1].toString(), u"mcpscope-demo-server"_s);
    EXPECT_GT(summary["frames"_L1].toInt(), 20);
    QStringList allowed{u"lint.tool-reported-error"_s, u"late-response"_s};
    for (const QString &rule : ruleIds(run))
        EXPECT_TRUE(allowed.contains(rule)) << rule.toStdString();
    const QString steps = summary["steps"_L1].toVariant().toStringList().join(u'\n');
    for (const char *step : {"tools/list", "resources/read", "prompts/get", "tools/call"})
        EXPECT_TRUE(steps.contains(QString::fromLatin1(step))) << steps.toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    TransportsAndEras,
    CliLintDemo,
    ::testing::Values(LintCase{DemoTarget::Transport::Stdio, "legacy", "legacy"},
                      LintCase{DemoTarget::Transport::Stdio, "auto", "modern"},
                      LintCase{DemoTarget::Transport::Http, "legacy", "legacy"},
                      LintCase{DemoTarget::Transport::Http, "modern", "modern"}),
    [](const ::testing::TestParamInfo<LintCase> &info) {
        return std::string(info.param.transport == DemoTarget::Transport::Stdio ? "Stdio" : "Http")
               + (info.param.era[0] == 'l'   ? "Legacy"
                  : info.param.era[0] == 'a' ? "Auto"
                                             : "Modern");
    });

// server-everything ignores cursors it never gave (the specification asks for -32602): a
// real finding, a warning, so it passes, and fails with --strict.
TEST(CliLintEverything, FindsTheIgnoredCursorAndFailsOnlyWhenStrict)
{
    const CliRun run = CliRun::run(QStringList{u"lint"_s, u"--call-tools"_s, u"readonly"_s, u"--"_s}
                                   + everythingServer());
    EXPECT_EQ(run.exitCode, 0) << run.outText().toStdString() << run.errText().toStdString();
    EXPECT_TRUE(run.outText().contains(u"warning lint.invalid-cursor-accepted - frame "_s))
        << run.outText().toStdString();
    EXPECT_TRUE(run.outText().contains(u"lint: 0 errors, 1 warning, 0 notes in "_s))
        << run.outText().toStdString();
    EXPECT_TRUE(run.outText().contains(u"legacy era"_s));

    const CliRun strict
        = CliRun::run(QStringList{u"lint"_s, u"--strict"_s, u"--format"_s, u"json"_s, u"--"_s}
                      + everythingServer());
    EXPECT_EQ(strict.exitCode, 7) << strict.outText().toStdString();
    EXPECT_EQ(ruleIds(strict), QStringList{u"lint.invalid-cursor-accepted"_s});
    const QJsonObject finding = strict.json()["findings"_L1][0].toObject();
    for (const char *key : {"severity", "rule", "pointer", "message", "frame", "spec", "url"})
        EXPECT_TRUE(finding.contains(QLatin1StringView(key))) << key;
    EXPECT_EQ(strict.json()["summary"_L1]["exitCode"_L1].toInt(), 7);
}

TEST(CliLint, AServerThatCannotStartIsExit4WithTheReasonInTheReport)
{
    const CliRun run
        = CliRun::run({u"lint"_s, u"--format"_s, u"json"_s, u"--"_s, u"/nonexistent/mcp-server"_s});
    EXPECT_EQ(run.exitCode, 4) << run.errText().toStdString();
    const QJsonObject summary = run.json().value("summary"_L1).toObject();
    EXPECT_FALSE(summary["failure"_L1].toString().isEmpty()) << run.outText().toStdString();
    EXPECT_EQ(run.json().keys(), (QStringList{u"findings"_s, u"summary"_s}));
}

// Nothing listens on the discard port of the loopback: no server, so no protocol finding, and
// the report says there was no handshake.
TEST(CliLint, NobodyListeningIsExit4WithoutFindings)
{
    const CliRun run = CliRun::run({u"lint"_s, u"--url"_s, u"http://127.0.0.1:9/mcp"_s});
    EXPECT_EQ(run.exitCode, 4) << run.errText().toStdString();
    EXPECT_TRUE(run.outText().startsWith(u"lint: 0 errors, 0 warnings, 0 notes in "_s))
        << run.outText().toStdString();
    EXPECT_TRUE(run.outText().contains(u"(the server, no handshake)"_s))
        << run.outText().toStdString();
    EXPECT_TRUE(run.errText().contains(u"connection refused"_s)) << run.errText().toStdString();
}

struct MisbehaveRow
{
    const char *mode;
    const char *rule;
    // How long the call may take: short where the point is that no answer comes, long where a
    // 20 MB answer must arrive (sanitizer builds on a loaded machine are slow).
    int timeoutMs = 3000;
};

class CliCheckMisbehave : public ::testing::TestWithParam<MisbehaveRow>
{};

// `--check` on a plain tools/call: each misbehave mode of the demo server makes its finding.
TEST_P(CliCheckMisbehave, EachModeProducesItsFinding)
{
    const CliRun run = CliRun::run(QStringList{u"--check"_s,
                                               u"--timeout"_s,
                                               QString::number(GetParam().timeoutMs),
                                               u"--method"_s,
                                               u"tools/call"_s,
                                               u"--tool-name"_s,
                                               u"misbehave"_s,
                                               u"--tool-arg"_s,
                                               u"mode=%1"_s.arg(QLatin1StringView(GetParam().mode)),
                                               u"--"_s}
                                   + demoServer());
    const QString expected = u"mcpscope-cli: check: "_s + QLatin1StringView(GetParam().rule);
    EXPECT_TRUE(run.errText().contains(expected)) << run.errText().toStdString();
    EXPECT_TRUE(run.errText().contains(u"mcpscope-cli: check: "_s)) << run.errText().toStdString();
}

INSTANTIATE_TEST_SUITE_P(
    Modes,
    CliCheckMisbehave,
    ::testing::Values(MisbehaveRow{"banner", "error not-json ", 60000},
                      MisbehaveRow{"malformed", "error not-json "},
                      MisbehaveRow{"malformed", "warning request-timed-out "},
                      MisbehaveRow{"huge", "info message-size ", 60000},
                      MisbehaveRow{"wrong_id_type", "error id-type-changed /id"},
                      MisbehaveRow{"no_answer", "warning request-timed-out "},
                      MisbehaveRow{"crash", "error request-unanswered ", 60000},
                      MisbehaveRow{"stderr_burst", "0 errors, 0 warnings, 0 notes", 60000}),
    [](const ::testing::TestParamInfo<MisbehaveRow> &info) {
        return std::string(info.param.mode) + "_" + std::to_string(info.index);
    });

// A resultType that cannot answer the request is one finding, whether lint or --check reads
// it: the analysis' (always on); neither a shape rule nor the session's refusal of the call
// adds another.
TEST(CliCheck, ADisallowedResultTypeIsOneFinding)
{
    DemoTarget target(DemoTarget::Transport::Stdio);
    const QStringList server = target.arguments();
    ASSERT_FALSE(server.isEmpty()) << target.problem().toStdString();
    const CliRun run = CliRun::run(QStringList{u"--check"_s,
                                               u"--era"_s,
                                               u"modern"_s,
                                               u"--method"_s,
                                               u"tools/call"_s,
                                               u"--tool-name"_s,
                                               u"misbehave"_s,
                                               u"--tool-arg"_s,
                                               u"mode=bad_result_type"_s}
                                   + server);
    const std::string err = run.errText().toStdString();
    EXPECT_EQ(run.errText().count(u"mcpscope-cli: check: error result-type-not-allowed "
                                  "/result/resultType"_s),
              1)
        << err;
    EXPECT_EQ(run.errText().count(u"result-type-not-allowed"_s), 1) << err;
    EXPECT_TRUE(run.errText().contains(u"mcpscope-cli: check: 1 error, 0 warnings"_s)) << err;
    EXPECT_NE(run.exitCode, 0) << "the call was refused";
}

// Modern HTTP: tools whose x-mcp-header markers are invalid are left out, each a finding.
TEST(CliCheck, InvalidHeaderMarkersAreFindings)
{
    DemoTarget target(DemoTarget::Transport::Http);
    const QStringList server = target.arguments({u"--invalid-header-tools"_s});
    ASSERT_FALSE(server.isEmpty()) << target.problem().toStdString();
    const CliRun run = CliRun::run(
        QStringList{u"--check"_s, u"--era"_s, u"modern"_s, u"--method"_s, u"tools/list"_s}
        + server);
    EXPECT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_EQ(run.errText().count(u"mcpscope-cli: check: error invalid-x-mcp-header "_s), 3)
        << run.errText().toStdString();
}

} // namespace cli_lint_test
