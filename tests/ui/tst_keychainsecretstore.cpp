// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The catalog's keychain store with a fake keyring (CI has no secret service): values are read
// before the catalog loads, changes are written through in one background write, and when no
// keyring answers the values go to an owner-only file, or stay in memory when that file is
// damaged (never overwritten).
#include "uitesthelpers.h"

#include <core/catalog/servercatalog.h>

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>
#include <secrets/keychainsecretstore.h>

using namespace Qt::StringLiterals;

namespace {

// A keyring in memory that answers when told to (or never, or with an error).
struct FakeKeyring
{
    QByteArray stored;
    QString readError;
    bool answers = true;
    QList<QByteArray> writes;

    KeychainSecretStore::Keyring keyring()
    {
        KeychainSecretStore::Keyring keyring;
        keyring.service = u"mcpscope-test"_s;
        keyring.read = [this](QObject *context, std::function<void(QByteArray, QString)> answer) {
            if (!answers)
                return;
            QTimer::singleShot(0, context, [this, answer] { answer(stored, readError); });
        };
        keyring.write =
            [this](QObject *context, const QByteArray &bytes, std::function<void(QString)> answer) {
                writes << bytes;
                QTimer::singleShot(0, context, [this, bytes, answer] {
                    stored = bytes;
                    answer({});
                });
            };
        return keyring;
    }
};

std::unique_ptr<KeychainSecretStore>
openStore(FakeKeyring &fake, const QString &fallback, int timeoutMs = 10000)
{
    std::unique_ptr<KeychainSecretStore> opened;
    QObject context;
    KeychainSecretStore::open(
        fake.keyring(),
        &context,
        [&opened](std::unique_ptr<KeychainSecretStore> store) { opened = std::move(store); },
        fallback,
        timeoutMs);
    EXPECT_TRUE(UiTest::waitFor([&opened] { return opened != nullptr; }, 15000));
    return opened;
}

QJsonObject secretsIn(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object().value("secrets"_L1).toObject();
}

TEST(KeychainSecretStore, ReadsTheKeyringAndWritesChangesThroughOnce)
{
    QTemporaryDir dir;
    FakeKeyring fake;
    fake.stored = R"({"version":1,"secrets":{"e1":{"env:TOKEN":"old"}}})";
    std::unique_ptr<KeychainSecretStore> store = openStore(fake, dir.filePath(u"s.json"_s));
    ASSERT_TRUE(store);
    EXPECT_EQ(store->backend(), KeychainSecretStore::Backend::Keyring);
    EXPECT_EQ(store->value(u"e1"_s, u"env:TOKEN"_s), u"old"_s);
    EXPECT_TRUE(store->where().contains(u"OS keyring"_s)) << qPrintable(store->where());

    QSignalSpy written(store.get(), &KeychainSecretStore::written);
    store->setValue(u"e1"_s, u"env:TOKEN"_s, u"new"_s);
    store->setValue(u"e2"_s, u"header:X-Api-Key"_s, u"k2"_s);
    store->remove(u"e1"_s, u"missing"_s);                     // nothing to remove: no write
    store->setValue(u"e2"_s, u"header:X-Api-Key"_s, u"k2"_s); // unchanged: no write
    EXPECT_TRUE(fake.writes.isEmpty()) << "written in the background, not inside setValue";
    ASSERT_TRUE(written.wait());
    ASSERT_EQ(fake.writes.size(), 1) << "the changes of one turn are one write";
    const QJsonObject secrets = secretsIn(fake.stored);
    EXPECT_EQ(secrets.value("e1"_L1).toObject().value("env:TOKEN"_L1).toString(), u"new"_s);
    EXPECT_EQ(secrets.value("e2"_L1).toObject().value("header:X-Api-Key"_L1).toString(), u"k2"_s);
    EXPECT_FALSE(QFile::exists(dir.filePath(u"s.json"_s))) << "no file while the keyring works";

    store->remove(u"e1"_s, u"env:TOKEN"_s);
    ASSERT_TRUE(written.wait());
    EXPECT_FALSE(secretsIn(fake.stored).contains("e1"_L1));
}

TEST(KeychainSecretStore, NoKeyringFallsBackToAnOwnerOnlyFile)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"catalog-secrets.json"_s);
    FakeKeyring fake;
    fake.readError = u"The name org.freedesktop.secrets was not provided"_s;
    {
        std::unique_ptr<KeychainSecretStore> store = openStore(fake, file);
        ASSERT_TRUE(store);
        EXPECT_EQ(store->backend(), KeychainSecretStore::Backend::File);
        EXPECT_TRUE(store->where().contains(file)) << qPrintable(store->where());
        EXPECT_TRUE(store->where().contains(u"org.freedesktop.secrets"_s));
        QSignalSpy written(store.get(), &KeychainSecretStore::written);
        store->setValue(u"e1"_s, u"bearerToken"_s, u"tok"_s);
        ASSERT_TRUE(written.wait());
        EXPECT_TRUE(written.first().first().toString().isEmpty());
    }
    EXPECT_EQ(QFile(file).permissions() & (QFile::ReadGroup | QFile::ReadOther), 0);
    EXPECT_TRUE(fake.writes.isEmpty()) << "nothing goes to a keyring that did not answer";
    std::unique_ptr<KeychainSecretStore> reopened = openStore(fake, file);
    EXPECT_EQ(reopened->value(u"e1"_s, u"bearerToken"_s), u"tok"_s);
}

