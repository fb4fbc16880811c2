// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Translations: --lang and the setting choose the language, UiLanguage loads mcpscope's and
// Qt's translations, and the committed .ts files keep the sources' placeholders.
#include "tsfile.h"
#include "uitesthelpers.h"

#include <ui/i18n/languagemenu.h>
#include <ui/i18n/uilanguage.h>
#include <ui/mainwindow.h>

#include <QAction>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>

#include <algorithm>
#include <app/gui/guioptions.h>
#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QStringList menuTitles(const MainWindow &window)
{
    QStringList titles;
    for (const QAction *menu : window.menuBar()->actions())
        titles << menu->text();
    return titles;
}

// The placeholders of a message: %1…%99 and %n/%Ln, sorted, each as often as it occurs.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(uR"(%L?(\d{1,2}|n))"_s);
    QStringList found;
    for (QRegularExpressionMatchIterator it = pattern.globalMatch(text); it.hasNext();) {
        QString placeholder = it.next().captured(0);
        found << placeholder.remove(u'L'); // %Ln and %n are the same number
    }
    found.sort();
    return found;
}

// Whether a text has a keyboard accelerator: "&" before a character other than "&" or space.
bool hasAccelerator(const QString &text)
{
    static const QRegularExpression pattern(u"(^|[^&])&[^&\\s]"_s);
    return text.contains(pattern);
}

// What is wrong with the translations of `code`: a placeholder lost or added, an accelerator
// lost (accelerators: when `checkAccelerators`), a finished message without text.
QStringList translationProblems(const QString &code, bool checkAccelerators)
{
    const TsFile file = TsFile::read(TsFile::committedPath(code));
    if (!file.error.isEmpty())
        return {file.error};
    QStringList problems;
    for (const TsMessage &message : file.messages) {
        const QStringList wanted = placeholders(message.source);
        for (const QString &translation : message.translations) {
            if (translation.isEmpty())
                continue; // not translated yet: the completeness test's matter
            const QString where
                = u"%1 \"%2\" → \"%3\""_s.arg(message.context, message.source, translation);
            // A numerus form may leave %n out ("one file" in a singular form).
            QStringList got = placeholders(translation);
            QStringList expected = wanted;
            if (message.numerus && !got.contains(u"%n"_s))
                expected.removeAll(u"%n"_s);
            if (got != expected)
                problems << u"placeholders %1 instead of %2: %3"_s.arg(
                    got.join(u' '), expected.join(u' '), where);
            if (checkAccelerators && hasAccelerator(message.source) && !hasAccelerator(translation))
                problems << u"the accelerator (&) is lost: %1"_s.arg(where);
        }
    }
    return problems;
}

QString testTranslations()
{
    return QStringLiteral(MCPSCOPE_TEST_QM_DIR);
}

} // namespace

TEST(Translations, LangTakesTheShippedLanguagesInAnySpelling)
{
    const auto language = [](const QString &value) {
        const GuiOptions options = GuiOptions::parse({u"mcpscope"_s, u"--lang"_s, value});
        EXPECT_TRUE(options.error.isEmpty()) << qPrintable(options.error);
        return options.language;
    };
    EXPECT_EQ(language(u"zh_CN"_s), u"zh_CN"_s);
    EXPECT_EQ(language(u"zh-cn"_s), u"zh_CN"_s);
    EXPECT_EQ(language(u"de"_s), u"de"_s);
    EXPECT_EQ(language(u"en"_s), u"en"_s);
    EXPECT_TRUE(GuiOptions::parse({u"mcpscope"_s}).language.isEmpty());
}

TEST(Translations, UnknownLangIsAUsageErrorNamingTheLanguages)
{
    const GuiOptions options = GuiOptions::parse({u"mcpscope"_s, u"--lang"_s, u"xx"_s});
    EXPECT_EQ(options.error, u"--lang must be one of en, zh_CN, de, got \"xx\""_s);
}

