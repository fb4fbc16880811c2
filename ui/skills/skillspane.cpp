// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "skillspane.h"

#include "palettecolors.h"
#include "session/sessioncontext.h"
#include "widgets/fontunits.h"
#include "widgets/servertext.h"

#include <core/mcp/mcpsession.h>
#include <core/mcp/pagedlist.h>
#include <core/skills/skillcatalog.h>

#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QStringDecoder>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

constexpr int kSkillUriRole = Qt::UserRole + 1;

QString skillStateText(SkillCatalog::SkillState state, const SkillManifest &skill)
{
    switch (state) {
    case SkillCatalog::SkillState::Loading:
        return SkillsPane::tr("loading…");
    case SkillCatalog::SkillState::Loaded:
        return SkillsPane::tr("loaded, verified");
    case SkillCatalog::SkillState::Failed:
        return SkillsPane::tr("verification failed");
    case SkillCatalog::SkillState::NotLoaded:
        break;
    }
    return skill.problems.isEmpty() ? SkillsPane::tr("not loaded")
                                    : SkillsPane::tr("%n error(s)", nullptr, skill.problems.size());
}

} // namespace

SkillsPane::SkillsPane(QWidget *parent)
    : QWidget(parent)
    , m_catalog(new SkillCatalog(this))
{
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(u"skillsSplitter"_s);
    splitter->addWidget(createListSide());
    splitter->addWidget(createDetail());
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({280, 720});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    // The rows' state colours (and the shown skill's files) follow a theme switch.
    PaletteColors::follow(m_list, this, [this] {
        for (int i = 0; i < m_list->topLevelItemCount(); ++i)
            updateSkillRow(m_list->topLevelItem(i)->data(0, kSkillUriRole).toString());
    });

    connect(m_catalog, &SkillCatalog::listed, this, &SkillsPane::showSkills);
    connect(m_catalog, &SkillCatalog::listFailed, this, [this](const QString &why) {
        m_status->setText(tr("skills/list failed: %1").arg(ServerText::line(why)));
        PaletteColors::setTextTone(m_status, PaletteColors::Tone::Error);
        m_refresh->setEnabled(true);
        m_loadMore->hide();
    });
    connect(m_catalog, &SkillCatalog::skillStateChanged, this, &SkillsPane::updateSkillRow);
    connect(m_catalog, &SkillCatalog::fileRead, this, &SkillsPane::showFile);
    connect(m_catalog, &SkillCatalog::fileFailed, this, &SkillsPane::showFileFailure);
    showSelection();
}

