// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// Untranslatable strings: under a pseudo-translation every message lupdate found (the
// committed mcpscope_zh_CN.ts, which i18n.ts-current keeps equal to lupdate's output) comes
// out as ⟦source⟧. Then every text of the window and its main dialogs that is not data must
// carry the marker: a string without tr(), or whose tr() looks in another context than
// lupdate filed it under (a class without Q_OBJECT), shows up unmarked. The screenshots
// (MCPSCOPE_PSEUDO_SCREENSHOTS=<folder>) show layouts with ~20 % longer strings.
#include "mainwindowtest.h"
#include "tsfile.h"

#include <core/catalog/configvariables.h>
#include <core/catalog/secretstore.h>
#include <core/catalog/servercatalog.h>
#include <core/mcp/mcpsession.h>
#include <ui/about/aboutdialog.h>
#include <ui/catalog/catalogcontroller.h>
#include <ui/catalog/catalogentrydialog.h>
#include <ui/catalog/catalogexportdialog.h>
#include <ui/catalog/catalogimportdialog.h>
#include <ui/connection/serversettingsdialog.h>
#include <ui/snapshot/interfacediffdialog.h>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace {

const QString kOpen = u"⟦"_s;
const QString kClose = u"⟧"_s;

// Translates exactly the messages of the .ts file, in their contexts, and Qt's own contexts
// (QPlatformTheme, QDialogButtonBox, …: qtbase's translation covers those).
class PseudoTranslator : public QTranslator
{
public:
    explicit PseudoTranslator(const TsFile &file)
    {
        for (const TsMessage &message : file.messages)
            m_known.insert(key(message.context, message.source, message.comment));
    }

    bool isEmpty() const override { return false; }

    QString translate(const char *context,
                      const char *source,
                      const char *disambiguation,
                      int) const override
    {
        const QString contextName = QString::fromUtf8(context);
        const QString text = QString::fromUtf8(source);
        const bool ours
            = m_known.contains(key(contextName, text, QString::fromUtf8(disambiguation)));
        if (!ours && !isQtContext(contextName))
            return {};
        return kOpen + text + kClose;
    }

    static bool isQtContext(const QString &context)
    {
        // QTabBar's close button is a class of Qt's without the Q.
        return (context.size() > 1 && context.at(0) == u'Q' && context.at(1).isUpper())
               || context == "CloseButton"_L1;
    }

private:
    static QString key(const QString &context, const QString &source, const QString &comment)
    {
        return context + u'\x1f' + source + u'\x1f' + comment;
    }

    QSet<QString> m_known;
};

// A text a person reads that is not data: is it marked? Texts without a letter (numbers,
// "…", "·", "✕") need no translation.
bool needsMarker(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.isLetter(); });
}

