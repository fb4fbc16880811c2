// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class MessageFilterProxyModel;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QToolButton;

// The row above the message table: filters (direction, method glob, server, free text, errors
// only) applied to a MessageFilterProxyModel as they are typed, a search box with previous, next,
// its match count and "Only matches", the progress of a running filter or search job, the row
// count and Clear. Holds no rows itself; the log view does the searching.
class MessageLogToolbar : public QWidget
{
    Q_OBJECT
public:
    MessageLogToolbar(MessageFilterProxyModel *proxy, QWidget *parent = nullptr);

    QLineEdit *filterEdit() const { return m_text; }
    QLineEdit *searchEdit() const { return m_search; }
    QCheckBox *onlyMatchesBox() const { return m_onlyMatches; }
    QString searchText() const;
    // The servers the log has rows of: "All servers", "This server" and each by name (shown
    // when there are two or more).
    void setServers(const QStringList &servers);
    // The log connections of the server the window shows: what "This server" keeps.
    void setCurrentConnections(const QList<int> &connections);
    void setCount(int shown, int total);
    // "12 matches", "No match", "Search cancelled"; empty: nothing to say.
    void setSearchStatus(const QString &status);
    // A job's progress ("Filtering… 40 %", Esc to cancel); percent < 0 hides it.
    void setProgress(const QString &what, int percent);
    // Every filter back to "show all" (the proxy too), e.g. to reveal a row they hide.
    void resetFilters();

Q_SIGNALS:
    void findRequested(bool backwards);
    void clearRequested();

private:
    void createFilterWidgets();
    void applyDirection();
    void applyServer();

    MessageFilterProxyModel *m_proxy = nullptr;
    QComboBox *m_direction = nullptr;
    QLineEdit *m_method = nullptr;
    QComboBox *m_server = nullptr;
    QLineEdit *m_text = nullptr;
    QCheckBox *m_errorsOnly = nullptr;
    QLineEdit *m_search = nullptr;
    QToolButton *m_previous = nullptr;
    QToolButton *m_next = nullptr;
    QLabel *m_count = nullptr;
    QCheckBox *m_onlyMatches = nullptr;
    QLabel *m_matches = nullptr;
    QProgressBar *m_progress = nullptr;
    QList<int> m_currentConnections;
};
