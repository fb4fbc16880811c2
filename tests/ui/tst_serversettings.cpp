// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "uitesthelpers.h"

#include <ui/connection/serversettingsdialog.h>

#include <QAbstractItemDelegate>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QToolButton>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

ServerConfig remoteConfig()
{
    ServerConfig config;
    config.url = QUrl(u"https://example.test/mcp"_s);
    config.headers = {{u"X-Tenant"_s, u"blue"_s, false}, {u"X-Api-Key"_s, u"k-123"_s, true}};
    return config;
}

// Types into the open cell editor and confirms with Return; the view commits the value on
// the next turn of the event loop and then deletes the editor.
void typeIntoEditor(const QString &text)
{
    const QPointer<QWidget> editor = QApplication::focusWidget();
    ASSERT_TRUE(qobject_cast<QLineEdit *>(editor)) << "no cell editor has the focus";
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    ASSERT_TRUE(UiTest::waitFor([&editor] { return editor.isNull(); }));
}

// Types into the cell the way a user does: start editing with F2, type, confirm with Return.
void typeIntoCell(QTableWidget *table, int row, int column, const QString &text)
{
    table->setFocus();
    table->setCurrentCell(row, column);
    QTest::keyClick(table, Qt::Key_F2);
    typeIntoEditor(text);
}

class ServerSettings : public ::testing::Test
{
protected:
    void SetUp() override
    {
        dialog.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
        // Cell editors take the keyboard focus, which only an active window has (offscreen
        // activates windows by itself, an X server without a window manager does not).
        dialog.activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(&dialog));
    }
    QTableWidget *headers() const { return UiTest::find<QTableWidget>(&dialog, u"headersTable"_s); }
    QString problem() const
    {
        const auto *label = UiTest::find<QLabel>(&dialog, u"settingsProblem"_s);
        return label->isVisible() ? label->text() : QString();
    }

    ServerSettingsDialog dialog;
};

TEST_F(ServerSettings, RemoteServerShowsHeadersTokenAndCertificate)
{
    dialog.setConfig(remoteConfig());
    EXPECT_TRUE(UiTest::find<QWidget>(&dialog, u"remoteSettings"_s)->isVisible());
    EXPECT_FALSE(UiTest::find<QWidget>(&dialog, u"stdioSettings"_s)->isVisible());
    EXPECT_TRUE(UiTest::find<QLabel>(&dialog, u"secretNote"_s)
                    ->text()
                    .contains(u"Secret values are not saved"_s));
    EXPECT_TRUE(UiTest::find<QLabel>(&dialog, u"proxyNote"_s)->text().contains(u"_proxy"_s));

    ServerConfig stdio;
    stdio.program = u"server"_s;
    dialog.setConfig(stdio);
    EXPECT_FALSE(UiTest::find<QWidget>(&dialog, u"remoteSettings"_s)->isVisible());
    EXPECT_TRUE(UiTest::find<QWidget>(&dialog, u"stdioSettings"_s)->isVisible());
}