QString plainOf(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

// Widgets and actions (by object name) whose texts are data, not the program's words: every
// text of the widget and of what it holds, or with "/tooltip" only their tooltips. Each says
// why.
const QSet<QString> &dataWidgets()
{
    static const QSet<QString> names{
        // The servers' names (tabs) and commands or URLs (their tooltips).
        u"workspaceSwitcher"_s,
        // What the server said about itself: name and version, capability names (protocol
        // keys), its instructions.
        u"serverName"_s,
        u"serverCapabilities"_s,
        u"serverInstructions"_s,
        // The selected tool's name, title and description, and its schema's field names and
        // descriptions (the inputs' tooltips).
        u"toolTitle"_s,
        u"toolDescription"_s,
        u"fieldName"_s,
        u"valueEditor/tooltip"_s,
        // The export formats: names of programs and of their config files.
        u"exportFormat"_s,
        // JSON's null, a keyword of the protocol, shown as written.
        u"nullButton"_s,
        // The MCP logging levels (RFC 5424's names), protocol values shown as they are sent
        // in logging/setLevel and as the server's log rows carry them.
        u"logLevelPicker"_s,
        u"logMinimumLevel"_s,
        // The log's server filter: "All servers" and "This server" (tr() in
        // MessageLogToolbar), then the names of the window's servers, which the walk cannot
        // tell apart.
        u"serverFilter"_s,
        // The session file's path.
        u"recordingLabel/tooltip"_s,
        // View › Language: each language named in itself, the same in every language.
        u"actionLanguage_en"_s,
        u"actionLanguage_zh_CN"_s,
        u"actionLanguage_de"_s,
    };
    return names;
}

bool isDataName(const QString &objectName, const QString &what)
{
    return dataWidgets().contains(objectName)
           || (what.contains(u"tooltip"_s) && dataWidgets().contains(objectName + u"/tooltip"_s));
}

// Walks a widget tree and reports every unmarked text that is not data.
class TextWalk
{
public:
    void walk(QWidget *root)
    {
        check(root, u"window title"_s, root->windowTitle());
        visit(root);
        const QList<QWidget *> children = root->findChildren<QWidget *>();
        for (QWidget *widget : children)
            visit(widget);
    }

    void walkMenus(QMenuBar *bar)
    {
        for (QAction *action : bar->actions())
            walkAction(bar, action);
    }

    QStringList unmarked;

private:
    void walkAction(QWidget *where, QAction *action)
    {
        if (action->isSeparator())
            return;
        if (isDataName(action->objectName(), u"action"_s))
            return;
        check(where, u"action %1"_s.arg(action->objectName()), action->text());
        if (action->toolTip() != QString(action->text()).remove(u'&'))
            check(where, u"action tooltip %1"_s.arg(action->objectName()), action->toolTip());
        if (QMenu *menu = action->menu()) {
            for (QAction *inner : menu->actions())
                walkAction(menu, inner);
        }
    }

    void visit(QWidget *widget)
    {
        if (isData(widget, u"text"_s))
            return;
        if (!isData(widget, u"tooltip"_s))
            check(widget, u"tooltip"_s, widget->toolTip());
        if (auto *dock = qobject_cast<QDockWidget *>(widget))
            check(widget, u"dock title"_s, dock->windowTitle());
        if (auto *label = qobject_cast<QLabel *>(widget))
            check(widget, u"label"_s, label->text());
        if (auto *button = qobject_cast<QAbstractButton *>(widget))
            check(widget, u"button"_s, button->text());
        if (auto *group = qobject_cast<QGroupBox *>(widget))
            check(widget, u"group"_s, group->title());
        if (auto *edit = qobject_cast<QLineEdit *>(widget))
            check(widget, u"placeholder"_s, edit->placeholderText());
        if (auto *combo = qobject_cast<QComboBox *>(widget); combo && !combo->isEditable()) {
            for (int i = 0; i < combo->count(); ++i)
                check(widget, u"combo item"_s, combo->itemText(i));
        }
        if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                check(widget, u"tab"_s, tabs->tabText(i));
                if (!isData(widget, u"tooltip"_s))
                    check(widget, u"tab tooltip"_s, tabs->tabToolTip(i));
            }
        }
        if (auto *view = qobject_cast<QAbstractItemView *>(widget); view && view->model()) {
            const auto *header = qobject_cast<QHeaderView *>(widget);
            if (!header) {
                for (int i = 0; i < view->model()->columnCount(); ++i)
                    check(widget,
                          u"column"_s,
                          view->model()->headerData(i, Qt::Horizontal).toString());
            }
        }
    }

    static bool isData(QWidget *widget, const QString &what)
    {
        for (QWidget *w = widget; w; w = w->parentWidget()) {
            if (isDataName(w->objectName(), what))
                return true;
        }
        return false;
    }

    void check(QWidget *where, const QString &what, const QString &text)
    {
        const QString plain = plainOf(text);
        if (!needsMarker(plain) || plain.contains(kOpen))
            return;
        unmarked << u"%1 %2 (%3): %4"_s.arg(QString::fromUtf8(where->metaObject()->className()),
                                            where->objectName(),
                                            what,
                                            plain.left(120));
    }
};

QStringList unmarkedIn(QWidget *root)
{
    TextWalk walk;
    walk.walk(root);
    if (auto *window = qobject_cast<QMainWindow *>(root))
        walk.walkMenus(window->menuBar());
    walk.unmarked.removeDuplicates();
    return walk.unmarked;
}

void saveScreenshot(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("MCPSCOPE_PSEUDO_SCREENSHOTS");
    if (!folder.isEmpty())
        widget->grab().save(QDir(folder).filePath(name));
}

