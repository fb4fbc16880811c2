// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "rawconsolepane.h"

#include "jsonhighlighter.h"
#include "palettecolors.h"
#include "session/sessioncontext.h"
#include "widgets/servertext.h"

#include <core/jsonrpc/jsonrpccodec.h>
#include <core/log/trafficevent.h>
#include <core/mcp/mcpmethods.h>
#include <core/mcp/mcpsession.h>

#include <QCheckBox>
#include <QDateTime>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QShortcut>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

#include <functional>

using namespace Qt::StringLiterals;

namespace {

QPlainTextEdit *makeEditor(const QString &objectName, QWidget *parent)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setObjectName(objectName);
    edit->setLineWrapMode(QPlainTextEdit::NoWrap);
    edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return edit;
}

QString pretty(const QJsonValue &value)
{
    const QJsonDocument document
        = value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    return QString::fromUtf8(document.toJson(QJsonDocument::Indented)).trimmed();
}

// A message with an id gets the next one; a notification keeps having none (and takes none).
QJsonObject withNewId(QJsonObject message, const std::function<qint64()> &nextId)
{
    if (message.contains("id"_L1))
        message.insert("id"_L1, nextId());
    return message;
}

// The transcript: JSON colours for the frames, and the "time  → sent …" lines between them in
// one muted tone, so their digits are not taken for JSON numbers.
class TranscriptHighlighter : public JsonHighlighter
{
public:
    TranscriptHighlighter(QTextDocument *document, QWidget *view)
        : JsonHighlighter(document, view)
    {
        m_heading.setFontWeight(QFont::DemiBold);
        TranscriptHighlighter::deriveColors(view->palette());
    }

protected:
    void deriveColors(const QPalette &palette) override
    {
        JsonHighlighter::deriveColors(palette);
        m_heading.setForeground(PaletteColors::text(palette, PaletteColors::Tone::Neutral));
    }

    void highlightBlock(const QString &text) override
    {
        static const QRegularExpression heading(uR"(^\d\d:\d\d:\d\d\.\d{3}  )"_s);
        if (heading.match(text).hasMatch())
            setFormat(0, int(text.size()), m_heading);
        else
            JsonHighlighter::highlightBlock(text);
    }

private:
    QTextCharFormat m_heading;
};

// McpSession::stateName() is core's English (the CLI's word); the pane shows its own.
QString consoleStateText(McpSession::State state)
{
    switch (state) {
    case McpSession::State::Disconnected:
        return RawConsolePane::tr("disconnected");
    case McpSession::State::Connecting:
        return RawConsolePane::tr("connecting");
    case McpSession::State::Initializing:
        return RawConsolePane::tr("initializing");
    case McpSession::State::Ready:
        return RawConsolePane::tr("ready");
    case McpSession::State::Closing:
        return RawConsolePane::tr("closing");
    case McpSession::State::Failed:
        return RawConsolePane::tr("failed");
    }
    return {};
}

} // namespace

RawConsolePane::RawConsolePane(QWidget *parent)
    : QWidget(parent)
    , m_editor(makeEditor(u"consoleEditor"_s, this))
    , m_editorHighlighter(new JsonHighlighter(m_editor->document(), m_editor))
    , m_transcript(makeEditor(u"consoleTranscript"_s, this))
    , m_noHandshake(new QCheckBox(tr("Skip the MCP handshake (plain JSON-RPC 2.0)"), this))
    , m_send(new QPushButton(tr("Send"), this))
    , m_state(ServerText::lineLabel(QString(), this))
{
    m_editor->setAccessibleName(tr("Frame to send"));
    m_transcript->setAccessibleName(tr("Console transcript"));
    m_transcript->setAccessibleDescription(
        tr("The frames sent from the console and the server's answers"));
    m_editor->setPlaceholderText(
        tr("Type a frame and press Ctrl+Return to send it exactly as typed: a request, a "
           "notification, a batch, or malformed on purpose. Templates help. On stdio a frame is "
           "one line: a line break inside it splits it."));
    m_transcript->setReadOnly(true);
    m_transcript->setPlaceholderText(tr("What you send and what comes back for it."));
    new TranscriptHighlighter(m_transcript->document(), m_transcript);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(u"rawConsoleSplitter"_s);
    splitter->addWidget(m_editor);
    splitter->addWidget(m_transcript);
    splitter->setSizes({90, 260}); // a frame is usually one line; replies are longer
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(createControls());
    layout->addWidget(splitter, 1);
    auto *sendShortcut = new QShortcut(QKeySequence(u"Ctrl+Return"_s), m_editor);
    sendShortcut->setContext(Qt::WidgetShortcut);
    connect(sendShortcut, &QShortcut::activated, this, &RawConsolePane::send);
    updateSendState();
}