TEST_F(ServerSettings, HeaderTableRoundTripsWithSecretFlags)
{
    dialog.setConfig(remoteConfig());
    QTableWidget *table = headers();
    ASSERT_EQ(table->rowCount(), 2);
    // Add a header a user marks secret with the keyboard (Space on the Secret cell).
    QTest::mouseClick(UiTest::find<QPushButton>(&dialog, u"addHeaderButton"_s), Qt::LeftButton);
    ASSERT_EQ(table->rowCount(), 3);
    typeIntoEditor(u"X-Session-Cookie"_s);
    typeIntoCell(table, 2, 1, u"s3cr3t"_s);
    table->setCurrentCell(2, 2);
    QTest::keyClick(table, Qt::Key_Space);
    // And one whose name is secret by nature: the box ticks itself.
    QTest::mouseClick(UiTest::find<QPushButton>(&dialog, u"addHeaderButton"_s), Qt::LeftButton);
    typeIntoEditor(u"Authorization"_s);
    typeIntoCell(table, 3, 1, u"Basic dXNlcjpwYXNz"_s);

    auto *token = UiTest::find<QLineEdit>(&dialog, u"bearerTokenEdit"_s);
    EXPECT_EQ(token->echoMode(), QLineEdit::Password);
    QTest::mouseClick(UiTest::find<QToolButton>(&dialog, u"showTokenButton"_s), Qt::LeftButton);
    EXPECT_EQ(token->echoMode(), QLineEdit::Normal);
    EXPECT_TRUE(problem().isEmpty()) << qPrintable(problem());

    const ServerConfig config = dialog.applyTo(remoteConfig());
    ASSERT_EQ(config.headers.size(), 4);
    const QList<std::tuple<QString, QString, bool>> expected{
        {u"X-Tenant"_s, u"blue"_s, false},
        {u"X-Api-Key"_s, u"k-123"_s, true},
        {u"X-Session-Cookie"_s, u"s3cr3t"_s, true},
        {u"Authorization"_s, u"Basic dXNlcjpwYXNz"_s, true}};
    for (int i = 0; i < 4; ++i) {
        EXPECT_EQ(config.headers[i].name, std::get<0>(expected[i]));
        EXPECT_EQ(config.headers[i].value, std::get<1>(expected[i]));
        EXPECT_EQ(config.headers[i].secret, std::get<2>(expected[i])) << i;
    }
}

TEST_F(ServerSettings, SecretValueIsMaskedOnScreen)
{
    dialog.setConfig(remoteConfig());
    QTableWidget *table = headers();
    const QModelIndex value = table->model()->index(0, 1); // "blue", not secret yet
    QStyleOptionViewItem option;
    option.initFrom(table->viewport());
    QAbstractItemDelegate *delegate = table->itemDelegateForIndex(value);
    const int plainWidth = delegate->sizeHint(option, value).width();
    table->setFocus();
    table->setCurrentCell(0, 2);
    QTest::keyClick(table, Qt::Key_Space);
    ASSERT_EQ(table->item(0, 2)->checkState(), Qt::Checked);
    EXPECT_NE(delegate->sizeHint(option, value).width(), plainWidth); // eight bullets now
    EXPECT_EQ(value.data().toString(), u"blue"_s);                    // the value itself stays
}

TEST_F(ServerSettings, HeadersMcpscopeSetsItselfAreRefused)
{
    dialog.setConfig(remoteConfig());
    QTest::mouseClick(UiTest::find<QPushButton>(&dialog, u"addHeaderButton"_s), Qt::LeftButton);
    typeIntoEditor(u"Mcp-Session-Id"_s);
    EXPECT_EQ(problem(), u"mcpscope sets Mcp-Session-Id itself; remove it from the headers."_s);
    const auto *buttons = dialog.findChild<QDialogButtonBox *>();
    EXPECT_FALSE(buttons->button(QDialogButtonBox::Ok)->isEnabled());
    typeIntoCell(headers(), 2, 0, u"X Tenant"_s);
    EXPECT_TRUE(problem().startsWith(u"\"X Tenant\" is not a valid header name"_s))
        << qPrintable(problem());
}

TEST_F(ServerSettings, TokenAndAuthorizationHeaderAreNotBothAllowed)
{
    ServerConfig config = remoteConfig();
    config.headers.append({u"Authorization"_s, u"Bearer a"_s, true});
    dialog.setConfig(config);
    EXPECT_TRUE(problem().isEmpty());
    QTest::keyClicks(UiTest::find<QLineEdit>(&dialog, u"bearerTokenEdit"_s), u"b"_s);
    EXPECT_EQ(problem(),
              u"Authorization is set twice: as a header and as the bearer token. Keep one."_s);
}

TEST_F(ServerSettings, AcceptedCertificateCanBeForgotten)
{
    ServerConfig config = remoteConfig();
    config.acceptedCertificateSha256 = u"54:2c:24"_s;
    dialog.setConfig(config);
    EXPECT_EQ(UiTest::find<QLineEdit>(&dialog, u"certificateEdit"_s)->text(), u"54:2c:24"_s);
    auto *forget = UiTest::find<QPushButton>(&dialog, u"forgetCertificateButton"_s);
    ASSERT_TRUE(forget->isEnabled());
    QTest::mouseClick(forget, Qt::LeftButton);
    EXPECT_FALSE(forget->isEnabled());
    EXPECT_TRUE(dialog.applyTo(config).acceptedCertificateSha256.isEmpty());
}

} // namespace

