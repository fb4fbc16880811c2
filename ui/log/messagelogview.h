// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class MessageDetailView;
class MessageFilterProxyModel;
class MessageLogModel;
class QCheckBox;
class QLabel;
class QLayout;
class QLineEdit;
class QModelIndex;
class QSplitter;
class QTableView;

// The message log pane: a filter bar, the table of every frame and event (Wireshark's packet
// list) and the detail of the selected row. Follows new rows while the table is scrolled to
// the bottom and stops following as soon as the user scrolls up. Does not own the model.
class MessageLogView : public QWidget
{
    Q_OBJECT
public:
    explicit MessageLogView(MessageLogModel *model, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    // Selects a row of the log model (source row), clearing the filter if it hides the row.
    void selectRow(int sourceRow);
    // Selects the request or response paired with the current row, if there is one.
    void goToPairedRow();
    int currentRow() const; // source row, or -1
    bool isFollowing() const { return m_following; }

    void focusFilter();

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    QLayout *createFilterRow();
    void setUpTable();
    void sizeColumns();
    void showCurrent();
    void handleRowsInserted();
    void updateCount();

    MessageLogModel *m_model = nullptr;
    MessageFilterProxyModel *m_proxy = nullptr;
    QLineEdit *m_filter = nullptr;
    QCheckBox *m_errorsOnly = nullptr;
    QLabel *m_count = nullptr;
    QSplitter *m_splitter = nullptr;
    QTableView *m_table = nullptr;
    MessageDetailView *m_detail = nullptr;
    bool m_following = true;
};
