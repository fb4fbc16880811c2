// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "skillmanifest.h"

#include <QHash>
#include <QObject>
#include <QPointer>

class McpSession;
class PagedList;

// A server's skills (SEP-2640, extension io.modelcontextprotocol/skills): discovers them with
// skills/list (PagedList: the paginator's page budget a run, then loadMore() goes on from
// where it stopped, as often as the user asks) and reads their files only when asked, one at a time, never ahead
// of need. Reading any file of a skill first loads the skill: its SKILL.md is read and verified
// (size, digest, frontmatter). A skill that fails is never read from again, so no content of
// it is used; every file after that is verified against its own entry too. The CLI, the
// conformance script and the GUI's Skills tab share it. Session thread; setSession() forgets
// everything of the previous session.
class SkillCatalog : public QObject
{
    Q_OBJECT
public:
    enum class SkillState { NotLoaded, Loading, Loaded, Failed };
    Q_ENUM(SkillState)

    explicit SkillCatalog(QObject *parent = nullptr);

    void setSession(McpSession *session);
    // The server declares the extension in capabilities.extensions.
    bool serverOffersSkills() const;
    // skills/list from the first page; no file is read.
    void refresh();
    // The next PagedList::kDefaultPageBudget pages, after a listing that stopped at its budget
    // (hasMore()); listed() follows with every skill listed so far.
    void loadMore();
    bool isListing() const;
    bool hasMore() const;
    int pageCount() const;

    const QList<SkillManifest> &skills() const { return m_skills; }
    QStringList warnings() const { return m_warnings; }
    const SkillManifest *skill(const QString &skillUri) const;
    // The skill a file belongs to (it is listed in its resources, it is its SKILL.md, or the
    // skill's files are dynamic and it is in the skill's folder).
    const SkillManifest *skillOf(const QString &fileUri) const;
    SkillState state(const QString &skillUri) const;
    QString failure(const QString &skillUri) const { return m_failures.value(skillUri); }

    // Reads one file: fileRead() or fileFailed() follows, once. A file of a dynamic skill is
    // read unverified (nothing to verify against), and says so.
    void readFile(const QString &fileUri);

Q_SIGNALS:
    void listed();
    void listFailed(const QString &why, int httpStatus);
    void fileRead(const QString &uri, const QByteArray &bytes, bool verified);
    void fileFailed(const QString &uri, const QString &why);
    void skillStateChanged(const QString &skillUri);

private:
    void listFinished();
    void fetch(const SkillManifest &skill, const QString &fileUri);
    void loaded(const QString &skillUri, const QByteArray &bytes);
    // Marks the skill failed; fileFailed() for `asked`, then for every file waiting on it.
    void failSkill(const QString &skillUri, const QString &why, const QString &asked);

    QPointer<McpSession> m_session;
    PagedList *m_list; // owned, stepwise
    QList<SkillManifest> m_skills;
    QStringList m_warnings;
    QHash<QString, SkillState> m_states;   // by SKILL.md uri
    QHash<QString, QString> m_failures;    // by SKILL.md uri
    QHash<QString, QStringList> m_waiting; // files asked for while their skill loads
    quint64 m_generation = 0;              // answers of an older listing are dropped
};
