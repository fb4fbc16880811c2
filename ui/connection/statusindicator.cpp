// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "statusindicator.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "widgets/servertext.h"

#include <core/mcp/mcpsession.h>
#include <core/transport/transport.h>

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>

using namespace Qt::StringLiterals;

namespace {

// The colour of each level: the dot in the bar and the icon in the switcher.
PaletteColors::Tone levelTone(StatusIndicator::Level level)
{
    switch (level) {
    case StatusIndicator::Level::Busy:
        return PaletteColors::Tone::Warning;
    case StatusIndicator::Level::Good:
        return PaletteColors::Tone::Success;
    case StatusIndicator::Level::Bad:
        return PaletteColors::Tone::Error;
    case StatusIndicator::Level::Idle:
        break;
    }
    return PaletteColors::Tone::Neutral;
}

} // namespace

class StatusIndicator::Dot : public QWidget
{
public:
    explicit Dot(QWidget *parent)
        : QWidget(parent)
    {
        const int size = fontMetrics().height() * 2 / 3;
        setFixedSize(size, size);
    }
    void setLevel(Level level)
    {
        m_level = level;
        update();
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(PaletteColors::text(palette(), levelTone(m_level)));
        painter.drawEllipse(rect().adjusted(1, 1, -1, -1));
    }

private:
    Level m_level = Level::Idle;
};

QIcon StatusIndicator::dotIcon(Level level, const QPalette &palette, int size, QSize box)
{
    // One pixmap per device pixel ratio, each the whole icon box with the dot in its middle: the
    // dot stays round and sharp on a HiDPI screen, and Qt never magnifies a pixmap smaller than
    // the box it is drawn in (which it does at ratios above 1).
    box = box.expandedTo(QSize(size, size));
    QIcon icon;
    for (const qreal ratio : {1.0, 2.0, 3.0}) {
        QPixmap pixmap(box * ratio);
        pixmap.setDevicePixelRatio(ratio);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(PaletteColors::text(palette, levelTone(level)));
        const QPointF centre(box.width() / 2.0, box.height() / 2.0);
        painter.drawEllipse(centre, size / 2.0 - 1, size / 2.0 - 1);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

QString StatusIndicator::levelName(Level level)
{
    switch (level) {
    case Level::Busy:
        return tr("Busy");
    case Level::Good:
        return tr("Connected");
    case Level::Bad:
        return tr("Failed");
    case Level::Idle:
        break;
    }
    return tr("Not connected");
}

StatusIndicator::StatusIndicator(QWidget *parent)
    : QWidget(parent)
    , m_dot(new Dot(this))
    , m_label(ServerText::label(u"statusText"_s, this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_dot, 0, Qt::AlignTop | Qt::AlignHCenter);
    layout->addWidget(m_label, 1);
    // The dot sits on the first line of the text, however many lines the text wraps into.
    layout->setAlignment(m_dot, Qt::AlignTop);
    m_dot->setContentsMargins(0, 0, 0, 0);
    // A screen reader hears the dot's colour as its level and the sentence as the description.
    setAccessibleName(tr("Connection status"));
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &StatusIndicator::render);
    showSession(nullptr);
}

void StatusIndicator::setStatus(Level level, const QString &text)
{
    m_level = level;
    m_dot->setLevel(level);
    ServerText::setText(m_label, text, 2000); // quotes the server's errors and stderr
    m_dot->setAccessibleName(levelName(level));
    setAccessibleDescription(tr("%1: %2").arg(levelName(level), ServerText::accessible(text)));
}

void StatusIndicator::showSession(const McpSession *session)
{
    m_session = session;
    const int state = session ? int(session->state()) : -1;
    if (state != m_shownState) {
        m_shownState = state;
        m_stateSince.start();
    }
    render();
}

void StatusIndicator::render()
{
    const Level level = levelOf(m_session);
    QString text = describe(m_session);
    const qint64 seconds = m_stateSince.elapsed() / 1000;
    if (level == Level::Busy && seconds >= 2) {
        text += tr(" — %1 s").arg(seconds);
        // What a slow server last said is the best clue to why it is slow.
        const QString clue = m_session->transport()->lastDiagnostic();
        if (!clue.isEmpty())
            text += u"; "_s + clue;
    }
    setStatus(level, text);
    if (level == Level::Busy && !m_tick.isActive())
        m_tick.start();
    else if (level != Level::Busy)
        m_tick.stop();
}

QString StatusIndicator::text() const
{
    return m_label->text();
}

StatusIndicator::Level StatusIndicator::levelOf(const McpSession *session)
{
    if (!session)
        return Level::Idle;
    switch (session->state()) {
    case McpSession::State::Connecting:
    case McpSession::State::Initializing:
    case McpSession::State::Closing:
        return Level::Busy;
    case McpSession::State::Ready:
        return Level::Good;
    case McpSession::State::Failed:
        return Level::Bad;
    case McpSession::State::Disconnected:
        break;
    }
    return Level::Idle;
}

QString StatusIndicator::failureText(const McpSession *session) const
{
    const int status = session->failureHttpStatus();
    if (status != 401 && status != 403)
        return tr("Failed: %1").arg(session->failureReason());
    // The most common remote failure gets its name first, where the eye lands, and the fix
    // depends on whether credentials were sent at all.
    const QString fix = m_sendsCredentials
                            ? tr("The server refused the credentials mcpscope sent: check the "
                                 "bearer token or the Authorization header in Settings… and "
                                 "connect again.")
                            : tr("Add a bearer token or an Authorization header in Settings… "
                                 "and connect again.");
    return tr("Failed: authorization required (HTTP %1). %2 %3")
        .arg(QString::number(status), fix, session->failureReason());
}

QString StatusIndicator::describe(const McpSession *session) const
{
    if (!session)
        return tr("Not connected. Enter the server's command and press Connect.");
    const ServerInfo info = session->serverInfo();
    switch (session->state()) {
    case McpSession::State::Disconnected:
        return tr("Disconnected.");
    case McpSession::State::Connecting:
        return tr("Connecting… (%1)").arg(session->transport()->description());
    case McpSession::State::Initializing:
        return tr("Initializing… (waiting for the server to answer initialize)");
    case McpSession::State::Ready: {
        QString server = info.title();
        if (!info.version().isEmpty())
            server += u' ' + info.version();
        // "Streamable HTTP: http://…" -> "Streamable HTTP": after an Auto fallback this is
        // where the user learns which transport is in use.
        const QString transport = session->transport()->description().section(u": "_s, 0, 0);
        return tr("Ready — %1 (protocol %2 over %3)")
            .arg(server.trimmed(), info.protocolVersion, transport);
    }
    case McpSession::State::Closing:
        return session->transport()->description().startsWith("stdio"_L1)
                   ? tr("Disconnecting… (closing the server's input, then stopping it)")
                   : tr("Disconnecting… (ending the session with the server)");
    case McpSession::State::Failed:
        return failureText(session);
    }
    return {};
}
