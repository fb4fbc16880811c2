// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "screenshottest.h"

#include <ui/forms/schemaformview.h>
#include <ui/prompts/promptlistmodel.h>
#include <ui/prompts/promptmessagesview.h>
#include <ui/prompts/promptspane.h>
#include <ui/resources/resourcecontentsview.h>
#include <ui/resources/resourcelistmodel.h>
#include <ui/resources/resourcescontroller.h>
#include <ui/resources/resourcespane.h>

#include <QLineEdit>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace {

// The README's screenshots of the Resources and Prompts tabs.
using Screenshots = ScreenshotTest;

TEST_F(Screenshots, Resources)
{
    connectToServer();
    m_window->showTab(u"resourcesPane"_s);
    auto *pane = UiTest::find<ResourcesPane>(m_window.get(), u"resourcesPane"_s);
    ASSERT_TRUE(UiTest::waitFor([pane] { return pane->selectResource(u"demo://docs/readme"_s); }));
    pane->readSelected();
    ASSERT_TRUE(UiTest::waitFor([pane] { return !pane->contentsView()->text().isEmpty(); }));
    save(u"resources.png"_s);
}

TEST_F(Screenshots, Prompts)
{
    connectToServer();
    m_window->showTab(u"promptsPane"_s);
    auto *pane = UiTest::find<PromptsPane>(m_window.get(), u"promptsPane"_s);
    ASSERT_TRUE(UiTest::waitFor([pane] { return pane->selectPrompt(u"code_review"_s); }));
    QTest::keyClicks(qobject_cast<QLineEdit *>(pane->form()->inputAt(u"/code"_s)),
                     u"for (auto x : xs) total += x;"_s);
    auto *language = qobject_cast<QLineEdit *>(pane->form()->inputAt(u"/language"_s));
    language->setFocus();
    QTest::keyClicks(language, u"c++"_s);
    pane->getPrompt();
    ASSERT_TRUE(UiTest::waitFor([pane] { return pane->messagesView()->messageCount() > 0; }));
    save(u"prompts.png"_s);
}

} // namespace