QWidget *SkillsPane::createListSide()
{
    auto *side = new QWidget(this);
    auto *layout = new QVBoxLayout(side);
    auto *header = new QHBoxLayout;
    QLabel *heading = ServerText::lineLabel(u"skillsHeading"_s, side);
    heading->setText(tr("Skills"));
    header->addWidget(heading);
    header->addStretch();
    m_refresh = new QPushButton(tr("Refresh"), side);
    m_refresh->setObjectName(u"skillsRefresh"_s);
    m_refresh->setToolTip(tr("List the server's skills again (skills/list). No file is read."));
    header->addWidget(m_refresh);
    layout->addLayout(header);
    m_list = new QTreeWidget(side);
    m_list->setObjectName(u"skillList"_s);
    m_list->setAccessibleName(tr("Skills"));
    m_list->setHeaderLabels({tr("Name"), tr("State")});
    m_list->setRootIsDecorated(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    layout->addWidget(m_list, 1);
    m_status = ServerText::label(u"skillsStatus"_s, side);
    layout->addWidget(m_status);
    m_loadMore = new QPushButton(tr("Load more"), side);
    m_loadMore->setObjectName(u"skillsLoadMore"_s);
    m_loadMore->setToolTip(tr("List the next pages of skills/list, from where the listing "
                              "stopped. No file is read."));
    m_loadMore->hide();
    layout->addWidget(m_loadMore, 0, Qt::AlignLeft);
    connect(m_refresh, &QPushButton::clicked, this, &SkillsPane::refresh);
    connect(m_loadMore, &QPushButton::clicked, this, [this] {
        if (!m_session || m_session->state() != McpSession::State::Ready)
            return;
        m_loadMore->setEnabled(false);
        m_status->setText(tr("Listing more skills…"));
        m_catalog->loadMore();
    });
    connect(m_list, &QTreeWidget::currentItemChanged, this, &SkillsPane::showSelection);
    return side;
}

QWidget *SkillsPane::createDetail()
{
    auto *split = new QSplitter(Qt::Vertical, this);
    auto *top = new QWidget(split);
    auto *layout = new QVBoxLayout(top);
    m_title = ServerText::heading(u"skillTitle"_s, top);
    m_description = ServerText::label(u"skillDescription"_s, top);
    m_errors = ServerText::label(u"skillErrors"_s, top);
    PaletteColors::setTextTone(m_errors, PaletteColors::Tone::Error);
    layout->addWidget(m_title);
    layout->addWidget(m_description);
    layout->addWidget(m_errors);
    QLabel *frontmatterLabel = ServerText::lineLabel(u"skillFrontmatterHeading"_s, top);
    frontmatterLabel->setText(tr("Frontmatter (as listed by skills/list)"));
    layout->addWidget(frontmatterLabel);
    m_frontmatter = new QPlainTextEdit(top);
    m_frontmatter->setObjectName(u"skillFrontmatter"_s);
    m_frontmatter->setAccessibleName(tr("Frontmatter"));
    m_frontmatter->setAccessibleDescription(
        tr("The selected skill's frontmatter as listed by skills/list"));
    m_frontmatter->setReadOnly(true);
    m_frontmatter->setMaximumHeight(FontUnits::lines(m_frontmatter, 6));
    layout->addWidget(m_frontmatter);
    m_files = new QTreeWidget(top);
    m_files->setObjectName(u"skillFiles"_s);
    m_files->setAccessibleName(tr("Skill files"));
    m_files->setHeaderLabels({tr("File"), tr("Size"), tr("Digest")});
    m_files->setRootIsDecorated(false);
    m_files->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    layout->addWidget(m_files, 1);
    auto *actions = new QHBoxLayout;
    m_read = new QPushButton(tr("Read file"), top);
    m_read->setObjectName(u"readSkillFileButton"_s);
    m_read->setToolTip(tr("Read the selected file (resources/read) and verify its size and "
                          "digest; the skill's SKILL.md is read and verified first."));
    actions->addWidget(m_read);
    actions->addStretch();
    layout->addLayout(actions);

    auto *bottom = new QWidget(split);
    auto *bottomLayout = new QVBoxLayout(bottom);
    m_banner = ServerText::label(u"skillFileBanner"_s, bottom);
    m_content = new QPlainTextEdit(bottom);
    m_content->setObjectName(u"skillFileContents"_s);
    m_content->setAccessibleName(tr("File contents"));
    m_content->setReadOnly(true);
    bottomLayout->addWidget(m_banner);
    bottomLayout->addWidget(m_content, 1);
    split->setStretchFactor(1, 1);

    connect(m_read, &QPushButton::clicked, this, &SkillsPane::readSelectedFile);
    connect(m_files, &QTreeWidget::currentItemChanged, this, [this] {
        m_read->setEnabled(!selectedFileUri().isEmpty() && m_session
                           && m_session->state() == McpSession::State::Ready);
    });
    connect(m_files, &QTreeWidget::itemDoubleClicked, this, &SkillsPane::readSelectedFile);
    return split;
}

void SkillsPane::setSession(McpSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    m_listedOnce = false;
    m_catalog->setSession(session);
    m_list->clear();
    m_loadMore->hide();
    m_shownFile.clear();
    m_content->clear();
    m_banner->clear();
    if (session)
        connect(session, &McpSession::stateChanged, this, &SkillsPane::handleSessionState);
    handleSessionState();
    showSelection();
}

void SkillsPane::setContext(SessionContext *context)
{
    context->followShown(this, [this, context] { setSession(context->session()); });
}

void SkillsPane::handleSessionState()
{
    const bool ready = m_session && m_session->state() == McpSession::State::Ready;
    m_refresh->setEnabled(ready);
    PaletteColors::setTextTone(m_status, PaletteColors::Tone::Neutral);
    if (ready && !m_listedOnce && m_catalog->serverOffersSkills()) {
        m_listedOnce = true;
        refresh();
    } else if (ready && !m_catalog->serverOffersSkills()) {
        m_status->setText(tr("The server does not declare the skills extension "
                             "(io.modelcontextprotocol/skills). Refresh asks anyway."));
    } else if (!ready) {
        m_status->setText(m_list->topLevelItemCount() > 0
                              ? tr("Not connected: showing what the server offered last.")
                              : tr("Connect to a server to list its skills."));
    }
    showSelection();
}

void SkillsPane::refresh()
{
    if (!m_session || m_session->state() != McpSession::State::Ready)
        return;
    m_status->setText(tr("Listing skills…"));
    m_refresh->setEnabled(false);
    m_loadMore->hide();
    m_catalog->refresh();
}

void SkillsPane::showSkills()
{
    const QString previous = selectedSkillUri();
    m_list->clear();
    for (const SkillManifest &skill : m_catalog->skills()) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, ServerText::line(skill.name.isEmpty() ? skill.uri : skill.name));
        item->setData(0, kSkillUriRole, skill.uri);
        item->setToolTip(0, ServerText::toolTip(skill.description));
    }
    for (const SkillManifest &skill : m_catalog->skills())
        updateSkillRow(skill.uri);
    QStringList notes{tr("%n skill(s)", nullptr, int(m_catalog->skills().size()))};
    for (const QString &warning : m_catalog->warnings())
        notes << ServerText::line(warning);
    if (m_catalog->hasMore())
        notes << tr("Load more lists the next %n page(s)", nullptr, PagedList::kDefaultPageBudget);
    m_status->setText(notes.join(u" · "_s));
    const bool ready = m_session && m_session->state() == McpSession::State::Ready;
    m_refresh->setEnabled(ready);
    m_loadMore->setVisible(m_catalog->hasMore());
    m_loadMore->setEnabled(ready);
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        if (m_list->topLevelItem(i)->data(0, kSkillUriRole).toString() == previous)
            m_list->setCurrentItem(m_list->topLevelItem(i));
    }
    if (!m_list->currentItem() && m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    showSelection();
}

