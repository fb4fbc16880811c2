// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>

class QObject;
class QSettings;

// The GUI's language: the languages mcpscope ships, which one this start uses (--lang, else
// the setting "language/ui", else the system locale) and the translators that apply it:
// mcpscope's own (:/i18n/mcpscope_<lang>.qm, compiled from resources/translations) and Qt's
// qtbase (QLibraryInfo::TranslationsPath, from qt6-translations-l10n) for Qt's own dialogs
// and buttons. English is the source language: choosing it loads nothing.
// Install before the first widget exists: a widget translates its texts when it is made, so
// a change applies at the next start. GUI thread.
class UiLanguage
{
    Q_DECLARE_TR_FUNCTIONS(UiLanguage)
public:
    struct Language
    {
        QString code;       // "en", "zh_CN", "de": what --lang and the setting take
        QString nativeName; // the language named in itself, for the menu
    };
    // English first, then the translations.
    static QList<Language> available();
    // A --lang value as its code ("zh-CN", "zh_cn" → "zh_CN", "DE" → "de"); empty when mcpscope
    // has no such language.
    static QString codeOf(const QString &name);
    // "en, zh_CN, de": the codes for a usage message.
    static QString codesText();

    static const char *const kSettingKey; // "language/ui"; absent: the system's language
    // The saved choice: a code, or empty for the system's language.
    static QString savedCode(const QSettings &settings);
    static void saveCode(QSettings &settings, const QString &code);

    // The locale this start uses: `commandLineCode` (a code from codeOf) when given, else the
    // saved choice, else the system's.
    static QLocale chosenLocale(const QString &commandLineCode, const QSettings &settings);

    struct Installed
    {
        bool application = false; // mcpscope's own translation was found and installed
        bool qt = false;          // Qt's qtbase translation was found and installed
    };
    // Installs the translators for `locale` into the application, as children of `owner`
    // (deleting it removes them). An English locale installs nothing. `folder` holds
    // mcpscope_<lang>.qm (tests pass their own).
    static Installed
    install(const QLocale &locale, QObject *owner, const QString &folder = translationsFolder());
    // Where mcpscope's .qm files are: the resource folder qt_add_translations fills.
    static QString translationsFolder();
};
