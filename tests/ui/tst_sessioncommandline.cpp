// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// "mcpscope FILE.mcpsession" opens a recorded session offline.
#include "uitesthelpers.h"

#include <app/gui/guioptions.h>
#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

GuiOptions parse(const QStringList &arguments)
{
    return GuiOptions::parse(QStringList{u"mcpscope"_s} + arguments);
}

} // namespace

TEST(GuiOptionsSession, ASessionFileOpensOfflineWithoutConnecting)
{
    const GuiOptions options = parse({u"/tmp/run.mcpsession"_s});
    EXPECT_TRUE(options.error.isEmpty()) << qPrintable(options.error);
    EXPECT_EQ(options.sessionFile, u"/tmp/run.mcpsession"_s);
    EXPECT_FALSE(options.connect);
    EXPECT_TRUE(options.config.program.isEmpty());
}

TEST(GuiOptionsSession, AfterDoubleDashItIsACommand)
{
    const GuiOptions options = parse({u"--"_s, u"server.mcpsession"_s});
    EXPECT_TRUE(options.sessionFile.isEmpty());
    EXPECT_TRUE(options.connect);
    EXPECT_EQ(options.config.program, u"server.mcpsession"_s);
}

TEST(GuiOptionsSession, ASessionFileAndAUrlAreRefused)
{
    const GuiOptions options = parse({u"--url"_s, u"http://127.0.0.1:1/mcp"_s, u"a.mcpsession"_s});
    EXPECT_EQ(options.error, u"give either a session file or --url, not both"_s);
}
