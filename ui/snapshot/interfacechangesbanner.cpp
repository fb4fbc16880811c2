// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "interfacechangesbanner.h"

#include <QPushButton>

using namespace Qt::StringLiterals;

InterfaceChangesBanner::InterfaceChangesBanner(QWidget *parent)
    : NoticeBanner(u"interfaceChangesBanner"_s, u"interfaceChangesText"_s, parent)
{
    connect(addButton(tr("Show &Changes…"), u"showChangesButton"_s),
            &QPushButton::clicked,
            this,
            &InterfaceChangesBanner::showChangesRequested);
    connect(addButton(tr("Dismiss"), u"dismissChangesButton"_s),
            &QPushButton::clicked,
            this,
            &QWidget::hide);
}
