// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "recentsessions.h"

#include "session/sessioncontroller.h"
#include "widgets/servertext.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

using namespace Qt::StringLiterals;

namespace {
const QString kRecentKey = u"recent/files"_s;
} // namespace

RecentSessions::RecentSessions(SessionController *sessions, QMenu *fileMenu, QAction *before)
    : QObject(sessions)
    , m_sessions(sessions)
    , m_menu(new QMenu(tr("Open &Recent"), fileMenu))
{
    m_menu->setObjectName(u"recentMenu"_s);
    fileMenu->insertMenu(before, m_menu)->setObjectName(u"actionOpenRecent"_s);
    // Built when shown: a file may have gone since the last time.
    connect(m_menu, &QMenu::aboutToShow, this, &RecentSessions::rebuild);
    connect(sessions, &SessionController::sessionOpened, this, &RecentSessions::add);
    connect(sessions,
            &SessionController::sessionSaved,
            this,
            [this](const QString &target, const QString &error) {
                if (error.isEmpty())
                    add(target);
            });
    rebuild();
}

QStringList RecentSessions::files() const
{
    return QSettings().value(kRecentKey).toStringList().mid(0, kLimit);
}

void RecentSessions::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    QSettings().setValue(kRecentKey, list.mid(0, kLimit));
    rebuild();
}

void RecentSessions::clear()
{
    QSettings().remove(kRecentKey);
    rebuild();
}

void RecentSessions::rebuild()
{
    m_menu->clear();
    const QStringList list = files();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = list.at(i);
        // One line, and "&" is a character of the name, not a mnemonic.
        QString name = ServerText::line(QFileInfo(path).fileName());
        name.replace(u'&', u"&&"_s);
        QAction *open = m_menu->addAction(name);
        open->setObjectName(u"actionRecentSession%1"_s.arg(i));
        const QString shown = QDir::toNativeSeparators(path);
        if (QFileInfo(path).isFile()) {
            open->setToolTip(ServerText::toolTip(shown));
            connect(open, &QAction::triggered, m_sessions, [this, path] {
                m_sessions->openSession(path);
            });
        } else {
            open->setEnabled(false);
            open->setToolTip(ServerText::toolTip(tr("Not found: %1").arg(shown)));
        }
    }
    if (!list.isEmpty())
        m_menu->addSeparator();
    QAction *clearAction = m_menu->addAction(tr("&Clear Recent"), this, &RecentSessions::clear);
    clearAction->setObjectName(u"actionClearRecent"_s);
    clearAction->setEnabled(!list.isEmpty());
    m_menu->setToolTipsVisible(true);
}
