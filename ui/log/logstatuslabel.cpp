// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "logstatuslabel.h"

#include "displaytext.h"

#include <core/log/messagelogmodel.h>

using namespace Qt::StringLiterals;

LogStatusLabel::LogStatusLabel(MessageLogModel *model, QWidget *parent)
    : QLabel(parent)
    , m_model(model)
{
    setObjectName(u"logStatusLabel"_s);
    m_timer.setSingleShot(true);
    m_timer.setInterval(kIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &LogStatusLabel::update);
    auto later = [this] {
        if (!m_timer.isActive())
            m_timer.start();
    };
    connect(model, &QAbstractItemModel::rowsInserted, this, later);
    connect(model, &QAbstractItemModel::modelReset, this, later);
    update();
}

void LogStatusLabel::update()
{
    if (!m_model)
        return;
    const int rows = m_model->rowCount();
    const QString size = DisplayText::formatSize(m_model->totalRawBytes());
    setText(rows == 1 ? tr("1 row · %1").arg(size) : tr("%Ln rows · %1", nullptr, rows).arg(size));
    setToolTip(tr("Rows in the message log and the bytes of the traffic they hold"));
}