#ifdef MCPSCOPE_GUI_PATH
TEST(Translations, UnknownLangExitsWithTwoAndSaysWhyOnStandardError)
{
    QProcess gui;
    gui.start(QStringLiteral(MCPSCOPE_GUI_PATH), {u"--lang"_s, u"klingon"_s});
    ASSERT_TRUE(UiTest::waitFor([&gui] { return gui.state() == QProcess::NotRunning; }, 30000));
    EXPECT_EQ(gui.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(gui.exitCode(), 2);
    EXPECT_EQ(QString::fromUtf8(gui.readAllStandardError()).trimmed(),
              u"mcpscope: --lang must be one of en, zh_CN, de, got \"klingon\""_s);
}
#endif

TEST(Translations, CommandLineBeatsTheSettingWhichBeatsTheSystem)
{
    QSettings settings;
    UiLanguage::saveCode(settings, QString());
    EXPECT_EQ(UiLanguage::chosenLocale(QString(), settings), QLocale::system());
    UiLanguage::saveCode(settings, u"de"_s);
    EXPECT_EQ(UiLanguage::chosenLocale(QString(), settings).language(), QLocale::German);
    EXPECT_EQ(UiLanguage::chosenLocale(u"zh_CN"_s, settings).language(), QLocale::Chinese);
    settings.setValue(QLatin1StringView(UiLanguage::kSettingKey), u"tlh"_s); // no such language
    EXPECT_EQ(UiLanguage::chosenLocale(QString(), settings), QLocale::system());
    UiLanguage::saveCode(settings, QString());
}

TEST(Translations, ChineseTranslatesTheWindowBuiltAfterIt)
{
    QObject owner;
    const UiLanguage::Installed installed
        = UiLanguage::install(QLocale(u"zh_CN"_s), &owner, testTranslations());
    EXPECT_TRUE(installed.application);
    EXPECT_TRUE(installed.qt) << "qtbase_zh_CN.qm (qt6-translations-l10n) was not found";
    MainWindow window;
    EXPECT_TRUE(menuTitles(window).contains(u"服务器(&S)"_s))
        << qPrintable(menuTitles(window).join(u' '));
    EXPECT_FALSE(menuTitles(window).contains(u"&Server"_s));
    // Qt's own words come from qtbase_zh_CN.qm.
    EXPECT_NE(QCoreApplication::translate("QPlatformTheme", "Cancel"), u"Cancel"_s);
}

TEST(Translations, GermanFromTheSettingTranslatesToo)
{
    QSettings settings;
    UiLanguage::saveCode(settings, u"de"_s);
    QObject owner;
    const UiLanguage::Installed installed = UiLanguage::install(
        UiLanguage::chosenLocale(QString(), settings), &owner, testTranslations());
    UiLanguage::saveCode(settings, QString());
    EXPECT_TRUE(installed.application);
    EXPECT_TRUE(installed.qt);
    EXPECT_EQ(QCoreApplication::translate("MainWindow", "&Log"), u"&Protokoll"_s);
}

TEST(Translations, EnglishLoadsNothingAndTheTranslatorsLeaveWithTheirOwner)
{
    {
        QObject owner;
        const UiLanguage::Installed installed = UiLanguage::install(QLocale(u"en"_s), &owner);
        EXPECT_FALSE(installed.application);
        EXPECT_FALSE(installed.qt);
    }
    {
        QObject owner;
        UiLanguage::install(QLocale(u"zh_CN"_s), &owner, testTranslations());
    }
    EXPECT_EQ(QCoreApplication::translate("MainWindow", "&Server"), u"&Server"_s);
}

TEST(Translations, TheShippedFilesAreBuiltIntoTheProgram)
{
    // qt_add_translations compiled resources/translations/*.ts into :/i18n.
    for (const UiLanguage::Language &language : UiLanguage::available()) {
        if (language.code == "en"_L1)
            continue;
        const QString path
            = u"%1/mcpscope_%2.qm"_s.arg(UiLanguage::translationsFolder(), language.code);
        EXPECT_TRUE(QFile::exists(path)) << qPrintable(path);
    }
}

TEST(Translations, TheLanguageMenuSavesTheChoiceForTheNextStart)
{
    QSettings().clear();
    MainWindow window;
    auto *menu = window.findChild<QMenu *>(u"languageMenu"_s);
    ASSERT_NE(menu, nullptr);
    QStringList names;
    for (QAction *action : menu->actions())
        if (!action->isSeparator())
            names << action->text();
    EXPECT_EQ(names,
              QStringList({u"System"_s,
                           u"English"_s,
                           u"简体中文"_s,
                           u"Deutsch"_s,
                           u"Applies at the next start"_s}));
    auto *chinese = window.findChild<QAction *>(u"actionLanguage_zh_CN"_s);
    ASSERT_NE(chinese, nullptr);
    chinese->trigger();
    EXPECT_EQ(QSettings().value(QLatin1StringView(UiLanguage::kSettingKey)).toString(), u"zh_CN"_s);
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(u"starts next"_s));
    window.findChild<QAction *>(u"actionLanguageSystem"_s)->trigger();
    EXPECT_FALSE(QSettings().contains(QLatin1StringView(UiLanguage::kSettingKey)));
}