TEST_F(ServerSettings, MaximumTotalTimeoutRoundTripsAndZeroMeansNone)
{
    auto *spin = UiTest::find<QSpinBox>(&dialog, u"maxTotalTimeoutSpin"_s);
    ASSERT_NE(spin, nullptr);
    dialog.setMaxTotalTimeoutMs(120000);
    EXPECT_EQ(spin->value(), 120);
    spin->setValue(300);
    EXPECT_EQ(dialog.maxTotalTimeoutMs(), 300000);
    spin->setValue(0);
    EXPECT_EQ(spin->text(), u"no maximum"_s);
    EXPECT_EQ(dialog.maxTotalTimeoutMs(), 0);
}

namespace {

TEST_F(ServerSettings, EraChoiceRoundTripsAndLegacyPinsNoVersion)
{
    auto *era = dialog.findChild<QComboBox *>(u"eraCombo"_s);
    auto *version = dialog.findChild<QComboBox *>(u"protocolVersionCombo"_s);
    ASSERT_TRUE(era && version);
    dialog.setConfig(remoteConfig());
    EXPECT_EQ(era->currentData().toString(), u"legacy"_s); // the default
    EXPECT_FALSE(version->isEnabled());
    EXPECT_EQ(dialog.applyTo(remoteConfig()).era, ServerConfig::Era::Legacy);
    EXPECT_TRUE(dialog.applyTo(remoteConfig()).protocolVersion.isEmpty());
    era->setCurrentIndex(era->findData(u"auto"_s));
    EXPECT_TRUE(version->isEnabled());
    ServerConfig applied = dialog.applyTo(remoteConfig());
    EXPECT_EQ(applied.era, ServerConfig::Era::Auto);
    EXPECT_EQ(applied.protocolVersion, u"2026-07-28"_s);
    // And back: a saved modern config opens with modern selected, also for a stdio server.
    ServerConfig stdio;
    stdio.program = u"server"_s;
    stdio.era = ServerConfig::Era::Modern;
    stdio.protocolVersion = u"2026-07-28"_s;
    dialog.setConfig(stdio);
    EXPECT_EQ(era->currentData().toString(), u"modern"_s);
    EXPECT_EQ(dialog.applyTo(ServerConfig()).era, ServerConfig::Era::Modern);
    EXPECT_EQ(ServerConfig::fromJson(dialog.applyTo(stdio).toJson()).era,
              ServerConfig::Era::Modern);
}

TEST_F(ServerSettings, LargestMessageAndLogMemoryAreTyped)
{
    auto *message = UiTest::find<QSpinBox>(&dialog, u"maxMessageSpin"_s);
    auto *memory = UiTest::find<QSpinBox>(&dialog, u"logMemorySpin"_s);
    ASSERT_TRUE(message && memory);
    dialog.setConfig(remoteConfig());
    EXPECT_EQ(message->value(), 64); // the default, in MiB
    EXPECT_EQ(dialog.applyTo(remoteConfig()).maxMessageBytes, qint64(64) << 20);
    message->setFocus();
    QTest::keyClick(message, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(message, u"8"_s);
    EXPECT_EQ(dialog.applyTo(remoteConfig()).maxMessageBytes, qint64(8) << 20);
    // A finer limit (--max-message-size 512K, a session file) survives an untouched field.
    ServerConfig fine = remoteConfig();
    fine.maxMessageBytes = 512 * 1024;
    dialog.setConfig(fine);
    EXPECT_EQ(message->value(), 1);
    EXPECT_EQ(dialog.applyTo(fine).maxMessageBytes, 512 * 1024);
    dialog.setLogMemoryBudget(qint64(256) << 20);
    EXPECT_EQ(memory->value(), 256);
    memory->setFocus();
    QTest::keyClick(memory, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(memory, u"32"_s);
    EXPECT_EQ(dialog.logMemoryBudget(), qint64(32) << 20);
}

} // namespace
