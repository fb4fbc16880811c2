// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uilanguage.h"

#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

using namespace Qt::StringLiterals;

const char *const UiLanguage::kSettingKey = "language/ui";

QList<UiLanguage::Language> UiLanguage::available()
{
    // Each named in itself, so a person who cannot read the current language finds theirs.
    return {{u"en"_s, u"English"_s}, {u"zh_CN"_s, u"简体中文"_s}, {u"de"_s, u"Deutsch"_s}};
}

QString UiLanguage::codeOf(const QString &name)
{
    const QString wanted = QString(name).replace(u'-', u'_');
    for (const Language &language : available()) {
        if (language.code.compare(wanted, Qt::CaseInsensitive) == 0)
            return language.code;
    }
    return {};
}

QString UiLanguage::codesText()
{
    QStringList codes;
    for (const Language &language : available())
        codes << language.code;
    return codes.join(u", "_s);
}

QString UiLanguage::savedCode(const QSettings &settings)
{
    // A value written by another version, or by hand, that names no language is the system's.
    return codeOf(settings.value(QLatin1StringView(kSettingKey)).toString());
}

void UiLanguage::saveCode(QSettings &settings, const QString &code)
{
    if (code.isEmpty())
        settings.remove(QLatin1StringView(kSettingKey));
    else
        settings.setValue(QLatin1StringView(kSettingKey), code);
}

QLocale UiLanguage::chosenLocale(const QString &commandLineCode, const QSettings &settings)
{
    const QString code = commandLineCode.isEmpty() ? savedCode(settings) : commandLineCode;
    return code.isEmpty() ? QLocale::system() : QLocale(code);
}

UiLanguage::Installed
UiLanguage::install(const QLocale &locale, QObject *owner, const QString &folder)
{
    Installed installed;
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return installed; // the source language: nothing to load, not even Qt's
    // QTranslator::load(QLocale) tries the locale's UI languages from the most specific
    // (zh_Hans_CN, zh_CN, zh): a system in de_AT finds mcpscope_de.qm.
    auto *application = new QTranslator(owner);
    if (application->load(locale, u"mcpscope"_s, u"_"_s, folder))
        installed.application = QCoreApplication::installTranslator(application);
    else
        delete application;
    auto *qt = new QTranslator(owner);
    if (qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        installed.qt = QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return installed;
}

QString UiLanguage::translationsFolder()
{
    return u":/i18n"_s;
}
