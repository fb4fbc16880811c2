// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "skillcatalog.h"

#include "skillverifier.h"

#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcpsession.h>
#include <core/mcp/pagedlist.h>
#include <core/mcp/pendingrequest.h>

using namespace Qt::StringLiterals;

SkillCatalog::SkillCatalog(QObject *parent)
    : QObject(parent)
{}

void SkillCatalog::setSession(McpSession *session)
{
    m_session = session;
    if (m_list)
        m_list->disconnect(this);
    m_list.clear();
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
    m_list = PagedList::start(m_session, Mcp::Method::SkillsList, Mcp::Key::Skills);
    PagedList *list = m_list;
    connect(list, &PagedList::finished, this, [this, list] {
        if (list->hasError()) {
            Q_EMIT listFailed(list->errorString(), list->httpStatus());
            return;
        }
        m_warnings.clear();
        m_skills = SkillManifests::parse(list->items(), &m_warnings);
        if (!list->warning().isEmpty())
            m_warnings << list->warning();
        Q_EMIT listed();
    });
}

const SkillManifest *SkillCatalog::skill(const QString &skillUri) const
{
    for (const SkillManifest &s : m_skills) {
        if (s.uri == skillUri)
            return &s;
    }
    return nullptr;
}

const SkillManifest *SkillCatalog::skillOf(const QString &fileUri) const
{
    for (const SkillManifest &s : m_skills) {
        if (s.uri == fileUri || s.file(fileUri))
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
