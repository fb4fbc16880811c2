// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "keychaincredentialstore.h"

#include <QJsonDocument>
#include <QPointer>
#include <qt6keychain/keychain.h>

using namespace Qt::StringLiterals;

namespace {

const QString kKey = u"credentials"_s;

} // namespace

KeychainCredentialStore::KeychainCredentialStore(const QString &service)
    : m_service(service)
{}

void KeychainCredentialStore::open(const QString &service, QObject *context, Opened opened)
{
    auto *job = new QKeychain::ReadPasswordJob(service, context);
    job->setKey(kKey);
    job->setAutoDelete(true);
    QObject::connect(job, &QKeychain::Job::finished, context, [job, service, opened] {
        if (job->error() == QKeychain::NoError || job->error() == QKeychain::EntryNotFound) {
            std::unique_ptr<KeychainCredentialStore> store(new KeychainCredentialStore(service));
            store->loadJson(QJsonDocument::fromJson(job->binaryData()).object());
            opened(std::move(store), {});
            return;
        }
        auto file = std::make_unique<FileCredentialStore>(FileCredentialStore::defaultPath());
        opened(std::move(file), u"no OS keyring answered (%1)"_s.arg(job->errorString()));
    });
    job->start();
}

QString KeychainCredentialStore::description() const
{
    return m_lastError.isEmpty()
               ? u"in the OS keyring (service \"%1\")"_s.arg(m_service)
               : u"in the OS keyring, but the last write failed: "_s + m_lastError;
}

void KeychainCredentialStore::changed()
{
    auto *job = new QKeychain::WritePasswordJob(m_service, this);
    job->setKey(kKey);
    job->setAutoDelete(true);
    job->setBinaryData(QJsonDocument(toJson()).toJson(QJsonDocument::Compact));
    connect(job, &QKeychain::Job::finished, this, [this, job] {
        m_lastError = job->error() == QKeychain::NoError ? QString() : job->errorString();
    });
    job->start();
}
