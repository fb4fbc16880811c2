// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QTimer>

#include <optional>

class MessageFilterProxyModel;
class MessageLogModel;
class MessageLogSearch;
class MessageLogToolbar;
class QShortcut;
class QTableView;
class QWidget;

// The log view's search in frames at work: runs a MessageLogSearch as the search box is typed in
// (once the typing pauses), steps the table's selection through its matches (F3, Shift+F3,
// Enter: once the search has finished), feeds "Only matches" to the proxy, and shows the
// progress of a running filter or search job, which Esc stops. Owned by the view; holds no rows.
class MessageLogFinder : public QObject
{
    Q_OBJECT
public:
    MessageLogFinder(MessageLogModel *model,
                     MessageFilterProxyModel *proxy,
                     QTableView *table,
                     MessageLogToolbar *toolbar,
                     QWidget *view);

    MessageLogSearch *search() const { return m_search; }
    // Selects the next (or previous) shown row matching the search text, wrapping around; false
    // when none does, or when the search is still running (it selects the row when done).
    bool findNext(bool backwards);
    void cancelJobs();

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    int currentRow() const;
    void startSearch();
    void searchFinished();
    bool goToMatch(bool backwards);
    void applyOnlyMatches();
    void updateProgress();

    MessageLogModel *m_model = nullptr;
    MessageFilterProxyModel *m_proxy = nullptr;
    QTableView *m_table = nullptr;
    MessageLogToolbar *m_toolbar = nullptr;
    MessageLogSearch *m_search = nullptr;
    QTimer m_searchDelay;              // typing in the search box: search once the typing pauses
    std::optional<bool> m_pendingFind; // F3 pressed while searching: backwards or not
    bool m_found = false;              // the last goToMatch() selected a row
    QShortcut *m_cancelShortcut = nullptr;
    int m_filterPercent = 0;
    int m_searchPercent = 0;
};
