// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "servertext.h"

#include "displaytext.h"
#include "fontunits.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QHelpEvent>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace ServerText {

namespace {

// Characters that change how the text around them is ordered or hide themselves: bidi
// embeddings, overrides, isolates and marks, and invisible format characters. Zero-width
// (non-)joiners are left alone: scripts and emoji sequences need them.
bool isBidiOrInvisible(char16_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x061C
           || c == 0x200E || c == 0x200F || c == 0x200B || c == 0x2060 || c == 0xFEFF;
}

bool isC1(char16_t c)
{
    return c >= 0x80 && c <= 0x9F;
}

QString codePointMarker(char16_t c)
{
    return "[U+"_L1 + QString::number(uint(c), 16).toUpper().rightJustified(4, u'0') + u']';
}

// The shared pass of plain() and title(): visible markers (plain) or nothing (title) for the
// characters a label must not pass through; `oneLine` turns line breaks into `lineBreak`.
QString filtered(const QString &text, qsizetype limit, bool visible, const QString &lineBreak)
{
    const QString capped = DisplayText::capped(text, limit);
    QString result;
    result.reserve(capped.size());
    for (qsizetype i = 0; i < capped.size(); ++i) {
        const char16_t c = capped.at(i).unicode();
        if (c == u'\r' && i + 1 < capped.size() && capped.at(i + 1) == u'\n')
            continue; // CRLF is one line break
        if (c == u'\n' || c == 0x2028 || c == 0x2029) {
            result += lineBreak.isNull() ? u"\n"_s : lineBreak;
        } else if (c == u'\t') {
            result += lineBreak.isNull() ? u'\t' : u' ';
        } else if (c < 0x20) {
            if (visible)
                result += QChar(char16_t(0x2400 + c)); // the Control Pictures block: ␛ for ESC
        } else if (c == 0x7F) {
            if (visible)
                result += QChar(char16_t(0x2421)); // ␡
        } else if (isC1(c) || isBidiOrInvisible(c)) {
            if (visible)
                result += codePointMarker(c);
        } else {
            result += QChar(c);
        }
    }
    return result;
}

QLabel *plainLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setOpenExternalLinks(false);
    return label;
}

} // namespace

QString plain(const QString &text, qsizetype limit)
{
    return filtered(text, limit, true, QString());
}

QString line(const QString &text, qsizetype limit)
{
    return filtered(text, limit, true, u" ⏎ "_s);
}

QString accessible(const QString &text)
{
    return line(text, kAccessibleLimit);
}

QString html(const QString &text, qsizetype limit)
{
    return plain(text, limit).toHtmlEscaped().replace(u'\n', "<br>"_L1);
}

QString toolTip(const QString &text, qsizetype limit)
{
    if (text.isEmpty())
        return {};
    return "<qt>"_L1 + Qt::convertFromPlainText(plain(text, limit), Qt::WhiteSpaceNormal)
           + "</qt>"_L1;
}

QString title(const QString &text, qsizetype limit)
{
    QString result = filtered(text, limit, false, u" "_s).simplified();
    return result.replace("[*]"_L1, "[*][*]"_L1);
}

QString fileName(const QString &text, qsizetype limit)
{
    QString name = filtered(text, limit, false, u" "_s);
    name.replace(u'/', u'_').replace(u'\\', u'_');
    while (name.startsWith(u'.') || name.startsWith(u' '))
        name.remove(0, 1);
    while (name.endsWith(u'.') || name.endsWith(u' ') || name.endsWith(u'…'))
        name.chop(1);
    return name;
}

QLabel *label(const QString &objectName, QWidget *parent)
{
    QLabel *label = plainLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QLabel *heading(const QString &objectName, QWidget *parent)
{
    QLabel *result = label(objectName, parent);
    QFont font = FontUnits::scaled(result->font(), 1.15);
    font.setBold(true);
    result->setFont(font);
    return result;
}

QLabel *lineLabel(const QString &objectName, QWidget *parent)
{
    QLabel *label = plainLabel(parent);
    if (!objectName.isEmpty())
        label->setObjectName(objectName);
    return label;
}

QLabel *caption(const QString &text, QWidget *parent, bool bold)
{
    QLabel *label = plainLabel(parent);
    label->setText(text);
    if (bold) {
        QFont font = label->font();
        font.setBold(true);
        label->setFont(font);
    }
    return label;
}

QLabel *pictureLabel(const QString &objectName, QWidget *parent)
{
    QLabel *label = plainLabel(parent);
    label->setObjectName(objectName);
    return label;
}

QLabel *richLabel(const QString &objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::RichText);
    label->setOpenExternalLinks(false);
    label->setWordWrap(true);
    label->setProperty(kRichProperty, true);
    return label;
}

void setText(QLabel *label, const QString &text, qsizetype limit)
{
    label->setText(plain(text, limit));
}

namespace {

// QMessageBox makes its labels AutoText and opens links; the main label is set plain here and
// the informative text is never used.
void prepare(QMessageBox &box, const Message &message)
{
    box.setObjectName(message.objectName);
    box.setIcon(message.icon);
    box.setWindowTitle(title(message.title));
    box.setTextFormat(Qt::PlainText);
    box.setText(plain(message.text, 20000));
    if (!message.details.isEmpty())
        box.setDetailedText(plain(message.details, DisplayText::kViewLimit)); // a plain editor
    for (QLabel *label : box.findChildren<QLabel *>())
        label->setOpenExternalLinks(false);
}

} // namespace

bool confirm(QWidget *parent,
             const Message &message,
             const QString &acceptText,
             const QString &acceptObjectName)
{
    QMessageBox box(parent);
    prepare(box, message);
    box.setStandardButtons(QMessageBox::Yes | QMessageBox::Cancel);
    QAbstractButton *accept = box.button(QMessageBox::Yes);
    accept->setText(acceptText);
    accept->setObjectName(acceptObjectName);
    box.setDefaultButton(QMessageBox::Cancel);
    return box.exec() == QMessageBox::Yes;
}

void inform(QWidget *parent, const Message &message)
{
    QMessageBox box(parent);
    prepare(box, message);
    box.setStandardButtons(QMessageBox::Ok);
    box.exec();
}

namespace {

// Answers a view's tooltip events itself, whatever its delegate does.
class PlainToolTipFilter : public QObject
{
public:
    explicit PlainToolTipFilter(QAbstractItemView *view)
        : QObject(view)
        , m_view(view)
    {}

    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() != QEvent::ToolTip)
            return false;
        const auto *help = static_cast<QHelpEvent *>(event);
        const QModelIndex index = m_view->indexAt(help->pos());
        const QString tip = index.data(Qt::ToolTipRole).toString();
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(
                help->globalPos(), toolTip(tip), m_view->viewport(), m_view->visualRect(index));
        return true;
    }

private:
    QAbstractItemView *m_view;
};

} // namespace

void installPlainToolTips(QAbstractItemView *view)
{
    view->viewport()->installEventFilter(new PlainToolTipFilter(view));
}

void showStatus(QStatusBar *bar, const QString &message, int timeoutMs)
{
    bar->showMessage(line(message), timeoutMs);
}

} // namespace ServerText
