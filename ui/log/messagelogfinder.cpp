// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagelogfinder.h"

#include "messagefilterproxymodel.h"
#include "messagelogsearch.h"
#include "messagelogtoolbar.h"

#include <core/log/messagelogmodel.h>

#include <QCheckBox>
#include <QLineEdit>
#include <QShortcut>
#include <QTableView>

MessageLogFinder::MessageLogFinder(MessageLogModel *model,
                                   MessageFilterProxyModel *proxy,
                                   QTableView *table,
                                   MessageLogToolbar *toolbar,
                                   QWidget *view)
    : QObject(view)
    , m_model(model)
    , m_proxy(proxy)
    , m_table(table)
    , m_toolbar(toolbar)
    , m_search(new MessageLogSearch(model, this))
{
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_search->clear();
        m_toolbar->setSearchStatus({});
    });
    m_searchDelay.setSingleShot(true);
    m_searchDelay.setInterval(150);
    connect(&m_searchDelay, &QTimer::timeout, this, &MessageLogFinder::startSearch);
    connect(
        m_toolbar->searchEdit(), &QLineEdit::textChanged, this, [this] { m_searchDelay.start(); });
    connect(m_search, &MessageLogSearch::finished, this, &MessageLogFinder::searchFinished);
    connect(m_search, &MessageLogSearch::cancelled, this, [this] {
        m_pendingFind.reset();
        m_toolbar->setSearchStatus(tr("Search stopped"));
    });
    connect(m_toolbar->onlyMatchesBox(),
            &QCheckBox::toggled,
            this,
            &MessageLogFinder::applyOnlyMatches);
    connect(m_proxy, &MessageFilterProxyModel::filterCancelled, this, [this] {
        Q_EMIT statusMessage(tr("Filter stopped: the rows shown are the previous filter's"));
    });
    connect(
        m_proxy, &MessageFilterProxyModel::busyChanged, this, &MessageLogFinder::updateProgress);
    connect(m_proxy, &MessageFilterProxyModel::progressed, this, [this](int percent) {
        m_filterPercent = percent;
        updateProgress();
    });
    connect(m_search, &MessageLogSearch::busyChanged, this, &MessageLogFinder::updateProgress);
    connect(m_search, &MessageLogSearch::progressed, this, [this](int percent) {
        m_searchPercent = percent;
        updateProgress();
    });
    // Esc stops a long filter or search; only while one runs, so Esc keeps its other uses.
    m_cancelShortcut = new QShortcut(QKeySequence(Qt::Key_Escape), view, [this] { cancelJobs(); });
    m_cancelShortcut->setContext(Qt::WindowShortcut);
    m_cancelShortcut->setEnabled(false);
}

int MessageLogFinder::currentRow() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? m_proxy->mapToSource(current).row() : -1;
}

void MessageLogFinder::startSearch()
{
    m_searchDelay.stop();
    const QString text = m_toolbar->searchText();
    if (!text.isEmpty())
        m_toolbar->setSearchStatus(tr("Searching…"));
    m_search->start(text, m_proxy->snapshot());
}

void MessageLogFinder::searchFinished()
{
    const auto matches = m_search->matches();
    const int count = matches ? int(matches->size()) : 0;
    if (m_search->text().isEmpty())
        m_toolbar->setSearchStatus({});
    else
        m_toolbar->setSearchStatus(count == 0   ? tr("No match")
                                   : count == 1 ? tr("1 match")
                                                : tr("%n matches", nullptr, count));
    applyOnlyMatches();
    if (m_pendingFind) {
        const bool backwards = *m_pendingFind;
        m_pendingFind.reset();
        goToMatch(backwards);
    }
}

void MessageLogFinder::applyOnlyMatches()
{
    const bool only = m_toolbar->onlyMatchesBox()->isChecked() && !m_search->text().isEmpty();
    m_proxy->setOnlyRows(only ? m_search->matches() : nullptr);
}

bool MessageLogFinder::findNext(bool backwards)
{
    const QString text = m_toolbar->searchText();
    if (text.isEmpty())
        return false;
    // A new text, or rows the last search did not see: search first, then go.
    if (m_search->isBusy() && m_search->runningText() == text) {
        m_pendingFind = backwards; // selects the row when it finishes
        return false;
    }
    if (m_search->text() != text || m_search->searchedRows() != m_model->rowCount()
        || m_search->isBusy()) {
        m_pendingFind = backwards;
        m_found = false;
        startSearch(); // selects the row when it finishes (at once for a small log)
        return m_found;
    }
    return goToMatch(backwards);
}

bool MessageLogFinder::goToMatch(bool backwards)
{
    const int from = currentRow() >= 0 ? currentRow() : (backwards ? m_model->rowCount() : -1);
    const int row = m_search->nextMatch(from, backwards, [this](int sourceRow) {
        return m_proxy->mapFromSource(m_model->index(sourceRow, 0)).isValid();
    });
    m_found = row >= 0;
    if (!m_found) {
        Q_EMIT statusMessage(tr("No row matches \"%1\"").arg(m_search->text()));
        return false;
    }
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    // The match alone, even while Ctrl is held (the log allows an extended selection).
    m_table->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(index, QAbstractItemView::PositionAtCenter);
    return true;
}

void MessageLogFinder::cancelJobs()
{
    m_proxy->cancel();
    m_search->cancel();
}

void MessageLogFinder::updateProgress()
{
    const bool filtering = m_proxy->isBusy();
    const bool searching = m_search->isBusy();
    m_cancelShortcut->setEnabled(filtering || searching);
    if (filtering)
        m_toolbar->setProgress(tr("Filtering…"), m_filterPercent);
    else if (searching)
        m_toolbar->setProgress(tr("Searching…"), m_searchPercent);
    else
        m_toolbar->setProgress({}, -1);
    if (!filtering)
        m_filterPercent = 0;
    if (!searching)
        m_searchPercent = 0;
}
