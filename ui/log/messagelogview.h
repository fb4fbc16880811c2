// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "copyas.h"

#include <QPointer>
#include <QWidget>

class McpSession;
class MessageDetailView;
class MessageLogDelegate;
class MessageFilterProxyModel;
class MessageLogModel;
class MessageLogFinder;
class MessageLogSearch;
class MessageLogToolbar;
class QModelIndex;
class QSplitter;
class QTableView;
class SessionContext;

// The message log pane: a filter and search bar, the table of every frame and event
// (Wireshark's packet list) and the detail of the selected row. Follows new rows while the
// table is scrolled to the bottom and stops following as soon as the user scrolls up. Rows can
// be pinned (they stay visible whatever the filter) and copied as JSON, as an mcpscope-cli
// command or as curl for the current connection (context menu). Does not own the model.
class MessageLogView : public QWidget
{
    Q_OBJECT
public:
    enum class CopyFormat { Json, CliCommand, Curl };

    explicit MessageLogView(MessageLogModel *model, QWidget *parent = nullptr);
    ~MessageLogView() override;

    QTableView *table() const { return m_table; }
    MessageFilterProxyModel *proxy() const { return m_proxy; }
    MessageLogToolbar *toolbar() const { return m_toolbar; }
    MessageDetailView *detail() const { return m_detail; }
    MessageLogSearch *search() const;
    // Selects a row of the log model (source row), clearing the filter if it hides the row.
    void selectRow(int sourceRow);
    // Selects the request or response paired with the current row, if there is one.
    void goToPairedRow();
    int currentRow() const;          // source row, or -1
    QList<int> selectedRows() const; // source rows, in order
    bool isFollowing() const { return m_following; }

    void focusFilter();
    void focusSearch();
    // The connection of the server shown: what "Copy as" commands reproduce frames against.
    void setConnection(McpSession *session, const ServerConfig &config, bool noHandshake);
    // Follows the live connection of the server the window shows (setConnection at each
    // connect); the session id and the secrets to mask in copies come from the context, never
    // from the transport. A window with several servers calls it again when it shows another.
    void setContext(SessionContext *context);
    // The log connections (MessageLogModel::addConnection) of the server shown: the rows the
    // server filter's "This server" keeps.
    void setCurrentConnections(const QList<int> &connections);
    CopyContext copyContext() const;
    // The current row as text in a format; empty when it has no frame (or no curl for it).
    QString copyText(CopyFormat format) const;
    // Selects the next (or previous) shown row matching the search text, wrapping around; false
    // when none does, or when the search is still running (it selects the row when done).
    bool findNext(bool backwards = false);
    // Stops a running filter or search job (Esc).
    void cancelJobs();
    void setPinned(int sourceRow, bool pinned);
    void togglePinCurrent();

Q_SIGNALS:
    void statusMessage(const QString &message);
    // The user asked to replay the selected rows (context menu); selectedRows() has them.
    void replaySelectedRequested();

private:
    void setUpTable();
    void sizeColumns();
    void showCurrent();
    void selectOnly(const QModelIndex &index);
    void showContextMenu(const QPoint &position);
    void copyCurrent(CopyFormat format);
    void handleRowsInserted();
    void updateCount();
    void updateServers();

    MessageLogModel *m_model = nullptr;
    MessageFilterProxyModel *m_proxy = nullptr;
    MessageLogToolbar *m_toolbar = nullptr;
    QSplitter *m_splitter = nullptr;
    QTableView *m_table = nullptr;
    MessageLogDelegate *m_delegate = nullptr;
    MessageDetailView *m_detail = nullptr;
    MessageLogFinder *m_finder = nullptr;
    int m_rowBeforeReset = -1; // source row current before the proxy's reset
    QPointer<McpSession> m_session;
    QPointer<SessionContext> m_context;
    ServerConfig m_config;
    bool m_noHandshake = false;
    bool m_following = true;
};
