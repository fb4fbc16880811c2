// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "messagelogtoolbar.h"

#include "messagefilterproxymodel.h"
#include "widgets/fontunits.h"
#include "widgets/servertext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QToolButton>

using namespace Qt::StringLiterals;

MessageLogToolbar::MessageLogToolbar(MessageFilterProxyModel *proxy, QWidget *parent)
    : QWidget(parent)
    , m_proxy(proxy)
    , m_direction(new QComboBox(this))
    , m_method(new QLineEdit(this))
    , m_server(new QComboBox(this))
    , m_text(new QLineEdit(this))
    , m_errorsOnly(new QCheckBox(tr("Errors only"), this))
    , m_search(new QLineEdit(this))
    , m_previous(new QToolButton(this))
    , m_next(new QToolButton(this))
    , m_count(ServerText::lineLabel(QString(), this))
    , m_onlyMatches(new QCheckBox(tr("Only matches"), this))
    , m_matches(ServerText::lineLabel(QString(), this))
    , m_progress(new QProgressBar(this))
{
    createFilterWidgets();
    m_search->setObjectName(u"logSearch"_s);
    m_search->setAccessibleName(tr("Search the log"));
    m_search->setPlaceholderText(tr("Search (F3)"));
    m_search->setToolTip(tr("Find rows whose bytes, method or id contain this text (any case); "
                            "F3 finds the next, Shift+F3 the previous, Esc stops a long search"));
    m_search->setClearButtonEnabled(true);
    m_search->setMaximumWidth(FontUnits::chars(m_search, 28));
    // Its hint readable when the row is crowded (longer words in German, a narrow log pane).
    m_search->setMinimumWidth(FontUnits::chars(m_search, 12));
    m_previous->setObjectName(u"searchPrevious"_s);
    m_previous->setAccessibleName(tr("Previous match"));
    m_previous->setArrowType(Qt::UpArrow);
    m_previous->setToolTip(tr("Previous match (Shift+F3)"));
    m_next->setObjectName(u"searchNext"_s);
    m_next->setAccessibleName(tr("Next match"));
    m_next->setArrowType(Qt::DownArrow);
    m_next->setToolTip(tr("Next match (F3)"));
    m_count->setObjectName(u"logCount"_s);
    m_onlyMatches->setObjectName(u"searchOnlyMatches"_s);
    m_onlyMatches->setToolTip(tr("Show only the rows the search found"));
    m_matches->setObjectName(u"searchMatches"_s);
    m_progress->setObjectName(u"logProgress"_s);
    m_progress->setToolTip(tr("Esc stops it"));
    m_progress->setRange(0, 100);
    m_progress->setMaximumWidth(FontUnits::chars(m_progress, 22));
    m_progress->hide();
    auto *clearButton = new QPushButton(tr("Clear"), this);
    clearButton->setObjectName(u"clearLogButton"_s);
    clearButton->setToolTip(tr("Remove every row from the log"));

    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(ServerText::caption(tr("Messages"), this, true));
    row->addSpacing(8);
    for (QWidget *widget : std::initializer_list<QWidget *>{m_direction, m_method, m_server})
        row->addWidget(widget);
    // A caption, not text inside the box: it stays readable while a filter is typed.
    QLabel *textCaption = ServerText::caption(tr("Filter:"), this);
    textCaption->setBuddy(m_text);
    row->addWidget(textCaption);
    row->addWidget(m_text, 1);
    row->addWidget(m_errorsOnly);
    row->addSpacing(8);
    for (QWidget *widget : std::initializer_list<QWidget *>{
             m_search, m_previous, m_next, m_matches, m_onlyMatches, m_progress, m_count})
        row->addWidget(widget);
    row->addWidget(clearButton);

    connect(m_search, &QLineEdit::returnPressed, this, [this] { Q_EMIT findRequested(false); });
    connect(m_previous, &QToolButton::clicked, this, [this] { Q_EMIT findRequested(true); });
    connect(m_next, &QToolButton::clicked, this, [this] { Q_EMIT findRequested(false); });
    connect(clearButton, &QPushButton::clicked, this, &MessageLogToolbar::clearRequested);
    setServers({});
}