void SkillsPane::updateSkillRow(const QString &skillUri)
{
    const SkillManifest *skill = m_catalog->skill(skillUri);
    if (!skill)
        return;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(i);
        if (item->data(0, kSkillUriRole).toString() != skillUri)
            continue;
        const SkillCatalog::SkillState state = m_catalog->state(skillUri);
        item->setText(1, skillStateText(state, *skill));
        const bool bad = state == SkillCatalog::SkillState::Failed || !skill->problems.isEmpty();
        const bool good = state == SkillCatalog::SkillState::Loaded;
        const PaletteColors::Tone tone = bad    ? PaletteColors::Tone::Error
                                         : good ? PaletteColors::Tone::Success
                                                : PaletteColors::Tone::Neutral;
        item->setForeground(1, PaletteColors::text(palette(), tone));
    }
    if (skillUri == selectedSkillUri())
        showSelection();
}

QString SkillsPane::selectedSkillUri() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(0, kSkillUriRole).toString() : QString();
}

QString SkillsPane::selectedFileUri() const
{
    const QTreeWidgetItem *item = m_files->currentItem();
    return item ? item->data(0, kSkillUriRole).toString() : QString();
}

void SkillsPane::showSelection()
{
    const SkillManifest *skill = m_catalog->skill(selectedSkillUri());
    if (!skill) {
        m_title->setText(tr("No skill selected"));
        m_description->clear();
        m_errors->clear();
        m_errors->hide();
        m_frontmatter->clear();
        m_files->clear();
        m_read->setEnabled(false);
        return;
    }
    showManifest(*skill);
}

