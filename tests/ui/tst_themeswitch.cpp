// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// View › Theme: switching through the menu's actions changes the application's palette and
// every colour of ours at once, with the window open (no restart); and the README's pictures
// of both themes.
#include "screenshottest.h"

#include <ui/log/messagedetailview.h>
#include <ui/log/messagelogview.h>
#include <ui/palettecolors.h>
#include <ui/theme/theme.h>

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTextBlock>

using namespace Qt::StringLiterals;
using Direction = TrafficEvent::Direction;
using Kind = JsonRpcMessage::Kind;

namespace {

// The colour the highlighter gave the first occurrence of `needle` in a code view.
QColor shownColourOf(QPlainTextEdit *view, const QString &needle)
{
    const QTextBlock block = view->document()->find(needle).block();
    const qsizetype column = block.text().indexOf(needle);
    for (const QTextLayout::FormatRange &range : block.layout()->formats()) {
        if (range.start <= column && column < range.start + range.length)
            return range.format.foreground().color();
    }
    return {};
}

// Selects the response to `method` in the log and shows its pretty text in the detail pane.
QPlainTextEdit *showResponseInDetail(MainWindow *window, const QString &method)
{
    auto *logView = UiTest::find<MessageLogView>(window, u"messageLogView"_s);
    window->logModel()->flush();
    const int row = UiTest::findRow(*window->logModel(), Direction::Incoming, method, Kind::Result);
    EXPECT_GE(row, 0) << qPrintable(method);
    logView->selectRow(row);
    logView->detail()->tabs()->setCurrentIndex(MessageDetailView::PrettyTab);
    return UiTest::find<QPlainTextEdit>(window, u"frameBody"_s);
}

class ThemeSwitch : public MainWindowTest
{
protected:
    void TearDown() override
    {
        MainWindowTest::TearDown();
        Theme::apply(Theme::Name::System);
    }

