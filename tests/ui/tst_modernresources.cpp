// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
// The Resources pane on the demo server in the 2026-07-28 era: list changes and resource
// updates arrive on a subscriptions/listen stream the pane keeps open; Subscribe changes what
// that stream asks for (a new stream, then the old one closed) instead of resources/subscribe.
#include "serverfeaturestest.h"

#include <QJsonArray>
#include <QLabel>

namespace {

using Direction = TrafficEvent::Direction;
using Kind = JsonRpcMessage::Kind;

class ModernResourcesTest : public ModernServerFeaturesTest
{
protected:
    QString listenStatus() const
    {
        return UiTest::find<QLabel>(resources(), u"listenStatus"_s)->text();
    }

    int sentCount(const QString &method) const
    {
        m_window->logModel()->flush();
        int count = 0;
        for (int row = 0;
             (row = UiTest::findRow(log(), Direction::Outgoing, method, Kind::Request, row)) >= 0;
             ++row)
            ++count;
        return count;
    }

    bool sentCancel() const
    {
        return UiTest::findRow(
                   log(), Direction::Outgoing, u"notifications/cancelled"_s, Kind::Notification)
               >= 0;
    }
};

TEST_F(ModernResourcesTest, SubscribingChangesTheListenStream)
{
    connectAndShowResources();
    clickResource(u"demo://notes/index"_s);
    // The pane listens from the start for the list changes the server declares.
    ASSERT_TRUE(UiTest::waitFor([this] { return sentCount(u"subscriptions/listen"_s) == 1; }));
    auto *status = UiTest::find<QLabel>(resources(), u"listenStatus"_s);
    EXPECT_TRUE(status->isVisibleTo(resources()));
    EXPECT_TRUE(listenStatus().contains(u"listening on request"_s)) << qPrintable(listenStatus());
    EXPECT_TRUE(listenStatus().contains(u"resources list"_s)) << qPrintable(listenStatus());
    const QString listStatus = UiTest::find<QLabel>(resources(), u"resourceListStatus"_s)->text();
    EXPECT_TRUE(listStatus.contains(u"; cache: ttl "_s)) << qPrintable(listStatus);

    auto *subscribe = UiTest::find<QPushButton>(resources(), u"subscribeButton"_s);
    ASSERT_TRUE(subscribe->isVisibleTo(resources()));
    QTest::mouseClick(subscribe, Qt::LeftButton);
    EXPECT_EQ(subscribe->text(), u"Unsubscribe"_s);
    ASSERT_TRUE(UiTest::waitFor([this] { return sentCount(u"subscriptions/listen"_s) == 2; }));
    const QJsonObject asked
        = lastSentParams(u"subscriptions/listen"_s)["notifications"_L1].toObject();
    EXPECT_EQ(asked["resourceSubscriptions"_L1].toArray(), QJsonArray{u"demo://notes/index"_s});
    EXPECT_TRUE(asked["resourcesListChanged"_L1].toBool());
    // Once the new stream is acknowledged the old one is closed (stdio: cancelled).
    ASSERT_TRUE(UiTest::waitFor([this] { return sentCancel(); }));
    EXPECT_TRUE(listenStatus().contains(u"demo://notes/index"_s)) << qPrintable(listenStatus());
    EXPECT_EQ(sentCount(u"resources/subscribe"_s), 0); // removed in 2026-07-28

    callTool(u"add_note"_s, R"({"text": "milk"})");
    ResourceListModel *model = resources()->controller()->resources();
    ASSERT_TRUE(UiTest::waitFor([model] { return model->rowOfUri(u"demo://notes/1"_s) >= 0; }));
    ASSERT_TRUE(UiTest::waitFor([model] { return model->isUpdated(u"demo://notes/index"_s); }));

    m_window->showTab(u"resourcesPane"_s);
    QTest::mouseClick(UiTest::find<QPushButton>(resources(), u"subscribeButton"_s), Qt::LeftButton);
    EXPECT_FALSE(model->isSubscribed(u"demo://notes/index"_s));
    ASSERT_TRUE(UiTest::waitFor([this] { return sentCount(u"subscriptions/listen"_s) == 3; }));
    EXPECT_FALSE(lastSentParams(u"subscriptions/listen"_s)["notifications"_L1].toObject().contains(
        "resourceSubscriptions"_L1));
}

} // namespace
