// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "keychainsecretstore.h"

#include <core/platform/privatefiles.h>

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTimer>
#include <qt6keychain/keychain.h>

#include <utility>

using namespace Qt::StringLiterals;

namespace {

// The keychain entry (beside KeychainCredentialStore's "credentials").
const QString kCatalogSecretsKey = u"catalog-secrets"_s;
constexpr int kSecretsFormatVersion = 1;

// Reads the fallback file: nullopt and `error` when it exists but cannot be read whole.
std::optional<QByteArray> readSecretsFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.exists())
        return QByteArray();
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"%1 cannot be read: %2"_s.arg(path, file.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = file.read(KeychainSecretStore::kMaxBytes + 1);
    if (bytes.size() > KeychainSecretStore::kMaxBytes) {
        *error = u"%1 is larger than %2 bytes"_s.arg(path).arg(KeychainSecretStore::kMaxBytes);
        return std::nullopt;
    }
    return bytes;
}

} // namespace

KeychainSecretStore::Keyring KeychainSecretStore::Keyring::qtKeychain(const QString &service)
{
    Keyring keyring;
    keyring.service = service;
    keyring.read = [service](QObject *context, std::function<void(QByteArray, QString)> answer) {
        auto *job = new QKeychain::ReadPasswordJob(service, context);
        job->setKey(kCatalogSecretsKey);
        job->setAutoDelete(true);
        QObject::connect(job, &QKeychain::Job::finished, context, [job, answer] {
            if (job->error() == QKeychain::NoError)
                answer(job->binaryData(), {});
            else if (job->error() == QKeychain::EntryNotFound)
                answer({}, {});
            else
                answer({},
                       job->errorString().isEmpty() ? u"error %1"_s.arg(int(job->error()))
                                                    : job->errorString());
        });
        job->start();
    };
    keyring.write =
        [service](QObject *context, const QByteArray &bytes, std::function<void(QString)> answer) {
            auto *job = new QKeychain::WritePasswordJob(service, context);
            job->setKey(kCatalogSecretsKey);
            job->setAutoDelete(true);
            job->setBinaryData(bytes);
            QObject::connect(job, &QKeychain::Job::finished, context, [job, answer] {
                answer(job->error() == QKeychain::NoError ? QString() : job->errorString());
            });
            job->start();
        };
    return keyring;
}

QString KeychainSecretStore::defaultFallbackPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation)
           + u"/catalog-secrets.json"_s;
}

KeychainSecretStore::KeychainSecretStore(Backend backend,
                                         Keyring keyring,
                                         QString file,
                                         QString fallbackReason)
    : m_backend(backend)
    , m_keyring(std::move(keyring))
    , m_file(std::move(file))
    , m_fallbackReason(std::move(fallbackReason))
{}

KeychainSecretStore::~KeychainSecretStore()
{
    // A change queued in the last turn of the event loop still reaches the file; a keyring
    // write needs the event loop, which is gone by now.
    if (m_scheduled && m_backend == Backend::File)
        writeNow();
}

void KeychainSecretStore::open(const Keyring &keyring,
                               QObject *context,
                               Opened opened,
                               const QString &fallbackFile,
                               int timeoutMs)
{
    auto answered = std::make_shared<bool>(false);
    const auto fallBack = [opened, keyring, fallbackFile](const QString &reason) {
        QString error;
        const std::optional<QByteArray> bytes = readSecretsFile(fallbackFile, &error);
        std::unique_ptr<KeychainSecretStore> store(
            new KeychainSecretStore(Backend::File, keyring, fallbackFile, reason));
        if (!bytes || !store->load(*bytes, &error)) {
            // Never overwrite a file that could not be read: it may hold the only copy.
            store->m_backend = Backend::Memory;
            store->m_fallbackReason = reason + u"; "_s + error;
        }
        opened(std::move(store));
    };
    keyring.read(
        context,
        [answered, opened, keyring, fallBack](const QByteArray &bytes, const QString &error) {
            if (std::exchange(*answered, true))
                return;
            if (!error.isEmpty()) {
                fallBack(u"no OS keyring answered (%1)"_s.arg(error));
                return;
            }
            std::unique_ptr<KeychainSecretStore> store(
                new KeychainSecretStore(Backend::Keyring, keyring, {}, {}));
            if (QString problem; !store->load(bytes, &problem)) {
                store->m_backend = Backend::Memory;
                store->m_fallbackReason = u"the keyring's entry is damaged: "_s + problem;
            }
            opened(std::move(store));
        });
    QTimer::singleShot(timeoutMs, context, [answered, fallBack, timeoutMs] {
        if (!std::exchange(*answered, true))
            fallBack(u"the OS keyring did not answer within %1 s"_s.arg(timeoutMs / 1000.0));
    });
}

