// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "servercatalog.h"

#include "catalogfile.h"
#include "secretstore.h"

#include <core/platform/privatefiles.h>

#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace {

QString newEntryId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

// "X copy 3" -> "X": duplicating a copy names it after the original.
QString withoutCopySuffix(const QString &name)
{
    static const QRegularExpression copySuffix(u" copy( \\d+)?$"_s);
    QString base = name;
    base.remove(copySuffix);
    return base.isEmpty() ? name : base;
}

} // namespace

ServerCatalog::ServerCatalog(SecretStore &secrets, QString path)
    : m_secrets(secrets)
    , m_path(std::move(path))
{}

QString ServerCatalog::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + u"/servers.json"_s;
}

int ServerCatalog::indexOf(const QString &id) const
{
    for (int i = 0; i < m_entries.size(); ++i) {
        if (m_entries.at(i).id == id)
            return i;
    }
    return -1;
}

const CatalogEntry *ServerCatalog::find(const QString &id) const
{
    const int index = indexOf(id);
    return index < 0 ? nullptr : &m_entries.at(index);
}

const CatalogEntry *ServerCatalog::findByName(const QString &name) const
{
    for (const CatalogEntry &entry : m_entries) {
        if (entry.name() == name)
            return &entry;
    }
    return nullptr;
}

CatalogEntry *ServerCatalog::entry(const QString &id, QString *error)
{
    const int index = indexOf(id);
    if (index < 0) {
        if (error)
            *error = u"no server with the id %1 in the catalog"_s.arg(id);
        return nullptr;
    }
    return &m_entries[index];
}

QStringList ServerCatalog::filter(const QString &text) const
{
    const QString needle = text.trimmed();
    QStringList ids;
    for (const CatalogEntry &entry : m_entries) {
        const ServerConfig &c = entry.config;
        const bool match = needle.isEmpty() || c.name.contains(needle, Qt::CaseInsensitive)
                           || c.displayCommand().contains(needle, Qt::CaseInsensitive)
                           || c.url.toString().contains(needle, Qt::CaseInsensitive);
        if (match)
            ids << entry.id;
    }
    return ids;
}

QString ServerCatalog::uniqueName(const QString &base) const
{
    if (!findByName(base))
        return base;
    for (int n = 2;; ++n) {
        const QString candidate = u"%1 %2"_s.arg(base).arg(n);
        if (!findByName(candidate))
            return candidate;
    }
}

QString ServerCatalog::cleanName(const QString &name)
{
    QString cleaned;
    cleaned.reserve(name.size());
    bool inControls = false;
    for (const QChar c : name) {
        const bool control = c.category() == QChar::Other_Control;
        if (control && !inControls)
            cleaned += u' ';
        else if (!control)
            cleaned += c;
        inControls = control;
    }
    cleaned = cleaned.trimmed().left(kMaxNameLength).trimmed();
    return cleaned.isEmpty() ? u"server"_s : cleaned;
}

QString ServerCatalog::nameProblem(const QString &name, const QString &exceptId) const
{
    if (name.trimmed().isEmpty())
        return u"a server needs a name"_s;
    if (name != name.trimmed())
        return u"a server name cannot begin or end with a space"_s;
    if (name.size() > kMaxNameLength)
        return u"a server name can have at most %1 characters"_s.arg(kMaxNameLength);
    for (const QChar c : name) {
        if (c.category() == QChar::Other_Control)
            return u"a server name cannot contain control characters"_s;
    }
    const CatalogEntry *same = findByName(name);
    if (same && same->id != exceptId)
        return u"there is already a server named \"%1\""_s.arg(name);
    return {};
}

QString ServerCatalog::add(const ServerConfig &config, QString *error)
{
    if (m_entries.size() >= kMaxEntries) {
        if (error)
            *error = u"the catalog holds at most %1 servers"_s.arg(kMaxEntries);
        return {};
    }
    if (const QString problem = nameProblem(config.name, {}); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return {};
    }
    CatalogEntry entry;
    entry.id = newEntryId();
    entry.config = config;
    m_entries << entry;
    return entry.id;
}

