// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

#include "uitesthelpers.h"

#include <core/schema/schemaformmodel.h>
#include <ui/forms/formnodewidget.h>
#include <ui/forms/formpanel.h>
#include <ui/forms/schemaformview.h>

#include <QAbstractButton>
#include <QComboBox>
#include <QJsonDocument>

#include <gtest/gtest.h>

inline QJsonObject schemaObject(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

// Picks an item of a combo with the keyboard, as a user would.
inline void chooseItem(QComboBox *combo, const QString &text)
{
    ASSERT_NE(combo, nullptr);
    const int index = combo->findText(text);
    ASSERT_GE(index, 0) << qPrintable(text) << " among " << combo->count() << " items";
    combo->setFocus();
    while (combo->currentIndex() != index)
        QTest::keyClick(combo, combo->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
}

// A SchemaFormView on screen, driven through its widgets; its model runs under
// QAbstractItemModelTester for the whole test.
class FormViewTest : public ::testing::Test
{
protected:
    void show(const char *schema)
    {
        view.setSchema(schemaObject(schema));
        view.resize(900, 700);
        view.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    }

    FormNodeWidget *node(const QString &pointer) const { return view.nodeAt(pointer); }

    template<class T>
    T *widget(const QString &pointer, const QString &name) const
    {
        FormNodeWidget *at = pointer.isEmpty() ? view.panel()->nodeFor({}) : node(pointer);
        if (!at)
            return nullptr;
        // The node's own widget, not one of its children's.
        const QList<T *> found = at->findChildren<T *>(name);
        for (T *candidate : found) {
            QWidget *owner = candidate->parentWidget();
            while (owner && !qobject_cast<FormNodeWidget *>(owner))
                owner = owner->parentWidget();
            if (owner == at)
                return candidate;
        }
        return nullptr;
    }

    void type(const QString &pointer, const QString &text)
    {
        QWidget *input = view.inputAt(pointer);
        ASSERT_NE(input, nullptr) << "no field " << qPrintable(pointer);
        input->setFocus();
        QTest::keyClick(input, Qt::Key_A, Qt::ControlModifier); // replace what is there
        QTest::keyClick(input, Qt::Key_Backspace);
        QTest::keyClicks(input, text);
    }

    void press(const QString &pointer, const QString &button)
    {
        auto *found = widget<QAbstractButton>(pointer, button);
        ASSERT_NE(found, nullptr) << qPrintable(button) << " at " << qPrintable(pointer);
        ASSERT_TRUE(found->isVisible()) << qPrintable(button) << " at " << qPrintable(pointer);
        QTest::mouseClick(found, Qt::LeftButton);
    }

    QByteArray value() const { return view.model()->toJson(QJsonDocument::Compact); }

    SchemaFormView view;
    UiTest::ModelChecker checker{view.model()};
};
