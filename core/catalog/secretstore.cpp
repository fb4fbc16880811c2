// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "secretstore.h"

SecretStore::~SecretStore() = default;

std::optional<QString> MemorySecretStore::value(const QString &entryId, const QString &key) const
{
    const auto it = m_values.constFind({entryId, key});
    if (it == m_values.constEnd())
        return std::nullopt;
    return *it;
}

void MemorySecretStore::setValue(const QString &entryId, const QString &key, const QString &value)
{
    m_values.insert({entryId, key}, value);
}

void MemorySecretStore::remove(const QString &entryId, const QString &key)
{
    m_values.remove({entryId, key});
}
