// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionharness.h"
#include "support/qtprinters.h"

#include <core/mcp/pagedlist.h>
#include <core/skills/skillcatalog.h>
#include <core/skills/skillfrontmatter.h>
#include <core/skills/skillmanifest.h>
#include <core/skills/skillverifier.h>

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace skillstest {

QString digestOf(const QByteArray &bytes)
{
    return u"sha256:"_s
           + QString::fromLatin1(
               QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QJsonObject object(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}

const QByteArray kSkillMd = "---\nname: pdf-processing\ndescription: Extract, fill, and assemble "
                            "PDF documents\n---\n\nSkill body.\n";
const QByteArray kForms = "Supporting content.\n";

QJsonObject entry(const QByteArray &skillMd = kSkillMd)
{
    return {{"uri"_L1, u"skill://pdf-processing/SKILL.md"_s},
            {"frontmatter"_L1,
             QJsonObject{{"name"_L1, u"pdf-processing"_s},
                         {"description"_L1, u"Extract, fill, and assemble PDF documents"_s}}},
            {"resources"_L1,
             QJsonArray{QJsonObject{{"uri"_L1, u"skill://pdf-processing/SKILL.md"_s},
                                    {"digest"_L1, digestOf(skillMd)},
                                    {"size"_L1, qint64(skillMd.size())}},
                        QJsonObject{{"uri"_L1, u"skill://pdf-processing/references/FORMS.md"_s},
                                    {"digest"_L1, digestOf(kForms)},
                                    {"size"_L1, qint64(kForms.size())}}}}};
}

// --- frontmatter: what is read, and what is refused ------------------------------------------

struct FrontmatterCase
{
    const char *name;
    QByteArray text;
    const char *expectedJson; // nullptr: an error is expected
    const char *errorPart;
};

class FrontmatterTable : public ::testing::TestWithParam<FrontmatterCase>
{};

TEST_P(FrontmatterTable, ParsesOrRefuses)
{
    const FrontmatterCase &c = GetParam();
    const SkillFrontmatter::Parsed parsed = SkillFrontmatter::parse(c.text);
    if (c.expectedJson) {
        EXPECT_TRUE(parsed.error.isEmpty()) << parsed.error.toStdString();
        EXPECT_EQ(parsed.frontmatter, object(c.expectedJson));
    } else {
        EXPECT_TRUE(parsed.frontmatter.isEmpty());
        EXPECT_TRUE(parsed.error.contains(QString::fromUtf8(c.errorPart)))
            << parsed.error.toStdString();
    }
}

QByteArray manyKeys(int count)
{
    QByteArray text = "---\n";
    for (int i = 0; i < count; ++i)
        text += "k" + QByteArray::number(i) + ": v\n";
    return text + "---\n";
}

INSTANTIATE_TEST_SUITE_P(
    Skills,
    FrontmatterTable,
    ::testing::Values(
        FrontmatterCase{
            "plain",
            kSkillMd,
            R"({"name":"pdf-processing","description":"Extract, fill, and assemble PDF documents"})",
            nullptr},
        FrontmatterCase{"crlf_bom_quotes_comments",
                        "\xEF\xBB\xBF---\r\nname: 'it''s'\r\n# note\r\ndesc: \"a: b \\\"q\\\"\" # "
                        "c\r\n---\r\nbody",
                        R"({"name":"it's","desc":"a: b \"q\""})",
                        nullptr},
        FrontmatterCase{
            "types_nested_list",
            "---\nn: 3\nf: 1.5\nt: true\nz: ~\nmetadata:\n  author: me\n  tags:\n    - a\n    - "
            "\"b\"\n---\n",
            R"({"n":3,"f":1.5,"t":true,"z":null,"metadata":{"author":"me","tags":["a","b"]}})",
            nullptr},
        FrontmatterCase{"block_scalars",
                        "---\nd: >\n  one\n  two\nl: |-\n  x\n  y\n---\n",
                        R"({"d":"one two\n","l":"x\ny"})",
                        nullptr},
        FrontmatterCase{"alias_bomb",
                        "---\na: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n---\n",
                        nullptr,
                        "anchors"},
        FrontmatterCase{"alias_value", "---\na: *ref\n---\n", nullptr, "anchors and aliases"},
        FrontmatterCase{"merge_key", "---\n<<: x\n---\n", nullptr, "merges"},
        FrontmatterCase{"flow", "---\na: {b: 1}\n---\n", nullptr, "flow collections"},
        FrontmatterCase{"tag", "---\na: !!python/object x\n---\n", nullptr, "tags"},
        FrontmatterCase{"duplicate", "---\na: 1\na: 2\n---\n", nullptr, "appears twice"},
        FrontmatterCase{"tab_indent", "---\na:\n\tb: 1\n---\n", nullptr, "tabs"},
        FrontmatterCase{"unclosed", "---\na: 1\n", nullptr, "no closing"},
        FrontmatterCase{"bad_indent", "---\na: 1\n  b: 2\n---\n", nullptr, "indentation"},
        FrontmatterCase{
            "too_many_keys", manyKeys(SkillFrontmatter::kMaxKeys + 1), nullptr, "more than"},
        FrontmatterCase{"oversized",
                        "---\na: " + QByteArray(SkillFrontmatter::kMaxBytes, 'x') + "\n---\n",
                        nullptr,
                        "larger than"},
        FrontmatterCase{"too_deep",
                        "---\na:\n b:\n  c:\n   d:\n    e:\n     f:\n      g:\n       h:\n        "
                        "i:\n         j: 1\n---\n",
                        nullptr,
                        "deeper"},
        FrontmatterCase{"document_marker", "---\na: 1\n...\n---\n", nullptr, "document markers"},
        FrontmatterCase{"not_a_mapping", "---\n- a\n---\n", nullptr, "mapping of keys"},
        FrontmatterCase{"unterminated_quote", "---\na: \"x\n---\n", nullptr, "unterminated"}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(SkillFrontmatter, NoFrontmatterIsNotFound)
{
    const SkillFrontmatter::Parsed parsed = SkillFrontmatter::parse("# Just a title\n");
    EXPECT_FALSE(parsed.found);
    EXPECT_TRUE(parsed.error.isEmpty());
}

// --- manifests: a skills/list entry read as hostile input ------------------------------------

struct ManifestCase
{
    const char *name;
    std::function<void(QJsonObject &)> edit;
    const char *problemPart; // nullptr: no problem
    bool loadable;
};

class ManifestTable : public ::testing::TestWithParam<ManifestCase>
{};

QJsonObject withFile(QJsonObject e, int index, const char *key, const QJsonValue &value)
{
    QJsonArray files = e.value("resources"_L1).toArray();
    QJsonObject file = files.at(index).toObject();
    file.insert(QLatin1StringView(key), value);
    files.replace(index, file);
    e.insert("resources"_L1, files);
    return e;
}

TEST_P(ManifestTable, ReadsEntry)
{
    const ManifestCase &c = GetParam();
    QJsonObject e = entry();
    c.edit(e);
    const QList<SkillManifest> skills = SkillManifests::parse({e});
    ASSERT_EQ(skills.size(), 1);
    const SkillManifest &skill = skills.first();
    if (c.problemPart)
        EXPECT_TRUE(skill.problems.join(u'|').contains(QString::fromUtf8(c.problemPart)))
            << skill.problems.join(u'|').toStdString();
    else
        EXPECT_TRUE(skill.problems.isEmpty()) << skill.problems.join(u'|').toStdString();
    EXPECT_EQ(skill.isLoadable(), c.loadable);
}

INSTANTIATE_TEST_SUITE_P(
    Skills,
    ManifestTable,
    ::testing::Values(
        ManifestCase{"good", [](QJsonObject &) {}, nullptr, true},
        ManifestCase{"uppercase_digest",
                     [](QJsonObject &e) {
                         e = withFile(
                             e,
                             0,
                             "digest",
                             digestOf(kSkillMd).toUpper().replace("SHA256:"_L1, "sha256:"_L1));
                     },
                     "64 lowercase hex",
                     false},
        ManifestCase{"short_digest",
                     [](QJsonObject &e) { e = withFile(e, 0, "digest", u"sha256:abc"_s); },
                     "64 lowercase hex",
                     false},
        ManifestCase{"md5_digest",
                     [](QJsonObject &e) {
                         e = withFile(e, 0, "digest", QString(u"md5:"_s + QString(64, u'a')));
                     },
                     "64 lowercase hex",
                     false},
        ManifestCase{"numeric_digest",
                     [](QJsonObject &e) { e = withFile(e, 0, "digest", 5); },
                     "not a string",
                     false},
        ManifestCase{"negative_size",
                     [](QJsonObject &e) { e = withFile(e, 0, "size", -1); },
                     "non-negative integer",
                     false},
        ManifestCase{"fractional_size",
                     [](QJsonObject &e) { e = withFile(e, 0, "size", 1.5); },
                     "non-negative integer",
                     false},
        ManifestCase{"oversized_file",
                     [](QJsonObject &e) {
                         e = withFile(e, 1, "size", double(SkillManifests::kMaxSkillBytes + 1));
                     },
                     "larger than a skill may be",
                     true},
        ManifestCase{
            "outside_directory",
            [](QJsonObject &e) { e = withFile(e, 1, "uri", u"skill://other/secret.md"_s); },
            "not inside the skill's directory",
            true},
        ManifestCase{"no_skill_md_entry",
                     [](QJsonObject &e) {
                         QJsonArray files = e.value("resources"_L1).toArray();
                         files.removeAt(0);
                         e.insert("resources"_L1, files);
                     },
                     "no entry for the SKILL.md",
                     false},
        ManifestCase{"listed_twice",
                     [](QJsonObject &e) {
                         QJsonArray files = e.value("resources"_L1).toArray();
                         files.append(files.at(1));
                         e.insert("resources"_L1, files);
                     },
                     "listed twice",
                     true},
        ManifestCase{"too_many_files",
                     [](QJsonObject &e) {
                         QJsonArray files = e.value("resources"_L1).toArray();
                         for (int i = 0; i < SkillManifests::kMaxFilesPerSkill; ++i)
                             files.append(
                                 QJsonObject{{"uri"_L1, u"skill://pdf-processing/f%1"_s.arg(i)},
                                             {"digest"_L1, digestOf(kForms)},
                                             {"size"_L1, 1}});
                         e.insert("resources"_L1, files);
                     },
                     "only the first 512",
                     true},
        ManifestCase{"bad_name",
                     [](QJsonObject &e) { e.insert("uri"_L1, u"skill://PDF--x/SKILL.md"_s); },
                     "naming rules",
                     false},
        ManifestCase{"not_skill_uri",
                     [](QJsonObject &e) { e.insert("uri"_L1, u"file:///etc/SKILL.md"_s); },
                     "not a skill:// URI",
                     false},
        ManifestCase{"long_uri",
                     [](QJsonObject &e) {
                         e.insert("uri"_L1,
                                  QString(u"skill://"_s + QString(5000, u'a') + u"/SKILL.md"_s));
                     },
                     "longer than",
                     false},
        ManifestCase{"name_differs",
                     [](QJsonObject &e) {
                         QJsonObject f = e.value("frontmatter"_L1).toObject();
                         f.insert("name"_L1, u"other"_s);
                         e.insert("frontmatter"_L1, f);
                     },
                     "differs from the name in the uri",
                     true},
        ManifestCase{"frontmatter_missing",
                     [](QJsonObject &e) { e.remove("frontmatter"_L1); },
                     "frontmatter is missing",
                     true},
        ManifestCase{"resources_missing",
                     [](QJsonObject &e) { e.remove("resources"_L1); },
                     "resources is missing",
                     false},
        ManifestCase{"dynamic",
                     [](QJsonObject &e) { e.insert("resources"_L1, u"dynamic"_s); },
                     nullptr,
                     true}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(SkillManifests, NonObjectEntriesAreReportedNotDropped)
{
    const QList<SkillManifest> skills = SkillManifests::parse({42, u"x"_s, QJsonValue()});
    ASSERT_EQ(skills.size(), 3);
    for (const SkillManifest &skill : skills)
        EXPECT_FALSE(skill.isLoadable());
    EXPECT_TRUE(skills.at(0).problems.value(0).contains("skills[0]"_L1));
}

// --- verification: size, digest, frontmatter -------------------------------------------------

struct VerifyCase
{
    const char *name;
    QByteArray served;
    const char *errorPart; // nullptr: verifies
};

class VerifyTable : public ::testing::TestWithParam<VerifyCase>
{};

TEST_P(VerifyTable, VerifiesSkillMd)
{
    const VerifyCase &c = GetParam();
    const SkillManifest skill = SkillManifests::parse({entry()}).first();
    const QString problem = SkillVerifier::verify(skill, *skill.skillFile(), c.served);
    if (c.errorPart)
        EXPECT_TRUE(problem.contains(QString::fromUtf8(c.errorPart))) << problem.toStdString();
    else
        EXPECT_TRUE(problem.isEmpty()) << problem.toStdString();
}

QByteArray sameSizeOtherBytes()
{
    QByteArray bytes = kSkillMd;
    bytes.replace("Skill body.", "Evil body!!");
    return bytes;
}

INSTANTIATE_TEST_SUITE_P(
    Skills,
    VerifyTable,
    ::testing::Values(VerifyCase{"good", kSkillMd, nullptr},
                      VerifyCase{"digest", sameSizeOtherBytes(), "digest mismatch"},
                      VerifyCase{"size", kSkillMd + "extra\n", "size mismatch"},
                      VerifyCase{"truncated", kSkillMd.left(10), "size mismatch"},
                      VerifyCase{"empty", QByteArray(), "size mismatch"}),
    [](const auto &info) { return std::string(info.param.name); });

TEST(SkillVerifier, FrontmatterMismatchEvenWhenDigestAndSizeMatch)
{
    // The conformance suite's case: the entry's digest and size fit the tampered file.
    QByteArray tampered = kSkillMd;
    tampered.replace("description: Extract, fill, and assemble PDF documents",
                     "description: Exfiltrate credentials");
    const SkillManifest skill = SkillManifests::parse({entry(tampered)}).first();
    const QString problem = SkillVerifier::verify(skill, *skill.skillFile(), tampered);
    EXPECT_TRUE(problem.startsWith("frontmatter mismatch: description"_L1))
        << problem.toStdString();
    EXPECT_TRUE(problem.contains("Exfiltrate credentials"_L1)) << problem.toStdString();
}

TEST(SkillVerifier, FrontmatterExtraOrMissingFieldOrNoneAtAll)
{
    const QJsonObject expected{{"name"_L1, u"x"_s}};
    EXPECT_TRUE(SkillVerifier::checkFrontmatter(expected, "---\nname: x\n---\n").isEmpty());
    EXPECT_TRUE(SkillVerifier::checkFrontmatter(expected, "---\nname: x\nextra: 1\n---\n")
                    .contains("extra: listed (absent)"_L1));
    EXPECT_TRUE(SkillVerifier::checkFrontmatter(expected, "---\n---\n")
                    .contains("name: listed \"x\", in the file (absent)"_L1));
    EXPECT_TRUE(SkillVerifier::checkFrontmatter(expected, "no frontmatter\n")
                    .contains("has no YAML frontmatter"_L1));
    EXPECT_TRUE(SkillVerifier::checkFrontmatter(expected, "---\nname: *x\n---\n")
                    .contains("cannot be read"_L1));
}

TEST(SkillVerifier, ContentBytesOfTextAndBlob)
{
    QByteArray bytes;
    EXPECT_TRUE(SkillVerifier::contentBytes(
                    object(R"({"contents":[{"uri":"skill://a/SKILL.md","text":"é"}]})"),
                    u"skill://a/SKILL.md"_s,
                    &bytes)
                    .isEmpty());
    EXPECT_EQ(bytes, QByteArray("\xC3\xA9"));
    EXPECT_TRUE(
        SkillVerifier::contentBytes(object(R"({"contents":[{"uri":"skill://a/x","blob":"AAEC"}]})"),
                                    u"skill://a/x"_s,
                                    &bytes)
            .isEmpty());
    EXPECT_EQ(bytes, QByteArray("\x00\x01\x02", 3));
    EXPECT_TRUE(
        SkillVerifier::contentBytes(object(R"({"contents":[{"uri":"skill://a/x","blob":"@@@"}]})"),
                                    u"skill://a/x"_s,
                                    &bytes)
            .contains("not valid base64"_L1));
    EXPECT_TRUE(SkillVerifier::contentBytes(object(R"({"contents":[]})"), u"skill://a/x"_s, &bytes)
                    .contains("no content"_L1));
}

// --- the catalog over a session: lazy reads, and nothing more after a failure ----------------

struct CatalogRun
{
    SessionHarness h;
    SkillCatalog catalog;
    QStringList read;
    QStringList failed;
    QString lastError;

    explicit CatalogRun(const QByteArray &served)
    {
        h.server->on(u"skills/list"_s, [this](const JsonRpcMessage &request) {
            h.server->respond(request, QJsonObject{{"skills"_L1, QJsonArray{entry()}}});
        });
        h.server->on(u"resources/read"_s, [this, served](const JsonRpcMessage &request) {
            const QString uri = request.paramsObject().value("uri"_L1).toString();
            const QByteArray text = uri.endsWith("SKILL.md"_L1) ? served : kForms;
            h.server->respond(
                request,
                QJsonObject{{"contents"_L1,
                             QJsonArray{QJsonObject{{"uri"_L1, uri},
                                                    {"text"_L1, QString::fromUtf8(text)}}}}});
        });
        QObject::connect(&catalog, &SkillCatalog::fileRead, &catalog, [this](const QString &uri) {
            read << uri;
        });
        QObject::connect(&catalog,
                         &SkillCatalog::fileFailed,
                         &catalog,
                         [this](const QString &uri, const QString &why) {
                             failed << uri;
                             lastError = why;
                         });
    }
    bool list()
    {
        if (!h.connectAndWait())
            return false;
        catalog.setSession(h.session.get());
        QSignalSpy listed(&catalog, &SkillCatalog::listed);
        catalog.refresh();
        return listed.wait(5000);
    }
    qsizetype reads() const { return h.server->receivedWithMethod(u"resources/read"_s).size(); }
};

TEST(SkillCatalog, ListingReadsNoFile)
{
    CatalogRun run(kSkillMd);
    ASSERT_TRUE(run.list());
    ASSERT_EQ(run.catalog.skills().size(), 1);
    EXPECT_EQ(run.catalog.skills().first().name, u"pdf-processing"_s);
    EXPECT_EQ(run.reads(), 0);
}

TEST(SkillCatalog, ReadingASupportingFileLoadsTheSkillFirst)
{
    CatalogRun run(kSkillMd);
    ASSERT_TRUE(run.list());
    run.catalog.readFile(u"skill://pdf-processing/references/FORMS.md"_s);
    ASSERT_TRUE(QTest::qWaitFor([&run] { return run.read.size() == 2; }, 5000));
    EXPECT_EQ(run.read,
              (QStringList{u"skill://pdf-processing/SKILL.md"_s,
                           u"skill://pdf-processing/references/FORMS.md"_s}));
    EXPECT_EQ(run.catalog.state(u"skill://pdf-processing/SKILL.md"_s),
              SkillCatalog::SkillState::Loaded);
}

TEST(SkillCatalog, ATamperedSkillMdStopsEveryFurtherRead)
{
    CatalogRun run(sameSizeOtherBytes());
    ASSERT_TRUE(run.list());
    run.catalog.readFile(u"skill://pdf-processing/references/FORMS.md"_s);
    ASSERT_TRUE(QTest::qWaitFor([&run] { return run.failed.size() == 2; }, 5000));
    EXPECT_TRUE(run.read.isEmpty());
    EXPECT_EQ(run.reads(), 1); // the SKILL.md only
    EXPECT_EQ(run.catalog.state(u"skill://pdf-processing/SKILL.md"_s),
              SkillCatalog::SkillState::Failed);
    EXPECT_TRUE(
        run.catalog.failure(u"skill://pdf-processing/SKILL.md"_s).contains("digest mismatch"_L1));
    // Asked again: refused without another request.
    run.catalog.readFile(u"skill://pdf-processing/references/FORMS.md"_s);
    EXPECT_EQ(run.failed.size(), 3);
    EXPECT_EQ(run.reads(), 1);
}

TEST(SkillCatalog, UnknownFileIsRefusedWithoutARequest)
{
    CatalogRun run(kSkillMd);
    ASSERT_TRUE(run.list());
    run.catalog.readFile(u"file:///etc/passwd"_s);
    EXPECT_EQ(run.failed, QStringList{u"file:///etc/passwd"_s});
    EXPECT_EQ(run.reads(), 0);
}

// A dynamic skill lists no files: its SKILL.md and the files in its folder are read, each
// said to be unverified; a URI that climbs out of the folder is not its file.
TEST(SkillCatalog, ADynamicSkillsFilesAreReadUnverified)
{
    CatalogRun run(kSkillMd);
    QJsonObject dynamic = entry();
    dynamic.insert("resources"_L1, u"dynamic"_s);
    run.h.server->on(u"skills/list"_s, [&run, dynamic](const JsonRpcMessage &request) {
        run.h.server->respond(request, QJsonObject{{"skills"_L1, QJsonArray{dynamic}}});
    });
    QList<bool> verified;
    QObject::connect(&run.catalog,
                     &SkillCatalog::fileRead,
                     &run.catalog,
                     [&verified](const QString &, const QByteArray &, bool isVerified) {
                         verified << isVerified;
                     });
    ASSERT_TRUE(run.list());
    ASSERT_EQ(run.catalog.skills().size(), 1);
    ASSERT_TRUE(run.catalog.skills().first().dynamicResources);
    run.catalog.readFile(u"skill://pdf-processing/references/FORMS.md"_s);
    ASSERT_TRUE(QTest::qWaitFor([&run] { return run.read.size() == 2; }, 5000))
        << qPrintable(run.lastError);
    EXPECT_EQ(run.read,
              (QStringList{u"skill://pdf-processing/SKILL.md"_s,
                           u"skill://pdf-processing/references/FORMS.md"_s}));
    EXPECT_EQ(verified, (QList<bool>{false, false}));
    for (const QString &outside : {u"skill://pdf-processing/../other/SKILL.md"_s,
                                   u"skill://pdf-processing/%2e%2e/x"_s,
                                   u"skill://pdf-processing//x"_s,
                                   u"skill://other/x.md"_s}) {
        run.catalog.readFile(outside);
        EXPECT_EQ(run.failed.constLast(), outside);
        EXPECT_TRUE(run.lastError.contains(u"not a file of any listed skill"_s))
            << qPrintable(run.lastError);
    }
    EXPECT_EQ(run.reads(), 2);
}

// skills/list of more pages than the paginator's budget: the listing stops there and says so;
// loadMore() lists the rest, keeping what was listed.
TEST(SkillCatalog, MorePagesThanTheBudgetAreListedOnLoadMore)
{
    CatalogRun run(kSkillMd);
    constexpr int kPages = PagedList::kDefaultPageBudget + 6;
    run.h.server->on(u"skills/list"_s, [&run](const JsonRpcMessage &request) {
        const int page = request.paramsObject().value("cursor"_L1).toString().toInt();
        const QString name = u"skill-%1"_s.arg(page);
        const QByteArray body = "---\nname: " + name.toUtf8() + "\ndescription: d\n---\n";
        const QString uri = u"skill://%1/SKILL.md"_s.arg(name);
        QJsonObject result{
            {"skills"_L1,
             QJsonArray{QJsonObject{
                 {"uri"_L1, uri},
                 {"frontmatter"_L1, QJsonObject{{"name"_L1, name}, {"description"_L1, u"d"_s}}},
                 {"resources"_L1,
                  QJsonArray{QJsonObject{{"uri"_L1, uri},
                                         {"digest"_L1, digestOf(body)},
                                         {"size"_L1, qint64(body.size())}}}}}}}};
        if (page + 1 < kPages)
            result.insert("nextCursor"_L1, QString::number(page + 1));
        run.h.server->respond(request, result);
    });
    ASSERT_TRUE(run.list());
    EXPECT_EQ(run.catalog.skills().size(), PagedList::kDefaultPageBudget);
    EXPECT_TRUE(run.catalog.hasMore());
    EXPECT_TRUE(run.catalog.warnings().join(u'\n').contains(
        u"stopped after %1 pages"_s.arg(PagedList::kDefaultPageBudget)))
        << qPrintable(run.catalog.warnings().join(u'\n'));

    QSignalSpy listed(&run.catalog, &SkillCatalog::listed);
    run.catalog.loadMore();
    ASSERT_TRUE(listed.wait(5000));
    EXPECT_EQ(run.catalog.skills().size(), kPages);
    EXPECT_EQ(run.catalog.skills().constLast().name, u"skill-%1"_s.arg(kPages - 1));
    EXPECT_FALSE(run.catalog.hasMore());
    EXPECT_TRUE(run.catalog.warnings().isEmpty()) << qPrintable(run.catalog.warnings().join(u'\n'));
    EXPECT_EQ(run.reads(), 0);
}

} // namespace skillstest
