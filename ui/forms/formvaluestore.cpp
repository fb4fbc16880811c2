// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "formvaluestore.h"

#include <core/platform/privatefiles.h>
#include <core/transport/serverconfig.h>

#include <QCryptographicHash>
#include <QSettings>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace {

QString key(const QString &server, const QString &form)
{
    // Hashed: a command line can hold a token. Percent-encoded: "/" separates settings groups.
    const QByteArray serverHash
        = QCryptographicHash::hash(server.toUtf8(), QCryptographicHash::Sha256).toHex();
    return u"formValues/"_s + QString::fromLatin1(serverHash) + u'/'
           + QString::fromLatin1(QUrl::toPercentEncoding(form));
}

} // namespace

QString FormValueStore::serverIdentity(const ServerConfig &config)
{
    // The same rule as createTransport(): stdio unless a URL is given (or stdio chosen).
    const bool stdio = config.transport == ServerConfig::TransportKind::Stdio
                       && (config.transportChosen || config.url.isEmpty());
    if (stdio)
        return u"stdio "_s + config.displayCommand();
    return u"remote "_s
           + config.url.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment)
                 .toString();
}

QString FormValueStore::save(const QString &server, const QString &form, const QByteArray &json)
{
    if (server.isEmpty() || form.isEmpty())
        return {};
    QSettings settings;
    if (json.isEmpty())
        settings.remove(key(server, form));
    else
        settings.setValue(key(server, form), QString::fromUtf8(json));
    // QSettings replaces its file atomically and keeps the permissions it finds.
    settings.sync();
    QString error;
    if (settings.status() != QSettings::NoError)
        return u"the tool's arguments could not be remembered: cannot write %1"_s.arg(
            settings.fileName());
    if (!PrivateFiles::restrict(settings.fileName(), &error))
        return error;
    return {};
}

std::optional<QByteArray> FormValueStore::load(const QString &server, const QString &form)
{
    if (server.isEmpty() || form.isEmpty())
        return std::nullopt;
    const QVariant value = QSettings().value(key(server, form));
    if (!value.isValid())
        return std::nullopt;
    return value.toString().toUtf8();
}

void FormValueStore::forget(const QString &server, const QString &form)
{
    if (!server.isEmpty() && !form.isEmpty())
        QSettings().remove(key(server, form));
}