QWidget *RawConsolePane::createControls()
{
    auto *controls = new QWidget(this);
    auto *templates = new QToolButton(controls);
    templates->setObjectName(u"consoleTemplates"_s);
    templates->setText(tr("Templates"));
    templates->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(templates);
    const std::pair<QString, Template> entries[] = {
        {Mcp::Method::Ping, Template::Ping}, // a method name is not translated
        {Mcp::Method::ToolsList, Template::ToolsList},
        {tr("A notification"), Template::Notification},
        {tr("A batch (2 requests, 1 notification)"), Template::Batch},
        {tr("Malformed JSON"), Template::Malformed},
    };
    for (const auto &[title, which] : entries) {
        menu->addAction(title, this, [this, which = which] { insertTemplate(which); })
            ->setObjectName(u"consoleTemplate%1Action"_s.arg(int(which)));
    }
    templates->setMenu(menu);
    auto *renumber = new QPushButton(tr("New ids"), controls);
    renumber->setObjectName(u"consoleRenumber"_s);
    renumber->setToolTip(tr("Give every request in the editor a fresh id"));
    m_noHandshake->setObjectName(u"consoleNoHandshake"_s);
    m_noHandshake->setToolTip(tr("Takes effect at the next Connect: the session is ready as soon "
                                 "as the transport is open, without initialize, so plain "
                                 "JSON-RPC 2.0 endpoints can be debugged"));
    m_send->setObjectName(u"consoleSend"_s);
    m_send->setToolTip(tr("Send the editor's text exactly as typed (Ctrl+Return)"));
    m_state->setObjectName(u"consoleState"_s);
    PaletteColors::setTextTone(m_state, PaletteColors::Tone::Neutral);
    auto *clear = new QPushButton(tr("Clear"), controls);
    clear->setToolTip(tr("Clear the replies shown here (the message log keeps them)"));
    auto *row = new QHBoxLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(ServerText::caption(tr("Raw console"), controls, true));
    row->addWidget(templates);
    row->addWidget(renumber);
    row->addWidget(m_noHandshake);
    row->addStretch(1);
    row->addWidget(m_state);
    row->addWidget(clear);
    row->addWidget(m_send);
    connect(renumber, &QPushButton::clicked, this, &RawConsolePane::renumberIds);
    connect(m_send, &QPushButton::clicked, this, &RawConsolePane::send);
    connect(clear, &QPushButton::clicked, m_transcript, &QPlainTextEdit::clear);
    return controls;
}

void RawConsolePane::attach(McpSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_waiting.clear();
    m_expectingBodyless = false;
    if (!session) {
        updateSendState();
        return;
    }
    connect(session, &McpSession::trafficObserved, this, &RawConsolePane::handleTraffic);
    connect(session, &McpSession::stateChanged, this, &RawConsolePane::updateSendState);
    updateSendState();
}

void RawConsolePane::setContext(SessionContext *context)
{
    context->setSkipsHandshake(skipsHandshake());
    connect(m_noHandshake, &QCheckBox::toggled, context, &SessionContext::setSkipsHandshake);
    context->followLive(this, [this, context] { attach(context->liveSession()); });
}

bool RawConsolePane::skipsHandshake() const
{
    return m_noHandshake->isChecked();
}

void RawConsolePane::setSkipsHandshake(bool skip)
{
    m_noHandshake->setChecked(skip);
}

void RawConsolePane::setFrameText(const QString &text)
{
    m_editor->setPlainText(text);
}

QString RawConsolePane::frameText() const
{
    return m_editor->toPlainText();
}

void RawConsolePane::insertTemplate(Template which)
{
    const auto request = [this](const QString &method) {
        return QJsonObject{{"jsonrpc"_L1, "2.0"_L1}, {"id"_L1, takeId()}, {"method"_L1, method}};
    };
    const QJsonObject notification{{"jsonrpc"_L1, "2.0"_L1},
                                   {"method"_L1, Mcp::Method::RootsListChanged}};
    QJsonValue frame;
    switch (which) {
    case Template::Ping:
        frame = request(Mcp::Method::Ping);
        break;
    case Template::ToolsList:
        frame = request(Mcp::Method::ToolsList);
        break;
    case Template::Notification:
        frame = notification;
        break;
    case Template::Batch:
        frame
            = QJsonArray{request(Mcp::Method::Ping), request(Mcp::Method::ToolsList), notification};
        break;
    case Template::Malformed:
        // Cut short on purpose: the server should answer -32700 Parse error with id null.
        setFrameText(u"{\"jsonrpc\": \"2.0\", \"id\": %1, \"method\": \"%2\""_s.arg(takeId()).arg(
            Mcp::Method::Ping));
        return;
    }
    // One line: on stdio a line break would split the frame.
    const QJsonDocument document
        = frame.isArray() ? QJsonDocument(frame.toArray()) : QJsonDocument(frame.toObject());
    setFrameText(QString::fromUtf8(document.toJson(QJsonDocument::Compact)));
}