class PseudoTranslationTest : public MainWindowTest
{
protected:
    void SetUp() override
    {
        const TsFile file = TsFile::read(TsFile::committedPath(u"zh_CN"_s));
        ASSERT_TRUE(file.error.isEmpty()) << qPrintable(file.error);
        m_translator = std::make_unique<PseudoTranslator>(file);
        ASSERT_TRUE(QCoreApplication::installTranslator(m_translator.get()));
        MainWindowTest::SetUp(); // the window is made under the translation
    }
    void TearDown() override
    {
        MainWindowTest::TearDown();
        m_translator.reset(); // uninstalls itself
    }

    std::unique_ptr<PseudoTranslator> m_translator;
};

} // namespace

TEST(PseudoTranslator, MarksOnlyWhatTheTsFileHoldsInItsContext)
{
    TsFile file;
    file.messages << TsMessage{u"MainWindow"_s, u"&Server"_s, {}, false, {}, {}}
                  << TsMessage{u"MainWindow"_s, u"%n rows"_s, {}, true, {}, {}};
    PseudoTranslator translator(file);
    QCoreApplication::installTranslator(&translator);
    EXPECT_EQ(QCoreApplication::translate("MainWindow", "&Server"), u"⟦&Server⟧"_s);
    EXPECT_EQ(QCoreApplication::translate("MainWindow", "%n rows", nullptr, 3), u"⟦3 rows⟧"_s);
    // The same words in another context (a class without Q_OBJECT) stay as they are.
    EXPECT_EQ(QCoreApplication::translate("FormValueEditor", "&Server"), u"&Server"_s);
    QCoreApplication::removeTranslator(&translator);
}

TEST_F(PseudoTranslationTest, EveryTextOfTheConnectedWindowIsTranslatable)
{
    // MainWindowTest::connectToServer() reads the English status line; here it is marked.
    QTest::mouseClick(button(u"connectButton"_s), Qt::LeftButton);
    ASSERT_TRUE(UiTest::waitFor([this] { return m_window->isSettled(); }, 20000));
    ASSERT_EQ(m_window->session()->state(), McpSession::State::Ready) << qPrintable(statusText());
    EXPECT_EQ(statusText().left(7), u"⟦Ready "_s); // StatusIndicator's words, translated
    selectTool(u"echo"_s);
    saveScreenshot(m_window.get(), u"pseudo-mainwindow.png"_s);
    const QStringList unmarked = unmarkedIn(m_window.get());
    EXPECT_TRUE(unmarked.isEmpty()) << unmarked.size() << " texts without a translation:\n"
                                    << qPrintable(unmarked.join(u'\n'));
}

TEST_F(PseudoTranslationTest, EveryTextOfTheMainDialogsIsTranslatable)
{
    ServerSettingsDialog settings(m_window.get());
    settings.show();
    saveScreenshot(&settings, u"pseudo-serversettings.png"_s);
    AboutDialog about(m_window.get());
    about.show();
    saveScreenshot(&about, u"pseudo-about.png"_s);
    CatalogEntryDialog entry(m_window.get());
    entry.show();
    saveScreenshot(&entry, u"pseudo-catalogentry.png"_s);
    // The catalog's import and export, on an empty catalog of this test.
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    m_window->catalog()->open(std::make_unique<MemorySecretStore>(),
                              u"in memory (test)"_s,
                              dir.filePath(u"servers.json"_s),
                              dir.filePath(u"confirmed-commands.json"_s));
    ASSERT_NE(m_window->catalog()->catalog(), nullptr);
    CatalogExportDialog exporting(*m_window->catalog()->catalog(), m_window.get());
    exporting.show();
    saveScreenshot(&exporting, u"pseudo-catalogexport.png"_s);
    CatalogImportDialog importing(
        *m_window->catalog()->catalog(), ConfigImportContext{}, m_window.get());
    importing.show();
    saveScreenshot(&importing, u"pseudo-catalogimport.png"_s);
    InterfaceDiffDialog diff(m_window.get());
    diff.show();
    QStringList unmarked;
    for (QWidget *dialog :
         std::initializer_list<QWidget *>{&settings, &about, &entry, &exporting, &importing, &diff})
        unmarked << unmarkedIn(dialog);
    EXPECT_TRUE(unmarked.isEmpty()) << unmarked.size() << " texts without a translation:\n"
                                    << qPrintable(unmarked.join(u'\n'));
}