TEST(TranslationFiles, ChineseKeepsPlaceholdersAndAccelerators)
{
    const QStringList problems = translationProblems(u"zh_CN"_s, true);
    EXPECT_TRUE(problems.isEmpty()) << qPrintable(problems.join(u'\n'));
}

TEST(TranslationFiles, GermanKeepsPlaceholders)
{
    const QStringList problems = translationProblems(u"de"_s, false);
    EXPECT_TRUE(problems.isEmpty()) << qPrintable(problems.join(u'\n'));
}

// Every message of mcpscope_zh_CN.ts translated: Chinese ships complete. A new string fails this
// until its Chinese is written (German may lag: its file is checked for placeholders only).
TEST(TranslationFiles, ChineseIsComplete)
{
    const TsFile file = TsFile::read(TsFile::committedPath(u"zh_CN"_s));
    ASSERT_TRUE(file.error.isEmpty()) << qPrintable(file.error);
    QStringList missing;
    for (const TsMessage &message : file.messages) {
        const bool empty = message.translations.isEmpty()
                           || std::any_of(message.translations.cbegin(),
                                          message.translations.cend(),
                                          [](const QString &text) { return text.isEmpty(); });
        if (!message.type.isEmpty() || empty)
            missing << u"%1 \"%2\" (%3)"_s.arg(message.context,
                                               message.source,
                                               message.type.isEmpty() ? u"empty"_s : message.type);
    }
    EXPECT_TRUE(missing.isEmpty())
        << missing.size() << " of " << file.messages.size() << " messages not finished:\n"
        << qPrintable(missing.join(u'\n'));
}

// The obvious misses, found in the sources: a widget's text given as a string literal instead
// of tr(). The pseudo-translation test finds the rest (texts made at run time).
TEST(TranslatableSources, NoWidgetTextIsAStringLiteral)
{
    // A setter or constructor whose first argument is a string literal; group 2 is its text.
    static const QRegularExpression call(
        uR"re((?:\b(?:setText|setWindowTitle|addAction|addMenu|setTitle|setToolTip|addTab|)re"
        uR"re(insertTab|setTabText|setPlaceholderText|setStatusTip|setHeaderLabels|)re"
        uR"re(setHorizontalHeaderLabels|setLabelText|setInformativeText)|new (?:QPushButton|)re"
        uR"re(QCheckBox|QRadioButton|QGroupBox|QAction|QToolButton|QMenu))\(\s*\{?\s*)re"
        uR"re((QStringLiteral\(|QLatin1String\(|u8?)?"((?:[^"\\]|\\.)*)")re"_s);
    // Literals that are not words: symbols, and the protocol's own names shown as they are.
    static const QStringList notWords{u"+"_s, u"_meta"_s};
    QStringList found;
    int files = 0;
    for (const QString &folder : {u"ui"_s, u"app/gui"_s}) {
        QDirIterator it(QStringLiteral(MCPSCOPE_SOURCE_DIR) + u'/' + folder,
                        {u"*.cpp"_s},
                        QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << qPrintable(file.fileName());
            ++files;
            const QString text = QString::fromUtf8(file.readAll());
            for (QRegularExpressionMatchIterator m = call.globalMatch(text); m.hasNext();) {
                const QRegularExpressionMatch match = m.next();
                QString literal = match.captured(2);
                if (notWords.contains(literal))
                    continue;
                // A format of data only: placeholders and markup.
                literal.remove(QRegularExpression(u"%\\d|<[^>]*>"_s));
                if (std::none_of(
                        literal.cbegin(), literal.cend(), [](QChar c) { return c.isLetter(); }))
                    continue;
                const int line = int(text.left(match.capturedStart()).count(u'\n')) + 1;
                found << u"%1:%2: %3"_s.arg(
                    file.fileName(), QString::number(line), match.captured(0));
            }
        }
    }
    EXPECT_GT(files, 100); // a wrong path would make the scan pass
    EXPECT_TRUE(found.isEmpty()) << qPrintable(found.join(u'\n'));
}
