// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "listheader.h"

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
    header.filter->setClearButtonEnabled(true);
    header.refresh = new QPushButton(QCoreApplication::translate("ListHeader", "Refresh"), parent);
    header.refresh->setObjectName(refreshObjectName);
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText); // a title, never markup
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    label->setText(title);
    header.layout = new QHBoxLayout;
    header.layout->addWidget(label);
    header.layout->addWidget(header.filter, 1);
    header.layout->addWidget(header.refresh);
    return header;
}
