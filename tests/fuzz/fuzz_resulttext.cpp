// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
//
// The text path from a server's frame to the screen: any bytes, as an incoming frame, go through
// the log's record and the detail pane's description; a tools/call result's text blocks are
// classified (plain, Markdown, JSON), rendered (Markdown through SafeTextDocument) and summarised
// as the result view does, and go through the ServerText helpers. Nothing may crash, grow past
// the view limits, or keep the server's markup or control characters.
#include <core/jsonrpc/jsonrpccodec.h>
#include <core/log/messagelogmodel.h>
#include <ui/displaytext.h>
#include <ui/log/framedetails.h>
#include <ui/results/textcontentwidget.h>
#include <ui/tools/resultformatter.h>
#include <ui/widgets/safetextdocument.h>
#include <ui/widgets/servertext.h>

#include <QApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <cstdlib>

namespace {

constexpr qsizetype kFuzzBodyChars = 4096;

void renderTextBlocks(const QJsonObject &result)
{
    (void)ResultFormatter::contentSummary(result);
    const QJsonArray content = result.value(QLatin1String("content")).toArray();
    for (const QJsonValue &block : content) {
        const QJsonObject object = block.toObject();
        const QString text = object.value(QLatin1String("text")).toString();
        const QString mimeType = object.value(QLatin1String("mimeType")).toString();
        QString note;
        const QString shown = DisplayText::forView(text, kFuzzBodyChars, &note);
        if (shown.size() > kFuzzBodyChars + kFuzzBodyChars / 1000 + 64)
            std::abort(); // the view limit holds
        if (TextContentWidget::detectFormat(text, mimeType)
            == TextContentWidget::Format::Markdown) {
            // Rendered as the result view does: whatever it references, nothing is loaded.
            SafeTextDocument document;
            document.setSafeMarkdown(shown);
            (void)document.size();
        }
        (void)DisplayText::firstLine(text);
        // The server-text helper: escaped markup never carries the server's own tags.
        const QString html = ServerText::html(text);
        if (html.contains(QLatin1String("<img")) || html.contains(QLatin1String("<a ")))
            std::abort();
        for (const QChar c : ServerText::line(text)) {
            if (c == QLatin1Char('\n') || c.unicode() == 0x1b || c.unicode() == 0x202e)
                std::abort(); // a one-line label shows control characters, never acts on them
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz_resulttext";
    static char *argv[] = {name, nullptr};
    static const bool offscreen = qputenv("QT_QPA_PLATFORM", "offscreen");
    // Never destroyed, on purpose: libFuzzer ends the process with exit(), and a QApplication
    // torn down among the static destructors outlives Qt's thread storage, which orphans the
    // font caches (LeakSanitizer then reports Qt's own caches). Alive, they stay reachable.
    static QApplication *app = new QApplication(argc, argv);
    (void)app;
    (void)offscreen;

    TrafficEvent event;
    event.direction = TrafficEvent::Direction::Incoming;
    event.kind = TrafficEvent::Kind::Frame;
    event.raw = QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
    event.decoded = JsonRpc::decode(event.raw);
    const MessageRecord record = MessageLogModel::makeRecord(event);
    (void)FrameDescriber::describe(record, kFuzzBodyChars);
    for (const JsonRpcMessage &message : event.decoded.messages) {
        if (message.kind() == JsonRpcMessage::Kind::Result)
            renderTextBlocks(message.result().toObject());
    }
    return 0;
}