void SkillsPane::showManifest(const SkillManifest &skill)
{
    const QString keepFile = selectedFileUri();
    m_title->setText(ServerText::line(skill.name.isEmpty() ? skill.uri : skill.name));
    m_description->setText(ServerText::plain(skill.description));
    QStringList errors;
    for (const QString &problem : skill.problems)
        errors << ServerText::line(problem);
    if (m_catalog->state(skill.uri) == SkillCatalog::SkillState::Failed)
        errors.prepend(tr("Verification failed, the skill is not loaded: %1")
                           .arg(ServerText::line(m_catalog->failure(skill.uri))));
    m_errors->setText(errors.join(u'\n'));
    m_errors->setVisible(!errors.isEmpty());
    m_frontmatter->setPlainText(ServerText::plain(
        QString::fromUtf8(QJsonDocument(skill.frontmatter).toJson(QJsonDocument::Indented))));
    m_files->clear();
    if (skill.dynamicResources) {
        auto *item = new QTreeWidgetItem(m_files);
        item->setText(0, ServerText::line(skill.uri));
        item->setText(2, tr("dynamic: not listed, cannot be verified"));
        item->setData(0, kSkillUriRole, skill.uri);
    }
    for (const SkillFile &file : skill.files) {
        auto *item = new QTreeWidgetItem(m_files);
        item->setText(0, ServerText::line(file.uri));
        item->setText(1, file.size < 0 ? u"?"_s : tr("%n byte(s)", nullptr, int(file.size)));
        item->setText(2,
                      file.problem.isEmpty() ? ServerText::line(file.digest)
                                             : ServerText::line(file.problem));
        item->setToolTip(2, ServerText::toolTip(file.digest));
        item->setData(0, kSkillUriRole, file.uri);
        if (!file.problem.isEmpty())
            item->setForeground(2, PaletteColors::text(palette(), PaletteColors::Tone::Error));
        if (file.uri == keepFile)
            m_files->setCurrentItem(item);
    }
    m_files->resizeColumnToContents(1);
    if (!m_files->currentItem() && m_files->topLevelItemCount() > 0)
        m_files->setCurrentItem(m_files->topLevelItem(0));
    m_read->setEnabled(!selectedFileUri().isEmpty() && m_session
                       && m_session->state() == McpSession::State::Ready);
}

void SkillsPane::readSelectedFile()
{
    const QString uri = selectedFileUri();
    if (uri.isEmpty() || !m_session || m_session->state() != McpSession::State::Ready)
        return;
    m_shownFile = uri;
    m_content->clear();
    m_content->show();
    m_banner->setText(tr("Reading %1…").arg(ServerText::line(uri)));
    PaletteColors::setTextTone(m_banner, PaletteColors::Tone::Neutral);
    m_catalog->readFile(uri);
}

void SkillsPane::showFile(const QString &uri, const QByteArray &bytes, bool verified)
{
    if (uri != m_shownFile)
        return;
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(bytes);
    m_banner->setText(
        verified ? tr("%1: %n byte(s), size and digest verified", nullptr, int(bytes.size()))
                       .arg(ServerText::line(uri))
                 : tr("%1: %n byte(s), NOT verified (the skill's files are "
                      "dynamic)",
                      nullptr,
                      int(bytes.size()))
                       .arg(ServerText::line(uri)));
    PaletteColors::setTextTone(
        m_banner, verified ? PaletteColors::Tone::Success : PaletteColors::Tone::Warning);
    m_content->setPlainText(
        decoder.hasError()
            ? tr("(binary content, %n byte(s), not shown)", nullptr, int(bytes.size()))
            : ServerText::plain(text, 1024 * 1024));
}

void SkillsPane::showFileFailure(const QString &uri, const QString &why)
{
    if (uri != m_shownFile)
        return;
    m_content->clear();
    m_content->hide(); // nothing to show: the error gets the room
    m_banner->setText(tr("Error: %1\nThe content was not used.").arg(ServerText::line(why, 600)));
    PaletteColors::setTextTone(m_banner, PaletteColors::Tone::Error);
}
