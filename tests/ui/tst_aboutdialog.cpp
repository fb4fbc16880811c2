// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <ui/about/aboutdialog.h>
#include <ui/mainwindow.h>
#include <ui/widgets/appicon.h>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// Help › About and the application icon (resources/icons/icons.qrc, compiled into the ui
// library).
namespace {

TEST(ApplicationIcon, HasEverySizeFromTheCompiledInResource)
{
    const QIcon icon = applicationIcon();
    ASSERT_FALSE(icon.isNull());
    for (int size : {16, 24, 32, 48, 64, 128, 256, 512}) {
        const QPixmap pixmap = icon.pixmap(QSize(size, size));
        EXPECT_EQ(pixmap.size(), QSize(size, size)) << size;
    }
    // Opaque in the middle, transparent in the corner: the real picture,
    // not an empty placeholder.
    const QImage image = icon.pixmap(QSize(64, 64)).toImage();
    EXPECT_EQ(qAlpha(image.pixel(0, 0)), 0);
    EXPECT_EQ(qAlpha(image.pixel(32, 32)), 255);
}

TEST(AboutDialog, ShowsVersionQtLicenseAndEveryLinkedLibraryWithItsLicense)
{
    QCoreApplication::setApplicationVersion(QStringLiteral(MCPSCOPE_VERSION));
    AboutDialog dialog;
    EXPECT_EQ(UiTest::labelText(&dialog, u"aboutVersion"_s), u"mcpscope " MCPSCOPE_VERSION ""_s);
    const QString qt = UiTest::labelText(&dialog, u"aboutQtVersion"_s);
    EXPECT_TRUE(qt.contains(QStringLiteral(QT_VERSION_STR))) << qPrintable(qt);
    EXPECT_TRUE(qt.contains(QString::fromLatin1(qVersion()))) << qPrintable(qt);
    EXPECT_TRUE(UiTest::labelText(&dialog, u"aboutLicense"_s).contains(u"MIT"_s));
    const auto *icon = dialog.findChild<QLabel *>(u"aboutIcon"_s);
    ASSERT_NE(icon, nullptr);
    EXPECT_FALSE(icon->pixmap().isNull());

    const QStringList lines = dialog.dependencyLines();
    const QStringList expected{
        u"Qt 6"_s, u"qtkeychain"_s, u"OpenSSL libcrypto"_s, u"PCRE2"_s, u"valijson"_s};
    ASSERT_EQ(lines.size(), expected.size()) << qPrintable(lines.join(u'\n'));
    for (int i = 0; i < expected.size(); ++i)
        EXPECT_TRUE(lines.at(i).startsWith(expected.at(i))) << qPrintable(lines.at(i));
    EXPECT_TRUE(lines.at(0).endsWith(u"LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only"_s));
    EXPECT_TRUE(lines.at(1).endsWith(u"BSD-2-Clause"_s));
    EXPECT_TRUE(lines.at(2).endsWith(u"Apache-2.0"_s));
    EXPECT_TRUE(lines.at(3).endsWith(u"BSD-3-Clause WITH PCRE2-exception"_s));
    EXPECT_TRUE(lines.at(4).endsWith(u"BSD-2-Clause"_s));

    // With MCPSCOPE_SCREENSHOT_DIR set, the dialog is saved for the README.
    if (const QString dir = qEnvironmentVariable("MCPSCOPE_SCREENSHOT_DIR"); !dir.isEmpty()) {
        dialog.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
        EXPECT_TRUE(dialog.grab().save(dir + u"/about.png"_s));
    }
}

TEST(AboutDialog, OpensFromTheHelpMenuAndCloses)
{
    MainWindow window;
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    EXPECT_FALSE(window.windowIcon().isNull());
    auto *action = window.findChild<QAction *>(u"actionAbout"_s);
    ASSERT_NE(action, nullptr);

    bool seen = false;
    // exec() is modal: look at the dialog from inside its event loop, then close it.
    QTimer::singleShot(0, &window, [&seen] {
        QTRY_VERIFY(QApplication::activeModalWidget() != nullptr);
        auto *dialog = qobject_cast<AboutDialog *>(QApplication::activeModalWidget());
        seen = dialog != nullptr;
        if (QWidget *modal = QApplication::activeModalWidget())
            modal->close();
    });
    action->trigger();
    EXPECT_TRUE(seen);
}

} // namespace
