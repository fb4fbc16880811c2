// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// mcpscope-cli against the demo server in the 2026-07-28 era: long_operation comes back as a
// task (io.modelcontextprotocol/tasks), which the CLI follows with tasks/get to its result.
#include "clirun.h"
#include "support/qtprinters.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(CliModernTasks, LongOperationIsFollowedToItsResult)
{
    const CliRun run = CliRun::run(QStringList{u"--era"_s,
                                               u"modern"_s,
                                               u"--format"_s,
                                               u"json"_s,
                                               u"--method"_s,
                                               u"tools/call"_s,
                                               u"--tool-name"_s,
                                               u"long_operation"_s,
                                               u"--tool-arg"_s,
                                               u"duration_seconds=0.5"_s,
                                               u"--tool-arg"_s,
                                               u"steps=2"_s,
                                               u"--"_s}
                                   << demoServer() << u"--era"_s << u"modern"_s);
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    const QJsonObject result = run.json().value("result"_L1).toObject();
    // The tool's own CallToolResult, not the task record.
    EXPECT_FALSE(result.contains("taskId"_L1));
    const QString text
        = result.value("content"_L1).toArray().first().toObject().value("text"_L1).toString();
    EXPECT_TRUE(text.contains(u"Finished 2 step(s)"_s)) << text.toStdString();
    // One progress line per status: created working, then completed.
    const QString err = run.errText();
    EXPECT_TRUE(err.contains(u"created (working)"_s)) << err.toStdString();
    EXPECT_TRUE(err.contains(u": completed"_s)) << err.toStdString();
}

TEST(CliModernTasks, AToolThatIsNoTaskAnswersInTheCall)
{
    const CliRun run = CliRun::run(QStringList{u"--era"_s,
                                               u"modern"_s,
                                               u"--format"_s,
                                               u"json"_s,
                                               u"--method"_s,
                                               u"tools/call"_s,
                                               u"--tool-name"_s,
                                               u"echo"_s,
                                               u"--tool-arg"_s,
                                               u"message=hi"_s,
                                               u"--"_s}
                                   << demoServer() << u"--era"_s << u"modern"_s);
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_TRUE(run.json().value("result"_L1).toObject().contains("content"_L1));
    EXPECT_FALSE(run.errText().contains(u"mcpscope-cli: task"_s)) << run.errText().toStdString();
}
