// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "eventloopchoice.h"

#include <QtGlobal>

EventLoopChoice::EventLoopChoice()
    : m_userChose(qEnvironmentVariableIsSet("QT_NO_GLIB"))
{
    if (!m_userChose)
        qputenv("QT_NO_GLIB", "1");
}

void EventLoopChoice::restoreEnvironment() const
{
    if (!m_userChose)
        qunsetenv("QT_NO_GLIB");
}