bool ServerCatalog::update(const QString &id, const ServerConfig &config, QString *error)
{
    CatalogEntry *target = entry(id, error);
    if (!target)
        return false;
    const QString name = target->config.name;
    target->config = config;
    target->config.name = name;
    return true;
}

QString ServerCatalog::duplicate(const QString &id, QString *error)
{
    const CatalogEntry *original = entry(id, error);
    if (!original)
        return {};
    if (m_entries.size() >= kMaxEntries) {
        if (error)
            *error = u"the catalog holds at most %1 servers"_s.arg(kMaxEntries);
        return {};
    }
    CatalogEntry copy = *original;
    copy.id = newEntryId();
    copy.config.name = uniqueName(withoutCopySuffix(original->name()) + u" copy"_s);
    copy.lastResult = {};
    for (SavedCall &call : copy.savedCalls)
        call.id = newEntryId();
    m_entries.insert(indexOf(id) + 1, copy);
    return copy.id;
}

bool ServerCatalog::rename(const QString &id, const QString &name, QString *error)
{
    CatalogEntry *target = entry(id, error);
    if (!target)
        return false;
    if (const QString problem = nameProblem(name, id); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    target->config.name = name;
    return true;
}

bool ServerCatalog::remove(const QString &id, QString *error)
{
    if (!entry(id, error))
        return false;
    m_entries.removeAt(indexOf(id));
    return true;
}

bool ServerCatalog::move(const QString &id, int index, QString *error)
{
    if (!entry(id, error))
        return false;
    if (index < 0 || index >= m_entries.size()) {
        if (error)
            *error = u"position %1 is outside the catalog (0 to %2)"_s.arg(index).arg(
                m_entries.size() - 1);
        return false;
    }
    m_entries.move(indexOf(id), index);
    return true;
}

void ServerCatalog::setLastResult(const QString &id, const LastResult &result)
{
    if (CatalogEntry *target = entry(id, nullptr))
        target->lastResult = result;
}

QString ServerCatalog::savedCallProblem(const CatalogEntry &target,
                                        const SavedCall &call,
                                        const QString &exceptCallId)
{
    const SavedCall *same = target.findCall(call.name);
    const bool replacing = !exceptCallId.isEmpty();
    if (call.name.trimmed().isEmpty())
        return u"a saved call needs a name"_s;
    if (call.target.isEmpty())
        return u"a saved call needs the tool or prompt it runs"_s;
    if (same && same->id != exceptCallId)
        return u"\"%1\" already has a saved call named \"%2\""_s.arg(target.name(), call.name);
    if (!replacing && target.savedCalls.size() >= CatalogFile::kMaxSavedCallsPerEntry)
        return u"a server keeps at most %1 saved calls"_s.arg(CatalogFile::kMaxSavedCallsPerEntry);
    return {};
}

QString ServerCatalog::addSavedCall(const QString &entryId, const SavedCall &call, QString *error)
{
    SavedCall added = call;
    added.id = newEntryId();
    return restoreSavedCall(entryId, added, std::numeric_limits<int>::max(), error) ? added.id
                                                                                    : QString();
}

bool ServerCatalog::restoreSavedCall(const QString &entryId,
                                     const SavedCall &call,
                                     int index,
                                     QString *error)
{
    CatalogEntry *target = entry(entryId, error);
    if (!target)
        return false;
    QString problem = savedCallProblem(*target, call, {});
    const bool idTaken = std::any_of(target->savedCalls.begin(),
                                     target->savedCalls.end(),
                                     [&](const SavedCall &other) { return other.id == call.id; });
    if (problem.isEmpty() && (call.id.isEmpty() || idTaken))
        problem = u"a saved call needs an id of its own"_s;
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return false;
    }
    SavedCall added = call;
    added.unrestoredSecrets.clear();
    target->savedCalls.insert(std::clamp<qsizetype>(index, 0, target->savedCalls.size()), added);
    return true;
}