    QAction *themeAction(const QString &name) const
    {
        auto *action = m_window->findChild<QAction *>(name);
        EXPECT_NE(action, nullptr) << qPrintable(name);
        return action;
    }
};

TEST_F(ThemeSwitch, TheViewMenusActionsSwitchThePaletteAndOurColoursLive)
{
    connectToServer();
    QPlainTextEdit *body = showResponseInDetail(m_window.get(), u"initialize"_s);
    ASSERT_NE(body, nullptr);
    auto *facts = UiTest::find<QLabel>(m_window.get(), u"frameFacts"_s); // a neutral-toned label
    const QString key = u"\"protocolVersion\""_s;
    using PaletteColors::Role;

    QAction *system = themeAction(u"actionThemeSystem"_s);
    QAction *light = themeAction(u"actionThemeLight"_s);
    QAction *dark = themeAction(u"actionThemeDark"_s);
    ASSERT_TRUE(system && light && dark);
    EXPECT_TRUE(system->isChecked());
    const QColor systemKey = shownColourOf(body, key);
    EXPECT_EQ(systemKey, PaletteColors::color(body->palette(), Role::JsonKey));

    dark->trigger();
    EXPECT_TRUE(dark->isChecked());
    EXPECT_FALSE(system->isChecked());
    EXPECT_EQ(Theme::current(), Theme::Name::Dark);
    EXPECT_EQ(QApplication::style()->name().toLower(), u"fusion"_s);
    const QPalette darkPalette = Theme::palette(Theme::Name::Dark);
    EXPECT_EQ(QApplication::palette().color(QPalette::Base), darkPalette.color(QPalette::Base));
    EXPECT_EQ(body->palette().color(QPalette::Base), darkPalette.color(QPalette::Base));
    // The JSON colours were derived again from the dark palette, and the text recoloured.
    const QColor darkKey = shownColourOf(body, key);
    EXPECT_EQ(darkKey, PaletteColors::color(darkPalette, Role::JsonKey));
    EXPECT_NE(darkKey, systemKey);
    // A label with a tone of its own follows too: readable on the dark window.
    EXPECT_EQ(facts->palette().color(QPalette::WindowText),
              PaletteColors::text(facts->parentWidget()->palette(), PaletteColors::Tone::Neutral));
    EXPECT_GE(facts->palette().color(QPalette::WindowText).lightness(), 128);
    EXPECT_EQ(QSettings().value(u"theme/name"_s).toString(), u"dark"_s);

    light->trigger();
    EXPECT_TRUE(light->isChecked());
    EXPECT_FALSE(dark->isChecked());
    const QPalette lightPalette = Theme::palette(Theme::Name::Light);
    EXPECT_EQ(QApplication::palette().color(QPalette::Window),
              lightPalette.color(QPalette::Window));
    EXPECT_EQ(shownColourOf(body, key), PaletteColors::color(lightPalette, Role::JsonKey));
    EXPECT_LT(facts->palette().color(QPalette::WindowText).lightness(), 128);
    EXPECT_EQ(QSettings().value(u"theme/name"_s).toString(), u"light"_s);

    system->trigger();
    EXPECT_EQ(Theme::current(), Theme::Name::System);
    EXPECT_EQ(shownColourOf(body, key), systemKey);
    EXPECT_EQ(QSettings().value(u"theme/name"_s).toString(), u"system"_s);
}

// The tones a widget keeps (text, background, an input's base) are derived again on a switch.
TEST(ThemeTones, KeptTonesFollowASwitch)
{
    QWidget parent;
    auto *label = new QLabel(&parent);
    auto *banner = new QWidget(&parent);
    auto *input = new QPlainTextEdit(&parent);
    PaletteColors::setTextTone(label, PaletteColors::Tone::Error);
    PaletteColors::setBackgroundTone(banner, PaletteColors::Tone::Warning);
    PaletteColors::setBaseTone(input, PaletteColors::Tone::Error);
    parent.show();
    for (Theme::Name name : {Theme::Name::Dark, Theme::Name::Light, Theme::Name::System}) {
        Theme::apply(name);
        const QPalette palette = parent.palette();
        EXPECT_EQ(palette.color(QPalette::Base), QApplication::palette().color(QPalette::Base));
        EXPECT_EQ(label->palette().color(QPalette::WindowText),
                  PaletteColors::text(palette, PaletteColors::Tone::Error))
            << qPrintable(Theme::key(name));
        EXPECT_EQ(banner->palette().color(QPalette::Window),
                  PaletteColors::background(palette, PaletteColors::Tone::Warning));
        EXPECT_EQ(input->palette().color(QPalette::Base),
                  PaletteColors::background(palette, PaletteColors::Tone::Error));
    }
    PaletteColors::setBaseTone(input, PaletteColors::Tone::Neutral); // valid again
    EXPECT_EQ(input->palette().color(QPalette::Base), parent.palette().color(QPalette::Base));
}

// The README's pictures: the main window on the demo server after a call, the log's detail
// pane on its result, switched to each theme with the window open.
class ThemeScreenshots : public ScreenshotTest
{
protected:
    void TearDown() override
    {
        ScreenshotTest::TearDown();
        Theme::apply(Theme::Name::System);
    }

    void shoot(const QString &action, const QString &file)
    {
        startOnDemoServerFromPath();
        m_window->resize(1280, 800);
        UiTest::find<QSplitter>(m_window.get(), u"mainSplitter"_s)->setSizes({430, 370});
        connectToServer();
        selectTool(u"echo"_s);
        QTest::keyClicks(editor(u"message"_s), u"hello in both themes"_s);
        clickCallAndWait();
        ASSERT_NE(showResponseInDetail(m_window.get(), u"tools/call"_s), nullptr);
        m_window->findChild<QAction *>(action)->trigger();
        save(file);
    }
};

TEST_F(ThemeScreenshots, Light)
{
    shoot(u"actionThemeLight"_s, u"theme-light.png"_s);
}

TEST_F(ThemeScreenshots, Dark)
{
    shoot(u"actionThemeDark"_s, u"theme-dark.png"_s);
}

} // namespace
