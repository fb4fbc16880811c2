// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "promptmessagesview.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "results/contentview.h"
#include "widgets/servertext.h"

#include <QFrame>
#include <QJsonObject>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// What a message's content says in plain words: its text, or an embedded resource's text.
QString plainText(const QJsonObject &content)
{
    if (content.value("text"_L1).isString())
        return content.value("text"_L1).toString();
    return content.value("resource"_L1).toObject().value("text"_L1).toString();
}

} // namespace

PromptMessagesView::PromptMessagesView(QWidget *parent)
    : QWidget(parent)
    , m_banner(ServerText::label(u"promptMessagesBanner"_s, this))
{
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto *inner = new QWidget(scroll);
    m_list = new QVBoxLayout(inner);
    m_list->addStretch(1);
    // An explicit minimum keeps the scroll area scrolling rather than squeezing rows (FormPanel).
    m_list->setSizeConstraint(QLayout::SetMinimumSize);
    scroll->setWidget(inner);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_banner);
    layout->addWidget(scroll, 1);
    clear();
}

void PromptMessagesView::removeMessages()
{
    qDeleteAll(m_widgets);
    m_widgets.clear();
    m_messages = {};
}

void PromptMessagesView::clear(const QString &hint)
{
    removeMessages();
    m_banner->setText(hint.isEmpty() ? tr("Fill in the arguments and press Get to see the "
                                          "prompt's messages here.")
                                     : hint);
    PaletteColors::setTextTone(m_banner, PaletteColors::Tone::Neutral);
}

void PromptMessagesView::showBusy(const QString &prompt)
{
    m_banner->setText(tr("Getting %1…").arg(ServerText::line(prompt)));
    PaletteColors::setTextTone(m_banner, PaletteColors::Tone::Neutral);
}

void PromptMessagesView::showMessages(const QString &prompt, const QJsonObject &result)
{
    removeMessages();
    m_messages = result.value("messages"_L1).toArray();
    QString banner
        = tr("%1 — %n message(s)", nullptr, int(m_messages.size())).arg(ServerText::line(prompt));
    const QString description = result.value("description"_L1).toString();
    if (!description.isEmpty())
        banner += u"\n"_s + ServerText::plain(description, 1000);
    m_banner->setText(banner);
    PaletteColors::setTextTone(m_banner, PaletteColors::Tone::Success);
    for (const QJsonValue &message : std::as_const(m_messages)) {
        QWidget *widget = createMessage(message.toObject());
        m_list->insertWidget(m_list->count() - 1, widget);
        m_widgets << widget;
    }
}

void PromptMessagesView::showError(const QString &prompt, const QString &message)
{
    removeMessages();
    m_banner->setText(
        tr("Could not get %1: %2").arg(ServerText::line(prompt), ServerText::plain(message)));
    PaletteColors::setTextTone(m_banner, PaletteColors::Tone::Error);
}

QWidget *PromptMessagesView::createMessage(const QJsonObject &message)
{
    auto *frame = new QFrame(this);
    frame->setObjectName(u"promptMessage"_s);
    frame->setFrameShape(QFrame::StyledPanel);
    const QString role = message.value("role"_L1).toString();
    QLabel *heading = ServerText::caption(
        role.isEmpty() ? tr("(no role)") : ServerText::line(role, 80), frame, true);
    PaletteColors::setTextTone(heading,
                               role == "assistant"_L1 ? PaletteColors::Tone::Success
                                                      : PaletteColors::Tone::Neutral);
    auto *body = new ContentView(frame);
    body->setObjectName(u"promptMessageContent"_s);
    body->setBlocks(QJsonArray{message.value("content"_L1)});
    connect(body,
            &ContentView::resourceReadRequested,
            this,
            &PromptMessagesView::resourceReadRequested);
    auto *layout = new QVBoxLayout(frame);
    layout->addWidget(heading);
    layout->addWidget(body);
    return frame;
}

void PromptMessagesView::showResourceContents(const QString &uri, const QJsonArray &contents)
{
    for (ContentView *view : findChildren<ContentView *>())
        view->showResourceContents(uri, contents);
}

void PromptMessagesView::showResourceError(const QString &uri, const QString &message)
{
    for (ContentView *view : findChildren<ContentView *>())
        view->showResourceError(uri, message);
}

QString PromptMessagesView::bannerText() const
{
    return m_banner->text();
}

QStringList PromptMessagesView::roles() const
{
    QStringList roles;
    for (const QJsonValue &message : m_messages)
        roles << message.toObject().value("role"_L1).toString();
    return roles;
}

QString PromptMessagesView::messageText(int index) const
{
    if (index < 0 || index >= m_messages.size())
        return {};
    return plainText(m_messages.at(index).toObject().value("content"_L1).toObject());
}