bool ServerCatalog::replaceSavedCall(const QString &entryId,
                                     const QString &callId,
                                     const SavedCall &call,
                                     QString *error)
{
    CatalogEntry *target = entry(entryId, error);
    if (!target)
        return false;
    for (SavedCall &old : target->savedCalls) {
        if (old.id != callId)
            continue;
        if (const QString problem = savedCallProblem(*target, call, callId); !problem.isEmpty()) {
            if (error)
                *error = problem;
            return false;
        }
        const QString id = callId; // callId may be old.id itself
        old = call;
        old.id = id;
        old.unrestoredSecrets.clear();
        return true;
    }
    if (error)
        *error = u"no saved call with the id %1"_s.arg(callId);
    return false;
}

bool ServerCatalog::renameSavedCall(const QString &entryId,
                                    const QString &callId,
                                    const QString &name,
                                    QString *error)
{
    CatalogEntry *target = entry(entryId, error);
    if (!target)
        return false;
    const SavedCall *same = target->findCall(name);
    QString problem;
    if (name.trimmed().isEmpty())
        problem = u"a saved call needs a name"_s;
    else if (same && same->id != callId)
        problem = u"\"%1\" already has a saved call named \"%2\""_s.arg(target->name(), name);
    for (SavedCall &call : target->savedCalls) {
        if (call.id == callId && problem.isEmpty()) {
            call.name = name;
            return true;
        }
    }
    if (error)
        *error = problem.isEmpty() ? u"no saved call with the id %1"_s.arg(callId) : problem;
    return false;
}

bool ServerCatalog::removeSavedCall(const QString &entryId, const QString &callId, QString *error)
{
    CatalogEntry *target = entry(entryId, error);
    if (!target)
        return false;
    if (target->savedCalls.removeIf([&](const SavedCall &call) { return call.id == callId; })
        == 0) {
        if (error)
            *error = u"no saved call with the id %1"_s.arg(callId);
        return false;
    }
    return true;
}

QString ServerCatalog::keepBadCopy(QString *error) const
{
    QString copy = m_path + u".bad"_s;
    for (int n = 2; QFile::exists(copy) && n < 100; ++n)
        copy = u"%1.bad.%2"_s.arg(m_path).arg(n);
    QFile original(m_path);
    if (!original.open(QIODevice::ReadOnly)
        || !PrivateFiles::writeAtomically(copy, original.readAll(), error))
        return {};
    return copy;
}

bool ServerCatalog::load(QString *error)
{
    m_entries.clear();
    m_storedKeys.clear();
    if (!QFile::exists(m_path))
        return true;
    PrivateFiles::restrict(m_path, nullptr); // one an older version or a person left looser
    CatalogFile::Parsed parsed = CatalogFile::readFile(m_path);
    for (CatalogEntry &entry : parsed.entries) {
        CatalogFile::restoreSecrets(entry, m_secrets);
        const QHash<QString, QString> secrets = CatalogFile::secrets(entry);
        m_storedKeys.insert(entry.id, QSet<QString>(secrets.keyBegin(), secrets.keyEnd()));
    }
    m_entries = parsed.entries;
    if (parsed.ok() && parsed.problems.isEmpty())
        return true;
    QString what = parsed.ok() ? parsed.problems.join(u"; "_s) : parsed.error;
    QString copyError;
    const QString copy = keepBadCopy(&copyError);
    if (error) {
        *error = copy.isEmpty() ? u"%1 (and no copy could be kept: %2)"_s.arg(what, copyError)
                                : u"%1; the file as it was is kept in %2"_s.arg(what, copy);
    }
    return false;
}

bool ServerCatalog::save(QString *error)
{
    if (!PrivateFiles::writeAtomically(m_path, CatalogFile::write(m_entries), error))
        return false;
    QHash<QString, QSet<QString>> written;
    for (const CatalogEntry &entry : std::as_const(m_entries)) {
        const QHash<QString, QString> secrets = CatalogFile::secrets(entry);
        for (auto it = secrets.begin(); it != secrets.end(); ++it)
            m_secrets.setValue(entry.id, it.key(), it.value());
        written.insert(entry.id, QSet<QString>(secrets.keyBegin(), secrets.keyEnd()));
    }
    for (auto it = m_storedKeys.begin(); it != m_storedKeys.end(); ++it) {
        const QSet<QString> kept = written.value(it.key());
        for (const QString &key : it.value()) {
            if (!kept.contains(key))
                m_secrets.remove(it.key(), key);
        }
    }
    m_storedKeys = written;
    return true;
}
