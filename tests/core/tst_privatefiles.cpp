// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Files that hold what only the user may read (issue 15, "Files"): credentials, recorded
// sessions and remembered arguments are owner-only and replaced atomically; a failed write is
// reported and leaves the old file intact; secret form values are never remembered.
#include "support/qtprinters.h"

#include <core/auth/credentialstore.h>
#include <core/platform/privatefiles.h>
#include <core/schema/jsonpointer.h>
#include <core/schema/schemaformmodel.h>
#include <core/schema/schemaformsecrets.h>
#include <core/session/sessionformat.h>
#include <core/session/sessionwriter.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

constexpr QFileDevice::Permissions kGroupAndOthers
    = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup
      | QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther;

bool ownerOnly(const QString &path)
{
    return (QFile::permissions(path) & kGroupAndOthers) == 0;
}

// The permission bits as chmod sees them (Qt adds the *User bits for the current user).
QFileDevice::Permissions modeOf(const QString &path)
{
    return QFile::permissions(path)
           & ~(QFileDevice::ReadUser | QFileDevice::WriteUser | QFileDevice::ExeUser);
}

void writeLoose(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    ASSERT_TRUE(file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                    | QFileDevice::ReadGroup | QFileDevice::ReadOther));
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A name whose QSaveFile temporary ("<name>.XXXXXX") exceeds NAME_MAX: the write fails even
// for root, who ignores permissions, while the file itself exists.
QString nameWhoseTemporaryCannotExist(const QTemporaryDir &dir)
{
    return dir.filePath(QString(250, u'c'));
}

TEST(PrivateFiles, AtomicWriteIsOwnerOnlyAndReplacesALooserFile)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"secret.json"_s);
    writeLoose(path, "old");
    ASSERT_FALSE(ownerOnly(path));
    QString error;
    ASSERT_TRUE(PrivateFiles::writeAtomically(path, "new", &error)) << error.toStdString();
    EXPECT_EQ(contents(path), QByteArray("new"));
    EXPECT_EQ(modeOf(path), PrivateFiles::kOwnerOnly);
}

TEST(PrivateFiles, AtomicWriteCreatesAnOwnerOnlyFolder)
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(u"a/b"_s);
    QString error;
    ASSERT_TRUE(PrivateFiles::writeAtomically(folder + u"/f"_s, "x", &error))
        << error.toStdString();
    EXPECT_EQ(modeOf(folder), PrivateFiles::kOwnerOnlyFolder);
    EXPECT_EQ(modeOf(folder + u"/f"_s), PrivateFiles::kOwnerOnly);
}

TEST(PrivateFiles, AFailedWriteSaysWhyAndLeavesTheOldFile)
{
    QTemporaryDir dir;
    const QString path = nameWhoseTemporaryCannotExist(dir);
    writeLoose(path, "old");
    QString error;
    EXPECT_FALSE(PrivateFiles::writeAtomically(path, "new", &error));
    EXPECT_TRUE(error.startsWith(u"cannot write "_s + path)) << error.toStdString();
    EXPECT_TRUE(error.contains(u"unchanged"_s)) << error.toStdString();
    EXPECT_EQ(contents(path), QByteArray("old"));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files).size(), 1); // no temporary left
}

TEST(PrivateFiles, RestrictMakesAnExistingFileOwnerOnly)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"settings.conf"_s);
    QString error;
    EXPECT_TRUE(PrivateFiles::restrict(path, &error)); // missing: nothing to do
    writeLoose(path, "x");
    ASSERT_TRUE(PrivateFiles::restrict(path, &error)) << error.toStdString();
    EXPECT_TRUE(ownerOnly(path));
}

TEST(PrivateFiles, CredentialFileIsOwnerOnlyAndAFailedWriteKeepsTheOldTokens)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"credentials.json"_s);
    {
        FileCredentialStore store(path);
        store.saveTokens(u"https://a.example/mcp"_s,
                         TokenSet{u"tok-1"_s, {}, {}, {}, {}, {}, {}, {}});
        EXPECT_EQ(store.lastError(), QString());
    }
    EXPECT_EQ(modeOf(path), PrivateFiles::kOwnerOnly);
    // An older file created looser is tightened when it is read.
    ASSERT_TRUE(QFile::setPermissions(
        path, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadOther));
    FileCredentialStore reopened(path);
    EXPECT_TRUE(ownerOnly(path));
    ASSERT_TRUE(reopened.tokens(u"https://a.example/mcp"_s).has_value());

    const QString stuck = nameWhoseTemporaryCannotExist(dir);
    ASSERT_TRUE(QFile::copy(path, stuck));
    FileCredentialStore failing(stuck);
    failing.saveTokens(u"https://b.example/mcp"_s,
                       TokenSet{u"tok-2"_s, {}, {}, {}, {}, {}, {}, {}});
    EXPECT_TRUE(failing.lastError().startsWith(u"cannot write "_s))
        << failing.lastError().toStdString();
    EXPECT_TRUE(failing.description().contains(u"the last change was not saved"_s));
    FileCredentialStore old(stuck);
    EXPECT_TRUE(old.tokens(u"https://a.example/mcp"_s).has_value());
    EXPECT_FALSE(old.tokens(u"https://b.example/mcp"_s).has_value());
}

