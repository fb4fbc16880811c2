// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "commandpalette.h"

#include "commandpalettemodel.h"
#include "mainwindow.h"
#include "palettecommands.h"
#include "widgets/servertext.h"

#include <QApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

CommandPalette::CommandPalette(MainWindow *window)
    : QFrame(window)
    , m_window(window)
    , m_model(new CommandPaletteModel(this))
{
    setObjectName(u"commandPalette"_s);
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setAccessibleName(tr("Command palette"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    QLabel *caption = ServerText::caption(tr("Run or open:"), this);
    m_input = new QLineEdit(this);
    m_input->setObjectName(u"commandPaletteInput"_s);
    m_input->setAccessibleName(tr("Command palette search"));
    m_input->setToolTip(tr("Type part of a name: letters in order, word starts count most"));
    caption->setBuddy(m_input);
    m_list = new QTreeView(this);
    m_list->setObjectName(u"commandPaletteList"_s);
    m_list->setAccessibleName(tr("Command palette results"));
    m_list->setModel(m_model);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->setHeaderHidden(true);
    m_list->setFocusPolicy(Qt::NoFocus); // the keys stay in the line; it moves the list
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(CommandPaletteModel::NameColumn, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(CommandPaletteModel::WhereColumn,
                                           QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(CommandPaletteModel::ShortcutColumn,
                                           QHeaderView::ResizeToContents);
    m_status = ServerText::caption(QString(), this);
    m_status->setObjectName(u"commandPaletteStatus"_s);
    layout->addWidget(caption);
    layout->addWidget(m_input);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_status);
    m_input->installEventFilter(this);
    connect(m_input, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_model->setQuery(text);
        selectFirst();
    });
    connect(m_list, &QTreeView::activated, this, [this] { runCurrent(); });
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        followFocus(now);
    });
    hide();
}

void CommandPalette::open()
{
    QWidget *focus = QApplication::focusWidget();
    if (!isVisible())
        m_focusBefore = focus && !isAncestorOf(focus) ? focus : nullptr;
    m_model->setItems(PaletteCommands::collect(m_window));
    m_input->clear();
    m_model->setQuery(QString());
    m_status->clear();
    selectFirst();
    place();
    show();
    raise();
    m_input->setFocus(Qt::PopupFocusReason);
}

void CommandPalette::close()
{
    if (!isVisible())
        return;
    // Taken first: hiding moves the focus on, which followFocus() would take as the user's.
    const QPointer<QWidget> back = m_focusBefore;
    m_focusBefore = nullptr;
    hide();
    if (back)
        back->setFocus(Qt::PopupFocusReason);
}

void CommandPalette::runCurrent()
{
    const PaletteItem item = m_model->itemAt(m_list->currentIndex().row());
    if (item.title.isEmpty() && !item.action)
        return;
    // Closed first: the focus goes back where it was, so an action acts where the user was,
    // and what the item opens may take the focus from there.
    close();
    if (!PaletteCommands::run(m_window, item))
        ServerText::showStatus(
            m_window->statusBar(), tr("“%1” is no longer available").arg(item.title), 5000);
}

// Over the top of the window's central area, about half its width.
void CommandPalette::place()
{
    const QRect area = m_window->rect();
    const int width = std::clamp(area.width() / 2, std::min(480, area.width()), area.width());
    const int height = std::min(area.height() - 40, 420);
    setGeometry(area.left() + (area.width() - width) / 2,
                area.top() + std::min(60, area.height() / 10),
                width,
                std::max(height, 120));
}

void CommandPalette::selectFirst()
{
    const bool any = m_model->rowCount() > 0;
    m_list->setCurrentIndex(any ? m_model->index(0, 0) : QModelIndex());
    m_status->setText(any ? QString() : tr("Nothing matches."));
}

void CommandPalette::moveCurrent(int step)
{
    const int rows = m_model->rowCount();
    if (rows == 0)
        return;
    const int row = std::clamp(m_list->currentIndex().row() + step, 0, rows - 1);
    m_list->setCurrentIndex(m_model->index(row, 0));
    m_list->scrollTo(m_list->currentIndex());
}

bool CommandPalette::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_input)
        return QFrame::eventFilter(watched, event);
    if (event->type() == QEvent::ShortcutOverride) {
        // These keys are the palette's while it has the focus, whatever a window shortcut says.
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool plain = (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
        const int pressed = key->key();
        if (plain
            && (pressed == Qt::Key_Escape || pressed == Qt::Key_Return
                || pressed == Qt::Key_Enter)) {
            event->accept();
            return true;
        }
    }
    if (event->type() != QEvent::KeyPress)
        return QFrame::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    const int page
        = std::max(1, m_list->viewport()->height() / std::max(1, m_list->sizeHintForRow(0)));
    switch (key->key()) {
    case Qt::Key_Down:
        moveCurrent(1);
        return true;
    case Qt::Key_Up:
        moveCurrent(-1);
        return true;
    case Qt::Key_PageDown:
        moveCurrent(page);
        return true;
    case Qt::Key_PageUp:
        moveCurrent(-page);
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        runCurrent();
        return true;
    case Qt::Key_Escape:
        close();
        return true;
    default:
        return QFrame::eventFilter(watched, event);
    }
}

// A click elsewhere or a Tab out of it: the palette steps aside.
void CommandPalette::followFocus(QWidget *now)
{
    if (isVisible() && now && now != this && !isAncestorOf(now)) {
        m_focusBefore = nullptr; // the focus went somewhere on purpose: leave it there
        hide();
    }
}
