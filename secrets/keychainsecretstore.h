// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <core/catalog/secretstore.h>

#include <QByteArray>
#include <QHash>
#include <QObject>

#include <functional>
#include <memory>

// The server catalog's secrets (core's synchronous SecretStore) kept in the OS keyring as one
// entry holding a JSON object, like KeychainCredentialStore. qtkeychain is asynchronous, so the
// values are read once by open(), before ServerCatalog::load, and every change is written
// through in the background: changes made in one turn of the event loop (a catalog save hands
// over every secret) become one write. When no keyring answers (CI, SSH, containers) open()
// gives a store backed by an owner-only file (PrivateFiles) instead, or, when that file cannot
// be read, memory only; where() says which, for the UI.
class KeychainSecretStore : public QObject, public SecretStore
{
    Q_OBJECT
public:
    // How the store reaches the keyring: qtkeychain by default, a fake in tests. read answers
    // once with the entry's bytes (empty when there is none) or an error; write answers with
    // an error or an empty string.
    struct Keyring
    {
        std::function<void(QObject *context, std::function<void(QByteArray, QString)> answer)> read;
        std::function<void(
            QObject *context, const QByteArray &bytes, std::function<void(QString)> answer)>
            write;
        QString service; // named in where()

        static Keyring qtKeychain(const QString &service = QStringLiteral("mcpscope"));
    };
    enum class Backend { Keyring, File, Memory };

    using Opened = std::function<void(std::unique_ptr<KeychainSecretStore> store)>;
    // A keyring that does not answer within timeoutMs counts as absent; the store then keeps
    // its values in fallbackFile (0600), read now.
    static void open(const Keyring &keyring,
                     QObject *context,
                     Opened opened,
                     const QString &fallbackFile = defaultFallbackPath(),
                     int timeoutMs = kDefaultTimeoutMs);
    static constexpr int kDefaultTimeoutMs = 5000;
    static constexpr qsizetype kMaxBytes = 4 * 1024 * 1024;
    static QString defaultFallbackPath(); // <AppConfigLocation>/catalog-secrets.json

    ~KeychainSecretStore() override;

    std::optional<QString> value(const QString &entryId, const QString &key) const override;
    void setValue(const QString &entryId, const QString &key, const QString &value) override;
    void remove(const QString &entryId, const QString &key) override;

    Backend backend() const { return m_backend; }
    // One sentence for the UI: where the secrets are kept, and why not in the keyring.
    QString where() const;
    // The last write's failure; empty when it worked.
    QString lastError() const { return m_lastError; }
    bool isWriting() const { return m_writing || m_scheduled; }

Q_SIGNALS:
    // A background write finished: error is empty when the values are stored.
    void written(const QString &error);

private:
    KeychainSecretStore(Backend backend, Keyring keyring, QString file, QString fallbackReason);
    bool load(const QByteArray &bytes, QString *error);
    QByteArray toJson() const;
    void changed();
    void writeNow();
    void finishWrite(const QString &error);

    Backend m_backend;
    Keyring m_keyring;
    QString m_file;
    QString m_fallbackReason;
    QHash<QString, QHash<QString, QString>> m_values; // entry id -> key -> value
    QString m_lastError;
    bool m_scheduled = false; // a write is queued for the end of this event-loop turn
    bool m_writing = false;   // a keyring write is under way
    bool m_dirty = false;     // changed while writing: write again when it ends
};
