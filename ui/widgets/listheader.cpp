// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "listheader.h"

#include "widgets/servertext.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

ListHeader makeListHeader(const QString &title,
                          const QString &filterHint,
                          const QString &filterObjectName,
                          const QString &refreshObjectName,
                          QWidget *parent)
{
    ListHeader header;
    header.filter = new QLineEdit(parent);
    header.filter->setObjectName(filterObjectName);
    header.filter->setPlaceholderText(filterHint);
    header.filter->setAccessibleName(filterHint);
    header.filter->setClearButtonEnabled(true);
    header.refresh = new QPushButton(QCoreApplication::translate("ListHeader", "Refresh"), parent);
    header.refresh->setObjectName(refreshObjectName);
    QLabel *label = ServerText::caption(title, parent, true);
    header.layout = new QHBoxLayout;
    header.layout->addWidget(label);
    header.layout->addWidget(header.filter, 1);
    header.layout->addWidget(header.refresh);
    return header;
}
