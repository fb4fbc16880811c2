// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/auth/credentialstore.h>

#include <QObject>

#include <functional>
#include <memory>

// Credentials and tokens in the OS keyring (Secret Service, Keychain, Credential Manager)
// through qtkeychain: one JSON entry, read once when opened and rewritten on every change.
// qtkeychain is asynchronous, so the store is opened with open(): when the keyring does not
// answer (no D-Bus session or secret service: CI, SSH, containers) the callback gets core's
// 0600 file store instead, with the reason, so that the UI can say where secrets are kept.
class KeychainCredentialStore : public QObject, public MemoryCredentialStore
{
    Q_OBJECT
public:
    using Opened = std::function<void(std::unique_ptr<CredentialStore> store,
                                      const QString &fallbackReason)>;
    // A keyring that does not answer within timeoutMs counts as absent (a D-Bus call that
    // never returns must not hold a run up).
    static void open(const QString &service,
                     QObject *context,
                     Opened opened,
                     int timeoutMs = kDefaultTimeoutMs);
    static constexpr int kDefaultTimeoutMs = 5000;

    QString description() const override;
    QString lastError() const { return m_lastError; }

protected:
    void changed() override;

private:
    explicit KeychainCredentialStore(const QString &service);

    QString m_service;
    QString m_lastError;
};