void MessageLogToolbar::createFilterWidgets()
{
    m_direction->setObjectName(u"directionFilter"_s);
    m_direction->setToolTip(tr("Show one direction only"));
    m_direction->addItem(tr("Both ways"));
    m_direction->addItem(tr("→ out"), int(TrafficEvent::Direction::Outgoing));
    m_direction->addItem(tr("← in"), int(TrafficEvent::Direction::Incoming));
    m_direction->addItem(tr("• local"), int(TrafficEvent::Direction::Local));
    m_direction->addItem(tr("● user"), int(TrafficEvent::Direction::User));
    m_direction->addItem(tr("⇠ app"), int(TrafficEvent::Direction::FromApp));
    m_direction->addItem(tr("⇢ app"), int(TrafficEvent::Direction::ToApp));
    m_method->setObjectName(u"methodFilter"_s);
    m_method->setAccessibleName(tr("Method filter"));
    m_method->setPlaceholderText(tr("Method, e.g. tools/*"));
    m_method->setToolTip(tr("Show only methods matching this glob (* and ? wildcards); a "
                            "response counts as the method of its request"));
    m_method->setClearButtonEnabled(true);
    m_method->setMaximumWidth(FontUnits::chars(m_method, 24));
    m_method->setMinimumWidth(FontUnits::chars(m_method, 14));
    m_server->setObjectName(u"serverFilter"_s);
    m_server->setToolTip(tr("Show the rows of one server only: the one shown above, or any by "
                            "name (the log keeps every connection)"));
    m_server->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_text->setObjectName(u"logFilter"_s);
    m_text->setAccessibleName(tr("Filter rows by method, id or code"));
    m_text->setToolTip(tr("Show rows whose method, id, channel, error code or HTTP status "
                          "contains this text (any case); search finds text in the frames"));
    m_text->setClearButtonEnabled(true);
    // Room for a method or an id even when the log pane is narrow.
    m_text->setMinimumWidth(m_text->fontMetrics().averageCharWidth() * 14);
    m_errorsOnly->setObjectName(u"errorsOnly"_s);

    connect(m_direction, &QComboBox::currentIndexChanged, this, &MessageLogToolbar::applyDirection);
    connect(m_method, &QLineEdit::textChanged, m_proxy, &MessageFilterProxyModel::setMethodGlob);
    connect(m_server, &QComboBox::currentIndexChanged, this, &MessageLogToolbar::applyServer);
    connect(m_text, &QLineEdit::textChanged, m_proxy, &MessageFilterProxyModel::setText);
    connect(m_errorsOnly, &QCheckBox::toggled, m_proxy, &MessageFilterProxyModel::setErrorsOnly);
}

void MessageLogToolbar::applyDirection()
{
    const QVariant direction = m_direction->currentData();
    m_proxy->setDirection(direction.isValid()
                              ? std::optional(TrafficEvent::Direction(direction.toInt()))
                              : std::nullopt);
}

namespace {
// The server filter's first two entries: no filter, and the server the window shows.
constexpr int kAllServers = 0;
constexpr int kThisServer = 1;
} // namespace

void MessageLogToolbar::applyServer()
{
    const int index = m_server->currentIndex();
    m_proxy->setConnections(index == kThisServer ? m_currentConnections : QList<int>());
    m_proxy->setServer(index > kThisServer ? m_server->currentText() : QString());
}

void MessageLogToolbar::setCurrentConnections(const QList<int> &connections)
{
    m_currentConnections = connections;
    if (m_server->currentIndex() == kThisServer)
        applyServer();
}

QString MessageLogToolbar::searchText() const
{
    return m_search->text().trimmed();
}

void MessageLogToolbar::setServers(const QStringList &servers)
{
    const int index = m_server->currentIndex();
    const QString current = index > kThisServer ? m_server->currentText() : QString();
    const QSignalBlocker blocker(m_server);
    m_server->clear();
    m_server->addItem(tr("All servers"));
    m_server->addItem(tr("This server"));
    m_server->addItems(servers);
    const int named = current.isEmpty() ? -1 : m_server->findText(current, Qt::MatchExactly);
    m_server->setCurrentIndex(named > kThisServer ? named
                                                  : qMax(kAllServers, qMin(index, kThisServer)));
    m_server->setVisible(servers.size() > 1); // one server: nothing to choose
}

void MessageLogToolbar::setCount(int shown, int total)
{
    const QString messages = total == 1 ? tr("1 message") : tr("%n messages", nullptr, total);
    m_count->setText(shown == total ? messages : tr("%1 of %2").arg(shown).arg(messages));
}

void MessageLogToolbar::setSearchStatus(const QString &status)
{
    m_matches->setText(status);
}

void MessageLogToolbar::setProgress(const QString &what, int percent)
{
    m_progress->setVisible(percent >= 0);
    m_progress->setFormat(what + u" %p %"_s);
    m_progress->setValue(qMax(0, percent));
}

void MessageLogToolbar::resetFilters()
{
    // Quietly: the proxy is reset once below, not once per widget.
    const std::initializer_list<QWidget *> filters{
        m_direction, m_method, m_server, m_text, m_errorsOnly, m_onlyMatches};
    for (QWidget *widget : filters)
        widget->blockSignals(true);
    m_direction->setCurrentIndex(0);
    m_method->clear();
    m_server->setCurrentIndex(0);
    m_text->clear();
    m_errorsOnly->setChecked(false);
    m_onlyMatches->setChecked(false);
    for (QWidget *widget : filters)
        widget->blockSignals(false);
    m_proxy->clearFilter();
}
