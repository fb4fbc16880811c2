// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "keychaincredentialstore.h"

#include <QJsonDocument>
#include <QPointer>
#include <QTimer>
#include <qt6keychain/keychain.h>

#include <utility>

using namespace Qt::StringLiterals;

namespace {

const QString kKey = u"credentials"_s;

} // namespace

KeychainCredentialStore::KeychainCredentialStore(const QString &service)
    : m_service(service)
{}

void KeychainCredentialStore::open(const QString &service,
                                   QObject *context,
                                   Opened opened,
                                   int timeoutMs)
{
    auto *job = new QKeychain::ReadPasswordJob(service, context);
    job->setKey(kKey);
    job->setAutoDelete(true);
    auto answered = std::make_shared<bool>(false);
    const auto fallBack = [opened](const QString &reason) {
        opened(std::make_unique<FileCredentialStore>(FileCredentialStore::defaultPath()), reason);
    };
    QObject::connect(
        job, &QKeychain::Job::finished, context, [job, service, opened, answered, fallBack] {
            if (std::exchange(*answered, true))
                return;
            if (job->error() == QKeychain::NoError || job->error() == QKeychain::EntryNotFound) {
                std::unique_ptr<KeychainCredentialStore> store(
                    new KeychainCredentialStore(service));
                store->loadJson(QJsonDocument::fromJson(job->binaryData()).object());
                opened(std::move(store), {});
                return;
            }
            fallBack(u"no OS keyring answered (%1)"_s.arg(job->errorString()));
        });
    QTimer::singleShot(timeoutMs, context, [answered, fallBack, timeoutMs] {
        if (!std::exchange(*answered, true))
            fallBack(u"the OS keyring did not answer within %1 s"_s.arg(timeoutMs / 1000.0));
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