void RawConsolePane::renumberIds()
{
    const QByteArray text = frameText().toUtf8();
    const QJsonDocument document = QJsonDocument::fromJson(text);
    const auto next = [this] { return takeId(); };
    if (document.isObject()) {
        setFrameText(QString::fromUtf8(
            QJsonDocument(withNewId(document.object(), next)).toJson(QJsonDocument::Compact)));
        return;
    }
    if (document.isArray()) {
        QJsonArray batch;
        for (const QJsonValue &message : document.array())
            batch.append(message.isObject() ? withNewId(message.toObject(), next) : message);
        setFrameText(QString::fromUtf8(QJsonDocument(batch).toJson(QJsonDocument::Compact)));
        return;
    }
    // Not JSON (malformed on purpose): renumber the "id" members the text has, keep the rest.
    static const QRegularExpression idMember(uR"("id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*"|null))"_s);
    QString renumbered = frameText();
    QRegularExpressionMatch match;
    qsizetype from = 0;
    while ((match = idMember.match(renumbered, from)).hasMatch()) {
        const QString replacement = u"\"id\": %1"_s.arg(takeId());
        renumbered.replace(match.capturedStart(), match.capturedLength(), replacement);
        from = match.capturedStart() + replacement.size();
    }
    setFrameText(renumbered);
}

bool RawConsolePane::send()
{
    if (!m_session || m_session->state() != McpSession::State::Ready) {
        append(tr("Not sent: connect first (the session must be ready)."));
        return false;
    }
    // Exactly as typed, minus trailing line breaks: the transport ends the frame itself, and
    // an extra empty line on stdio would be a frame of its own.
    QByteArray frame = frameText().toUtf8();
    while (frame.endsWith('\n') || frame.endsWith('\r'))
        frame.chop(1);
    if (frame.isEmpty()) {
        append(tr("Nothing to send: the editor is empty."));
        return false;
    }
    bool hasRequests = false;
    for (const JsonRpcMessage &message : JsonRpc::decode(frame).messages) {
        if (message.isRequest()) {
            m_waiting.insert(message.id());
            hasRequests = true;
        }
    }
    m_expectingBodyless = true;
    append(frame.size() == 1 ? tr("→ sent 1 byte")
                             : tr("→ sent %n bytes", nullptr, int(frame.size())),
           QString::fromUtf8(frame));
    if (!hasRequests)
        append(tr("  (no request id in this frame: a reply is not required)"));
    m_session->reportUserAction({u"raw"_s,
                                 tr("Sent a raw frame of %n bytes", nullptr, int(frame.size())),
                                 QJsonObject{{"frame"_L1, QString::fromUtf8(frame)}}});
    m_session->sendRawFrame(frame);
    return true;
}

void RawConsolePane::handleTraffic(const TrafficEvent &event)
{
    if (event.direction != TrafficEvent::Direction::Incoming
        && event.kind != TrafficEvent::Kind::Transport)
        return;
    if (event.kind == TrafficEvent::Kind::Transport) {
        // A POST answered with no body at all: nothing will ever come back for it.
        if (m_expectingBodyless && event.http
            && (event.http->status == 202 || event.http->status == 204)) {
            m_expectingBodyless = false;
            append(tr("← no response (HTTP %1 %2)")
                       .arg(event.http->status)
                       .arg(QString::fromLatin1(event.http->reason)));
        }
        return;
    }
    if (event.kind == TrafficEvent::Kind::Frame)
        showReply(event);
}

void RawConsolePane::showReply(const TrafficEvent &event)
{
    using Shape = JsonRpc::DecodeResult::Shape;
    const JsonRpc::DecodeResult &decoded = event.decoded;
    if (decoded.shape != Shape::Single && decoded.shape != Shape::Batch) {
        if (m_expectingBodyless || !m_waiting.isEmpty())
            append(tr("← a frame that is not JSON (%1)").arg(decoded.errorString),
                   QString::fromUtf8(event.raw));
        return;
    }
    // Ours: answers to ids sent from here, and errors with a null id (a frame the server could
    // not parse or read an id from). Everything else belongs to the other panes.
    bool ours = false;
    QJsonArray values;
    for (const JsonRpcMessage &message : decoded.messages) {
        const bool isResponse = message.kind() == JsonRpcMessage::Kind::Result
                                || message.kind() == JsonRpcMessage::Kind::Error;
        if (isResponse && (m_waiting.remove(message.id()) || message.id().isNull()))
            ours = true;
        values.append(message.json());
    }
    if (!ours)
        return;
    m_expectingBodyless = false;
    append(decoded.shape == Shape::Batch ? tr("← batch reply") : tr("← reply"),
           pretty(decoded.shape == Shape::Batch ? QJsonValue(values) : values.first()));
}

void RawConsolePane::updateSendState()
{
    const bool ready = m_session && m_session->state() == McpSession::State::Ready;
    m_send->setEnabled(ready);
    if (!m_session)
        m_state->setText(tr("not connected"));
    else
        m_state->setText(consoleStateText(m_session->state()));
}

void RawConsolePane::append(const QString &heading, const QString &body)
{
    const QString time = QDateTime::currentDateTime().toString(u"HH:mm:ss.zzz"_s);
    m_transcript->appendPlainText(body.isEmpty() ? u"%1  %2"_s.arg(time, heading)
                                                 : u"%1  %2\n%3"_s.arg(time, heading, body));
}

QString RawConsolePane::transcript() const
{
    return m_transcript->toPlainText();
}
