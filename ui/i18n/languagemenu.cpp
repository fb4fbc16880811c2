// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "languagemenu.h"

#include "uilanguage.h"
#include "widgets/servertext.h"

#include <QActionGroup>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>

using namespace Qt::StringLiterals;

QMenu *LanguageMenu::addTo(QMenu *view, QMainWindow *window)
{
    QMenu *menu = view->addMenu(tr("&Language"));
    menu->setObjectName(u"languageMenu"_s);
    auto *group = new QActionGroup(menu);
    const QString saved = UiLanguage::savedCode(QSettings());
    const auto addChoice = [menu, group, saved, window](const QString &text,
                                                        const QString &code,
                                                        const QString &objectName) {
        QAction *action = menu->addAction(text);
        action->setObjectName(objectName);
        action->setCheckable(true);
        action->setChecked(code == saved);
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [window, code] {
            QSettings settings;
            UiLanguage::saveCode(settings, code);
            ServerText::showStatus(
                window->statusBar(),
                tr("The language changes when mcpscope starts next (--lang overrides it)."),
                10000);
        });
    };
    //: View › Language: the language of the operating system's settings
    addChoice(tr("System"), QString(), u"actionLanguageSystem"_s);
    // Not translated: each language is named in itself.
    for (const UiLanguage::Language &language : UiLanguage::available())
        addChoice(language.nativeName, language.code, u"actionLanguage_"_s + language.code);
    menu->addSeparator();
    QAction *note = menu->addAction(tr("Applies at the next start"));
    note->setObjectName(u"languageNote"_s);
    note->setEnabled(false);
    return menu;
}
