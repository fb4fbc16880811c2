// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "formviewtest.h"

#include <QScrollArea>
#include <QScrollBar>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// Shaped like the demo server's plan_trip: nested objects and arrays of objects.
constexpr const char *TripSchema = R"({
  "type": "object",
  "required": ["travellers", "start", "legs"],
  "properties": {
    "travellers": {"type": "array", "items": {"type": "object", "required": ["name"],
      "properties": {"name": {"type": "string"}, "age": {"type": "integer"},
                     "seat": {"type": "string", "enum": ["aisle", "window"]}}}},
    "start": {"type": "object", "required": ["city"],
      "properties": {"city": {"type": "string"}, "country": {"type": "string"}}},
    "legs": {"type": "array", "items": {"type": "object", "required": ["to", "date"],
      "properties": {"to": {"type": "object", "required": ["city"],
                            "properties": {"city": {"type": "string"},
                                           "country": {"type": "string"}}},
                     "date": {"type": "string", "format": "date"}}}},
    "notes": {"type": "string", "description": "Anything the planner should know, said at some length so that it wraps."}
  }
})";

class SchemaFormScroll : public FormViewTest
{
protected:
    // Every visible widget of the form keeps the height it needs, however short the view.
    void expectNothingSqueezed() const
    {
        for (QWidget *child : view.panel()->findChildren<QWidget *>()) {
            if (!child->isVisibleTo(view.panel()) || child->minimumSizeHint().height() <= 0)
                continue;
            EXPECT_GE(child->height(), child->minimumSizeHint().height())
                << child->metaObject()->className() << " " << child->objectName().toStdString()
                << " is " << child->width() << "x" << child->height();
        }
    }
};

TEST_F(SchemaFormScroll, ShortViewScrollsInsteadOfSqueezingFields)
{
    show(TripSchema);
    view.resize(700, 120);
    press(u"/travellers"_s, u"addItemButton"_s);
    press(u"/legs"_s, u"addItemButton"_s);
    press(u"/legs"_s, u"addItemButton"_s);
    ASSERT_NE(view.inputAt(u"/legs/1/to/city"_s), nullptr);

    const QWidget *panel = view.panel();
    ASSERT_TRUE(UiTest::waitFor( // the layouts have caught up with the rows added
        [panel] { return panel->height() >= panel->minimumSizeHint().height(); }))
        << panel->height() << " < " << panel->minimumSizeHint().height();
    auto *scroll = UiTest::find<QScrollArea>(&view, u"formScroll"_s);
    ASSERT_NE(scroll, nullptr);
    EXPECT_GT(panel->height(), scroll->viewport()->height());
    // The scroll area shows its bar once it has handled the panel's new size.
    EXPECT_TRUE(UiTest::waitFor([scroll] { return scroll->verticalScrollBar()->isVisible(); }));
    EXPECT_GT(scroll->verticalScrollBar()->maximum(), 0);
    expectNothingSqueezed();

    // A field below the fold is still usable: typing reaches the model.
    type(u"/legs/1/to/city"_s, u"Faro"_s);
    EXPECT_TRUE(value().contains(R"("city":"Faro")")) << value().constData();
}

} // namespace
