// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "mainwindowtest.h"

#include <core/schema/schemaformmodel.h>
#include <ui/forms/formnodewidget.h>
#include <ui/forms/formpanel.h>
#include <ui/forms/schemaformview.h>
#include <ui/tools/resultview.h>
#include <ui/tools/toolcallpane.h>

#include <QComboBox>
#include <QLineEdit>
#include <QSplitter>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace {

// The demo server's plan_trip, filled in through the form's widgets the way a user does.
class PlanTripForm : public MainWindowTest
{
protected:
    SchemaFormView *form() const { return callPane()->form(); }

    void type(const QString &pointer, const QString &text)
    {
        QWidget *input = form()->inputAt(pointer);
        ASSERT_NE(input, nullptr) << "no field " << qPrintable(pointer);
        input->setFocus();
        QTest::keyClicks(input, text);
    }

    void click(const QString &pointer, const QString &button)
    {
        FormNodeWidget *node = form()->nodeAt(pointer);
        ASSERT_NE(node, nullptr) << "no field " << qPrintable(pointer);
        auto *widget = UiTest::find<QToolButton>(node, button);
        ASSERT_NE(widget, nullptr) << qPrintable(button) << " at " << qPrintable(pointer);
        QTest::mouseClick(widget, Qt::LeftButton);
    }

    // Picks an item of a combo with the keyboard, as a user would.
    static void choose(QComboBox *combo, const QString &text)
    {
        ASSERT_NE(combo, nullptr);
        const int index = combo->findText(text);
        ASSERT_GE(index, 0) << qPrintable(text);
        combo->setFocus();
        while (combo->currentIndex() != index)
            QTest::keyClick(combo, combo->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
    }
};

} // namespace

TEST_F(PlanTripForm, MultiCityTripFilledByHandReachesTheServer)
{
    connectToServer();
    selectTool(u"plan_trip"_s);
    FormNodeWidget *root = form()->panel()->nodeFor({});
    choose(root->findChild<QComboBox *>(u"variantCombo"_s, Qt::FindDirectChildrenOnly),
           u"Multi-city"_s);
    EXPECT_EQ(form()->model()->variant({}), 1);

    click(u"/travellers"_s, u"addItemButton"_s);
    type(u"/travellers/0/name"_s, u"Ada"_s);
    type(u"/travellers/0/age"_s, u"36"_s);
    choose(qobject_cast<QComboBox *>(form()->inputAt(u"/travellers/0/seat"_s)), u"window"_s);
    type(u"/start/city"_s, u"Lisbon"_s); // a place of $defs, through $ref
    click(u"/legs"_s, u"addItemButton"_s);
    click(u"/legs"_s, u"addItemButton"_s);
    type(u"/legs/0/to/city"_s, u"Porto"_s);
    type(u"/legs/0/to/country"_s, u"PT"_s);
    type(u"/legs/0/date"_s, u"2026-06-04"_s);
    type(u"/legs/1/to/city"_s, u"Faro"_s);
    type(u"/legs/1/date"_s, u"2026-06-09"_s);
    EXPECT_EQ(form()->validateNow(), QStringList());

    clickCallAndWait();
    EXPECT_EQ(callPane()->resultView()->outcome(), ResultView::Outcome::Result)
        << qPrintable(bannerText());
    EXPECT_TRUE(resultText().contains(
        u"Multi-city trip in 2 leg(s): Lisbon → Porto, PT on 2026-06-04 → Faro on 2026-06-09; "
        "1 traveller(s): Ada (36, window seat)."_s))
        << qPrintable(resultText());

    // For the README: the main window with this form filled in and its answer (set by scripts, not by ctest).
    if (const QString shot = qEnvironmentVariable("MCPSCOPE_FORM_SCREENSHOT"); !shot.isEmpty()) {
        m_window->resize(1440, 1000);
        // The form is what this picture is about; the log below gets less room than usual.
        UiTest::find<QSplitter>(m_window.get(), u"mainSplitter"_s)->setSizes({680, 220});
        const QWidget *panel = form()->panel();
        EXPECT_TRUE(UiTest::waitFor( // the layout has caught up with the rows added
            [panel] { return panel->height() >= panel->minimumSizeHint().height(); }));
        EXPECT_TRUE(m_window->grab().save(shot)) << qPrintable(shot);
        EXPECT_TRUE(form()->panel()->grab().save(shot + u".form.png"_s));
    }
}

// In a short window the form must scroll, never squeeze its rows below their minimum height
// (rows added while the pane is short used to get 1 px tall buttons).
TEST_F(PlanTripForm, ShortWindowScrollsTheFormInsteadOfSqueezingIt)
{
    m_window->resize(1100, 480);
    UiTest::find<QSplitter>(m_window.get(), u"mainSplitter"_s)->setSizes({260, 220});
    connectToServer();
    selectTool(u"plan_trip"_s);
    FormNodeWidget *root = form()->panel()->nodeFor({});
    choose(root->findChild<QComboBox *>(u"variantCombo"_s, Qt::FindDirectChildrenOnly),
           u"Multi-city"_s);
    click(u"/travellers"_s, u"addItemButton"_s);
    click(u"/legs"_s, u"addItemButton"_s);
    click(u"/legs"_s, u"addItemButton"_s);
    const QWidget *panel = form()->panel();
    EXPECT_TRUE(UiTest::waitFor([panel] {
        return panel->height() >= panel->minimumSizeHint().height();
    })) << panel->height()
        << " < " << panel->minimumSizeHint().height();
    for (const QToolButton *button : panel->findChildren<QToolButton *>()) {
        if (button->isVisible()) {
            EXPECT_GE(button->height(), button->minimumSizeHint().height())
                << qPrintable(button->objectName()) << " " << qPrintable(button->text());
        }
    }
    type(u"/legs/1/date"_s, u"2026-06-09"_s); // the last row is reachable by scrolling
    EXPECT_TRUE(form()->model()->toJson().contains("2026-06-09"));
}
