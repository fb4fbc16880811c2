// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "skillcatalog.h"

#include "skillverifier.h"

#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pagedlist.h>
#include <core/mcp/pendingrequest.h>

#include <algorithm>

using namespace Qt::StringLiterals;

SkillCatalog::SkillCatalog(QObject *parent)
    : QObject(parent)
    , m_list(new PagedList(Mcp::Method::SkillsList, Mcp::Key::Skills, this))
{
    connect(m_list, &PagedList::finished, this, &SkillCatalog::listFinished);
}

void SkillCatalog::setSession(McpSession *session)
{
    m_session = session;
    m_list->setSession(session); // a run under way is abandoned
    m_skills.clear();
    m_warnings.clear();
    m_states.clear();
    m_failures.clear();
    m_waiting.clear();
    ++m_generation;
}

bool SkillCatalog::serverOffersSkills() const
{
    return m_session
           && m_session->serverInfo()
                  .capabilities.value("extensions"_L1)
                  .toObject()
                  .contains(SkillManifests::ExtensionId);
}

void SkillCatalog::refresh()
{
    if (!m_session)
        return;
    setSession(m_session);
    m_list->restart();
}

void SkillCatalog::loadMore()
{
    m_list->loadMore(); // what is loaded and verified stays: the skills listed before remain
}

bool SkillCatalog::isListing() const
{
    return m_list->isLoading();
}

bool SkillCatalog::hasMore() const
{
    return m_list->hasMore();
}

int SkillCatalog::pageCount() const
{
    return m_list->pageCount();
}

void SkillCatalog::listFinished()
{
    if (m_list->hasError()) {
        Q_EMIT listFailed(m_list->errorString(), m_list->httpStatus());
        return;
    }
    m_warnings.clear();
    m_skills = SkillManifests::parse(m_list->items(), &m_warnings);
    if (!m_list->warning().isEmpty())
        m_warnings << m_list->warning();
    if (m_list->hasMore())
        m_warnings << u"stopped after %1 pages (%2 a run); the server has more"_s
                          .arg(m_list->pageCount())
                          .arg(PagedList::kDefaultPageBudget);
    Q_EMIT listed();
}

const SkillManifest *SkillCatalog::skill(const QString &skillUri) const
{
    for (const SkillManifest &s : m_skills) {
        if (s.uri == skillUri)
            return &s;
    }
    return nullptr;
}

namespace {

// A dynamic skill lists no files (SEP-2640: "resources": "dynamic"): its files are the URIs in
// its folder, the SKILL.md's URI without "SKILL.md". A plain relative path only: no "." or
// ".." segment, no empty segment, no query or fragment, so a URI cannot climb out of it.
bool inDynamicSkillFolder(const SkillManifest &skill, const QString &fileUri)
{
    static constexpr QLatin1StringView manifest{"SKILL.md"};
    if (!skill.dynamicResources || !skill.uri.endsWith(manifest))
        return false;
    const QString folder = skill.uri.chopped(manifest.size());
    if (!fileUri.startsWith(folder) || fileUri.size() == folder.size()
        || fileUri.size() > SkillManifests::kMaxUriLength)
        return false;
    const QString relative = fileUri.mid(folder.size());
    if (relative.contains(u'?') || relative.contains(u'#') || relative.contains(u'\\'))
        return false;
    const QStringList segments = relative.split(u'/');
    return std::none_of(segments.cbegin(), segments.cend(), [](const QString &segment) {
        return segment.isEmpty() || segment == "."_L1 || segment == ".."_L1
               || segment.contains(u'%'); // no encoded dots or slashes either
    });
}

} // namespace

const SkillManifest *SkillCatalog::skillOf(const QString &fileUri) const
{
    for (const SkillManifest &s : m_skills) {
        if (s.uri == fileUri || s.file(fileUri) || inDynamicSkillFolder(s, fileUri))
            return &s;
    }
    return nullptr;
}

SkillCatalog::SkillState SkillCatalog::state(const QString &skillUri) const
{
    return m_states.value(skillUri, SkillState::NotLoaded);
}

