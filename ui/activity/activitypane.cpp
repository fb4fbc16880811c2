// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "activitypane.h"

#include "inflightmodel.h"
#include "pingcontrol.h"
#include "session/sessioncontext.h"
#include "widgets/fontunits.h"
#include "widgets/servertext.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// Draws the progress column as a progress bar (busy when the server gave no total) and the
// cancel column as a button; clicks on that column cancel (handled by the pane).
class InFlightDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter,
               const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        QStyle *style = option.widget ? option.widget->style() : QApplication::style();
        if (index.column() == InFlightModel::ProgressColumn
            && index.data(InFlightModel::HasProgressRole).toBool()) {
            const double fraction = index.data(InFlightModel::ProgressFractionRole).toDouble();
            QStyleOptionProgressBar bar;
            bar.rect = option.rect.adjusted(2, 2, -2, -2);
            bar.state = option.state | QStyle::State_Horizontal;
            bar.minimum = 0;
            bar.maximum = fraction < 0 ? 0 : 1000; // 0..0 draws a busy bar
            bar.progress = fraction < 0 ? 0 : int(fraction * 1000);
            bar.text = index.data().toString();
            bar.textVisible = true;
            style->drawControl(QStyle::CE_ProgressBar, &bar, painter, option.widget);
            drawFocus(style, painter, option);
            return;
        }
        if (index.column() == InFlightModel::CancelColumn) {
            QStyleOptionButton button;
            button.rect = option.rect.adjusted(2, 1, -2, -1);
            button.text = index.data().toString();
            button.state = QStyle::State_Enabled | QStyle::State_Raised;
            button.palette = option.palette;
            style->drawControl(QStyle::CE_PushButton, &button, painter, option.widget);
            drawFocus(style, painter, option);
            return;
        }
        QStyledItemDelegate::paint(painter, option, index);
    }

private:
    // The cells drawn here by hand still show where the keyboard is.
    static void drawFocus(QStyle *style, QPainter *painter, const QStyleOptionViewItem &option)
    {
        if (!(option.state & QStyle::State_HasFocus))
            return;
        QStyleOptionFocusRect focus;
        focus.QStyleOption::operator=(option);
        focus.backgroundColor = option.palette.color(QPalette::Base);
        style->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, painter, option.widget);
    }
};

} // namespace

ActivityPane::ActivityPane(QWidget *parent)
    : QWidget(parent)
    , m_model(new InFlightModel(this))
    , m_ping(new PingControl(this))
    , m_summary(ServerText::lineLabel(QString(), this))
    , m_view(new QTreeView(this))
{
    m_ping->setObjectName(u"pingControl"_s);
    m_summary->setObjectName(u"inFlightSummary"_s);
    m_view->setObjectName(u"inFlightView"_s);
    m_view->setAccessibleName(tr("Requests in flight"));
    m_view->setAccessibleDescription(tr(
        "The requests waiting for an answer: method, elapsed time, progress, message and timeout"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(new InFlightDelegate(m_view));
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setColumnWidth(InFlightModel::MethodColumn, FontUnits::chars(m_view, 36));
    m_view->setColumnWidth(InFlightModel::ElapsedColumn, FontUnits::chars(m_view, 10));
    m_view->setColumnWidth(InFlightModel::ProgressColumn, FontUnits::chars(m_view, 24));
    m_view->setColumnWidth(InFlightModel::MessageColumn, FontUnits::chars(m_view, 33));
    m_view->setColumnWidth(InFlightModel::TimeoutColumn, FontUnits::chars(m_view, 12));
    m_view->header()->setStretchLastSection(false);
    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_ping);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    connect(m_view, &QTreeView::clicked, this, [this](const QModelIndex &index) {
        if (index.column() == InFlightModel::CancelColumn)
            m_model->cancel(index.row());
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &ActivityPane::updateSummary);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &ActivityPane::updateSummary);
    updateSummary();
}

void ActivityPane::setSession(McpSession *session)
{
    m_model->setSession(session);
    m_ping->setSession(session);
}

void ActivityPane::setContext(SessionContext *context)
{
    context->followLive(this, [this, context] { setSession(context->liveSession()); });
}

void ActivityPane::updateSummary()
{
    const int count = m_model->rowCount();
    m_summary->setText(count == 0 ? tr("No request is waiting for an answer.")
                                  : tr("%n request(s) waiting for an answer", nullptr, count));
}
