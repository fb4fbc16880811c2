// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "authstep.h"

#include <QAbstractTableModel>
#include <QList>

// The steps of the authorization flows of one connection, one row each, as they happen:
// stage, action, URL, HTTP status, answer. A failed step says so through FailedRole, so that
// the view can highlight it.
class AuthStepModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { StageColumn, ActionColumn, StatusColumn, AnswerColumn, ColumnCount };
    enum Role { FailedRole = Qt::UserRole + 1 };

    using QAbstractTableModel::QAbstractTableModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void append(const AuthStep &step);
    void clear();
    const AuthStep &step(int row) const { return m_steps.at(row); }

private:
    QList<AuthStep> m_steps;
};