TEST(PrivateFiles, SessionFilesAreOwnerOnly)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"run.mcpsession"_s);
    writeLoose(path, "an older file of the same name");
    SessionWriter writer;
    SessionHeader header;
    header.server.program = u"server"_s;
    ASSERT_TRUE(writer.open(path, header)) << writer.errorString().toStdString();
    writer.close();
    EXPECT_EQ(modeOf(path), PrivateFiles::kOwnerOnly);
    const QString copy = dir.filePath(u"saved.mcpsession"_s);
    QString error;
    ASSERT_TRUE(SessionWriter::copyAtomically(path, copy, &error)) << error.toStdString();
    EXPECT_EQ(modeOf(copy), PrivateFiles::kOwnerOnly);
}

struct RemovedRow
{
    const char *name;
    const char *document;
    const char *pointer;
    const char *expected;
};

class JsonPointerRemoved : public ::testing::TestWithParam<RemovedRow>
{};

QJsonValue parse(const char *text)
{
    return QJsonDocument::fromJson(QByteArray("[") + text + "]").array().first();
}

TEST_P(JsonPointerRemoved, RemovesExactlyThatValue)
{
    const RemovedRow &row = GetParam();
    EXPECT_EQ(JsonPointer::removed(parse(row.document), QString::fromUtf8(row.pointer)),
              parse(row.expected));
}

INSTANTIATE_TEST_SUITE_P(
    Table,
    JsonPointerRemoved,
    ::testing::Values(RemovedRow{"member", R"({"a":1,"b":2})", "/a", R"({"b":2})"},
                      RemovedRow{"nested", R"({"a":{"b":1,"c":2}})", "/a/b", R"({"a":{"c":2}})"},
                      RemovedRow{"element", R"({"a":[1,2,3]})", "/a/1", R"({"a":[1,3]})"},
                      RemovedRow{"escaped", R"({"a/b":1,"c":2})", "/a~1b", R"({"c":2})"},
                      RemovedRow{"missing", R"({"a":1})", "/b", R"({"a":1})"},
                      RemovedRow{"past_the_end", R"([1])", "/1", R"([1])"},
                      RemovedRow{"not_an_index", R"([1])", "/01", R"([1])"},
                      RemovedRow{"through_a_scalar", R"({"a":1})", "/a/b", R"({"a":1})"},
                      RemovedRow{"root_stays", R"({"a":1})", "", R"({"a":1})"}),
    [](const auto &info) { return std::string(info.param.name); });

QJsonObject loginSchema()
{
    return QJsonObject{
        {u"type"_s, u"object"_s},
        {u"properties"_s,
         QJsonObject{
             {u"user"_s, QJsonObject{{u"type"_s, u"string"_s}}},
             {u"password"_s, QJsonObject{{u"type"_s, u"string"_s}, {u"format"_s, u"password"_s}}},
             {u"retries"_s, QJsonObject{{u"type"_s, u"number"_s}}},
             {u"keys"_s,
              QJsonObject{
                  {u"type"_s, u"array"_s},
                  {u"items"_s,
                   QJsonObject{{u"type"_s, u"object"_s},
                               {u"properties"_s,
                                QJsonObject{{u"id"_s, QJsonObject{{u"type"_s, u"string"_s}}},
                                            {u"secret"_s,
                                             QJsonObject{{u"type"_s, u"string"_s},
                                                         {u"writeOnly"_s, true}}}}}}}}}}}};
}

TEST(SchemaFormSecrets, PasswordsAndWriteOnlyValuesAreLeftOut)
{
    SchemaFormModel form;
    form.setSchema(loginSchema());
    ASSERT_TRUE(form.setJson(R"({"user":"ann","password":"hunter2","retries":1.50,
        "keys":[{"id":"k1","secret":"s1"},{"id":"k2","secret":"s2"}]})"));
    EXPECT_EQ(SchemaFormSecrets::pointers(form),
              (QStringList{u"/keys/0/secret"_s, u"/keys/1/secret"_s, u"/password"_s}));
    const QByteArray kept = SchemaFormSecrets::withoutSecrets(form);
    EXPECT_FALSE(kept.contains("hunter2")) << kept.toStdString();
    EXPECT_FALSE(kept.contains("s1")) << kept.toStdString();
    EXPECT_EQ(
        QJsonDocument::fromJson(kept).object(),
        QJsonDocument::fromJson(R"({"user":"ann","retries":1.5,"keys":[{"id":"k1"},{"id":"k2"}]})")
            .object());
}

TEST(SchemaFormSecrets, WithoutSecretsTheValueIsKeptExactly)
{
    SchemaFormModel form;
    form.setSchema(loginSchema());
    ASSERT_TRUE(form.setJson(R"({"user":"ann","retries":1.50})"));
    EXPECT_TRUE(SchemaFormSecrets::pointers(form).isEmpty());
    EXPECT_EQ(SchemaFormSecrets::withoutSecrets(form), form.toJson()); // "1.50" stays
}

TEST(SchemaFormSecrets, AWholeSecretValueIsNotKeptAtAll)
{
    SchemaFormModel form;
    form.setSchema(QJsonObject{{u"type"_s, u"string"_s}, {u"format"_s, u"password"_s}});
    ASSERT_TRUE(form.setJson(R"("hunter2")"));
    EXPECT_EQ(SchemaFormSecrets::withoutSecrets(form), QByteArray());
}

} // namespace
