// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "sessionwindowtest.h"

#include <core/log/messagelogmodel.h>
#include <core/mcp/mcpsession.h>
#include <ui/log/messagefilterproxymodel.h>
#include <ui/log/messagelogview.h>
#include <ui/session/offlinebanner.h>
#include <ui/session/offlinesession.h>
#include <ui/session/replaycontroller.h>
#include <ui/session/replaypane.h>
#include <ui/tools/toollistmodel.h>
#include <ui/tools/toollistpane.h>

#include <QApplication>
#include <QContextMenuEvent>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QSignalSpy>
#include <QTableView>
#include <QTimer>

using namespace Qt::StringLiterals;

void SessionWindowTest::SetUp()
{
    MainWindowTest::SetUp();
    ASSERT_TRUE(m_folder.isValid());
    sessions()->setSessionsFolder(m_folder.filePath(u"sessions"_s));
}

ServerConfig SessionWindowTest::demoConfig() const
{
    const QStringList command = UiTest::demoServerCommand();
    ServerConfig config;
    config.program = command.first();
    config.arguments = command.mid(1);
    return config;
}

QString SessionWindowTest::recordEcho(const QString &message)
{
    [&] {
        connectToServer();
        selectTool(u"echo"_s);
        ASSERT_NE(editor(u"message"_s), nullptr);
        QTest::keyClicks(editor(u"message"_s), message);
        clickCallAndWait();
        m_window->disconnectFromServer();
        ASSERT_TRUE(UiTest::waitFor([this] { return !isActive(); }));
    }();
    return sessions()->recordingPath();
}

void SessionWindowTest::openOffline(const QString &path)
{
    ASSERT_TRUE(sessions()->openSession(path)) << qPrintable(sessions()->banner()->text());
    ASSERT_TRUE(UiTest::waitFor([this] {
        return sessions()->offline()->isLoaded() && toolCount() > 0;
    })) << qPrintable(sessions()->banner()->text());
}

int SessionWindowTest::toolCount() const
{
    return UiTest::find<ToolListPane>(m_window.get(), u"toolListPane"_s)->model()->rowCount();
}

void SessionWindowTest::whenModal(const std::function<bool(QWidget *)> &act)
{
    UiTest::whenModal(act);
}

void UiTest::whenModal(const std::function<bool(QWidget *)> &act)
{
    auto *check = new QTimer(qApp);
    QObject::connect(check, &QTimer::timeout, check, [check, act] {
        QWidget *modal = QApplication::activeModalWidget();
        if (modal && act(modal))
            check->deleteLater();
    });
    check->start(10);
}

ReplayPane *UiTest::replaySelectionAndWait(MainWindow *window,
                                           const QList<int> &rows,
                                           int timeoutMs,
                                           ReplayController::Target target)
{
    MessageLogView *view = window->logView();
    QTableView *table = view->table();
    QRect cell;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        QModelIndex index = view->proxy()->mapFromSource(window->logModel()->index(rows.at(i), 0));
        if (!index.isValid()) { // filtered out: selecting it clears the filter
            view->selectRow(rows.at(i));
            index = view->proxy()->mapFromSource(window->logModel()->index(rows.at(i), 0));
        }
        table->scrollTo(index);
        cell = table->visualRect(index.siblingAtColumn(2));
        QTest::mouseClick(table->viewport(),
                          Qt::LeftButton,
                          i == 0 ? Qt::NoModifier : Qt::ControlModifier,
                          cell.center());
    }
    if (view->selectedRows() != rows) {
        ADD_FAILURE() << "the clicks did not select the rows";
        return nullptr;
    }
    ReplayController *replay = window->sessions()->replay();
    QSignalSpy finished(replay, &ReplayController::finished);
    whenModal([target](QWidget *modal) {
        auto *dialog = qobject_cast<QInputDialog *>(modal);
        if (!dialog)
            return false;
        dialog->setTextValue(dialog->comboBoxItems().value(int(target))); // in the enum's order
        dialog->accept();
        return true;
    });
    bool chosen = false;
    QTimer::singleShot(0, table, [&chosen] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu)
            return;
        if (auto *action = menu->findChild<QAction *>(u"replaySelectedAction"_s)) {
            chosen = true;
            action->trigger();
        }
        menu->close();
    });
    QContextMenuEvent event(
        QContextMenuEvent::Mouse, cell.center(), table->viewport()->mapToGlobal(cell.center()));
    QCoreApplication::sendEvent(table->viewport(), &event);
    if (!chosen) {
        ADD_FAILURE() << "the log's context menu has no Replay Selected";
        return nullptr;
    }
    if (finished.isEmpty() && !finished.wait(timeoutMs)) {
        ADD_FAILURE() << "the replay did not finish";
        return nullptr;
    }
    if (!replay->error().isEmpty()) {
        ADD_FAILURE() << qPrintable(replay->error());
        return nullptr;
    }
    return replay->pane();
}