TEST(KeychainSecretStore, SilentKeyringTimesOutToTheFile)
{
    QTemporaryDir dir;
    FakeKeyring fake;
    fake.answers = false;
    std::unique_ptr<KeychainSecretStore> store = openStore(fake, dir.filePath(u"s.json"_s), 50);
    ASSERT_TRUE(store);
    EXPECT_EQ(store->backend(), KeychainSecretStore::Backend::File);
    EXPECT_TRUE(store->where().contains(u"did not answer"_s)) << qPrintable(store->where());
}

TEST(KeychainSecretStore, DamagedFallbackFileIsKeptAndSecretsStayInMemory)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(u"s.json"_s);
    {
        QFile damaged(file);
        ASSERT_TRUE(damaged.open(QIODevice::WriteOnly));
        damaged.write("{not json");
    }
    FakeKeyring fake;
    fake.readError = u"no keyring"_s;
    std::unique_ptr<KeychainSecretStore> store = openStore(fake, file);
    ASSERT_TRUE(store);
    EXPECT_EQ(store->backend(), KeychainSecretStore::Backend::Memory);
    EXPECT_TRUE(store->where().contains(u"memory only"_s)) << qPrintable(store->where());
    store->setValue(u"e"_s, u"k"_s, u"v"_s);
    QCoreApplication::processEvents();
    EXPECT_EQ(store->value(u"e"_s, u"k"_s), u"v"_s);
    QFile kept(file);
    ASSERT_TRUE(kept.open(QIODevice::ReadOnly));
    EXPECT_EQ(kept.readAll(), QByteArray("{not json"));
}

// The GUI's path end to end: a catalog over this store never writes a secret into
// servers.json, and a new session restores it from the store.
TEST(KeychainSecretStore, CatalogSecretsGoToTheStoreNotTheFile)
{
    QTemporaryDir dir;
    const QString catalogPath = dir.filePath(u"servers.json"_s);
    FakeKeyring fake;
    {
        std::unique_ptr<KeychainSecretStore> store = openStore(fake, dir.filePath(u"s.json"_s));
        ServerCatalog catalog(*store, catalogPath);
        ServerConfig config;
        config.name = u"github"_s;
        config.program = u"docker"_s;
        config.environment.append({u"GITHUB_TOKEN"_s, u"ghp_secret_value_123"_s, true});
        QString error;
        ASSERT_FALSE(catalog.add(config, &error).isEmpty()) << qPrintable(error);
        ASSERT_TRUE(catalog.save(&error)) << qPrintable(error);
        QSignalSpy written(store.get(), &KeychainSecretStore::written);
        ASSERT_TRUE(written.wait());
    }
    QFile file(catalogPath);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    EXPECT_FALSE(bytes.contains("ghp_secret_value_123")) << bytes.constData();
    EXPECT_TRUE(fake.stored.contains("ghp_secret_value_123"));

    std::unique_ptr<KeychainSecretStore> store = openStore(fake, dir.filePath(u"s.json"_s));
    ServerCatalog catalog(*store, catalogPath);
    QString error;
    ASSERT_TRUE(catalog.load(&error)) << qPrintable(error);
    ASSERT_EQ(catalog.size(), 1);
    EXPECT_EQ(catalog.entries().first().config.environment.first().value,
              u"ghp_secret_value_123"_s);
}

} // namespace