bool KeychainSecretStore::load(const QByteArray &bytes, QString *error)
{
    if (bytes.trimmed().isEmpty())
        return true;
    if (bytes.size() > kMaxBytes) {
        *error = u"larger than %1 bytes"_s.arg(kMaxBytes);
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    const QJsonObject root = document.object();
    if (!document.isObject() || root.value("version"_L1).toInt() != kSecretsFormatVersion) {
        *error = parseError.error != QJsonParseError::NoError
                     ? u"not JSON (%1)"_s.arg(parseError.errorString())
                     : u"not a version %1 secrets object"_s.arg(kSecretsFormatVersion);
        return false;
    }
    const QJsonObject entries = root.value("secrets"_L1).toObject();
    for (auto entry = entries.begin(); entry != entries.end(); ++entry) {
        const QJsonObject keys = entry.value().toObject();
        for (auto key = keys.begin(); key != keys.end(); ++key) {
            if (key.value().isString())
                m_values[entry.key()].insert(key.key(), key.value().toString());
        }
    }
    return true;
}

QByteArray KeychainSecretStore::toJson() const
{
    QJsonObject entries;
    for (auto entry = m_values.begin(); entry != m_values.end(); ++entry) {
        QJsonObject keys;
        for (auto key = entry->begin(); key != entry->end(); ++key)
            keys.insert(key.key(), key.value());
        entries.insert(entry.key(), keys);
    }
    return QJsonDocument(
               QJsonObject{{"version"_L1, kSecretsFormatVersion}, {"secrets"_L1, entries}})
        .toJson(QJsonDocument::Compact);
}

std::optional<QString> KeychainSecretStore::value(const QString &entryId, const QString &key) const
{
    const auto entry = m_values.constFind(entryId);
    if (entry == m_values.constEnd())
        return std::nullopt;
    const auto found = entry->constFind(key);
    if (found == entry->constEnd())
        return std::nullopt;
    return *found;
}

void KeychainSecretStore::setValue(const QString &entryId, const QString &key, const QString &value)
{
    // The catalog hands over every secret at every save: only a real change is written.
    if (this->value(entryId, key) == value)
        return;
    m_values[entryId].insert(key, value);
    changed();
}

void KeychainSecretStore::remove(const QString &entryId, const QString &key)
{
    const auto entry = m_values.find(entryId);
    if (entry == m_values.end() || !entry->remove(key))
        return;
    if (entry->isEmpty())
        m_values.erase(entry);
    changed();
}

void KeychainSecretStore::changed()
{
    if (m_backend == Backend::Memory || m_scheduled)
        return;
    m_scheduled = true;
    QTimer::singleShot(0, this, [this] {
        if (!m_scheduled)
            return;
        if (m_writing) {
            m_dirty = true; // one write at a time, in order: the newest values last
            return;
        }
        writeNow();
    });
}

void KeychainSecretStore::writeNow()
{
    m_scheduled = false;
    if (m_backend == Backend::File) {
        QString error;
        PrivateFiles::writeAtomically(m_file, toJson(), &error);
        finishWrite(error);
        return;
    }
    m_writing = true;
    m_keyring.write(this, toJson(), [this](const QString &error) {
        m_writing = false;
        finishWrite(error);
        if (std::exchange(m_dirty, false))
            writeNow();
    });
}

void KeychainSecretStore::finishWrite(const QString &error)
{
    m_lastError = error;
    Q_EMIT written(error);
}

QString KeychainSecretStore::where() const
{
    QString text;
    switch (m_backend) {
    case Backend::Keyring:
        text = tr("Secrets are kept in the OS keyring (service \"%1\").").arg(m_keyring.service);
        break;
    case Backend::File:
        text
            = tr("Secrets are kept in %1, readable by you only: %2.").arg(m_file, m_fallbackReason);
        break;
    case Backend::Memory:
        text = tr("Secrets are kept in memory only, until mcpscope quits: %1.")
                   .arg(m_fallbackReason);
        break;
    }
    if (!m_lastError.isEmpty())
        text += u' ' + tr("The last write failed: %1").arg(m_lastError);
    return text;
}