void SkillCatalog::readFile(const QString &fileUri)
{
    const SkillManifest *s = skillOf(fileUri);
    if (!s) {
        Q_EMIT fileFailed(fileUri, u"%1 is not a file of any listed skill"_s.arg(fileUri));
        return;
    }
    const QString skillUri = s->uri;
    switch (state(skillUri)) {
    case SkillState::Failed:
        Q_EMIT fileFailed(
            fileUri,
            u"the skill %1 failed verification, so none of its files is read: %2"_s.arg(
                s->name, m_failures.value(skillUri)));
        return;
    case SkillState::Loading:
        m_waiting[skillUri] << fileUri;
        return;
    case SkillState::Loaded:
        fetch(*s, fileUri);
        return;
    case SkillState::NotLoaded:
        break;
    }
    if (!s->isLoadable()) {
        failSkill(skillUri, s->problems.value(0, u"the skill cannot be verified"_s), fileUri);
        return;
    }
    m_states.insert(skillUri, SkillState::Loading);
    Q_EMIT skillStateChanged(skillUri);
    if (fileUri != skillUri)
        m_waiting[skillUri] << fileUri;
    fetch(*s, skillUri);
}

void SkillCatalog::fetch(const SkillManifest &skill, const QString &fileUri)
{
    if (!m_session)
        return;
    const SkillFile *entry = skill.file(fileUri);
    const bool verifiable = !skill.dynamicResources;
    if (verifiable && !entry) {
        Q_EMIT fileFailed(fileUri, u"%1 is not listed in the skill's resources"_s.arg(fileUri));
        return;
    }
    const SkillFile file = entry ? *entry : SkillFile{};
    const QString skillUri = skill.uri;
    const quint64 generation = m_generation;
    PendingRequest *request
        = m_session->sendRequest(Mcp::Method::ResourcesRead, {{Mcp::Key::Uri, fileUri}});
    connect(request, &PendingRequest::finished, this, [=, this] {
        if (generation != m_generation)
            return;
        const SkillManifest *current = this->skill(skillUri);
        QString problem
            = request->hasError()
                  ? u"resources/read %1 failed: %2"_s.arg(fileUri, request->errorString())
                  : QString();
        QByteArray bytes;
        if (problem.isEmpty())
            problem = SkillVerifier::contentBytes(request->result().toObject(), fileUri, &bytes);
        if (problem.isEmpty() && verifiable && current)
            problem = SkillVerifier::verify(*current, file, bytes);
        if (fileUri == skillUri) {
            if (!problem.isEmpty()) {
                failSkill(skillUri, problem, fileUri);
                return;
            }
            Q_EMIT fileRead(fileUri, bytes, verifiable);
            loaded(skillUri, bytes);
            return;
        }
        if (!problem.isEmpty())
            Q_EMIT fileFailed(fileUri, problem);
        else
            Q_EMIT fileRead(fileUri, bytes, verifiable);
    });
}

void SkillCatalog::loaded(const QString &skillUri, const QByteArray &)
{
    m_states.insert(skillUri, SkillState::Loaded);
    Q_EMIT skillStateChanged(skillUri);
    const QStringList waiting = m_waiting.take(skillUri);
    const SkillManifest *s = skill(skillUri);
    for (const QString &uri : waiting) {
        if (s)
            fetch(*s, uri);
    }
}

void SkillCatalog::failSkill(const QString &skillUri, const QString &why, const QString &asked)
{
    m_states.insert(skillUri, SkillState::Failed);
    m_failures.insert(skillUri, why);
    Q_EMIT skillStateChanged(skillUri);
    Q_EMIT fileFailed(asked, why); // the file whose read failed first, then the ones waiting
    const QStringList waiting = m_waiting.take(skillUri);
    for (const QString &uri : waiting)
        Q_EMIT fileFailed(uri,
                          u"not read: the skill's SKILL.md failed verification (%1)"_s.arg(why));
}
