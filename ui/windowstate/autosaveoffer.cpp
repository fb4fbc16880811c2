// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "autosaveoffer.h"

#include "session/sessioncontroller.h"
#include "widgets/servertext.h"

#include <core/platform/offthread.h>
#include <core/session/sessionwriter.h>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLocale>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace {

// A session file is a header line and then one line per event.
qint64 recordedEvents(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    constexpr qint64 kChunk = 1024 * 1024;
    qint64 lines = 0;
    while (!file.atEnd()) {
        const QByteArray chunk = file.read(kChunk);
        if (chunk.isEmpty())
            break;
        lines += chunk.count('\n');
    }
    return std::max<qint64>(0, lines - 1);
}

} // namespace

AutosaveOffer::AutosaveOffer(SessionController *sessions, QWidget *parent)
    : NoticeBanner(u"autosaveOffer"_s, u"autosaveOfferText"_s, parent)
    , m_sessions(sessions)
{
    QPushButton *reopen = addButton(tr("&Reopen"), u"autosaveReopen"_s);
    reopen->setToolTip(tr("Opens the recording offline: nothing is started or connected"));
    QPushButton *saveAs = addButton(tr("Save &As…"), u"autosaveSaveAs"_s);
    saveAs->setToolTip(tr("Copies the recording to a file of your choice"));
    QPushButton *discard = addButton(tr("&Discard"), u"autosaveDiscard"_s);
    discard->setToolTip(tr("Deletes the recording that was offered"));
    // A push button's accessible name is its text without the mnemonic: nothing to add.
    connect(reopen, &QPushButton::clicked, this, &AutosaveOffer::reopen);
    connect(saveAs, &QPushButton::clicked, this, &AutosaveOffer::askToSaveAs);
    connect(discard, &QPushButton::clicked, this, &AutosaveOffer::discard);
}

void AutosaveOffer::offer(const QStringList &recordings)
{
    m_recordings = recordings;
    if (recordings.isEmpty()) {
        hide();
        return;
    }
    auto *watcher = new QFutureWatcher<qint64>(this);
    connect(watcher, &QFutureWatcher<qint64>::finished, this, [this, watcher] {
        showCounted(watcher->result());
        watcher->deleteLater();
    });
    watcher->setFuture(
        OffThread::run([path = recordings.first()] { return recordedEvents(path); }));
}

void AutosaveOffer::showCounted(qint64 events)
{
    const QString saved
        = QLocale().toString(QFileInfo(offered()).lastModified(), QLocale::ShortFormat);
    const int n = int(std::min<qint64>(events, std::numeric_limits<int>::max()));
    if (m_recordings.size() == 1) {
        showText(tr("mcpscope did not close normally. The session it was recording (%n event(s), "
                    "saved at %1) can be reopened.",
                    nullptr,
                    n)
                     .arg(saved));
    } else {
        showText(tr("mcpscope did not close normally. The newest of the %1 sessions it was "
                    "recording (%n event(s), saved at %2) can be reopened; the others are in the "
                    "sessions folder.",
                    nullptr,
                    n)
                     .arg(QString::number(m_recordings.size()), saved));
    }
    textLabel()->setToolTip(ServerText::toolTip(QDir::toNativeSeparators(offered())));
    Q_EMIT ready();
}

void AutosaveOffer::reopen()
{
    if (offered().isEmpty())
        return;
    m_sessions->openSession(offered()); // offline: nothing is started
    hide();
}

bool AutosaveOffer::saveAs(const QString &target, QString *error) const
{
    return SessionWriter::copyAtomically(offered(), target, error);
}

void AutosaveOffer::askToSaveAs()
{
    const QString target = QFileDialog::getSaveFileName(
        this, tr("Save Recording As"), QDir::homePath(), SessionController::fileFilter());
    if (target.isEmpty())
        return;
    QString error;
    if (saveAs(target, &error))
        showText(tr("The recording was saved to %1.").arg(QDir::toNativeSeparators(target)));
    else
        showText(tr("The recording was not saved: %1").arg(error));
}

void AutosaveOffer::discard()
{
    QFile::remove(offered()); // the others stay in the sessions folder, as the text says
    m_recordings.clear();
    hide();
}
