// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "clirun.h"
#include "support/qtprinters.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// mcpscope-cli's skills methods (SEP-2640) against the demo server's skills: two good ones
// and tampered-notes, whose SKILL.md does not match its listed digest.
namespace {

CliRun skills(QStringList options)
{
    return CliRun::run(options << u"--"_s << demoServer());
}

TEST(CliSkills, ListPrintsEachManifest)
{
    const CliRun run = skills({u"--method"_s, u"skills/list"_s});
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    const QString out = run.outText();
    EXPECT_TRUE(out.contains(u"greeting-card  skill://greeting-card/SKILL.md\n"
                             "  Write a short greeting card for someone\n"_s))
        << out.toStdString();
    EXPECT_TRUE(out.contains(u"  files: 2, "_s)) << out.toStdString();
    EXPECT_TRUE(out.contains(u"    skill://greeting-card/references/TONE.md  "_s));
    EXPECT_TRUE(out.contains(u"bytes  sha256:"_s));
    EXPECT_TRUE(out.contains(u"tampered-notes"_s));
    EXPECT_FALSE(run.errText().contains(u"warning"_s)) << run.errText().toStdString();
}

TEST(CliSkills, ListAsJsonHasFrontmatterSizesAndDigests)
{
    const CliRun run = skills({u"--method"_s, u"skills/list"_s, u"--format"_s, u"json"_s});
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    const QJsonArray list = run.json().value("result"_L1).toObject().value("skills"_L1).toArray();
    ASSERT_EQ(list.size(), 3);
    const QJsonObject first = list.first().toObject();
    EXPECT_EQ(first.value("name"_L1).toString(), u"greeting-card"_s);
    EXPECT_EQ(first.value("frontmatter"_L1).toObject().value("license"_L1).toString(), u"MIT"_s);
    const QJsonArray files = first.value("resources"_L1).toArray();
    ASSERT_EQ(files.size(), 2);
    EXPECT_TRUE(files.first().toObject().value("digest"_L1).toString().startsWith(u"sha256:"_s));
    EXPECT_EQ(first.value("size"_L1).toInteger(),
              files.at(0).toObject().value("size"_L1).toInteger()
                  + files.at(1).toObject().value("size"_L1).toInteger());
}

TEST(CliSkills, ReadPrintsVerifiedContent)
{
    const CliRun run = skills({u"--method"_s,
                               u"skills/read"_s,
                               u"--uri"_s,
                               u"skill://greeting-card/references/TONE.md"_s});
    ASSERT_EQ(run.exitCode, 0) << run.errText().toStdString();
    EXPECT_TRUE(run.outText().startsWith(u"# Tone\n"_s)) << run.outText().toStdString();
    EXPECT_TRUE(run.errText().contains(u"mcpscope-cli: verified: "_s));
}

TEST(CliSkills, TamperedSkillIsAnErrorAndItsContentIsNotPrinted)
{
    const CliRun run = skills(
        {u"--method"_s, u"skills/read"_s, u"--uri"_s, u"skill://tampered-notes/SKILL.md"_s});
    EXPECT_EQ(run.exitCode, 5) << run.errText().toStdString();
    EXPECT_TRUE(run.errText().contains(
        u"mcpscope-cli: error: digest mismatch for skill://tampered-notes/SKILL.md"_s))
        << run.errText().toStdString();
    EXPECT_TRUE(run.out.isEmpty()) << run.outText().toStdString();
    EXPECT_FALSE(run.errText().contains(u"unknown address"_s));
}

TEST(CliSkills, ReadNeedsAUriOfAListedSkill)
{
    const CliRun missing = skills({u"--method"_s, u"skills/read"_s});
    EXPECT_EQ(missing.exitCode, 1);
    EXPECT_TRUE(missing.errText().contains(u"--method skills/read needs --uri URI"_s))
        << missing.errText().toStdString();
    const CliRun unknown
        = skills({u"--method"_s, u"skills/read"_s, u"--uri"_s, u"demo://docs/readme"_s});
    EXPECT_EQ(unknown.exitCode, 4);
    EXPECT_TRUE(unknown.errText().contains(u"is not a file of any skill"_s))
        << unknown.errText().toStdString();
}

} // namespace
