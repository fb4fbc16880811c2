// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "promptmessagesview.h"

#include "displaytext.h"
#include "palettecolors.h"
#include "tools/resultformatter.h"

#include <QFrame>
#include <QJsonObject>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

// Text as text; every other content type (image, audio, resource link, embedded resource) as
// its one-line summary, with an embedded resource's text after it.
QString contentText(const QJsonObject &content)
{
    if (content.value("type"_L1).toString() == "text"_L1)
        return content.value("text"_L1).toString();
    return ResultFormatter::contentText(QJsonObject{{"content"_L1, QJsonArray{content}}}).trimmed();
}

} // namespace

PromptMessagesView::PromptMessagesView(QWidget *parent)
    : QWidget(parent)
    , m_banner(new QLabel(this))
{
    m_banner->setObjectName(u"promptMessagesBanner"_s);
    m_banner->setWordWrap(true);
    m_banner->setTextFormat(Qt::PlainText);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto *inner = new QWidget(scroll);
    m_list = new QVBoxLayout(inner);
    m_list->addStretch(1);
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
    m_banner->setText(tr("Getting %1…").arg(prompt));
    PaletteColors::setTextTone(m_banner, PaletteColors::Tone::Neutral);
}

void PromptMessagesView::showMessages(const QString &prompt, const QJsonObject &result)
{
    removeMessages();
    m_messages = result.value("messages"_L1).toArray();
    QString banner = tr("%1 — %n message(s)", nullptr, int(m_messages.size())).arg(prompt);
    const QString description = result.value("description"_L1).toString();
    if (!description.isEmpty())
        banner += u"\n"_s + DisplayText::capped(description, 1000);
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
    m_banner->setText(tr("Could not get %1: %2").arg(prompt, message));
    PaletteColors::setTextTone(m_banner, PaletteColors::Tone::Error);
}

QWidget *PromptMessagesView::createMessage(const QJsonObject &message)
{
    auto *frame = new QFrame(this);
    frame->setObjectName(u"promptMessage"_s);
    frame->setFrameShape(QFrame::StyledPanel);
    const QString role = message.value("role"_L1).toString();
    auto *heading = new QLabel(role.isEmpty() ? tr("(no role)") : role, frame);
    QFont font = heading->font();
    font.setBold(true);
    heading->setFont(font);
    PaletteColors::setTextTone(heading,
                               role == "assistant"_L1 ? PaletteColors::Tone::Success
                                                      : PaletteColors::Tone::Neutral);
    auto *body = new QLabel(frame);
    body->setObjectName(u"promptMessageText"_s);
    body->setTextFormat(Qt::PlainText);
    body->setWordWrap(true);
    body->setTextInteractionFlags(Qt::TextSelectableByMouse);
    body->setText(DisplayText::forView(contentText(message.value("content"_L1).toObject()), 20000));
    auto *layout = new QVBoxLayout(frame);
    layout->addWidget(heading);
    layout->addWidget(body);
    return frame;
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
    if (index < 0 || index >= m_widgets.size())
        return {};
    return m_widgets.at(index)->findChild<QLabel *>(u"promptMessageText"_s)->text();
}
