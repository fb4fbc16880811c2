// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QPair>
#include <QString>

#include <optional>

// Where the catalog keeps the values that must never be written to servers.json: secret env
// values and headers, a bearer token, and saved-call arguments named like secrets. Keyed by
// the catalog entry's stable id and a key that says what the value is:
//   "env:NAME", "header:NAME", "bearerToken", "call:<saved call id>:<argument>".
// Synchronous on purpose: the catalog reads every value when it loads and writes them when it
// saves. A keychain-backed store (asynchronous jobs) loads its values before the catalog does
// and writes through in the background; it is not in core, which links no keychain.
class SecretStore
{
public:
    virtual ~SecretStore();
    // nullopt when nothing is stored under that key.
    virtual std::optional<QString> value(const QString &entryId, const QString &key) const = 0;
    virtual void setValue(const QString &entryId, const QString &key, const QString &value) = 0;
    virtual void remove(const QString &entryId, const QString &key) = 0;
};

// Keeps the values in memory only: for tests, for the CLI, and for a session without a
// keychain (the secrets then last until the application quits).
class MemorySecretStore final : public SecretStore
{
public:
    std::optional<QString> value(const QString &entryId, const QString &key) const override;
    void setValue(const QString &entryId, const QString &key, const QString &value) override;
    void remove(const QString &entryId, const QString &key) override;
    qsizetype size() const { return m_values.size(); }

private:
    QHash<QPair<QString, QString>, QString> m_values;
};
